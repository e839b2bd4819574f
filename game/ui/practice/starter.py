"""The starter positions and today's position (pure).

The starter pool (``pool.POOL``, written by bench/practice_pool.py) holds positions of the bots' own
games where the normal bot's decision falls far short of the hard bot's: each is a deal (players,
seed), the move the decision starts at and how many moves it took, the hard bot's decision and the
loss. A position is rebuilt by replay: the same table of normal bots plays the deal again
(game.core.table, the one seeding rule) up to that move. A new player has them on a first visit: a
few a day join the positions due (``NEW_PER_DAY``), in the pool's order; once answered, a starter
position is a card of the deck like any other.

Today's position is one position of the pool a day for each game, the same for everyone: chosen by
the date. Its result can be shared as text without giving the answer away.
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass
from functools import lru_cache
from importlib import import_module
from typing import Any

from game.core.registry import GAMES, SPECS
from game.core.rng import seed_from_text
from game.ui.practice.deck import Card, Deck, utc
from game.ui.practice.pool import LEVEL, POOL

#: starter positions that join the positions due each day, at most
NEW_PER_DAY = 5


@dataclass(frozen=True)
class Entry:
    """A position of the pool: its game, deal, the move it starts at and its length, the hard
    bot's decision and what the normal bot's lost against it."""

    game: str
    players: int
    seed: int
    step: int
    length: int
    best: tuple[str, ...]
    loss: float

    @property
    def id(self) -> str:
        return f"starter:{self.game}:{self.players}:{self.seed}:{self.step}"


def entries(game: str | None = None) -> list[Entry]:
    """The pool's positions (of ``game``, or of every game, taking turns between games)."""
    per_game = [
        [Entry(g.id, *row[:4], tuple(row[4]), float(row[5])) for row in POOL.get(g.id, ())]
        for g in GAMES
        if game is None or g.id == game
    ]
    out: list[Entry] = []
    for i in range(max((len(rows) for rows in per_game), default=0)):
        out.extend(rows[i] for rows in per_game if i < len(rows))
    return out


def new_today(deck: Deck, today: str) -> list[Entry]:
    """The starter positions that join today's positions due: those not yet in the deck, as many
    as ``NEW_PER_DAY`` less the ones first answered today."""
    started = sum(1 for c in deck.cards if c.source == "starter" and c.answers and c.answers[0][0] == today)
    room = max(0, NEW_PER_DAY - started)
    have = {c.id for c in deck.cards}
    return [e for e in entries() if e.id not in have][:room]


def due_count(deck: Deck, now: str, today: str) -> int:
    """How many positions are due now: the deck's, and today's new starter positions."""
    return len(deck.due(now)) + len(new_today(deck, today))


#: how far ahead home looks for the positions coming back (seconds: a day)
AGAIN_WITHIN = 24 * 3600


def seconds(stamp: str) -> int:
    """Seconds since 1970 of an ISO date and time in UTC (``YYYY-MM-DDTHH:MM:SS``, as a card's
    ``due`` and the browser's ``now`` are written), counted by the civil calendar's days."""
    year, month, day = int(stamp[0:4]), int(stamp[5:7]), int(stamp[8:10])
    shifted = year - (month <= 2)
    era = shifted // 400
    year_of_era = shifted - era * 400
    day_of_year = (153 * (month + (-3 if month > 2 else 9)) + 2) // 5 + day - 1
    day_of_era = year_of_era * 365 + year_of_era // 4 - year_of_era // 100 + day_of_year
    days = era * 146097 + day_of_era - 719468
    return days * 86400 + int(stamp[11:13]) * 3600 + int(stamp[14:16]) * 60 + int(stamp[17:19])


def coming_back(deck: Deck, now: str) -> tuple[int, int]:
    """The deck's positions not due yet that come back within a day (a miss is asked again in
    minutes), and the minutes until the first of them (rounded up); (0, 0) when none does, or
    when ``now`` is not known (the first paint's)."""
    if len(now) < 19:
        return 0, 0
    at = seconds(utc(now))
    waits = [
        wait
        for card in deck.cards
        if not card.is_due(now) and 0 < (wait := seconds(card.due) - at) <= AGAIN_WITHIN
    ]
    return (len(waits), -(-min(waits) // 60)) if waits else (0, 0)


def daily_entry(game: str, date: str) -> Entry | None:
    """Today's position of ``game`` (the same for everyone on ``date``)."""
    rows = entries(game)
    if not rows:
        return None
    return rows[seed_from_text(f"practice-daily:{game}:{date}") % len(rows)]


@lru_cache(maxsize=32)
def _played(game: str, players: int, seed: int, moves: int) -> tuple[str, ...]:
    """The first ``moves`` actions of the normal bots' game of ``seed`` (the pool's table)."""
    from game.core.table import play_bots

    spec = SPECS[game]
    rules = spec.rules
    bots_module = import_module(spec.bots_module)
    options = rules.options_from_json({"players": players})
    bots = [bots_module.make_bot(LEVEL) for _ in range(players)]
    together = getattr(bots_module, "table_decision", None)
    played = play_bots(rules, options, seed, bots, together=together, max_actions=moves)
    return tuple(played.actions)


def card_of(entry: Entry, now: str) -> Card:
    """The pool's position rebuilt as a card (new: never answered)."""
    actions = _played(entry.game, entry.players, entry.seed, entry.step + entry.length)
    rules = SPECS[entry.game].rules
    options: Any = rules.options_to_json(rules.options_from_json({"players": entry.players}))
    return Card(
        entry.id,
        entry.game,
        dict(options),
        entry.seed,
        actions[: entry.step],
        int(rules.current_player(_state(entry, actions[: entry.step]))),
        actions[entry.step :],
        entry.best,
        entry.loss,
        "starter",
        utc(now),
        utc(now),
    )


def _state(entry: Entry, moves: Sequence[str]) -> Any:
    rules = SPECS[entry.game].rules
    state = rules.new_game(rules.options_from_json({"players": entry.players}), entry.seed)
    for action in moves:
        state = rules.apply(state, action)
    return state


def share_line(game_title: str, date: str, good: bool, lang: str) -> str:
    """Today's position's result as text (no move in it): the game, the date and how it went."""
    from game.ui.i18n import tr

    result = tr(lang, "practice.share_good" if good else "practice.share_not")
    return tr(lang, "practice.share_line", game=game_title, date=date, result=result)
