"""Nothing a browser holds can break the site: the stored values that once stopped it loading on
every visit, set in a real browser, then a reload: the home screen comes up and nothing is removed."""

from __future__ import annotations

import json

from playwright.sync_api import Page, expect

from e2e.browser import READY, READY_TIMEOUT_MS, open_app

STATS = {"format": 1, "records": {}, "counted": [], "daily": {}}
BAD_FIGURE = {
    **STATS,
    "daily": {"tranquility": {"2026-12-03": {"save": "1", "result": "won", "figure": "abc"}}},
}
HOSTILE = {
    "sea-stones/save/x": "[" * 100000 + "]" * 100000,
    "sea-stones/save/y": json.dumps({"format": 1, "game": "tranquility", "options": {"players": "x"}}),
    "sea-stones/prefs": '{"pace":["x"]}',
    "sea-stones/stats": json.dumps(BAD_FIGURE),
}


def open_with(page: Page, base_url: str, stored: dict[str, str]) -> None:
    open_app(page, base_url)
    page.evaluate(
        "(stored) => { for (const [k, v] of Object.entries(stored)) localStorage.setItem(k, v); }", stored
    )
    page.reload()
    page.wait_for_selector(READY, state="attached", timeout=READY_TIMEOUT_MS)


def stored(page: Page, key: str) -> str | None:
    value: str | None = page.evaluate("(key) => localStorage.getItem(key)", key)
    return value


def test_the_reported_hostile_values_leave_the_home_screen_working(page: Page, base_url: str) -> None:
    open_with(page, base_url, HOSTILE)
    expect(page.locator("#load-error")).to_be_hidden()
    expect(page.locator("[data-cmd='new:tranquility']")).to_be_visible()
    expect(page.locator("#app")).to_contain_text("Your settings could not be read")
    for key, value in HOSTILE.items():
        assert stored(page, key) == value
    # The app keeps working: a game starts from the damaged state.
    page.locator("[data-cmd='new:shifting-stones']").click()
    expect(page.locator("html")).to_have_attribute("data-screen", "setup")


def test_other_deep_values_leave_the_home_screen_working(page: Page, base_url: str) -> None:
    hostile = {"sea-stones/prefs": "[" * 100000, "sea-stones/stats": "[" * 5000}
    open_with(page, base_url, hostile)
    expect(page.locator("[data-cmd='new:tranquility']")).to_be_visible()
    assert stored(page, "sea-stones/stats") == hostile["sea-stones/stats"]


def test_a_crafted_link_is_refused_and_cleared_so_a_reload_works(page: Page, base_url: str) -> None:
    first, *others = (
        '#tranquility?options={"sea_monsters":"abc"}',
        '#tranquility?options={"players":"100000"}',
        '#shifting-stones?options={"players":"99"}',
    )
    page.goto("about:blank")  # the link is the first address of the page
    page.goto(base_url + first)
    page.wait_for_selector(READY, state="attached", timeout=READY_TIMEOUT_MS)
    for fragment in others:  # and then followed from the open page
        expect(page.locator("#app")).to_contain_text("This link could not be opened")
        expect(page.locator("[data-cmd='new:tranquility']")).to_be_visible()
        assert page.evaluate("() => location.hash") == ""
        assert page.locator(".seat-row").count() == 0
        page.reload()
        page.wait_for_selector(READY, state="attached", timeout=READY_TIMEOUT_MS)
        expect(page.locator("[data-cmd='new:tranquility']")).to_be_visible()
        expect(page.locator("#app")).not_to_contain_text("This link could not be opened")
        page.evaluate("(link) => { location.hash = link; }", fragment)
    expect(page.locator("#app")).to_contain_text("This link could not be opened")
    assert page.evaluate("() => location.hash") == ""
    page.evaluate("() => { location.hash = '#shifting-stones?players=3&seed=12'; }")
    expect(page.locator(".seat-row")).to_have_count(3)


def test_four_long_names_stay_inside_a_320_px_screen(page: Page, base_url: str) -> None:
    page.set_viewport_size({"width": 320, "height": 640})
    open_app(page, base_url)
    page.click("[data-cmd='new:shifting-stones']")
    page.check("input[name=players][value='4']")
    page.wait_for_selector("input[name=kind3]")
    for seat in range(4):
        page.fill(f"input[name=name{seat}]", "\u202eW" * 12 + "W" * 12)
        page.check(f"input[name=kind{seat}][value=human]")
    page.click("[data-cmd='start:shifting-stones']")
    page.wait_for_selector("[data-screen='game']", state="attached")
    for _ in range(2):  # the hand-off screen, then the table
        width = page.evaluate("() => document.documentElement.scrollWidth")
        assert width <= 320
        assert "\u202e" not in page.locator("#app").inner_text()
        if page.locator("[data-cmd='handoff']").count():
            page.click("[data-cmd='handoff']")
