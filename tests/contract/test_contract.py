"""The contract every registered game honours (game/core/interfaces.py), checked on random playouts.

One suite for all games (docs/ARCHITECTURE.md, "one shared test harness runs against every game"):
each game of the registry whose rules package exists is played from random seeds with random
legal actions, and every state reached is checked against the ``Rules`` protocol. Cheap checks
run on every state; the costly ones (applying every legal action, JSON round trips, views and
resampling, refused strings) on the first steps, then on every 101st state and on the last.

Even playouts choose uniformly among the legal actions; odd ones are "eager": most of the time
they take an action with a prefix listed for the game in ``EAGER_PREFIXES`` (e.g. scoring), so
games that random play drags out for thousands of moves are also played to their end.
``CONTRACT_GAMES`` sets the playouts per game (default 30); ``CONTRACT_MAX_STEPS`` caps a playout
(default 3000 actions; a capped playout skips only the end-of-game checks).
"""

from __future__ import annotations

import json
import math
import os
from typing import Any

import pytest

from game.core.errors import IllegalAction, InvalidOptions, SaveError
from game.core.interfaces import TERMINAL
from game.core.match import Match, load_save, record_to_jsonl
from game.core.registry import game_names, get_rules
from game.core.rng import Rng, seed_from_text
from tests.contract.options import EAGER_PREFIXES, INVALID, candidate_options

PLAYOUTS = int(os.environ.get("CONTRACT_GAMES", "30"))
MAX_STEPS = int(os.environ.get("CONTRACT_MAX_STEPS", "3000"))
GAMES = game_names()

#: Strings no game spells an action with (each is only tried when it is not a legal action).
GARBAGE = (
    "",
    " ",
    "garbage",
    ":",
    "\x00",
    "🂡",
    "-1",
    "x" * 300,
    "END",
    "end ",
    " skip",
    "play:",
    "play:-1@x",
    "discard:",
    "score:",
    "score:c0",
    "score:c73",
    "swap:",
    "swap:3-4",
    "swap:4-3/discard:c1",
    "flip:٥/discard:c7",
    "flip:+5/discard:c7",
    "flip:5/discard:c007",
    "flip:5/discard:c7/extra",
)


def rules_for(game: str) -> Any:
    """The game's rules, or a skip when its package has not been written yet."""
    package = "game." + game.replace("-", "_")
    try:
        return get_rules(game)
    except ModuleNotFoundError as err:
        if err.name is not None and (err.name == package or err.name.startswith(package + ".")):
            pytest.skip(f"{game}: its rules package is not there yet ({err.name} is missing)")
        raise


def plain(value: Any) -> Any:
    """``value`` through JSON text (sorted keys, no NaN): fails if it is not JSON-shaped."""
    return json.loads(json.dumps(value, sort_keys=True, allow_nan=False))


def pick_options(rules: Any, game: str, playout: int, rng: Rng) -> Any:
    """The first candidate option set the game accepts; refusals must be ``InvalidOptions``."""
    for candidate in candidate_options(game, playout, rng):
        try:
            return rules.options_from_json(candidate)
        except InvalidOptions as err:
            assert isinstance(err.option, str) and err.option, "InvalidOptions must name the option"
            assert isinstance(err.code, str) and err.code
    pytest.fail(f"{game} refuses even its default options")


def perturbations(action: str, rng: Rng) -> list[str]:
    """Near misses of a legal action: edited digits, cut or extended text, other case."""
    out = [action + "x", action[:-1], action.upper(), " " + action, action + " ", action.replace(":", "=", 1)]
    digits = [i for i, ch in enumerate(action) if ch.isdigit()]
    for i in digits[:4]:
        for replacement in ("9", "0" + action[i], str((int(action[i]) + 1 + rng.below(8)) % 10), "-1", "99"):
            out.append(action[:i] + replacement + action[i + 1 :])
    return out


def choose(legal: list[str], eager: tuple[str, ...], rng: Rng) -> str:
    """A random legal action; with ``eager`` prefixes, one of those nine times in ten if any."""
    if eager and rng.below(10) < 9:
        preferred = [a for a in legal if a.startswith(eager)]
        if preferred:
            return rng.choice(preferred)
    return rng.choice(legal)


class ContractChecker:
    """Checks states of one playout against the ``Rules`` protocol."""

    def __init__(self, rules: Any, players: int, rng: Rng) -> None:
        self.rules = rules
        self.players = players
        self.rng = rng
        self.resample_changed_a_state = False

    def legal(self, state: Any) -> list[str]:
        """Legal actions, checked for order, uniqueness and agreement with the turn indicator."""
        rules = self.rules
        legal: list[str] = rules.legal_actions(state)
        terminal = rules.is_terminal(state)
        player = rules.current_player(state)
        assert all(isinstance(a, str) for a in legal)
        assert legal == sorted(legal), "legal_actions must be sorted"
        assert len(set(legal)) == len(legal), "legal_actions must not repeat an action"
        assert bool(legal) != terminal, "legal_actions is empty exactly when the game is over"
        assert (player == TERMINAL) == terminal, "current_player is TERMINAL exactly when the game is over"
        if not terminal:
            assert 0 <= player < self.players
        return legal

    def deep(self, state: Any, legal: list[str]) -> None:
        """The costly checks: JSON round trip, every action applies, refusals, views, resampling."""
        rules = self.rules
        before = plain(rules.state_to_json(state))
        again = rules.state_from_json(json.loads(json.dumps(before)))
        assert plain(rules.state_to_json(again)) == before, "state JSON must round-trip"
        assert rules.legal_actions(again) == legal
        assert rules.current_player(again) == rules.current_player(state)

        for action in legal:
            rules.apply(state, action)
        assert plain(rules.state_to_json(state)) == before, "apply must not mutate its input"

        self.barriers_cover_revealed_information(state, legal)

        legal_set = set(legal)
        samples = [legal[0], legal[-1], *(self.rng.choice(legal) for _ in range(3))] if legal else []
        candidates = list(GARBAGE) + [p for a in samples for p in perturbations(a, self.rng)]
        for bad in candidates:
            if bad in legal_set:
                continue
            with pytest.raises(IllegalAction):
                rules.apply(state, bad)
        assert plain(rules.state_to_json(state)) == before, "a refused action must not change the state"

        self.views(state, legal, before)

    def barriers_cover_revealed_information(self, state: Any, legal: list[str]) -> None:
        """An action whose outcome, as the actor sees it, depends on hidden cards or chance
        revealed something, so it must be an undo barrier. Played here in the real state and
        in one with the hidden parts redealt; a difference in the actor's view gives it away."""
        if not legal:
            return
        rules = self.rules
        player = rules.current_player(state)
        twin = rules.resample_hidden(state, player, self.rng.fork())
        sample = {legal[0], legal[-1], *(self.rng.choice(legal) for _ in range(10))}
        for action in sorted(sample):
            after = rules.apply(state, action)
            if rules.view(after, player) != rules.view(rules.apply(twin, action), player):
                assert rules.undo_barrier(state, action, after), (
                    f"{action} reveals hidden cards but can be undone"
                )

    def views(self, state: Any, legal: list[str], before: Any) -> None:
        """Views are JSON, and redealing what a seat cannot see leaves its view unchanged."""
        rules = self.rules
        public = plain(rules.view(state, None))
        player = rules.current_player(state)
        for seat in range(self.players):
            mine = plain(rules.view(state, seat))
            other = rules.resample_hidden(state, seat, self.rng.fork())
            assert plain(rules.view(other, seat)) == mine, f"resampling for seat {seat} changed its view"
            assert plain(rules.view(other, None)) == public, "resampling changed the public view"
            assert rules.current_player(other) == player
            if seat == player:
                assert rules.legal_actions(other) == legal, "legal actions must follow from the player's view"
            other_json = plain(rules.state_to_json(other))
            assert plain(rules.state_to_json(rules.state_from_json(other_json))) == other_json
            if other_json != before:
                self.resample_changed_a_state = True
        assert plain(rules.state_to_json(state)) == before, "view/resample must not mutate the state"

    def after_play(self, match: Match, before: Any, action: str) -> None:
        """Undo policy: passing the turn is a barrier; an allowed undo gives the previous state."""
        rules = self.rules
        if rules.current_player(match.state) != rules.current_player(before) and not rules.is_terminal(
            match.state
        ):
            assert match.barriers[-1], f"{action} handed the turn on but is not an undo barrier"
        if match.undo_refusal() is None:
            undone = match.undo()
            assert undone.actions == match.actions[:-1]
            assert undone.state is before or plain(rules.state_to_json(undone.state)) == plain(
                rules.state_to_json(before)
            )
        else:
            with pytest.raises(IllegalAction):
                match.undo()

    def terminal(self, state: Any, last_legal: list[str]) -> None:
        """A finished game refuses every action and has one outcome per seat."""
        rules = self.rules
        outcome = rules.returns(state)
        assert len(outcome) == self.players, "returns needs one entry per seat"
        assert all(isinstance(r, int | float) and math.isfinite(r) for r in outcome)
        for action in [*last_legal[:3], "end"]:
            with pytest.raises(IllegalAction):
                rules.apply(state, action)


def check_save_and_record(rules: Any, match: Match) -> None:
    """Save → JSON text → load replays to the same state; the record has a line per action."""
    final = plain(rules.state_to_json(match.state))
    loaded = load_save(json.loads(json.dumps(match.to_save())))
    assert loaded.actions == match.actions
    assert plain(rules.state_to_json(loaded.state)) == final, "replaying the save must give the same state"
    assert loaded.barriers == match.barriers
    record = match.record()
    lines = record_to_jsonl(record).splitlines()
    assert len(lines) == len(match.actions) + 1, "a record has a header line and one line per action"
    for i, line in enumerate(lines[1:]):
        entry = json.loads(line)
        assert entry["action"] == match.actions[i]
        assert entry["seat"] == rules.current_player(match.states[i])


@pytest.mark.parametrize("playout", range(PLAYOUTS))
@pytest.mark.parametrize("game", GAMES)
def test_a_random_playout_honours_the_rules_contract(game: str, playout: int) -> None:
    rules = rules_for(game)
    rng = Rng(seed_from_text(f"contract:{game}:{playout}"))
    options = pick_options(rules, game, playout, rng)
    options_json = plain(rules.options_to_json(options))
    assert plain(rules.options_to_json(rules.options_from_json(options_json))) == options_json
    players = rules.num_players(options)
    seed = rng.next_u64()
    match = Match.new(rules, options, seed)
    first = plain(rules.state_to_json(match.state))
    assert plain(rules.state_to_json(rules.new_game(options, seed))) == first, "setup must be seeded"

    checker = ContractChecker(rules, players, rng.fork())
    eager = EAGER_PREFIXES.get(game, ()) if playout % 2 else ()
    last_legal: list[str] = []
    step = 0
    while True:
        state = match.state
        legal = checker.legal(state)
        if step < 25 or step % 101 == 0 or not legal:
            checker.deep(state, legal)
        if not legal or step >= MAX_STEPS:
            break
        last_legal = legal
        action = choose(legal, eager, rng)
        match = match.play(action)
        checker.after_play(match, state, action)
        step += 1

    if rules.is_terminal(match.state):
        checker.terminal(match.state, last_legal)
    check_save_and_record(rules, match)
    assert checker.resample_changed_a_state, "resample_hidden never changed anything: is anything hidden?"


@pytest.mark.parametrize("game", GAMES)
def test_setup_depends_on_the_seed_only(game: str) -> None:
    rules = rules_for(game)
    options = rules.options_from_json({})
    deals = [plain(rules.state_to_json(rules.new_game(options, seed))) for seed in range(6)]
    assert deals == [plain(rules.state_to_json(rules.new_game(options, seed))) for seed in range(6)]
    assert len({json.dumps(d, sort_keys=True) for d in deals}) > 1, "different seeds should deal differently"


@pytest.mark.parametrize("game", GAMES)
def test_bad_options_are_refused_naming_the_option(game: str) -> None:
    rules = rules_for(game)
    cases = INVALID.get(game, [])
    if not cases:
        pytest.skip(f"no invalid option sets listed for {game}")
    for data, option in cases:
        with pytest.raises(InvalidOptions) as caught:
            rules.options_from_json(data)
        assert caught.value.option == option, f"{data} should be refused for {option!r}"


@pytest.mark.parametrize("game", GAMES)
def test_a_damaged_save_is_refused_with_a_save_error(game: str) -> None:
    rules = rules_for(game)
    match = Match.new(rules, rules.options_from_json({}), 7)
    action = rules.legal_actions(match.state)[0]
    save = match.play(action).to_save()
    for damaged in (
        {**save, "actions": ["not an action"]},
        {**save, "snapshot": {**save["snapshot"], "tampered": True}},
        {**save, "format": 999},
    ):
        with pytest.raises(SaveError):
            load_save(damaged)
