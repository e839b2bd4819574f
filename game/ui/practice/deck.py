"""The practice deck: its cards, bounded, and how it is stored (pure; no game's code imported).

Stored as one JSON object under ``DECK_KEY``::

    {"format": 1,
     "cards": [{"id": "mine:<save id>:<seat>:<step>", "game": "tranquility",
                "options": {...}, "seed": 7, "moves": ["play:12@3", ...], "seat": 0,
                "played": ["play:40@9"], "best": ["play:14@4"], "loss": 0.3,
                "source": "mine", "added": "2026-12-03T10:00:00Z",
                "due": "2026-12-03T10:00:00Z", "fsrs": null, "answers": [["2026-12-03", 1]]}, ...],
     "reviewed": ["<save id>:<seat>", ...],     # the games' seats already made into cards
     "days": {"2026-12-03": [3, 2]},            # answers and good answers, per local day
     "retired": 0}                              # learned cards that left the full deck

A card is the position before ``moves[-1] + 1``: the game dealt from ``seed`` with ``options``,
``moves`` played, ``seat`` to decide (its own hand and the public table are all it shows).
``fsrs`` is the scheduler's memory of the card (None: never answered); ``due`` is when it is
next asked (UTC, to the second), read without the scheduler so that home counts the cards due
without importing it. The deck holds at most ``MAX_CARDS``: past that, the learned cards added
longest ago leave first (then the oldest of any). A value that is not such a deck is damaged: it
is told, kept as it is, and set aside before anything is written over it.
"""

from __future__ import annotations

import json
from collections.abc import Iterable, Mapping, Sequence
from dataclasses import dataclass, field, replace
from typing import Any

from game.core.errors import SaveError
from game.ui.store import read_json

DECK_KEY = "sea-stones/practice"
DECK_FORMAT = 1
#: the most cards a deck holds
MAX_CARDS = 300
#: the games' seats remembered as made into cards (a game is not reviewed twice)
MAX_REVIEWED = 500
#: the days of answers kept for the progress (more than a year)
MAX_DAYS = 400
#: the answers a card remembers (its last ones)
MAX_ANSWERS = 20
#: the longest deck text read
DECK_LIMIT = 2_000_000
#: a card's moves at most (longer than any game)
MAX_MOVES = 2000
#: FSRS's learning state "Review": a card answered well and scheduled days ahead
REVIEW_STATE = 2
SOURCES = ("mine", "starter")


def damaged(why: str) -> SaveError:
    return SaveError(f"The practice deck is damaged: {why}.", "practice_damaged")


def utc(now: str) -> str:
    """``now`` (an ISO date and time in UTC, as the browser gives it) to the second: the form a
    card's ``due`` has, so that two of them compare as text."""
    return f"{now[:19]}Z"


@dataclass(frozen=True)
class Card:
    """A position to play again (see the module docstring for its fields)."""

    id: str
    game: str
    options: Mapping[str, Any]
    seed: int
    moves: tuple[str, ...]
    seat: int
    played: tuple[str, ...]
    best: tuple[str, ...]
    loss: float
    source: str = "mine"
    added: str = ""
    due: str = ""
    fsrs: Mapping[str, Any] | None = None
    answers: tuple[tuple[str, int], ...] = ()

    @property
    def step(self) -> int:
        """The move the position asks for (0-based: the moves played before it)."""
        return len(self.moves)

    @property
    def learned(self) -> bool:
        """Answered well last time and scheduled days ahead."""
        return (
            self.fsrs is not None
            and self.fsrs.get("state") == REVIEW_STATE
            and bool(self.answers)
            and self.answers[-1][1] == 1
        )

    def is_due(self, now: str) -> bool:
        return self.due <= utc(now)

    def to_json(self) -> dict[str, Any]:
        return {
            "id": self.id,
            "game": self.game,
            "options": dict(self.options),
            "seed": self.seed,
            "moves": list(self.moves),
            "seat": self.seat,
            "played": list(self.played),
            "best": list(self.best),
            "loss": round(self.loss, 4),
            "source": self.source,
            "added": self.added,
            "due": self.due,
            "fsrs": None if self.fsrs is None else dict(self.fsrs),
            "answers": [list(a) for a in self.answers],
        }

    @staticmethod
    def from_json(data: Any) -> Card:
        if not isinstance(data, dict):
            raise damaged("a card is not an object")
        try:
            card = Card(
                _text(data["id"]),
                _text(data["game"]),
                _mapping(data["options"]),
                _whole(data["seed"]),
                _texts(data["moves"], MAX_MOVES),
                _whole(data["seat"]),
                _texts(data["played"], 50),
                _texts(data["best"], 50),
                _number(data["loss"]),
                data["source"] if data["source"] in SOURCES else _text(None),
                _text(data["added"]),
                _text(data["due"]),
                None if data["fsrs"] is None else _mapping(data["fsrs"]),
                tuple((_text(day), _bit(good)) for day, good in _list(data["answers"])),
            )
        except (KeyError, TypeError, ValueError) as err:
            raise damaged(f"a card has a wrong field ({err})") from err
        if not card.played or not card.best or card.seat > 5:
            raise damaged("a card has no move")
        return card


def _text(value: Any) -> str:
    if not isinstance(value, str) or len(value) > 200:
        raise ValueError("not a short text")
    return value


def _whole(value: Any) -> int:
    if not isinstance(value, int) or isinstance(value, bool) or not 0 <= value < 2**64:
        raise ValueError("not a whole number")
    return value


def _bit(value: Any) -> int:
    if value not in (0, 1) or isinstance(value, bool):
        raise ValueError("not 0 or 1")
    return int(value)


def _number(value: Any) -> float:
    if not isinstance(value, int | float) or isinstance(value, bool) or not -1e9 < value < 1e9:
        raise ValueError("not a number")
    return float(value)


def _mapping(value: Any) -> dict[str, Any]:
    if not isinstance(value, dict):
        raise ValueError("not an object")
    return value


def _list(value: Any, most: int = MAX_MOVES) -> list[Any]:
    if not isinstance(value, list) or len(value) > most:
        raise ValueError("not a list")
    return value


def _texts(value: Any, most: int) -> tuple[str, ...]:
    return tuple(_text(item) for item in _list(value, most))


@dataclass(frozen=True)
class Deck:
    """Every card, the games' seats already made into cards, and the answers per day."""

    cards: tuple[Card, ...] = ()
    reviewed: tuple[str, ...] = ()
    #: local day -> (answers, good answers)
    days: Mapping[str, tuple[int, int]] = field(default_factory=dict)
    retired: int = 0

    def card(self, card_id: str) -> Card | None:
        return next((c for c in self.cards if c.id == card_id), None)

    def due(self, now: str) -> list[Card]:
        """The cards due at ``now``, the longest due first."""
        return sorted((c for c in self.cards if c.is_due(now)), key=lambda c: (c.due, c.id))

    def to_json(self) -> dict[str, Any]:
        return {
            "format": DECK_FORMAT,
            "cards": [c.to_json() for c in self.cards],
            "reviewed": list(self.reviewed),
            "days": {day: list(counts) for day, counts in sorted(self.days.items())},
            "retired": self.retired,
        }


def deck_text(deck: Deck) -> str:
    return json.dumps(deck.to_json(), separators=(",", ":"))


def load_deck(text: str | None) -> Deck:
    """The deck stored as ``text`` (None: an empty deck); ``SaveError`` (``practice_damaged``)
    for anything else."""
    if text is None:
        return Deck()
    try:
        data = read_json(text, DECK_LIMIT)
    except ValueError as err:
        raise damaged("it is not JSON") from err
    if not isinstance(data, dict) or data.get("format") != DECK_FORMAT:
        raise damaged("it is not a deck of this version")
    try:
        cards = tuple(Card.from_json(c) for c in _list(data["cards"], 10 * MAX_CARDS))
        reviewed = _texts(data["reviewed"], 10 * MAX_REVIEWED)
        days = {
            _text(day): (_whole(counts[0]), _whole(counts[1]))
            for day, counts in _mapping(data["days"]).items()
            if len(_list(counts)) == 2
        }
        retired = _whole(data["retired"])
    except (KeyError, TypeError, ValueError, IndexError) as err:
        raise damaged(f"a field is wrong ({err})") from err
    if len({c.id for c in cards}) != len(cards):
        raise damaged("a card is there twice")
    return Deck(cards, reviewed, days, retired)


def bounded(deck: Deck, most: int = MAX_CARDS) -> Deck:
    """``deck`` with at most ``most`` cards: the learned ones added longest ago leave first, then
    the oldest of the others; each learned card that leaves is counted as retired."""
    extra = len(deck.cards) - most
    if extra <= 0:
        return deck
    order = sorted(deck.cards, key=lambda c: (not c.learned, c.added, c.id))
    leaving = {c.id for c in order[:extra]}
    retired = sum(1 for c in order[:extra] if c.learned)
    kept = tuple(c for c in deck.cards if c.id not in leaving)
    return replace(deck, cards=kept, retired=deck.retired + retired)


def with_cards(deck: Deck, cards: Iterable[Card], reviewed: Sequence[str] = ()) -> Deck:
    """``deck`` with ``cards`` added (a card already there is kept as it is) and the games' seats
    ``reviewed`` noted, bounded."""
    have = {c.id for c in deck.cards}
    new = tuple(c for c in cards if c.id not in have)
    seen = (*deck.reviewed, *(r for r in reviewed if r not in deck.reviewed))[-MAX_REVIEWED:]
    return bounded(replace(deck, cards=(*deck.cards, *new), reviewed=seen))


def answered(deck: Deck, card: Card, good: bool, today: str) -> Deck:
    """``deck`` with ``card`` (already scheduled again) put in place of its old self (added when
    it is new to the deck, a starter position), and the day's answers counted."""
    card = replace(card, answers=(*card.answers, (today, int(good)))[-MAX_ANSWERS:])
    cards = tuple(card if c.id == card.id else c for c in deck.cards)
    if deck.card(card.id) is None:
        cards = (*cards, card)
    asked, right = deck.days.get(today, (0, 0))
    days = dict(deck.days)
    days[today] = (asked + 1, right + int(good))
    days = dict(sorted(days.items())[-MAX_DAYS:])
    return bounded(replace(deck, cards=cards, days=days))


def merged(deck: Deck, other: Deck) -> Deck:
    """Two decks as one (an imported deck into the stored one): a card in both is kept as the one
    answered last; the days add up where they differ, the larger count of a day kept."""
    cards = {c.id: c for c in deck.cards}
    for c in other.cards:
        mine = cards.get(c.id)
        if mine is None or _last(c) > _last(mine):
            cards[c.id] = c
    days = dict(deck.days)
    for day, counts in other.days.items():
        days[day] = max(days.get(day, (0, 0)), counts)
    reviewed = (*deck.reviewed, *(r for r in other.reviewed if r not in deck.reviewed))
    days = dict(sorted(days.items())[-MAX_DAYS:])
    retired = max(deck.retired, other.retired)
    return bounded(Deck(tuple(cards.values()), reviewed[-MAX_REVIEWED:], days, retired))


def _last(card: Card) -> str:
    return "" if card.fsrs is None else str(card.fsrs.get("last_review") or "")
