"""The end screen and the stats page agree; pass-and-play's Undo window; deleting a saved game
with Undo; the Score shortcut explains a refusal; exports named by game, date and players."""

from __future__ import annotations

import re
from pathlib import Path

from playwright.sync_api import Page, expect

from e2e.browser import open_app
from e2e.test_play import new_game, tranquility_turn
from e2e.test_told import select_a_card_that_does_not_match
from game.core.registry import make_bot
from game.core.rng import Rng
from game.ui.saves import save_text
from game.ui.session import Seat, Session, new_session


def one_move_from_the_end(game: str, level: str, seed: int) -> tuple[Session, str]:
    """A solo game played by a bot up to its last move, and that move."""
    session = new_session(game, {}, [Seat("Ann")], seed, f"end{seed}")
    bot, rng = make_bot(game, level), Rng(seed)
    actions: list[str] = []
    while session.step() != "over":
        action = bot.choose(
            session.rules.view(session.state, 0), session.rules.legal_actions(session.state), rng
        )
        actions.append(action)
        session = session.play(action)
    before = new_session(game, {}, [Seat("Ann")], seed, f"end{seed}")
    for action in actions[:-1]:
        before = before.play(action)
    return before, actions[-1]


def import_game(page: Page, session: Session, tmp_path: Path) -> None:
    path = tmp_path / "game.json"
    path.write_text(save_text(session, "2026-12-01T10:00:00.000Z"), encoding="utf-8")
    page.set_input_files("input[data-change='import']", str(path))
    page.wait_for_selector("[data-screen='game']", state="attached")


def stats_average(page: Page, key: str) -> float:
    page.click("[data-cmd='home']")
    page.click("[data-cmd='stats']")
    cells = page.locator(f"[data-record='{key}'] td")
    expect(cells).to_have_count(6)
    return float(cells.nth(5).inner_text().split()[0])


def test_a_won_tranquility_end_screen_and_the_stats_agree(page: Page, base_url: str, tmp_path: Path) -> None:
    session, last = one_move_from_the_end("tranquility", "hard", 1)
    assert last == "finish"
    open_app(page, base_url)
    import_game(page, session, tmp_path)
    page.click(".controls [data-action='finish']")
    end = page.locator(".end-screen")
    expect(end).to_be_visible()
    figure = int(end.get_attribute("data-figure") or "-1")
    rows = [int(re.findall(r"\d+", t)[0]) for t in page.locator(".end-screen .summary td").all_inner_texts()]
    assert sum(rows) == figure
    expect(page.locator("#end-title")).to_contain_text(f"with {figure} card")
    # The chart's last point (cards to spare) is the same count, its axes are labelled.
    values = (page.locator(".end-screen polyline").get_attribute("data-values") or "").split(",")
    assert int(values[-1]) == figure
    expect(page.locator(".end-screen .axis-label")).to_have_count(2)
    note = page.locator(".end-screen .highlights li").first.inner_text()
    move, count = (int(n) for n in re.findall(r"\d+", note)[:2])
    assert int(values[move]) == count
    expect(page.locator(".end-screen .celebrate")).to_have_count(1)
    assert stats_average(page, "tranquility/calm") == figure
    expect(page.locator(".stats-page svg[role=img]")).to_have_count(2)
    expect(page.locator(".stats-page rect")).to_have_attribute("data-value", "100")
    expect(page.locator(".stats-page .stats-table")).to_be_visible()


def test_a_lost_game_end_screen_and_the_stats_agree(page: Page, base_url: str, tmp_path: Path) -> None:
    session, last = one_move_from_the_end("shifting-stones", "normal", 1)
    open_app(page, base_url)
    import_game(page, session, tmp_path)
    page.click(f".controls [data-action='{last}']")
    end = page.locator(".end-screen")
    expect(end).to_be_visible()
    points = int(page.locator(".end-screen .summary td").inner_text().split()[0])
    assert int(end.get_attribute("data-figure") or "-1") == points
    expect(page.locator(".end-screen .celebrate")).to_have_count(0)
    assert stats_average(page, "shifting-stones/solo") == points
    expect(page.locator(".stats-page rect")).to_have_attribute("data-value", "0")


def test_a_lost_tranquility_game_records_the_cards_it_shows(
    page: Page, base_url: str, tmp_path: Path
) -> None:
    session, _ = one_move_from_the_end("tranquility", "hard", 5)
    open_app(page, base_url)
    import_game(page, session, tmp_path)
    for _ in range(10):
        if page.locator(".end-screen").count():
            break
        tranquility_turn(page)
    end = page.locator(".end-screen")
    expect(end).to_be_visible()
    rows = [int(re.findall(r"\d+", t)[0]) for t in page.locator(".end-screen .summary td").all_inner_texts()]
    assert stats_average(page, "tranquility/calm") == sum(rows)


def test_pass_and_play_offers_undo_before_the_hand_off(page: Page, base_url: str) -> None:
    open_app(page, base_url)
    new_game(page, "shifting-stones", 2, ["human", "human"])
    page.click("[data-cmd='handoff']")
    hand = page.locator(".hand .pattern").all_inner_texts()
    page.click(".controls [data-action='end']")
    window = page.locator(".undo-window")
    expect(window).to_contain_text("Done: pass to")
    expect(page.locator(".handoff")).to_have_count(0)
    expect(page.locator(".hand .pattern")).to_have_count(0)  # nothing private meanwhile
    window.locator("[data-cmd='undo']").click()
    expect(page.locator(".undo-window")).to_have_count(0)
    assert page.locator(".hand .pattern").all_inner_texts() == hand
    # Done, pass: the hand-off at once.
    page.click(".controls [data-action='end']")
    page.locator(".undo-window [data-cmd='pass']").click()
    expect(page.locator(".handoff")).to_contain_text("Player 2")
    page.click("[data-cmd='handoff']")
    # Left alone, the window gives way to the hand-off by itself (its 6 s made 0.3 s here).
    page.evaluate("() => window.seaTest.scale('After', 0.05)")
    page.click(".controls [data-action='end']")
    expect(page.locator(".handoff")).to_contain_text("Pass to")
    expect(page.locator(".undo-window")).to_have_count(0)


def test_delete_offers_undo_from_the_keyboard_and_exports_are_named(page: Page, base_url: str) -> None:
    open_app(page, base_url)
    new_game(page, "shifting-stones", 1, ["human"])
    page.click(".controls [data-action='skip']")
    page.click("[data-cmd='home']")
    row = page.locator(".save-list .save")
    expect(row).to_have_count(1)
    with page.expect_download() as download:
        row.locator("[data-cmd^='export:']").click()
    assert re.fullmatch(r"shifting-stones-\d{4}-\d{2}-\d{2}-1p\.json", download.value.suggested_filename)
    row.locator("[data-cmd^='delete:']").click()
    expect(page.locator(".save-list .save")).to_have_count(0)
    undo = page.locator(".toast [data-cmd='undelete']")
    expect(undo).to_be_focused()
    page.keyboard.press("Enter")
    expect(page.locator(".save-list .save")).to_have_count(1)
    # A game opened and left without a move is not kept.
    new_game(page, "tranquility", 1, ["human"])
    page.click("[data-cmd='home']")
    expect(page.locator(".save-list .save")).to_have_count(1)


def test_the_score_shortcut_explains_a_refusal(page: Page, base_url: str) -> None:
    select_a_card_that_does_not_match(page, base_url)
    page.keyboard.press("s")
    expect(page.locator(".message[role=alert]")).to_contain_text("No match yet for “")
