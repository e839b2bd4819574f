"""What needs a browser of the review's positions and the pattern cards: the faces of a hand's
pattern cards fill the card's grid; the log and the discard pile draw cards as mini-cards; the
review draws each flagged decision beside its words at every viewport, nothing scrolling
sideways and no drawing over the words."""

from __future__ import annotations

import re
from pathlib import Path

import pytest
from playwright.sync_api import FloatRect, Page, expect

from e2e.browser import open_app
from e2e.test_layout import VIEWPORTS, open_table
from tests.ui.test_flows import review_save

#: Per hand card: the smallest face drawn and the square it stands in (the card's grid divided by
#: the pattern's longer side, which spans the card), and the card's grid against the card.
FACES = """() => [...document.querySelectorAll('.hand .pattern')].map((card) => {
    const grid = card.querySelector('.pattern-grid');
    const squares = [...grid.querySelectorAll('.sq')].map((sq) => sq.getBoundingClientRect());
    const side = Math.max(new Set(squares.map((r) => Math.round(r.x))).size,
                          new Set(squares.map((r) => Math.round(r.y))).size);
    const g = grid.getBoundingClientRect(), c = card.getBoundingClientRect();
    const faces = [...grid.querySelectorAll('svg')].map((svg) => svg.getBoundingClientRect().width);
    return {name: card.dataset.card, face: Math.min(...faces), square: g.width / side,
            third: c.width / 3, grid: g.width / c.width};
})"""


@pytest.mark.parametrize("size", [(1366, 768), (390, 844)], ids=["1366x768", "390x844"])
def test_pattern_faces_fill_the_hand_cards_and_cards_in_sentences_are_mini_cards(
    page: Page, base_url: str, size: tuple[int, int]
) -> None:
    page.set_viewport_size({"width": size[0], "height": size[1]})
    open_table(page, base_url, "shifting-stones", {"seed": 7, "players": 2, "options": {}})
    page.select_option("[data-change='pace']", "instant")
    cards = page.evaluate(FACES)
    assert len(cards) == 4
    for card in cards:
        # Each face fills most of its square, and no face is smaller than 60% of a third of the card.
        assert card["face"] >= 0.6 * card["square"], card
        assert card["face"] >= 0.6 * card["third"], card
        assert card["grid"] >= 0.75, card
    # The bot's turn discards and scores: the log and the pile draw those cards, named in words.
    end = page.locator(".controls [data-action='end']")
    expect(end).to_be_visible()  # (waited for: under load it was once not shown yet here)
    end.click(force=True)
    page.wait_for_function("() => document.querySelectorAll('.side-panel .log .card-inline').length >= 1")
    page.wait_for_function("() => window.seaTest.idle()")
    line = page.locator(".side-panel .log .log-move:has(.card-inline)").first
    expect(line.locator(".chip.schip")).to_have_count(1)
    assert "“" not in line.evaluate(
        "(el) => [...el.querySelectorAll('.log-text > *:not(.card-inline)'), el.querySelector('.log-text')]"
        ".map((n) => [...n.childNodes].filter((c) => c.nodeType === 3).map((c) => c.data).join('')).join('')"
    )
    glyph = line.locator(".card-inline")
    expect(glyph).to_have_count(1)
    expect(glyph).to_have_role("img")
    # (on a phone the log is a closed sheet, whose names are not computed: the label is read)
    expect(glyph).to_have_attribute("aria-label", re.compile("“.+” \\(\\d points?\\)"))
    toggle = page.locator(".pile-toggle")
    expect(toggle.locator(".chip.schip")).to_have_count(1)
    toggle.focus()  # (on a phone the pile sits under the prompt's text)
    page.keyboard.press("Enter")
    expect(page.locator("#discard-list .chip.schip").first).to_be_visible()


def inside(inner: FloatRect, outer: FloatRect) -> bool:
    return (
        inner["x"] >= outer["x"] - 1
        and inner["y"] >= outer["y"] - 1
        and inner["x"] + inner["width"] <= outer["x"] + outer["width"] + 1
        and inner["y"] + inner["height"] <= outer["y"] + outer["height"] + 1
    )


def overlap(a: FloatRect, b: FloatRect) -> bool:
    return not (
        a["x"] + a["width"] <= b["x"] + 1
        or b["x"] + b["width"] <= a["x"] + 1
        or a["y"] + a["height"] <= b["y"] + 1
        or b["y"] + b["height"] <= a["y"] + 1
    )


@pytest.mark.parametrize(
    ("game", "save"),
    [("shifting-stones", ("easy", 1)), ("tranquility", ("easy", 4))],
    ids=["stones", "tranquility"],
)
def test_the_review_draws_each_flagged_decision_at_every_viewport(
    page: Page, base_url: str, tmp_path: Path, game: str, save: tuple[str, int]
) -> None:
    players = 2 if game == "shifting-stones" else 1
    path = tmp_path / "game.json"
    path.write_text(review_save(save[0], save[1], game, players), encoding="utf-8")
    open_app(page, base_url)
    page.set_input_files("input[data-change='import']", str(path))
    page.locator(".end-screen [data-cmd=review]").click()
    expect(page.locator(".review-summary[data-done=true]")).to_have_count(1, timeout=300_000)
    items = page.locator(".review-item")
    assert items.count() >= 1
    for width, height in VIEWPORTS:
        page.set_viewport_size({"width": width, "height": height})
        page.evaluate("() => new Promise((done) => requestAnimationFrame(() => requestAnimationFrame(done)))")
        assert not page.evaluate("() => document.documentElement.scrollWidth > innerWidth"), (width, height)
        for i in range(items.count()):
            item = items.nth(i)
            item.scroll_into_view_if_needed()
            box, words = item.bounding_box(), item.locator(".review-words").bounding_box()
            art = item.locator(".position-art").bounding_box()
            board = item.locator(".position-art [role=grid]").bounding_box()
            assert box and words and art and board
            # The drawing stays inside its item, beside or under the words, never over them.
            assert inside(art, box) and not overlap(art, words), (width, height, i)
            # The board is large enough to read: cells or stones of at least 24 px.
            cell = item.locator(".position-art .cell, .position-art .stone").first.bounding_box()
            assert cell and cell["width"] >= 24, (width, height, cell)
            expect(item.locator(".position-legend li")).to_have_count(2)
            marks = item.locator(".position-art .mark-played, .position-art .mark-best")
            assert marks.count() >= 1
