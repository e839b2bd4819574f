"""Over random reachable positions, ``legal_actions(state)`` is exactly the set of candidate
actions ``apply`` accepts: the legal-move generator and the engine's checks agree.

Candidates are a broad superset built from the position: every Island held (and one not held)
into every cell with every payment of up to three cards from the hand (and with a card not
held), a Wild as every number into every cell, every variation of each legal action (its cell,
number and payment changed by one), every Start, Finish, Sea Monster and discard, and every
follow-up decision (shares, gifts, rocks, Compass, Squall, Lightning) whether or not it is due.
"""

from __future__ import annotations

from itertools import combinations

from hypothesis import given, settings
from hypothesis import strategies as st

from game.core.errors import IllegalAction
from game.tranquility import actions as A
from game.tranquility import cards as C
from game.tranquility.actions import Action, format_action
from game.tranquility.layouts import CELLS
from game.tranquility.legal import legal_moves
from game.tranquility.rules import RULES
from game.tranquility.state import TState
from tests.tranquility.playout import playout
from tests.tranquility.test_properties import option_sets

#: Positions checked per game, spread over the game.
CHECKS = 4


def _card_sets(hand: tuple[int, ...], most: int, strangers: tuple[int, ...]) -> set[tuple[int, ...]]:
    """Sorted card tuples of up to ``most`` cards of the hand, and each stranger card alone."""
    out: set[tuple[int, ...]] = {()}
    for k in range(1, most + 1):
        out.update(tuple(sorted(c)) for c in combinations(hand, k))
    out.update((c,) for c in strangers)
    return out


def _splits(total: int, parts: int) -> list[tuple[int, ...]]:
    """Every way to write ``total`` as ``parts`` numbers from 0 to 8."""
    if parts == 1:
        return [(total,)] if 0 <= total <= 8 else []
    return [(x, *rest) for x in range(min(8, total) + 1) for rest in _splits(total - x, parts - 1)]


def _varied(move: Action) -> list[Action]:
    """``move`` with its cell, number or payment one step off."""
    out = []
    for d in (-1, 1):
        out.append(move._replace(cell=move.cell + d))
        out.append(move._replace(number=move.number + d))
    out.append(move._replace(cards=move.cards[1:]))
    out.append(move._replace(cards=(*move.cards, C.FINISH)))
    out.append(move._replace(wild=not move.wild))
    return out


def candidates(s: TState) -> set[str]:
    """A broad superset of the legal actions of ``s`` (see the module docstring)."""
    seat = RULES.current_player(s)
    hand = s.hands[seat]
    held_islands = sorted({c for c in hand if c <= C.ISLAND_MAX})
    stranger = next(n for n in range(1, C.ISLAND_MAX + 1) if n not in hand)
    strangers = (stranger, C.FINISH, C.START, C.WILD, C.MONSTER)
    pays = _card_sets(hand, 3, strangers)
    moves: list[Action] = []
    for number in [*held_islands, stranger]:
        for cell in range(CELLS):
            moves.extend(Action(A.PLAY, number, cell, paid) for paid in pays)
    # A Wild as every number when one is held (else a few: each is refused the same way).
    for number in range(1, C.ISLAND_MAX + 1) if C.WILD in hand else (1, stranger, C.ISLAND_MAX):
        moves.extend(Action(A.PLAY, number, cell, (), True) for cell in range(CELLS))
    moves.extend(Action(A.MONSTER, cell=cell) for cell in range(CELLS))
    moves += [Action(kind, wild=wild) for kind in (A.START, A.FINISH) for wild in (False, True)]
    pairs = {p for p in _card_sets(hand, 2, ()) if len(p) == 2} | {(c, stranger) for c in hand}
    moves.extend(Action(A.DISCARD, cards=tuple(sorted(p))) for p in pairs)
    n = s.options.players
    moves.extend(Action(A.SHARES, cards=split) for total in (7, 8, 9) for split in _splits(total, n))
    moves += [Action(A.SHARES, cards=(8,) * (n + 1)), Action(A.SHARES, cards=(8,) * max(1, n - 1))]
    gifts = _card_sets(hand, min(len(hand), 5), strangers)
    moves.extend(Action(kind, cards=c) for c in gifts for kind in (A.GIVE, A.SQUALL, A.LIGHTNING))
    moves.extend(Action(A.ROCKS, cell=row) for row in range(-1, 7))
    moves.extend(Action(A.ROCKS, cell=A.STAY, cards=p) for p in pairs)
    moves += [Action(A.COMPASS, number=0), Action(A.COMPASS, number=1)]
    legal = legal_moves(s)
    for move in legal:
        moves.extend(_varied(move))
    out = {format_action(m) for m in [*moves, *legal] if m.cell < CELLS and m.number <= C.ISLAND_MAX}
    return out


def accepted(s: TState, actions: set[str]) -> set[str]:
    out: set[str] = set()
    for action in actions:
        try:
            RULES.apply(s, action)
        except IllegalAction:
            continue
        out.add(action)
    return out


@settings(max_examples=20, deadline=None)
@given(options=option_sets, seed=st.integers(0, 2**32), greed=st.sampled_from([0.0, 0.6, 0.95]))
def test_legal_actions_are_exactly_the_candidates_apply_accepts(
    options: dict[str, object], seed: int, greed: float
) -> None:
    steps = [before for before, _, _ in playout(options, seed, greed)]
    picks = {round(i * (len(steps) - 1) / (CHECKS - 1)) for i in range(CHECKS)}
    picks |= {i for i, s in enumerate(steps) if s.agenda}  # every follow-up decision met
    for i in sorted(picks)[: CHECKS + 4]:
        s = steps[i]
        legal = set(RULES.legal_actions(s))
        tried = candidates(s)
        assert legal <= tried
        assert accepted(s, tried) == legal, f"step {i} of seed {seed}"
