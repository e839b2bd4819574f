"""Shifting Stones' chips keep the points on the scored cards apart from the +3 bonus that may
still change hands, and each player's scored cards can be opened and looked at."""

from __future__ import annotations

import random

from game.shifting_stones.cards import card, card_id_of
from game.ui.app import events as ev
from game.ui.element import find_all
from tests.ui.dom import spoken
from tests.ui.test_controller import Browser, setup_form, text


def with_bonus(view: dict[str, object]) -> int | None:
    """The seat whose score is more than its cards' points (it holds the +3 now), if any."""
    for seat, (score, scored) in enumerate(zip(view["scores"], view["scored"], strict=True)):  # type: ignore[call-overload]
        if score > sum(card(card_id_of(name) or 0).points for name in scored):
            return seat
    return None


def test_the_bonus_is_shown_apart_and_the_scored_cards_are_listed() -> None:
    b = Browser()
    b.send(ev.Command("start:shifting-stones", setup_form(2)))
    pick = random.Random(3)
    for _ in range(400):  # people score whenever they can, until someone holds the bonus
        session = b.state.session
        assert session is not None
        view = session.rules.view(session.state, None)
        if with_bonus(view) is not None:
            break
        if session.step() == "handoff":
            b.send(ev.Command("handoff"))
            continue
        legal = session.legal_for_viewer()
        scores = [a for a in legal if a.startswith("score:")]
        b.send(ev.Play(scores[0] if scores else pick.choice(legal)))
    seat = with_bonus(view)
    assert seat is not None, "nobody took the bonus"
    shown = b.send(ev.Command("help"))
    printed = sum(card(card_id_of(n) or 0).points for n in view["scored"][seat])
    assert f"{printed} point" in text(shown) and "+ 3 bonus so far" in text(shown)
    details = [
        d
        for spec in shown.specs
        for d in find_all(spec, lambda s: s[0] == "details" and s[1].get("id") == "scored-cards")
    ]
    assert len(details) == 1
    rows = find_all(details[0], lambda s: s[0] == "li")
    assert len(rows) == 2
    chips = find_all(rows[seat], lambda s: "schip" in str(s[1].get("class", "")))
    assert len(chips) == len(view["scored"][seat]) > 0
    assert "point" in spoken(rows[seat])  # the cards in words, for screen readers
