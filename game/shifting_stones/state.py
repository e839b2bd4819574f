"""The immutable state of a Shifting Stones game and its JSON form.

Everything is tuples of small ints so that bots can copy and compare states cheaply. Cards are
ids 1–72 (see :mod:`game.shifting_stones.cards`), faces ints 0–7 (see
:mod:`game.shifting_stones.tiles`). In JSON, cards are names (``"c41"``) and the grid is text
(``"SFH/OBD/TDH"``), so a saved state can be read by a person.
"""

from __future__ import annotations

from collections.abc import Mapping
from dataclasses import dataclass
from typing import Any

from game.core.errors import SaveError
from game.core.interfaces import TERMINAL
from game.shifting_stones.cards import card_id_of, card_name
from game.shifting_stones.options import MAX_PLAYERS, MIN_PLAYERS
from game.shifting_stones.tiles import format_grid, parse_grid

GAME_NAME = "shifting-stones"
#: Version of the state JSON; bump it (and migrate or refuse older ones) when the shape changes.
STATE_SCHEMA = 1


@dataclass(frozen=True, slots=True)
class StonesState:
    """A whole game, hidden parts included.

    ``deck[0]`` is the top card; ``discard[-1]`` is the top of the face-up discard pile.
    Hands are sorted by id (their order means nothing). ``acted`` is True once the current
    player has shifted, flipped or scored this turn (which rules out a Skip), ``turn_scored``
    counts the cards they scored this turn (a solo strike needs zero). ``skipped_last[s]`` is
    True if seat ``s`` skipped its previous turn. ``reshuffled`` lists the cards that went into
    the deck at the last reshuffle of the discard pile (public: that pile was face up).
    ``rng`` is the hex state of the game's own PRNG, used for every reshuffle.
    """

    players: int
    grid: tuple[int, ...]
    hands: tuple[tuple[int, ...], ...]
    deck: tuple[int, ...]
    discard: tuple[int, ...]
    scored: tuple[tuple[int, ...], ...]
    current: int
    acted: bool
    turn_scored: int
    skipped_last: tuple[bool, ...]
    turns: tuple[int, ...]
    strikes: int
    reshuffled: tuple[int, ...]
    rng: str

    @property
    def solo(self) -> bool:
        return self.players == 1

    @property
    def is_over(self) -> bool:
        return self.current == TERMINAL


def _names(cards: tuple[int, ...]) -> list[str]:
    return [card_name(c) for c in cards]


def state_to_json(state: StonesState) -> dict[str, Any]:
    """The whole state as JSON (lists, strings, ints and bools only)."""
    return {
        "schema": STATE_SCHEMA,
        "game": GAME_NAME,
        "players": state.players,
        "grid": format_grid(state.grid),
        "hands": [_names(hand) for hand in state.hands],
        "deck": _names(state.deck),
        "discard": _names(state.discard),
        "scored": [_names(cards) for cards in state.scored],
        "current": state.current,
        "acted": state.acted,
        "turn_scored": state.turn_scored,
        "skipped_last": list(state.skipped_last),
        "turns": list(state.turns),
        "strikes": state.strikes,
        "reshuffled": _names(state.reshuffled),
        "rng": state.rng,
    }


def _fail(what: str) -> SaveError:
    return SaveError(f"The saved Shifting Stones position is damaged ({what}).", "state_damaged", detail=what)


def _int(data: Mapping[str, Any], key: str) -> int:
    value = data.get(key)
    if isinstance(value, bool) or not isinstance(value, int):
        raise _fail(f"{key} is not a whole number")
    return value


def _bool(value: Any, key: str) -> bool:
    if not isinstance(value, bool):
        raise _fail(f"{key} is not true or false")
    return value


def _cards(value: Any, key: str) -> tuple[int, ...]:
    if not isinstance(value, list):
        raise _fail(f"{key} is not a list of cards")
    out = []
    for name in value:
        card_id = card_id_of(name) if isinstance(name, str) else None
        if card_id is None:
            raise _fail(f"{key} holds {name!r}, which is not a card")
        out.append(card_id)
    return tuple(out)


def _per_seat(value: Any, key: str, players: int) -> list[Any]:
    if not isinstance(value, list) or len(value) != players:
        raise _fail(f"{key} does not have one entry per player")
    return value


def state_from_json(data: Mapping[str, Any]) -> StonesState:
    """Inverse of :func:`state_to_json`; raises ``SaveError`` for anything malformed.

    Beyond the shape, it checks what no legal game can break: nine box tiles on the grid, no
    card in two places, hands of at most 6.
    """
    if not isinstance(data, Mapping):
        raise _fail("not an object")
    if data.get("game") != GAME_NAME:
        raise SaveError("This position is not from a Shifting Stones game.", "state_wrong_game")
    schema = data.get("schema")
    if schema != STATE_SCHEMA:
        raise SaveError(
            f"This Shifting Stones position uses format {schema!r}; this version reads format {STATE_SCHEMA}.",
            "state_schema",
            schema=str(schema),
        )
    players = _int(data, "players")
    if not MIN_PLAYERS <= players <= MAX_PLAYERS:
        raise _fail("player count out of range")
    grid_text = data.get("grid")
    try:
        grid = parse_grid(grid_text if isinstance(grid_text, str) else "")
    except ValueError:
        raise _fail("grid") from None
    hands = tuple(tuple(sorted(_cards(h, "hands"))) for h in _per_seat(data.get("hands"), "hands", players))
    scored = tuple(_cards(s, "scored") for s in _per_seat(data.get("scored"), "scored", players))
    deck = _cards(data.get("deck"), "deck")
    discard = _cards(data.get("discard"), "discard")
    reshuffled = _cards(data.get("reshuffled"), "reshuffled")
    everywhere = [c for group in (*hands, *scored, deck, discard) for c in group]
    if len(everywhere) != len(set(everywhere)):
        raise _fail("a card is in two places")
    if any(len(hand) > 6 for hand in hands):
        raise _fail("a hand holds more than 6 cards")
    current = _int(data, "current")
    if not (current == TERMINAL or 0 <= current < players):
        raise _fail("current player")
    turns = tuple(_int({"t": t}, "t") for t in _per_seat(data.get("turns"), "turns", players))
    rng = data.get("rng")
    if not isinstance(rng, str) or len(rng) != 16 or any(ch not in "0123456789abcdef" for ch in rng):
        raise _fail("rng")
    return StonesState(
        players=players,
        grid=grid,
        hands=hands,
        deck=deck,
        discard=discard,
        scored=scored,
        current=current,
        acted=_bool(data.get("acted"), "acted"),
        turn_scored=_int(data, "turn_scored"),
        skipped_last=tuple(
            _bool(s, "skipped_last") for s in _per_seat(data.get("skipped_last"), "skipped_last", players)
        ),
        turns=turns,
        strikes=_int(data, "strikes"),
        reshuffled=reshuffled,
        rng=rng,
    )
