"""The bots' decisions on the fast path (:mod:`game.tranquility.fast`), exactly as through the
public interface, and whole seeded games played there.

Through ``Bot.choose`` a bot reads its seat's view and the *sorted* canonical strings of the
legal actions; here it reads the same knowledge straight from the state
(``seen.seen_from_state``) and the typed actions in the generator's order. The decisions do not
depend on that order (prices are sorted with the action's string as the tie-break), except where
a bot takes "the first" of several equal actions: there the actions are put in string order
first. The Start split of a table of bots is settled by the protocol from every seat's
proposal, as ``bots.team_split`` does. The hard bot's search starts from a view and samples
deals, so it is asked through its own interface (its play-outs run on the fast path).

:func:`play_game` plays one seeded game of a team of bots (or random players) on the fast path,
deciding exactly as the shared table of bots does; ``game.sim.tranquility`` uses it when no
record is written.
"""

from __future__ import annotations

from collections.abc import Callable, Sequence

from game.core.rng import Rng
from game.core.table import decision_rng
from game.tranquility.actions import MONSTER, SHARES, Action, parse_action
from game.tranquility.bots import easy, normal, shares
from game.tranquility.bots.hard import HardBot
from game.tranquility.bots.seen import seen_from_state
from game.tranquility.fast import FastState, action_text, in_string_order, new_fast_game
from game.tranquility.legal import turn_texts
from game.tranquility.options import TranquilityOptions
from game.tranquility.state import PLAYING
from game.tranquility.view import seat_view

#: ``decide(state, each seat's generator)``: the action of the deciding seat.
Decider = Callable[[FastState, Sequence[Rng]], Action]


def _split(f: FastState) -> Action:
    """The Start split a table of bots enters (``bots.team_split``)."""
    if f.options.competitive:
        return Action(SHARES, cards=(4, 4))
    proposals = [shares.propose(seen_from_state(f, s)) for s in range(f.options.players)]
    return Action(SHARES, cards=shares.settle(proposals, f.agenda[0][1]))


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
    return normal.level_decide(seen_from_state(f, f.current()), moves)


def _normal(f: FastState, rngs: Sequence[Rng]) -> Action:
    turn = normal.judged_turn(f, normal.LEVEL_LOSS)
    if turn is not None:
        return turn
    return _normal_decision(f, rngs)


@_deciding
def _easy(f: FastState, moves: list[Action], rngs: Sequence[Rng]) -> Action:
    seat = f.current()
    if normal.needs_order(moves) or any(m.kind == MONSTER for m in moves):
        moves = in_string_order(moves)
    return easy.decide(seen_from_state(f, seat), moves, rngs[seat])


@_deciding
def _hard(f: FastState, moves: list[Action], rngs: Sequence[Rng]) -> Action:
    seat = f.current()
    legal = sorted(action_text(m) for m in moves)
    return HardBot().decide(seat_view(f.freeze(), seat), legal, rngs[seat])


_DECIDERS: dict[str, Decider] = {"easy": _easy, "normal": _normal, "hard": _hard}
#: Levels whose decisions never draw from the decision generator: none is made for them.
_NO_DRAWS = frozenset({"normal"})


def fast_decider(level: str) -> Decider:
    """The decision function of bot ``level`` on the fast path."""
    try:
        return _DECIDERS[level]
    except KeyError:
        raise ValueError(f"unknown Tranquility bot level {level!r}") from None


def play_game(
    options: TranquilityOptions,
    seed: int,
    level: str | None,
    times: list[float] | None = None,
    actions: list[str] | None = None,
    timer: Callable[[], float] | None = None,
) -> FastState:
    """Play game ``seed`` to the end with a team of bots of ``level`` (None: random players),
    exactly as the shared table of bots (``game.core.table``) does through the public interface:
    the same decision generators (``decision_rng``), the same choices. Returns the final state.
    ``times`` collects each decision's time in seconds by ``timer``, ``actions`` each action's
    canonical string."""
    f = new_fast_game(options, seed)
    players = options.players
    decide = fast_decider(level) if level is not None else None
    draws = level not in _NO_DRAWS
    step = 0
    while f.result == PLAYING:
        started = timer() if timer is not None else 0.0
        if decide is None:
            # The random player picks among the sorted canonical strings.
            rng = decision_rng(seed, f.current(), step)
            texts = [action_text(m) for m in f.legal()] if f.agenda else turn_texts(f, f.turn)
            texts.sort()
            move = parse_action(texts[rng.below(len(texts))])
        elif draws:
            move = decide(f, [decision_rng(seed, f.current(), step)] * players)
        else:
            move = decide(f, ())
        if times is not None and timer is not None:
            times.append(timer() - started)
        if actions is not None:
            actions.append(action_text(move))
        f.apply(move)
        step += 1
    return f
