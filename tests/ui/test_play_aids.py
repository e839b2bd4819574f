"""Play aids: hints in words, what a move touches, shortcuts, drag-to-swap, budget bars, highlights."""

from __future__ import annotations

import re
from typing import Any

import pytest

from game.core.registry import suggest
from game.shifting_stones import actions as S
from game.tranquility.view import spare_cards
from game.ui.app.frontends import ui_for
from game.ui.element import Spec, find_all, text_content
from game.ui.games.shifting_stones import clicks as stones_clicks
from game.ui.games.shifting_stones import highlights as stones_highlights
from game.ui.games.shifting_stones import table as stones
from game.ui.games.tranquility import end_summary as tranquility_summary
from game.ui.games.tranquility import table as tranquility
from game.ui.i18n import CODES, catalogue
from game.ui.pages.play.bots import hint_text
from game.ui.pages.play.end import end_screen
from game.ui.pages.play.frame import game_frame
from game.ui.table.ending import EndSummary, Line, highlight_texts
from game.ui.table.session import Seat, new_session
from game.ui.widgets.shortcuts import EVERYWHERE, help_overlay

TRANQUILITY_ACTIONS = [
    "play:37@14",
    "play:37@14/discard:12,F",
    "play:W=37@14/discard:12",
    "discard:3,80",
    "start",
    "start:W",
    "finish",
    "finish:W",
    "monster:@14",
    "shares:3,3,2",
    "give:12,55",
    "rocks:3",
    "rocks:stay/discard:12,55",
    "compass:yes",
    "compass:no",
    "squall:12,55",
    "lightning:12",
]
STONES_ACTIONS = ["swap:3-4/discard:c12", "flip:5/discard:c7", "score:c41", "end", "skip"]


#: a position the moves above are read in: Islands in cells 4 and 15 (the Sea Monster takes the
#: one in cell 15)
TRANQUILITY_VIEW: dict[str, Any] = {"grid": [None] * 3 + [12] + [None] * 10 + [40] + [None] * 21}


def _views() -> dict[str, dict[str, Any]]:
    stones_state = new_session("shifting-stones", {}, [Seat("Ann"), Seat("Bo")], 3, "v").view()
    return {
        "tranquility": TRANQUILITY_VIEW,
        "shifting-stones": {**stones_state, "hand": ["c12", "c7", "c41", "c3"]},
    }


@pytest.mark.parametrize("lang", CODES)
def test_every_suggested_move_reads_as_a_sentence_with_its_reason_in_every_language(lang: str) -> None:
    views = _views()
    for game, actions in (("tranquility", TRANQUILITY_ACTIONS), ("shifting-stones", STONES_ACTIONS)):
        for action in actions:
            text = hint_text(game, action, views[game], lang)
            assert not re.search(r"hint\.[a-z]", text) and "{" not in text, (lang, action, text)
            move, _, why = text.partition(" — ")
            assert move and why.strip(), (lang, action, text)


def test_a_hint_names_the_card_the_cell_and_the_discards() -> None:
    text = hint_text("tranquility", "play:37@14/discard:12,F", TRANQUILITY_VIEW, "en")
    assert text == (
        "Hint: play 37 in cell 15, discarding 12, Finish. — 37 fits cell 15, after 12, for 2 discards."
    )
    assert hint_text("shifting-stones", "swap:3-4/discard:c12", _views()["shifting-stones"], "en").startswith(
        "Hint: swap stones 4 and 5, paying with “any any any / any fish any / any any any” (1 point). — "
    )


def test_touched_cells_are_the_cells_a_move_changes() -> None:
    assert ui_for("tranquility").touched_cells("play:37@14/discard:12,55") == [14]
    assert ui_for("tranquility").touched_cells("monster:@3") == [3]
    assert ui_for("tranquility").touched_cells("discard:3,80") == []
    assert ui_for("shifting-stones").touched_cells("swap:3-4/discard:c12") == [3, 4]
    assert ui_for("shifting-stones").touched_cells("flip:8/discard:c1") == [8]
    assert ui_for("shifting-stones").touched_cells("score:c41") == []


@pytest.mark.parametrize("game", ["tranquility", "shifting-stones"])
def test_the_hint_is_a_legal_move_of_the_viewer(game: str) -> None:
    session = new_session(game, {}, [Seat("Ann"), Seat("Bot", "bot")], 21, "h")
    for _ in range(6):
        if session.step() != "human":
            break
        legal = session.legal_for_viewer()
        action, reason = suggest(game, session.view(), legal)
        assert action in legal and reason
        session = session.play(action)


def data_keys(spec: Spec) -> set[str]:
    found = find_all(spec, lambda s: bool(s[1].get("data-key")))
    return {key for s in found for key in str(s[1]["data-key"]).split(" ")}


def listed_keys(game: str) -> set[str]:
    rows = EVERYWHERE + ui_for(game).shortcuts
    listed = {k.lower() for keys, _ in rows for k in re.split(r"[ /,…]+", keys) if k}
    return listed | {str(d) for d in range(10)} | {"escape"}  # "1 … 9, 0" and "Esc"


def test_every_shortcut_on_a_screen_is_listed_in_the_help() -> None:
    session = new_session("shifting-stones", {}, [Seat("Ann"), Seat("Bot", "bot")], 11, "x")
    legal = session.legal_for_viewer()
    card = session.view()["hand"][0]
    selection = stones_clicks.StonesSelection(card=card, tile=4)
    page = stones.screen(stones.as_view(session.view()), ["Ann", "Bot"], selection, legal)
    keys = data_keys(page) | data_keys(
        stones.controls(
            stones.as_view(session.view()), stones_clicks.StonesSelection(pending=S.Action(S.FLIP, 4)), legal
        )
    )
    assert {"s", "f", "e", "k", "1", "escape"} <= {k.lower() for k in keys}
    assert {k.lower() for k in keys} <= listed_keys("shifting-stones") | {"escape"}
    t = new_session("tranquility", {}, [Seat("Ann"), Seat("Bot", "bot")], 3, "t")
    t_page = tranquility.screen(
        tranquility.as_view(t.view()), ["Ann", "Bot"], tranquility.TranqSelection(), t.legal_for_viewer()
    )
    t_keys = {k.lower() for k in data_keys(t_page)}
    assert {"1", "d"} <= t_keys <= listed_keys("tranquility") | {"escape"}
    frame = game_frame(t, t_page, [], "normal")
    assert {"u", "h"} <= {k.lower() for part in frame for k in data_keys(part)}


def test_the_help_overlay_is_a_dialog_listing_the_game_in_play() -> None:
    overlay = help_overlay("tranquility", "ru")
    dialog = find_all(overlay, lambda s: s[1].get("role") == "dialog")
    assert dialog and dialog[0][1]["aria-modal"] == "true"
    text = text_content(overlay)
    assert "Сбросить две карты" in text and "Перевернуть" not in text
    assert "Escape" in data_keys(overlay)


def test_dragging_a_stone_onto_a_neighbour_waits_for_the_card_that_pays() -> None:
    session = new_session("shifting-stones", {}, [Seat("Ann"), Seat("Bot", "bot")], 11, "x")
    legal = session.legal_for_viewer()
    dragged = stones_clicks.handle(stones_clicks.decode("drag:4-1"), stones_clicks.StonesSelection(), legal)
    assert dragged.selection.pending == S.Action(S.SWAP, 1, 4) and dragged.action is None
    far = stones_clicks.handle(stones_clicks.decode("drag:0-8"), stones_clicks.StonesSelection(), legal)
    assert far.selection.pending is None and far.message == "Only neighbouring stones can be swapped."
    grid = stones.board(stones.as_view(session.view())["grid"], stones_clicks.StonesSelection(), True)
    assert grid[1]["data-drag"] == "swap"
    assert (
        stones.board(stones.as_view(session.view())["grid"], stones_clicks.StonesSelection(), False)[1].get(
            "data-drag"
        )
        is None
    )


def test_each_seat_has_a_budget_bar() -> None:
    session = new_session("tranquility", {}, [Seat("Ann"), Seat("Bo", "bot"), Seat("Cy", "bot")], 4, "b")
    view = session.view()
    gauge = tranquility.budget(tranquility.as_view(view), ["Ann", "Bo", "Cy"])
    seats = find_all(gauge, lambda s: s[1].get("class") == "seat-budget")
    assert len(seats) == 1
    held = [h + p for h, p in zip(view["hand_sizes"], view["pile_sizes"], strict=True)]
    assert text_content(seats[0]) == "".join(
        f"{n}: {c} cards" for n, c in zip(["Ann", "Bo", "Cy"], held, strict=True)
    )


def view_with(empty: int, held: int, start: bool = True, result: str | None = None) -> dict[str, Any]:
    return {
        "grid": [None] * empty + [1] * (36 - empty),
        "start_played": start,
        "hand_sizes": [held],
        "pile_sizes": [0],
        "result": result,
    }


def tranquility_highlights(views: list[dict[str, Any]]) -> list[str]:
    return highlight_texts(tranquility_summary(views, [0]), ["Ann"], "en")


def test_the_closest_call_is_the_fewest_spare_cards() -> None:
    views = [view_with(36, 50, False), view_with(30, 40), view_with(10, 13), view_with(2, 9)]
    assert [spare_cards(v) for v in views] == [4, 9, 2, 6]
    assert tranquility_highlights(views) == ["Closest call: after move 2 the team had only 2 cards to spare."]
    short = [view_with(36, 50, False), view_with(10, 8), view_with(9, 5)]
    # how short it was at the move it ran out (the chart's point there), not the worst later on
    assert [spare_cards(v) for v in short[1:]] == [-3, -5]
    assert tranquility_highlights(short) == ["The budget ran out at move 1: 3 cards short."]


def test_a_lost_voyage_says_it_was_lost_and_why_and_is_no_close_call() -> None:
    stuck = {**view_with(5, 20, result="lost"), "stuck_seat": 0}
    views = [view_with(36, 50, False), view_with(30, 40), stuck]
    summary = tranquility_summary(views, [0])
    # one player: no team to speak of
    assert summary.result.text(["Ann"], "en") == "The voyage is lost: 31 of 36 cells filled."
    pair = {**stuck, "hand_sizes": [10, 10], "pile_sizes": [0, 0]}
    assert tranquility_summary([pair], [0, 1]).result.text(["Ann", "Bo"], "en") == (
        "The team lost: 31 of 36 cells filled."
    )
    assert tranquility_highlights(views) == ["The voyage was lost when Ann had no move left."]
    assert highlight_texts(summary, ["You"], "en") == ["The voyage was lost when you had no move left."]
    assert not summary.won


def test_a_voyage_that_was_never_close_is_no_close_call() -> None:
    close = [view_with(36, 50, False), view_with(0, 3, result="won")]
    assert [spare_cards(v) for v in close[1:]] == [3]
    assert tranquility_highlights(close) == ["Closest call: after move 1 the team had only 3 cards to spare."]
    easy = [view_with(36, 50, False), view_with(0, 4, result="won")]
    assert tranquility_highlights(easy) == [
        "Never in doubt: at its tightest, after move 1, the team still had 4 cards to spare."
    ]


def test_once_the_sea_is_won_every_card_left_is_to_spare() -> None:
    # Before the Finish one card is still needed; once it is played nothing is: the closest call,
    # the chart's last point, the share figure and the stats figure are the same count.
    views = [view_with(36, 50, False), view_with(0, 8), view_with(0, 7, result="won")]
    summary = tranquility_summary(views, [0])
    assert tranquility_highlights(views) == [
        "Never in doubt: at its tightest, after move 1, the team still had 7 cards to spare."
    ]
    assert summary.chart is not None and summary.chart.series[0].values[-1] == 7
    assert (summary.won, summary.figure, summary.share_won, summary.share_figure) == (True, 7, True, 7)


def test_stones_highlights_find_the_biggest_turn_margin_and_lead_changes() -> None:
    scores = [[0, 0], [3, 0], [5, 0], [5, 6], [5, 6], [9, 6]]
    actors = [0, 0, 1, 1, 0]
    lines = [line.text(["Ann", "Bo"], "en") for line in stones_highlights(scores, actors, 2)]
    assert lines == [
        "Biggest turn: Bo scored 6 points in one turn.",
        "Ann won by 3 points.",
        "The lead changed hands 2 times.",
    ]
    assert stones_highlights([[0], [2]], [0], 1) == ()


def test_the_end_screen_lists_its_highlights() -> None:
    session = new_session("shifting-stones", {}, [Seat("Ann"), Seat("Bo")], 3, "e")
    summary = EndSummary(
        True,
        3,
        True,
        3,
        Line("stones.end.wins", {"seat": 0}),
        ((), ()),
        (Line("end.h.won_by", {"seat": 0, "count": 3}),),
    )
    page = end_screen(session, summary, ["Ann", "Bo"], "en")
    assert "Highlights" in text_content(page) and "Ann won by 3 points." in text_content(page)
    assert "Ann wins!" in text_content(page)


def test_new_messages_exist_in_every_catalogue() -> None:
    english = catalogue("en")
    for key in [k for k in english if k.startswith(("hint.", "help.", "end.h."))]:
        for lang in CODES:
            assert key in catalogue(lang), (lang, key)


def test_a_solo_voyage_is_won_or_lost_by_you_and_a_team_s_by_the_team() -> None:
    won = {**view_with(0, 4, result="won")}
    assert tranquility_summary([won], [0]).result.text(["You"], "en") == (
        "The sea is complete: you win, with 4 cards to spare!"
    )
    team = {**won, "hand_sizes": [2, 2], "pile_sizes": [0, 0]}
    assert tranquility_summary([team], [0, 1]).result.text(["You", "Bo"], "en") == (
        "The sea is complete: you all win, with 4 cards to spare!"
    )
