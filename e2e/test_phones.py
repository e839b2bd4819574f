"""Phones and tablets, at every viewport we design for: every control of the table is a touch
target of at least 32 × 32 px (Pyramid and High Arch seas included: on a phone the sea keeps its
cells and scrolls inside its frame); no empty band is left above or below the board; other
players' chips are all in view, their names whole, and stay put as the turn passes; the discard
pile's words are never cut; and the log opens as a sheet the height of
the screen, over a board that does not move, and closes with the focus back on its button."""

from __future__ import annotations

import pytest
from playwright.sync_api import Page, expect

from e2e import test_steady
from e2e.test_layout import VIEWPORTS, open_table
from e2e.test_play import tranquility_turn
from e2e.test_steady import ids, settle

#: the page at the viewport of the test's parameter (a fixture)
sized_page = test_steady.sized_page

PHONES = [(390, 844), (844, 390)]
#: the smallest width and height (px) of a control
TARGET = 32.0
#: the largest empty band (px) the board's area may leave above or below the board
BAND = 6.0

#: (name, game, share-link query) of the tables measured
TABLES = [
    ("standard-sea", "tranquility", {"seed": 7, "players": 1, "options": {}}),
    (
        "pyramid-every-note",
        "tranquility",
        {
            "seed": 7,
            "players": 5,
            "options": {
                "layout": "pyramid",
                "storms": True,
                "remember_discards": True,
                "day_night": True,
                "jagged_rocks": "automatic",
            },
        },
    ),
    ("high-arch", "tranquility", {"seed": 7, "players": 2, "options": {"layout": "high_arch"}}),
    ("stones-5p", "shifting-stones", {"seed": 7, "players": 5, "options": {}}),
]

#: Every control of the table that is drawn (the header's too), with its size.
CONTROLS = """() => {
    const picked = ".app-header button, .app-header select, .app-header a[href], .screen-game button,"
        + " .screen-game select, .screen-game a[href], .screen-game summary, .screen-game input";
    return [...document.querySelectorAll(picked)].filter((el) => el.getClientRects().length).map((el) => {
        const box = el.getBoundingClientRect();
        const name = el.getAttribute("aria-label") || el.textContent.trim().slice(0, 24);
        return {what: `${el.tagName.toLowerCase()}.${el.className} "${name}"`, w: box.width, h: box.height};
    });
}"""

#: The empty bands (px) above and below the board inside its area: the area's box against the
#: union of what it holds (the sea or the stones, the Start and Finish slots, the stones' info).
BANDS = """() => {
    const area = document.querySelector(".screen-game .sea-frame, .screen-game .table");
    const outer = area.getBoundingClientRect();
    const boxes = [...area.children].map((el) => el.getBoundingClientRect()).filter((b) => b.height);
    const top = Math.min(...boxes.map((b) => b.top)), bottom = Math.max(...boxes.map((b) => b.bottom));
    // the area scrolls when the sea keeps its cells on a small phone: measure its content then
    const scrolls = area.scrollHeight > area.clientHeight + 1;
    return {above: top - outer.top, below: scrolls ? 0 : outer.bottom - bottom};
}"""


@pytest.mark.parametrize("sized_page", VIEWPORTS, ids=ids(VIEWPORTS), indirect=True)
def test_every_control_of_the_table_is_at_least_32_px(sized_page: Page, base_url: str) -> None:
    page = sized_page
    problems = []
    for name, game, query in TABLES:
        open_table(page, base_url, game, query)
        settle(page)
        controls = page.evaluate(CONTROLS)
        assert any(".cell" in c["what"] or "stone" in c["what"] for c in controls), f"{name}: no board"
        assert any("tcard" in c["what"] or "pattern" in c["what"] for c in controls), f"{name}: no hand"
        for control in controls:
            if control["w"] < TARGET - 0.01 or control["h"] < TARGET - 0.01:
                problems.append(f"{name}: {control['what']} is {control['w']:.1f} × {control['h']:.1f} px")
    assert not problems, f"at {page.viewport_size}:\n" + "\n".join(problems[:20])


@pytest.mark.parametrize("sized_page", VIEWPORTS, ids=ids(VIEWPORTS), indirect=True)
def test_no_empty_band_above_or_below_the_board(sized_page: Page, base_url: str) -> None:
    page = sized_page
    problems = []
    for name, game, query in TABLES:
        open_table(page, base_url, game, query)
        settle(page)
        bands = page.evaluate(BANDS)
        for side, gap in bands.items():
            if gap > BAND:
                problems.append(f"{name}: an empty band of {gap:.0f} px {side} the board")
        tall = page.evaluate("document.documentElement.scrollHeight - innerHeight")
        if tall > 2:  # the live region for screen readers is a 1 px box after the app
            problems.append(f"{name}: the page is {tall} px taller than the screen")
    assert not problems, f"at {page.viewport_size}:\n" + "\n".join(problems)


#: Each seat chip: its box, whether its name is cut (its words wider than the box that shows them,
#: by any fraction of a pixel: an ellipsis takes the place of a letter), and whether it is the
#: seat acting.
CHIPS = """() => [...document.querySelectorAll('.screen-game .seat-chips .chip')].map((c) => {
    const b = c.getBoundingClientRect(), n = c.querySelector('.chip-name');
    const words = document.createRange();
    words.selectNodeContents(n);
    const cut = words.getBoundingClientRect().width > n.getBoundingClientRect().width + 0.01;
    return {x: b.x, y: b.y, w: b.width, h: b.height, cut: cut,
            current: c.getAttribute('aria-current') === 'true', name: n.textContent.replace(/[\u2068\u2069]/g, '')};
})"""

#: Whether the words of the pile's button are cut (its box smaller than what it holds).
PILE_CUT = """() => { const t = document.querySelector('.pile-toggle');
    return t.scrollWidth > t.clientWidth + 1 || t.scrollHeight > t.clientHeight + 1; }"""


def chips_in_view(page: Page, where: str) -> list[dict[str, object]]:
    size = page.viewport_size
    assert size is not None
    chips: list[dict[str, object]] = page.evaluate(CHIPS)
    assert len(chips) == 5, where
    for chip in chips:
        x, y, w = (float(chip[k]) for k in ("x", "y", "w"))  # type: ignore[arg-type]
        assert x >= -0.5 and y >= -0.5 and x + w <= size["width"] + 0.5, (where, chip)
        assert not chip["cut"], (where, str(chip))
    assert sum(1 for chip in chips if chip["current"]) == 1, where
    return chips


@pytest.mark.parametrize("sized_page", PHONES, ids=ids(PHONES), indirect=True)
def test_every_seat_chip_is_in_view_with_its_name_whole_and_stays_put_as_the_turn_passes(
    sized_page: Page, base_url: str
) -> None:
    page = sized_page
    size = page.viewport_size
    assert size is not None
    for game in ("tranquility", "shifting-stones"):
        open_table(page, base_url, game, {"seed": 7, "players": 5, "options": {}})
        settle(page)
        assert page.evaluate("document.documentElement.scrollWidth") <= size["width"]
        before = chips_in_view(page, game)
        assert [c["name"] for c in before] == ["You", "Player 2", "Player 3", "Player 4", "Player 5"]
    # A bot's turn: its chip is the one acting, in view, and no chip has moved.
    page.select_option("[data-change='pace']", "slow")
    page.locator(".controls [data-action='end']").click(force=True)
    page.wait_for_function(
        "() => !document.querySelector('.seat-chips .chip[aria-current=true] .chip-name').textContent.includes('You')"
    )
    during = chips_in_view(page, "a bot's turn")
    assert next(c["name"] for c in during if c["current"]) == "Player 2"
    for a, b in zip(before, during, strict=True):
        assert all(abs(float(a[k]) - float(b[k])) <= 1 for k in ("x", "y", "w", "h")), (a, b)  # type: ignore[arg-type]
    # Once the pile holds a card, its button says so whole, in the longest of the languages too.
    page.wait_for_function("() => !document.querySelector('.pile-toggle').disabled")
    expect(page.locator(".pile-toggle")).to_contain_text("Discard pile: ")
    assert not page.evaluate(PILE_CUT)
    page.select_option("[data-change='language']", "kk")
    expect(page.locator(".pile-toggle")).to_contain_text("Тасталғандар: ")
    settle(page)
    assert not page.evaluate(PILE_CUT)
    chips_in_view(page, "in Kazakh")
    assert page.evaluate("document.documentElement.scrollHeight") <= size["height"] + 1


@pytest.mark.parametrize("sized_page", PHONES, ids=ids(PHONES), indirect=True)
def test_the_log_opens_as_a_full_height_sheet_and_closes_back_to_its_button(
    sized_page: Page, base_url: str
) -> None:
    page = sized_page
    size = page.viewport_size
    assert size is not None
    open_table(page, base_url, "tranquility", {"seed": 7, "players": 2, "options": {}})
    page.select_option("[data-change='pace']", "instant")
    tranquility_turn(page)
    settle(page)
    board = page.locator("[data-screen='game'] [role=grid]")
    before = board.bounding_box()
    # On a phone the side panel shows a Log button, not the log.
    expect(page.locator(".side-panel .log")).to_be_hidden()
    button = page.locator(".side-panel .log-button")
    expect(button).to_be_visible()
    button.focus()
    page.keyboard.press("Enter")
    sheet = page.get_by_role("dialog", name="Log")
    expect(sheet).to_be_visible()
    expect(sheet).to_have_attribute("aria-modal", "true")
    box = sheet.bounding_box()
    assert box is not None and abs(box["y"]) <= 0.5 and abs(box["height"] - size["height"]) <= 0.5, box
    assert sheet.locator(".log li").count() >= 1
    expect(sheet.get_by_role("button", name="Close the log")).to_be_focused()
    expect(page.locator(".game-layout")).to_have_attribute("inert", "")
    assert board.bounding_box() == before, "the board moved as the sheet opened"
    page.keyboard.press("Escape")
    expect(sheet).to_have_count(0)
    expect(button).to_be_focused()
    assert board.bounding_box() == before, "the board moved as the sheet closed"
    # L opens it too; the Close button closes it.
    page.keyboard.press("l")
    expect(sheet).to_be_visible()
    sheet.get_by_role("button", name="Close the log").click()
    expect(sheet).to_have_count(0)
    expect(button).to_be_focused()


@pytest.mark.parametrize(
    "sized_page", [(1366, 768), (820, 1180)], ids=ids([(1366, 768), (820, 1180)]), indirect=True
)
def test_wider_screens_keep_the_log_in_the_side_panel(sized_page: Page, base_url: str) -> None:
    page = sized_page
    open_table(page, base_url, "shifting-stones", {"seed": 7, "players": 2, "options": {}})
    expect(page.locator(".side-panel .log")).to_be_visible()
    expect(page.locator(".side-panel .log-button")).to_be_hidden()
    # Measured in one step in the page, so a repaint between finding the log and measuring it
    # cannot leave a detached element behind.
    page.wait_for_function(
        "() => { const log = document.querySelector('.side-panel .log');"
        " return log !== null && log.getBoundingClientRect().height >= 40; }"
    )
