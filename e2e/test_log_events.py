"""The log shows every module event of a seeded game: each Storm and what it did, Compasses drawn
and spent, the Jagged Rocks moving, the hands turning, a Sea Monster's removal, the Start split
and the Finish, each entry with a small drawn card."""

from __future__ import annotations

from dataclasses import replace
from pathlib import Path

import pytest
from playwright.sync_api import Page, expect

from e2e.browser import open_app
from e2e.test_play import new_game
from game.core.registry import make_bot
from game.core.rng import Rng
from game.ui.saves import save_text
from game.ui.session import Seat, Session, new_session

MODULES = {"storms": True, "day_night": True, "jagged_rocks": "automatic", "sea_monsters": 3}


def _bots_play(options: dict[str, object], seed: int, level: str) -> Session:
    """A two-seat game of ``level`` bots played to its end from ``seed`` (the same every run)."""
    session = new_session(
        "tranquility", options, [Seat("Ann", "bot", level), Seat("Bo", "bot", level)], seed, "l"
    )
    match, bot = session.match, make_bot("tranquility", level)
    while match.rules.current_player(match.state) >= 0:
        seat = match.rules.current_player(match.state)
        view = match.rules.view(match.state, seat)
        match = match.play(bot.choose(view, match.rules.legal_actions(match.state), Rng(len(match.actions))))
    return replace(session, match=match)


def _shown_log(page: Page, session: Session, tmp_path: Path) -> str:
    path = tmp_path / "game.json"
    path.write_text(save_text(session, "2026-12-01T10:00:00.000Z"), encoding="utf-8")
    page.set_input_files("input[data-change='import']", str(path))
    log = page.locator(".side-panel .log")
    expect(page.locator(".side-panel .log > li")).to_have_count(len(session.match.actions), timeout=60_000)
    return log.inner_text().replace("\u2068", "").replace("\u2069", "")  # names are drawn isolated


# Seeds chosen so that each event happens: with every module, easy bots (6: all but a Compass
# spent, 24: a Compass spent); the base game, normal bots (1: the voyage reaches the Finish).
@pytest.mark.parametrize(
    ("options", "seed", "level", "told"),
    [
        (
            MODULES,
            6,
            "easy",
            [
                "drew a Storm: Squall.",
                "drew a Storm: Lightning. Every player discards one card",
                "drew a Storm: Undertow. It washed",
                "drew a Storm: Headwind.",
                "next Island costs one more discard.",
                "drew a Storm: Breaker.",
                "drew a Storm: Doldrums.",
                "The Doldrums: ",
                "drew a Compass and put it beside them.",
                "The Jagged Rocks moved to row ",
                "The hands turned to the ",
                "The Sea Monster swallowed ",
                "The table split the Start's 8 discards: Ann ",
            ],
        ),
        (MODULES, 24, "easy", ["spent a Compass to calm the storm.", "The Compass cancelled the "]),
        ({}, 1, "normal", ["played a Finish card.", "The Finish is played: the voyage is complete."]),
    ],
)
def test_the_log_shows_each_module_event_of_a_seeded_game(
    page: Page,
    base_url: str,
    tmp_path: Path,
    options: dict[str, object],
    seed: int,
    level: str,
    told: list[str],
) -> None:
    session = _bots_play(options, seed, level)
    open_app(page, base_url)
    text = _shown_log(page, session, tmp_path)
    for words in told:
        assert words in text, words
    # Each move that shows a card draws it small beside its words (not as an id).
    assert page.locator(".side-panel .log .chip.tchip").count() > 0
    assert page.locator(".side-panel .log .chip.tchip[data-card='S']").count() >= 1


def test_the_stones_discard_pile_opens_from_the_keyboard_as_a_list_of_drawn_cards(
    page: Page, base_url: str
) -> None:
    open_app(page, base_url)
    new_game(page, "shifting-stones", 1, ["human"])
    toggle = page.locator(".pile-toggle")
    expect(toggle).to_be_disabled()  # nothing discarded yet
    page.click("[data-cell='0'] button")
    page.click(".controls [data-cmd='flip']")
    paid = page.locator(".hand .pattern").first
    label = paid.get_attribute("aria-label") or ""
    paid.click()
    expect(toggle).to_be_enabled()
    expect(toggle).to_have_attribute("aria-expanded", "false")
    toggle.focus()
    page.keyboard.press("Enter")
    expect(toggle).to_have_attribute("aria-expanded", "true")
    items = page.locator("#discard-list li")
    expect(items).to_have_count(1)
    expect(items.first.locator(".chip.schip")).to_have_count(1)
    # The card is named by what it shows, as it was in the hand.
    words = items.first.inner_text()
    assert words.split("“")[1].split("”")[0].replace(" / ", "; ") in label
    page.keyboard.press("Enter")
    expect(page.locator("#discard-list")).to_have_count(0)


def test_solo_start_discard_is_explained_and_the_player_chooses_where_the_rules_allow(
    page: Page, base_url: str, tmp_path: Path
) -> None:
    session = new_session("tranquility", {}, [Seat("Ann")], 7, "solo")
    while "S" not in (session.view().get("hand") or []):
        session = session.play(next(a for a in session.legal_for_viewer() if a.startswith("discard:")))
    open_app(page, base_url)
    path = tmp_path / "game.json"
    path.write_text(save_text(session, "2026-12-01T10:00:00.000Z"), encoding="utf-8")
    page.set_input_files("input[data-change='import']", str(path))
    page.click("[data-action='start']", timeout=60_000)
    solo = page.locator(".solo-split")
    expect(solo).to_contain_text("playing alone you give them all yourself")
    expect(page.locator("input[name=share0]")).to_have_count(0)
    solo.locator("[data-action='shares:8']").click()
    note = page.locator(".give-note")
    expect(note).to_contain_text("your share still owed is 8")
    expect(note).to_contain_text("so all of them must go")
    page.locator(".controls [data-action^='give:']").click()
    expect(note).to_contain_text("Choose 4 cards from your hand.")
    page.click("[data-cmd='choose:give:']")
    expect(page.locator(".controls [data-cmd='confirm']")).to_be_disabled()
