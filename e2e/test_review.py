"""The game review in the browser: a game played by the easy bot gets clearly more mistakes
flagged than one played by the hard bot, with the bot's preferred move and "Try again"."""

from __future__ import annotations

from pathlib import Path

from playwright.sync_api import Page, expect

from e2e.browser import open_app
from game.core.match import Match
from game.core.registry import spec
from game.review.__main__ import play
from game.ui.saves import save_text
from game.ui.session import Seat, Session


def saved_game(
    level: str, seed: int, tmp_path: Path, game_id: str = "shifting-stones", players: int = 2
) -> Path:
    """A game played by bots of ``level`` (as ``python -m game.review`` plays it), saved with the
    first seat a person's: the seat the review rates."""
    game = spec(game_id)
    options = game.parse_options({"players": players})
    actions = play(game, options, seed, level)
    seats = (Seat("Ann"), *(Seat("Bot", "bot", level) for _ in range(players - 1)))
    session = Session(Match.replay(game.rules, options, seed, actions), seats, None, f"review-{level}")
    path = tmp_path / f"{game_id}-{level}.json"
    path.write_text(save_text(session, "2026-12-01T10:00:00.000Z"), encoding="utf-8")
    return path


def flagged(page: Page, path: Path) -> int:
    page.set_input_files("input[data-change='import']", str(path))
    page.locator(".end-screen [data-cmd=review]").click()
    summary = page.locator(".review-summary[data-done=true]")
    expect(summary).to_be_visible(timeout=120_000)
    mistakes = int(summary.get_attribute("data-mistakes") or -1)
    page.click("[data-cmd=review-close]")
    page.click("[data-cmd=home]")
    return mistakes


def test_an_easy_game_is_flagged_more_than_a_hard_one_and_a_mistake_can_be_tried_again(
    page: Page, base_url: str, tmp_path: Path
) -> None:
    open_app(page, base_url)
    hard = flagged(page, saved_game("hard", 1, tmp_path))
    easy_path = saved_game("easy", 1, tmp_path)
    easy = flagged(page, easy_path)
    assert easy >= hard + 2, (easy, hard)
    # Open the easy game's review again and try its first mistake again.
    page.set_input_files("input[data-change='import']", str(easy_path))
    page.locator(".end-screen [data-cmd=review]").click()
    expect(page.locator(".review-summary[data-done=true]")).to_be_visible(timeout=120_000)
    item = page.locator(".review-item.mistake, .review-item.blunder").first
    expect(item).to_contain_text("The bot prefers:")
    step = int(item.get_attribute("data-step") or 0)
    item.locator("[data-cmd^='review-try:']").click()
    expect(page.locator(".replay-status")).to_contain_text(f"Move {step} of")
    expect(page.locator(".replay-branch")).to_be_visible()


def test_a_solo_tranquility_game_by_the_easy_bot_is_flagged_and_one_by_the_hard_bot_is_not(
    page: Page, base_url: str, tmp_path: Path
) -> None:
    open_app(page, base_url)
    hard = flagged(page, saved_game("hard", 4, tmp_path, "tranquility", 1))
    easy = flagged(page, saved_game("easy", 3, tmp_path, "tranquility", 1))
    assert (easy, hard) == (1, 0)
