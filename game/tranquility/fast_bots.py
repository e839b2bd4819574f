"""The bots' decisions on the fast path (:mod:`game.tranquility.fast`), exactly as through the
public interface.

Through ``Bot.choose`` a bot reads its seat's view and the *sorted* canonical strings of the
legal actions; here it reads the same knowledge straight from the state (``fast.seen_of``) and
the typed actions in the generator's order. The decisions do not depend on that order (prices
are sorted with the action's string as the tie-break), except where a bot takes "the first" of
several equal actions: there the actions are put in string order first. The Start split of a
table of bots is settled by the protocol from every seat's proposal, as
``bots.team_split`` does. The hard bot's search starts from a view and samples deals, so it is
asked through its own interface (its play-outs run on the fast path).
"""

from __future__ import annotations

from collections.abc import Callable, Sequence

from game.core.rng import Rng
from game.tranquility.actions import DISCARD, MONSTER, PLAY, SHARES, Action
from game.tranquility.bots import easy, normal, shares
from game.tranquility.bots.judge import Judge
from game.tranquility.bots.seen import Seen, _alive, _non_island_unseen, _unseen
from game.tranquility.fast import FastState, action_text
from game.tranquility.state import D_COMPASS, D_GIVE, PLAYING
from game.tranquility.view import seat_view
from game.tranquility.work import Work

#: ``decide(state, each seat's generator)``: the action of the deciding seat.
Decider = Callable[[FastState, Sequence[Rng]], Action]

_TURN_CHOICES = frozenset((PLAY, MONSTER, DISCARD))


def seen_of(f: Work, seat: int) -> Seen:
    """What ``seat`` knows in ``f``: equal to ``seen_from_view`` of its view."""
    hand = tuple(f.hands[seat])
    grid = tuple(f.grid)
    gone = tuple(f.gone)
    kind = owed = storm = 0
    agenda = f.agenda
    if agenda:
        kind = agenda[0][0]
        if kind == D_GIVE:
            owed = f.shares[agenda[0][1]]  # what the deciding seat owes, as its view says
        elif kind == D_COMPASS:
            storm = agenda[0][2]
    hand_sizes = tuple([len(h) for h in f.hands])
    pile_sizes = tuple([len(p) for p in f.piles])
    known = hand + tuple(f.discards[seat])
    unseen = _unseen(grid, known, gone)
    options = f.options
    extra = _non_island_unseen(options, known, bool(f.start_card), bool(f.finish_card), gone)
    return Seen(
        options=options,
        seat=seat,
        hand=hand,
        grid=grid,
        rocks=f.rocks,
        night=f.night if options.day_night else None,
        headwind=f.headwind[seat],
        start_played=bool(f.start_card),
        hand_sizes=hand_sizes,
        pile_sizes=pile_sizes,
        gone=gone,
        scores=tuple(f.scores) if options.competitive else (),
        pending=kind,
        owed=owed,
        storm=storm,
        unseen=unseen,
        alive=_alive(sum(unseen) + extra, hand_sizes, pile_sizes, seat),
    )


def in_string_order(moves: list[Action]) -> list[Action]:
    """``moves`` sorted by their canonical strings (the order ``Bot.choose`` sees)."""
    return sorted(moves, key=action_text)


def _split(f: FastState) -> Action:
    """The Start split a table of bots enters (``bots.team_split``)."""
    if f.options.competitive:
        return Action(SHARES, cards=(4, 4))
    proposals = [shares.propose(seen_of(f, s)) for s in range(f.options.players)]
    return Action(SHARES, cards=shares.settle(proposals, f.agenda[0][1]))


def _needs_order(moves: list[Action]) -> bool:
    """A turn whose only choices are Start/Finish variants: the bots take the first."""
    return not any(m.kind in _TURN_CHOICES for m in moves)


def judged_turn(f: FastState, loss: float, string_order: bool = True) -> Action | None:
    """The normal judgement's turn action (``normal.decide`` with a lost game worth ``loss``
    cards), or None when no turn action is pending. Each placement is priced once, whatever it
    is paid with (the judgement chooses its own payment), so only one way to pay each is listed.
    ``string_order``: the actions as ``Bot.choose`` sees them (else in the generator's order,
    as the hard bot's play-outs always had them)."""
    if f.agenda or f.result != PLAYING:
        return None
    moves, several = f.turn_moves(f.turn, False)
    if len(moves) == 1 and not several:
        return moves[0]
    if string_order and _needs_order(moves):
        moves = in_string_order(moves)
    seen = seen_of(f, f.turn)
    return normal.cheapest(seen, moves, Judge(seen, loss))


def _deciding(choose: Callable[[FastState, list[Action], Sequence[Rng]], Action]) -> Decider:
    """A decider that takes an only action, or the Start split a table of bots enters, itself
    and leaves every other decision to ``choose`` (given the legal actions)."""

    def decide(f: FastState, rngs: Sequence[Rng]) -> Action:
        moves = f.legal()
        if len(moves) == 1:
            return moves[0]
        if moves[0].kind == SHARES:
            return _split(f)
        return choose(f, moves, rngs)

    return decide


@_deciding
def _normal_decision(f: FastState, moves: list[Action], rngs: Sequence[Rng]) -> Action:
    return normal.level_decide(seen_of(f, f.current()), moves)


def _normal(f: FastState, rngs: Sequence[Rng]) -> Action:
    turn = judged_turn(f, normal.LEVEL_LOSS)
    if turn is not None:
        return turn
    return _normal_decision(f, rngs)


@_deciding
def _easy(f: FastState, moves: list[Action], rngs: Sequence[Rng]) -> Action:
    seat = f.current()
    if _needs_order(moves) or any(m.kind == MONSTER for m in moves):
        moves = in_string_order(moves)
    return easy.decide(seen_of(f, seat), moves, rngs[seat])


@_deciding
def _hard(f: FastState, moves: list[Action], rngs: Sequence[Rng]) -> Action:
    seat = f.current()
    legal = sorted(action_text(m) for m in moves)
    from game.tranquility.bots.hard import HardBot

    return HardBot().decide(seat_view(f.freeze(), seat), legal, rngs[seat])


_DECIDERS: dict[str, Decider] = {"easy": _easy, "normal": _normal, "hard": _hard}


def fast_decider(level: str) -> Decider:
    """The decision function of bot ``level`` on the fast path."""
    try:
        return _DECIDERS[level]
    except KeyError:
        raise ValueError(f"unknown Tranquility bot level {level!r}") from None
