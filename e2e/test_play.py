"""Playing through the page as a person would: setup, turns, bots, hand-offs, saves."""

from __future__ import annotations

from playwright.sync_api import Page, expect

from e2e.browser import open_app
from game.shifting_stones.cards import card_id_of
from game.shifting_stones.matching import matches
from game.shifting_stones.tiles import FACE_NAMES

MAX_STEPS = 600


def open_modules(page: Page) -> None:
    """Unfold the setup's modules (folded while the options are a preset's)."""
    if not page.locator("#setup-modules[open]").count():
        page.click("#setup-modules > summary")


def new_game(page: Page, game: str, players: int, kinds: list[str]) -> None:
    page.click(f"[data-cmd='new:{game}']")
    page.check(f"input[name=players][value='{players}']")
    page.wait_for_selector(f"input[name=kind{players - 1}]")
    for seat, kind in enumerate(kinds):
        page.check(f"input[name=kind{seat}][value={kind}]")
    page.fill("input[name=seed]", "7")
    page.click(f"[data-cmd='start:{game}']")
    page.wait_for_selector("[data-screen='game']", state="attached")


def read_stones(page: Page) -> tuple[list[int], list[str]]:
    """The grid as a player reads it off the screen (the stones' labels), and the hand's cards."""
    grid = []
    for i in range(9):
        label = page.locator(f"[data-cell='{i}'] button").get_attribute("aria-label") or ""
        grid.append(FACE_NAMES.index(label.split(": ")[1].split(" ")[0]))
    hand = [
        (page.locator(".hand .pattern").nth(i).get_attribute("data-cmd") or "").removeprefix("card:")
        for i in range(page.locator(".hand .pattern").count())
    ]
    return grid, hand


ADJACENT = [(a, a + 1) for a in range(9) if a % 3 < 2] + [(a, a + 3) for a in range(6)]
ONE_MOVE = [("flip", c, c) for c in range(9)] + [("swap", a, b) for a, b in ADJACENT]


def stone_plans(cards: int) -> list[list[tuple[str, int, int]]]:
    """Every sequence of one or two shifts/flips a player with ``cards`` spare cards can pay for."""
    plans = [[move] for move in ONE_MOVE] if cards >= 1 else []
    if cards >= 2:
        plans += [[m1, m2] for m1 in ONE_MOVE for m2 in ONE_MOVE]
    return plans


def after_plan(grid: list[int], plan: list[tuple[str, int, int]]) -> list[int]:
    out = list(grid)
    for kind, a, b in plan:
        if kind == "flip":
            out[a] ^= 1
        else:
            out[a], out[b] = out[b], out[a]
    return out


def stones_turn(page: Page) -> None:
    """Score what matches; else flip one stone if that makes a card match; else end the turn."""
    scorable = page.locator(".hand .pattern.scorable")
    if scorable.count():
        scorable.first.click()
        page.click(".controls [data-action^='score:']")
        return
    grid, hand = read_stones(page)
    for name in hand:
        card_id = card_id_of(name)
        payers = [other for other in hand if other != name]
        if card_id is None:
            continue
        for plan in stone_plans(len(payers)):
            if matches(after_plan(grid, plan), card_id):
                for (kind, a, b), payer in zip(plan, payers, strict=False):
                    page.click(f"[data-cell='{a}'] button")
                    if kind == "flip":
                        page.click(".controls [data-cmd='flip']")
                    else:
                        page.click(f"[data-cell='{b}'] button")
                    page.click(f".hand .pattern[data-cmd='card:{payer}']")
                return
    page.click(".controls [data-action='end']")


def tranquility_turn(page: Page) -> None:
    """A simple human: follow decisions, play the cheapest lit cell, else discard two."""
    controls = page.locator(".controls")
    if controls.locator("[data-cmd='shares']").count():
        controls.locator("[data-cmd='shares']").click()  # the proposed split always adds up to 8
        return
    direct = controls.locator("[data-action]")
    if direct.count():
        direct.first.click()
        return
    rows = page.locator(".row-pick[data-action^='rocks:']")
    if rows.count():  # the rocks are moved by picking a row on the board
        rows.first.click()
        return
    choose = controls.locator("[data-cmd^='choose:']")
    if choose.count():
        choose.first.click()
        pick_until_confirm(page)
        return
    cards = page.locator(".hand .tcard")
    for i in range(cards.count()):
        cards.nth(i).click()
        targets = page.locator(".cell.target")
        if targets.count():
            free = page.locator(".cell.target:has(.cost:text('free'))")
            (free.first if free.count() else targets.first).click()
            if page.locator("[data-cmd='wild:']").count() or page.locator("[data-cmd^='wild:']").count():
                page.locator("[data-cmd^='wild:']").first.click()
                lit = page.locator(".cell.target")
                if lit.count():
                    lit.first.click()
            if page.locator("[data-cmd='confirm']").count():
                pick_until_confirm(page)
            return
        page.click("[data-cmd='cancel']")
    page.click("[data-cmd='discard-two']")
    if page.locator("[data-cmd='confirm']").count():
        pick_until_confirm(page)


def pick_until_confirm(page: Page) -> None:
    if not page.locator("[data-cmd='confirm']").count():
        return  # only one possible choice: it was played at once
    cards = page.locator(".hand .tcard")
    for i in range(cards.count()):
        if page.locator("[data-cmd='confirm']:not([disabled])").count():
            break
        cards.nth(i).click()
    page.click("[data-cmd='confirm']")


def test_the_stone_grid_is_one_tab_stop_with_arrow_keys(page: Page, base_url: str) -> None:
    open_app(page, base_url)
    new_game(page, "shifting-stones", 1, ["human"])
    stones = page.locator(".stone-grid [role=gridcell] button")
    assert [stones.nth(i).get_attribute("tabindex") for i in range(9)].count("0") == 1
    stones.nth(0).focus()
    page.keyboard.press("ArrowRight")
    page.keyboard.press("ArrowDown")
    assert page.evaluate("() => document.activeElement.closest('[data-cell]').dataset.cell") == "4"
    page.keyboard.press("Enter")
    # The board is repainted; the keyboard focus stays on the same stone.
    expect(page.locator("[data-cell='4'] button")).to_have_attribute("aria-pressed", "true")
    assert page.evaluate("() => document.activeElement.closest('[data-cell]').dataset.cell") == "4"
    page.keyboard.press("End")
    assert page.evaluate("() => document.activeElement.closest('[data-cell]').dataset.cell") == "5"
    page.keyboard.press("Control+Home")
    assert page.evaluate("() => document.activeElement.closest('[data-cell]').dataset.cell") == "0"


#: The table's elements as they are now, kept by reference to compare after a click.
KEEP = """() => {
    window.__kept = {
        main: document.querySelector("#app main"),
        cards: [...document.querySelectorAll("#app .hand .tcard")],
        cells: [...document.querySelectorAll("#app [role=grid] [data-cell] button")],
    };
}"""


def test_a_click_repaints_only_what_changed(page: Page, base_url: str) -> None:
    """A paint morphs the page into the new one: after a click the table's elements are the same
    nodes (so the focus, a transition under way and a screen reader's place stay where they were),
    and a card played leaves with its own element while the others stay."""
    open_app(page, base_url)
    new_game(page, "tranquility", 1, ["human"])
    page.evaluate(KEEP)
    page.locator(".hand .tcard").first.focus()
    page.keyboard.press("Enter")
    expect(page.locator(".hand .tcard").first).to_have_attribute("aria-pressed", "true")
    expect(page.locator(".cell.target").first).to_be_visible()
    assert page.evaluate(
        "() => { const k = window.__kept; return k.main.isConnected"
        " && [...k.cards, ...k.cells].every((n) => n.isConnected) && document.activeElement === k.cards[0]; }"
    )
    page.locator(".cell.target:has(.cost:text('free'))").first.click()
    expect(page.locator(".cell.recent")).to_have_count(1)
    assert page.evaluate(
        "() => { const k = window.__kept; return !k.cards[0].isConnected"
        " && k.cards.slice(1).every((n) => n.isConnected) && k.cells.every((n) => n.isConnected); }"
    )
