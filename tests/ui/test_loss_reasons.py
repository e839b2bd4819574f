"""A lost game says why, in facts about the cards, on its end screen: one test for each reason,
each on a seeded game played by bots and opened as a person's save."""

from __future__ import annotations

import re
from dataclasses import replace

import pytest

from game.core.match import Match
from game.core.registry import get_rules, make_bot
from game.core.table import play_bots
from game.tranquility.bots import table_decision
from game.tranquility.cards import FINISH
from game.tranquility.reasons import loss_reasons
from game.tranquility.state import LOST
from game.ui.app.page import Page
from game.ui.storage.saves import save_text
from game.ui.table.session import Seat, Session
from tests.ui.dom import glyphs, select, spoken
from tests.ui.test_endings import opened


def lost(game: str, players: int, seed: int, level: str) -> tuple[Session, list[str]]:
    """A whole game played by bots of ``level``, its first seat a person's ("You"), opened on the
    end screen; the lines under "Why it was lost", as a screen reader reads them."""
    session, shown = opened_lost(game, players, seed, level)
    lines = [spoken(li) for li in select(shown, ".end-why li")]
    if lines:
        assert select(shown, "h3[id=end-why-title]")
    return session, [line.replace("\u2068", "").replace("\u2069", "") for line in lines]


def opened_lost(game: str, players: int, seed: int, level: str) -> tuple[Session, Page]:
    """The game of ``lost``, opened on its end screen."""
    rules = get_rules(game)
    options = rules.options_from_json({"players": players})
    together = table_decision if game == "tranquility" else None
    played = play_bots(rules, options, seed, [make_bot(game, level)] * players, together=together)
    seats = tuple(Seat("You") if i == 0 else Seat(f"Bot {i}", "bot", level) for i in range(players))
    session = Session(Match.replay(rules, options, seed, played.actions), seats, None, f"why-{seed}")
    b, shown = opened(save_text(session, "2026-12-01T10:00:00.000Z"))
    assert b.state.session is not None and b.state.session.step() == "over"
    return session, shown


def test_a_cell_sealed_by_its_neighbours_is_told_with_the_numbers_and_the_move() -> None:
    _, lines = lost("tranquility", 1, 0, "easy")
    assert "Cell 20 could never be filled: 43 and 44 lie on either side" in lines[0]
    assert "(since move 10)" in lines[0]


def test_every_finish_card_discarded_is_told_with_who_and_when() -> None:
    _, lines = lost("tranquility", 1, 0, "easy")
    (line,) = [line for line in lines if "Finish card" in line]
    assert line.startswith("Every Finish card was discarded (you at move 42, you at move 44, you at move 48")


def test_too_few_cards_for_the_empty_cells_is_told() -> None:
    _, lines = lost("tranquility", 1, 0, "easy")
    assert "Cards left in the hands and piles: 0; empty cells: 3." in lines


def test_the_only_number_for_a_gap_discarded_is_named_with_who_and_when() -> None:
    _, lines = lost("tranquility", 1, 4, "easy")
    assert any(
        line.startswith(
            "Cell 4 needed a number between 7 and 9, and every one of them was discarded: 8 (by you, move 44)"
        )
        for line in lines
    ), lines


def test_a_player_stuck_with_a_winnable_sea_is_told_with_their_hand() -> None:
    _, lines = lost("tranquility", 3, 37, "easy")
    assert lines == ["Bot 1 could neither play nor discard two cards, holding: Start."]


def test_too_few_numbers_left_for_a_run_of_cells() -> None:
    """(Rare in bots' games: the final sea of a seeded game, its hands changed to leave one number
    for a run of two cells.)"""
    rules = get_rules("tranquility")
    options = rules.options_from_json({"players": 1})
    played = play_bots(rules, options, 4, [make_bot("tranquility", "easy")], together=table_decision)
    states = list(Match.replay(rules, options, 4, played.actions).states)
    last = states[-1]
    grid = [0] * 36
    grid[0], grid[3] = 10, 20  # cells 2 and 3 between 10 and 20
    grid[4:] = range(40, 72)
    hands = ((12, FINISH),)
    states[-1] = replace(last, grid=tuple(grid), hands=hands, piles=((),), result=LOST)
    reasons = [r for r in loss_reasons(states) if r.kind.startswith("gap")]
    assert [(r.kind, r.facts["cells"], r.facts["left"], r.facts["need"]) for r in reasons] == [
        ("gap_short", [2, 3], [12], 2)
    ]


def test_a_stones_loss_tells_the_winner_the_bonus_and_the_points_paid_against_scored() -> None:
    _, lines = lost("shifting-stones", 2, 0, "easy")
    assert lines[0] == "Bot 1 won with 19 points; you had 8."
    assert lines[1] == "The +3 for the most 1-point cards went to Bot 1."
    assert any(line.startswith("You paid cards worth ") and "to shift and flip" in line for line in lines)
    assert any(line.startswith("Costliest turn, move ") for line in lines), lines


def test_a_solo_stones_loss_tells_the_strikes_and_the_card_one_move_from_matching() -> None:
    _, lines = lost("shifting-stones", 1, 0, "easy")
    assert lines[0] == "Turns that ended without a score: moves 5, 9, 13, 17."
    _, lines = lost("shifting-stones", 1, 1, "easy")
    (near,) = [line for line in lines if line.startswith("Left in hand, one move from matching:")]
    assert "(one shift away)" in near or "(one flip away)" in near
    # The card is drawn in the line, its words (its points and pattern) its accessible name.
    _, shown = opened_lost("shifting-stones", 1, 1, "easy")
    (item,) = [li for li in select(shown, ".end-why li") if glyphs(li)]
    ((glyph, name),) = glyphs(item)
    assert select(glyph, ".schip .chip-grid") and re.fullmatch(r"“.+” \(\d points?\)", name)
    assert name in near and "“" not in "".join(part for part in item[2:] if isinstance(part, str))


@pytest.mark.parametrize(("game", "players"), [("tranquility", 1), ("shifting-stones", 2)])
def test_a_won_game_says_no_reason(game: str, players: int) -> None:
    rules = get_rules(game)
    options = rules.options_from_json({"players": players})
    together = table_decision if game == "tranquility" else None
    for seed in range(40):
        played = play_bots(rules, options, seed, [make_bot(game, "normal")] * players, together=together)
        match = Match.replay(rules, options, seed, played.actions)
        returns = rules.returns(match.state)
        if returns[0] > 0 and returns[0] == max(returns):
            break
    else:
        raise AssertionError("no won game")
    seats = (Seat("You"), *(Seat(f"Bot {i}", "bot", "normal") for i in range(1, players)))
    session = Session(match, seats, None, "won")
    _, shown = opened(save_text(session, "2026-12-01T10:00:00.000Z"))
    assert select(shown, ".end-verdict") and select(shown, ".end-why") == []
