"""The setup form's update: its fields as entered, a preset, and Start."""

from __future__ import annotations

from dataclasses import replace

from game.core.errors import GameError
from game.ui.events import Go
from game.ui.frontends import ui_for
from game.ui.go import StartGame
from game.ui.i18n import error_text, is_you, tr
from game.ui.pages.setup import ChoosePreset, FormChanged, Msg, Setup, Start
from game.ui.pages.setup.parse import parse_setup
from game.ui.presets import find_preset, form_values
from game.ui.session import new_session, typed_seed
from game.ui.stepped import Ctx, Stepped


def update(setup: Setup, msg: Msg, ctx: Ctx) -> Stepped[Setup]:
    if isinstance(msg, FormChanged):
        return Stepped(replace(setup, values=dict(msg.form)))
    if isinstance(msg, ChoosePreset):
        preset = find_preset(ui_for(setup.game).spec, msg.key)
        if preset is None:
            return Stepped(setup)
        return Stepped(replace(setup, values={**msg.form, **form_values(preset.options)}))
    return start(replace(setup, values=dict(msg.form)), msg, ctx)


def start(setup: Setup, msg: Start, ctx: Ctx) -> Stepped[Setup]:
    """The game the form describes, on screen; a form the game refuses stays, saying why."""
    env = ctx.env
    try:
        parsed = parse_setup(msg.game, msg.form, env.fresh_seed())
    except GameError as err:
        return Stepped(replace(setup, error=error_text(ctx.lang, err)))
    if parsed.away and any(is_you(seat.name) for seat in parsed.seats if seat.kind == "human"):
        # every device shows the same names: a seat called "You" would be someone else there
        return Stepped(replace(setup, error=tr(ctx.lang, "relay.name_needed")))
    save_id = str(env.fresh_seed())
    session = new_session(parsed.game, parsed.options, parsed.seats, parsed.seed, save_id)
    session = replace(session, seed_text=typed_seed(parsed.seed_text, parsed.seed))
    if parsed.away:  # played by link: the game's id travels in every link of it
        from game.ui.relay import link_save_id, new_game_id

        link_id = new_game_id(env.fresh_seed())
        session = replace(session, link_id=link_id, away=parsed.away, save_id=link_save_id(link_id))
        session = session.settle_viewer()
    return Stepped(setup, [Go(StartGame(session))])
