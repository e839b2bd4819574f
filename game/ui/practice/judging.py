"""A card's position rebuilt, and an answer judged by the review's own analysis (pure).

The position is the card's game replayed to its move, at a table where the card's seat is the one
person looking (every other seat a bot): its hand and the public table, nothing else. An answer is
one decision, as the review divides a game (``Judge.ends``): one action in Tranquility, a whole turn
in Shifting Stones. It is judged as the review judged the move played: good when what it is worth
(the team's win chance, or the turn's points) is within the review's "inaccuracy" margin of the best
the review finds (``Judge.thresholds[0]``). The review's own move is good and the move the card was
made of is not, as the review said; any other is rated by the game's judge, with the card's own
random seed, so the same answer always gets the same verdict.
"""

from __future__ import annotations

import json
from collections.abc import Sequence
from dataclasses import dataclass
from functools import lru_cache

from game.core.errors import GameError, SaveError
from game.core.match import Match
from game.core.registry import SPECS, get_rules
from game.core.rng import Rng, seed_from_text
from game.review import Judge, judge_of
from game.ui.practice.deck import Card
from game.ui.table.session import Seat, Session


@dataclass(frozen=True)
class Judged:
    """An answer judged: good or not, the answer, the move the review prefers, what the answer
    lost against it (in the judge's unit) and the judge's unit and margin."""

    good: bool
    answer: tuple[str, ...]
    best: tuple[str, ...]
    loss: float
    unit: str
    margin: float


def judge_for(game: str) -> Judge:
    return judge_of(SPECS[game])


def _match(card: Card) -> Match:
    return _replayed(card.game, json.dumps(dict(card.options), sort_keys=True), card.seed, card.moves)


@lru_cache(maxsize=8)
def _replayed(game: str, options: str, seed: int, moves: tuple[str, ...]) -> Match:
    rules = get_rules(game)
    return Match.replay(rules, rules.options_from_json(json.loads(options)), seed, list(moves))


def position(card: Card, you: str = "You") -> Session:
    """The card's position at a table of bots, its seat (named ``you``) looking and to decide.
    Raises ``GameError`` when it is no such position: the card's game cannot be replayed (a card
    of another version, or options and moves no game of ours has), or its seat is not at the
    table or not the one to move there (a card made by hand)."""
    try:
        match = _match(card)
    except GameError:
        raise
    except Exception as err:  # what the game's own checks of a hand-made card raise
        raise not_a_position(f"its game does not replay ({type(err).__name__})") from err
    rules = match.rules
    players = int(rules.num_players(match.options))
    if not 0 <= card.seat < players:
        raise not_a_position(f"seat {card.seat} is not at a table of {players}")
    if rules.is_terminal(match.state) or rules.current_player(match.state) != card.seat:
        raise not_a_position(f"it is not seat {card.seat}'s move")
    seats = tuple(Seat(you) if i == card.seat else Seat(f"Bot {i + 1}", "bot") for i in range(players))
    return Session(match, seats, card.seat, f"practice-{card.id}")


def not_a_position(why: str) -> SaveError:
    return SaveError(f"A practice position cannot be set up: {why}.", "practice_position")


def decided(session: Session, card: Card) -> bool:
    """Whether the actions played since the card's position make one whole decision (or the game
    ended, or it is no longer the card's seat's turn)."""
    match = session.match
    if len(match.actions) <= card.step:
        return False
    rules = match.rules
    before, after = match.states[-2], match.states[-1]
    return (
        rules.is_terminal(after)
        or rules.current_player(after) != card.seat
        or judge_for(card.game).ends(match.actions[-1], before, after, card.seat)
    )


def answer_of(session: Session, card: Card) -> tuple[str, ...]:
    """The actions of the answer so far."""
    return tuple(session.match.actions[card.step :])


def judge_answer(card: Card, answer: Sequence[str]) -> Judged:
    """``answer`` (one decision, from the card's position) judged by the review's analysis."""
    judge = judge_for(card.game)
    margin = judge.thresholds[0]
    answer = tuple(answer)
    if answer == card.best:
        return Judged(True, answer, card.best, 0.0, judge.unit, margin)
    if answer == card.played:
        return Judged(False, answer, card.best, card.loss, judge.unit, margin)
    state = _match(card).state
    rng = Rng(seed_from_text(f"practice:{card.id}"))
    verdict = judge.rate(get_rules(card.game), state, answer, card.seat, rng)
    loss = max(0.0, verdict.before - verdict.after) if verdict.choice else 0.0
    good = loss < margin
    best = card.best if good or verdict.best == answer else verdict.best
    return Judged(good, answer, best, loss, judge.unit, margin)


def seat_view(card: Card) -> dict[str, object]:
    """The card's position as its seat sees it."""
    match = _match(card)
    return dict(match.rules.view(match.state, card.seat))
