"""Deck files and stored decks of every shape, seeded: a good deck with a part changed (its shape,
a field's type, how deeply a field nests, how large a part is). Imported, each is taken or refused
with a notice; stored, it is read or told damaged and kept as it is; never does home, the stats
or practice break, and a deck read is written back the same."""

from __future__ import annotations

import copy
import json
import random
from collections.abc import Callable
from dataclasses import replace
from typing import Any

import pytest

from game.core.errors import SaveError
from game.ui.app import events as ev
from game.ui.pages.practice import Practice
from game.ui.practice.deck import DECK_KEY, Deck, deck_text, load_deck, utc
from game.ui.practice.kept_deck import EXPORT_KIND
from game.ui.practice.schedule import scheduled
from game.ui.storage.keys import DAMAGED_PREFIX
from tests.ui.test_controller import Browser
from tests.ui.test_practice import NOW, card_of

#: the deck files of one run (a few seconds; every shape, type, depth and size comes up)
RUNS = 160
SEED = 20261203
#: a value of every JSON type, and the edges of each
VALUES: list[Any] = [
    None,
    True,
    False,
    0,
    1,
    -1,
    2**70,
    1.5,
    -0.0,
    float("nan"),
    float("inf"),
    "",
    "x",
    "2026-12-03",
    "2026-12-03T10:00:00Z",
    "\u0000\ud800",
    "y" * 300,
    [],
    [1, 1],
    ["2026-12-03", 1],
    {},
    {"state": 2},
]


@pytest.fixture(scope="module")
def good() -> dict[str, Any]:
    """A deck with a card of a real game (answered twice, so it has a memory), a card never
    answered and one of a game that does not replay, days, reviewed seats and marks."""
    card = card_of("shifting-stones", 2, 7, 7)
    answered = scheduled(scheduled(card, True, NOW), False, "2026-12-05T10:00:00.000Z")
    answered = replace(answered, answers=(("2026-12-03", 1), ("2026-12-05", 0)))
    ghost = replace(card, id="ghost", game="tranquility", moves=("nothing",), due=utc(NOW))
    new = replace(card, id="new")
    deck = Deck((answered, new, ghost), ("s:0",), {"2026-12-03": (3, 2), "2026-12-05": (1, 0)}, 2)
    data = {**json.loads(deck_text(deck)), "rev": 4, "marks": ["m1", "m2"]}
    assert load_deck(json.dumps(data)) == deck
    return data


def paths(data: Any, here: tuple[Any, ...] = ()) -> list[tuple[Any, ...]]:
    """Every place in ``data`` a value stands (the whole value too), down to 60 levels."""
    found = [here]
    if len(here) >= 60:
        return found
    if isinstance(data, dict):
        for key, value in data.items():
            found += paths(value, (*here, key))
    elif isinstance(data, list):
        for i, value in enumerate(data):
            found += paths(value, (*here, i))
    return found


def put(data: Any, path: tuple[Any, ...], value: Any) -> Any:
    """``data`` with the value at ``path`` replaced (the whole of it when ``path`` is empty)."""
    if not path:
        return value
    holder = data
    for step in path[:-1]:
        holder = holder[step]
    holder[path[-1]] = value
    return data


def at(data: Any, path: tuple[Any, ...]) -> Any:
    for step in path:
        data = data[step]
    return data


def retyped(pick: random.Random, data: Any) -> Any:
    """A value somewhere replaced by a value of another type, or at an edge of its own."""
    return put(data, pick.choice(paths(data)), copy.deepcopy(pick.choice(VALUES)))


def reshaped(pick: random.Random, data: Any) -> Any:
    """A key taken out, a key no deck has put in, or the whole deck in another shape."""
    roll = pick.random()
    holders = [path for path in paths(data) if isinstance(at(data, path), dict) and at(data, path)]
    if roll < 0.4 and holders:
        holder = at(data, pick.choice(holders))
        del holder[pick.choice(sorted(holder))]
        return data
    if roll < 0.7 and holders:
        at(data, pick.choice(holders))["extra"] = copy.deepcopy(pick.choice(VALUES))
        return data
    return pick.choice([[data], json.dumps(data), [], None, 3, {"format": 2, **data}, {"kind": EXPORT_KIND}])


def deepened(pick: random.Random, data: Any) -> Any:
    """A value somewhere nested in lists or objects, a little or far too deep."""
    path = pick.choice(paths(data))
    value = at(data, path)
    for _ in range(pick.choice([1, 2, 5, 31, 40, 300])):
        value = [value] if pick.random() < 0.5 else {"k": value}
    return put(data, path, value)


def enlarged(pick: random.Random, data: Any) -> Any:
    """A part made large: cards or days many times over, a long list or text somewhere."""
    roll = pick.random()
    if roll < 0.3 and isinstance(data.get("cards"), list) and data["cards"]:
        count = pick.choice([10, 300, 700, 3500])
        data["cards"] = [{**data["cards"][i % len(data["cards"])], "id": f"c{i}"} for i in range(count)]
        return data
    if roll < 0.5 and isinstance(data.get("days"), dict):
        for n in range(pick.choice([400, 5000])):
            data["days"][f"{1000 + n // 365:04d}-01-{1 + n % 28:02d}"] = [1, 1]
        return data
    path = pick.choice(paths(data))
    size = pick.choice([201, 2500, 100_000, 2_100_000])
    return put(data, path, pick.choice([["play:1"] * size, "z" * size]))


CHANGES: list[Callable[[random.Random, Any], Any]] = [retyped, reshaped, deepened, enlarged]


def as_text(data: Any, pick: random.Random) -> str:
    """The value as a file's text (now and then cut short, not JSON at all, or with a value
    nested deeper than any parser's stack)."""
    text = json.dumps(data, separators=(",", ":"))
    roll = pick.random()
    if roll < 0.05:
        return text[: pick.randrange(len(text) + 1)]
    if roll < 0.08:
        return text.replace('"', "'")
    if roll < 0.12 and text.endswith("}"):
        depth = pick.choice([33, 10_000])
        return text[:-1] + ',"deep":' + "[" * depth + "]" * depth + "}"
    return text


def exported(text: str) -> str:
    """``text`` as an exported deck's file says what it is (when it is an object)."""
    if text.startswith("{"):
        return '{"kind":"' + EXPORT_KIND + '",' + text[1:]
    return '{"kind":"' + EXPORT_KIND + '"}' + text


def test_any_deck_file_is_taken_or_refused_and_breaks_nothing(good: dict[str, Any]) -> None:
    pick = random.Random(SEED)
    told = {"imported": 0, "refused": 0, "read": 0, "damaged": 0, "answered": 0}
    for run in range(RUNS):
        data: Any = copy.deepcopy(good)
        for _ in range(pick.choice([0, 1, 1, 1, 2, 3])):
            data = pick.choice(CHANGES)(pick, data if isinstance(data, dict) else copy.deepcopy(good))
        text = as_text(data, pick)
        # Imported as a file: taken, or refused with a notice; nothing breaks.
        b = Browser()
        shown = b.send(ev.Import(exported(text)))
        notice = str(b.state.notice)
        assert shown.screen != "error" and not b.of(ev.Report), (run, text[:200])
        if "can't be imported" in notice:
            assert DECK_KEY not in b.store.data, (run, notice)
            told["refused"] += 1
        else:
            assert notice.startswith("Practice deck imported"), (run, notice)
            load_deck(b.store.data[DECK_KEY])
            told["imported"] += 1
        # Stored as the deck: read (and written back the same), or told damaged and kept as it is.
        stored = Browser()
        stored.store.data[DECK_KEY] = text
        try:
            deck = load_deck(text)
        except SaveError:
            damaged = True
            told["damaged"] += 1
        else:
            damaged = False
            told["read"] += 1
            assert load_deck(deck_text(deck)) == deck
        screens = ["home", "stats"] + (["practice"] if run % 4 == 0 else [])
        for command in screens:
            shown = stored.send(ev.Command(command))
            assert shown.screen == command and not stored.of(ev.Report), (run, command, text[:200])
        model = stored.state.model
        card = model.card if isinstance(model, Practice) else None
        if card is not None and model.session is not None:  # type: ignore[union-attr]
            for action in card.best:
                stored.send(ev.Play(action))
            assert stored.state.screen == "practice" and not stored.of(ev.Report), (run, text[:200])
            told["answered"] += 1
        if stored.store.data[DECK_KEY] != text:  # an answer wrote the deck: a deck, the old kept
            load_deck(stored.store.data[DECK_KEY])
            kept = [v for k, v in stored.store.data.items() if k.startswith(DAMAGED_PREFIX)]
            assert not damaged or kept == [text], run
    assert min(told.values()) > 0, told
    print(f"deck fuzz: {json.dumps(told, sort_keys=True)}")
