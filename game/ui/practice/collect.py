"""Mistakes become cards: a finished game reviewed in the browser's idle time (pure).

When a game ends on screen, its save's key is queued (``queued``); the browser then sends an idle
event at each idle moment (``events.Idle`` asks for one) and each does one step of work
(``work``): open the next queued game, plan the review of the next seat played on this device
that is not reviewed yet, or rate one decision of it, the review's own rating
(``game.review.rate``). Once a seat's decisions are all rated, each mistake and blunder becomes a
card of the deck (the position as that seat saw it) and the seat is noted as reviewed, so the
game is never reviewed twice; a review run by hand to its end does the same (``from_review``).
A game with no flagged decision adds no card. The work in progress lives in the app's state
(``AppState.collecting``): a reload forgets it, and the game's seats not reviewed yet stay so.
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import replace
from typing import TYPE_CHECKING

from game.core.registry import SPECS
from game.review import SEVERITIES, Decision, plan_review, rate
from game.ui.app.events import Effect, Idle
from game.ui.practice.deck import Card, Deck, utc, with_cards
from game.ui.practice.kept_deck import deck_changed, read_deck
from game.ui.practice.work import Collecting
from game.ui.storage.kept import load_save

if TYPE_CHECKING:
    from game.ui.app.state import AppState, Env, Result
    from game.ui.table.session import Session


def seat_id(save_id: str, seat: int) -> str:
    """How the deck notes a game's seat as reviewed."""
    return f"{save_id}:{seat}"


def cards_of(session: Session, seat: int, decisions: Sequence[Decision], now: str) -> list[Card]:
    """The cards of ``seat``'s mistakes and blunders in ``session``: each the position as it was
    before the decision, the move played and the review's."""
    match = session.match
    options = match.rules.options_to_json(match.options)
    return [
        Card(
            f"mine:{session.save_id}:{seat}:{d.step}",
            match.game,
            dict(options),
            match.seed,
            tuple(match.actions[: d.step]),
            seat,
            d.verdict.played,
            d.verdict.best,
            d.loss,
            "mine",
            utc(now),
            utc(now),
        )
        for d in decisions
        if d.severity in SEVERITIES[1:]
    ]


def with_review(deck: Deck, session: Session, seat: int, decisions: Sequence[Decision], now: str) -> Deck:
    """``deck`` with a whole review of ``seat``: its mistakes and blunders as cards, the seat
    noted as reviewed (``deck`` itself when it already was)."""
    marked = seat_id(session.save_id, seat)
    if marked in deck.reviewed:
        return deck
    return with_cards(deck, cards_of(session, seat, decisions, now), [marked])


def from_review(session: Session, seat: int, decisions: Sequence[Decision], env: Env) -> list[Effect]:
    """A whole review of ``seat`` (by hand or in idle time) into the deck (nothing written when
    the seat was reviewed already)."""
    return deck_changed(env.store, lambda deck: with_review(deck, session, seat, decisions, env.now), env.now)


def queued(state: AppState, session: Session, key: str) -> Result:
    """``session`` (saved under ``key``) has ended on screen: queue its review, and ask for an idle
    moment unless work is already asked for (nothing when the player turned it off, or no person
    of this device played it)."""
    if not state.learn or not session.here or key in state.collected:
        return state, []
    running = state.collecting is not None or bool(state.to_collect)
    state = replace(state, to_collect=(*state.to_collect, key), collected=(*state.collected, key))
    return state, [] if running else [Idle()]


def work(state: AppState, env: Env) -> Result:
    """One step of the idle review (see the module docstring); another idle moment is asked for
    while there is work left."""
    run = state.collecting
    if run is None:
        return start_next(state, env)
    if run.done < len(run.plan.spans):
        decision = rate(run.plan, run.done)
        found = run.found if decision is None else (*run.found, decision)
        return replace(state, collecting=replace(run, done=run.done + 1, found=found)), [Idle()]
    effects = from_review(run.session, run.plan.seat, run.found, env)
    state = replace(state, collecting=next_seat(run, env))
    more = state.collecting is not None or bool(state.to_collect)
    return state, [*effects, *([Idle()] if more else [])]


def start_next(state: AppState, env: Env) -> Result:
    """The review of the next queued game, planned (a game that cannot be read is passed over)."""
    while state.to_collect:
        key, rest = state.to_collect[0], state.to_collect[1:]
        state = replace(state, to_collect=rest)
        session, _, problem = load_save(env.store, key, state.lang)
        if session is None or problem is not None or session.step() != "over":
            continue
        deck, _ = read_deck(env.store)
        seats = tuple(s for s in session.here if seat_id(session.save_id, s) not in deck.reviewed)
        run = planned(key, session, seats)
        if run is not None:
            return replace(state, collecting=run), [Idle()]
    return state, []


def planned(key: str, session: Session, seats: Sequence[int]) -> Collecting | None:
    """The review of the first of ``seats`` planned (None: no seat left)."""
    if not seats:
        return None
    match = session.match
    plan = plan_review(SPECS[match.game], match.options, match.seed, match.actions, seats[0])
    return Collecting(key, session, tuple(seats[1:]), plan)


def next_seat(run: Collecting, env: Env) -> Collecting | None:
    """The review of the game's next seat not yet reviewed (None: the game is done)."""
    deck, _ = read_deck(env.store)
    seats = [s for s in run.seats if seat_id(run.session.save_id, s) not in deck.reviewed]
    return planned(run.key, run.session, seats)
