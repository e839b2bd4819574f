"""A whole game in a few characters: the moves of a game as one number, for replay links.

At every step the move played is one of the legal moves, listed in their canonical (sorted)
order, so a game is a list of indices, each below the number of legal moves at its step. The
indices are one number in mixed radix (step 0 the lowest digit), written as URL-safe base64
without padding. Decoding replays the game, so it needs the game's rules, options and seed.

A code made by another version of the rules could decode into other moves, so a code carries
a check: the last :data:`CHECK_CHARS` characters are a hash of the moves' canonical strings. A
code whose check does not match, or that names an illegal step, is refused with
:class:`ReplayCodeError` (code ``replay_code``).

Decoding is bounded before any move is replayed: a code claiming more moves than a game of its
kind can have (``game.core.match.move_bound``, per game and player count) is refused at once
(reason ``too_many``), so the walk through the claimed moves is never longer than a real game.
"""

from __future__ import annotations

import base64
import hashlib
from collections.abc import Sequence
from typing import Any

from game.core.errors import GameError
from game.core.interfaces import Rules
from game.core.match import move_bound

#: Characters of the check at the end of a code (36 bits).
CHECK_CHARS = 6
#: The longest code accepted (characters), to bound the work a link can ask for.
MAX_CODE = 4000


class ReplayCodeError(GameError):
    """A replay code that does not decode into a game of these rules."""

    def __init__(self, message: str, reason: str) -> None:
        super().__init__(message, "replay_code", reason=reason)


def _check(actions: Sequence[str]) -> str:
    digest = hashlib.sha256("\n".join(actions).encode()).digest()
    return base64.urlsafe_b64encode(digest).decode()[:CHECK_CHARS]


def _number_to_text(n: int) -> str:
    raw = n.to_bytes(max(1, (n.bit_length() + 7) // 8), "big")
    return base64.urlsafe_b64encode(raw).decode().rstrip("=")


def _text_to_number(text: str) -> int:
    try:
        raw = base64.urlsafe_b64decode(text + "=" * (-len(text) % 4))
    except ValueError:
        raise ReplayCodeError("The replay code is not valid.", "syntax") from None
    return int.from_bytes(raw, "big")


def encode(rules: Rules[Any, Any], options: Any, seed: int, actions: Sequence[str]) -> str:
    """The code of the game of ``seed`` played with ``actions`` (each must be legal)."""
    state = rules.new_game(options, seed)
    n = 0
    scale = 1
    for action in actions:
        legal = rules.legal_actions(state)
        n += legal.index(action) * scale
        scale *= len(legal)
        state = rules.apply(state, action)
    # The number of moves goes first, so trailing zero digits (first legal moves) are kept.
    return f"{len(actions)}.{_number_to_text(n)}{_check(actions)}"


def decode(rules: Rules[Any, Any], options: Any, seed: int, code: str) -> list[str]:
    """The actions a code stands for; raises :class:`ReplayCodeError` if it does not fit."""
    if not isinstance(code, str) or len(code) > MAX_CODE or "." not in code:
        raise ReplayCodeError("The replay code is not valid.", "syntax")
    count_text, body = code.split(".", 1)
    if not (count_text.isascii() and count_text.isdigit()) or len(body) <= CHECK_CHARS:
        raise ReplayCodeError("The replay code is not valid.", "syntax")
    # Checked on the digits first: a count of thousands of digits is refused unconverted.
    digits = count_text.lstrip("0")
    bound = move_bound(str(rules.name), int(rules.num_players(options)))
    if bound is not None and (len(digits) > len(str(bound)) or int(count_text) > bound):
        raise ReplayCodeError(
            f"The replay code claims more moves than a game can have ({bound} at most).", "too_many"
        )
    count = int(count_text)
    n = _text_to_number(body[:-CHECK_CHARS])
    state = rules.new_game(options, seed)
    actions: list[str] = []
    for _ in range(count):
        legal = rules.legal_actions(state)
        if not legal:
            raise ReplayCodeError("The replay code goes on after the game ended.", "too_long")
        n, index = divmod(n, len(legal))
        actions.append(legal[index])
        state = rules.apply(state, legal[index])
    if n or _check(actions) != body[-CHECK_CHARS:]:
        raise ReplayCodeError(
            "This replay was made by another version of the game and cannot be shown.", "version"
        )
    return actions
