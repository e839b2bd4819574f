"""The setup form's update: its fields as entered, a preset, and Start."""

from __future__ import annotations

from dataclasses import replace

from game.core.errors import GameError
from game.ui.app.common import StartGame
from game.ui.app.events import Go
from game.ui.app.frontends import ui_for
from game.ui.app.screen import Ctx, Updated
from game.ui.deals.presets import find_preset, form_values
from game.ui.i18n import error_text, is_you, tr
from game.ui.pages.setup import ChoosePreset, FormChanged, Msg, Setup, Start
from game.ui.pages.setup.parse import parse_setup
from game.ui.table.session import new_session, typed_seed


def update(setup: Setup, msg: Msg, ctx: Ctx) -> Updated[Setup]:
    if isinstance(msg, FormChanged):
        return Updated(replace(setup, values=dict(msg.form)))
    if isinstance(msg, ChoosePreset):
        preset = find_preset(ui_for(setup.game).spec, msg.key)
        if preset is None:
            return Updated(setup)
        return Updated(replace(setup, values={**msg.form, **form_values(preset.options)}))
    return start(replace(setup, values=dict(msg.form)), msg, ctx)


def start(setup: Setup, msg: Start, ctx: Ctx) -> Updated[Setup]:
    """The game the form describes, on screen; a form the game refuses stays, saying why."""
    env = ctx.env
    try:
        parsed = parse_setup(msg.game, msg.form, env.fresh_seed())
    except GameError as err:
        return Updated(replace(setup, error=error_text(ctx.lang, err)))
    if parsed.away and any(is_you(seat.name) for seat in parsed.seats if seat.kind == "human"):
        # every device shows the same names: a seat called "You" would be someone else there
        return Updated(replace(setup, error=tr(ctx.lang, "relay.name_needed")))
    save_id = str(env.fresh_seed())
    session = new_session(parsed.game, parsed.options, parsed.seats, parsed.seed, save_id)
    session = replace(session, seed_text=typed_seed(parsed.seed_text, parsed.seed))
    if parsed.away:  # played by link: the game's id travels in every link of it
        from game.ui.link.relay import link_save_id, new_game_id

        link_id = new_game_id(env.fresh_seed())
        session = replace(session, link_id=link_id, away=parsed.away, save_id=link_save_id(link_id))
        session = session.settle_viewer()
    return Updated(setup, [Go(StartGame(session))])
