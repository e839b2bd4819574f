"""The review draws each flagged decision as the position its player saw: the board and that
player's hand only, the cells and cards of the move played and of the bot's move marked, not
interactive, with a legend and the hand in words for screen readers."""

from __future__ import annotations

from collections.abc import Sequence
from typing import Any

from game.shifting_stones import actions as S
from game.shifting_stones.cards import card_name
from game.tranquility import actions as T
from game.tranquility.cards import label
from game.ui.app import events as ev
from game.ui.app.frontends import ui_for
from game.ui.element import Spec, find_all, text_content
from game.ui.table.session import Seat, new_session
from tests.ui.test_review_view import finished_stones


def classes(spec: Spec) -> list[str]:
    return str(spec[1].get("class") or "").split()


def with_class(spec: Spec, name: str) -> list[Spec]:
    return find_all(spec, lambda s: name in classes(s))


def marked(items: Sequence[Spec], mark: str) -> set[int]:
    return {i for i, item in enumerate(items) if mark in classes(item)}


def cards_marked(cards: Sequence[Spec], mark: str) -> list[str]:
    return sorted(str(card[1]["data-card"]) for card in cards if mark in classes(card))


def not_interactive(figure: Spec) -> None:
    art = with_class(figure, "position-art")[0]
    assert art[1]["inert"] is True and art[1]["aria-hidden"] == "true"
    assert not find_all(figure, lambda s: s[1].get("data-cmd") or s[1].get("data-action"))


def stones_move(actions: Sequence[str]) -> tuple[set[int], list[str]]:
    """The stones a turn shifts or flips, and the cards it pays or scores with."""
    stones: set[int] = set()
    cards: list[str] = []
    for text in actions:
        a = S.parse_action(text)
        stones |= {a.a, a.b} if a.kind == S.SWAP else {a.a} if a.kind == S.FLIP else set()
        cards += [card_name(a.card)] if a.card else []
    return stones, cards


def test_each_flagged_turn_shows_the_stones_and_only_that_players_hand_with_both_moves_marked() -> None:
    b = finished_stones()
    session = b.state.session
    assert session is not None
    shown = b.send(ev.Command("review"))
    run = b.state.review
    assert run is not None and run.seat == 0
    flagged = [d for d in run.decisions if d.severity is not None]
    items = [item for spec in shown.specs for item in with_class(spec, "review-item")]
    assert flagged and len(items) == len(flagged)
    both = 0
    for item, decision in zip(items, flagged, strict=True):
        state = run.plan.states[decision.step]
        mine, theirs = (session.rules.view(state, seat)["hand"] for seat in (0, 1))
        figure = with_class(item, "review-position")[0]
        not_interactive(figure)
        # That player's hand as it was, and no card of the other hand anywhere.
        cards = with_class(figure, "pattern")
        assert [card[1]["data-card"] for card in cards] == mine
        drawn = {str(s[1]["data-card"]) for s in find_all(figure, lambda s: "data-card" in s[1])}
        assert not drawn & set(theirs)
        stones = with_class(figure, "stone")
        assert len(stones) == 9
        played, paid = stones_move(decision.verdict.played)
        best, bot_paid = stones_move(decision.verdict.best)
        assert marked(stones, "mark-played") == played and marked(stones, "mark-best") == best
        assert cards_marked(cards, "mark-played") == sorted(c for c in paid if c in mine)
        assert cards_marked(cards, "mark-best") == sorted(c for c in bot_paid if c in mine)
        both += bool(played | set(paid)) and bool(best | set(bot_paid))
        words = text_content(figure)
        assert "Solid outline: your move" in words and "Dashed outline: the bot's move" in words
        assert "Your hand then: " in words  # the hand in words too
        assert figure[1]["aria-label"] == f"The position before move {decision.step + 1}, as you saw it"
    assert both  # some turn shows both marks at once


def tranquility_at_a_costly_play() -> tuple[Any, Any, str, str]:
    """A two-player Tranquility game at the first turn where an Island can be played with a
    discard, the seat to play, and two of its plays: one that pays, one other."""
    session = new_session("tranquility", {}, [Seat("Ann"), Seat("Bo")], 7, "position")
    rules, state = session.rules, session.state
    for _ in range(200):
        legal = rules.legal_actions(state)
        costly = [a for a in legal if a.startswith("play:") and "/discard:" in a]
        if costly:
            other = next(a for a in legal if a.startswith("play:") and a != costly[0])
            return rules, state, costly[0], other
        state = rules.apply(state, next((a for a in legal if a.startswith("play:")), legal[0]))
    raise AssertionError("no costly play found")


def test_a_tranquility_decision_shows_the_sea_and_that_players_hand_with_both_moves_marked() -> None:
    rules, state, played, best = tranquility_at_a_costly_play()
    seat = rules.current_player(state)
    view = rules.view(state, seat)
    figure = ui_for("tranquility").position(view, [played], [best], "en")
    not_interactive(["figure", {}, figure])
    hand = view["hand"]
    cards = with_class(figure, "tcard")
    assert [card[1]["data-card"] for card in cards] == hand
    others = {label(c) for s in range(2) if s != seat for c in state.hands[s]}
    drawn = {str(s[1]["data-card"]) for s in find_all(figure, lambda s: "data-card" in s[1])}
    assert not drawn & others
    a, b = T.parse_action(played), T.parse_action(best)
    cells = {
        int(cell[1]["data-cell"]): find_all(cell, lambda s: s[0] == "button")[0]
        for cell in find_all(figure, lambda s: s[1].get("role") == "gridcell")
    }
    assert len(cells) == len(view["grid"])
    assert {p for p, button in cells.items() if "mark-played" in classes(button)} == {a.cell}
    assert {p for p, button in cells.items() if "mark-best" in classes(button)} == {b.cell}
    # The Island played and the cards that paid for it; the bot's Island.
    assert cards_marked(cards, "mark-played") == sorted([str(a.number), *(label(c) for c in a.cards)])
    assert cards_marked(cards, "mark-best") == sorted([str(b.number), *(label(c) for c in b.cards)])
    assert "Your hand then: " + ", ".join(hand) in text_content(figure)
