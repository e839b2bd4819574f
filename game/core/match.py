"""A game in progress: rules + options + seed + action log, with undo, saves and records.

The canonical save is ``{format, game, options, seed, actions}`` (ARCHITECTURE.md principle 5);
the state snapshot stored beside it is only a cache that loading checks against the replay.
"""

from __future__ import annotations

import json
from collections.abc import Mapping
from dataclasses import dataclass, field
from typing import Any

from game.core.errors import GameError, IllegalAction, InvalidOptions, SaveError
from game.core.interfaces import Rules
from game.core.registry import get_rules

#: Version of the save envelope. Older versions are migrated or refused, never misread.
SAVE_FORMAT = 1


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
        if snapshot:
            data["snapshot"] = self.rules.state_to_json(self.state)
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
    fmt = data.get("format")
    if not isinstance(fmt, int) or isinstance(fmt, bool):
        raise SaveError("This is not a saved game of ours (no format version).", "save_no_format")
    if fmt > SAVE_FORMAT:
        raise SaveError(
            f"This save comes from a newer version (format {fmt}); update the site to open it.",
            "save_newer",
            format=fmt,
        )
    if fmt < 1:
        raise SaveError(f"Unknown save format {fmt}.", "save_bad_format", format=fmt)
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
    if snapshot is not None and snapshot != json.loads(json.dumps(rules.state_to_json(match.state))):
        raise SaveError(
            "The save's snapshot does not match its moves; it was altered.", "save_snapshot_mismatch"
        )
    return match
