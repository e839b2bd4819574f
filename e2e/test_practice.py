"""Practice in the browser: a game that ends with a flagged blunder on the table becomes practice
positions in idle time, with no click (the time it takes is printed), and a game without a flagged
decision becomes none; a fresh visit offers practice, a position is answered on the table (with the
mouse, or with the keyboard alone) and judged, good or not with the better move drawn and the
reason, and after a reload the deck and its schedule are still there, the position answered well
not due again today."""

from __future__ import annotations

import json
import time
from typing import Any

import pytest
from playwright.sync_api import FilePayload, Locator, Page, expect

from e2e.browser import READY, READY_TIMEOUT_MS, open_app
from e2e.test_keyboard import stones_keyboard_move, tranquility_keyboard_move
from e2e.test_layout import VIEWPORTS
from game.core.match import Match
from game.core.registry import spec
from game.review import SEVERITIES, review
from game.review.__main__ import play
from game.tranquility import actions as T
from game.ui.practice.starter import NEW_PER_DAY, Entry, entries
from game.ui.storage.saves import save_text
from game.ui.table.session import Seat, Session

DECK = "sea-stones/practice"
QUESTION = "[data-screen='practice'] .practice-question"
VERDICT = ".practice-panel .practice-verdict"


def nearly_finished(game_id: str, players: int, seed: int, level: str) -> str:
    """A save of the ``level`` bots' game of ``seed`` (the first seat a person's), cut after the
    person's last move: the bots play the rest, and the game ends on the page."""
    game = spec(game_id)
    options = game.parse_options({"players": players})
    actions = play(game, options, seed, level)
    match = Match.replay(game.rules, options, seed, actions)
    last = max(i for i in range(len(actions)) if game.rules.current_player(match.states[i]) == 0)
    seats = (Seat("Ann"), *(Seat("Bot", "bot", "easy") for _ in range(players - 1)))
    session = Session(
        Match.replay(game.rules, options, seed, actions[: last + 1]), seats, None, "practice-e2e"
    )
    return save_text(session, "2026-12-01T10:00:00.000Z")


def flagged(game_id: str, players: int, seed: int, level: str) -> dict[int, str]:
    """The first seat's decisions the review flags as mistakes or blunders, by move: the cards the
    game should make."""
    game = spec(game_id)
    options = game.parse_options({"players": players})
    found = review(game, options, seed, play(game, options, seed, level), 0)
    return {d.step: str(d.severity) for d in found.decisions if d.severity in SEVERITIES[1:]}


def ends_and_collects(page: Page, text: str) -> float:
    """The save imported (the one thing done on the page): the bots end the game, and the idle
    review makes its cards; the seconds from the end on the page to the review done."""
    payload: FilePayload = {"name": "game.json", "mimeType": "application/json", "buffer": text.encode()}
    page.set_input_files("input[data-change='import']", files=[payload])
    page.wait_for_selector("[data-screen='game'] .end-screen", timeout=60_000)
    started = time.monotonic()
    page.wait_for_function("() => !window.seaTest.collecting()", timeout=180_000)
    return time.monotonic() - started


def stored_deck(page: Page) -> dict[str, Any]:
    """The deck as stored once the page has written what it had to (a deck's write waits for its
    lock, as a save's does)."""
    page.wait_for_function("() => window.seaTest.idle()")
    text = page.evaluate(f"() => localStorage.getItem('{DECK}')")
    assert text, "no deck stored"
    deck: dict[str, Any] = json.loads(text)
    return deck


@pytest.mark.parametrize(
    ("level", "seed"), [("easy", 10), ("hard", 1)], ids=["with-a-blunder", "without-flagged-decisions"]
)
def test_a_finished_game_makes_its_flagged_decisions_practice_positions_without_a_click(
    page: Page, base_url: str, level: str, seed: int
) -> None:
    expected = flagged("shifting-stones", 2, seed, level)
    # The deals are chosen so: the easy bot's game has a blunder, the hard bot's no flagged decision.
    assert ("blunder" in expected.values()) == (level == "easy") and bool(expected) == (level == "easy")
    open_app(page, base_url)
    due = int(page.locator("[data-cmd=practice]").get_attribute("data-due") or 0)
    spent = ends_and_collects(page, nearly_finished("shifting-stones", 2, seed, level))
    deck = stored_deck(page)
    # The game was reviewed (for its one person's seat), once, and each flagged decision of that
    # seat is a card: the position before it, that seat to play, the move played and the better one.
    assert len(deck["reviewed"]) == 1 and deck["reviewed"][0].endswith(":0")
    save_id = deck["reviewed"][0].removesuffix(":0")
    assert sorted(card["id"] for card in deck["cards"]) == sorted(
        f"mine:{save_id}:0:{step}" for step in expected
    )
    for card in deck["cards"]:
        step = int(card["id"].rsplit(":", 1)[1])
        assert card["seat"] == 0 and card["source"] == "mine" and len(card["moves"]) == step
        assert card["played"] != card["best"] and card["loss"] >= (4 if expected[step] == "blunder" else 2)
    # Home counts the new positions due at once.
    page.locator("[data-cmd='home']").first.click()
    expect(page.locator("[data-cmd=practice]")).to_have_attribute("data-due", str(due + len(expected)))
    print(f"idle review of a finished 2-player Shifting Stones game ({level} bots): {spent:.1f} s")


def hand_card(page: Page, number: int) -> Locator:
    return page.locator(".hand .tcard").filter(has_text=str(number)).first


def click_tranquility_play(page: Page, action: str) -> None:
    """A Tranquility move that plays an Island card and pays with cards, made with the mouse."""
    move = T.parse_action(action)
    assert move.kind == T.PLAY and not move.wild
    hand_card(page, move.number).click()
    page.locator(f"[data-cell='{move.cell}'] .cell.target").click()
    confirm = page.locator("[data-cmd='confirm']")
    if move.cards:
        expect(confirm).to_be_visible()
        for paid in move.cards:
            hand_card(page, paid).click()
        confirm.click()


def starter(index: int) -> Entry:
    """The starter position a fresh visit's session asks at ``index`` (the pool's order)."""
    return entries()[index]


def asks(page: Page, entry: Entry, place: str) -> None:
    """The practice screen asks ``entry``'s position, ``place`` in the session."""
    page.wait_for_selector(QUESTION)
    layout = page.locator(".practice-layout")
    expect(layout).to_have_attribute("data-position", entry.id)
    expect(layout).to_have_attribute("data-practice", entry.game)
    expect(page.locator(".practice-progress")).to_have_text(place)
    expect(layout.locator(".board-area [role=grid]")).to_be_visible()


def test_a_fresh_visit_practises_judges_and_keeps_the_schedule_over_a_reload(
    page: Page, base_url: str
) -> None:
    open_app(page, base_url)
    assert page.evaluate(f"() => localStorage.getItem('{DECK}')") is None
    button = page.locator("[data-cmd=practice]")
    due = int(button.get_attribute("data-due") or 0)
    assert due == NEW_PER_DAY  # the starter positions of a first day
    expect(button).to_contain_text(f"{due} positions due")
    button.click()
    first, second = starter(0), starter(1)
    assert (first.game, second.game) == ("tranquility", "shifting-stones")
    asks(page, first, f"Position 1 of {due}")
    expect(page.locator(".practice-question")).to_have_text("What would you play?")

    # The first answered well (the hard bot's move): judged good, with the reason.
    (best,) = first.best
    click_tranquility_play(page, best)
    verdict = page.locator(VERDICT)
    expect(verdict).to_have_attribute("data-good", "true")
    expect(verdict).to_have_text("Good move: within the review's margin of the best.")
    expect(page.locator("#live")).to_contain_text("Good move")
    expect(page.locator(".practice-panel .practice-reason")).not_to_be_empty()
    expect(page.locator(".practice-answer .mark-played").first).to_be_visible()
    page.locator(".practice-panel [data-cmd='practice-next']").click()

    # The second answered badly (skipping the turn): not the best, the better move drawn on the
    # board beside the answer, what it costs and why.
    asks(page, second, f"Position 2 of {due}")
    page.locator(".controls [data-action='skip']").click()
    expect(verdict).to_have_attribute("data-good", "false")
    expect(verdict).to_have_text("Not the best move.")
    panel = page.locator(".practice-panel")
    expect(panel.locator(".played")).to_have_text("You played: skip and draw 2 cards.")
    expect(panel.locator(".best")).to_contain_text("The bot prefers")
    expect(panel.locator(".loss")).to_contain_text("points")
    expect(panel.locator(".practice-reason")).not_to_be_empty()
    board = page.locator(".practice-answer .practice-position")
    expect(board.locator(".mark-best").first).to_be_visible()
    expect(board.locator(".position-legend li")).to_have_count(2)

    # Both are in the deck, scheduled by FSRS: the good one days ahead, the other later today.
    deck = stored_deck(page)
    cards = {card["id"]: card for card in deck["cards"]}
    assert set(cards) == {first.id, second.id}
    now = page.evaluate("() => new Date().toISOString()")
    good, wrong = cards[first.id], cards[second.id]
    assert good["fsrs"]["state"] == 2 and good["due"][:10] > now[:10] and good["answers"][0][1] == 1
    assert wrong["fsrs"]["last_review"] and now[:19] < wrong["due"][:19] and wrong["answers"][0][1] == 0

    # A reload: the deck and its schedule are as they were; neither is due now, so home counts
    # only the starter positions still new today, and the session asks those.
    before = page.evaluate(f"() => localStorage.getItem('{DECK}')")
    page.reload()
    page.wait_for_selector(READY, state="attached", timeout=READY_TIMEOUT_MS)
    assert page.evaluate(f"() => localStorage.getItem('{DECK}')") == before
    button = page.locator("[data-cmd=practice]")
    expect(button).to_have_attribute("data-due", str(due - 2))
    button.click()
    asks(page, starter(2), f"Position 1 of {due - 2}")


def test_a_practice_position_is_answered_with_the_keyboard_alone(page: Page, base_url: str) -> None:
    open_app(page, base_url)
    first, second = starter(0), starter(1)
    page.locator("[data-cmd=practice]").focus()
    page.keyboard.press("Enter")
    asks(page, first, f"Position 1 of {NEW_PER_DAY}")
    # The table's own keys: a digit picks a hand card, Tab enters the sea, arrows walk it, Enter
    # plays there, digits pick the cards paid, C confirms.
    (best,) = first.best
    tranquility_keyboard_move(page, best)
    verdict = page.locator(VERDICT)
    expect(verdict).to_have_attribute("data-good", "true")
    # Enter goes on to the next position (the button it focuses).
    expect(page.locator(".practice-panel [data-cmd='practice-next']")).to_be_focused()
    page.keyboard.press("Enter")
    asks(page, second, f"Position 2 of {NEW_PER_DAY}")
    # A whole turn of Shifting Stones: stones chosen in the grid with the arrows and Enter, each
    # card paid by its digit, the turn ended with E.
    for action in second.best:
        stones_keyboard_move(page, action)
        if action != second.best[-1]:
            expect(page.locator(QUESTION)).to_be_visible()
    expect(verdict).to_have_attribute("data-good", "true")
    deck = stored_deck(page)
    assert {card["id"] for card in deck["cards"]} == {first.id, second.id}
    assert all(card["answers"][-1][1] == 1 for card in deck["cards"])


#: What a practice screen shows at the size the page has, measured in the page: whether the page
#: scrolls, the boxes of the parts that must be in view, and how much of the panel's content its
#: box leaves out (the answer's words scroll inside their own box under the verdict).
MEASURE = """() => {
  const box = (el) => { if (!el) return null; const r = el.getBoundingClientRect();
    return {x: r.x, y: r.y, right: r.right, bottom: r.bottom}; };
  const all = (selector) => [...document.querySelectorAll(selector)].map(box);
  const root = document.documentElement;
  const panel = document.querySelector('.practice-panel');
  const said = document.querySelector('.practice-said');
  const frame = document.querySelector('.practice-layout .sea-frame, .practice-layout .stone-grid');
  const dock = document.querySelector('.practice-layout .dock');
  return {
    width: innerWidth, height: innerHeight,
    scrolls: root.scrollHeight > innerHeight + 1 || root.scrollWidth > innerWidth + 1,
    cells: all('.practice-layout [role=grid] [role=gridcell]'),
    hand: all('.practice-layout .hand > *, .practice-layout .position-hand > *'),
    buttons: all('.practice-panel .btn'),
    panel: box(panel), drawing: box(document.querySelector('.practice-position')),
    verdict: box(document.querySelector('.practice-verdict')),
    panelCut: panel ? panel.scrollHeight - panel.clientHeight : 0,
    frameCut: frame ? frame.scrollHeight - frame.clientHeight : 0,
    dockCut: dock ? dock.scrollHeight - dock.clientHeight : 0,
    saidScrolls: said ? getComputedStyle(said).overflowY === 'auto' : null,
  };
}"""


def seen(page: Page, width: int, height: int) -> dict[str, Any]:
    page.set_viewport_size({"width": width, "height": height})
    page.evaluate("() => new Promise((done) => requestAnimationFrame(() => requestAnimationFrame(done)))")
    measured: dict[str, Any] = page.evaluate(MEASURE)
    return measured


def in_view(box: dict[str, float], width: int, height: int) -> bool:
    return box["x"] >= -1 and box["y"] >= -1 and box["right"] <= width + 1 and box["bottom"] <= height + 1


def inside(box: dict[str, float], outer: dict[str, float]) -> bool:
    return (
        box["x"] >= outer["x"] - 1
        and box["y"] >= outer["y"] - 1
        and box["right"] <= outer["right"] + 1
        and box["bottom"] <= outer["bottom"] + 1
    )


def apart(a: dict[str, float], b: dict[str, float]) -> bool:
    return (
        a["right"] <= b["x"] + 1
        or b["right"] <= a["x"] + 1
        or a["bottom"] <= b["y"] + 1
        or b["bottom"] <= a["y"] + 1
    )


def fits(page: Page, answered: bool) -> None:
    """At each of the five sizes, the screen fits as a game's table does: the page never scrolls,
    every cell of the board and every hand card is whole in view (neither the board nor the hand
    scrolls inside its box), and so are the panel's buttons; the answer's drawing stays clear of its panel, whose
    box holds all it shows (its words scroll inside it under the verdict, in view)."""
    for width, height in VIEWPORTS:
        at = seen(page, width, height)
        size = (width, height)
        assert not at["scrolls"], size
        assert at["cells"] and all(in_view(cell, width, height) for cell in at["cells"]), size
        assert at["hand"] and all(in_view(card, width, height) for card in at["hand"]), size
        assert at["frameCut"] <= 1 and at["dockCut"] <= 1, size
        assert at["buttons"] and all(
            inside(b, at["panel"]) and in_view(b, width, height) for b in at["buttons"]
        ), size
        assert at["panelCut"] <= 1, size
        if answered:
            assert apart(at["drawing"], at["panel"]) and at["saidScrolls"], size
            assert inside(at["verdict"], at["panel"]) and in_view(at["verdict"], width, height), size


def test_practice_fits_the_screen_as_the_table_does_at_every_size(page: Page, base_url: str) -> None:
    open_app(page, base_url)
    page.locator("[data-cmd=practice]").click()
    asks(page, starter(0), f"Position 1 of {NEW_PER_DAY}")
    fits(page, answered=False)
    page.set_viewport_size({"width": 1366, "height": 768})
    click_tranquility_play(page, starter(0).best[0])
    expect(page.locator(VERDICT)).to_have_attribute("data-good", "true")
    fits(page, answered=True)
    page.locator(".practice-panel [data-cmd='practice-next']").click()
    asks(page, starter(1), f"Position 2 of {NEW_PER_DAY}")
    fits(page, answered=False)
    # A turn under way: the panel's bar offers to start it again, and keeps its one row.
    page.set_viewport_size({"width": 1366, "height": 768})
    stones_keyboard_move(page, starter(1).best[0])
    expect(page.locator(".practice-panel [data-cmd='practice-again']")).to_be_visible()
    fits(page, answered=False)
    page.locator(".practice-panel [data-cmd='practice-again']").click()
    expect(page.locator(".practice-panel [data-cmd='practice-again']")).to_have_count(0)
    page.locator(".controls [data-action='skip']").click()
    expect(page.locator(VERDICT)).to_have_attribute("data-good", "false")
    fits(page, answered=True)
