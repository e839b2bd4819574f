"""Replay codes: a whole game in a few characters, refused when it does not fit the rules."""

from __future__ import annotations

import itertools
import random

import pytest

from game.core.match import move_bound
from game.core.registry import spec
from game.replay import CHECK_CHARS, ReplayCodeError, decode, encode
from game.review.__main__ import play
from game.tranquility import cards as C
from game.tranquility.state import TState

CASES = [
    ("tranquility", {"players": 3}),
    ("tranquility", {"players": 5, "storms": True, "sea_monsters": 3, "wild_cards": 2, "day_night": True}),
    ("tranquility", {"players": 1, "jagged_rocks": "manual", "layout": "pyramid"}),
    ("shifting-stones", {"players": 2}),
    ("shifting-stones", {"players": 1}),
]


@pytest.mark.parametrize(("game_id", "data"), CASES)
@pytest.mark.parametrize("seed", [1, 77])
def test_a_code_decodes_into_the_same_game(game_id: str, data: dict[str, object], seed: int) -> None:
    game = spec(game_id)
    options = game.parse_options(data)
    actions = play(game, options, seed, "easy")
    code = encode(game.rules, options, seed, actions)
    assert decode(game.rules, options, seed, code) == actions
    # About one character per move at most: a 5-player game stays far below a URL's budget.
    assert len(code) <= len(actions) + 12


def test_a_game_cut_short_keeps_its_first_moves() -> None:
    game = spec("tranquility")
    options = game.parse_options({"players": 3})
    actions = play(game, options, 5, "normal")
    for n in (0, 1, 7):
        code = encode(game.rules, options, 5, actions[:n])
        assert decode(game.rules, options, 5, code) == actions[:n]


def test_a_code_of_other_rules_or_another_deal_is_refused() -> None:
    game = spec("shifting-stones")
    options = game.parse_options({"players": 2})
    actions = play(game, options, 3, "normal")
    code = encode(game.rules, options, 3, actions)
    with pytest.raises(ReplayCodeError) as err:
        decode(game.rules, options, 4, code)
    assert err.value.code == "replay_code"
    assert err.value.params["reason"] in ("version", "too_long")
    # One character of the moves changed: the check no longer matches.
    body = code[: -CHECK_CHARS - 1] + ("A" if code[-CHECK_CHARS - 1] != "A" else "B") + code[-CHECK_CHARS:]
    with pytest.raises(ReplayCodeError):
        decode(game.rules, options, 3, body)


@pytest.mark.parametrize("bad", ["", "abc", "x.AAAAAAAAAA", "3.", "3.AB", "2.!!!!!!!!!!!!", "9" * 5000])
def test_malformed_codes_are_refused(bad: str) -> None:
    game = spec("tranquility")
    options = game.parse_options({"players": 2})
    with pytest.raises(ReplayCodeError) as err:
        decode(game.rules, options, 1, bad)
    assert err.value.code == "replay_code"


def test_a_code_that_runs_past_the_end_is_refused() -> None:
    game = spec("shifting-stones")
    options = game.parse_options({"players": 2})
    actions = play(game, options, 3, "normal")
    code = encode(game.rules, options, 3, actions)
    longer = f"{len(actions) + 5}{code[code.index('.') :]}"
    with pytest.raises(ReplayCodeError) as err:
        decode(game.rules, options, 3, longer)
    assert err.value.params["reason"] == "too_long"


@pytest.mark.parametrize("game_id", ["tranquility", "shifting-stones"])
@pytest.mark.parametrize("players", [1, 2, 3, 4, 5])
@pytest.mark.parametrize("count", ["10000000000", "1000000", "bound+1", "0" * 3000 + "1" * 3])
def test_a_count_no_game_reaches_is_refused_before_any_move(
    game_id: str, players: int, count: str, monkeypatch: pytest.MonkeyPatch
) -> None:
    game = spec(game_id)
    options = game.parse_options({"players": players})
    bound = move_bound(game_id, players)
    assert bound is not None
    claimed = str(bound + 1) if count == "bound+1" else count
    if int(claimed) <= bound:  # a count given with leading zeros is its number
        return
    code = f"{claimed}.AAAAAAAAAA"

    def walked(*_: object) -> object:
        raise AssertionError("a move was replayed")

    rules = type(game.rules)()
    monkeypatch.setattr(rules, "apply", walked)
    monkeypatch.setattr(rules, "legal_actions", walked)
    with pytest.raises(ReplayCodeError) as err:
        decode(rules, options, 1, code)
    assert err.value.params["reason"] == "too_many"
    assert f"{bound} at most" in str(err.value)


@pytest.mark.parametrize(
    ("game_id", "players"), [("shifting-stones", 5), ("shifting-stones", 2), ("tranquility", 5)]
)
def test_a_code_of_the_most_moves_is_walked_at_most_that_far(
    game_id: str, players: int, monkeypatch: pytest.MonkeyPatch
) -> None:
    # "End" is always legal in Shifting Stones and the first legal move: a code of zeros never ends
    # its game, and its walk stops at the bound with the check refusing it.
    game = spec(game_id)
    options = game.parse_options({"players": players})
    bound = move_bound(game_id, players)
    assert bound is not None
    rules = type(game.rules)()
    applied = 0
    apply = rules.apply

    def counted(*args: object) -> object:
        nonlocal applied
        applied += 1
        return apply(*args)  # type: ignore[arg-type]

    monkeypatch.setattr(rules, "apply", counted)
    with pytest.raises(ReplayCodeError) as err:
        decode(rules, options, 1, f"{bound}.AAAAAAAAAA")
    assert err.value.params["reason"] in ("version", "too_long")
    assert 0 < applied <= bound  # the walk stops at the bound, whatever the machine's speed


def test_the_longest_games_the_bots_play_are_within_the_bound() -> None:
    for game_id, players in [
        ("tranquility", 5),
        ("tranquility", 1),
        ("shifting-stones", 2),
        ("shifting-stones", 1),
    ]:
        game = spec(game_id)
        extra = {"sea_monsters": 5, "wild_cards": 3, "storms": True} if game_id == "tranquility" else {}
        options = game.parse_options({"players": players, **extra})
        longest = max(len(play(game, options, seed, "easy")) for seed in range(1, 6))
        bound = move_bound(game_id, players)
        assert bound is not None and 2 * longest <= bound


@pytest.mark.parametrize("players", [1, 3, 5])
@pytest.mark.parametrize("rocks", ["manual", "automatic"])
def test_every_tranquility_move_but_three_kinds_spends_a_card_for_good(players: int, rocks: str) -> None:
    # The reason for Tranquility's bound (game.core.match): a move that is not a Jagged Rocks
    # move, a Compass choice or the Start split leaves fewer deck cards in hands and piles.
    game = spec("tranquility")
    options = game.parse_options(
        {
            "players": players,
            "sea_monsters": 5,
            "wild_cards": 3,
            "storms": True,
            "jagged_rocks": rocks,
            "day_night": True,
        }
    )
    rules = game.rules

    def deck_cards(state: TState) -> int:
        held = [*itertools.chain(*state.hands), *itertools.chain(*state.piles)]
        return sum(1 for card in held if card != C.COMPASS and card not in C.STORMS)

    free = 0
    # Random players, and a team of easy bots (they play long games: every card they can).
    games = [(seed, None) for seed in range(1, 16)] + [
        (seed, play(game, options, seed, "easy")) for seed in (1, 2)
    ]
    for seed, played in games:
        pick = random.Random(seed)
        state = rules.new_game(options, seed)
        moves = 0
        while not rules.is_terminal(state):
            action = pick.choice(rules.legal_actions(state)) if played is None else played[moves]
            after = rules.apply(state, action)
            if deck_cards(after) >= deck_cards(state):
                assert action.startswith(("compass:", "shares:")) or (
                    action.startswith("rocks:") and not action.startswith("rocks:stay")
                ), action
                free += 1
            state, moves = after, moves + 1
        assert moves <= 2 * (93 + players) + 7
    assert free > 0  # the check sees the moves that spend nothing
