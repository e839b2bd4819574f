"""Nothing hidden, nothing pushed, the turn always told, at every viewport we design for: the page
is never taller than the screen; every enabled control is the element hit at its own centre (the
ones in a box that scrolls once scrolled into view); the row of buttons under the board never
scrolls; the panel's Undo, Hint and Home keep their boxes (e2e/test_steady.py measures them
through a refusal, a Hint, the pay prompt, a bot's turn and the Start split); and the status line
over the board names a bot while it plays and says what it does.

The states that need most room are reached once and looked at in every size: the guided game's
give-up, the link to send (and its QR code over the whole screen), the end of each game."""

from __future__ import annotations

import re
from pathlib import Path

from playwright.sync_api import Page, expect

from e2e.conftest import RESET, SharedPages
from e2e.test_layout import VIEWPORTS, open_table
from e2e.test_play import stones_turn, tranquility_turn
from game.tranquility import actions as T
from game.tranquility.cards import label
from game.ui.app.frontends import ui_for
from tests.ui.test_endings import finished

#: The enabled controls another element covers at their centre. A control in a box that scrolls
#: is first scrolled into view there (its box's scroll is put back after); a control inside
#: something inert, hidden, or a closed section (but its summary) takes no click and is skipped.
OUT_OF_REACH = """() => {
    const picked = "button:not([disabled]), input:not([disabled]):not([type=hidden]),"
        + " select:not([disabled]), summary, a[href]";
    const scroller = (el) => {
        for (let box = el.parentElement; box && box !== document.body; box = box.parentElement) {
            const style = getComputedStyle(box);
            const scrolls = /(auto|scroll)/.test(style.overflowY + " " + style.overflowX);
            if (scrolls && (box.scrollHeight > box.clientHeight + 1 || box.scrollWidth > box.clientWidth + 1)) return box;
        }
        return null;
    };
    const out = [];
    for (const el of document.querySelectorAll("#app " + picked.split(",").join(", #app "))) {
        if (el.closest("[inert]") || !el.getClientRects().length) continue;
        if (getComputedStyle(el).visibility !== "visible") continue;
        const closed = el.closest("details:not([open])");
        if (closed && !(el.matches("summary") && el.parentElement === closed)) continue;
        let box = el.getBoundingClientRect();
        if (box.width < 1 || box.height < 1) continue;
        const inside = scroller(el);
        const kept = inside && [inside.scrollTop, inside.scrollLeft];
        if (inside) {
            el.scrollIntoView({block: "nearest", inline: "nearest"});
            box = el.getBoundingClientRect();
        }
        const hit = document.elementFromPoint(box.left + box.width / 2, box.top + box.height / 2);
        if (!hit || !(hit === el || el.contains(hit))) {
            const name = (el.getAttribute("aria-label") || el.textContent || "").trim().slice(0, 40);
            const over = hit ? `${hit.tagName.toLowerCase()}.${hit.className}` : "nothing (off the screen)";
            out.push(`${el.tagName.toLowerCase()} "${name}" is under ${over}`);
        }
        if (inside) [inside.scrollTop, inside.scrollLeft] = kept;
    }
    for (const row of document.querySelectorAll(".dock .controls")) {
        if (row.scrollHeight > row.clientHeight + 1 || row.scrollWidth > row.clientWidth + 1) {
            out.push(`the row of buttons under the board overflows (${row.scrollWidth}×${row.scrollHeight} in ${row.clientWidth}×${row.clientHeight})`);
        }
    }
    const tall = document.documentElement.scrollHeight - innerHeight;
    if (tall > 0) out.push(`the page is ${tall} px taller than the screen`);
    return out;
}"""

#: Resolves once every animation that ends has ended (a card's flight, a stone's turn).
STILL = """() => Promise.all(document.getAnimations()
    .filter((a) => a.timeline === document.timeline && isFinite(a.effect.getComputedTiming().endTime))
    .map((a) => a.finished.catch(() => null)))"""

#: The panel's Undo, Hint and Home, as the player finds them.
PANEL_BUTTONS = (".side-panel [data-key='u']", ".side-panel [data-key='h']", ".side-panel [data-cmd='home']")


def settle(page: Page) -> None:
    """Nothing pending, nothing moving, the page painted."""
    page.wait_for_function("() => window.seaTest.idle()", timeout=60_000)
    page.evaluate(STILL)
    page.evaluate("() => new Promise((done) => requestAnimationFrame(() => requestAnimationFrame(done)))")


def out_of_reach(page: Page, moment: str) -> list[str]:
    """What is out of reach now (see ``OUT_OF_REACH``), each said with the moment and the size."""
    settle(page)
    size = page.viewport_size
    assert size is not None
    where = f"{size['width']}x{size['height']} {moment}"
    return [f"{where}: {problem}" for problem in page.evaluate(OUT_OF_REACH)]


def in_every_size(page: Page, moment: str) -> list[str]:
    """``out_of_reach`` of the state on screen at each viewport we design for."""
    problems: list[str] = []
    for width, height in VIEWPORTS:
        page.set_viewport_size({"width": width, "height": height})
        problems += out_of_reach(page, moment)
        lower = page.locator(".panel-notes:not(.lowered) .notes-toggle")
        if lower.is_visible():  # a phone's sheet of notes, lowered (the status line raises it)
            lower.click()
            problems += out_of_reach(page, moment + ", its notes lowered")
            page.locator(".status-line .notes-toggle").click()
    return problems


def guided_move(page: Page, action: str) -> None:
    """A move the guided Tranquility game asks for, by pointer."""
    move = T.parse_action(action)
    if move.kind == T.PLAY:
        page.click(f".hand .tcard[data-card='{move.number}']")
        page.click(f"[data-cell='{move.cell}'] button")
        if page.locator("[data-cmd='confirm']").count():
            for card in move.cards:
                page.click(f".hand .tcard[data-card='{label(card)}']:not(.selected)")
            page.click("[data-cmd='confirm']")
    else:
        page.click(f"[data-action='{action}']")


def test_the_give_up_the_link_to_send_and_the_ends_keep_every_button_in_reach(
    shared_pages: SharedPages, base_url: str, tmp_path: Path
) -> None:
    page = shared_pages("default", service_workers="allow").open(viewport={"width": 1366, "height": 768})
    problems: list[str] = []
    # The guided Tranquility game at its give-up: "Give these 4 cards", with what the rule asks.
    page.click("[data-cmd='guide:tranquility']")
    steps = ui_for("tranquility").guide.steps
    give = next(i for i, step in enumerate(steps) if step.action and step.action.startswith("give:"))
    for step in steps[:give]:
        assert step.action is not None
        page.wait_for_selector(f"[data-guide-action='{step.action}']", state="attached")
        guided_move(page, step.action)
    page.wait_for_selector(f"[data-guide-action='{steps[give].action}']", state="attached")
    expect(page.locator(".decision-sheet [data-action^='give:']")).to_have_text("Give these 4 cards")
    problems += in_every_size(page, "the guided give-up")
    # The link to send, after a move of a game with a friend by link, and its QR code.
    page.set_viewport_size({"width": 1366, "height": 768})
    page.evaluate(RESET, "/")
    page.wait_for_selector("[data-cmd='new:tranquility']")
    page.click("[data-cmd='new:tranquility']")
    page.check("input[name=players][value='2']")
    page.check("input[name=kind1][value=link]")
    page.fill("input[name=name0]", "Ann")
    page.fill("input[name=name1]", "Bea")
    page.click("[data-cmd='start:tranquility']")
    page.wait_for_selector("[data-screen='game'] [role=grid]")
    tranquility_turn(page)
    expect(page.locator(".status-line")).to_have_attribute("data-status", "away")
    expect(page.locator(".status-line")).to_contain_text(re.compile("Waiting for \u2068?Bea"))
    problems += in_every_size(page, "the link to send")
    page.set_viewport_size({"width": 390, "height": 844})
    page.click(".relay-send .qr-open")
    problems += out_of_reach(page, "the QR code over the whole screen")
    page.click(".qr-screen [data-cmd='qr-full']")
    # The end of each game, beside its final board.
    for game, players, seed, people in (("tranquility", 3, 1, 3), ("shifting-stones", 2, 1, 1)):
        path = tmp_path / f"{game}.json"
        path.write_text(finished(game, players, seed, "normal", people), encoding="utf-8")
        page.evaluate(RESET, "/")
        page.set_input_files("input[data-change='import']", str(path))
        expect(page.locator(".end-screen")).to_be_visible()
        expect(page.locator(".status-line")).to_have_attribute("data-status", "over")
        problems += in_every_size(page, f"the end of {game}")
    assert not problems, "\n".join(problems)


#: Notes each thing the status line says while it names a bot (and who it names).
WATCH_STATUS = """() => {
    window.__statusSaid = [];
    if (window.__statusWatch) window.__statusWatch.disconnect();
    const note = () => {
        const line = document.querySelector(".status-line");
        if (line && line.dataset.status === "bot") window.__statusSaid.push(line.textContent);
    };
    window.__statusWatch = new MutationObserver(note);
    // (a paint morphs the page: the line's words may change in place, as text or attributes)
    window.__statusWatch.observe(
        document.getElementById("app"),
        {childList: true, subtree: true, characterData: true, attributes: true},
    );
}"""


def test_while_a_bot_plays_the_status_line_names_it_and_what_it_does(
    shared_pages: SharedPages, base_url: str
) -> None:
    page = shared_pages("default", service_workers="allow").open(viewport={"width": 1366, "height": 768})
    line = page.locator(".status-line")
    for game, turn, moves in (
        ("shifting-stones", stones_turn, ("swaps stones", "flips stone", "scores", "ends the turn")),
        ("tranquility", tranquility_turn, ("plays", "discards")),
    ):
        open_table(page, base_url, game, {"seed": 7, "players": 2, "options": {}})
        expect(line).to_have_attribute("data-status", "you")
        expect(line.locator(".status-text")).to_have_attribute("aria-live", "polite")
        page.evaluate(WATCH_STATUS)
        # At the normal pace a bot's move is said as it lands, and stays said while it moves.
        for _ in range(12):
            if page.evaluate("() => window.__statusSaid.length"):
                break
            turn(page)
            settle(page)
        said = [
            text.replace("\u2068", "").replace("\u2069", "")
            for text in page.evaluate("() => window.__statusSaid")
        ]
        assert said and all(text.startswith("Player 2") for text in said), said
        assert any(move in text for text in said for move in moves), said
        expect(line).to_have_attribute("data-status", "you")
