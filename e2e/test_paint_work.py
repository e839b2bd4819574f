"""What a click costs the browser, kept small without changing what is drawn:

- the board is sized from its frame's box, handed over as --cw/--ch, and comes out the size the
  container units give, at every viewport we design for;
- a paint leaves the elements painted from an unchanged memoised spec untouched (picking a card
  changes only the cells it lights);
- PyScript's watcher of the whole document is not told of the app's own changes, while a
  watcher of the page's own sees them all.
"""

from __future__ import annotations

import pytest
from playwright.sync_api import Page

from e2e.test_layout import VIEWPORTS, open_table

#: The board's box, then the same with the frame's sizes taken away (container units instead).
BOARD_BOTH_WAYS = """(selector) => {
    const board = document.querySelector(selector);
    const frame = board.closest(".sea-frame, .table");
    const given = [frame.style.getPropertyValue("--cw"), frame.style.getPropertyValue("--ch")];
    const box = () => { const r = board.getBoundingClientRect(); return [r.width, r.height]; };
    const sized = box();
    frame.style.removeProperty("--cw");
    frame.style.removeProperty("--ch");
    const fallback = box();
    frame.style.setProperty("--cw", given[0]);
    frame.style.setProperty("--ch", given[1]);
    const content = getComputedStyle(frame);
    const inner = frame.clientWidth - parseFloat(content.paddingLeft) - parseFloat(content.paddingRight);
    return { given, sized, fallback, inner };
}"""


@pytest.mark.parametrize("viewport", VIEWPORTS, ids=[f"{w}x{h}" for w, h in VIEWPORTS])
@pytest.mark.parametrize(
    ("game", "query", "board"),
    [
        ("tranquility", {"seed": 7, "players": 1, "options": {"layout": "pyramid"}}, ".sea"),
        ("shifting-stones", {"seed": 7, "players": 3, "options": {}}, ".stone-grid"),
    ],
    ids=["sea", "stones"],
)
def test_the_board_is_sized_from_its_frame_as_container_units_size_it(
    page: Page, base_url: str, viewport: tuple[int, int], game: str, query: dict[str, object], board: str
) -> None:
    page.set_viewport_size({"width": viewport[0], "height": viewport[1]})
    open_table(page, base_url, game, query)
    page.wait_for_function(
        "(s) => !!document.querySelector(s).closest('.sea-frame, .table').style.getPropertyValue('--cw')",
        arg=board,
    )
    found = page.evaluate(BOARD_BOTH_WAYS, "[data-screen='game'] " + board)
    assert abs(float(found["given"][0].removesuffix("px")) - found["inner"]) < 1
    assert found["sized"][0] > 100
    assert found["sized"] == pytest.approx(found["fallback"], abs=0.5)


#: Picks the first card of the hand and reports which cells of the sea changed, by what.
CHANGED_CELLS = """() => {
    const changed = new Set();
    const watch = new MutationObserver((records) => {
        for (const r of records) {
            const cell = (r.target.nodeType === 1 ? r.target : r.target.parentElement).closest("[data-cell]");
            if (cell) changed.add(cell.getAttribute("data-cell"));
        }
    });
    watch.observe(document.querySelector("#app .sea"), { subtree: true, childList: true, attributes: true, characterData: true });
    document.querySelector("#app .hand [data-cmd='card:0']").click();
    const records = watch.takeRecords();
    watch.disconnect();
    for (const r of records) {
        const cell = (r.target.nodeType === 1 ? r.target : r.target.parentElement).closest("[data-cell]");
        if (cell) changed.add(cell.getAttribute("data-cell"));
    }
    const lit = Array.from(document.querySelectorAll("#app .sea [data-cell]"))
        .filter((c) => c.querySelector(".cell.target")).map((c) => c.getAttribute("data-cell"));
    return { changed: Array.from(changed).sort(), lit: lit.sort(), marked: document.querySelectorAll("[data-memo]").length };
}"""


def test_picking_a_card_changes_only_the_cells_it_lights(page: Page, base_url: str) -> None:
    page.set_viewport_size({"width": 1366, "height": 768})
    open_table(page, base_url, "tranquility", {"seed": 7, "players": 1, "options": {}})
    found = page.evaluate(CHANGED_CELLS)
    assert found["lit"] and found["changed"] == found["lit"]
    assert found["marked"] == 0  # the memo's numbers are never written on the page


def test_the_document_watcher_is_not_told_of_the_apps_changes(page: Page, base_url: str) -> None:
    page.set_viewport_size({"width": 1366, "height": 768})
    open_table(page, base_url, "tranquility", {"seed": 7, "players": 1, "options": {}})
    told = page.evaluate(
        """() => {
            const seen = { document: 0, app: 0, outside: 0 };
            const whole = new MutationObserver((records) => {
                for (const r of records) document.getElementById("app").contains(r.target) ? seen.document++ : seen.outside++;
            });
            whole.observe(document, { subtree: true, childList: true, attributes: true });
            const own = new MutationObserver((records) => { seen.app += records.length; });
            own.observe(document.getElementById("app"), { subtree: true, childList: true, attributes: true });
            document.querySelector("#app .hand [data-cmd='card:0']").click();
            const outside = document.createElement("div");
            document.body.appendChild(outside);
            outside.remove();
            return new Promise((done) => setTimeout(() => { whole.disconnect(); own.disconnect(); done(seen); }, 0));
        }"""
    )
    assert told["app"] > 0 and told["document"] == 0 and told["outside"] >= 1
