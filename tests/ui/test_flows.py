"""Flows a player goes through, once tested in the browser and now through the pure controller:
the events a page sends, the effects it runs (storage in memory) and the page rendered after each
step, read with the browser tests' selectors (tests/ui/dom.py). What needs a real browser (boot,
offline, layout, motion, the keyboard, drag, two tabs) stays in e2e/."""

from __future__ import annotations

import json
import random

from game.ui import events as ev
from game.ui.controller import housekeeping, initial
from game.ui.element import Spec
from game.ui.page import Page, page
from tests.ui.dom import attr, classes, one, select, text
from tests.ui.test_controller import Browser, cmds, setup_form


def visit(b: Browser, fragment: str = "", lang: str = "en") -> Page:
    """The site opened (or reloaded) at ``fragment`` with what ``b`` has stored, as app.py opens it."""
    b.state = initial(b.store, lang, fragment)
    for effect in housekeeping(b.env):
        if isinstance(effect, ev.Write):
            b.store.data[effect.key] = effect.text
    return page(b.state, b.env)


def reload(b: Browser, fragment: str = "") -> tuple[Browser, Page]:
    """A new page on the same storage."""
    again = Browser(store=b.store)
    return again, visit(again, fragment)


def click(b: Browser, spec: Spec) -> Page:
    """A click on an element: its ``data-action`` is played, else its ``data-cmd`` sent."""
    action = attr(spec, "data-action")
    cmd = attr(spec, "data-cmd")
    assert action or cmd, f"not clickable: {spec[:2]}"
    return b.send(ev.Play(action) if action else ev.Command(cmd or "", {}))


def new_game(b: Browser, game: str, kinds: list[str], seed: str = "7", **options: str) -> Page:
    b.send(ev.Command(f"new:{game}"))
    bots = tuple(seat for seat, kind in enumerate(kinds) if kind == "bot")
    return b.send(ev.Command(f"start:{game}", setup_form(len(kinds), bots, seed) | options))


def hand(shown: Page) -> list[str]:
    return [attr(card, "aria-label") or "" for card in select(shown, ".hand .pattern")]


def stones(shown: Page) -> list[str]:
    return [attr(one(shown, f"[data-cell='{i}'] button"), "aria-label") or "" for i in range(9)]


def any_move(b: Browser, pick: random.Random) -> Page:
    """A person's move: score when they can, else often skip (and draw), else any legal move."""
    session = b.state.session
    assert session is not None
    legal = session.legal_for_viewer()
    scores = [a for a in legal if a.startswith(("score:", "finish", "start"))]
    if not scores and "skip" in legal and pick.random() < 0.5:
        scores = ["skip"]
    return b.send(ev.Play(scores[0] if scores else pick.choice(legal)))


# ----- from e2e/test_play.py -------------------------------------------------------------------------
def test_pass_and_play_hides_the_next_hand_until_confirmed() -> None:
    b = Browser()
    shown = new_game(b, "shifting-stones", ["human", "human"])
    assert select(shown, ".handoff") and select(shown, ".pattern") == []
    shown = b.send(ev.Command("handoff"))
    first_hand = hand(shown)
    assert len(first_hand) == 4
    shown = click(b, one(shown, ".controls [data-action='end']"))
    shown = click(b, one(shown, ".undo-window [data-cmd='pass']"))  # the moment to take it back, declined
    assert "P1" in text(shown, ".handoff")
    # Nothing private of either seat is in the page during the hand-off.
    assert select(shown, ".hand .pattern") == []
    assert all(label not in json.dumps(shown.specs) for label in first_hand)
    shown = b.send(ev.Command("handoff"))
    assert len(select(shown, ".hand .pattern")) == 4


def test_reload_resumes_the_game_exactly() -> None:
    b = Browser()
    new_game(b, "tranquility", ["human"])
    before = any_move(b, random.Random(1))
    sea, cards = text(before, ".sea"), text(before, ".hand")
    b, home = reload(b)
    shown = click(b, one(home, ".continue [data-cmd^='open:']"))
    assert select(shown, ".tranquility-screen")
    assert text(shown, ".sea") == sea and text(shown, ".hand") == cards


def test_a_corrupt_save_is_reported_and_the_others_are_kept() -> None:
    b = Browser()
    shown = new_game(b, "shifting-stones", ["human"])
    shown = click(b, one(shown, ".controls [data-action='skip']"))  # a game with no move is not kept
    b.send(ev.Command("home"))
    b.store.data["sea-stones/save/broken"] = "{not json"
    b.store.data["sea-stones/save/newer"] = json.dumps({"format": 99, "game": "shifting-stones"})
    b, home = reload(b)
    assert len(select(home, ".save.broken")) == 2
    assert "not valid JSON" in text(home, ".save-list") and "newer version" in text(home, ".save-list")
    assert len([s for s in select(home, ".save") if "broken" not in str(attr(s, "class")).split()]) == 1
    assert b.store.data["sea-stones/save/broken"] == "{not json"


def test_export_then_import_resumes() -> None:
    b = Browser()
    new_game(b, "shifting-stones", ["human"])
    shown = any_move(b, random.Random(2))
    grid = text(shown, ".stone-grid")
    home = b.send(ev.Command("home"))
    click(b, select(home, ".save [data-cmd^='export:']")[0])
    (download,) = b.of(ev.Download)
    b.store.data.clear()
    b, _ = reload(b)
    shown = b.send(ev.Import(download.text))
    assert select(shown, ".stones-screen") and text(shown, ".stone-grid") == grid


def test_the_rules_page_shows_the_house_rulings() -> None:
    b = Browser()
    visit(b)
    shown = b.send(ev.Command("rules:tranquility"))
    assert "House rulings" in text(shown, ".rules-page")
    assert select(shown, ".rulings li")


def test_a_share_link_opens_the_setup_of_that_deal() -> None:
    b = Browser()
    shown = visit(b, '#tranquility?seed=99&players=1&options={"sea_monsters":3,"storms":true}')
    assert attr(one(shown, "input[name=seed]"), "value") == "99"
    (monsters,) = select(shown, "select[name=sea_monsters]")
    assert [attr(o, "value") for o in select(monsters, "option[selected]")] == ["3"]
    assert attr(one(shown, "input[name=storms]"), "checked") is not None
    form = {
        "seed": "99",
        "players": "1",
        "kind0": "human",
        "name0": "P0",
        "sea_monsters": "3",
        "storms": "on",
    }
    shown = b.send(ev.Command("start:tranquility", form))
    assert text(shown, ".share-link a") == "seed 99"


def test_a_two_player_pass_and_play_shifting_stones_game_to_the_end() -> None:
    b = Browser()
    shown = new_game(b, "shifting-stones", ["human", "human"])
    pick, handoffs = random.Random(3), 0
    for _ in range(3000):
        on_screen = classes(shown)
        if "end-screen" in on_screen:
            break
        if "undo-window" in on_screen:
            shown = click(b, one(shown, ".undo-window [data-cmd='pass']"))
        elif "handoff" in on_screen:
            handoffs += 1
            shown = b.send(ev.Command("handoff"))
        else:
            shown = any_move(b, pick)
    assert select(shown, ".end-screen") and handoffs >= 10
    assert len(select(shown, ".end-screen .summary tr")) == 2


def test_tranquility_with_every_module_for_many_turns() -> None:
    b = Browser()
    modules = {
        "removed_islands": "6",
        "sea_monsters": "4",
        "jagged_rocks": "manual",
        "wild_cards": "2",
        "layout": "pyramid",
        "storms": "on",
        "day_night": "on",
    }
    new_game(b, "tranquility", ["human", "human"], "5", **modules)
    shown = b.send(ev.Command("handoff"))
    assert len(select(shown, ".sea [role=gridcell]")) == 36 and select(shown, ".sea.layout-pyramid")
    pick = random.Random(4)
    for _ in range(80):
        on_screen = classes(shown)
        if "end-screen" in on_screen:
            break
        if "undo-window" in on_screen:
            shown = click(b, one(shown, ".undo-window [data-cmd='pass']"))
        elif "handoff" in on_screen:
            shown = b.send(ev.Command("handoff"))
        else:
            shown = any_move(b, pick)
    assert len(select(shown, ".log li")) >= 40 or select(shown, ".end-screen")
    assert select(shown, ".message[role=alert]") == []


def test_undo_takes_back_a_shift_but_not_a_finished_turn() -> None:
    b = Browser()
    shown = new_game(b, "shifting-stones", ["human"])

    def undo(shown: Page) -> Spec:
        return one(shown, ".side-panel button[data-key=u]")

    assert attr(undo(shown), "disabled") is not None
    grid, labels = text(shown, ".stone-grid"), stones(shown)
    b.send(ev.Command("tile:0", {}))
    b.send(ev.Command("tile:1", {}))
    shown = click(b, select(shown, ".hand .pattern")[0])
    assert stones(shown) != labels and attr(undo(shown), "disabled") is None
    shown = b.send(ev.Command("undo"))
    assert stones(shown) == labels and text(shown, ".stone-grid") == grid
    assert len(select(shown, ".hand .pattern")) == 4
    shown = click(b, one(shown, ".controls [data-action='end']"))
    assert attr(undo(shown), "disabled") is not None
    assert (
        attr(undo(shown), "title")
        == "The last move drew or revealed a card, or passed the turn: it can't be undone."
    )


def test_when_storage_refuses_the_game_goes_on_with_a_message() -> None:
    b = Browser(refuse=("sea-stones/", "full"))
    visit(b)
    shown = new_game(b, "shifting-stones", ["human"])
    shown = click(b, one(shown, ".controls [data-action='end']"))
    assert "could not be saved" in text(shown, ".message")
    assert len(select(shown, ".log li")) == 1
    assert "handoff" not in cmds(shown)
