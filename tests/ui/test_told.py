"""Every refused input explains itself: the card and the rule, in the player's language; Stones
cards are named by what they show, never by an internal id."""

from __future__ import annotations

import random
import re
from dataclasses import replace
from typing import Any

import pytest

from game.core.registry import get_rules
from game.shifting_stones.cards import card_id_of
from game.shifting_stones.matching import matches
from game.shifting_stones.tiles import FACE_NAMES, parse_grid
from game.tranquility import cards as C
from game.tranquility.actions import PLAY, parse_action
from game.ui.app import events as ev
from game.ui.app.frontends import ui_for
from game.ui.deals.difficulty import Difficulty
from game.ui.element import find_all, text_content
from game.ui.games.shifting_stones import clicks as stones_clicks
from game.ui.games.shifting_stones import table as stones
from game.ui.games.shifting_stones.words import card_words
from game.ui.games.tranquility import table as tranq
from game.ui.games.tranquility.refusals import cell_refusal
from game.ui.i18n import CODES, catalogue, tr
from game.ui.table.log import move_log
from game.ui.widgets.meter import meter
from tests.ui.dom import spoken
from tests.ui.test_controller import Browser, setup_form

TRANQ = get_rules("tranquility")
STONES = get_rules("shifting-stones")


def _sea(**cells: int) -> Any:
    """Seat 0 to act in a two-player game holding 15, 18, 33, 62 and a Finish (seed 7), with
    Islands already in the sea: ``c5=20`` puts 20 in cell 5 (counted from 0)."""
    state = TRANQ.new_game(TRANQ.options_from_json({"players": 2}), 7)
    assert state.hands[0] == (15, 18, 33, 62, 81)
    grid = list(state.grid)
    for name, number in cells.items():
        grid[int(name[1:])] = number
    return replace(state, grid=tuple(grid))


def _click(state: Any, *commands: str, lang: str = "en") -> Any:
    """The outcome of the last of ``commands`` clicked in turn by seat 0."""
    view = tranq.as_view(TRANQ.view(state, 0))
    legal = TRANQ.legal_actions(state)
    hand = list(view["hand"] or [])
    selection = tranq.TranqSelection()
    outcome = None
    for command in commands:
        outcome = tranq.handle(tranq.decode(command), selection, legal, hand, lang, view)
        selection = outcome.selection
    return outcome


def _index(state: Any, card: int) -> int:
    return list(state.hands[0]).index(card)


# --- Tranquility: refused placements ---------------------------------------------------------------


def test_a_play_that_costs_too_much_names_the_cost_and_what_the_player_can_give() -> None:
    state = _sea(c5=20)
    outcome = _click(state, f"card:{_index(state, 62)}", "cell:6")
    assert outcome.action is None
    assert outcome.message == "62 would cost 42 discards; you have 4 to give."
    assert outcome.selection.card == "62"  # still held: the player can try another cell


def test_a_play_out_of_order_names_the_card_that_forbids_it() -> None:
    state = _sea(c2=50)
    outcome = _click(state, f"card:{_index(state, 33)}", "cell:10")
    assert outcome.message == (
        "33 can't go in cell 11: 50 in cell 3 comes before it, and the sea rises from Start to Finish."
    )
    outcome = _click(_sea(c20=30), f"card:{_index(state, 33)}", "cell:15")
    assert outcome.message is not None and "30 in cell 21 comes after it" in outcome.message


def test_a_taken_cell_says_what_it_holds() -> None:
    state = _sea(c5=20)
    outcome = _click(state, f"card:{_index(state, 15)}", "cell:5")
    assert outcome.message == "15 can't go in cell 6: it already holds 20."


def test_holding_the_start_an_island_says_play_the_start_first_and_stays_selected() -> None:
    state = _sea()
    state = replace(state, hands=((15, 18, 33, 62, C.START), *state.hands[1:]))
    outcome = _click(state, "card:0")
    assert outcome.selection.card == "15"
    assert outcome.message == "15 must wait: play your Start card first."
    # And the cell click says the same thing, rather than nothing.
    assert _click(state, "card:0", "cell:3").message == outcome.message


def test_a_playable_card_is_selected_silently_and_plays_in_a_lit_cell() -> None:
    state = _sea()
    outcome = _click(state, f"card:{_index(state, 15)}")
    assert outcome.message is None
    assert _click(state, f"card:{_index(state, 15)}", "cell:7").action == "play:15@7"


@pytest.mark.parametrize("lang", CODES)
def test_refusals_are_told_in_every_language_with_every_blank_filled(lang: str) -> None:
    state = _sea(c5=20, c2=10)
    texts = [
        _click(state, f"card:{_index(state, 62)}", "cell:6", lang=lang).message,
        _click(state, f"card:{_index(state, 15)}", "cell:5", lang=lang).message,
        _click(state, f"card:{_index(state, 15)}", "cell:1", lang=lang).message,
    ]
    for text in texts:
        assert text is not None and "{" not in text and not text.startswith("tranq.")
    assert "62" in texts[0] and "42" in texts[0] and "4" in texts[0]
    if lang != "en":
        english = [
            _click(state, f"card:{_index(state, 62)}", "cell:6").message,
            _click(state, f"card:{_index(state, 15)}", "cell:5").message,
        ]
        assert texts[:2] != english


def test_while_a_card_is_held_every_cell_stays_reachable_and_refused_ones_say_so() -> None:
    state = _sea(c5=20)
    view = tranq.as_view(TRANQ.view(state, 0))
    legal = TRANQ.legal_actions(state)
    screen = tranq.screen(view, ["Ann", "Bo"], tranq.TranqSelection(card="62"), legal)
    cells = find_all(screen, lambda s: s[0] == "button" and "cell" in s[1].get("class", "").split())
    assert len(cells) == 36
    for cell in cells:
        attrs = cell[1]
        assert "disabled" not in attrs and attrs["data-cmd"].startswith("cell:")
        lit = "target" in attrs["class"].split()
        assert attrs["aria-disabled"] == ("false" if lit else "true")
        assert ("data-explain" in attrs) == (not lit)
    # With nothing held, cells are not commands at all.
    idle = tranq.screen(view, ["Ann", "Bo"], tranq.TranqSelection(), legal)
    assert not find_all(idle, lambda s: "cell" in s[1].get("class", "").split() and "data-cmd" in s[1])


def test_a_card_that_cannot_pay_says_why() -> None:
    state = _sea(c5=20)
    state = replace(state, hands=((18, 22, 33, 62, C.MONSTER), *state.hands[1:]))
    monster = list(TRANQ.view(state, 0)["hand"]).index("M")
    outcome = _click(state, "card:1", "cell:6", f"card:{monster}")
    assert outcome.selection.choosing is not None  # 22 beside 20 costs two of 18, 33, 62
    assert outcome.message == "Sea Monster can't pay for this: it may not be discarded."
    outcome = _click(state, "card:1", "cell:6", "card:1")
    assert outcome.message == "22 is the card being played; it can't pay for itself."


def _positions(options: dict[str, Any], games: int) -> list[Any]:
    """Positions where seat ``current`` plays its turn, from random games."""
    found = []
    for seed in range(games):
        rng = random.Random(seed)
        state = TRANQ.new_game(TRANQ.options_from_json(options), seed)
        while not TRANQ.is_terminal(state):
            seat = TRANQ.current_player(state)
            if TRANQ.view(state, seat)["pending"] is None:
                found.append(state)
            state = TRANQ.apply(state, rng.choice(TRANQ.legal_actions(state)))
    return found


@pytest.mark.parametrize(
    "options",
    [
        {"players": 2},
        {"players": 3, "jagged_rocks": "automatic", "day_night": True, "storms": True, "wild_cards": 2},
    ],
)
def test_every_refused_cell_gets_a_specific_reason_and_never_a_legal_one(options: dict[str, Any]) -> None:
    checked = 0
    for state in _positions(options, 6)[::7]:
        seat = TRANQ.current_player(state)
        view = tranq.as_view(TRANQ.view(state, seat))
        plays = {(a.number, a.cell) for a in map(parse_action, TRANQ.legal_actions(state)) if a.kind == PLAY}
        for card in dict.fromkeys(view["hand"] or []):
            if not card.isdigit():
                continue
            for cell in range(len(view["grid"])):
                if (int(card), cell) in plays:
                    continue
                reason = cell_refusal(view, card, cell, "en")
                checked += 1
                assert reason != tr("en", "tranq.why.not_now", card=card, cell=cell + 1)
                assert str(card) in reason or "Start" in reason or "Doldrums" in reason
    assert checked > 500


# --- Shifting Stones: refused scores and cards in words ----------------------------------------------


def _stones(seed: int = 7) -> Any:
    return STONES.new_game(STONES.options_from_json({"players": 2}), seed)


def test_a_refused_score_names_the_stones_the_pattern_misses_and_setting_them_makes_it_match() -> None:
    state = _stones()
    view = STONES.view(state, 0)
    legal = STONES.legal_actions(state)
    refused = [name for name in view["hand"] if stones_clicks.score_action(name) not in legal]
    assert refused
    for name in refused:
        outcome = stones_clicks.handle(
            stones_clicks.decode("score"), stones_clicks.StonesSelection(card=name), legal, "en", view["grid"]
        )
        assert outcome.action is None and outcome.message is not None
        assert outcome.message.startswith(f"No match yet for {card_words(card_id_of(name) or 0)}: stone ")
        grid = list(parse_grid(view["grid"]))
        for stone, face in re.findall(r"stone (\d) shows \w+ but needs (\w+)", outcome.message):
            grid[int(stone) - 1] = FACE_NAMES.index(face)
        assert matches(grid, card_id_of(name) or 0)


def test_a_score_that_matches_is_played() -> None:
    for seed in range(40):
        state = _stones(seed)
        legal = STONES.legal_actions(state)
        scores = [a for a in legal if a.startswith("score:")]
        if scores:
            name = scores[0].split(":")[1]
            outcome = stones_clicks.handle(
                stones_clicks.decode("score"), stones_clicks.StonesSelection(card=name), legal, "en", ""
            )
            assert outcome.action == scores[0] and outcome.message is None
            return
    pytest.fail("no opening with a card to score")


def test_the_refused_score_button_stays_reachable_and_explains() -> None:
    state = _stones()
    view = stones.as_view(STONES.view(state, 0))
    legal = STONES.legal_actions(state)
    name = next(n for n in view["hand"] if stones_clicks.score_action(n) not in legal)
    screen = stones.screen(view, ["Ann", "Bo"], stones_clicks.StonesSelection(card=name), legal)
    (button,) = find_all(screen, lambda s: s[1].get("data-key") == "s")
    assert button[1]["aria-disabled"] == "true" and button[1]["data-cmd"] == "score"
    assert "disabled" not in button[1] and button[1]["data-explain"] == "true"


@pytest.mark.parametrize("lang", CODES)
def test_no_internal_card_id_in_any_text_of_a_stones_game(lang: str) -> None:
    rng = random.Random(3)
    state = _stones(3)
    ui = ui_for("shifting-stones")
    seen = 0
    while not STONES.is_terminal(state) and seen < 60:
        seat = STONES.current_player(state)
        view = stones.as_view(STONES.view(state, seat))
        legal = STONES.legal_actions(state)
        held = view["hand"][0] if view["hand"] else None
        for selection in (stones_clicks.StonesSelection(), stones_clicks.StonesSelection(card=held)):
            screen = stones.screen(view, ["Ann", "Bo"], selection, legal, lang)
            labels = " ".join(s[1]["aria-label"] for s in find_all(screen, lambda s: "aria-label" in s[1]))
            titles = " ".join(s[1]["title"] for s in find_all(screen, lambda s: "title" in s[1]))
            assert not re.search(r"\bc\d+\b", text_content(screen) + labels + titles)
        for action in legal:
            assert not re.search(r"\bc\d+\b", ui.describe("Ann", action, lang) + ui.hint(action, lang))
        outcome = stones_clicks.handle(
            stones_clicks.decode("score"), stones_clicks.StonesSelection(card=held), legal, lang, view["grid"]
        )
        assert outcome.message is None or not re.search(r"\bc\d+\b", outcome.message)
        state = STONES.apply(state, rng.choice(legal))
        seen += 1


# --- words -------------------------------------------------------------------------------------------


@pytest.mark.parametrize("lang", CODES)
def test_the_difficulty_line_has_one_bracket(lang: str) -> None:
    for estimate in (True, False):
        text = text_content(
            meter(Difficulty(0.42, 100, estimate, "base"), "meter.versus", "meter.measured", lang)
        )
        assert text.count("(") == 1 and text.count(")") == 1, text


def test_russian_names_the_seed_as_the_deal_number() -> None:
    texts = " ".join(str(v) for k, v in catalogue("ru").items() if "seed" in k and k != "face.seed")
    assert "зерн" not in texts.lower() and "расклад" in texts


# --- the log and the hint follow the position ----------------------------------------------------------


def test_the_log_shows_the_newest_move_first_with_its_number_counted_from_one() -> None:
    log = [f"move {n}" for n in range(1, 13)]
    spec = move_log(log)
    items = find_all(spec, lambda s: s[0] == "li")
    assert [text_content(i) for i in items][:3] == ["move 12", "move 11", "move 10"]
    assert [i[1]["value"] for i in items] == list(range(12, 0, -1))
    assert spec[1]["reversed"] is True
    short = find_all(move_log(log, shown=5), lambda s: s[0] == "li")
    assert [i[1]["value"] for i in short] == [12, 11, 10, 9, 8]


def test_rocks_that_left_the_game_are_not_said_to_block_row_0() -> None:
    rules = TRANQ
    state = rules.new_game(rules.options_from_json({"players": 2, "jagged_rocks": "automatic"}), 7)
    for rocks, words in ((2, "Jagged Rocks block row 3."), (-1, "The Jagged Rocks are gone")):
        view = tranq.as_view(rules.view(replace(state, rocks=rocks), 0))
        text = text_content(tranq.screen(view, ["Ann", "Bo"], tranq.TranqSelection(), []))
        assert words in text and "row 0" not in text


def _table(game: str, bots: int) -> Browser:
    b = Browser()
    b.send(ev.Command(f"new:{game}"))
    b.send(ev.Command(f"start:{game}", setup_form(1 + bots, bots=tuple(range(1, 1 + bots)))))
    return b


@pytest.mark.parametrize("game", ["tranquility", "shifting-stones"])
def test_a_hint_is_gone_once_the_position_changes_through_the_bots_turns(game: str) -> None:
    b = _table(game, 1)
    session = b.state.session
    assert session is not None and session.step() == "human"
    shown = b.send(ev.Command("hint"))
    action = b.state.game.hint_action
    said = " ".join(spoken(spec) for spec in shown.specs)  # a card it names is drawn, named in words
    assert action is not None and b.state.message is not None and b.state.message in said
    hint_line = b.state.message
    b.send(ev.Play(action))
    assert b.state.message is None and b.state.game.hint_action is None and b.state.game.hinted == ()
    while b.state.session is not None and b.state.session.step() == "bot":
        shown = b.send(ev.BotTurn())
        assert hint_line not in " ".join(spoken(spec) for spec in shown.specs)
    assert b.state.message is None


def test_a_refusal_is_gone_after_the_next_move() -> None:
    b = _table("shifting-stones", 1)
    session = b.state.session
    assert session is not None
    view = session.view()
    legal = session.legal_for_viewer()
    name = next(n for n in view["hand"] if stones_clicks.score_action(n) not in legal)
    b.send(ev.Command(f"card:{name}"))
    b.send(ev.Command("score"))
    assert b.state.message is not None and b.state.message.startswith("No match yet for ")
    b.send(ev.Play(next(a for a in legal if a.startswith(("swap", "flip")))))
    assert b.state.message is None
