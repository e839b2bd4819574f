"""A seed the player typed ("pt3") is shown back as typed; the game plays (and the share link
carries) the number it stands for."""

from __future__ import annotations

import json

from game.core.rng import seed_from_text
from game.ui.app import events as ev
from game.ui.storage.saves import KEY_PREFIX
from game.ui.table.session import session_from_save
from tests.ui.dom import attr, one, text
from tests.ui.test_controller import Browser, setup_form
from tests.ui.test_flows import reload, visit


def test_a_typed_seed_is_shown_as_typed_and_survives_a_reload() -> None:
    b = Browser()
    visit(b)
    b.send(ev.Command("new:shifting-stones"))
    shown = b.send(ev.Command("start:shifting-stones", setup_form(1, seed=" pt3 ")))
    number = seed_from_text("pt3")
    session = b.state.session
    assert session is not None and session.match.seed == number and session.seed_text == "pt3"
    assert text(shown, ".share-link a") == "seed pt3"
    assert f"seed={number}" in (attr(one(shown, ".share-link a"), "href") or "")
    shown = b.send(ev.Play("end"))  # a move: the game is saved
    key = f"{KEY_PREFIX}{session.save_id}"
    assert json.loads(b.store.data[key])["seed_text"] == "pt3"
    b, shown = reload(b, "")
    shown = b.send(ev.Command(f"open:{key}"))
    assert text(shown, ".share-link a") == "seed pt3"


def test_a_number_typed_is_the_number_and_a_seed_text_that_does_not_match_is_dropped() -> None:
    b = Browser()
    visit(b)
    b.send(ev.Command("new:shifting-stones"))
    shown = b.send(ev.Command("start:shifting-stones", setup_form(1, seed="99")))
    assert text(shown, ".share-link a") == "seed 99"
    session = b.state.session
    assert session is not None
    data = session.to_save()
    assert session_from_save({**data, "seed_text": "pt3"}).seed_text == ""  # 99 is not "pt3"
    assert session_from_save({**data, "seed_text": ["99"]}).seed_text == ""
    assert session_from_save({**data, "seed_text": "99"}).shown_seed() == "99"
