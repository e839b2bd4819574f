"""A lost voyage's end shows its cards: under each player's line the cards left in their hand and
their pile, drawn small; after why it was lost, each run of empty cells drawn between the
numbers around it, with the cards left in play that would have fitted there, ringed there and in
the hand or pile that held them. A won voyage draws none of it."""

from __future__ import annotations

import pytest

from game.tranquility.cards import label
from game.tranquility.state import TState
from game.ui.app import events as ev
from game.ui.app.page import Page
from game.ui.element import Spec
from game.ui.i18n import CODES
from tests.ui.dom import attr, one, select, spoken, text
from tests.ui.test_endings import finished, opened


def chips(where: Spec) -> list[str]:
    return [attr(c, "data-card") or "" for c in select(where, ".tchip")]


def ringed(where: Spec) -> list[str]:
    return [attr(c, "data-card") or "" for c in select(where, ".tchip.fits")]


def shown_end(players: int, seed: int, level: str) -> tuple[TState, Page]:
    b, shown = opened(finished("tranquility", players, seed, level))
    session = b.state.session
    assert session is not None
    assert isinstance(session.state, TState)
    return session.state, shown


def test_each_player_is_shown_the_cards_left_and_the_gap_with_the_card_that_fitted_it() -> None:
    # Seed 17, four normal bots: cell 12 lies empty between 25 and 27, and 26 is still in a hand.
    state, shown = shown_end(4, 17, "normal")
    rows = select(shown, ".end-screen .summary tr")
    assert len(rows) == 4
    holders = []
    for seat, row in enumerate(rows):
        left = one(row, ".end-left")
        held = [("In hand", state.hands[seat]), ("In the pile", state.piles[seat])]
        parts = select(left, ".end-card-row")
        assert len(parts) == sum(1 for _, cards in held if cards)  # a place with none is left out
        assert bool(left[1].get("hidden")) is (not parts)
        for part, (where, cards) in zip(parts, [(w, c) for w, c in held if c], strict=True):
            assert chips(part) == [label(c) for c in sorted(cards)]
            assert attr(part, "role") == "img" and spoken(part).startswith(f"{where}: ")
        if "26" in ringed(left):
            holders.append(seat)
        assert set(ringed(left)) <= {"26"}
    assert holders == [s for s in range(4) if 26 in state.hands[s] + state.piles[s]]
    assert sum(len(state.piles[s]) for s in range(4)) > 0
    (gap,) = select(shown, ".end-needed .end-gap")
    assert attr(gap, "data-cells") == "12-12" and attr(gap, "data-fits") == "1"
    assert chips(one(gap, ".end-gap-picture")) == ["25", "27"]
    assert [text(s) for s in select(gap, ".end-slot")] == ["12"]
    assert ringed(one(gap, ".end-gap-fits")) == ["26"]
    said = spoken(gap)
    assert "Cell 12: a number between 25 and 27 was needed." in said and "Left in play that fits: 26" in said
    # What the sea needed comes after why the voyage was lost.
    notes = [s[1].get("class") or s[1].get("id") for s in one(shown, ".end-body")[2:]]
    assert notes.index("end-needed") == notes.index("end-why-title") + 2


def test_a_cell_no_number_could_fill_is_drawn_between_its_neighbours() -> None:
    # Seed 2, solo, the easy bot: cells 14 and 26 were sealed (29|30 and 56|57).
    _, shown = shown_end(1, 2, "easy")
    gaps = select(shown, ".end-needed .end-gap")
    assert [attr(g, "data-cells") for g in gaps] == ["14-14", "26-26"]
    assert [chips(one(g, ".end-gap-picture")) for g in gaps] == [["29", "30"], ["56", "57"]]
    assert spoken(gaps[0]) == "Cell 14: no number lies between 29 and 30."
    assert not select(shown, ".end-gap-fits") and not select(shown, ".tchip.fits")


def test_a_won_voyage_draws_no_cards_left_or_needed() -> None:
    _, shown = shown_end(3, 5, "easy")
    assert text(shown, ".end-verdict") == "You won"
    assert not select(shown, ".end-left") and not select(shown, ".end-needed")


@pytest.mark.parametrize("lang", CODES)
def test_the_cards_of_a_lost_voyage_are_said_in_every_language(lang: str) -> None:
    b, shown = opened(finished("tranquility", 4, 17, "normal"))
    shown = b.send(ev.Change("language", lang, {}))
    words = spoken(one(shown, ".end-screen"))
    assert "{" not in words and "end." not in words
    for part in select(shown, ".end-card-row"):
        assert (attr(part, "aria-label") or "").count(":") == 1
