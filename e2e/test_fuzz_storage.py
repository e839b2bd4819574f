"""Fuzzing what the browser holds: hypothesis writes hostile text (deep, wide, wrong types, huge
strings, garbage) under every key the site uses, then the site is reloaded: each time the home
screen comes up, and every value is still stored as it was (the save index, derived from the
saves, may be rebuilt). Deterministic and bounded (a fixed number of examples)."""

from __future__ import annotations

import json
from typing import Any

from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st
from playwright.sync_api import Page, expect

from e2e.browser import READY, READY_TIMEOUT_MS, open_app

KEYS = (
    "sea-stones/prefs",
    "sea-stones/stats",
    "sea-stones/index",
    "sea-stones/save/fuzz",
    "sea-stones/damaged/prefs/2026-12-01T10:00:00.000Z",
)
INDEX = "sea-stones/index"

scalars = st.none() | st.booleans() | st.integers() | st.floats(allow_nan=False) | st.text(max_size=20)
values = st.recursive(
    scalars,
    lambda inner: st.lists(inner, max_size=4) | st.dictionaries(st.text(max_size=8), inner, max_size=4),
)
#: plausible records of ours with fields of the wrong types
shaped = st.fixed_dictionaries(
    {},
    optional={
        "format": values,
        "game": st.sampled_from(["tranquility", "shifting-stones", "x"]) | values,
        "options": values,
        "seed": values,
        "actions": values,
        "seats": values,
        "snapshot": values,
        "rev": values,
        "lang": values,
        "pace": values,
        "contrast": values,
        "keep": values,
        "records": values,
        "daily": values,
        "saves": values,
    },
).map(json.dumps)
deep = st.tuples(st.sampled_from("[{"), st.integers(40, 150_000)).map(
    lambda t: ("[" * t[1] + "]" * t[1]) if t[0] == "[" else ('{"a":' * t[1] + "1" + "}" * t[1])
)
wide = st.integers(1_000, 60_000).map(lambda n: json.dumps(list(range(n))))
huge = st.integers(10_000, 300_000).map(lambda n: json.dumps("x" * n))
garbage = st.text(alphabet=st.characters(codec="utf-8"), max_size=200)
hostile = st.one_of(shaped, values.map(json.dumps), deep, wide, huge, garbage)


def stored_all(page: Page) -> dict[str, Any]:
    found: dict[str, Any] = page.evaluate(
        "() => Object.fromEntries(Object.keys(localStorage).map((k) => [k, localStorage.getItem(k)]))"
    )
    return found


@settings(
    max_examples=12,
    derandomize=True,
    database=None,
    deadline=None,
    suppress_health_check=[
        HealthCheck.function_scoped_fixture,
        HealthCheck.too_slow,
        HealthCheck.data_too_large,
    ],
)
@given(stored=st.fixed_dictionaries({key: hostile for key in KEYS}))
def test_hostile_storage_never_stops_the_home_screen(
    page: Page, base_url: str, stored: dict[str, str]
) -> None:
    if not page.url.startswith(base_url):
        open_app(page, base_url)
    page.evaluate(
        "(stored) => { localStorage.clear(); for (const [k, v] of Object.entries(stored)) localStorage.setItem(k, v); }",
        stored,
    )
    page.reload()
    page.wait_for_selector(READY, state="attached", timeout=READY_TIMEOUT_MS)
    expect(page.locator("#load-error")).to_be_hidden()
    expect(page.locator("[data-cmd='new:tranquility']")).to_be_visible()
    expect(page.locator("html")).to_have_attribute("data-screen", "home")
    after = stored_all(page)
    for key, text in stored.items():
        if key != INDEX:
            assert after.get(key) == text, f"{key} was changed or removed"
    # The index is derived: kept, or rebuilt as a valid index of the saves that are there.
    if after.get(INDEX) != stored[INDEX]:
        assert json.loads(after[INDEX])["format"] == 1
    # The app still answers: a new game's setup opens.
    page.click("[data-cmd='new:shifting-stones']")
    expect(page.locator("html")).to_have_attribute("data-screen", "setup")
