"""The normal bot: a convention player that prices every option in cards (RULES.md A3–A8).

This module holds the full judgement (``ranked``, ``decide``), which the hard bot builds on (its
candidates and its rollouts) and the easy bot uses for follow-up decisions, and the ``normal``
level (``level_decide``): the same judgement taking the danger of a gap running out of numbers
lightly. A lost game weighs ``LEVEL_LOSS`` cards in its prices instead of ``fit.LOSS`` (30), so
it spends the numbers a narrow gap will need and lets gaps get too narrow: a decent partner who
misses what the hard bot sees.

- Islands: each legal placement is priced by ``Judge.play_price`` (its cost, the cards paid and
  how the placement changes what the sea will still cost: the ideal number for a cell splits
  its gap evenly). A Wild card is priced the same way for any number, plus a premium for
  spending it.
- Discarding two: the two cards the hand misses least, priced at two cards plus their worth;
  dearer when the seat's pile is almost empty (the team would lose if it got stuck).
- The last Finish card in hand is kept (worth six cards); spare ones are given away first.
- Sea Monsters go out early, onto the Island whose loss hurts the sea least or helps it most.
- Finish (or a Wild as Finish) as soon as the sea allows; a Wild is never spent as the Start.
- Follow-up decisions: Start shares by the protocol in ``shares``; given, Squall and Lightning
  cards are the least missed; manual Jagged Rocks always move (free) to the row that blocks the
  fewest good plays; a Compass cancels every Storm except the Headwind.
- 1 v 1: discarding two costs two points, so it discards less, and plays the Finish only when
  the three points it brings win the game.
"""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from functools import lru_cache
from operator import itemgetter
from typing import Any

from game.core.rng import Rng
from game.tranquility import actions as A
from game.tranquility import cards as C
from game.tranquility.actions import Action, format_action, parse_action
from game.tranquility.bots import shares
from game.tranquility.bots.judge import WILD_PREMIUM, Judge
from game.tranquility.bots.seen import Seen, seen_from_state, seen_from_view
from game.tranquility.fast import FastState, in_string_order
from game.tranquility.layouts import get_layout
from game.tranquility.legal import turn_moves
from game.tranquility.state import PLAYING

#: Builds a typed action from its five fields (as ``legal`` does).
_ACTION = tuple.__new__
#: An action's kind.
_KIND = itemgetter(0)

#: In 1 v 1 discarding two costs two points outright.
DUEL_DISCARD_EXTRA = 1.0
#: What a lost game is worth, in cards, to the ``normal`` level (the full judgement: ``fit.LOSS``).
LEVEL_LOSS = 3.0


def ranked(seen: Seen, moves: Sequence[Action], judge: Judge | None = None) -> list[tuple[float, Action]]:
    """Every turn action worth considering with its price, cheapest first (a turn action must be
    pending). Forced or winning actions come alone with price ``-inf``."""
    out = _priced(seen, moves, judge or Judge(seen))
    _sort(out)
    return out


def cheapest(seen: Seen, moves: Sequence[Action], judge: Judge, distinct: bool = False) -> Action:
    """The first action of :func:`ranked`, found without sorting the rest; ``distinct``: each
    placement is listed once (``legal.turn_moves`` without every payment)."""
    out = _priced(seen, moves, judge, distinct)
    low = min(price for price, _ in out)
    tied = [pm for pm in out if pm[0] == low]
    return (tied[0] if len(tied) == 1 else min(tied, key=_text_of))[1]


def _priced(
    seen: Seen, moves: Sequence[Action], j: Judge, distinct: bool = False
) -> list[tuple[float, Action]]:
    """The actions :func:`ranked` lists with their prices, in no order (``distinct``: as in
    :func:`cheapest`)."""
    kinds = set(map(_KIND, moves))
    if A.START in kinds and not any(m.kind == A.START and m.wild for m in moves):
        return [(float("-inf"), next(m for m in moves if m.kind == A.START))]
    out: list[tuple[float, Action]] = []
    duel = seen.options.competitive
    if A.FINISH in kinds:
        finish = [m for m in moves if m.kind == A.FINISH]
        plain = [m for m in finish if not m.wild]
        if not duel or _finish_wins(seen):
            return [(float("-inf"), (plain or finish)[0])]
    # ``Judge.play_price`` of each placement (once, whatever it is paid with), paid with the
    # cards the hand misses least; the payments and their worth are found once per count and
    # card played, and the fits read from the judge's own table.
    seen_plays: set[int] = set()
    payments: dict[int, tuple[tuple[int, ...], int, float]] = {}
    fits_get, costs = j.fits.get, j.costs
    play, wild_card, make, append = A.PLAY, C.WILD, _ACTION, out.append
    for m in moves:
        kind, n, cell, cards, wild = m
        if kind == play:
            if not distinct:
                key = (n << 6 | cell) << 1 | wild
                if key in seen_plays:
                    continue
                seen_plays.add(key)
            k = len(cards)
            exclude = wild_card if wild else n
            payment = payments.get(k << 8 | exclude)
            if payment is None:
                paid = j.worst(k, exclude)
                payment = payments[k << 8 | exclude] = (paid, len(paid), j.value_of(paid))
            paid, count, worth = payment
            fit_key = n << 6 | cell
            fit = fits_get(fit_key)
            if fit is None:
                fit = j.fit(n, cell)
            price = (fit - costs[fit_key]) + count + worth
            if wild:
                price += WILD_PREMIUM
            append((price, make(Action, (play, n, cell, paid, wild))))
        elif kind == A.MONSTER:
            out.append((j.monster_price(m.cell), m))
    if A.DISCARD in kinds:
        pair = j.worst(2)
        price = j.discard_price(pair)
        if duel:
            price += DUEL_DISCARD_EXTRA
        out.append((price, Action(A.DISCARD, cards=pair)))
    if not out:
        # Only a Wild as Start (never chosen while anything else is possible) or a Finish that
        # does not win the duel remain.
        return [(0.0, moves[0])]
    return out


@lru_cache(maxsize=65536)
def _text(a: Action) -> str:
    return format_action(a)


def _text_of(pm: tuple[float, Action]) -> str:
    return _text(pm[1])


def _sort(out: list[tuple[float, Action]]) -> None:
    """Sort priced actions cheapest first, equal prices in the order of their strings (the same
    order as sorting by ``(price, string)``; only the ties need their strings)."""
    out.sort(key=itemgetter(0))
    i, n = 0, len(out)
    while i < n:
        price = out[i][0]
        j = i + 1
        while j < n and out[j][0] == price:
            j += 1
        if j - i > 1:
            out[i:j] = sorted(out[i:j], key=_text_of)
        i = j


def _finish_wins(seen: Seen) -> bool:
    mine = seen.scores[seen.seat] + 3
    return all(mine > x for i, x in enumerate(seen.scores) if i != seen.seat)


def decide(
    seen: Seen, moves: Sequence[Action], proposals: Sequence[int] | None = None, judge: Judge | None = None
) -> Action:
    """The normal bot's action among ``moves`` (the legal actions of ``seen.seat``).

    ``proposals``: every seat's Start-share proposal, when the table has heard them.
    """
    if len(moves) == 1:
        return moves[0]
    j = judge or Judge(seen)
    kind = moves[0].kind
    if kind == A.SHARES:
        if proposals is not None and not seen.options.competitive:
            split = shares.settle(proposals, seen.seat)
        else:
            split = shares.split_alone(seen, j)
        return Action(A.SHARES, cards=split)
    if kind in (A.GIVE, A.SQUALL, A.LIGHTNING):
        return Action(kind, cards=j.worst(len(moves[0].cards)))
    if kind == A.COMPASS:
        return Action(A.COMPASS, number=0 if seen.storm == C.HEADWIND else 1)
    if kind == A.ROCKS:
        return _rocks(seen, moves, j)
    return cheapest(seen, moves, j)


def level_decide(seen: Seen, moves: Sequence[Action], proposals: Sequence[int] | None = None) -> Action:
    """The ``normal`` level's action: ``decide`` with the danger of a gap running out of numbers
    priced at ``LEVEL_LOSS`` cards."""
    return decide(seen, moves, proposals, Judge(seen, LEVEL_LOSS))


def _rocks(seen: Seen, moves: Sequence[Action], j: Judge) -> Action:
    """Move the rocks (free) to the row that blocks the fewest good plays."""
    layout = get_layout(seen.options.layout)
    rows = [m.cell for m in moves if m.kind == A.ROCKS and m.cell != A.STAY]
    if not rows:
        return Action(A.ROCKS, cell=A.STAY, cards=j.worst(2))
    best_row, best_harm = rows[0], float("inf")
    islands = [c for c in seen.hand if c <= C.ISLAND_MAX]
    for r in rows:
        harm = 0.0
        for p in layout.rows[r]:
            if seen.grid[p]:
                continue
            harm += 0.1
            lo, hi = j.model.gap_numbers(p)
            if any(lo < n < hi and j.fit(n, p) <= 1.5 for n in islands):
                harm += 1.0
        if harm < best_harm:
            best_row, best_harm = r, harm
    return Action(A.ROCKS, cell=best_row)


# --- on the fast path ----------------------------------------------------------------------------

_TURN_CHOICES = frozenset((A.PLAY, A.MONSTER, A.DISCARD))


def needs_order(moves: Sequence[Action]) -> bool:
    """A turn whose only choices are Start/Finish variants: the bots take the first, so the
    actions must be in the order ``Bot.choose`` sees them (their strings')."""
    return not any(m.kind in _TURN_CHOICES for m in moves)


def judged_turn(f: FastState, loss: float, string_order: bool = True) -> Action | None:
    """The judgement's turn action (``decide`` with a lost game worth ``loss`` cards) on the
    fast path, or None when no turn action is pending. Each placement is priced once, whatever
    it is paid with (the judgement chooses its own payment), so only one way to pay each is
    listed. ``string_order``: the actions as ``Bot.choose`` sees them (else in the generator's
    order, as the hard bot's play-outs always had them)."""
    if f.agenda or f.result != PLAYING:
        return None
    moves, several = turn_moves(f, f.turn, False)
    if len(moves) == 1 and not several:
        return moves[0]
    if string_order and needs_order(moves):
        moves = in_string_order(moves)
    seen = seen_from_state(f, f.turn)
    return cheapest(seen, moves, Judge(seen, loss), distinct=True)


class NormalBot:
    """The ``normal`` level (see the module docstring)."""

    name = "normal"

    def choose(self, view: Mapping[str, Any], legal: Sequence[str], rng: Rng) -> str:
        """Only ever called for the seat the view belongs to, when that seat must decide."""
        seen = seen_from_view(view)
        moves = parsed(legal)
        return checked(level_decide(seen, moves), legal)


#: The typed action of each legal action string seen lately (the same strings recur from one
#: decision to the next).
_parse = lru_cache(maxsize=65536)(parse_action)


def parsed(legal: Sequence[str]) -> list[Action]:
    """The typed actions of legal action strings (remembered)."""
    return [_parse(t) for t in legal]


def checked(action: Action, legal: Sequence[str]) -> str:
    """The canonical string of ``action``, which must be one of ``legal``."""
    text = format_action(action)
    if text not in legal:
        raise AssertionError(f"bot chose {text!r}, which is not legal here")
    return text
