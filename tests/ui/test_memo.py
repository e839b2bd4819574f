"""What a paint works out once: memoised specs, the texts ``tr`` said, the commands written, the
cells a card may go to. Each gives what working it out afresh gives."""

from __future__ import annotations

from functools import partial
from typing import Any

import pytest

from game.ui import element
from game.ui.app import events as ev
from game.ui.app.controller import initial
from game.ui.app.wire import _write, cmd
from game.ui.element import h, memo
from game.ui.games.tranquility.clicks import Cell, PickCard, TranqSelection, target_cells
from game.ui.i18n import CODES, catalogue, tr, translate
from game.ui.table import session as session_module
from game.ui.table.session import Seat, new_session
from tests.ui.dom import form, select
from tests.ui.test_controller import Browser


def test_a_memoised_spec_is_built_once_per_key_and_numbered_apart() -> None:
    built: list[str] = []

    def build(text: str) -> list[Any]:
        built.append(text)
        return h("span", {"class": "x"}, text)

    first = memo(("test-memo", "a"), lambda: build("a"))
    again = memo(("test-memo", "a"), lambda: build("a"))
    other = memo(("test-memo", "b"), lambda: build("b"))
    assert first is again and built == ["a", "b"]
    assert first[1]["data-memo"] != other[1]["data-memo"]
    assert [*first[:1], {"class": "x"}, *first[2:]] == h("span", {"class": "x"}, "a")


def test_the_memo_forgets_its_oldest_specs_past_its_size(monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setattr(element, "_MEMO", {})
    monkeypatch.setattr(element, "MEMO_SIZE", 3)
    specs = [memo(("test-size", n), partial(h, "i", {}, str(n))) for n in range(4)]
    assert memo(("test-size", 3), lambda: h("i", {}, "new")) is specs[3]
    assert memo(("test-size", 0), lambda: h("i", {}, "new")) is not specs[0]


@pytest.mark.parametrize("lang", CODES)
def test_tr_says_what_translating_afresh_says(lang: str) -> None:
    for key in list(catalogue("en"))[:400]:
        for params in ({}, {"count": 1, "number": 3, "cell": 2}, {"count": 5, "name": "You", "number": 7}):
            assert tr(lang, key, **params) == translate(lang, key, **params)
            assert tr(lang, key, **params) == translate(lang, key, **params)  # the second time, remembered


def test_tr_tells_a_number_from_a_truth_value() -> None:
    assert tr("en", "tranq.play_here", count=True) == translate("en", "tranq.play_here", count=True)
    assert tr("en", "tranq.play_here", count=1) == translate("en", "tranq.play_here", count=1)


def test_a_command_written_twice_is_written_alike() -> None:
    for msg in (Cell(3), PickCard(3), Cell(12)):
        assert cmd(msg) == cmd(msg) == _write(msg)
    assert cmd(Cell(3)) != cmd(PickCard(3))  # equal tuples, other messages


def test_the_cells_a_card_may_go_to_are_what_the_legal_moves_say() -> None:
    session = new_session("tranquility", {}, [Seat("You", "human")], 7, "memo")
    legal = session.legal
    hand = session.view()["hand"]
    for card in hand:
        found = target_cells(session.view(), legal, TranqSelection(card=card))  # type: ignore[arg-type]
        plays = [a.removeprefix("play:").split("@") for a in legal if a.startswith("play:")]
        assert set(found) == {int(cell) for number, cell in plays if number == card}
        assert found
        found[-1] = 0  # the caller's copy: what is remembered stays as it was
        assert -1 not in target_cells(session.view(), legal, TranqSelection(card=card))  # type: ignore[arg-type]


def unnumbered(specs: Any) -> Any:
    """Specs without the memo's numbers."""
    if isinstance(specs, list):
        return [unnumbered(part) for part in specs]
    if isinstance(specs, dict):
        return {key: value for key, value in specs.items() if key != "data-memo"}
    return specs


def test_a_table_painted_from_what_it_remembers_is_the_table_painted_afresh() -> None:
    """A card picked and put back: the page is the one before, cell for cell, and the cells the
    card lit are the ones a fresh paint (nothing remembered) lights."""
    b = Browser()
    b.state = initial(b.store, "en", "#tranquility?seed=7&players=1&options={}", b.env.today)
    start = select(b.run(ev.Refresh()).page(), "[data-cmd^='start:']")[0]
    before = b.send(ev.Command(str(start[1]["data-cmd"]), form(b.run(ev.Refresh()).page())))
    lit = b.send(ev.Command("card:0"))
    back = b.send(ev.Command("card:0"))
    # (the numbers the memo gives may differ: a spec it forgot is built again, as it was)
    assert unnumbered(back.specs) == unnumbered(before.specs)
    cells = select(lit, ".sea .cell.target")
    assert cells and not select(back, ".sea .cell.target")
    b.send(ev.Command("card:0"))
    again = b.run(ev.Refresh()).page()
    element._MEMO.clear()
    fresh = b.run(ev.Refresh()).page()
    assert unnumbered(again.specs) == unnumbered(fresh.specs)
    assert len(select(again, ".sea .cell.target")) == len(cells)


def test_a_move_tells_only_its_own_entry_of_the_log() -> None:
    from game.ui.games.tranquility.log import move_entry
    from game.ui.table import log

    session = new_session("tranquility", {}, [Seat("You", "human"), Seat("Bot", "bot")], 11, "told")
    for _ in range(6):
        session = session.play(session.rules.legal_actions(session.state)[0])
    match = session.match
    calls: list[str] = []

    def counted(*args: Any) -> Any:
        calls.append(args[0])
        return move_entry(*args)

    names = ["You", "Bot"]
    first = log.game_entries(session.rules, match.states[:-1], match.actions[:-1], names, "en", counted)
    assert len(calls) == len(match.actions) - 1
    calls.clear()
    whole = log.game_entries(session.rules, match.states, match.actions, names, "en", counted)
    assert calls == [match.actions[-1]] and whole[:-1] == first
    log._ENTRIES.clear()
    session_module._PUBLIC.clear()
    assert log.game_entries(session.rules, match.states, match.actions, names, "en", move_entry) == whole


def test_a_card_played_on_a_cell_works_out_the_public_view_once_and_the_players_once(
    monkeypatch: pytest.MonkeyPatch,
) -> None:
    """A click that plays a card on a cell: the new position's public view is worked out once for
    the session, its log and every session of it with another viewer (``public_view``), and the
    player's own view once for the board."""
    from game.tranquility.rules import TranquilityRules
    from game.ui.app import events as ev
    from game.ui.element import find_all, text_content
    from tests.ui.test_controller import Browser
    from tests.ui.test_flows import new_game

    def every(specs: list[Any], test: Any) -> list[Any]:
        return [found for spec in specs for found in find_all(spec, test)]

    b = Browser()
    shown = new_game(b, "tranquility", ["human"])
    views: list[int | None] = []
    original = TranquilityRules.view

    def counted(self: TranquilityRules, state: Any, seat: int | None) -> Any:
        views.append(seat)
        return original(self, state, seat)

    monkeypatch.setattr(TranquilityRules, "view", counted)
    for card in [
        s[1]["data-cmd"]
        for s in every(shown.specs, lambda s: str(s[1].get("data-cmd", "")).startswith("card:"))
    ]:
        picked = b.send(ev.Command(str(card)))
        free = [
            s
            for s in every(picked.specs, lambda s: str(s[1].get("data-cmd", "")).startswith("cell:"))
            if "free" in text_content(s)
        ]
        if free:
            break
        b.send(ev.Command(str(card)))  # put back: no free cell for it
    else:
        raise AssertionError("no card of the hand has a free cell")
    views.clear()
    b.send(ev.Command(str(free[0][1]["data-cmd"])))
    session = b.state.session
    assert session is not None and len(session.match.actions) == 1
    assert sorted(views, key=lambda seat: -1 if seat is None else seat) == [None, 0]
