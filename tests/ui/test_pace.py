"""Bot pace bounds the whole wait per bot action, thinking included: the pause after a bot has
thought is what is left of the pace, never less than nothing."""

from __future__ import annotations

import itertools
from dataclasses import dataclass, field, replace

import pytest

from game.ui.app import events as ev
from game.ui.app.controller import update
from game.ui.app.page import page
from game.ui.app.state import Env
from game.ui.element import find_all, text_content
from game.ui.pages import play
from game.ui.pages.play.bots import bot_pause
from tests.ui.test_controller import Browser, setup_form


@pytest.mark.parametrize(
    ("pace", "thought", "pause"),
    [
        ("normal", 0.0, 0.5),
        ("normal", 0.3, 0.2),
        ("normal", 2.0, 0.0),
        ("slow", 0.2, 1.0),
        ("instant", 0.4, 0.0),
    ],
)
def test_the_pause_is_what_is_left_of_the_pace(pace: str, thought: float, pause: float) -> None:
    assert bot_pause(pace, thought) == pytest.approx(pause)


@dataclass
class Clock:
    """A steady clock that moves ``step`` seconds each time it is read."""

    step: float
    now: float = 0.0
    reads: list[float] = field(default_factory=list)

    def __call__(self) -> float:
        self.now += self.step
        self.reads.append(self.now)
        return self.now


def _timed(b: Browser, clock: Clock) -> Env:
    return replace(b.env, clock=clock)


@pytest.mark.parametrize(("step", "pause"), [(0.1, 0.4), (0.3, 0.2), (0.9, 0.0)])
def test_a_bot_thinks_first_and_then_waits_only_the_rest_of_the_pace(step: float, pause: float) -> None:
    b = Browser()
    b.send(ev.Command("start:shifting-stones", setup_form(2, bots=(1,))))
    b.send(ev.Play("skip"))
    assert b.of(ev.Wait) == [ev.Wait(0.0)]
    clock = Clock(step)
    state, effects = update(b.state, ev.BotTurn(), _timed(b, clock))
    waits = [e for e in effects if isinstance(e, ev.Wait)]
    assert len(clock.reads) == 2 and waits == [ev.Wait(pytest.approx(pause))]  # type: ignore[arg-type]
    assert (
        state.session is not None
        and len(state.session.match.actions) == 1
        and state.game.bot_move is not None
    )
    planned = state.game.bot_move[2]
    state, _ = update(state, ev.BotTurn(), _timed(b, clock))
    assert state.session is not None and state.session.match.actions[1] == planned
    assert len(clock.reads) == 2  # the move thought out is played, not thought again


def test_a_move_thought_out_for_another_position_is_thought_again() -> None:
    b = Browser()
    b.send(ev.Command("start:shifting-stones", setup_form(2, bots=(1,))))
    b.send(ev.Play("skip"))
    b.send(ev.BotTurn())
    assert b.state.game.bot_move is not None
    stale = replace(b.state, model=replace(b.state.game, bot_move=(b.state.game.bot_move[0], 99, "end")))
    clock = Clock(0.01)
    state, _ = update(stale, ev.BotTurn(), _timed(b, clock))
    assert len(clock.reads) == 2 and state.game.bot_move is not None and state.game.bot_move[1] == 1
    assert state.session is not None and len(state.session.match.actions) == 1


def test_every_bot_game_still_plays_to_its_end() -> None:
    b = Browser(seeds=itertools.count(77))
    b.send(ev.Command("start:shifting-stones", setup_form(3, bots=(1, 2))))
    b.play_out()
    assert b.state.session is not None and b.state.session.step() == "over"


def _started(game: str) -> tuple[Browser, list[ev.Effect]]:
    b = Browser()
    b.state, effects = update(b.state, ev.Command(f"start:{game}", setup_form(2, bots=(1,))), b.env)
    return b, effects


@pytest.mark.parametrize("game", ["tranquility", "shifting-stones"])
def test_the_first_hint_is_readied_once_the_game_screen_is_painted(game: str) -> None:
    b, effects = _started(game)
    assert ev.Think(play.ReadyHint()) in effects and b.state.warmed and b.state.game.ready_hint is None
    b.state, effects = update(b.state, ev.Thought(play.ReadyHint()), b.env)
    assert b.state.game.ready_hint is not None and not effects
    ready = b.state.game.ready_hint[3]
    b.state, effects = update(b.state, ev.Command("hint"), b.env)
    assert not any(isinstance(e, ev.Think) for e in effects)  # answered at once
    assert b.state.game.hint_action == ready and b.state.message and " — " in b.state.message
    # Later games of the visit are not warmed again.
    b.state, effects = update(b.state, ev.Command("home"), b.env)
    b.state, effects = update(b.state, ev.Command(f"start:{game}", setup_form(2, bots=(1,))), b.env)
    assert ev.Think(play.ReadyHint()) not in effects


def test_a_hint_not_ready_shows_it_is_thinking_then_answers() -> None:
    b, _ = _started("shifting-stones")
    b.state, effects = update(b.state, ev.Command("hint"), b.env)
    assert (
        effects == [ev.Think(play.WorkOutHint()), ev.Load()]
        and b.state.game.thinking
        and b.state.message is None
    )
    shown = page(b.state)
    (indicator,) = find_all(["div", {}, *shown.specs], lambda s: "thinking" in str(s[1].get("class")).split())
    assert indicator[1]["role"] == "status" and text_content(indicator) == "Thinking…"
    b.state, effects = update(b.state, ev.Thought(play.WorkOutHint()), b.env)
    assert not b.state.game.thinking and b.state.game.hint_action is not None and b.state.message
    assert not find_all(
        ["div", {}, *page(b.state).specs], lambda s: "thinking" in str(s[1].get("class")).split()
    )
