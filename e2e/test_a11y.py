"""Accessibility: an axe-core scan of every kind of screen, reflow at 320 px, large enough targets."""

from __future__ import annotations

from collections.abc import Callable
from typing import Any

import pytest
from playwright.sync_api import Page, expect

from e2e.browser import READY, READY_TIMEOUT_MS, ROOT
from e2e.conftest import SharedPages
from e2e.test_play import new_game

AXE = ROOT / "node_modules" / "axe-core" / "axe.min.js"
#: WCAG 2.0–2.2 A and AA rules.
TAGS = ["wcag2a", "wcag2aa", "wcag21a", "wcag21aa", "wcag22aa"]


@pytest.fixture
def scan_page(shared_pages: SharedPages) -> Page:
    """A page that may inject axe-core (our CSP forbids inline scripts, so it is bypassed here)."""
    return shared_pages("scan", bypass_csp=True, viewport={"width": 1280, "height": 900}).open()


def serious_violations(page: Page) -> list[dict[str, Any]]:
    if not page.evaluate("() => typeof window.axe !== 'undefined'"):
        page.add_script_tag(path=str(AXE))
    result: dict[str, Any] = page.evaluate(
        "(tags) => axe.run(document, {runOnly: {type: 'tag', values: tags}}).then(r => ({violations: "
        "r.violations.map(v => ({id: v.id, impact: v.impact, help: v.help, "
        "nodes: v.nodes.slice(0, 3).map(n => n.target.join(' '))}))}))",
        TAGS,
    )
    return [v for v in result["violations"] if v["impact"] in ("serious", "critical")]


def go_home(page: Page) -> None:
    page.click("[data-cmd='home']")


def setup_tranquility(page: Page) -> None:
    page.click("[data-cmd='new:tranquility']")
    page.wait_for_selector("#setup-form")


def tranquility_game(page: Page) -> None:
    new_game(page, "tranquility", 2, ["human", "bot"])
    page.wait_for_selector(".controls")
    page.locator(".hand .tcard").first.click()


def stones_game(page: Page) -> None:
    new_game(page, "shifting-stones", 2, ["human", "bot"])
    page.wait_for_selector(".controls")
    page.locator(".hand .pattern").first.click()


def stones_end(page: Page) -> None:
    new_game(page, "shifting-stones", 1, ["human"])
    for _ in range(40):
        if page.locator(".end-screen").count():
            break
        page.keyboard.press("e")
    expect(page.locator(".end-screen")).to_be_visible()


def stats(page: Page) -> None:
    stones_end(page)
    page.click(".end-screen [data-cmd='home']")
    page.click("[data-cmd='stats']")
    page.wait_for_selector(".stats-table")


def shortcuts(page: Page) -> None:
    page.keyboard.press("?")
    page.wait_for_selector("[role=dialog]")


def rules(page: Page) -> None:
    page.click("[data-cmd='rules:shifting-stones']")


SCREENS: dict[str, Callable[[Page], None]] = {
    "home": lambda page: None,
    "setup": setup_tranquility,
    "tranquility": tranquility_game,
    "shifting-stones": stones_game,
    "end": stones_end,
    "stats": stats,
    "shortcuts": shortcuts,
    "rules": rules,
}


@pytest.mark.parametrize("screen", list(SCREENS))
def test_axe_finds_no_serious_or_critical_violation(scan_page: Page, screen: str) -> None:
    SCREENS[screen](scan_page)
    assert serious_violations(scan_page) == []


@pytest.mark.parametrize("screen", ["home", "setup", "tranquility", "shifting-stones", "end"])
def test_the_page_reflows_at_320_css_pixels(scan_page: Page, screen: str) -> None:
    scan_page.set_viewport_size({"width": 320, "height": 640})
    SCREENS[screen](scan_page)
    width = scan_page.evaluate("() => document.documentElement.scrollWidth")
    assert width <= 320, f"the page scrolls sideways: {width} px wide"


def test_targets_are_at_least_24_pixels(scan_page: Page) -> None:
    tranquility_game(scan_page)
    small = scan_page.evaluate(
        """() => [...document.querySelectorAll('#app button, #app select, #app input, #app a')]
          .filter(e => e.offsetParent !== null && !e.closest('.visually-hidden'))
          .map(e => [e.getBoundingClientRect(), e])
          .filter(([r, e]) => (r.width < 24 || r.height < 24) && !e.closest('p'))
          .map(([r, e]) => e.outerHTML.slice(0, 80) + ' ' + Math.round(r.width) + 'x' + Math.round(r.height))"""
    )
    assert small == []


def test_the_high_contrast_theme_is_remembered_and_clean(scan_page: Page) -> None:
    scan_page.click("[data-cmd='contrast']")
    expect(scan_page.locator("html")).to_have_attribute("data-theme", "contrast")
    expect(scan_page.locator("[data-cmd='contrast']")).to_have_attribute("aria-pressed", "true")
    scan_page.reload()
    scan_page.wait_for_selector(READY, state="attached", timeout=READY_TIMEOUT_MS)
    expect(scan_page.locator("html")).to_have_attribute("data-theme", "contrast")
    tranquility_game(scan_page)
    assert serious_violations(scan_page) == []
    background = scan_page.evaluate("() => getComputedStyle(document.body).backgroundColor")
    assert background == "rgb(0, 0, 0)"


#: the contrast ratio of two computed ``rgb(…)`` colours (WCAG relative luminance)
CONTRAST = """([a, b]) => {
  const lum = (c) => {
    const [r, g, bl] = c.match(/[\\d.]+/g).slice(0, 3).map(Number).map(v => v / 255)
      .map(v => v <= 0.03928 ? v / 12.92 : Math.pow((v + 0.055) / 1.055, 2.4));
    return 0.2126 * r + 0.7152 * g + 0.0722 * bl;
  };
  const [x, y] = [lum(a), lum(b)].sort((p, q) => q - p);
  return (x + 0.05) / (y + 0.05);
}"""


@pytest.mark.parametrize("theme", ["default", "contrast"])
def test_a_score_button_that_cannot_score_does_not_look_like_the_primary_action(
    scan_page: Page, theme: str
) -> None:
    if theme == "contrast":
        scan_page.click("[data-cmd='contrast']")
    new_game(scan_page, "shifting-stones", 1, ["human"])
    scan_page.wait_for_selector(".controls")
    refused = scan_page.locator(".controls .btn.primary[aria-disabled=true]")
    cards = scan_page.locator(".hand .pattern")
    for i in range(cards.count()):
        cards.nth(i).click()
        if refused.count():
            break
    expect(refused).to_have_count(1)
    look = refused.evaluate(
        "(b) => { const s = getComputedStyle(b); return [s.backgroundColor, s.color, s.borderTopStyle, s.opacity]; }"
    )
    sand = "rgb(255, 212, 0)" if theme == "contrast" else "rgb(241, 230, 204)"
    assert look[0] != sand and look[2] == "dashed" and look[3] == "1"
    # the sea the controls sit on (the page's gradient runs from --sea-light through --sea to --sea-deep)
    page_bg = scan_page.evaluate(
        "() => { const d = document.createElement('div'); d.style.background = 'var(--sea)';"
        " document.body.appendChild(d); const c = getComputedStyle(d).backgroundColor; d.remove(); return c; }"
    )
    assert scan_page.evaluate(CONTRAST, [look[1], page_bg]) >= 4.5
    if theme == "contrast":
        scan_page.click("[data-cmd='contrast']")  # the shared page back to the default theme
