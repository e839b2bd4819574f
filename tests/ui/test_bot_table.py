"""A table of bots only in the browser plays the game the simulator plays: the same seed and
levels give the same moves, the Start split included (settled together, ``game.core.table``)."""

from __future__ import annotations

from game.core.rng import seed_from_text
from game.core.table import play_bots
from game.tranquility.bots import make_bot, table_decision
from game.tranquility.fast_bots import play_game
from game.tranquility.options import options_from_json
from game.tranquility.rules import RULES
from game.ui.app import events as ev
from tests.ui.test_controller import Browser


def _bots_only(players: int, level: str, seed: str) -> list[str]:
    b = Browser()
    form = {"players": str(players), "seed": seed}
    for seat in range(players):
        form |= {f"name{seat}": f"B{seat}", f"kind{seat}": "bot", f"level{seat}": level}
    b.send(ev.Command("start:tranquility", form))
    for _ in range(2000):
        session = b.state.session
        assert session is not None
        if session.step() == "over":
            return list(session.match.actions)
        assert session.step() == "bot" and b.state.game.bot_waiting
        b.send(ev.BotTurn())
    raise AssertionError("the game did not end")


def test_a_bots_only_table_plays_the_simulators_game_move_for_move() -> None:
    players, level, seed = 3, "normal", "6"
    browser = _bots_only(players, level, seed)
    options = options_from_json({"players": players})
    # ``python -m game.sim tranquility --players P --bot LEVEL --seed S`` plays its first game
    # from seed_from_text(S) with ``play_game`` (the fast path), or when it records with
    # ``play_bots`` (the table).
    fast: list[str] = []
    play_game(options, seed_from_text(seed), level, actions=fast)
    recorded = play_bots(
        RULES, options, seed_from_text(seed), [make_bot(level)] * players, together=table_decision
    ).actions
    assert browser == fast == recorded
    # The deal is one where the seat to act, splitting the Start alone, would split it otherwise.
    alone = play_bots(RULES, options, seed_from_text(seed), [make_bot(level)] * players).actions
    assert [a for a in browser if a.startswith("shares:")] != [a for a in alone if a.startswith("shares:")]
