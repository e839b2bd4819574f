"""The setup form's update: its fields as entered, a preset, and Start."""

from __future__ import annotations

from dataclasses import replace
from typing import TYPE_CHECKING

from game.core.errors import GameError
from game.ui.events import Go
from game.ui.frontends import ui_for
from game.ui.go import StartGame
from game.ui.i18n import error_text, is_you, tr
from game.ui.pages.setup import ChoosePreset, FormChanged, Msg, Setup, Start
from game.ui.pages.setup.parse import parse_setup
from game.ui.presets import find_preset, form_values
from game.ui.session import new_session, typed_seed

if TYPE_CHECKING:
    from game.ui.state import AppState, Env, Result


def update(state: AppState, setup: Setup, msg: Msg, env: Env) -> Result:
    if isinstance(msg, FormChanged):
        return replace(state, model=replace(setup, values=dict(msg.form))), []
    if isinstance(msg, ChoosePreset):
        preset = find_preset(ui_for(setup.game).spec, msg.key)
        if preset is None:
            return state, []
        return replace(state, model=replace(setup, values={**msg.form, **form_values(preset.options)})), []
    return start(state, replace(setup, values=dict(msg.form)), msg, env)


def start(state: AppState, setup: Setup, msg: Start, env: Env) -> Result:
    """The game the form describes, on screen; a form the game refuses stays, saying why."""
    try:
        parsed = parse_setup(msg.game, msg.form, env.fresh_seed())
    except GameError as err:
        return replace(state, model=replace(setup, error=error_text(state.lang, err))), []
    if parsed.away and any(is_you(seat.name) for seat in parsed.seats if seat.kind == "human"):
        # every device shows the same names: a seat called "You" would be someone else there
        return replace(state, model=replace(setup, error=tr(state.lang, "relay.name_needed"))), []
    save_id = str(env.fresh_seed())
    session = new_session(parsed.game, parsed.options, parsed.seats, parsed.seed, save_id)
    session = replace(session, seed_text=typed_seed(parsed.seed_text, parsed.seed))
    if parsed.away:  # played by link: the game's id travels in every link of it
        from game.ui.relay import link_save_id, new_game_id

        link_id = new_game_id(env.fresh_seed())
        session = replace(session, link_id=link_id, away=parsed.away, save_id=link_save_id(link_id))
        session = session.settle_viewer()
    return state, [Go(StartGame(session))]
