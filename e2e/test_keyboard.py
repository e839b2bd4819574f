"""Keyboard play, shortcuts, hints and drag: whole games played with the keyboard only.

The keyboard games follow the Hint: the test reads the suggested move from the hint message's
``data-hint`` and carries it out with keys alone (Tab into the grid, arrows, Enter, shortcuts).
"""

from __future__ import annotations

from playwright.sync_api import Page, expect

from e2e.browser import open_app
from e2e.test_play import MAX_STEPS, new_game
from game.core.registry import suggest
from game.shifting_stones import actions as S
from game.shifting_stones.cards import NAMES
from game.tranquility import actions as T
from game.tranquility.cards import label
from game.ui.storage.saves import load_session_text

TRANQ_LETTERS = {"F": "finish", "S": "start", "W": "wild", "M": "monster"}


def active_matches(page: Page, selector: str) -> bool:
    return bool(
        page.evaluate("(s) => !!document.activeElement && document.activeElement.matches(s)", selector)
    )


def tab_to(page: Page, selector: str, limit: int = 80) -> None:
    """Press Tab until the focused element matches ``selector``."""
    for _ in range(limit):
        if active_matches(page, selector):
            return
        page.keyboard.press("Tab")
    raise AssertionError(f"Tab never reached {selector}")


def grid_position(page: Page, cell: int | None) -> tuple[int, int]:
    """Row and column (in the grid's own row order) of a cell, or of the focused cell."""
    script = """(cell) => {
      const grid = document.querySelector('#app [role=grid]');
      const rows = [...grid.querySelectorAll('[role=row]')];
      const target = cell === null ? document.activeElement.closest('[role=gridcell]')
                                   : grid.querySelector(`[data-cell='${cell}']`);
      for (let r = 0; r < rows.length; r++) {
        const cells = [...rows[r].querySelectorAll('[role=gridcell]')];
        const c = cells.indexOf(target);
        if (c >= 0) return [r, c];
      }
      return [-1, -1];
    }"""
    r, c = page.evaluate(script, cell)
    return int(r), int(c)


def go_to_cell(page: Page, cell: int) -> None:
    """Enter the board's grid with Tab, then walk to ``cell`` with the arrow keys and choose it."""
    tab_to(page, "[role=grid] button")
    row, _ = grid_position(page, None)
    to_row, to_col = grid_position(page, cell)
    for _ in range(abs(to_row - row)):
        page.keyboard.press("ArrowDown" if to_row > row else "ArrowUp")
    page.keyboard.press("Home")
    for _ in range(to_col):
        page.keyboard.press("ArrowRight")
    assert page.evaluate("() => document.activeElement.closest('[data-cell]').dataset.cell") == str(cell)
    page.keyboard.press("Enter")


def ask_hint(page: Page) -> str:
    page.keyboard.press("h")
    hint = page.locator(".message[data-hint]")
    expect(hint).to_have_count(1, timeout=15000)  # the bots warm up in the background at first
    return hint.get_attribute("data-hint") or ""


#: One move in this many is the Hint's, asked with the H key; the others are the same strongest
#: bot's, worked out here from the game the page saved (in CPython: faster than in the page).
HINT_EVERY = 6

#: the text of the one game the page has saved
SAVED_GAME = """() => localStorage.getItem(
    Object.keys(localStorage).find((key) => key.startsWith('sea-stones/save/')))"""


def next_move(page: Page, played: int) -> str | None:
    """The move the keyboard plays next: the Hint's, or the same bot's from the saved game; None
    when the saved game is over (its end screen is on its way)."""
    if played:  # a game is saved from its first move
        page.wait_for_function("() => window.seaTest.idle()")  # the last move is saved
        session = load_session_text(page.evaluate(SAVED_GAME)).settle_viewer()  # as the page opens it
        if session.step() == "over":
            return None
        legal = session.legal_for_viewer()  # (none where the save names no viewer: the Hint's)
        if legal and played % HINT_EVERY:
            action, _ = suggest(session.match.game, session.view(), legal)
            return action
    return ask_hint(page)


def stones_card_key(page: Page, card: str) -> str:
    cards = page.locator(".hand .pattern")
    for i in range(cards.count()):
        if cards.nth(i).get_attribute("data-cmd") == f"card:{card}":
            return str(i + 1)
    raise AssertionError(f"{card} is not in the hand")


def stones_keyboard_move(page: Page, action: str) -> None:
    move = S.parse_action(action)
    card = NAMES[move.card] if move.card else ""
    if move.kind in (S.END, S.SKIP):
        page.keyboard.press("e" if move.kind == S.END else "k")
    elif move.kind == S.SCORE:
        page.keyboard.press(stones_card_key(page, card))
        page.keyboard.press("s")
    elif move.kind == S.FLIP:
        go_to_cell(page, move.a)
        page.keyboard.press("f")
        page.keyboard.press(stones_card_key(page, card))
    else:
        go_to_cell(page, move.a)
        go_to_cell(page, move.b)
        page.keyboard.press(stones_card_key(page, card))


def moves_played(page: Page) -> int:
    return page.locator(".side-panel .log li").count()


def test_a_solo_shifting_stones_game_with_the_keyboard_only_in_kazakh_offline(
    page: Page, base_url: str
) -> None:
    open_app(page, base_url)
    page.select_option("[data-change='language']", "kk")
    expect(page.locator("html")).to_have_attribute("lang", "kk")
    new_game(page, "shifting-stones", 1, ["human"])
    page.context.set_offline(True)
    try:
        for _ in range(MAX_STEPS):
            if page.locator(".end-screen").count():
                break
            before = moves_played(page)
            move = next_move(page, before)
            if move is None:
                break
            stones_keyboard_move(page, move)
            expect(page.locator(".side-panel .log li")).to_have_count(before + 1)
        expect(page.locator(".end-screen")).to_be_visible()
        assert "Кеңес" in page.inner_text("#app") or moves_played(page) > 0
    finally:
        page.context.set_offline(False)


def tranquility_card_key(page: Page, card: str, used: set[int] | None = None) -> tuple[str, int]:
    """The digit of a hand card not in ``used`` (an Island by its number, others by their kind)."""
    cards = page.locator(".hand .tcard")
    kind = TRANQ_LETTERS.get(card)
    for i in range(cards.count()):
        if used and i in used:
            continue
        node = cards.nth(i)
        classes = (node.get_attribute("class") or "").split()
        if (kind is None and node.inner_text().strip() == card) or (kind is not None and kind in classes):
            return str((i + 1) % 10), i
    raise AssertionError(f"{card} is not in the hand")


def pick_cards(page: Page, cards: list[str], playing: int = -1) -> None:
    """Choose the listed cards to pay with (never the card being played), then confirm."""
    used = {playing}
    for card in cards:
        key, index = tranquility_card_key(page, card, used)
        used.add(index)
        page.keyboard.press(key)
    page.keyboard.press("c")


def press_action_button(page: Page, action: str) -> None:
    tab_to(page, f".controls [data-action='{action}']")
    page.keyboard.press("Enter")


#: The follow-ups paid with a list of cards, by the ``choose:`` command that opens them.
CHOOSE = {T.GIVE: "give:", T.SQUALL: "squall:", T.LIGHTNING: "lightning:", T.ROCKS: "rocks:stay/discard:"}


def tranquility_keyboard_move(page: Page, action: str) -> None:
    move = T.parse_action(action)
    paid = [label(c) for c in move.cards]
    if move.kind == T.PLAY:
        key, index = tranquility_card_key(page, "W" if move.wild else str(move.number))
        page.keyboard.press(key)
        go_to_cell(page, move.cell)
        if move.wild:
            # The numbers open at the cell, the first one focused.
            tab_to(page, f".wild-popover [data-cmd='wild:{move.number}']", limit=100)
            page.keyboard.press("Enter")
        if paid and page.locator("[data-cmd='confirm']").count():
            pick_cards(page, paid, index)
    elif move.kind == T.DISCARD:
        page.keyboard.press("d")
        if page.locator("[data-cmd='confirm']").count():
            pick_cards(page, paid)
    elif move.kind == T.MONSTER:
        key, _ = tranquility_card_key(page, "M")
        page.keyboard.press(key)
        go_to_cell(page, move.cell)
    elif move.kind == T.SHARES:
        # A table agrees on a split; solo has nothing to agree: one button gives all 8.
        tab_to(page, ".controls [data-cmd='shares'], .solo-split [data-action^='shares:']")
        page.keyboard.press("Enter")
    elif move.kind == T.GIVE and page.locator(f".controls [data-action='{T.format_action(move)}']").count():
        # No choice left: the one button gives the cards the rule requires.
        press_action_button(page, T.format_action(move))
    elif move.kind in CHOOSE and (move.kind != T.ROCKS or move.cell == T.STAY):
        tab_to(page, f".controls [data-cmd='choose:{CHOOSE[move.kind]}']")
        page.keyboard.press("Enter")
        if page.locator("[data-cmd='confirm']").count():
            pick_cards(page, paid)
    elif move.kind in (T.START, T.FINISH) and not move.wild:
        page.keyboard.press("s" if move.kind == T.START else "f")
    else:
        press_action_button(page, action)


def test_a_tranquility_game_with_bot_teammates_with_the_keyboard_only(page: Page, base_url: str) -> None:
    """A whole game of three, two of them bots, every move of the person's made with the keyboard:
    the start's split agreed, Islands placed, cards given, the bots' turns between, to the end."""
    open_app(page, base_url)
    new_game(page, "tranquility", 3, ["human", "bot", "bot"])
    page.select_option("[data-change='pace']", "instant")
    for _ in range(MAX_STEPS):
        page.wait_for_selector(".controls, .end-screen")
        page.wait_for_function("() => window.seaTest.idle()")  # the bots' turns are done
        if page.locator(".end-screen").count():
            break
        before = moves_played(page)
        move = next_move(page, before)
        if move is None:
            break
        tranquility_keyboard_move(page, move)
        expect(page.locator(".side-panel .log li")).not_to_have_count(before)
    expect(page.locator(".end-screen")).to_be_visible()
    expect(page.locator(".end-screen .chart svg")).to_be_visible()
    assert page.locator(".log li").count() > 10


def test_the_shortcuts_list_opens_with_question_mark_and_closes_with_escape(
    page: Page, base_url: str
) -> None:
    open_app(page, base_url)
    new_game(page, "shifting-stones", 1, ["human"])
    page.keyboard.press("?")
    dialog = page.locator("[role=dialog]")
    expect(dialog).to_be_visible()
    expect(dialog).to_contain_text("End your turn")
    assert active_matches(page, "[role=dialog] button")
    # Shortcuts of the board are asleep while the list is open.
    page.keyboard.press("e")
    expect(page.locator(".side-panel .log li")).to_have_count(0)
    page.keyboard.press("Escape")
    expect(dialog).to_have_count(0)
    page.keyboard.press("e")
    expect(page.locator(".side-panel .log li")).to_have_count(1)
    # The move is announced through the one live region, which outlives the repaint.
    expect(page.locator("#live[aria-live=polite]")).to_have_count(1)
    expect(page.locator("#live")).to_contain_text("ended the turn")


def test_a_hint_marks_its_stones_and_a_drag_swaps_two_stones(page: Page, base_url: str) -> None:
    open_app(page, base_url)
    new_game(page, "shifting-stones", 2, ["human", "bot"])
    page.select_option("[data-change='pace']", "instant")
    page.wait_for_selector(".controls")
    page.click(".side-panel [data-cmd='hint']")
    expect(page.locator(".message")).to_contain_text("Hint:")
    action = page.locator(".message").get_attribute("data-hint") or ""
    if action.startswith(("swap", "flip")):
        expect(page.locator(".stone.hinted")).not_to_have_count(0)
    first = page.locator("[data-cell='0'] button").bounding_box()
    second = page.locator("[data-cell='1'] button").bounding_box()
    assert first and second
    page.mouse.move(first["x"] + first["width"] / 2, first["y"] + first["height"] / 2)
    page.mouse.down()
    page.mouse.move(second["x"] + second["width"] / 2, second["y"] + second["height"] / 2, steps=5)
    page.mouse.up()
    expect(page.locator(".status-line")).to_contain_text("swap stones 1 and 2")
    page.keyboard.press("1")
    expect(page.locator(".side-panel .log li").first).to_contain_text("swapped stones 1 and 2")
    expect(page.locator(".stone.recent")).to_have_count(2)
    page.keyboard.press("e")
    # The bot's turn is played and shown; the move log grows without a click.
    page.wait_for_function("() => document.querySelectorAll('.side-panel .log li').length > 2")


def test_the_shortcuts_lists_line_up_at_every_width(page: Page, base_url: str) -> None:
    """The keys of every list of the dialog (everywhere, then the game's) share one column: each
    description starts at the same place, on a laptop and on a phone."""
    open_app(page, base_url)
    new_game(page, "tranquility", 1, ["human"])
    for width, height in ((1366, 768), (390, 844)):
        page.set_viewport_size({"width": width, "height": height})
        page.keyboard.press("?")
        lefts = page.eval_on_selector_all(
            ".help-dialog .shortcut-list dd", "(dds) => dds.map((d) => d.getBoundingClientRect().left)"
        )
        lists = page.locator(".help-dialog .shortcut-list").count()
        assert lists >= 2 and len(lefts) > 8
        assert max(lefts) - min(lefts) <= 1, (width, sorted(set(round(x) for x in lefts)))
        right = page.eval_on_selector(".help-dialog", "(d) => d.getBoundingClientRect().right")
        assert right <= width
        page.keyboard.press("Escape")
        expect(page.locator("[role=dialog]")).to_have_count(0)
