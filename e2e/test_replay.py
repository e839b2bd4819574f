"""Replay: step through a finished game by keys, buttons and slider, branch a new game from a
move, and open the same replay from its link in a fresh browser context."""

from __future__ import annotations

from pathlib import Path

import pytest
from playwright.sync_api import Page, expect

from e2e.browser import READY, READY_TIMEOUT_MS, open_app
from e2e.conftest import SharedPages
from game.core.match import Match
from game.core.registry import get_rules, make_bot
from game.core.table import play_bots
from game.ui.storage.saves import save_text
from game.ui.table.session import Seat, Session


def finished(game: str, players: int, seed: int) -> Session:
    """A whole game played by the normal bot, as the site saves it (the first seat a person's)."""
    rules = get_rules(game)
    options = rules.options_from_json({"players": players})
    played = play_bots(rules, options, seed, [make_bot(game, "normal") for _ in range(players)])
    seats = tuple(Seat(f"Seat{i + 1}", "human" if i == 0 else "bot") for i in range(players))
    return Session(Match.replay(rules, options, seed, played.actions), seats, None, "replayed")


def status(page: Page) -> str:
    return page.locator(".replay-status").inner_text()


@pytest.mark.parametrize(("game", "players", "seed"), [("tranquility", 3, 4), ("shifting-stones", 2, 6)])
def test_step_through_a_replay_branch_from_a_move_and_open_its_link_elsewhere(
    page: Page, shared_pages: SharedPages, base_url: str, tmp_path: Path, game: str, players: int, seed: int
) -> None:
    session = finished(game, players, seed)
    moves = len(session.match.actions)
    open_app(page, base_url)
    path = tmp_path / "game.json"
    path.write_text(save_text(session, "2026-12-01T10:00:00.000Z"), encoding="utf-8")
    page.set_input_files("input[data-change='import']", str(path))
    page.locator(".end-screen [data-cmd=replay]").click()
    expect(page.locator(".replay-status")).to_contain_text(f"Move {moves} of {moves}")
    log = page.locator(".side-panel .log > li")
    expect(log).to_have_count(moves)
    # Keys: Home to the deal, then forward move by move; the log follows.
    page.keyboard.press("Home")
    expect(page.locator(".replay-status")).to_contain_text(f"Move 0 of {moves}")
    expect(log).to_have_count(0)
    for _ in range(3):
        page.keyboard.press("ArrowRight")
    expect(page.locator(".replay-status")).to_contain_text(f"Move 3 of {moves}")
    expect(log).to_have_count(3)
    page.keyboard.press("ArrowLeft")
    expect(page.locator(".replay-status")).to_contain_text(f"Move 2 of {moves}")
    # The buttons and the slider.
    page.click("[data-cmd=rp-last]")
    expect(page.locator(".replay-status")).to_contain_text(f"Move {moves} of {moves}")
    page.locator(".replay-slider").fill("10")
    expect(page.locator(".replay-status")).to_contain_text(f"Move 10 of {moves}")
    expect(log).to_have_count(10)
    # The table is shown, not played: it takes no click, and shows no button of a turn to take.
    expect(page.locator(".replay-board")).to_have_attribute("inert", "")
    page.keyboard.press("Home")
    expect(page.locator(".replay-status")).to_contain_text(f"Move 0 of {moves}")
    assert page.locator(".replay-board .controls button").count() > 0  # (the table has them)
    for button in page.locator(".replay-board .controls button").all():
        expect(button).not_to_be_visible()
    page.locator(".replay-slider").fill("10")
    # The game is over: any seat's hand may be shown, a bot's too.
    page.click("[data-cmd='rp-seat:1']")
    expect(page.locator("[data-cmd='rp-seat:1']")).to_have_attribute("aria-pressed", "true")
    link = page.locator(".replay-link").get_attribute("href") or ""
    assert "&moves=" in link
    # Play from here: seat 1 a person, the others hard bots; a new saved game at move 10.
    page.click("[data-cmd=rp-branch]")
    page.select_option("select[name=seat-0]", "human")
    for seat in range(1, players):
        page.select_option(f"select[name=seat-{seat}]", "hard")
    page.click("[data-cmd=rp-play]")
    expect(page.locator("html")).to_have_attribute("data-screen", "game")
    expect(page.locator(".side-panel .log > li").first).to_be_attached()
    played = page.locator(".side-panel .log > li").count()
    assert played >= 10  # the ten moves, and any the bots have played since
    page.click("[data-cmd=home]")
    expect(page.locator(".save-list > li")).to_have_count(2)  # the new game beside the replayed one
    # The link opens the same replay in another browser (nothing stored there).
    other = shared_pages("device", service_workers="allow").open()
    other.bring_to_front()
    other.goto(base_url + link)
    other.wait_for_selector(READY, state="attached", timeout=READY_TIMEOUT_MS)
    expect(other.locator(".replay-status")).to_contain_text(f"Move {moves} of {moves}")
    expect(other.locator(".side-panel .log > li")).to_have_count(moves)
    other.keyboard.press("Home")
    expect(other.locator(".replay-status")).to_contain_text(f"Move 0 of {moves}")
