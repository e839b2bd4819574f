"""A game in progress: rules + options + seed + action log, with undo, saves and records.

The canonical save is ``{format, game, options, seed, actions}`` (docs/ARCHITECTURE.md principle 5);
the action log is the truth. The state snapshot stored beside it is only a cache, checked against
the replay when it was written in the state schema the game uses today (a snapshot of an older
schema is set aside, never a reason to refuse the game).

Upgrades: an older envelope goes through ``FORMAT_MIGRATIONS`` step by step, and a game's options
through ``OPTIONS_MIGRATIONS``; tests/saves/ holds saves of every released format that CI loads and
replays. A state's schema is the ``"schema"`` field of its JSON (1 when it has none): a change to a
game's ``state_to_json`` gives it a new schema number (tests/saves pins each schema's shape).
"""

from __future__ import annotations

import json
from collections.abc import Callable, Mapping
from dataclasses import dataclass, field
from typing import Any, TypeGuard

from game.core.errors import GameError, IllegalAction, InvalidOptions, SaveError
from game.core.interfaces import Rules
from game.core.registry import get_rules

#: Version of the save envelope. Older versions are migrated or refused, never misread.
#: 1: ``{format, game, options, seed, actions, snapshot?}`` (plus what the UI adds: seats, id, ...)
#: 2: also ``schema`` (the state schema of the snapshot) and ``options_version``
SAVE_FORMAT = 2

Migration = Callable[[dict[str, Any]], dict[str, Any]]


def _whole(value: object) -> TypeGuard[int]:
    """``value`` is an int (not a bool)."""
    return isinstance(value, int) and not isinstance(value, bool)


def state_schema(state_json: Any) -> int:
    """The schema a state's JSON is written in: its ``"schema"`` field, 1 when it has none."""
    schema = state_json.get("schema", 1) if isinstance(state_json, Mapping) else 1
    return schema if _whole(schema) else 0


def _format_1_to_2(data: dict[str, Any]) -> dict[str, Any]:
    """Format 1 did not name the snapshot's schema: it is the one the snapshot itself carries
    (Shifting Stones' field; Tranquility's states had none, schema 1); options were version 1."""
    return {**data, "format": 2, "schema": state_schema(data.get("snapshot")), "options_version": 1}


#: ``FORMAT_MIGRATIONS[n]`` turns a format-``n`` envelope into format ``n + 1``.
FORMAT_MIGRATIONS: dict[int, Migration] = {1: _format_1_to_2}

#: Per game, ``OPTIONS_MIGRATIONS[game][n]`` turns version-``n`` options JSON into version
#: ``n + 1``; a game's options are at version ``1 + len(steps)``. Both games are at version 1: their
#: options have only ever gained keys with defaults, which ``options_from_json`` fills in.
OPTIONS_MIGRATIONS: dict[str, dict[int, Migration]] = {"tranquility": {}, "shifting-stones": {}}


# ----- how long a game can be -------------------------------------------------------------------
# A replay link or a save names its moves, and reading one replays them all; a count no game can
# reach is refused before any move is replayed (``check_moves``), so a hostile link or file never
# freezes the page. Each bound is replayed in well under a second in the browser.
#
# The measurements: ``bench/game_lengths.py`` (the simulators' own deals and decisions, 200 games
# a table, 10 to 20 for the hard bot, 20 for uniformly random Shifting Stones players).
#
# Tranquility ends by the rules. Every move but three kinds puts at least one card out of the
# players' hands for good (a play, the Start, a Sea Monster, discarding two, a share of the Start
# discard, the Squall's and Lightning's discards, keeping the Jagged Rocks for two cards; a card
# list is never empty, and discards are never reshuffled). The deck holds at most 80 Islands,
# 5 Finish cards, one Start a player, 5 Sea Monsters and 3 Wild cards: 93 + players cards. The
# other moves are moving the Jagged Rocks (at most one after each play), a Compass choice (one a
# Storm, 6 Storms) and the Start split (once). So no game has more than 2 * (93 + players) + 7
# moves (195 solo to 203 at five; tests/review/test_replay_code.py checks the reason on play). The
# longest game played was 112 moves (teams of normal bots, 4 and 5 players, every module at its
# most; random players: 83; the base game: 56); 400 leaves the rules' own maximum twice over,
# should a module ever add a move.
#
# Shifting Stones solo ends by the rules: a turn scores a card (16 in the deck, the 16th wins) or
# gives a strike (the 4th loses), so there are at most 16 + 4 = 20 turns, each of at most 7 moves
# (every Shift, Flip and Score spends a card of a hand of at most 6, then End): 140 moves. The
# longest played was 68 (the hard bot; the random scorer 60); the bound is 300.
#
# Shifting Stones with 2 to 5 players has no end in the rules alone (a table that never scores
# never reaches the end trigger, and End is always legal), so its bound is what any real game
# stays far below: 150 turns a seat, at most 7 moves each (1,050 moves a player: 2,100 for two,
# 5,250 for five). The bots never took more than 12 turns a seat (120 moves a game), and the
# random scorer (it scores whenever it can, else moves at random) 41 turns a seat at two players
# and 20 at five (398 to 493 moves a game): the bound is 5 to 10 times the longest. Only players
# who choose uniformly among every legal move (some 90 a step, so they score by chance) go on,
# 488 to 1,083 turns a seat (up to 12,222 moves): nobody plays so on the site, whose seats are
# people and the three bot levels.
#: the most turns a seat of a Shifting Stones game with 2 to 5 players is expected to take
STONES_TURNS_A_SEAT = 150
#: the most moves of a game: per game, per player count (index 0 is unused)
MOVE_BOUNDS: dict[str, tuple[int, ...]] = {
    "tranquility": (0, 400, 400, 400, 400, 400),
    "shifting-stones": (0, 300, *(STONES_TURNS_A_SEAT * 7 * players for players in range(2, 6))),
}


def move_bound(game: str, players: int) -> int | None:
    """The most moves a game of ``game`` with ``players`` seats may have (None: no bound known)."""
    bounds = MOVE_BOUNDS.get(game)
    return bounds[players] if bounds is not None and 1 <= players < len(bounds) else None


def check_moves(game: str, players: int, count: int) -> None:
    """``SaveError`` (code ``save_too_long``) when ``count`` moves are more than any game of
    ``game`` with ``players`` seats can have (``move_bound``)."""
    bound = move_bound(game, players)
    if bound is not None and count > bound:
        raise SaveError(
            f"This save holds {count} moves, more than any real game has ({bound} at most); "
            "it is left as it is.",
            "save_too_long",
            moves=count,
            bound=bound,
        )


def check_save_moves(data: Mapping[str, Any]) -> None:
    """``check_moves`` for a save envelope, read as it is, before anything is replayed: its game,
    its options' player count (the game's largest bound when it names none) and its move list's
    length. Whatever it cannot read is left to ``load_save`` to refuse."""
    game, actions, options = data.get("game"), data.get("actions"), data.get("options")
    bounds = MOVE_BOUNDS.get(game) if isinstance(game, str) else None
    if bounds is None or not isinstance(actions, list):
        return
    players = options.get("players") if isinstance(options, Mapping) else None
    if not (_whole(players) and 1 <= players < len(bounds)):
        players = max(range(1, len(bounds)), key=bounds.__getitem__)
    check_moves(str(game), players, len(actions))


def options_version(game: str) -> int:
    """The version of ``game``'s options JSON today."""
    return 1 + len(OPTIONS_MIGRATIONS.get(game, {}))


def _from_newer(what: str, fmt: int) -> SaveError:
    """The refusal of a save written by a newer version (``what``: its newer format or options)."""
    return SaveError(
        f"This save comes from a newer version ({what}); update the site to open it.",
        "save_newer",
        format=fmt,
    )


def migrate(data: Mapping[str, Any]) -> dict[str, Any]:
    """A save envelope of any released format brought up to ``SAVE_FORMAT``, options included
    (``SaveError`` for a format or options version this version does not know)."""
    fmt = data.get("format")
    if not _whole(fmt):
        raise SaveError("This is not a saved game of ours (no format version).", "save_no_format")
    if fmt > SAVE_FORMAT:
        raise _from_newer(f"format {fmt}", fmt)
    if fmt < 1:
        raise SaveError(f"Unknown save format {fmt}.", "save_bad_format", format=fmt)
    out = dict(data)
    while out["format"] < SAVE_FORMAT:
        out = FORMAT_MIGRATIONS[out["format"]](out)
    game, version = out.get("game"), out.get("options_version")
    steps = OPTIONS_MIGRATIONS.get(game, {}) if isinstance(game, str) else {}
    current = 1 + len(steps)
    if not _whole(version) or version < 1:
        raise SaveError("The save has invalid options.", "save_bad_options")
    if version > current:
        raise _from_newer(f"options {version}", fmt)
    options = out.get("options")
    while version < current and isinstance(options, Mapping):
        options = steps[version](dict(options))
        version += 1
    return {**out, "options": options, "options_version": current}


@dataclass(frozen=True)
class Match:
    """An immutable game in progress. Every method returns a new ``Match``."""

    rules: Rules[Any, Any]
    options: Any
    seed: int
    actions: tuple[str, ...] = ()
    states: tuple[Any, ...] = field(default=(), repr=False)
    #: ``barriers[i]`` is True when ``actions[i]`` may not be undone.
    barriers: tuple[bool, ...] = field(default=(), repr=False)

    @classmethod
    def new(cls, rules: Rules[Any, Any], options: Any, seed: int) -> Match:
        """Set up a fresh game."""
        return cls(rules, options, seed, (), (rules.new_game(options, seed),), ())

    @classmethod
    def replay(cls, rules: Rules[Any, Any], options: Any, seed: int, actions: list[str]) -> Match:
        """The match after playing ``actions`` from setup, built in one pass (long games replay in
        linear time). Raises ``IllegalAction`` from the first action that does not apply, with
        ``step`` (1-based) added to its params."""
        states = [rules.new_game(options, seed)]
        barriers: list[bool] = []
        for i, action in enumerate(actions):
            try:
                after = rules.apply(states[-1], action)
            except IllegalAction as err:
                err.params["step"] = i + 1
                raise
            barriers.append(bool(rules.undo_barrier(states[-1], action, after)))
            states.append(after)
        return cls(rules, options, seed, tuple(actions), tuple(states), tuple(barriers))

    @property
    def state(self) -> Any:
        """The current state."""
        return self.states[-1]

    @property
    def game(self) -> str:
        """The game's registry name."""
        return str(self.rules.name)

    def play(self, action: str) -> Match:
        """The match after ``action`` (raises ``IllegalAction`` like the rules do)."""
        before = self.state
        after = self.rules.apply(before, action)
        barrier = bool(self.rules.undo_barrier(before, action, after))
        return Match(
            self.rules,
            self.options,
            self.seed,
            (*self.actions, action),
            (*self.states, after),
            (*self.barriers, barrier),
        )

    def undo_refusal(self) -> IllegalAction | None:
        """Why the last action cannot be undone (code ``undo_nothing`` or ``undo_hidden``), or
        None when it can."""
        if not self.actions:
            return IllegalAction("Nothing to undo yet.", "undo_nothing")
        if self.barriers[-1]:
            return IllegalAction(
                "The last move drew or revealed a card, or passed the turn: it can't be undone.",
                "undo_hidden",
            )
        return None

    def undo(self) -> Match:
        """The match before its last action; raises the ``undo_refusal`` if the policy forbids it."""
        refusal = self.undo_refusal()
        if refusal is not None:
            raise refusal
        return Match(
            self.rules,
            self.options,
            self.seed,
            self.actions[:-1],
            self.states[:-1],
            self.barriers[:-1],
        )

    def to_save(self, *, snapshot: bool = True) -> dict[str, Any]:
        """The versioned save envelope (JSON-ready)."""
        data: dict[str, Any] = {
            "format": SAVE_FORMAT,
            "game": self.game,
            "options": self.rules.options_to_json(self.options),
            "seed": str(self.seed),
            "actions": list(self.actions),
        }
        data["options_version"] = options_version(self.game)
        state_json = self.rules.state_to_json(self.state)
        data["schema"] = state_schema(state_json)
        if snapshot:
            data["snapshot"] = state_json
        return data

    def record(self) -> list[dict[str, Any]]:
        """The game record: one JSON object per step with the acting seat, the action and the
        resulting public state, so a third party can check the game move by move."""
        lines: list[dict[str, Any]] = [
            {
                "step": 0,
                "game": self.game,
                "options": self.rules.options_to_json(self.options),
                "seed": str(self.seed),
                "public": self.rules.view(self.states[0], None),
            }
        ]
        for i, action in enumerate(self.actions):
            lines.append(
                {
                    "step": i + 1,
                    "seat": self.rules.current_player(self.states[i]),
                    "action": action,
                    "public": self.rules.view(self.states[i + 1], None),
                }
            )
        return lines


def record_to_jsonl(lines: list[dict[str, Any]]) -> str:
    """A game record as JSON lines text."""
    return "".join(json.dumps(line, sort_keys=True, separators=(",", ":")) + "\n" for line in lines)


def load_save(data: Any) -> Match:
    """Rebuild a match from a save envelope by replaying its actions.

    Raises ``SaveError`` with a player-readable message for anything that is not a save of ours,
    a save from a newer version, unknown options, or an action log that does not replay.
    """
    if not isinstance(data, Mapping):
        raise SaveError("This is not a saved game.", "save_not_object")
    data = migrate(data)
    game = data.get("game")
    if not isinstance(game, str):
        raise SaveError("The save does not say which game it is.", "save_no_game")
    try:
        rules = get_rules(game)
    except GameError:
        raise SaveError(
            f"The save is for an unknown game ({game!r}).", "save_unknown_game", game=game
        ) from None
    options_data = data.get("options")
    if not isinstance(options_data, Mapping):
        raise SaveError("The save has no options.", "save_no_options")
    try:
        options = rules.options_from_json(options_data)
    except InvalidOptions as err:
        raise SaveError(f"The save has invalid options: {err}", "save_bad_options") from None
    seed_text = data.get("seed")
    if not isinstance(seed_text, str) or not seed_text.isdigit():
        raise SaveError("The save has no valid seed.", "save_bad_seed")
    actions = data.get("actions")
    if not isinstance(actions, list) or not all(isinstance(a, str) for a in actions):
        raise SaveError("The save's move list is damaged.", "save_bad_actions")
    try:
        match = Match.replay(rules, options, int(seed_text), actions)
    except IllegalAction as err:
        step = int(err.params["step"])
        raise SaveError(
            f"Move {step} of the save ({actions[step - 1]}) does not replay: {err}",
            "save_replay_failed",
            step=step,
            action=actions[step - 1],
        ) from None
    snapshot = data.get("snapshot")
    replayed = json.loads(json.dumps(rules.state_to_json(match.state)))
    # The snapshot is a cache: checked only when written in today's schema of the state.
    if snapshot is not None and data.get("schema") == state_schema(replayed) and snapshot != replayed:
        raise SaveError(
            "The save's snapshot does not match its moves; it was altered.", "save_snapshot_mismatch"
        )
    return match
