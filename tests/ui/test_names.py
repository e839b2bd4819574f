"""Player names: control characters (bidi overrides above all) are stripped, and every name drawn
inside other text is isolated from it."""

from __future__ import annotations

import pytest

from game.ui.app import events as ev
from game.ui.storage.saves import KEY_PREFIX, summaries
from game.ui.table.session import MAX_NAME, clean_name
from tests.ui.test_controller import Browser, text

RLO, LRI, PDI, FSI = "\u202e", "\u2066", "\u2069", "\u2068"


def test_bidi_controls_and_other_controls_are_stripped_from_names() -> None:
    assert clean_name(f"Eve{RLO}lin", 0) == "Evelin"
    assert clean_name(f"{LRI}Ann\u200f{PDI}\u0000", 0) == "Ann"
    assert clean_name("a\tb\nc", 0) == "a b c"
    assert clean_name(f"{RLO}{PDI}", 2) == "Player 3"
    assert clean_name("עברית", 0) == "עברית"
    assert len(clean_name("x" * 100, 0)) == MAX_NAME


def test_a_name_with_an_override_never_reaches_the_page_and_names_are_isolated() -> None:
    b = Browser()
    form = {"players": "2", "seed": "7", "name0": f"Eve{RLO}lin", "kind0": "human"}
    form |= {"name1": f"{RLO}סבא", "kind1": "human"}
    shown = b.send(ev.Command("start:shifting-stones", form))
    assert b.state.session is not None
    assert [seat.name for seat in b.state.session.seats] == ["Evelin", "סבא"]
    assert RLO not in text(shown)
    assert f"{FSI}Evelin{PDI}" in text(shown)  # the hand-off names the first player, isolated
    b.send(ev.Command("handoff"))
    shown = b.send(ev.Play("skip"))
    assert RLO not in text(shown)
    assert f"{FSI}Evelin{PDI}" in text(shown)
    assert "Evelin" not in text(shown).replace(f"{FSI}Evelin{PDI}", "")
    (summary,) = summaries({k: v for k, v in b.store.data.items() if k.startswith(KEY_PREFIX)})
    assert summary.players == f"{FSI}Evelin{PDI}, {FSI}סבא{PDI}"


def test_a_stored_save_with_an_override_in_a_name_loads_without_it() -> None:
    b = Browser()
    b.send(ev.Command("start:tranquility", {"players": "1", "seed": "7", "name0": "Ann", "kind0": "human"}))
    assert b.state.session is not None
    b.send(ev.Play(b.state.session.legal_for_viewer()[0]))
    key = f"{KEY_PREFIX}{b.state.session.save_id}"
    b.store.data[key] = b.store.data[key].replace('"name":"Ann"', f'"name":"A{RLO}nn"')
    b.send(ev.Command("home"))
    b.send(ev.Command(f"open:{key}"))
    assert b.state.session is not None and b.state.session.seats[0].name == "Ann"


@pytest.mark.parametrize(
    ("typed", "kept"),
    [
        ("An\u200bn", "Ann"),  # a zero-width space
        ("Ann\U000e0041\U000e007f", "Ann"),  # tag characters
        ("\u3164", "Player 3"),  # a filler that draws as a blank letter
        ("Cafe\u0301", "Caf\u00e9"),  # composed (NFC)
        (
            "\U0001f468\u200d\U0001f469\u200d\U0001f467",
            "\U0001f468\u200d\U0001f469\u200d\U0001f467",
        ),  # an emoji kept whole
    ],
)
def test_names_that_would_look_alike_are_made_alike(typed: str, kept: str) -> None:
    assert clean_name(typed, 2) == kept
    assert clean_name(kept, 2) == kept
