"""Pass-and-play's Undo window in a real page (its timer), deleting a saved game with Undo from the
keyboard, the Score shortcut explaining a refusal, exports named by game, date and players (the end
screen and the stats: tests/ui/test_flows.py)."""

from __future__ import annotations

import json
import re

from playwright.sync_api import Page, expect

from e2e.browser import open_app
from e2e.test_play import new_game
from e2e.test_told import select_a_card_that_does_not_match
from game.ui.storage.stats import STATS_KEY, Record, Stats


def test_pass_and_play_offers_undo_before_the_hand_off(page: Page, base_url: str) -> None:
    open_app(page, base_url)
    new_game(page, "shifting-stones", 2, ["human", "human"])
    page.click("[data-cmd='handoff']")
    hand = page.locator(".hand .pattern").all_inner_texts()
    page.click(".controls [data-action='end']")
    window = page.locator(".undo-window")
    expect(window).to_contain_text("Done: pass to")
    expect(window).to_contain_text("It passes on by itself after 6 seconds.")
    # Its bar empties as the seconds go (a repaint meanwhile carries on from where it was).
    page.wait_for_function(
        "() => { const s = document.querySelector('.undo-window .countdown span');"
        " return s && new DOMMatrix(getComputedStyle(s).transform).a < 0.95; }"
    )
    expect(page.locator(".handoff")).to_have_count(0)
    expect(page.locator(".hand [data-card]")).to_have_count(0)  # nothing private meanwhile
    window.locator("[data-cmd='undo']").click()
    expect(page.locator(".undo-window")).to_have_count(0)
    assert page.locator(".hand .pattern").all_inner_texts() == hand
    # Done, pass: the hand-off at once.
    page.click(".controls [data-action='end']")
    page.locator(".undo-window [data-cmd='pass']").click()
    expect(page.locator(".handoff")).to_contain_text("Player 2")
    page.click("[data-cmd='handoff']")
    # Left alone, the window gives way to the hand-off by itself (its 6 s made 0.3 s here).
    page.evaluate("() => window.seaTest.scale('After', 0.05)")
    page.click(".controls [data-action='end']")
    expect(page.locator(".handoff")).to_contain_text("Pass to")
    expect(page.locator(".undo-window")).to_have_count(0)


def test_delete_offers_undo_from_the_keyboard_and_exports_are_named(page: Page, base_url: str) -> None:
    open_app(page, base_url)
    new_game(page, "shifting-stones", 1, ["human"])
    page.click(".controls [data-action='skip']")
    page.click("[data-cmd='home']")
    row = page.locator(".save-list .save")
    expect(row).to_have_count(1)
    with page.expect_download() as download:
        row.locator("[data-cmd^='export:']").click()
    assert re.fullmatch(r"shifting-stones-\d{4}-\d{2}-\d{2}-1p\.json", download.value.suggested_filename)
    row.locator("[data-cmd^='delete:']").click()
    expect(page.locator(".save-list .save")).to_have_count(0)
    undo = page.locator(".toast [data-cmd='undelete']")
    expect(undo).to_be_focused()
    page.keyboard.press("Enter")
    expect(page.locator(".save-list .save")).to_have_count(1)
    # (a game opened and left without a move is not kept: tests/ui/test_window_and_saves.py)


def test_the_score_shortcut_explains_a_refusal(page: Page, base_url: str) -> None:
    select_a_card_that_does_not_match(page, base_url)
    page.keyboard.press("s")
    alert = page.locator(".message[role=alert]")
    expect(alert).to_contain_text("No match yet for ")
    # the card refused is drawn, named in words
    expect(alert.locator(".card-inline[role=img]")).to_have_attribute("aria-label", re.compile("^“.+” \\("))


def test_every_label_of_the_stats_charts_stays_inside_its_chart(page: Page, base_url: str) -> None:
    """Records with the longest names, in the language with the longest words: each label of the
    win-rate chart is drawn inside the chart, on a laptop and on a phone."""
    records = {
        f"{game}/{kind}": Record(played=4, won=w % 5, total=10, recent=((1, 3), (0, 2))).to_json()
        for w, (game, kind) in enumerate(
            (g, k) for g in ("tranquility", "shifting-stones") for k in ("solo", "table", "duel", "daily")
        )
    }
    stats = json.dumps({**Stats().to_json(), "records": records})
    open_app(page, base_url)
    page.evaluate("([key, text]) => localStorage.setItem(key, text)", [STATS_KEY, stats])
    page.select_option("#language", "kk")
    for width, height in ((1366, 768), (390, 844)):
        page.set_viewport_size({"width": width, "height": height})
        page.click("[data-cmd='stats']")
        chart = page.locator(".chart.bars svg")
        expect(chart).to_be_visible()
        box = chart.bounding_box()
        assert box is not None
        labels = page.eval_on_selector_all(
            ".chart.bars svg text",
            "(ts) => ts.map((t) => { const b = t.getBoundingClientRect(); return [b.left, b.right]; })",
        )
        assert len(labels) >= 8
        assert all(box["x"] - 1 <= left and right <= box["x"] + box["width"] + 1 for left, right in labels)
        page.click("[data-cmd='home']")
