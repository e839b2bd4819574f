"""Tranquility bots in three levels, behind the core ``Bot`` interface (RULES.md Part A, A9).

- ``easy``: a beginner; places the Island that costs the fewest discards, where it fits best,
  and discards two only when it cannot place anything (``easy``).
- ``normal``: prices every option in cards of the team's budget: how well each number fits the
  cell it takes given what is placed and unseen, keeps a Finish, plays Sea Monsters early and
  well (``normal``, ``judge``, ``fit``); it weighs the danger of a gap running out of numbers
  lightly (``normal.LEVEL_LOSS``).
- ``hard``: the full judgement (that danger weighed in full) plus a sampled look-ahead where a
  decision matters (``hard``, ``deal``).

Fair play: a bot is only asked (``choose(view, legal, rng)``) for the seat its view belongs to,
when that seat must decide. It reads nothing but that view and the legal actions, so the cards
it cannot see never change its choice. Its budget is counted in simulated decisions, never in
time: the same view and seed always give the same action. A table with human players decides
who is asked: a human's decision (including a pass-and-play share dialog) is never handed to a
bot.

The Start split (RULES.md A5), the one moment players may talk: each bot proposes how many of
the 8 discards it gives from its own hand's quality and a fixed protocol settles the split; see
``game.tranquility.bots.shares``. A table of bots gathers the proposals with
:func:`team_split` (:func:`table_decision` is that step for ``game.core.table``); a bot that enters the split alone assumes the others propose 2.

``suggest(view, legal)`` (``hints``) is the Hint button: the hard bot's action and a reason.
"""

from __future__ import annotations

from collections.abc import Callable, Mapping, Sequence
from typing import Any

from game.core.bots import bot_of_level
from game.core.interfaces import Bot
from game.tranquility.actions import SHARES, Action, format_action
from game.tranquility.bots import shares
from game.tranquility.bots.easy import EasyBot
from game.tranquility.bots.hard import HardBot
from game.tranquility.bots.hints import suggest
from game.tranquility.bots.normal import NormalBot
from game.tranquility.bots.seen import seen_from_view
from game.tranquility.legal import legal_moves
from game.tranquility.state import D_SHARES, TState
from game.tranquility.view import seat_view

#: level -> bot, weakest first
BOTS: dict[str, Callable[[], Bot]] = {"easy": EasyBot, "normal": NormalBot, "hard": HardBot}
LEVELS: tuple[str, ...] = tuple(BOTS)


def make_bot(level: str) -> Bot:
    """A bot of ``level`` (one of :data:`LEVELS`); raises ValueError for another name."""
    return bot_of_level(BOTS, level)


def team_split(views: Sequence[Mapping[str, Any]]) -> str:
    """The ``shares:...`` action a table of bots enters: ``views[s]`` is seat ``s``'s own view
    (each seat proposes from its own hand only), the pending decision is the Start split."""
    first = views[0]
    pending = first["pending"]
    if pending is None or pending["decision"] != "shares":
        raise ValueError("the Start split is not being decided")
    start_seat = int(pending["seat"])
    seen = [seen_from_view(v) for v in views]
    split: tuple[int, ...]
    if seen[0].options.competitive:
        split = (4, 4)
    else:
        split = shares.settle([shares.propose(s) for s in seen], start_seat)
    return format_action(Action(SHARES, cards=split))


def table_decision(state: TState) -> str | None:
    """What a table of bots settles together in ``state``: the Start split when there is a
    choice (each seat proposing from its own view), else None (the seat to act decides)."""
    if not state.agenda or state.agenda[0][0] != D_SHARES or len(legal_moves(state)) < 2:
        return None
    return team_split([seat_view(state, seat) for seat in range(state.options.players)])


def table_proposal(views: Sequence[Mapping[str, Any] | None], start_seat: int) -> list[int]:
    """The Start split a table with people starts from: ``views[s]`` is bot seat ``s``'s own
    view (it proposes from its hand), ``None`` a person (the default proposal), settled by the
    protocol so it adds up to 8."""
    proposals = [
        shares.propose(seen_from_view(v)) if v is not None else shares.DEFAULT_PROPOSAL for v in views
    ]
    return list(shares.settle(proposals, start_seat))


__all__ = ["LEVELS", "make_bot", "suggest", "table_decision", "table_proposal", "team_split"]
