"""What each seat may see, and hidden cards redealt consistently with it.

Public: the grid, every scored card, the face-up discard pile, hand sizes, deck size, strikes,
skips and turn counts, and which cards went into the deck at the last reshuffle (they were the
face-up discard pile). Hidden: the other players' hands, the order of the deck, in the solo game
which cards of the box were drawn for the deck, and the game's PRNG state (future reshuffles).
"""

from __future__ import annotations

from typing import Any, TypedDict

from game.core.interfaces import TERMINAL
from game.core.rng import Rng
from game.shifting_stones.cards import NAMES, POINTS, ids_worth
from game.shifting_stones.scoring import SOLO_STRIKES_TO_LOSE, end_trigger, scores, winners
from game.shifting_stones.state import GAME_NAME, StonesState
from game.shifting_stones.tiles import format_grid


class _PublicView(TypedDict):
    """What every seat sees."""

    game: str
    players: int
    seat: int | None
    current: int
    over: bool
    #: the grid as text, rows separated by ``/``
    grid: str
    hand_sizes: list[int]
    scored: list[list[str]]
    scores: list[int]
    discard: list[str]
    discard_top: str | None
    deck_size: int
    reshuffled: list[str]
    acted: bool
    turn_scored: int
    skipped_last: list[bool]
    turns: list[int]
    end_trigger: int | None
    strikes: int
    strikes_to_lose: int | None
    winners: list[int]


class StonesView(_PublicView, total=False):
    """The keys of a Shifting Stones view (``view``), for the front end's type checks: the hand
    is there when a seat looks."""

    hand: list[str]


def _names(cards: tuple[int, ...]) -> list[str]:
    return [NAMES[c] for c in cards]


def view(state: StonesState, seat: int | None) -> dict[str, Any]:
    """The JSON view of ``seat`` (its own hand included), or public information for ``None``."""
    over = state.current == TERMINAL
    out: dict[str, Any] = {
        "game": GAME_NAME,
        "players": state.players,
        "seat": seat,
        "current": state.current,
        "over": over,
        "grid": format_grid(state.grid),
        "hand_sizes": [len(hand) for hand in state.hands],
        "scored": [_names(cards) for cards in state.scored],
        "scores": scores(state),
        "discard": _names(state.discard),
        "discard_top": NAMES[state.discard[-1]] if state.discard else None,
        "deck_size": len(state.deck),
        "reshuffled": _names(state.reshuffled),
        "acted": state.acted,
        "turn_scored": state.turn_scored,
        "skipped_last": list(state.skipped_last),
        "turns": list(state.turns),
        "end_trigger": None if state.solo else end_trigger(state.players),
        "strikes": state.strikes,
        "strikes_to_lose": SOLO_STRIKES_TO_LOSE if state.solo else None,
        "winners": winners(state) if over else [],
    }
    if seat is not None:
        out["hand"] = _names(state.hands[seat])
    return out


def _unseen_solo_deck(state: StonesState, rng: Rng) -> list[int]:
    """A solo deck the player cannot tell from the real one: same size and values per card
    value, drawn from the cards of that value the player has not seen (RULES.md B6)."""
    if state.reshuffled:
        # Everything in the deck came from the last reshuffle, and nothing else of it is hidden.
        return rng.shuffled(state.deck)
    seen = set(state.hands[0]) | set(state.scored[0]) | set(state.discard)
    deck: list[int] = []
    for points in sorted({POINTS[c] for c in state.deck}):
        wanted = sum(1 for c in state.deck if POINTS[c] == points)
        unseen = [c for c in ids_worth(points) if c not in seen]
        deck.extend(rng.shuffled(unseen)[:wanted])
    rng.shuffle(deck)
    return deck


def resample_hidden(state: StonesState, seat: int, rng: Rng) -> StonesState:
    """A state ``seat`` cannot tell from ``state``: other hands and the deck redealt at random.

    After a reshuffle the deck can only hold cards of that reshuffle (a public set), so the new
    deck is drawn from those of them still hidden and the other hands get the rest. The PRNG is
    reseeded too, since future reshuffles are hidden as well.
    """
    if state.solo:
        deck = _unseen_solo_deck(state, rng)
        return _with_hidden(state, state.hands, deck, rng)
    others = [s for s in range(state.players) if s != seat]
    pool = [c for s in others for c in state.hands[s]] + list(state.deck)
    if state.reshuffled:
        in_pool = set(pool)
        candidates = [c for c in state.reshuffled if c in in_pool]
        deck = rng.shuffled(candidates)[: len(state.deck)]
        chosen = set(deck)
        rest = rng.shuffled([c for c in pool if c not in chosen])
    else:
        mixed = rng.shuffled(pool)
        deck, rest = mixed[: len(state.deck)], mixed[len(state.deck) :]
    hands = list(state.hands)
    start = 0
    for s in others:
        size = len(state.hands[s])
        hands[s] = tuple(sorted(rest[start : start + size]))
        start += size
    return _with_hidden(state, tuple(hands), deck, rng)


def _with_hidden(
    state: StonesState, hands: tuple[tuple[int, ...], ...], deck: list[int], rng: Rng
) -> StonesState:
    return StonesState(
        state.players,
        state.grid,
        hands,
        tuple(deck),
        state.discard,
        state.scored,
        state.current,
        state.acted,
        state.turn_scored,
        state.skipped_last,
        state.turns,
        state.strikes,
        state.reshuffled,
        rng.fork().to_hex(),
    )
