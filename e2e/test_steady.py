"""A table that never jumps: through a whole turn (a refused move, a Hint, the Shifting Stones pay
prompt, the bots' moves, Tranquility's Start split) the board and the panel's Undo, Hint and Home
keep their size and their place, every control stays in reach and the page no taller than the
screen, at every viewport we design for; the guided first game shows the board as large as any
game; and the browser reports (almost) no layout shift while a turn is played."""

from __future__ import annotations

import pytest
from playwright.sync_api import FloatRect, Page, expect

from e2e.browser import booted
from e2e.conftest import RESET, SharedPages
from e2e.test_in_reach import PANEL_BUTTONS, out_of_reach
from e2e.test_layout import VIEWPORTS, open_table
from e2e.test_play import tranquility_turn

BOARD = "[data-screen='game'] [role=grid]"
#: how far (px) the board may move or change size during a turn
SLACK = 2.0
#: the most cumulative layout shift (the browser's own measure) a played turn may cause
MAX_CLS = 0.02

#: Sums the layout shifts the browser reports from now on, without recent input (as CLS counts).
WATCH_SHIFTS = """() => {
    if (window.__steadyObserver) window.__steadyObserver.disconnect();
    window.__steadyShift = 0;
    window.__steadyObserver = new PerformanceObserver((list) => {
        for (const entry of list.getEntries()) {
            if (!entry.hadRecentInput) window.__steadyShift += entry.value;
        }
    });
    window.__steadyObserver.observe({type: "layout-shift", buffered: false});
}"""
SHIFT = """() => new Promise((done) => requestAnimationFrame(() => requestAnimationFrame(() => {
    const records = window.__steadyObserver.takeRecords();
    for (const entry of records) if (!entry.hadRecentInput) window.__steadyShift += entry.value;
    done(window.__steadyShift);
})))"""


@pytest.fixture
def sized_page(shared_pages: SharedPages, request: pytest.FixtureRequest) -> Page:
    width, height = request.param
    page = shared_pages("default", service_workers="allow").open()
    page.set_viewport_size({"width": width, "height": height})
    return page


def settle(page: Page) -> None:
    """Nothing pending (no bot to move, no thinking) and the page painted."""
    page.wait_for_function("() => window.seaTest.idle()", timeout=60_000)
    page.evaluate("() => new Promise((done) => requestAnimationFrame(() => requestAnimationFrame(done)))")


def board_box(page: Page) -> FloatRect:
    box = page.locator(BOARD).first.bounding_box()
    assert box is not None, "no board on screen"
    return box


def panel_boxes(page: Page) -> list[FloatRect]:
    """The boxes of the panel's Undo, Hint and Home."""
    boxes = [page.locator(selector).first.bounding_box() for selector in PANEL_BUTTONS]
    assert all(boxes), "the panel's Undo, Hint and Home are not all on screen"
    return [box for box in boxes if box is not None]


class Boxes:
    """The boxes of the board and of the panel's Undo, Hint and Home at each moment of a turn,
    against the first; and, at each moment, every control in reach and the page no taller than
    the screen (e2e/test_in_reach.py)."""

    def __init__(self, page: Page) -> None:
        self.page = page
        settle(page)
        self.first = board_box(page)
        self.buttons = panel_boxes(page)
        self.problems: list[str] = []

    def check(self, moment: str) -> None:
        box = board_box(self.page)
        moved = {key: box[key] - self.first[key] for key in ("x", "y", "width", "height")}
        if any(abs(delta) > SLACK for delta in moved.values()):
            shown = ", ".join(f"{key} {delta:+.1f}" for key, delta in moved.items() if abs(delta) > SLACK)
            self.problems.append(f"{moment}: the board moved ({shown})")
        for name, before, now in zip(
            ("Undo", "Hint", "Home"), self.buttons, panel_boxes(self.page), strict=True
        ):
            moved = {key: now[key] - before[key] for key in ("x", "y", "width", "height")}
            if any(abs(delta) > SLACK for delta in moved.values()):
                shown = ", ".join(f"{key} {delta:+.1f}" for key, delta in moved.items() if abs(delta) > SLACK)
                self.problems.append(f"{moment}: {name} moved ({shown})")
        self.problems += out_of_reach(self.page, moment)

    def assert_steady(self) -> None:
        size = self.page.viewport_size
        assert not self.problems, f"at {size}:\n" + "\n".join(self.problems)


def pace_instant(page: Page) -> None:
    page.select_option("[data-change='pace']", "instant")


def ids(viewports: list[tuple[int, int]]) -> list[str]:
    return [f"{w}x{h}" for w, h in viewports]


@pytest.mark.parametrize("sized_page", VIEWPORTS, ids=ids(VIEWPORTS), indirect=True)
def test_the_stones_table_stays_put_through_a_turn(sized_page: Page, base_url: str) -> None:
    page = sized_page
    open_table(page, base_url, "shifting-stones", {"seed": 7, "players": 2, "options": {}})
    pace_instant(page)
    boxes = Boxes(page)
    page.evaluate(WATCH_SHIFTS)
    # A refused Score: a card no stone matches.
    refused = page.locator(".hand .pattern:not(.scorable)").first
    refused.click()
    page.locator(".controls [data-key='s']").click(force=True)
    expect(page.locator(".message[role=alert]")).to_be_visible()
    boxes.check("a refused Score")
    refused.click()  # put the card back
    boxes.check("the card put back")
    # A Hint.
    page.click("[data-cmd='hint']")
    expect(page.locator(".message[data-hint]")).to_have_count(1, timeout=30_000)
    settle(page)
    boxes.check("a Hint")
    # The pay prompt of a Shift, then its payment.
    page.click("[data-cell='0'] button")
    boxes.check("a stone chosen")
    page.click("[data-cell='1'] button")
    expect(page.locator(".controls [data-cmd='cancel']")).to_be_visible()
    boxes.check("the pay prompt")
    moves = page.locator(".side-panel .log li").count()
    page.locator(".hand .pattern").first.click()
    expect(page.locator(".side-panel .log li")).to_have_count(moves + 1)
    settle(page)
    boxes.check("the Shift paid")
    # The end of the turn: the bot plays, and the turn comes back.
    page.click(".controls [data-action='end']")
    page.wait_for_function(f"() => document.querySelectorAll('.side-panel .log li').length >= {moves + 3}")
    settle(page)
    expect(page.locator(".controls [data-action='end']")).to_have_count(1)
    boxes.check("the bot's turn and back")
    shift = page.evaluate(SHIFT)
    boxes.assert_steady()
    assert shift <= MAX_CLS, f"cumulative layout shift {shift:.3f}"


@pytest.mark.parametrize("sized_page", VIEWPORTS, ids=ids(VIEWPORTS), indirect=True)
def test_the_sea_stays_put_through_turns(sized_page: Page, base_url: str) -> None:
    page = sized_page
    open_table(page, base_url, "tranquility", {"seed": 7, "players": 2, "options": {}})
    pace_instant(page)
    boxes = Boxes(page)
    page.evaluate(WATCH_SHIFTS)
    # A first turn, so the sea has a card in it.
    tranquility_turn(page)
    settle(page)
    boxes.check("the first turn")
    # A refused placement: a hand card, then a cell it cannot go to (a card is there already).
    page.locator(".hand .tcard").first.click()
    page.locator(".cell.filled").first.click(force=True)
    expect(page.locator(".message[role=alert]")).to_be_visible()
    boxes.check("a refused placement")
    page.click("[data-cmd='cancel']")
    boxes.check("the card put back")
    page.click("[data-cmd='hint']")
    expect(page.locator(".message[data-hint]")).to_have_count(1, timeout=30_000)
    settle(page)
    boxes.check("a Hint")
    # Turns played as a simple player would, the bot's in between, until the Start split is asked
    # for (the seeded deal reaches it) or a few turns have gone by.
    split_seen = False
    for turn in range(14):
        if page.locator(".end-screen").count():
            break
        if page.locator(".controls [data-cmd='shares']").count():
            split_seen = True
            boxes.check("the Start split")
        tranquility_turn(page)
        settle(page)
        boxes.check(f"turn {turn + 1}")
        if split_seen:
            break
    shift = page.evaluate(SHIFT)
    boxes.assert_steady()
    assert split_seen, "the Start split was not reached in this deal"
    assert shift <= MAX_CLS, f"cumulative layout shift {shift:.3f}"


#: (game, players, seed) of each guided game, as a normal game is opened with the same deal
GUIDES = [("tranquility", 1, 176), ("shifting-stones", 2, 2)]


@pytest.mark.parametrize("sized_page", VIEWPORTS, ids=ids(VIEWPORTS), indirect=True)
def test_the_guided_game_shows_the_board_as_large_as_any_game(sized_page: Page, base_url: str) -> None:
    page = sized_page
    problems = []
    for game, players, seed in GUIDES:
        open_table(page, base_url, game, {"seed": seed, "players": players, "options": {}})
        settle(page)
        normal = board_box(page)
        assert booted(page, base_url)
        page.evaluate(RESET, "/")
        page.click(f"[data-cmd='guide:{game}']")
        expect(page.locator(".guide")).to_be_visible()
        settle(page)
        guided = board_box(page)
        for key in ("x", "y", "width", "height"):
            if abs(guided[key] - normal[key]) > SLACK:
                problems.append(
                    f"{game}: the guided board's {key} is {guided[key]:.0f}, not {normal[key]:.0f}"
                )
        # The coach is on screen and reachable; it covers none of the board (in a sheet that
        # scrolls, only what the sheet shows of it is drawn).
        coach = page.locator(".guide").bounding_box()
        assert coach is not None
        sheet = page.locator(".panel-notes:not(.lowered)").bounding_box()
        if sheet is not None:
            bottom = min(coach["y"] + coach["height"], sheet["y"] + sheet["height"])
            coach["y"] = max(coach["y"], sheet["y"])
            coach["height"] = max(0.0, bottom - coach["y"])
        overlap_x = min(coach["x"] + coach["width"], guided["x"] + guided["width"]) - max(
            coach["x"], guided["x"]
        )
        overlap_y = min(coach["y"] + coach["height"], guided["y"] + guided["height"]) - max(
            coach["y"], guided["y"]
        )
        if overlap_x > 1 and overlap_y > 1:
            problems.append(f"{game}: the coach covers the board")
        problems += out_of_reach(page, f"{game}: the guided game")
    assert not problems, f"at {page.viewport_size}:\n" + "\n".join(problems)
