"""A table of bots playing one game to its end: the one loop every simulation, benchmark, test
and the browser's bot turns share, with one seeding rule.

Seeding: the random stream a seat's bot gets for a decision is :func:`decision_rng` of the game
seed, the seat and the number of actions played so far (``step``). Every seat's draws are thus
its own (no two seats, and no two decisions, share a stream) and derived from the game seed
alone, and a decision can be redrawn without replaying the ones before it: the browser, which
may be reloaded or see an undo between two bot turns, gives a bot the very stream a simulation of
the same game gives it.

The loop is generic in the state and action types, so a benchmark can play the typed core of a
bot (no views, no strings) through the same table: a :data:`Player` is a function of the state,
the seat to decide and that decision's generator. :func:`bot_player` seats a ``Bot``, which is
asked with the seat's view and the legal actions only. A decision the whole table settles
together (Tranquility's Start split among bots) comes from ``together``; nothing here reads the
clock: a caller that times decisions passes its ``timer``.
"""

from __future__ import annotations

from collections.abc import Callable, Sequence
from dataclasses import dataclass, field
from typing import Any, Generic, TypeVar

from game.core.interfaces import TERMINAL, Bot, Rules
from game.core.rng import Rng, seed_from_text

S = TypeVar("S")
A = TypeVar("A")

#: A seat's decision: ``(state, seat, rng) -> action``.
Player = Callable[[S, int, Rng], A]


def decision_rng(seed: int, seat: int, step: int) -> Rng:
    """The generator of ``seat``'s decision after ``step`` actions of the game dealt from ``seed``."""
    return Rng(seed_from_text(f"{seed}:{seat}:{step}"))


def bot_player(rules: Rules[S, Any], bot: Bot) -> Player[S, str]:
    """A ``Bot`` at the table: asked with its seat's view and the legal actions, nothing more."""

    def decide(state: S, seat: int, rng: Rng) -> str:
        return bot.choose(rules.view(state, seat), rules.legal_actions(state), rng)

    return decide


@dataclass
class Played(Generic[S, A]):
    """A game played at the table: where it stopped and how it got there."""

    state: S
    #: every action in order, with the seat that took it
    actions: list[A] = field(default_factory=list)
    seats: list[int] = field(default_factory=list)
    #: per action, the seconds its player took (``timer`` given), None for a decision taken
    #: together or when nothing was timed
    seconds: list[float | None] = field(default_factory=list)
    #: True when ``max_actions`` stopped the game before its end
    cut: bool = False

    def turn_seconds(self, turn_over: Callable[[int, A, int], bool]) -> list[tuple[int, float]]:
        """The timed decisions summed per turn, as ``(seat, seconds)``: a turn runs until
        ``turn_over(seat, action, next_seat)`` (``next_seat`` is ``TERMINAL`` after the last)."""
        out: list[tuple[int, float]] = []
        spent = 0.0
        for i, (seat, action, took) in enumerate(zip(self.seats, self.actions, self.seconds, strict=True)):
            spent += took or 0.0
            following = self.seats[i + 1] if i + 1 < len(self.seats) else TERMINAL
            if turn_over(seat, action, following):
                out.append((seat, spent))
                spent = 0.0
        return out


def play(
    state: S,
    seed: int,
    players: Sequence[Player[S, A]],
    *,
    current: Callable[[S], int],
    apply: Callable[[S, A], S],
    together: Callable[[S], A | None] | None = None,
    watch: Callable[[S], None] | None = None,
    timer: Callable[[], float] | None = None,
    max_actions: int | None = None,
) -> Played[S, A]:
    """Play ``state`` on until ``current`` says ``TERMINAL`` (or ``max_actions`` were played):
    seat ``s`` decides by ``players[s]`` with :func:`decision_rng` ``(seed, s, step)``.

    ``together(state)`` may answer first with a decision the table settles as one (None: the seat
    decides); ``watch(state)`` sees the state before each seat's decision; ``timer`` (seconds)
    times each seat's decision."""
    played: Played[S, A] = Played(state)
    while (seat := current(state)) != TERMINAL:
        if max_actions is not None and len(played.actions) >= max_actions:
            played.cut = True
            break
        action, took = turn(
            state,
            seed,
            len(played.actions),
            players,
            current=current,
            together=together,
            watch=watch,
            timer=timer,
        )
        state = apply(state, action)
        played.actions.append(action)
        played.seats.append(seat)
        played.seconds.append(took)
    played.state = state
    return played


def turn(
    state: S,
    seed: int,
    step: int,
    players: Sequence[Player[S, A]],
    *,
    current: Callable[[S], int],
    together: Callable[[S], A | None] | None = None,
    watch: Callable[[S], None] | None = None,
    timer: Callable[[], float] | None = None,
) -> tuple[A, float | None]:
    """The table's next decision in ``state`` after ``step`` actions, and the seconds the seat
    took (None: settled together, or nothing timed): ``together(state)`` first, else the seat to
    act decides by its player with :func:`decision_rng` ``(seed, seat, step)``. Every game at the
    table, the browser's bot turns included, takes its decisions here."""
    action = together(state) if together is not None else None
    if action is not None:
        return action, None
    seat = current(state)
    if watch is not None:
        watch(state)
    rng = decision_rng(seed, seat, step)
    if timer is None:
        return players[seat](state, seat, rng), None
    started = timer()
    action = players[seat](state, seat, rng)
    return action, timer() - started


def play_bots(
    rules: Rules[S, Any],
    options: Any,
    seed: int,
    bots: Sequence[Bot],
    *,
    together: Callable[[S], str | None] | None = None,
    watch: Callable[[S], None] | None = None,
    timer: Callable[[], float] | None = None,
    max_actions: int | None = None,
) -> Played[S, str]:
    """A new game of ``rules`` dealt from ``seed``, seat ``s`` played by ``bots[s]`` (see :func:`play`)."""
    return play(
        rules.new_game(options, seed),
        seed,
        [bot_player(rules, bot) for bot in bots],
        current=rules.current_player,
        apply=rules.apply,
        together=together,
        watch=watch,
        timer=timer,
        max_actions=max_actions,
    )
