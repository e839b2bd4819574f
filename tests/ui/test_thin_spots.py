"""Small things a player reads: a drawn seed is a short word, the bots' pace is called a pace, the
+3 bonus is final once the game is over, and a chart's axis is marked at round values."""

from __future__ import annotations

import re

from game.core.match import Match
from game.core.registry import get_rules, make_bot
from game.core.rng import seed_from_text
from game.core.table import play_bots
from game.ui.app import events as ev
from game.ui.element import find_all, text_content
from game.ui.games.shifting_stones import table as stones_table
from game.ui.pages.setup.parse import seed_word
from game.ui.table.ending import Chart, Series, line_chart
from tests.ui.dom import one, select, text
from tests.ui.test_controller import Browser, setup_form
from tests.ui.test_flows import visit


def test_a_drawn_seed_is_a_short_word_that_deals_the_same_game() -> None:
    b = Browser()
    visit(b)
    b.send(ev.Command("new:shifting-stones"))
    form = setup_form(2)
    form["seed"] = ""
    b.send(ev.Command("start:shifting-stones", form))
    session = b.state.session
    assert session is not None
    word = session.seed_text
    assert re.fullmatch(r"[a-z]{6}", word) and seed_from_text(word) == session.match.seed
    assert len({seed_word(n) for n in range(0, 10_000_000, 9973)}) > 990  # different draws differ


def test_the_bots_pace_is_called_a_pace() -> None:
    b = Browser()
    visit(b)
    b.send(ev.Command("new:tranquility"))
    shown = b.send(ev.Command("start:tranquility", setup_form(2, bots=(1,))))
    assert "Bot pace:" in text(shown, "label.pace")


def test_the_one_point_bonus_is_final_once_the_game_is_over() -> None:
    rules = get_rules("shifting-stones")
    options = rules.options_from_json({"players": 2})
    for seed in range(20):
        played = play_bots(rules, options, seed, [make_bot("shifting-stones", "easy")] * 2)
        states = Match.replay(rules, options, seed, played.actions).states
        views = [stones_table.as_view(rules.view(state, None)) for state in states]
        said = [text_content(stones_table.seat_chips(v, ["Ann", "Bob"], "en")) for v in views]
        if "bonus" in said[-1]:
            break
    else:
        raise AssertionError("no game with a bonus")
    assert any("bonus so far" in line for line in said[:-1])
    assert "bonus so far" not in said[-1] and re.search(r"\+ 3 bonus", said[-1])


def test_a_charts_axis_is_marked_at_round_values() -> None:
    chart = Chart(
        "end.chart_chance",
        "end.chart_chance",
        "end.axis.move",
        "end.axis.points",
        (Series((12.5, 93.8, 47.0)),),
    )
    spec = line_chart(chart, ["Ann"], "en")
    marks = [
        text_content(t) for t in find_all(spec, lambda s: s[0] == "text" and "tick" in str(s[1].get("class")))
    ]
    values = {float(m) for m in marks if re.fullmatch(r"-?\d+(\.\d+)?", m)}
    assert {0.0, 50.0, 100.0} <= values and 93.8 not in values


def test_a_seat_chip_marks_the_figure_a_phone_keeps_the_points_between_rivals() -> None:
    b = Browser()
    visit(b)
    b.send(ev.Command("new:shifting-stones"))
    shown = b.send(ev.Command("start:shifting-stones", setup_form(3, bots=(1, 2))))
    chips = select(shown, ".seat-chips .chip")
    assert len(chips) == 3
    assert [text_content(one(chip, ".chip-stat.key")) for chip in chips] == ["0 points"] * 3
    b.send(ev.Command("home"))
    b.send(ev.Command("new:tranquility"))
    shown = b.send(ev.Command("start:tranquility", setup_form(3, bots=(1, 2))))
    assert len(select(shown, ".seat-chips .chip")) == 3 and not select(shown, ".seat-chips .key")
