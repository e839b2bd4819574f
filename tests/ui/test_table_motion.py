"""The table as a table: the wild's number chosen at its cell in one step, the played card told
apart from the payment, bots marked at their seats, the compact setup and the sound preference."""

from __future__ import annotations

import json
from typing import Any

import pytest

from game.tranquility import actions as A
from game.tranquility.actions import parse_action
from game.ui.app import events as ev
from game.ui.app.controller import initial, update
from game.ui.app.frontends import ui_for
from game.ui.app.page import page
from game.ui.app.state import AppState, Env
from game.ui.element import Spec, find_all, text_content
from game.ui.games.shifting_stones import clicks as stones_clicks
from game.ui.games.shifting_stones import table as stones
from game.ui.games.tranquility import table as tranq
from game.ui.pages.play import Game
from game.ui.pages.play.motion import paid
from game.ui.pages.setup.view import setup_screen
from game.ui.storage.backend import MemoryStore
from game.ui.storage.kept import load_prefs
from game.ui.table.session import Seat, Session, new_session
from tests.ui.test_controller import Browser, setup_form


def classes(spec: Spec) -> set[str]:
    return set(str(spec[1].get("class", "")).split())


def play_until(options: dict[str, Any], wanted: Any, seeds: range = range(1, 60)) -> Session:
    """A solo Tranquility session at the first moment ``wanted(session)`` holds, playing the
    first free play (sorted), else the first legal move, until then; seeds are tried in turn."""
    for seed in seeds:
        session = new_session("tranquility", options, [Seat("Ann")], seed, f"t{seed}")
        for _ in range(80):
            if session.step() == "over":
                break
            if session.step() == "human" and wanted(session):
                return session
            legal = sorted(session.legal_for_viewer())
            free = [text for text in legal if text.startswith("play:") and "/" not in text]
            session = session.play((free or legal)[0])
    raise AssertionError("no seed reached the moment")


def wild_cells(session: Session) -> list[int]:
    return sorted(
        {a.cell for a in map(parse_action, session.legal_for_viewer()) if a.kind == A.PLAY and a.wild}
    )


def has_wild_play(session: Session) -> bool:
    return "W" in (session.view().get("hand") or []) and bool(wild_cells(session))


def screen_of(session: Session, selection: tranq.TranqSelection) -> Spec:
    view = tranq.as_view(session.view())
    return tranq.screen(view, ["Ann"], selection, session.legal_for_viewer())


def click(session: Session, selection: tranq.TranqSelection, command: str) -> Any:
    return tranq.on_command(tranq.decode(command), {}, selection, session, "en")


def test_a_wild_and_a_cell_offer_every_legal_number_with_its_cost_at_the_cell() -> None:
    session = play_until({"wild_cards": 2}, has_wild_play)
    hand = list(session.view()["hand"])
    legal = session.legal_for_viewer()
    selection = click(session, tranq.TranqSelection(), f"card:{hand.index('W')}").selection
    cell = wild_cells(session)[0]
    selection = click(session, selection, f"cell:{cell}").selection
    assert selection.cell == cell and selection.wild is None
    page_spec = screen_of(session, selection)
    [popover] = find_all(page_spec, lambda s: "wild-popover" in classes(s))
    [gridcell] = find_all(page_spec, lambda s: s[1].get("role") == "gridcell" and popover in s)
    assert gridcell[1]["data-cell"] == cell
    values = find_all(popover, lambda s: str(s[1].get("data-cmd", "")).startswith("wild:"))
    numbers = [v[1]["data-cmd"].split(":")[1] for v in values]
    assert numbers == tranq.wild_numbers(legal, cell)
    assert values[0][1].get("autofocus") is True  # reachable from the keyboard at once
    for value, number in zip(values, numbers, strict=True):
        costs = [
            len(a.cards)
            for a in map(parse_action, legal)
            if a.wild and a.cell == cell and str(a.number) == number
        ]
        expected = "free" if min(costs) == 0 else f"−{min(costs)}"
        # Named by its visible text (label in name), then the cost in words.
        assert "aria-label" not in value[1]
        assert text_content(value).startswith(f"{number} {expected}")
        assert text_content(value).endswith("discard" if min(costs) == 1 else "discards")
    # The numbers are not offered again below the board.
    [controls] = find_all(page_spec, lambda s: "controls" in classes(s))
    assert not find_all(controls, lambda s: str(s[1].get("data-cmd", "")).startswith("wild:"))
    [close] = find_all(popover, lambda s: s[1].get("data-cmd") == "wild-close")
    assert close[1]["data-key"] == "Escape"


def test_picking_the_number_plays_the_wild_in_one_step() -> None:
    session = play_until({"wild_cards": 2}, has_wild_play)
    hand = list(session.view()["hand"])
    legal = session.legal_for_viewer()
    held = tranq.TranqSelection(card="W")
    assert hand.count("W") >= 1
    for cell in wild_cells(session):
        for number in tranq.wild_numbers(legal, cell):
            outcome = click(session, tranq.TranqSelection(card="W", cell=cell), f"wild:{number}")
            free = f"play:W={number}@{cell}"
            if free in legal:
                assert outcome.action == free
            elif outcome.action is not None:  # it costs discards, paid the one way there is
                assert outcome.action in legal and outcome.action.startswith(free + "/discard:")
            else:  # it costs discards: straight to choosing them
                assert outcome.selection.choosing == parse_action(free)
    closed = click(session, tranq.TranqSelection(card="W", cell=wild_cells(session)[0]), "wild-close")
    assert closed.selection == held


def costly_play(session: Session) -> bool:
    return any(
        a.kind == A.PLAY and a.cards and not a.wild and str(a.number) in session.view()["hand"]
        for a in map(parse_action, session.legal_for_viewer())
    )


def test_the_played_card_is_lifted_and_the_payment_marked_pay_with_a_counter() -> None:
    session = play_until({}, costly_play)
    legal = session.legal_for_viewer()
    hand = list(session.view()["hand"])
    play = next(
        a
        for a in map(parse_action, legal)
        if a.kind == A.PLAY and a.cards and not a.wild and str(a.number) in hand
    )
    selection = click(session, tranq.TranqSelection(), f"card:{hand.index(str(play.number))}").selection
    selection = click(session, selection, f"cell:{play.cell}").selection
    assert selection.choosing is not None
    need = tranq.needed_count(legal, selection.choosing)
    payer = next(i for i in range(len(hand)) if i not in tranq.unpayable(selection, legal, hand))
    selection = click(session, selection, f"card:{payer}").selection
    page_spec = screen_of(session, selection)
    cards = find_all(page_spec, lambda s: "tcard" in classes(s))
    played = [c for c in cards if "playing" in classes(c)]
    paying = [c for c in cards if "paying" in classes(c)]
    assert [c[1]["data-card"] for c in played] == [str(play.number)]
    assert [c[1]["data-card"] for c in paying] == [hand[payer]]
    # Told apart by words, not colour alone (drawn from data-mark; the names say it too).
    assert played[0][1]["data-mark"] == "play" and paying[0][1]["data-mark"] == "pay"
    assert played[0][1]["aria-label"].endswith("being played")
    assert paying[0][1]["aria-label"].endswith("chosen to discard")
    assert "paying" not in classes(played[0]) and "playing" not in classes(paying[0])
    [counter] = find_all(page_spec, lambda s: "pay-counter" in classes(s))
    assert text_content(counter) == f"1 of {need} chosen"


def test_a_held_card_shows_its_ghost_only_in_the_lit_cells() -> None:
    session = play_until({}, lambda s: True)
    hand = list(session.view()["hand"])
    card = next(c for c in hand if c.isdigit())
    selection = click(session, tranq.TranqSelection(), f"card:{hand.index(card)}").selection
    page_spec = screen_of(session, selection)
    lit = find_all(page_spec, lambda s: s[0] == "button" and "target" in classes(s))
    ghosts = find_all(page_spec, lambda s: "data-ghost" in s[1])
    assert lit and ghosts == lit and all(g[1]["data-ghost"] == card for g in ghosts)
    assert not find_all(screen_of(session, tranq.TranqSelection()), lambda s: "data-ghost" in s[1])


@pytest.mark.parametrize("game", ["tranquility", "shifting-stones"])
def test_bots_are_marked_at_the_table_by_an_icon_and_in_the_seat_name(game: str) -> None:
    session = new_session(game, {}, [Seat("Ann"), Seat("Robo", "bot"), Seat("Cy", "bot")], 4, "b")

    board = ui_for(game).board(session, ui_for(game).new_selection(), "en")
    chips = find_all(board, lambda s: "chip" in classes(s))
    assert len(chips) == 3
    person, *bots = chips
    assert "bot" not in classes(person) and not find_all(person, lambda s: "bot-icon" in classes(s))
    assert person[1]["aria-label"].startswith("Ann, ")
    for chip, name in zip(bots, ["Robo", "Cy"], strict=True):
        assert "bot" in classes(chip)
        assert chip[1]["aria-label"].startswith(f"{name} (bot), ")
        assert find_all(chip, lambda s: "bot-icon" in classes(s))
        assert "bot" in text_content(chip)


def test_stones_hand_cards_carry_their_name_for_the_motion() -> None:
    session = new_session("shifting-stones", {}, [Seat("Ann"), Seat("Bot", "bot")], 11, "x")
    view = stones.as_view(session.view())
    page_spec = stones.screen(
        view, ["Ann", "Bot"], stones_clicks.StonesSelection(), session.legal_for_viewer()
    )
    cards = find_all(page_spec, lambda s: "pattern" in classes(s) and s[0] == "button")
    assert [c[1]["data-card"] for c in cards] == list(view["hand"])


def radios(spec: Spec, name: str) -> list[Spec]:
    return find_all(
        spec, lambda s: s[0] == "input" and s[1].get("type") == "radio" and s[1].get("name") == name
    )


def test_setup_is_segmented_buttons_seat_cards_preset_cards_and_folded_modules() -> None:
    form = setup_screen("tranquility", {"players": "3", "kind1": "human"})
    players = radios(form, "players")
    assert [r[1]["value"] for r in players] == ["1", "2", "3", "4", "5"]
    assert [r[1]["value"] for r in players if r[1].get("checked")] == ["3"]
    assert all(r[1]["data-change"] == "setup-players" for r in players)
    seats = find_all(form, lambda s: "seat-row" in classes(s))
    assert len(seats) == 3
    kinds = [[r[1]["value"] for r in radios(form, f"kind{i}") if r[1].get("checked")] for i in range(3)]
    assert kinds == [["human"], ["human"], ["bot"]]
    # The bot level only for the bot.
    assert [
        bool(find_all(seat, lambda s: str(s[1].get("name", "")).startswith("level"))) for seat in seats
    ] == [
        False,
        False,
        True,
    ]
    presets = radios(form, "preset")
    assert [r[1]["value"] for r in presets] == ["calm", "breeze", "choppy", "storm", "expert"]
    assert [r[1]["value"] for r in presets if r[1].get("checked")] == ["calm"]
    cards = find_all(form, lambda s: "preset-card" in classes(s))
    # Each preset card tells its difficulty for three players (a measured win rate).
    for card in cards:
        [bar] = find_all(card, lambda s: s[0] == "meter")
        assert f"{bar[1]['value']}%" in text_content(card)
    [modules] = find_all(form, lambda s: s[0] == "details")
    assert not modules[1].get("open")
    assert find_all(modules, lambda s: s[1].get("name") == "sea_monsters")


def test_custom_options_open_the_modules_and_add_a_custom_card() -> None:
    form = setup_screen("tranquility", {"players": "2", "wild_cards": "1"})
    [modules] = find_all(form, lambda s: s[0] == "details")
    assert modules[1].get("open") is True
    assert [r[1]["value"] for r in radios(form, "preset") if r[1].get("checked")] == ["custom"]


def test_sound_is_off_by_default_and_its_toggle_is_remembered() -> None:
    store = MemoryStore()
    env = Env(store, "2026-12-03", "2026-12-03T10:00:00.000Z", lambda: 7)
    state = initial(store, "en", "")
    assert state.sound is False
    shown = page(state)
    [button] = find_all(shown.specs[0], lambda s: s[1].get("data-cmd") == "sound")
    assert button[1]["aria-pressed"] == "false"
    assert not find_all(shown.specs[1], lambda s: "data-sound" in s[1])
    state, effects = update(state, ev.Command("sound"), env)
    assert state.sound is True
    [write] = [e for e in effects if isinstance(e, ev.Write)]
    store.data[write.key] = write.text
    assert json.loads(store.get("sea-stones/prefs") or "{}")["sound"] is True
    again = initial(store, "en", "")
    assert again.sound is True
    assert page(again).specs[1][1]["data-sound"] == "on"
    assert load_prefs(json.dumps({"sound": False})) == {"sound": False}


def test_the_game_screen_tells_the_scripts_the_move_count() -> None:
    fresh = stones_clicks.StonesSelection()
    state = AppState(model=Game(new_session("shifting-stones", {}, [Seat("Ann")], 3, "m"), fresh))
    assert page(state).specs[1][1]["data-moves"] == 0
    assert state.session is not None
    played = state.session.play(sorted(state.session.legal_for_viewer())[0])
    moved = AppState(model=Game(played, fresh))
    assert page(moved).specs[1][1]["data-moves"] == 1


# ----- what the page's motion is told about the last move (game/ui/pages/play/motion.py) --------
def main_attrs(shown: Any) -> dict[str, Any]:
    """The attributes of the page's ``main``."""
    [main] = [spec for spec in shown.specs if spec[0] == "main"]
    return dict(main[1])


MOTION = ("data-pace", "data-by", "data-mine", "data-last", "data-paid", "data-drew")


def motion_attrs(shown: Any) -> dict[str, Any]:
    return {name: value for name, value in main_attrs(shown).items() if name in MOTION}


@pytest.mark.parametrize(
    ("action", "count"),
    [
        ("play:15@30", 0),
        ("play:15@30/discard:4,17", 2),
        ("discard:4,17", 2),
        ("rocks:stay/discard:3", 1),
        ("rocks:2", 0),
        ("give:4,17,23", 3),
        ("squall:9", 1),
        ("lightning:9,12", 2),
        ("start:W", 0),
        ("swap:3-4/discard:c12", 1),
        ("flip:5/discard:c7", 1),
        ("score:c41", 0),
        ("end", 0),
    ],
)
def test_the_cards_a_move_discards_are_counted(action: str, count: int) -> None:
    assert paid(action) == count


def test_the_page_tells_who_moved_how_and_the_pace_never_which_cards_were_discarded() -> None:
    b = Browser()
    shown = b.send(ev.Command("start:tranquility", setup_form(2, bots=(1,))))
    assert motion_attrs(shown) == {"data-pace": "normal"}  # no move yet
    session = b.state.session
    assert session is not None
    discard = next(a for a in session.legal_for_viewer() if a.startswith("discard:"))
    shown = b.send(ev.Play(discard))
    # The viewer's own discard of two: the count, never the cards (they go face down): nothing
    # else is told.
    assert {k: v for k, v in main_attrs(shown).items() if k.startswith("data-")} == {
        "data-moves": 1,
        "data-pace": "normal",
        "data-by": 0,
        "data-mine": "true",
        "data-last": "discard",
        "data-paid": 2,
    }
    b.send(ev.BotTurn())  # the bot decides
    shown = b.send(ev.BotTurn())  # and plays
    assert b.state.session is not None and len(b.state.session.match.actions) == 2
    told = motion_attrs(shown)
    assert told["data-by"] == 1 and "data-mine" not in told
    assert told["data-last"] == b.state.session.match.actions[1].partition(":")[0].partition("/")[0]
    shown = b.send(ev.Change("pace", "instant", {}))
    assert motion_attrs(shown)["data-pace"] == "instant"


def test_a_stones_turn_that_ends_tells_the_cards_it_drew() -> None:
    b = Browser()
    b.send(ev.Command("start:shifting-stones", setup_form(2, bots=(1,))))
    shown = b.send(ev.Play("skip"))
    told = motion_attrs(shown)
    assert told["data-last"] == "skip" and told["data-drew"] == 2 and told["data-mine"] == "true"
    while b.state.session is not None and b.state.session.step() == "bot":
        shown = b.send(ev.BotTurn())
    session = b.state.session
    assert session is not None and session.match.actions[-1] == "end"
    before, after = (session.rules.view(state, None)["hand_sizes"][1] for state in session.match.states[-2:])
    told = motion_attrs(shown)
    assert told["data-by"] == 1 and told["data-last"] == "end" and told["data-drew"] == after - before > 0
