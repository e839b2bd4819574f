"""One source for every figure of a finished game: the end screen, its highlights and chart, the
daily share line, the stats record and the stats page say the same numbers (read off the text)."""

from __future__ import annotations

import re
from dataclasses import replace

import pytest

from game.core.registry import make_bot
from game.core.rng import Rng
from game.ui.app.frontends import ui_for
from game.ui.deals.daily import daily_result, share_text
from game.ui.element import find_all, text_content
from game.ui.games.shifting_stones import table as stones_table
from game.ui.games.tranquility import table
from game.ui.games.tranquility.table import budget
from game.ui.i18n import CODES
from game.ui.pages.play.end import end_screen
from game.ui.pages.stats.view import stats_page
from game.ui.storage.stats import Stats, record_game, record_key, start_daily
from game.ui.table.ending import EndSummary
from game.ui.table.session import Seat, Session, new_session

DATE = "2026-12-01"


def finished(session: Session, seed: int) -> Session:
    """Every seat, people too, played by an easy bot to the end."""
    bot = make_bot(session.match.game, "easy")
    rng = Rng(seed)
    while session.step() != "over":
        seat = session.actor()
        legal = session.rules.legal_actions(session.state)
        session = session.play(bot.choose(session.rules.view(session.state, seat), legal, rng))
    return session


def seats(people: int, bots: int) -> list[Seat]:
    return [Seat(f"P{i}") for i in range(people)] + [Seat(f"B{i}", "bot", "easy") for i in range(bots)]


def numbers(text: str) -> list[int]:
    return [int(n) for n in re.findall(r"-?\d+", text)]


def shown(session: Session) -> tuple[EndSummary, str, list[str], list[str], str]:
    """The summary, the end screen's title, its rows, its highlights and the stats page text."""
    names = [seat.name for seat in session.seats]
    summary = ui_for(session.match.game).end_summary(session)
    end = end_screen(session, summary, names, "en")
    title = text_content(find_all(end, lambda s: s[1].get("id") == "end-title")[0])
    rows = [text_content(line) for line in find_all(end, lambda s: s[1].get("class") == "end-line")]
    notes = [
        text_content(li) for ul in find_all(end, lambda s: s[1].get("class") == "highlights") for li in ul[2:]
    ]
    before = Stats()
    if session.daily:
        before, _ = start_daily(before, session.match.game, session.daily, session.save_id)
    stats = record_game(before, session)
    page = text_content(stats_page(stats, None, False))
    record = stats.records[record_key(session)]
    assert record.recent == ((int(summary.won), summary.figure),)
    if session.daily:
        entry = stats.daily[session.match.game][session.daily]
        assert entry["result"] == ("won" if summary.share_won else "lost")
        assert entry["figure"] == str(summary.share_figure)
    return summary, title, rows, notes, page


TRANQUILITY = [
    ({}, 1, 0),
    ({}, 2, 1),
    ({"sea_monsters": 3, "jagged_rocks": "automatic"}, 1, 2),
    ({"storms": True, "wild_cards": 2}, 3, 0),
]


@pytest.mark.parametrize(("options", "people", "bots"), TRANQUILITY)
def test_tranquility_figures_agree_everywhere(options: dict[str, object], people: int, bots: int) -> None:
    outcomes = set()
    for seed in range(1, 9):
        session = finished(new_session("tranquility", options, seats(people, bots), seed, f"t{seed}"), seed)
        session = replace(session, daily=DATE)
        summary, title, rows, notes, page = shown(session)
        left = sum(numbers(row)[0] for row in rows)
        won, figure = daily_result(session)
        line = share_text("tranquility", DATE, won, figure, False)
        values = summary.chart.series[0].values if summary.chart else ()
        # The stats count the cards the end screen lists, won or lost.
        assert summary.figure == left
        assert f"{left:.1f} cards left" in page
        if won:
            outcomes.add("won")
            assert summary.won and f"with {left} card" in title and f"won with {left} card" in line
            assert values[-1] == left
            # The table's budget line under the end screen says the same.
            shown_budget = text_content(
                budget(table.as_view(session.view()), [s.name for s in session.seats], "en")
            )
            assert f"0 needed, {left} to spare" in shown_budget
        else:
            outcomes.add("lost")
            # nothing is to spare on a lost voyage: the budget says what was held and needed
            shown_budget = text_content(
                budget(table.as_view(session.view()), [s.name for s in session.seats], "en")
            )
            assert "to spare" not in shown_budget and "when the voyage ended" in shown_budget
            filled = numbers(title)[0]
            assert f"lost with {filled} of 36 cells filled" in line
        # The highlight quotes the chart: the spare cards after that move.
        for note in notes:
            if "had no move left" in note:  # what ended a lost voyage: no figure to quote
                assert not won
                continue
            move, count = re.search(r"move (\d+)", note), numbers(note)
            assert move is not None
            at = int(move.group(1))
            if "short" in note:
                assert values[at] == -count[-1] and all(v >= 0 for v in values[1:at])
            else:
                assert values[at] == count[-1] == min(values[1:])
    assert outcomes  # at least one finished game checked


def test_a_tranquility_duel_records_the_points_it_shows() -> None:
    for seed in range(1, 7):
        session = finished(new_session("tranquility", {"competitive": True}, seats(1, 1), seed, "d"), seed)
        summary, _, rows, _, page = shown(session)
        points = [numbers(row)[0] for row in rows]
        assert summary.figure == points[0]
        assert summary.won == (points[0] > points[1])
        assert f"{points[0]:.1f} points" in page


@pytest.mark.parametrize(("people", "bots"), [(1, 0), (2, 0), (1, 2), (2, 2)])
def test_shifting_stones_figures_agree_everywhere(people: int, bots: int) -> None:
    for seed in range(1, 9):
        session = finished(new_session("shifting-stones", {}, seats(people, bots), seed, f"s{seed}"), seed)
        session = replace(session, daily=DATE)
        summary, title, rows, notes, page = shown(session)
        points = [numbers(row)[0] for row in rows]
        best = max(points[:people])
        assert summary.figure == best and f"{best:.1f} points" in page
        names = [seat.name for seat in session.seats]
        winners = [name for name in names if name in title]
        if people + bots > 1:
            top = max(points)
            assert winners == [name for name, p in zip(names, points, strict=True) if p == top]
            assert summary.won == any(name in winners for name in names[:people])
            for note in notes:
                if " won by " in note:
                    assert note.startswith(f"{winners[0]} won by") or note.startswith("You won by")
                    ordered = sorted(points, reverse=True)
                    assert numbers(note)[-1:] == [ordered[0] - ordered[1]]
            # The +3 for the most 1-point cards is told apart, for its holders only.
            view = session.rules.view(session.state, None)
            for seat, row in enumerate(rows):
                extra = view["scores"][seat] - stones_table.card_points(view["scored"][seat])
                assert ("+3 for the most 1-point cards" in row) == (extra == 3)
        else:
            won, figure = daily_result(session)
            line = share_text("shifting-stones", DATE, won, figure, False)
            scored, strikes = numbers(rows[0])[1:3]
            assert won == summary.won == ("you win" in title)
            assert (f"won with {strikes} strike" if won else f"lost with {scored} of 16 cards scored") in line


@pytest.mark.parametrize("lang", CODES)
def test_the_end_screen_chart_has_labelled_axes_and_a_description(lang: str) -> None:
    session = finished(new_session("shifting-stones", {}, seats(2, 0), 3, "c"), 3)
    summary = ui_for("shifting-stones").end_summary(session)
    end = end_screen(session, summary, ["A", "B"], lang)
    (svg,) = find_all(end, lambda s: s[0] == "svg" and s[1].get("role") == "img")
    labels = [text_content(t) for t in find_all(svg, lambda s: s[1].get("class") == "axis-label")]
    assert len(labels) == 2 and all(labels)
    assert find_all(svg, lambda s: s[0] == "title")
    desc = find_all(end, lambda s: s[1].get("id") == svg[1]["aria-describedby"])
    assert desc and text_content(desc[0])


def test_a_win_is_celebrated_warmly_and_a_loss_gently_and_a_table_of_bots_not_at_all() -> None:
    """The end screen tells the page how the people at the table did; the page plays it once as
    the game ends (static/js/motion.js), and says the verdict in words."""
    results = set()
    for seed in range(1, 12):
        session = finished(new_session("shifting-stones", {}, seats(1, 1), seed, "w"), seed)
        summary = ui_for("shifting-stones").end_summary(session)
        end = end_screen(session, summary, ["A", "B"], "en")
        assert end[1]["data-celebrate"] == ("won" if summary.won else "lost")
        verdict = text_content(find_all(end, lambda s: "end-verdict" in str(s[1].get("class")))[0])
        assert verdict in (("You won", "You share the win") if summary.won else ("You lost",))
        results.add(summary.won)
    assert results == {True, False}
    bots = finished(new_session("shifting-stones", {}, [Seat("B0", "bot"), Seat("B1", "bot")], 3, "b"), 3)
    end = end_screen(bots, ui_for("shifting-stones").end_summary(bots), ["B0", "B1"], "en")
    assert end[1].get("data-celebrate") is None
    assert not find_all(end, lambda s: "end-verdict" in str(s[1].get("class")))


def test_the_stats_page_draws_a_chart_and_keeps_its_table() -> None:
    session = finished(new_session("shifting-stones", {}, seats(1, 1), 4, "p"), 4)
    stats = record_game(Stats(), session)
    page = stats_page(stats, None, False)
    assert find_all(page, lambda s: s[1].get("class") == "stats-table")
    charts = find_all(page, lambda s: s[0] == "svg")
    assert len(charts) == 2
    (bar,) = find_all(page, lambda s: s[0] == "rect")
    won = stats.records[record_key(session)].won
    assert bar[1]["data-value"] == str(100 * won)
