"""The log tells every move with its seat, a small drawn card and its effect, and everything the
move set off: Storms and what they did, Compasses, the rocks, the hands turning, the split, the end."""

from __future__ import annotations

from dataclasses import replace
from typing import Any

import pytest

from game.core.match import Match
from game.core.registry import get_rules, make_bot
from game.core.rng import Rng
from game.shifting_stones.actions import parse_action
from game.shifting_stones.cards import card_id_of
from game.tranquility import cards as C
from game.ui.app import events as ev
from game.ui.app.frontends import ui_for
from game.ui.element import find_all, text_content
from game.ui.games.shifting_stones.words import card_words
from game.ui.games.tranquility import log as tlog
from game.ui.games.tranquility import table as tranq
from game.ui.i18n import CODES
from game.ui.pages.play import Game
from game.ui.pages.play.view import view as game_view
from game.ui.table.log import LogEntry, Told, entry_item, since_last_turn
from game.ui.table.session import Seat, Session, new_session
from tests.ui.dom import glyphs, spoken
from tests.ui.test_controller import Browser, setup_form

TRANQ = get_rules("tranquility")
NAMES = ["Ann", "Bo"]


def _start(options: dict[str, Any], **fields: Any) -> Any:
    state = TRANQ.new_game(TRANQ.options_from_json({"players": 2, **options}), 7)
    return replace(state, **fields)


def _with_top(state: Any, seat: int, *cards: int) -> Any:
    """``state`` with ``cards`` on top of ``seat``'s draw pile (the last drawn first)."""
    piles = list(state.piles)
    piles[seat] = (*piles[seat], *reversed(cards))
    return replace(state, piles=tuple(piles))


def _discard_two(state: Any) -> str:
    return next(a for a in TRANQ.legal_actions(state) if a.startswith("discard:"))


def _told(states: list[Any], actions: list[str], lang: str = "en") -> list[LogEntry]:
    return tlog.entries(TRANQ, states, actions, NAMES, lang)


def _play(state: Any, *actions: str) -> tuple[list[Any], list[str]]:
    states, played = [state], []
    for action in actions:
        states.append(TRANQ.apply(states[-1], action))
        played.append(action)
    return states, played


def _events(entry: LogEntry) -> list[str]:
    return [event.text for event in entry.events]


@pytest.mark.parametrize(
    ("storm", "words"),
    [
        (C.SQUALL, "Ann drew a Storm: Squall. Ann discards two cards once their hand is refilled."),
        (C.LIGHTNING, "Ann drew a Storm: Lightning. Every player discards one card"),
        (C.HEADWIND, "Ann drew a Storm: Headwind. Ann's next Island costs one more discard."),
        (C.DOLDRUMS, "Ann drew a Storm: Doldrums. On Ann's next turn they may only discard two cards."),
        (C.UNDERTOW, "Ann drew a Storm: Undertow. It washed 2 cards from the top of Ann's draw pile"),
    ],
)
def test_a_storm_drawn_is_told_with_who_drew_it_and_what_it_did(storm: int, words: str) -> None:
    state = _with_top(_start({"storms": True}), 0, storm)
    states, actions = _play(state, _discard_two(state))
    entry = _told(states, actions)[0]
    assert entry.seat == 0 and entry.move.text == "Ann discarded 2 cards."
    storm_lines = [e for e in entry.events if e.chip is not None and e.chip[1]["data-card"] == C.label(storm)]
    assert len(storm_lines) == 1 and storm_lines[0].text.startswith(words)


def test_the_breaker_names_the_island_it_broke_and_its_cell() -> None:
    state = _start({"storms": True})
    play = next(a for a in TRANQ.legal_actions(state) if a.startswith("play:") and "/" not in a)
    number, cell = (int(x) for x in play[5:].split("@"))
    state = _with_top(state, 0, C.BREAKER)
    states, actions = _play(state, play)
    events = _events(_told(states, actions)[0])
    assert f"It broke the last Island placed: {number} left cell {cell + 1}." in " ".join(events)
    assert states[-1].grid[cell] == 0


def test_a_compass_drawn_then_spent_on_a_storm() -> None:
    state = _with_top(_start({"storms": True}), 0, C.COMPASS, C.SQUALL)
    states, actions = _play(state, _discard_two(state))
    first = _events(_told(states, actions)[0])
    assert first[0] == "Ann drew a Compass and put it beside them."
    assert first[1] == "Ann drew a Storm: Squall. Ann holds a Compass and decides whether to spend it."
    states, actions = _play(states[-1], "compass:yes")
    entry = _told(states, actions)[0]
    assert entry.move.text == "Ann spent a Compass to calm the storm."
    assert _events(entry)[0] == "The Compass cancelled the Squall: it has no effect."


def test_a_storm_let_strike_tells_what_it_did() -> None:
    state = _with_top(_start({"storms": True}), 0, C.COMPASS, C.HEADWIND)
    states, actions = _play(state, _discard_two(state), "compass:no")
    entry = _told(states, actions)[1]
    assert entry.move.text == "Ann let the storm strike."
    assert _events(entry)[0] == "Ann's next Island costs one more discard."


def test_a_compass_turns_the_hands_in_day_and_night() -> None:
    state = _with_top(_start({"day_night": True}), 0, C.COMPASS)
    states, actions = _play(state, _discard_two(state))
    events = _events(_told(states, actions)[0])
    assert "Ann drew a Compass and put it beside them." in events
    assert any(e.startswith("The hands turned to the day side") for e in events)


def test_the_doldrums_bite_at_the_start_of_the_next_turn() -> None:
    state = _start({}, doldrums=(False, True))
    states, actions = _play(state, _discard_two(state))
    assert "The Doldrums: Bo may only discard two cards this turn." in _events(_told(states, actions)[0])


def test_automatic_rocks_moving_and_leaving_are_told() -> None:
    state = _start({"jagged_rocks": "automatic"})
    states, actions = _play(state, _discard_two(state))
    assert any(e.startswith("The Jagged Rocks moved to row ") for e in _events(_told(states, actions)[0]))


def test_a_sea_monster_names_the_island_it_swallowed() -> None:
    state = _start({"sea_monsters": 3})
    grid = list(state.grid)
    grid[4] = 30
    hands = list(state.hands)
    hands[0] = (*hands[0][:4], C.MONSTER)
    state = replace(state, grid=tuple(grid), placed=(4,), hands=tuple(hands))
    states, actions = _play(state, "monster:@4")
    entry = _told(states, actions)[0]
    assert entry.move.chip is not None and entry.move.chip[1]["data-card"] == "M"
    assert _events(entry)[0] == "The Sea Monster swallowed 30 in cell 5: both leave the game."


def test_the_start_split_says_how_many_each_and_the_finish_ends_the_voyage() -> None:
    state = _start({})
    hands = list(state.hands)
    hands[0] = (*hands[0][:4], C.START)
    state = replace(state, hands=tuple(hands))
    states, actions = _play(state, "start", "shares:3,5")
    entries = _told(states, actions)
    assert entries[0].move.chip is not None and entries[0].move.chip[1]["data-card"] == "S"
    assert (
        entries[1].seat == -1
        and entries[1].move.text == "The table split the Start's 8 discards: Ann 3, Bo 5."
    )
    full = replace(
        states[-1], grid=tuple(range(1, 37)), agenda=(), start_card=C.START, hands=((81, 1, 2), (3, 4))
    )
    states, actions = _play(full, "finish")
    assert _events(_told(states, actions)[0]) == ["The Finish is played: the voyage is complete."]


def _bot_game(game: str, options: dict[str, Any], seed: int, players: int = 2) -> Session:
    session = new_session(game, options, [Seat(n, "bot", "easy") for n in NAMES[:players]], seed, "log")
    match: Match = session.match
    bot = make_bot(game, "easy")
    while match.rules.current_player(match.state) >= 0 and len(match.actions) < 400:
        seat = match.rules.current_player(match.state)
        view = match.rules.view(match.state, seat)
        match = match.play(bot.choose(view, match.rules.legal_actions(match.state), Rng(len(match.actions))))
    return replace(session, match=match)


@pytest.mark.parametrize("lang", CODES)
@pytest.mark.parametrize("game", ["tranquility", "shifting-stones"])
def test_a_whole_game_logs_every_move_with_a_seat_and_every_blank_filled(game: str, lang: str) -> None:
    options = {"storms": True, "day_night": True, "jagged_rocks": "automatic", "sea_monsters": 3}
    session = _bot_game(game, options if game == "tranquility" else {}, 3)
    entries = ui_for(game).log_entries(session, NAMES, lang)
    assert len(entries) == len(session.match.actions)
    for entry in entries:
        text = text_content(entry_item(entry))
        assert "{" not in text and "}" not in text and text.strip()
        assert entry.seat in (-1, 0, 1)
    assert any(entry.events for entry in entries)  # at least the end is told


def _seen(spec: Any) -> str:
    """The words a sighted reader sees: no text kept for screen readers, no drawn card."""
    if isinstance(spec, str):
        return spec
    css = str(spec[1].get("class", ""))
    if "visually-hidden" in css or "chip" in css.split():
        return ""
    return "".join(_seen(child) for child in spec[2:])


def test_the_stones_log_draws_each_card_paid_or_scored_in_place_of_its_words_and_tells_the_end() -> None:
    session = _bot_game("shifting-stones", {}, 5)
    entries = ui_for("shifting-stones").log_entries(session, NAMES, "en")
    carded = [
        (entry, card_id)
        for entry, action in zip(entries, session.match.actions, strict=True)
        if (card_id := parse_action(action).card)
    ]
    assert carded
    for entry, card_id in carded:
        item = entry_item(entry)
        chips = find_all(item, lambda s: "schip" in str(s[1].get("class", "")))
        assert len(chips) == 1 and chips[0][1]["aria-hidden"] == "true"
        assert [name for _, name in glyphs(item)] == [card_words(card_id)]  # its words its name
        assert card_words(card_id) in spoken(item)
        seen = _seen(item)
        assert "“" not in seen and seen.endswith((".", ". ")), seen  # no pattern in words for the eye
        assert card_words(card_id) in entry.move.text  # the announcement says the card in words
    assert entries[-1].events[-1].text.startswith("The game is over. Winner: ")


def test_since_last_turn_is_everything_after_that_seats_last_move() -> None:
    entries = [LogEntry(s, Told("x")) for s in (0, 1, -1, 1, 0, 1)]
    assert since_last_turn(entries, 0) == [5]
    assert since_last_turn(entries, 1) == []
    assert since_last_turn(entries, 2) == list(range(6))


def test_the_handoff_says_what_happened_since_that_players_last_turn() -> None:
    session = new_session("tranquility", {}, [Seat("Ann"), Seat("Bo")], 7, "handoff")
    session = session.confirm_handoff()
    first = _discard_two(session.state)
    session = session.play(first)  # Bo to play: the device goes to Bo
    session = session.confirm_handoff()
    session = session.play(_discard_two(session.state))  # back to Ann
    body = game_view(Game(session), None, "normal", None, False, "en")
    since = find_all(body[0], lambda s: "since" in str(s[1].get("class", "")))
    assert len(since) == 1
    text = text_content(since[0]).replace("\u2068", "").replace("\u2069", "")
    assert "Bo discarded 2 cards." in text and "Ann discarded" not in text
    assert "Since the last turn of" in text_content(body[0])


def test_the_stones_discard_pile_opens_as_a_list_of_drawn_cards_newest_first() -> None:
    b = Browser()
    b.send(ev.Command("new:shifting-stones"))
    b.send(ev.Command("start:shifting-stones", setup_form(2, bots=(1,))))
    session = b.state.session
    assert session is not None
    b.send(ev.Play(next(a for a in session.legal_for_viewer() if a.startswith(("swap", "flip")))))
    session = b.state.session
    assert session is not None
    discard = session.view()["discard"]
    assert discard
    shown = b.send(ev.Command("pile"))
    toggles = find_all(["div", {}, *shown.specs], lambda s: "pile-toggle" in str(s[1].get("class", "")))
    assert toggles[0][1]["aria-expanded"] == "true"
    lists = find_all(["div", {}, *shown.specs], lambda s: s[1].get("id") == "discard-list")
    assert len(lists) == 1 and lists[0][1]["tabindex"] == "0"
    # Each card drawn small, its words its accessible name.
    assert [[name for _, name in glyphs(item)] for item in lists[0][2:]] == [
        [card_words(card_id_of(name) or 0)] for name in reversed(discard)
    ]
    assert all(find_all(item, lambda s: "schip" in str(s[1].get("class", ""))) for item in lists[0][2:])
    assert all(_seen(item) == "" for item in lists[0][2:])
    # The button draws the card on top, its words for screen readers.
    top = card_words(card_id_of(discard[-1]) or 0)
    assert top in spoken(toggles[0]) and top not in _seen(toggles[0])
    assert find_all(toggles[0], lambda s: "schip" in str(s[1].get("class", "")))
    closed = b.send(ev.Command("pile"))
    assert not find_all(["div", {}, *closed.specs], lambda s: s[1].get("id") == "discard-list")


def _solo_at_the_start() -> Session:
    session = new_session("tranquility", {}, [Seat("Ann")], 7, "solo")
    while "S" not in (session.view().get("hand") or []):
        session = session.play(next(a for a in session.legal_for_viewer() if a.startswith("discard:")))
    return session.play("start")


def _panel(session: Session) -> Any:
    view = tranq.as_view(session.view())
    return tranq.screen(view, ["Ann"], tranq.TranqSelection(), session.legal_for_viewer(), [8], [False])


def test_solo_start_discard_needs_no_agreement_and_a_forced_give_is_explained() -> None:
    session = _solo_at_the_start()
    assert session.legal_for_viewer() == ["shares:8"]
    session = session.play("shares:8")
    hand = session.view()["hand"] or []
    gives = [a for a in session.legal_for_viewer() if a.startswith("give:")]
    assert len(gives) == 1 and len(hand) == 4  # the whole hand must go: no choice
    page = _panel(session)
    note = text_content(find_all(page, lambda s: s[1].get("class") == "give-note")[0])
    assert "the team discards 8 cards; your share still owed is 8" in note and "rule A5" not in note
    assert "so all of them must go: " + ", ".join(hand) in note.replace("Finish", "F")
    assert "Then you draw up to 5 and give 4 more, choosing them." in note
    (forced,) = find_all(page, lambda s: s[1].get("data-action") == gives[0])
    assert text_content(forced) == "Give these 4 cards"
    assert not find_all(page, lambda s: s[1].get("data-cmd") == "choose:give:")
    # The rest is the player's choice: 4 of the 5 cards drawn.
    session = session.play(gives[0])
    gives = [a for a in session.legal_for_viewer() if a.startswith("give:")]
    assert len(gives) > 1
    page = _panel(session)
    note = text_content(find_all(page, lambda s: s[1].get("class") == "give-note")[0])
    assert "your share still owed is 4" in note and "Choose 4 cards from your hand." in note
    assert find_all(page, lambda s: s[1].get("data-cmd") == "choose:give:")
