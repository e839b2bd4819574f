"""Home with many saved games in the browser: a lost index made again in the browser's idle time
while home answers. (The list a page at a time and a damaged record read again alone:
tests/ui/test_home_paging.py.)"""

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


def test_a_lost_index_is_made_again_while_home_answers_and_no_record_hides_a_save(
    page: Page, base_url: str
) -> None:
    stored = saves(400)
    open_with(page, base_url, stored)  # no index: home lists the saves from their headers at once
    rows = page.locator(".save-list > .save")
    expect(rows).to_have_count(50)
    expect(page.locator(".saves-range")).to_have_text("1–50 of 400 saved games")
    page.click("[data-cmd='saves-older']")  # home answers while the saves are read
    expect(page.locator(".saves-range")).to_have_text("51–100 of 400 saved games")
    page.wait_for_function("() => window.seaTest.idle()")  # every save read, the index written
    expect(page.locator(".save.checking")).to_have_count(0)
    expect(page.locator(".saves-reading")).to_have_count(0)
    index = json.loads(page.evaluate("(key) => localStorage.getItem(key)", INDEX))
    assert sorted(index["saves"]) == sorted(stored)

    # A record forged to say a good save cannot be read, as this very version would say it.
    key = "sea-stones/save/m0399"
    record = dict(index["saves"]["sea-stones/save/m0000"])
    forged = {
        "error": "save_damaged",
        "params": {},
        "message": "The save is damaged.",
        "size": record["size"],
    }
    index["saves"][key] = forged
    page.evaluate("([key, text]) => localStorage.setItem(key, text)", [INDEX, json.dumps(index)])
    page.reload()
    page.wait_for_selector(READY, state="attached", timeout=READY_TIMEOUT_MS)
    page.wait_for_function("() => window.seaTest.idle()")
    expect(page.locator(f"[data-save='{key}'] [data-cmd='open:{key}']")).to_be_visible()
    expect(page.locator(".save.broken")).to_have_count(0)
    index = json.loads(page.evaluate("(key) => localStorage.getItem(key)", INDEX))
    assert index["saves"][key] == record | {"updated": index["saves"][key]["updated"]}
