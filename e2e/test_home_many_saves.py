"""Home with many saved games in the browser: the list grows a page at a time with "Show more",
and a damaged record of the stored index is read again from its save alone (the other records
are kept as they were)."""

from __future__ import annotations

import json

from playwright.sync_api import Page, expect

from e2e.browser import READY, READY_TIMEOUT_MS, ROOT
from e2e.test_hostile import open_with

FINISHED = json.loads((ROOT / "tests" / "saves" / "format2-2026-12-stones-finished.json").read_text())
INDEX = "sea-stones/index"


def saves(count: int) -> dict[str, str]:
    return {
        f"sea-stones/save/m{i:04d}": json.dumps(
            {**FINISHED, "id": f"m{i:04d}", "updated": f"2026-11-{1 + i // 100:02d}T{i % 100:04d}"}
        )
        for i in range(count)
    }


def test_show_more_lists_a_page_more_and_a_damaged_record_is_read_again_alone(
    page: Page, base_url: str
) -> None:
    open_with(page, base_url, saves(130))
    rows = page.locator(".save-list > .save")
    expect(rows).to_have_count(50)
    page.click("[data-cmd='saves-older']")
    expect(page.locator(".saves-range")).to_have_text("51–100 of 130 saved games")
    expect(rows).to_have_count(50)
    page.click("[data-cmd='saves-older']")
    expect(rows).to_have_count(30)
    expect(page.locator("[data-cmd='saves-older']")).to_be_disabled()

    index = json.loads(page.evaluate("(key) => localStorage.getItem(key)", INDEX))
    damaged = dict(index)
    damaged["saves"] = {**index["saves"], "sea-stones/save/m0007": {"size": "x"}}
    page.evaluate("([key, text]) => localStorage.setItem(key, text)", [INDEX, json.dumps(damaged)])
    page.reload()
    page.wait_for_selector(READY, state="attached", timeout=READY_TIMEOUT_MS)
    expect(rows).to_have_count(50)
    repaired = json.loads(page.evaluate("(key) => localStorage.getItem(key)", INDEX))
    assert repaired["saves"] == index["saves"]
