"""Every refused input explains itself on the page, no internal card id is ever shown, and a hint
leaves once the position changes."""

from __future__ import annotations

import re
from pathlib import Path
from typing import Any

from playwright.sync_api import Page, expect

from e2e.browser import open_app
from e2e.test_play import new_game, pick_until_confirm, stones_turn
from game.ui.games.tranquility import table as tranq
from game.ui.games.tranquility.refusals import cell_refusal
from game.ui.saves import save_text
from game.ui.session import Seat, Session, new_session

#: No ``c<digits>`` in what a person reads: the text, accessible names and tooltips.
SHOWN_TEXT = """() => [document.body.innerText,
    ...Array.from(document.querySelectorAll('[aria-label]'), (e) => e.getAttribute('aria-label')),
    ...Array.from(document.querySelectorAll('[title]'), (e) => e.getAttribute('title'))].join('\\n')"""


def _import(page: Page, session: Session, tmp_path: Path) -> None:
    """The game ``session`` opened through the page's import."""
    path = tmp_path / "game.json"
    path.write_text(save_text(session, "2026-12-01T10:00:00.000Z"), encoding="utf-8")
    page.set_input_files("input[data-change='import']", str(path))
    page.wait_for_selector(".tranquility-screen")


def _holding_start() -> Session:
    """A solo Tranquility game discarding two a turn until the Start card is drawn."""
    session = new_session("tranquility", {}, [Seat("Ann")], 7, "told")
    while "S" not in (session.view().get("hand") or []):
        session = session.play(next(a for a in session.legal_for_viewer() if a.startswith("discard:")))
    return session


def _costly() -> tuple[Session, int, int, str]:
    """A solo game one free play in, with a hand card and a cell it would cost too much in."""
    first = new_session("tranquility", {}, [Seat("Ann")], 7, "told")
    for action in first.legal_for_viewer():
        if not action.startswith("play:") or "/" in action:
            continue
        session = first.play(action)
        view = tranq.as_view(session.view())
        for index, card in enumerate(view["hand"] or []):
            for cell in range(len(view["grid"])):
                reason = cell_refusal(view, card, cell, "en") if card.isdigit() else ""
                if "would cost" in reason and not _lit(session, card, cell):
                    return session, index, cell, reason
    raise AssertionError("no costly play in this deal")


def _lit(session: Session, card: str, cell: int) -> bool:
    legal: Any = session.legal_for_viewer()
    return any(a.startswith(f"play:{card}@{cell}") for a in legal)


def test_a_refused_placement_says_what_it_would_cost(page: Page, base_url: str, tmp_path: Path) -> None:
    session, index, cell, reason = _costly()
    open_app(page, base_url)
    _import(page, session, tmp_path)
    page.locator(".hand .tcard").nth(index).click()
    button = page.locator(f"[data-cell='{cell}'] button")
    expect(button).to_have_attribute("aria-disabled", "true")
    assert button.get_attribute("disabled") is None
    # Playwright holds back clicks on aria-disabled controls; a person's pointer does not.
    button.click(force=True)
    expect(page.locator(".message[role=alert]")).to_have_text(reason)
    # The keyboard gets the same sentence: focus the cell and press Enter.
    page.locator(".hand .tcard").nth(index).click()
    page.locator(".hand .tcard").nth(index).click()
    expect(page.locator(".message")).to_have_count(0)
    button.focus()
    page.keyboard.press("Enter")
    expect(page.locator(".message[role=alert]")).to_have_text(reason)


def test_holding_the_start_an_island_says_play_the_start_first(
    page: Page, base_url: str, tmp_path: Path
) -> None:
    session = _holding_start()
    hand = session.view()["hand"] or []
    island = next(i for i, card in enumerate(hand) if card.isdigit())
    open_app(page, base_url)
    _import(page, session, tmp_path)
    page.locator(".hand .tcard").nth(island).click()
    alert = page.locator(".message[role=alert]")
    expect(alert).to_have_text(f"{hand[island]} must wait: play your Start card first.")
    page.locator("[data-cell='0'] button").click(force=True)
    expect(alert).to_have_text(f"{hand[island]} must wait: play your Start card first.")


def select_a_card_that_does_not_match(page: Page, base_url: str) -> None:
    """A solo Stones game, with a hand card selected that no stone matches: Score is refused."""
    open_app(page, base_url)
    new_game(page, "shifting-stones", 1, ["human"])
    refused = page.locator(".hand .pattern:not(.scorable)")
    assert refused.count()
    refused.first.click()
    expect(page.locator(".controls [data-key='s']")).to_have_attribute("aria-disabled", "true")


def test_a_refused_score_names_the_missing_stones(page: Page, base_url: str) -> None:
    select_a_card_that_does_not_match(page, base_url)
    score = page.locator(".controls [data-key='s']")
    score.click(force=True)
    alert = page.locator(".message[role=alert]")
    expect(alert).to_contain_text("No match yet for “")
    expect(alert).to_contain_text(re.compile(r"stone \d shows \w+ but needs \w+"))


def test_no_card_id_in_any_visible_text_of_a_stones_game(page: Page, base_url: str) -> None:
    open_app(page, base_url)
    new_game(page, "shifting-stones", 2, ["human", "bot"])
    page.select_option("[data-change='pace']", "instant")
    for _ in range(6):
        page.wait_for_selector(".controls, .end-screen", timeout=60_000)
        if page.locator(".end-screen").count():
            break
        assert not re.search(r"\bc\d+\b", page.evaluate(SHOWN_TEXT))
        if page.locator(".hand .pattern").count():
            page.locator(".hand .pattern").first.click()  # a card held: the Score control shows too
            assert not re.search(r"\bc\d+\b", page.evaluate(SHOWN_TEXT))
            page.locator(".hand .pattern").first.click()
        stones_turn(page)
    expect(page.locator(".side-panel .log li").first).to_be_visible()
    assert page.locator(".side-panel .log li").count() >= 2
    assert not re.search(r"\bc\d+\b", page.evaluate(SHOWN_TEXT))


def test_hints_cleared_after_a_move(page: Page, base_url: str) -> None:
    open_app(page, base_url)
    new_game(page, "tranquility", 2, ["human", "bot"])
    page.select_option("[data-change='pace']", "instant")
    page.click("[data-cmd='hint']")
    hint = page.locator(".message[data-hint]")
    expect(hint).to_contain_text("Hint:")
    page.click("[data-cmd='discard-two']")
    pick_until_confirm(page)
    expect(page.locator(".side-panel .log li")).to_have_count(2, timeout=60_000)  # ours and the bot's
    expect(page.locator(".message")).to_have_count(0)
    expect(page.locator(".hinted")).to_have_count(0)
