"""Motion at the table: moves animate (150–350 ms), the bots' too, the board never moves sideways
(not even when the Start card appears), reduced motion turns every animation off; the played card
and the payment look different; a wild's number is chosen at its cell in one step."""

from __future__ import annotations

import json
from collections.abc import Iterator

import pytest
from playwright.sync_api import Page, expect

from e2e.browser import READY, READY_TIMEOUT_MS, booted
from e2e.conftest import RESET, ConsoleLog, SharedPages
from e2e.test_a11y import serious_violations

#: Every call to Element.animate is recorded with its duration (the page's own motion).
RECORD = """
window.__animations = [];
const animate = Element.prototype.animate;
Element.prototype.animate = function (frames, options) {
  const duration = typeof options === "number" ? options : options.duration;
  window.__animations.push({ duration: duration, target: String(this.className.baseVal ?? this.className) });
  return animate.call(this, frames, options);
};
"""

#: After every repaint of the game (a paint changes the page's DOM where it differs, so any change
#: in ``#app`` is one): the move count and where the board is.
WATCH_BOARD = """() => {
  window.__boards = [];
  new MutationObserver(() => {
    const main = document.querySelector("main[data-moves]");
    const board = document.querySelector("#app [role=grid]");
    if (!main || !board) return;
    const box = board.getBoundingClientRect();
    window.__boards.push({
      moves: Number(main.dataset.moves), x: box.x, width: box.width,
      start: !!document.querySelector(".slot.start.placed"),
    });
  }).observe(document.getElementById("app"), { childList: true, subtree: true, attributes: true, characterData: true });
}"""


#: Every animation and transition on the page has finished.
SETTLED = "() => document.getAnimations().length === 0"


#: Forgets the animations recorded for the last test on a shared page.
FORGET = "() => { window.__animations = []; window.__boards = []; }"


@pytest.fixture
def desk(shared_pages: SharedPages, console: ConsoleLog) -> Iterator[Page]:
    page = shared_pages("desk", RECORD, viewport={"width": 1366, "height": 768}).open("/", FORGET)
    page.on("console", console.on_console)
    page.on("pageerror", console.on_page_error)
    yield page
    page.remove_listener("console", console.on_console)
    page.remove_listener("pageerror", console.on_page_error)


@pytest.fixture
def calm(shared_pages: SharedPages) -> Page:
    """A player who prefers reduced motion."""
    return shared_pages("desk", RECORD, viewport={"width": 1366, "height": 768}).open(
        "/", FORGET, motion="reduce"
    )


def open_table(
    page: Page, base_url: str, game: str, seed: int, kinds: list[str], options: str = "{}"
) -> None:
    """The setup of a deal opened from its link, as a first visit to that address would."""
    if booted(page, base_url):
        page.evaluate(FORGET)
        page.evaluate(RESET, f"/#{game}?seed={seed}&players={len(kinds)}&options={options}")
    else:
        page.goto(f"{base_url}#{game}?seed={seed}&players={len(kinds)}&options={options}")
    page.wait_for_selector(READY, state="attached", timeout=READY_TIMEOUT_MS)
    for seat, kind in enumerate(kinds):
        page.check(f"input[name=kind{seat}][value={kind}]")
    page.click(f"[data-cmd='start:{game}']")
    page.wait_for_selector("[data-screen='game'] [role=grid]", state="visible")


def moves(page: Page) -> int:
    return int(page.locator("main").get_attribute("data-moves") or 0)


def animations(page: Page) -> list[float]:
    """The duration of every animation the page has started."""
    found: list[float] = page.evaluate("() => window.__animations.map((a) => a.duration)")
    return found


def animated(page: Page, start: int = 0) -> list[str]:
    """The classes of the elements animated since the ``start``-th animation."""
    found: list[str] = page.evaluate(
        "(start) => window.__animations.slice(start).map((a) => a.target)", start
    )
    return found


def running(page: Page) -> int:
    count: int = page.evaluate("() => document.getAnimations().length")
    return count


def play_a_free_island(page: Page) -> None:
    page.locator(".hand .tcard.island").first.click()
    page.locator(".cell.target:has(.cost:text('free'))").first.click()


def test_a_placed_island_flies_from_the_hand_to_its_cell(
    desk: Page, base_url: str, console: ConsoleLog
) -> None:
    open_table(desk, base_url, "tranquility", 7, ["human"])
    before = animations(desk)
    hand = desk.locator(".hand .tcard").count()
    play_a_free_island(desk)
    expect(desk.locator(".hand .tcard")).to_have_count(hand)  # played one, drew one
    assert moves(desk) == 1
    made = animations(desk)[len(before) :]
    assert made, "no animation for the move"
    assert all(150 <= d <= 350 for d in made), made
    # The Island that landed moved into its cell; the card drawn arrived in the hand.
    targets = animated(desk, len(before))
    assert any("cell" in t.split() and "recent" in t.split() for t in targets), targets
    assert any("tcard" in t.split() for t in targets), targets
    assert console.errors == []


def test_selecting_a_card_replays_nothing_on_the_board(desk: Page, base_url: str) -> None:
    open_table(desk, base_url, "tranquility", 7, ["human"])
    play_a_free_island(desk)
    start = len(animations(desk))
    desk.locator(".hand .tcard.island").first.click()
    expect(desk.locator(".hand .tcard.selected")).to_have_count(1)
    # Only the held card lifts: the last move's cell does not settle in again.
    assert not any("cell" in t.split() for t in animated(desk, start))


def test_swaps_and_flips_of_stones_animate(desk: Page, base_url: str) -> None:
    open_table(desk, base_url, "shifting-stones", 7, ["human"])
    start = len(animations(desk))
    desk.click("[data-cmd='tile:4']")
    desk.click("[data-cmd='tile:5']")
    desk.locator(".hand .pattern").first.click()  # pays for the swap
    expect(desk.locator(".stone.recent")).to_have_count(2)
    swapped = animations(desk)[start:]
    assert len(swapped) >= 2 and all(150 <= d <= 350 for d in swapped), swapped
    desk.wait_for_function(SETTLED)
    start = len(animations(desk))
    desk.click("[data-cmd='tile:0']")
    desk.click("[data-cmd='flip']")
    desk.locator(".hand .pattern").first.click()
    expect(desk.locator(".stone.recent")).to_have_count(1)
    flipped = animations(desk)[start:]
    assert flipped and all(150 <= d <= 350 for d in flipped), flipped
    assert [t for t in animated(desk, start) if "stone" in t.split()] == [
        desk.locator(".stone.recent").get_attribute("class")
    ]


def test_bots_moves_animate_and_the_board_never_shifts(
    desk: Page, base_url: str, console: ConsoleLog
) -> None:
    """A table of two bots at the normal pace: each move animates; the sea stays where it is from
    the first move to the Start card's arrival and after."""
    open_table(desk, base_url, "tranquility", 3, ["bot", "bot"])
    desk.evaluate(WATCH_BOARD)
    expect(desk.locator(".slot.start.placed")).to_be_visible(timeout=90_000)
    desk.wait_for_function(
        "() => window.__boards.some((b) => b.start) && Number(document.querySelector('main').dataset.moves) > 2"
    )
    boards = desk.evaluate("() => window.__boards")
    assert len({b["moves"] for b in boards}) > 2
    assert len({round(b["x"], 1) for b in boards}) == 1, boards
    assert len({round(b["width"], 1) for b in boards}) == 1, boards
    made = animations(desk)
    assert made and all(150 <= d <= 350 for d in made)
    assert console.errors == []


def test_reduced_motion_runs_no_animation(calm: Page, base_url: str) -> None:
    open_table(calm, base_url, "tranquility", 7, ["human"])
    play_a_free_island(calm)
    expect(calm.locator(".cell.recent")).to_have_count(1)
    assert running(calm) == 0
    calm.locator(".hand .tcard.island").first.click()
    assert running(calm) == 0
    open_table(calm, base_url, "shifting-stones", 7, ["human"])
    calm.click("[data-cmd='tile:4']")
    calm.click("[data-cmd='tile:5']")
    calm.locator(".hand .pattern").first.click()
    expect(calm.locator(".stone.recent")).to_have_count(2)
    assert running(calm) == 0
    assert animations(calm) == []


def test_the_held_card_is_lifted_and_the_payment_says_pay(desk: Page, base_url: str) -> None:
    open_table(desk, base_url, "tranquility", 7, ["human"])
    card = desk.locator(".hand .tcard").first
    card.click()
    desk.wait_for_function(SETTLED)  # the lift's transition has ended
    assert (
        desk.locator(".hand .tcard.selected").evaluate("(b) => getComputedStyle(b).translate") == "0px -10px"
    )
    desk.click("[data-cmd='cancel']")
    desk.click("[data-cmd='discard-two']")
    expect(desk.locator(".pay-counter")).to_have_text("0 of 2 chosen")
    desk.locator(".hand .tcard").nth(1).click()
    expect(desk.locator(".pay-counter")).to_have_text("1 of 2 chosen")
    paying = desk.locator(".hand .tcard.paying")
    expect(paying).to_have_count(1)
    expect(paying).to_have_attribute("data-mark", "pay")
    # A payment is not lifted: it is marked, not played.
    assert paying.evaluate("(b) => getComputedStyle(b).translate") in ("none", "0px")


def test_a_wild_takes_its_number_at_the_cell_in_one_step_by_keyboard(desk: Page, base_url: str) -> None:
    open_table(desk, base_url, "tranquility", 31, ["human"], json.dumps({"wild_cards": 2}))
    wild = desk.locator(".hand .tcard.wild")
    expect(wild).to_have_count(1)
    desk.keyboard.press(wild.get_attribute("data-key") or "")
    cell = desk.locator("[data-cell='14'] > button")
    cell.focus()
    desk.keyboard.press("Enter")
    popover = desk.locator("[data-cell='14'] .wild-popover")
    expect(popover).to_be_visible()
    first = popover.locator("[data-cmd^='wild:']").first
    expect(first).to_be_focused()
    expect(first).to_contain_text("free")
    # Inside the screen: no sideways scroll.
    assert desk.evaluate("() => document.documentElement.scrollWidth <= window.innerWidth")
    desk.keyboard.press("Escape")
    expect(popover).to_have_count(0)
    expect(desk.locator(".hand .tcard.wild.selected")).to_have_count(1)  # still held
    cell.focus()
    desk.keyboard.press("Enter")
    expect(popover.locator("[data-cmd^='wild:']").first).to_be_focused()
    desk.keyboard.press("ArrowRight")
    expect(popover.locator("[data-cmd='wild:2']")).to_be_focused()
    desk.keyboard.press("Enter")
    expect(desk.locator("main")).to_have_attribute("data-moves", "1")
    expect(desk.locator("[data-cell='14'] > button")).to_contain_text("2")


def test_the_wild_choice_and_the_payment_are_axe_clean_with_large_targets(
    shared_pages: SharedPages, base_url: str
) -> None:
    page = shared_pages("scan", bypass_csp=True, viewport={"width": 1280, "height": 900}).open()
    open_table(page, base_url, "tranquility", 31, ["human"], json.dumps({"wild_cards": 2}))
    page.locator(".hand .tcard.wild").click()
    page.locator("[data-cell='20'] > button").click()
    expect(page.locator(".wild-popover")).to_be_visible()
    assert serious_violations(page) == []
    small = page.evaluate(
        """() => [...document.querySelectorAll('.wild-popover button')]
          .map((e) => e.getBoundingClientRect()).filter((r) => r.width < 24 || r.height < 24).length"""
    )
    assert small == 0
    page.keyboard.press("Escape")
    page.click("[data-cmd='cancel']")
    page.click("[data-cmd='discard-two']")
    page.locator(".hand .tcard").first.click()
    expect(page.locator(".hand .tcard.paying")).to_have_count(1)
    assert serious_violations(page) == []
