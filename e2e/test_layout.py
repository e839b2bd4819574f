"""The table fits the screen: as a game opens, the whole board and the whole hand are in view at
every viewport we design for, nothing scrolls sideways, and reduced motion turns motion off."""

from __future__ import annotations

import json
from pathlib import Path

import pytest
from playwright.sync_api import FloatRect, Locator, Page

from e2e.browser import READY, READY_TIMEOUT_MS, ROOT, booted
from e2e.conftest import RESET, SharedPages

VIEWPORTS = [(1366, 768), (1920, 1080), (820, 1180), (390, 844), (844, 390)]
ARTIFACTS = ROOT / "e2e" / "artifacts" / "layout"

#: (name, game, share-link query) of the tables checked at each viewport.
TABLES = [
    ("standard-sea", "tranquility", {"seed": 7, "players": 1, "options": {}}),
    ("pyramid", "tranquility", {"seed": 7, "players": 1, "options": {"layout": "pyramid"}}),
    ("high-arch", "tranquility", {"seed": 7, "players": 2, "options": {"layout": "high_arch"}}),
    ("stones", "shifting-stones", {"seed": 7, "players": 1, "options": {}}),
    ("stones-3p", "shifting-stones", {"seed": 7, "players": 3, "options": {}}),
]


def link(game: str, query: dict[str, object]) -> str:
    return f"#{game}?seed={query['seed']}&players={query['players']}&options={json.dumps(query['options'])}"


@pytest.fixture
def sized_page(shared_pages: SharedPages, request: pytest.FixtureRequest) -> Page:
    width, height = request.param
    page = shared_pages("default", service_workers="allow").open()
    page.set_viewport_size({"width": width, "height": height})
    return page


def open_table(page: Page, base_url: str, game: str, query: dict[str, object]) -> None:
    """The table of a share link, opened as a first visit to that address would open it."""
    if booted(page, base_url):
        page.evaluate(RESET, "/" + link(game, query))
    else:
        page.goto(base_url + link(game, query))
    page.wait_for_selector(READY, state="attached", timeout=READY_TIMEOUT_MS)
    # Every seat but the first is a bot, so the game opens on the first player's turn.
    for seat in range(1, int(str(query["players"]))):
        page.check(f"input[name=kind{seat}][value=bot]")
    page.click(f"[data-cmd='start:{game}']")
    page.wait_for_selector("[data-screen='game'] [role=grid]", state="visible")


def box_in_view(page: Page, locator: Locator) -> tuple[bool, FloatRect | None]:
    box = locator.bounding_box()
    size = page.viewport_size
    assert size is not None
    inside = (
        box is not None
        and box["x"] >= -0.5
        and box["y"] >= -0.5
        and box["x"] + box["width"] <= size["width"] + 0.5
        and box["y"] + box["height"] <= size["height"] + 0.5
    )
    return inside, box


@pytest.mark.parametrize("sized_page", VIEWPORTS, ids=[f"{w}x{h}" for w, h in VIEWPORTS], indirect=True)
def test_board_and_hand_are_in_view_as_the_game_opens(sized_page: Page, base_url: str) -> None:
    page = sized_page
    size = page.viewport_size
    assert size is not None
    tag = f"{size['width']}x{size['height']}"
    ARTIFACTS.mkdir(parents=True, exist_ok=True)
    problems = []
    for name, game, query in TABLES:
        open_table(page, base_url, game, query)
        page.screenshot(path=str(Path(ARTIFACTS / f"{tag}-{name}.png")))
        board_ok, board = box_in_view(page, page.get_by_role("grid").first)
        hand = page.get_by_role("region", name="hand", exact=False).first
        hand_ok, hand_box = box_in_view(page, hand)
        wide = page.evaluate("document.documentElement.scrollWidth")
        if not board_ok:
            problems.append(f"{name}: board {board} outside the {tag} viewport")
        if not hand_ok:
            problems.append(f"{name}: hand {hand_box} outside the {tag} viewport")
        if wide > size["width"]:
            problems.append(f"{name}: the page is {wide} px wide at {tag}")
        if size["width"] >= 1024 and board is not None:
            share = board["height"] / size["height"]
            if share < 0.45:
                problems.append(f"{name}: the board takes {share:.0%} of the height at {tag}")
    assert not problems, "\n".join(problems)


def test_reduced_motion_turns_the_arrival_animation_off(shared_pages: SharedPages, base_url: str) -> None:
    """No CSS arrival animation under reduced motion (moves animate from static/js/motion.js, and
    e2e/test_motion.py checks they run without the preference and never with it)."""
    page = shared_pages("default", service_workers="allow").open(motion="reduce")
    open_table(page, base_url, "shifting-stones", {"seed": 7, "players": 1, "options": {}})
    # Shift the first two stones: the stones that moved are marked as the latest move.
    page.click("[data-cell='0'] button")
    page.click("[data-cell='1'] button")
    page.locator(".hand .pattern").first.click()
    recent = page.locator(".stone.recent").first
    recent.wait_for(state="attached")
    assert recent.evaluate("el => getComputedStyle(el).animationName") == "none"
