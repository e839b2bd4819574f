"""Two tabs of one browser on one save: the moves of neither are lost. A tab whose game was saved
from the other is told at once, its moves are refused, and it is offered the newer game."""

from __future__ import annotations

import json
import time
from collections import Counter
from collections.abc import Iterator

import pytest
from playwright.sync_api import Page, expect

from e2e.browser import READY, READY_TIMEOUT_MS, open_app
from e2e.conftest import ConsoleLog
from e2e.test_play import new_game, tranquility_turn
from game.tranquility import actions as T


@pytest.fixture
def second_tab(page: Page) -> Iterator[Page]:
    """A second tab of the shared page's browser (its storage is the first tab's), closed after."""
    tab = page.context.new_page()
    yield tab
    tab.close()


def stored_actions(page: Page) -> list[str]:
    text: str = page.evaluate(
        "() => { const k = Object.keys(localStorage).find((k) => k.startsWith('sea-stones/save/'));"
        " return localStorage.getItem(k); }"
    )
    actions: list[str] = json.loads(text)["actions"]
    return actions


def turn(page: Page) -> None:
    """A move, and then its save: a move is saved once the tab holds the save's lock."""
    page.bring_to_front()  # headless Chromium draws frames for the page in front only
    page.wait_for_selector(".controls")
    tranquility_turn(page)
    page.wait_for_selector(".controls")
    page.wait_for_function("() => window.seaTest.idle()")


def test_the_reported_sequence_in_two_tabs_loses_no_move(
    page: Page, second_tab: Page, base_url: str, console: ConsoleLog
) -> None:
    a = page
    open_app(a, base_url)
    new_game(a, "tranquility", 1, ["human"])
    turn(a)  # a deal with no move is not kept: the first move saves the game
    key = a.evaluate("() => Object.keys(localStorage).find((k) => k.startsWith('sea-stones/save/'))")
    b = second_tab
    open_app(b, base_url)
    b.bring_to_front()
    b.click(f"[data-cmd='open:{key}']")
    b.wait_for_selector(".controls")
    for _ in range(3):
        turn(a)
    after_a = stored_actions(a)
    assert len(after_a) >= 3
    # B, still at A's first move, is told by the storage event; its move is refused and nothing is written.
    b.bring_to_front()
    expect(b.locator(".stale-banner")).to_be_visible()
    b.locator(".hand .tcard").first.click()
    expect(b.locator(".message")).to_contain_text("another tab")
    assert stored_actions(a) == after_a
    turn(a)
    after_a4 = stored_actions(a)
    assert len(after_a4) > len(after_a) and after_a4[: len(after_a)] == after_a
    b.bring_to_front()
    b.locator(".hand .tcard").first.click()
    b.locator("[data-cmd='discard-two']").click()
    assert stored_actions(a) == after_a4
    # Reload both: nothing is lost, each opens the game with every move of A.
    for tab in (a, b):
        tab.bring_to_front()
        tab.reload()
        tab.wait_for_selector(READY, state="attached", timeout=READY_TIMEOUT_MS)
        tab.click(f"[data-cmd='open:{key}']")
        tab.wait_for_selector(".controls")
        expect(tab.locator(".log li")).to_have_count(len(after_a4))
    assert stored_actions(a) == after_a4
    # B takes up the game and plays on; now A is the stale tab and is offered B's game.
    turn(b)
    a.bring_to_front()
    expect(a.locator(".stale-banner")).to_be_visible()
    a.click(".stale-banner [data-cmd^='open:']")
    expect(a.locator(".stale-banner")).to_have_count(0)
    expect(a.locator(".log li")).to_have_count(len(stored_actions(a)))
    assert console.errors == []


# ----- the millisecond race -----------------------------------------------------------------------
SAVE_KEYS = "() => Object.keys(localStorage).filter((k) => k.startsWith('sea-stones/save/'))"

#: Click ``[data-action='end']`` at the moment ``at`` (ms since the epoch, the clock both tabs
#: share): a timer a little before it, then a spin to the moment itself. A tab whose timer comes
#: so late (a loaded machine) that the other tab's save has already reached it (it shows that the
#: game was saved elsewhere) does not click: that would be no race (``raceLate``).
CLICK_AT = """(at) => {
  const click = () => {
    while (Date.now() < at) {}
    window.raceLate = document.querySelectorAll('.log li').length !== 1
      || document.querySelector('.stale-banner') !== null;
    if (!window.raceLate) document.querySelector("[data-action='end']").click();
    window.raceClicked = true;
  };
  window.raceClicked = false;
  window.raceLate = false;
  setTimeout(click, Math.max(0, at - Date.now() - 30));
}"""

#: The tab has clicked (or come late), the click was handled and its save written (or found
#: overtaken): the log shows two moves.
SETTLED = """() => window.raceClicked && window.seaTest.idle()
    && (window.raceLate || document.querySelectorAll('.log li').length === 2)"""

#: the message of a tab whose move was overtaken by the other's
TOLD = ".message:has-text('a moment before you')"


def same_game_in_two_tabs(a: Page, b: Page) -> str:
    """A starts a solo Shifting Stones game and ends its first turn (the game is saved); B opens it.
    Both show the game at one revision, "End turn" in reach; the save's key."""
    for tab in (b, a):  # B first: a tab on the game it showed would redraw it at each write of A's
        tab.bring_to_front()  # headless Chromium draws frames for the page in front only
        if tab.locator("[data-cmd='home']").count():
            tab.click("[data-cmd='home']")
    before = set(a.evaluate(SAVE_KEYS))
    new_game(a, "shifting-stones", 1, ["human"])
    a.click("[data-action='end']")
    expect(a.locator(".log li")).to_have_count(1)
    a.wait_for_function("() => window.seaTest.idle()")  # the move is saved
    (key,) = set(a.evaluate(SAVE_KEYS)) - before
    b.bring_to_front()
    b.click(f"[data-cmd='open:{key}']")
    expect(b.locator(".log li")).to_have_count(1)
    b.wait_for_selector("[data-action='end']")
    a.wait_for_function("() => window.seaTest.idle()")
    b.wait_for_function("() => window.seaTest.idle()")
    return str(key)


def race(a: Page, b: Page, key: str) -> str:
    """Both tabs click "End turn" in the same millisecond; how it ended: ``kept`` (one move stored,
    the other tab told its move was not made and showing the stored game), ``fork`` (both moves
    taken, neither tab told), ``late`` (a tab's timer came after the other's save reached it: no
    race), or what was seen."""
    at = int(time.time() * 1000) + 150
    a.evaluate(CLICK_AT, at)
    b.evaluate(CLICK_AT, at)
    for tab in (a, b):
        tab.wait_for_function(SETTLED)
    if any(tab.evaluate("() => window.raceLate") for tab in (a, b)):
        return "late"
    stored = json.loads(a.evaluate("(k) => localStorage.getItem(k)", key))["actions"]
    told = [tab.locator(TOLD).count() > 0 for tab in (a, b)]
    stale = [tab.locator(".stale-banner").count() > 0 for tab in (a, b)]
    if len(stored) == 2 and sorted(told) == [False, True] and not any(stale):
        return "kept"
    if not any(told):
        messages = [tab.locator(".message").all_text_contents() for tab in (a, b)]
        return f"fork {len(stored)} {stale} {messages}"
    return f"stored {len(stored)} moves, told {told}, stale {stale}"


def test_moves_in_the_same_millisecond_in_two_tabs_never_fork(
    page: Page, second_tab: Page, base_url: str, console: ConsoleLog
) -> None:
    """Twenty trials: each keeps exactly one of the two moves and tells the other tab, which shows
    the game as stored."""
    a = page
    open_app(a, base_url)
    b = second_tab
    open_app(b, base_url)
    outcomes: list[str] = []
    for _ in range(40):  # a trial in which a tab came late was no race: another is run
        outcomes.append(race(a, b, same_game_in_two_tabs(a, b)))
        if len(outcomes) - outcomes.count("late") == 20:
            break
    print("race outcomes:", Counter(outcomes))
    raced = [outcome for outcome in outcomes if outcome != "late"]
    assert raced == ["kept"] * 20, Counter(outcomes)
    assert console.errors == []


#: Runs in each tab: the answer's last click, made when the first tab says so (a message between
#: tabs, which a tab in the background takes at once, where its timers may wait).
ARMED = """(selector) => {
    const channel = new BroadcastChannel("answer-now");
    channel.onmessage = () => { channel.close(); document.querySelector(selector).click(); };
}"""
FIRE = """(selector) => {
    new BroadcastChannel("answer-now").postMessage("go");
    document.querySelector(selector).click();
}"""


def test_two_tabs_answering_the_same_practice_position_at_once_keep_both_answers(
    page: Page, second_tab: Page, base_url: str
) -> None:
    from e2e.test_practice import DECK, VERDICT, asks, hand_card, starter

    first = starter(0)
    (best,) = first.best
    move = T.parse_action(best)
    assert move.kind == T.PLAY and not move.wild
    cell = f"[data-cell='{move.cell}'] .cell.target"
    last = "[data-cmd='confirm']" if move.cards else cell  # the click that answers
    tabs = [page, second_tab]
    for tab in tabs:
        open_app(tab, base_url)
        tab.bring_to_front()
        tab.locator("[data-cmd=practice]").click()
        asks(tab, first, tab.locator(".practice-progress").inner_text())
        hand_card(tab, move.number).click()
        if move.cards:
            tab.locator(cell).click()
            for paid in move.cards:
                hand_card(tab, paid).click()
        expect(tab.locator(last)).to_be_visible()
    # the same position answered in both tabs at once
    second_tab.evaluate(ARMED, last)
    page.bring_to_front()
    page.evaluate(FIRE, last)
    for tab in tabs:
        expect(tab.locator(VERDICT)).to_have_attribute("data-good", "true")
        tab.bring_to_front()
        tab.wait_for_function("() => window.seaTest.idle()")
    deck = json.loads(page.evaluate(f"() => localStorage.getItem('{DECK}')"))
    (card,) = [card for card in deck["cards"] if card["id"] == first.id]
    assert len(card["answers"]) == 2, card["answers"]
    # and a tab answering the next position keeps the other's answer too
    page.locator(".practice-panel [data-cmd='practice-next']").click()
    page.wait_for_function("() => window.seaTest.idle()")
    deck = json.loads(page.evaluate(f"() => localStorage.getItem('{DECK}')"))
    (card,) = [card for card in deck["cards"] if card["id"] == first.id]
    assert len(card["answers"]) == 2
