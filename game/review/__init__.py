"""Game review: each decision of one seat rated by the hard bot.

A game is a seed and a list of actions, so a review replays it and, at every decision of the
reviewed seat, asks the game's judge (``game.<package>.review.JUDGE``) two things: what that
decision was worth, and what the best decision the bot finds was worth, both measured only from
what that seat could see at the time. The difference is the decision's *loss*; a loss at or above
the judge's thresholds flags an inaccuracy, a mistake or a blunder. A decision the judge finds
no real choice (one sensible option, taken; or nothing the seat could do changes anything) is
not rated.

Tranquility's judge measures the team's chance of winning by play-outs on deals consistent with
the seat's view; Shifting Stones' judge measures the points a turn scores against the points of
the hard bot's turn from the same position. Work is counted in play-outs, never in time, so the
same game always gets the same review; ``progress`` is told after each decision (the browser
shows it and may stop the review there).
"""

from __future__ import annotations

from collections.abc import Callable, Sequence
from dataclasses import dataclass, field
from importlib import import_module
from typing import Any, Protocol

from game.core.interfaces import Rules
from game.core.registry import GameSpec
from game.core.rng import Rng

#: Severity names, mildest first; a judge's ``thresholds`` give the loss each one starts at.
SEVERITIES: tuple[str, ...] = ("inaccuracy", "mistake", "blunder")


@dataclass(frozen=True)
class Verdict:
    """A judge's rating of one decision: the actions the seat took and the ones the bot
    prefers, and what each is worth (``before``: the best found, ``after``: the one taken)."""

    played: tuple[str, ...]
    best: tuple[str, ...]
    before: float
    after: float
    #: False when the decision was no real choice: the one sensible option, taken, or nothing the
    #: seat could do changes anything (a game already won or lost); it is then not rated
    choice: bool = True


class Judge(Protocol):
    """How one game rates decisions."""

    #: what a loss is counted in ("win chance" or "points")
    unit: str
    #: the loss at which an inaccuracy, a mistake and a blunder start
    thresholds: tuple[float, float, float]

    def spans(
        self, rules: Rules[Any, Any], states: Sequence[Any], actions: Sequence[str], seat: int
    ) -> list[tuple[int, int]]:
        """The decisions of ``seat`` as (first, last + 1) action indices: ``states[i]`` is the
        state before ``actions[i]``. A decision with one legal action is no decision."""
        ...

    def rate(self, rules: Rules[Any, Any], state: Any, played: Sequence[str], seat: int, rng: Rng) -> Verdict:
        """The decision ``played`` (its actions, in order) that ``seat`` took in ``state``."""
        ...

    def ends(self, action: str, before: Any, after: Any, seat: int) -> bool:
        """Whether ``action`` of ``seat`` (``before`` -> ``after``) completes its decision, as
        :meth:`spans` divides a game (a practice position is answered with one decision)."""
        ...


@dataclass(frozen=True)
class Decision:
    """One rated decision: where it starts in the game, the verdict and its severity."""

    step: int
    verdict: Verdict
    loss: float
    severity: str | None

    def to_json(self) -> dict[str, Any]:
        v = self.verdict
        return {
            "step": self.step,
            "action": " ".join(v.played),
            "best": " ".join(v.best),
            "before": round(v.before, 4),
            "after": round(v.after, 4),
            "loss": round(self.loss, 4),
            "severity": self.severity,
        }


@dataclass
class Review:
    """Every decision of one seat in one game, rated."""

    seat: int
    unit: str
    thresholds: tuple[float, float, float]
    decisions: list[Decision] = field(default_factory=list)
    #: True when the review was stopped before the last decision
    partial: bool = False

    def flagged(self, severities: Sequence[str] = SEVERITIES) -> list[Decision]:
        return [d for d in self.decisions if d.severity in severities]

    @property
    def mistakes(self) -> list[Decision]:
        """Mistakes and blunders (inaccuracies are listed apart)."""
        return self.flagged(SEVERITIES[1:])

    @property
    def mistake_rate(self) -> float:
        return len(self.mistakes) / len(self.decisions) if self.decisions else 0.0

    def to_json(self) -> dict[str, Any]:
        return {
            "seat": self.seat,
            "unit": self.unit,
            "thresholds": dict(zip(SEVERITIES, self.thresholds, strict=True)),
            "decisions": len(self.decisions),
            "mistakes": [d.to_json() for d in self.mistakes],
            "inaccuracies": [d.to_json() for d in self.flagged(SEVERITIES[:1])],
            "mistake_rate": round(self.mistake_rate, 4),
            "rated": [d.to_json() for d in self.decisions],
            "partial": self.partial,
        }


def severity(loss: float, thresholds: tuple[float, float, float]) -> str | None:
    """The worst severity whose threshold ``loss`` reaches, or None."""
    found = None
    for name, limit in zip(SEVERITIES, thresholds, strict=True):
        if loss >= limit:
            found = name
    return found


def judge_of(game: GameSpec) -> Judge:
    """The judge of ``game``: ``JUDGE`` in the ``review`` module beside its rules."""
    package = game.rules_module.rsplit(".", 1)[0]
    judge: Judge = import_module(f"{package}.review").JUDGE
    return judge


def replay(rules: Rules[Any, Any], start: Any, actions: Sequence[str]) -> list[Any]:
    """Every state of a game: ``out[i]`` is the state before ``actions[i]``, then the last."""
    states = [start]
    for action in actions:
        states.append(rules.apply(states[-1], action))
    return states


#: the review's own randomness: fixed by the game, distinct for each decision
REVIEW_SALT = 0x5EED_4E71_E3


@dataclass(frozen=True)
class ReviewPlan:
    """What a review rates, before any rating: the game's states, the decisions of the seat
    (``spans``, see :meth:`Judge.spans`), each decision's random seed, and the judge."""

    game: GameSpec
    seat: int
    states: tuple[Any, ...]
    actions: tuple[str, ...]
    spans: tuple[tuple[int, int], ...]
    seeds: tuple[int, ...]
    judge: Judge

    @property
    def unit(self) -> str:
        return self.judge.unit

    @property
    def thresholds(self) -> tuple[float, float, float]:
        return self.judge.thresholds


def plan_review(game: GameSpec, options: Any, seed: int, actions: Sequence[str], seat: int) -> ReviewPlan:
    """The decisions :func:`review` rates, ready to be rated one at a time (:func:`rate`)."""
    rules = game.rules
    judge = judge_of(game)
    states = replay(rules, rules.new_game(options, seed), actions)
    spans = judge.spans(rules, states, actions, seat)
    base = Rng(seed ^ REVIEW_SALT)
    seeds = tuple(base.next_u64() ^ first for first, _ in spans)
    return ReviewPlan(game, seat, tuple(states), tuple(actions), tuple(spans), seeds, judge)


def rate(plan: ReviewPlan, index: int) -> Decision | None:
    """Decision ``index`` of the plan, rated (None when it was no real choice: not rated)."""
    first, last = plan.spans[index]
    rules, judge = plan.game.rules, plan.judge
    verdict = judge.rate(
        rules, plan.states[first], plan.actions[first:last], plan.seat, Rng(plan.seeds[index])
    )
    if not verdict.choice:
        return None
    loss = max(0.0, verdict.before - verdict.after)
    return Decision(first, verdict, loss, severity(loss, judge.thresholds))


def review(
    game: GameSpec,
    options: Any,
    seed: int,
    actions: Sequence[str],
    seat: int,
    progress: Callable[[int, int], bool] | None = None,
) -> Review:
    """Rate every decision ``seat`` took in the game of ``seed`` played with ``actions``.

    ``progress(done, total)`` is called after each decision (those that were no real choice
    too, which are not rated); returning False stops the review there (the result is then ``partial``)."""
    plan = plan_review(game, options, seed, actions, seat)
    out = Review(seat, plan.unit, plan.thresholds)
    total = len(plan.spans)
    for done in range(1, total + 1):
        decision = rate(plan, done - 1)
        if decision is not None:
            out.decisions.append(decision)
        if progress is not None and not progress(done, total):
            out.partial = done < total
            break
    return out
