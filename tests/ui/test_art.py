"""Cards drawn as cards: which drawing each card and cell shows, the row labels, the rocks' rows,
and the pattern cards' squares."""

from __future__ import annotations

import re
from pathlib import Path
from typing import Any

import pytest

from game.shifting_stones.cards import card, card_name
from game.tranquility.layouts import LAYOUTS
from game.tranquility.rules import RULES
from game.ui.element import Spec, find_all, text_content
from game.ui.games.shifting_stones import table as stones
from game.ui.games.tranquility import table as tranq
from tests.tranquility.notation import do, legal, position

ROOT = Path(__file__).resolve().parents[2]
SPRITE_IDS = set(re.findall(r'<symbol id="([\w-]+)"', (ROOT / "index.html").read_text()))


def classes(spec: Spec) -> list[str]:
    return str(spec[1].get("class", "")).split()


def uses(spec: Spec) -> list[str]:
    """The sprite symbols a spec draws, in order."""
    return [str(use[1]["href"]) for use in find_all(spec, lambda s: s[0] == "use")]


@pytest.mark.parametrize(
    ("number", "expected"),
    [
        (1, "shallows"),
        (16, "shallows"),
        (17, "reef"),
        (32, "reef"),
        (33, "palms"),
        (48, "palms"),
        (49, "cliffs"),
        (64, "cliffs"),
        (65, "volcano"),
        (80, "volcano"),
    ],
)
def test_an_island_scene_follows_its_number_in_ranges_of_sixteen(number: int, expected: str) -> None:
    assert tranq.scene(number) == expected


def test_every_drawing_the_table_asks_for_is_in_the_sprite() -> None:
    wanted = {f"art-{name}" for name in (*tranq.SCENES, *tranq.SPECIAL_CARDS.values(), "rocks")}
    assert wanted <= SPRITE_IDS, wanted - SPRITE_IDS


def sea_for(spec: str, **options: Any) -> tuple[Spec, Any]:
    state = position(spec, **options)
    view = tranq.as_view(RULES.view(state, 0))
    return tranq.sea(view, {}, False), state


def test_placed_islands_show_their_scene_and_number_and_only_empty_cells_show_an_index() -> None:
    sea, _ = sea_for("grid: 5@0 20@1 40@14 70@35; hand0: 1; hand1: 2")
    for cell in find_all(sea, lambda s: s[1].get("role") == "gridcell"):
        p = int(cell[1]["data-cell"])
        button = find_all(cell, lambda s: s[0] == "button")[0]
        indices = find_all(cell, lambda s: "cell-index" in classes(s))
        number = {0: 5, 1: 20, 14: 40, 35: 70}.get(p)
        if number is None:
            assert [text_content(i) for i in indices] == [str(p + 1)]
            assert uses(button) == []
        else:
            assert indices == []
            assert uses(button) == [f"#art-{tranq.scene(number)}"]
            assert f"scene-{tranq.scene(number)}" in classes(button)
            assert text_content(button) == str(number)
            # the drawing is decoration: the accessible name is unchanged
            assert button[1]["aria-label"] == f"Cell {p + 1}: Island {number}"
            svg = find_all(button, lambda s: s[0] == "svg")[0]
            assert svg[1]["aria-hidden"] == "true"


@pytest.mark.parametrize("layout", sorted(LAYOUTS))
def test_every_row_starts_with_its_label_counted_from_the_bottom(layout: str) -> None:
    sea, _ = sea_for("hand0: 1; hand1: 2", layout=layout)
    rows = find_all(sea, lambda s: s[1].get("role") == "row")
    assert len(rows) == len(LAYOUTS[layout].rows)
    for on_screen, row in enumerate(rows):
        header = row[2]
        assert header[1]["role"] == "rowheader"
        number = len(rows) - on_screen  # the top row on screen is the last row
        assert text_content(header) == f"Row {number}{number}"  # hidden words, then the digit
        # the cells come after the label's column
        starts = [int(re.search(r"grid-column: (\d+)", c[1]["style"]).group(1)) for c in row[3:]]  # type: ignore[union-attr]
        assert min(starts) >= 2


def test_the_rocks_row_label_shows_the_rocks_piece() -> None:
    sea, _ = sea_for("rocks: 2; hand0: 1; hand1: 2", jagged_rocks="automatic")
    headers = find_all(sea, lambda s: s[1].get("role") == "rowheader")
    rocky = [h for h in headers if "rocks-here" in classes(h)]
    assert len(rocky) == 1
    assert uses(rocky[0]) == ["#art-rocks"]
    assert text_content(rocky[0]).startswith("Row 3, Jagged Rocks")
    assert all(uses(h) == [] for h in headers if h is not rocky[0])


def rocks_decision() -> tuple[Any, list[str]]:
    state = position("rocks: 0; hand0: 10 1 2 3; pile0: 40 41; hand1: 5 6", jagged_rocks="manual")
    state = do(state, "play:10@6")
    return state, legal(state)


def test_while_the_rocks_move_the_labels_of_the_rows_they_may_go_to_are_buttons() -> None:
    state, moves = rocks_decision()
    view = tranq.as_view(RULES.view(state, 0))
    screen = tranq.screen(view, ["Ann", "Bo"], tranq.TranqSelection(), moves)
    picks = find_all(screen, lambda s: "row-pick" in classes(s))
    expected = sorted(a for a in moves if re.fullmatch(r"rocks:\d+", a))
    assert expected and sorted(str(p[1]["data-action"]) for p in picks) == expected
    for pick in picks:
        row = int(str(pick[1]["data-action"]).split(":")[1])
        assert pick[0] == "button" and pick[1]["aria-label"] == f"Move the rocks to row {row + 1}"
        assert text_content(pick).endswith(str(row + 1))  # the visible digit is part of the name
    # the decision takes the focus: to the first row (top to bottom) the rocks may move to
    focused = [p for p in picks if p[1].get("autofocus")]
    assert [str(p[1]["data-action"]) for p in focused] == [str(picks[0][1]["data-action"])]
    assert picks[0][1]["data-action"] == max(expected, key=lambda a: int(a.split(":")[1]))
    # the rocks' own row is not a target; keeping them (for two cards) stays in the panel
    assert all(p[1]["data-action"] != "rocks:0" for p in picks)
    panel = find_all(screen, lambda s: "controls" in classes(s))[0]
    assert not find_all(panel, lambda s: str(s[1].get("data-action", "")).startswith("rocks:"))
    assert find_all(panel, lambda s: s[1].get("data-cmd") == "choose:rocks:stay/discard:")
    # the status line over the board asks for it
    assert "Click a row label on the board" in tranq.prompt(
        view, ["Ann", "Bo"], tranq.TranqSelection(), moves, "en"
    )


def test_outside_the_rocks_decision_no_row_label_is_a_button() -> None:
    state = position("rocks: 0; hand0: 10 1 2 3; pile0: 40 41; hand1: 5 6", jagged_rocks="manual")
    view = tranq.as_view(RULES.view(state, 0))
    screen = tranq.screen(view, ["Ann", "Bo"], tranq.TranqSelection(), legal(state))
    assert find_all(screen, lambda s: "row-pick" in classes(s)) == []


def test_hand_cards_are_drawn_with_their_scene_or_their_own_drawing() -> None:
    state = position("hand0: 3 40 S W M; hand1: 2", sea_monsters=3, wild_cards=1)
    view = tranq.as_view(RULES.view(state, 0))
    screen = tranq.screen(view, ["Ann", "Bo"], tranq.TranqSelection(), legal(state))
    hand = find_all(screen, lambda s: "tcard" in classes(s))
    assert [uses(card) for card in hand] == [
        ["#art-shallows"],
        ["#art-palms"],
        ["#art-start"],
        ["#art-wild"],
        ["#art-monster"],
    ]
    assert [card[1]["aria-label"] for card in hand] == ["3", "40", "Start", "Wild", "Sea Monster"]


@pytest.mark.parametrize("card_id", range(1, 73))
def test_a_pattern_fills_its_card_with_one_square_per_pattern_square(card_id: int) -> None:
    pattern = card(card_id)
    spec = stones.pattern_card(card_name(card_id), {})
    squares = find_all(spec, lambda s: "sq" in classes(s))
    assert len(squares) == pattern.height * pattern.width
    grey = [s for s in squares if "grey" in classes(s)]
    assert len(grey) == sum(row.count(".") for row in pattern.rows)
    assert all(not find_all(s, lambda x: x[0] == "svg") for s in grey)  # grey squares carry no face
    # The squares in reading order, each face where the pattern has it.
    faces = [
        None if "grey" in classes(s) else classes(find_all(s, lambda x: x[0] == "svg")[0]) for s in squares
    ]
    letters = [letter for row in pattern.rows for letter in row]
    assert [face is None for face in faces] == [letter == "." for letter in letters]
    # The grid knows the pattern's shape: its longer side spans the card (app.css), the other centred.
    grid = find_all(spec, lambda s: "pattern-grid" in classes(s))[0]
    shape = dict(re.findall(r"--(\w+): (\d+)", str(grid[1]["style"])))
    side = max(pattern.height, pattern.width)
    assert shape == {"rows": str(pattern.height), "cols": str(pattern.width), "side": str(side)}
