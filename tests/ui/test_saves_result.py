"""The saved-games list says how a finished game ended: won, a shared win, or lost with its
figures ("lost 34/36": the cells filled of the sea's; "lost 14–19": your score against the
winner's), in every language; a record written before it said so is read again from its save."""

from __future__ import annotations

import json

import pytest

from game.ui.app import events as ev
from game.ui.app.page import Page
from game.ui.i18n import CODES
from game.ui.storage.save_index import new_visit
from game.ui.storage.saves import INDEX_KEY, KEY_PREFIX, read_index
from tests.ui.dom import select, text
from tests.ui.test_controller import Browser
from tests.ui.test_endings import finished
from tests.ui.test_flows import visit


def home_with(*saves: str) -> tuple[Browser, Page]:
    b = Browser()
    visit(b)
    for save in saves:
        b.send(ev.Import(save))
    return b, b.send(ev.Command("home"))


def metas(shown: Page) -> list[str]:
    """Each listed save's line under its title, newest first."""
    return [text(row, ".save-meta").split(" · ")[-1] for row in select(shown, ".save")]


def test_each_finished_game_says_how_it_ended() -> None:
    saves = (
        finished("tranquility", 1, 2, "easy"),  # lost: 34 of 36 cells filled
        finished("tranquility", 3, 5, "easy"),  # won
        finished("shifting-stones", 3, 1),  # You and Bot 2 share the win at 18
        finished("shifting-stones", 2, 4),  # lost 14 to 19
        finished("shifting-stones", 2, 5),  # won 18 to 14
    )
    _, shown = home_with(*saves)
    assert sorted(metas(shown)) == sorted(["lost 34/36", "won", "shared win", "lost 14–19", "won"])


def test_a_game_of_people_against_each_other_only_says_it_is_finished() -> None:
    # Two people at one device: the end is no one's to say as "you".
    _, shown = home_with(finished("shifting-stones", 2, 4, people=2))
    assert metas(shown) == ["finished"]


def test_an_older_record_without_the_verdict_is_read_again_and_says_the_result() -> None:
    b, shown = home_with(finished("shifting-stones", 2, 4))
    assert metas(shown) == ["lost 14–19"]
    data = json.loads(b.store.data[INDEX_KEY])
    (key,) = [k for k in data["saves"] if k.startswith(KEY_PREFIX)]
    data["saves"][key]["result"] = {"won": True, "figure": 6}  # as an older version wrote it
    b.store.data[INDEX_KEY] = json.dumps(data)
    new_visit()
    shown = b.send(ev.Command("home"))
    assert metas(shown) == ["lost 14–19"]
    index = read_index(b.store.data[INDEX_KEY])
    assert index is not None
    assert index[key]["result"] == {"won": False, "verdict": "lost", "kind": "points", "figure": 14, "of": 19}


@pytest.mark.parametrize("lang", CODES)
def test_the_result_is_said_in_every_language(lang: str) -> None:
    b, _ = home_with(finished("tranquility", 1, 2, "easy"), finished("shifting-stones", 2, 4))
    shown = b.send(ev.Change("language", lang, {}))
    said = metas(shown)
    assert len(said) == 2 and all("{" not in s for s in said)
    assert any("34/36" in s for s in said) and any("14–19" in s for s in said)
    if lang != "en":
        assert not any(s.startswith("lost") for s in said)
