"""Rows and rocks on the board: every row carries its label, and the Jagged Rocks move to the row
the player clicks (anywhere on it) or picks by keyboard — no list of text buttons."""

from __future__ import annotations

import json

import pytest
from playwright.sync_api import Page, expect

from e2e.conftest import SharedPages
from e2e.test_a11y import serious_violations

LINK = "#tranquility?seed=7&players=1&options=" + json.dumps({"jagged_rocks": "manual"})


@pytest.fixture
def table(shared_pages: SharedPages) -> Page:
    scan = shared_pages("scan", bypass_csp=True, viewport={"width": 1280, "height": 900})
    page = scan.open("/" + LINK, viewport={"width": 1366, "height": 768})
    page.click("[data-cmd='start:tranquility']")
    page.wait_for_selector("[data-screen='game'] .sea[role=grid]")
    return page


def rocks_row(page: Page) -> str:
    return page.locator(".sea [role=rowheader].rocks-here").inner_text()


def play_a_free_island(page: Page) -> None:
    """Select hand cards in turn until one has a free cell, and play it there."""
    cards = page.locator(".hand .tcard.island")
    for i in range(cards.count()):
        cards.nth(i).click()
        free = page.locator(".sea .cell.target", has=page.locator(".cost", has_text="free"))
        if free.count():
            free.first.click()
            return
        page.keyboard.press("Escape")
    raise AssertionError("no Island in hand has a free cell")


def test_every_row_is_labelled_and_the_rocks_stand_on_one(table: Page) -> None:
    page = table
    labels = page.locator(".sea [role=rowheader]")
    assert labels.count() == 6
    names = [labels.nth(i).inner_text().split()[-1] for i in range(6)]
    assert names == ["6", "5", "4", "3", "2", "1"]  # row 1 at the bottom
    assert page.locator(".sea [role=rowheader].rocks-here").count() == 1
    # Before the rocks' decision the labels are not controls.
    assert page.locator(".sea .row-pick").count() == 0


def test_a_click_anywhere_on_a_row_moves_the_rocks_there(table: Page) -> None:
    page = table
    before = rocks_row(page)
    play_a_free_island(page)
    picks = page.locator(".sea .row-pick")
    expect(picks.first).to_be_visible()
    # The old text buttons are gone from the panel; the rows are the controls, with their names.
    assert page.locator(".controls [data-action^='rocks:']").count() == 0
    for i in range(picks.count()):
        box = picks.nth(i).bounding_box()
        assert box is not None and box["width"] >= 24 and box["height"] >= 24
    action = str(picks.last.get_attribute("data-action"))
    row = int(action.split(":")[1]) + 1
    expect(page.get_by_role("button", name=f"Move the rocks to row {row}")).to_have_count(1)
    assert serious_violations(page) == []
    # Click the far end of that row, on a cell, not on its label.
    line = page.locator(".sea [role=row]", has=page.locator(f"[data-action='{action}']"))
    box = line.bounding_box()
    assert box is not None
    page.mouse.click(box["x"] + box["width"] - 12, box["y"] + box["height"] / 2)
    expect(page.locator(".sea .row-pick")).to_have_count(0)
    after = rocks_row(page)
    assert after != before and after.startswith(f"Row {row},")


def test_the_rocks_row_is_picked_with_the_keyboard_alone(table: Page) -> None:
    page = table
    play_a_free_island(page)
    expect(page.locator(".sea .row-pick").first).to_be_visible()
    page.locator("body").focus()
    for _ in range(60):
        page.keyboard.press("Tab")
        if page.evaluate("() => !!document.activeElement.closest('.sea')"):
            break
    else:
        raise AssertionError("the board never took the focus")
    # The labels belong to the board's arrow-key navigation: Ctrl+Home goes to the top row's
    # start, ArrowDown walks down the labels' column.
    page.keyboard.press("Control+Home")
    for _ in range(8):
        if page.evaluate("() => document.activeElement.classList.contains('row-pick')"):
            break
        page.keyboard.press("ArrowDown")
    else:
        raise AssertionError("no row label took the focus")
    chosen = str(page.evaluate("() => document.activeElement.dataset.action"))
    page.keyboard.press("Enter")
    expect(page.locator(".sea .row-pick")).to_have_count(0)
    row = int(chosen.split(":")[1]) + 1
    assert rocks_row(page).startswith(f"Row {row},")


def test_the_rocks_decision_takes_the_focus_to_the_rows(table: Page) -> None:
    page = table
    play_a_free_island(page)
    first = page.locator(".sea .row-pick").first
    expect(first).to_be_focused()
    chosen = str(first.get_attribute("data-action"))
    page.keyboard.press("Enter")
    expect(page.locator(".sea .row-pick")).to_have_count(0)
    assert rocks_row(page).startswith(f"Row {int(chosen.split(':')[1]) + 1},")
