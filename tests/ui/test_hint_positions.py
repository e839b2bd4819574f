"""Over many positions of both games, the Hint's move is legal for the viewer and its words (the
move and the reason, in every language) agree with it."""

from __future__ import annotations

import random
import re
from typing import Any

import pytest

from game.core.registry import suggest
from game.shifting_stones.actions import FLIP, SCORE, SWAP
from game.shifting_stones.actions import parse_action as stones_action
from game.shifting_stones.cards import card_id_of
from game.shifting_stones.matching import matches
from game.shifting_stones.tiles import flipped, parse_grid
from game.tranquility.actions import MONSTER, PLAY
from game.tranquility.actions import parse_action as tranq_action
from game.ui.games.shifting_stones.words import card_words
from game.ui.i18n import CODES, tr
from game.ui.pages.play.bots import hint_text
from game.ui.table.session import Seat, Session, new_session

TRANQ_OPTIONS: tuple[dict[str, Any], ...] = (
    {},
    {"storms": True, "sea_monsters": 3, "jagged_rocks": "manual", "day_night": True},
)


def _positions(game: str, options: dict[str, Any], seed: int, count: int) -> list[tuple[Session, str]]:
    """``count`` positions where the person decides, with the Hint's move in each; the game goes
    on by random legal moves (the same every run)."""
    session = new_session(game, options, [Seat("Ann"), Seat("Bo", "bot", "easy")], seed, "p")
    pick = random.Random(seed)
    found: list[tuple[Session, str]] = []
    while len(found) < count and session.step() != "over":
        legal = session.rules.legal_actions(session.state)
        if session.step() == "human":
            action, _ = suggest(game, session.view(), session.legal_for_viewer())
            found.append((session, action))
        session = session.play(pick.choice(legal))
        if session.step() == "handoff":
            session = session.confirm_handoff()
    return found


@pytest.mark.parametrize("options", TRANQ_OPTIONS)
def test_tranquility_hints_are_legal_and_say_the_move_they_suggest(options: dict[str, Any]) -> None:
    for seed in (1, 2):
        positions = _positions("tranquility", options, seed, 12)
        assert len(positions) >= 6
        for session, action in positions:
            assert action in session.legal_for_viewer()
            a, view = tranq_action(action), session.view()
            for lang in CODES:
                text = hint_text("tranquility", action, view, lang)
                move, _, why = text.partition(" — ")
                assert why and "{" not in text
                if a.kind == PLAY:
                    assert str(a.number) in move and str(a.cell + 1) in move
                    assert str(a.number) in why and str(a.cell + 1) in why
                    cost = tr(lang, "hint.r.cost", count=len(a.cards)) if a.cards else tr(lang, "hint.r.free")
                    assert cost in why
                if a.kind == MONSTER:
                    assert str(view["grid"][a.cell]) in why and str(a.cell + 1) in why


def test_stones_hints_are_legal_and_their_reason_agrees_with_the_move() -> None:
    skip, end = tr("en", "hint.r.s.skip"), tr("en", "hint.r.s.end")
    seen: set[str] = set()
    for seed in (1, 2, 3):
        positions = _positions("shifting-stones", {}, seed, 10)
        assert len(positions) >= 6
        for session, action in positions:
            assert action in session.legal_for_viewer()
            a, view = stones_action(action), session.view()
            text = hint_text("shifting-stones", action, view, "en")
            move, _, why = text.partition(" — ")
            seen.add(action.split(":")[0])
            if a.kind in (SWAP, FLIP):
                assert why not in (skip, end)  # a Shift or Flip is never explained as ending the turn
                grid = list(parse_grid(view["grid"]))
                if a.kind == SWAP:
                    grid[a.a], grid[a.b] = grid[a.b], grid[a.a]
                    assert f"stones {a.a + 1} and {a.b + 1}" in move
                else:
                    grid[a.a] = flipped(grid[a.a])
                    assert f"stone {a.a + 1}" in move
                named = re.search(r"Then (.*) matches\.", why)
                if named:
                    hand = [card_id_of(n) for n in view["hand"] or []]
                    assert any(c and matches(grid, c) and card_words(c) == named.group(1) for c in hand)
            elif a.kind == SCORE:
                assert card_words(a.card) in move and "matches now" in why
            else:
                assert why in (skip, end)
            for lang in CODES:
                assert hint_text("shifting-stones", action, view, lang).count(" — ") == 1
    assert len(seen) >= 2
