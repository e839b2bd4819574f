"""Nothing covers what the player is asked to use, on a phone either way up: both guided games are
played by taps, and every card, cell, stone and button a step asks for is in view and is the
element hit at its centre when it is tapped (the coach's sheet sits over the top of the column,
down to the status line, never over the board, the hand or the buttons)."""

from __future__ import annotations

import pytest
from playwright.sync_api import FloatRect, Locator, Page, expect

from e2e.conftest import SharedPages
from e2e.test_layout import open_table
from e2e.test_phones import CHIPS
from game.shifting_stones import actions as S
from game.shifting_stones.cards import NAMES
from game.tranquility import actions as T
from game.tranquility.cards import label
from game.ui.app.frontends import ui_for
from game.ui.i18n import tr
from game.ui.link.relay import new_game_id, session_link
from game.ui.table.session import Seat, new_session

#: Phones, either way up.
PHONES = [{"width": 390, "height": 844}, {"width": 844, "height": 390}]

#: Why the element could not be tapped where it is ("" when it can): no box, its centre off the
#: screen, or another element over its centre.
WHY_NOT = """(el) => {
    const box = el.getBoundingClientRect();
    if (box.width < 1 || box.height < 1) return "no box";
    const x = box.left + box.width / 2, y = box.top + box.height / 2;
    if (x < 0 || y < 0 || x > innerWidth || y > innerHeight) return `its centre ${x},${y} is off the screen`;
    const hit = document.elementFromPoint(x, y);
    if (hit && (hit === el || el.contains(hit))) return "";
    return "under " + (hit ? `${hit.tagName.toLowerCase()}.${hit.className}` : "nothing");
}"""


def tap(page: Page, target: str | Locator, step: int) -> None:
    """The element (or the first ``target`` finds), checked in view and uncovered at its centre,
    then tapped there."""
    found = page.locator(target).first if isinstance(target, str) else target
    found.wait_for(state="attached")
    why = found.evaluate(WHY_NOT)
    assert not why, f"step {step + 1}: {target} is {why} at {page.viewport_size}"
    found.click()


def hand_card(page: Page, card: str, skip: int = -1) -> tuple[Locator, int]:
    """The hand card showing ``card`` (an Island's number), and its place in the hand."""
    cards = page.locator(".hand .tcard")
    for i in range(cards.count()):
        if i != skip and cards.nth(i).inner_text().strip().split()[0] == card:
            return cards.nth(i), i
    raise AssertionError(f"{card} is not in the hand")


def tranquility_move(page: Page, action: str, step: int) -> None:
    move = T.parse_action(action)
    button = f".controls [data-action='{action}']"
    if move.kind == T.PLAY:
        played, at = hand_card(page, str(move.number))
        tap(page, played, step)
        tap(page, f"[data-cmd='cell:{move.cell}']", step)
        for paid in (label(c) for c in move.cards):
            tap(page, hand_card(page, paid, at)[0], step)
        if move.cards:
            tap(page, "[data-cmd='confirm']", step)
    elif move.kind == T.SHARES:
        tap(page, ".solo-split [data-action^='shares:'], .controls [data-cmd='shares']", step)
    elif page.locator(button).count():
        tap(page, button, step)
    elif move.kind == T.GIVE:  # the cards to give are chosen, then given
        tap(page, ".controls [data-cmd='choose:give:']", step)
        used = -1
        for paid in (label(c) for c in move.cards):
            card, used = hand_card(page, paid, used)
            tap(page, card, step)
        tap(page, "[data-cmd='confirm']", step)
    else:
        raise AssertionError(f"step {step + 1}: no way to make {action} by taps")


def stones_move(page: Page, action: str, step: int) -> None:
    move = S.parse_action(action)
    card = f".hand .pattern[data-cmd='card:{NAMES[move.card]}']" if move.card else ""
    if move.kind in (S.END, S.SKIP):
        tap(page, f".controls [data-action='{'end' if move.kind == S.END else 'skip'}']", step)
    elif move.kind == S.SCORE:
        tap(page, card, step)
        tap(page, ".controls [data-action^='score:']", step)
    elif move.kind == S.FLIP:
        tap(page, f"[data-cmd='tile:{move.a}']", step)
        tap(page, "[data-cmd='flip']", step)
        tap(page, card, step)
    else:
        tap(page, f"[data-cmd='tile:{move.a}']", step)
        tap(page, f"[data-cmd='tile:{move.b}']", step)
        tap(page, card, step)


@pytest.mark.parametrize("size", PHONES, ids=lambda s: f"{s['width']}x{s['height']}")
@pytest.mark.parametrize("game", ["tranquility", "shifting-stones"])
def test_a_guided_game_by_taps_on_a_phone_every_thing_asked_for_is_in_reach(
    shared_pages: SharedPages, game: str, size: dict[str, int]
) -> None:
    page = shared_pages("default", service_workers="allow").open(viewport=size)  # type: ignore[arg-type]
    page.click(f"[data-cmd='guide:{game}']")
    coach = page.locator(".guide")
    steps = ui_for(game).guide.steps
    move = stones_move if game == "shifting-stones" else tranquility_move
    for index, step in enumerate(steps):
        progress = tr("en", "guide.progress", step=index + 1, steps=len(steps))
        expect(coach.locator(".guide-progress")).to_have_text(progress, timeout=30_000)
        if step.action is None:
            tap(page, "[data-cmd='guide-next']", index)
            continue
        asked = coach.locator("[data-guide-action]")
        expect(asked).to_have_attribute("data-guide-action", step.action, timeout=30_000)
        # the sheet is up, and covers nothing of the table
        expect(page.locator(".side-panel > .panel-notes:not(.lowered)")).to_be_visible()
        move(page, step.action, index)
        # every seat's chip shows its whole name, a bonus so far or not
        page.wait_for_function("() => window.seaTest.idle()")
        cut = [chip["name"] for chip in page.evaluate(CHIPS) if chip["cut"]]
        assert not cut, (index, cut, page.locator(".seat-chips").inner_text())
    expect(coach).to_have_count(0)


@pytest.mark.parametrize("size", PHONES, ids=lambda s: f"{s['width']}x{s['height']}")
def test_a_stones_link_opened_on_a_phone_leaves_the_hand_and_the_turns_buttons_in_reach(
    shared_pages: SharedPages, base_url: str, size: dict[str, int]
) -> None:
    """A friend's link, opened on a phone that plays no seat yet: once they take their seat, "While
    you were away" says what happened, and their cards, End turn and Skip are in reach."""
    game = new_session("shifting-stones", {}, [Seat("Ann"), Seat("Bob")], 5, "phone-link")
    game = game.play("skip")  # Ann's turn, then Bob's
    page = shared_pages("device", service_workers="allow").open(viewport=size)  # type: ignore[arg-type]
    page.goto(base_url + session_link(game, new_game_id(5)))
    page.wait_for_selector("[data-cmd='relay-play-as']")
    tap(page, "[data-cmd='relay-play-as']", 0)
    expect(page.locator(".relay-away li").first).to_be_attached()
    expect(page.locator(".hand .pattern").first).to_be_visible()
    for card in page.locator(".hand .pattern").all():
        assert not card.evaluate(WHY_NOT), card.evaluate(WHY_NOT)
    for action in ("end", "skip"):
        button = page.locator(f".controls [data-action='{action}']")
        assert not button.evaluate(WHY_NOT), (action, button.evaluate(WHY_NOT))


#: Whether two boxes overlap (by more than a pixel).
def overlap(a: FloatRect, b: FloatRect) -> bool:
    wide = min(a["x"] + a["width"], b["x"] + b["width"]) - max(a["x"], b["x"])
    tall = min(a["y"] + a["height"], b["y"] + b["height"]) - max(a["y"], b["y"])
    return wide > 1 and tall > 1


def note_covers_nothing(page: Page, where: str) -> None:
    """The note on the board is up, over no cell of the board and no card or button of the turn."""
    note = page.locator(".board-note")
    expect(note).to_be_visible()
    box, grid = note.bounding_box(), page.locator("[data-screen='game'] [role=grid]").bounding_box()
    assert box is not None and grid is not None
    assert not overlap(box, grid), (where, box, grid)
    for control in page.locator(".dock .controls button:visible, .hand [data-card]").all():
        assert not control.evaluate(WHY_NOT), (where, control.evaluate(WHY_NOT))


@pytest.mark.parametrize(
    "size", [{"width": 1366, "height": 768}, *PHONES], ids=lambda s: f"{s['width']}x{s['height']}"
)
def test_a_refusal_and_a_hint_cover_no_cell_and_no_button(
    shared_pages: SharedPages, base_url: str, size: dict[str, int]
) -> None:
    page = shared_pages("default", service_workers="allow").open(viewport=size)  # type: ignore[arg-type]
    open_table(page, base_url, "tranquility", {"seed": 7, "players": 3, "options": {}})
    page.locator(".hand .tcard.island").first.click()
    page.locator(".cell.target:has(.cost:text('free'))").first.click()
    expect(page.locator(".status-line")).to_have_attribute("data-status", "you", timeout=60_000)
    page.locator(".hand .tcard.island").first.click()
    page.locator(".sea .cell.filled").first.click(force=True)  # a card is there: refused, explained
    expect(page.locator(".board-note.message[role=alert]")).to_be_visible()
    note_covers_nothing(page, "a refusal")
    open_table(page, base_url, "shifting-stones", {"seed": 5, "players": 2, "options": {}})
    page.click("[data-cmd='hint']")
    expect(page.locator(".board-note[data-hint]")).to_be_visible(timeout=30_000)
    note_covers_nothing(page, "the Hint")
