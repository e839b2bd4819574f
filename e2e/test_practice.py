"""Practice in the browser: a game that ends with a flagged mistake on the table becomes practice
positions in idle time, with no click (the time it takes is printed); a fresh visit offers
practice, a position is answered on the table and judged, and after a reload the deck and its
schedule are still there, the card answered well not due again today."""

from __future__ import annotations

import json
import time

from playwright.sync_api import FilePayload, Page, expect

from e2e.browser import open_app
from game.core.match import Match
from game.core.registry import spec
from game.review.__main__ import play
from game.ui.saves import save_text
from game.ui.session import Seat, Session

DECK = "sea-stones/practice"


def nearly_finished(game_id: str, players: int, seed: int) -> str:
    """A save of the easy bots' game of ``seed`` (the first seat a person's), cut after the
    person's last move: the bots play the rest, and the game ends on the page."""
    game = spec(game_id)
    options = game.parse_options({"players": players})
    actions = play(game, options, seed, "easy")
    match = Match.replay(game.rules, options, seed, actions)
    last = max(i for i in range(len(actions)) if game.rules.current_player(match.states[i]) == 0)
    seats = (Seat("Ann"), *(Seat("Bot", "bot", "easy") for _ in range(players - 1)))
    session = Session(
        Match.replay(game.rules, options, seed, actions[: last + 1]), seats, None, "practice-e2e"
    )
    return save_text(session, "2026-12-01T10:00:00.000Z")


def ends_and_collects(page: Page, game_id: str, players: int, seed: int) -> float:
    """The save imported: the bots end the game, and the idle review makes its cards; the seconds
    from the end on the page to the cards stored."""
    text = nearly_finished(game_id, players, seed)
    payload: FilePayload = {"name": "game.json", "mimeType": "application/json", "buffer": text.encode()}
    page.set_input_files("input[data-change='import']", files=[payload])
    page.wait_for_selector("[data-screen='game'] .end-screen", timeout=60_000)
    started = time.monotonic()
    page.wait_for_function("() => !window.seaTest.collecting()", timeout=180_000)
    return time.monotonic() - started


def test_a_game_ending_with_mistakes_becomes_practice_positions_without_a_click(
    page: Page, base_url: str
) -> None:
    open_app(page, base_url)
    spent = ends_and_collects(page, "shifting-stones", 2, 7)
    deck = json.loads(page.evaluate(f"() => localStorage.getItem('{DECK}')"))
    assert deck["cards"] and all(card["seat"] == 0 for card in deck["cards"])
    assert len(deck["reviewed"]) == 1 and deck["reviewed"][0].endswith(":0")
    print(f"idle review of a finished 2-player Shifting Stones game: {spent:.1f} s")


def test_a_fresh_visit_offers_practice_on_the_normal_table(page: Page, base_url: str) -> None:
    open_app(page, base_url)
    due = page.locator("[data-cmd=practice]")
    assert int(due.get_attribute("data-due") or 0) >= 1
    due.click()
    page.wait_for_selector("[data-screen='practice'] .practice-question")
    expect(page.locator("[data-screen='practice'] .board-area [role=grid]")).to_be_visible()
