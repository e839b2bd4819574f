"""Refused inputs explain themselves on the page, by pointer and by keyboard (the other refusals,
no card id in any text and hints leaving after a move: tests/ui/test_flows.py)."""

from __future__ import annotations

from pathlib import Path
from typing import Any

from playwright.sync_api import Page, expect

from e2e.browser import open_app
from e2e.test_play import new_game
from game.ui.games.tranquility import table as tranq
from game.ui.games.tranquility.refusals import cell_refusal
from game.ui.storage.saves import save_text
from game.ui.table.session import Seat, Session, new_session


def _import(page: Page, session: Session, tmp_path: Path) -> None:
    """The game ``session`` opened through the page's import."""
    path = tmp_path / "game.json"
    path.write_text(save_text(session, "2026-12-01T10:00:00.000Z"), encoding="utf-8")
    page.set_input_files("input[data-change='import']", str(path))
    page.wait_for_selector(".tranquility-screen")


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


def select_a_card_that_does_not_match(page: Page, base_url: str) -> None:
    """A solo Stones game, with a hand card selected that no stone matches: Score is refused."""
    open_app(page, base_url)
    new_game(page, "shifting-stones", 1, ["human"])
    refused = page.locator(".hand .pattern:not(.scorable)")
    assert refused.count()
    refused.first.click()
    expect(page.locator(".controls [data-key='s']")).to_have_attribute("aria-disabled", "true")
