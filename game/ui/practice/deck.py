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
     "retired": 0,                              # learned cards that left the full deck
     "rev": 4,                                  # the writes of the deck so far
     "marks": ["2026-12-03T10:00:00Z/9f2c", ...]}   # the last changes written, each once

A card is the position before ``moves[-1] + 1``: the game dealt from ``seed`` with ``options``,
``moves`` played, ``seat`` to decide (its own hand and the public table are all it shows).
``fsrs`` is the scheduler's memory of the card (None: never answered); ``due`` is when it is
next asked (UTC, to the second), read without the scheduler so that home counts the cards due
without importing it. The deck holds ``MAX_CARDS`` as a rule: past that, the learned cards added
longest ago leave (counted as retired); a card not learned yet leaves only past ``MAX_DECK``,
and a merge says how many did. A value that is not such a deck, every field of it checked
(game/ui/practice/fields.py), is damaged: it is told, kept as it is, and set aside before
anything is written over it.

Every tab of the site writes the one deck. A write goes only over the revision it was read at
(``rev``, checked in one step with the write, under the deck's lock where the browser has locks:
game/ui/app/runner.py); a change another tab wrote in between is then read and this tab's change is
made again over it. Each change carries a mark the deck keeps (``marks``), so that a change made
again is never made twice.
"""

from __future__ import annotations

import json
from collections.abc import Iterable, Mapping, Sequence
from dataclasses import dataclass, field, replace
from typing import Any

from game.core.errors import SaveError
from game.ui.practice import fields
from game.ui.practice.fields import REVIEW_STATE
from game.ui.storage.backend import read_json

DECK_KEY = "sea-stones/practice"
DECK_FORMAT = 1
#: the cards a deck holds as a rule: past it, the learned cards added longest ago leave
MAX_CARDS = 300
#: the most cards a deck holds at all: cards not learned yet leave only past it
MAX_DECK = 2 * MAX_CARDS
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
#: the marks of the last changes written that the deck remembers (a change is made once)
MAX_MARKS = 100
#: the seats a card's position may be decided by (no game has more than 6)
MAX_SEATS = 6
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
        """The card ``data`` holds, every field checked; ``SaveError`` (``practice_damaged``)
        otherwise. Whether its game replays to a move of its seat is the game's to say, when the
        position is set up (``judging.position``)."""
        if not isinstance(data, dict):
            raise damaged("a card is not an object")
        try:
            card = Card(
                fields.text(data["id"]),
                fields.text(data["game"]),
                fields.mapping(data["options"]),
                fields.whole(data["seed"]),
                fields.texts(data["moves"], MAX_MOVES),
                fields.whole(data["seat"]),
                fields.texts(data["played"], 50),
                fields.texts(data["best"], 50),
                fields.number(data["loss"]),
                data["source"] if data["source"] in SOURCES else fields.text(None),
                fields.text(data["added"]),
                fields.due(data["due"]),
                fields.memory(data["fsrs"]),
                tuple(_answer(a) for a in fields.items(data["answers"], 10 * MAX_ANSWERS)),
            )
        except (KeyError, TypeError, ValueError) as err:
            raise damaged(f"a card has a wrong field ({err})") from err
        if not card.played or not card.best or card.seat >= MAX_SEATS:
            raise damaged("a card has no move, or a seat no game has")
        return card


def _answer(value: Any) -> tuple[str, int]:
    """An answer a card remembers: the day, and 1 when it was good."""
    pair = fields.items(value, 2)
    if len(pair) != 2:
        raise ValueError("not an answer")
    return fields.day(pair[0]), fields.bit(pair[1])


@dataclass(frozen=True)
class Deck:
    """Every card, the games' seats already made into cards, and the answers per day."""

    cards: tuple[Card, ...] = ()
    reviewed: tuple[str, ...] = ()
    #: local day -> (answers, good answers)
    days: Mapping[str, tuple[int, int]] = field(default_factory=dict)
    retired: int = 0
    #: the revision the deck was read at (what it holds is the same whatever its revision)
    rev: int = field(default=0, compare=False)
    #: the marks of the last changes written into it (``MAX_MARKS``)
    marks: tuple[str, ...] = field(default=(), compare=False)

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
            "rev": self.rev,
            "marks": list(self.marks),
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
        raise damaged("it is not JSON, or far too large or deep") from err
    return deck_of(data)


def deck_of(data: Any) -> Deck:
    """The deck a parsed JSON value holds, every field of it checked (a field the deck does not
    know is passed over); ``SaveError`` (``practice_damaged``) for anything else."""
    if not isinstance(data, dict) or data.get("format") != DECK_FORMAT:
        raise damaged("it is not a deck of this version")
    try:
        cards = tuple(Card.from_json(c) for c in fields.items(data["cards"], 10 * MAX_CARDS))
        reviewed = fields.texts(data["reviewed"], 10 * MAX_REVIEWED)
        stored_days = fields.mapping(data["days"])
        if len(stored_days) > 10 * MAX_DAYS:
            raise ValueError("too many days")
        days = {fields.day(day): fields.counts(counts) for day, counts in stored_days.items()}
        retired = fields.whole(data["retired"])
        rev = fields.whole(data.get("rev", 0))
        marks = fields.texts(data.get("marks", []), 10 * MAX_MARKS)
    except (KeyError, TypeError, ValueError) as err:
        raise damaged(f"a field is wrong ({err})") from err
    if len({c.id for c in cards}) != len(cards):
        raise damaged("a card is there twice")
    return Deck(cards, reviewed, days, retired, rev, marks)


def deck_rev(text: str | None) -> int | None:
    """The revision of a stored deck (0 for one written before decks carried one); None when
    nothing is stored or the text is no deck (a write over it is no conflict)."""
    try:
        return None if text is None else load_deck(text).rev
    except SaveError:
        return None


def with_mark(deck: Deck, mark: str) -> Deck:
    """``deck`` remembering that the change ``mark`` is in it."""
    return replace(deck, marks=(*deck.marks, mark)[-MAX_MARKS:])


def bounded(deck: Deck, most: int = MAX_CARDS) -> Deck:
    """``deck`` with at most ``most`` cards as a rule: the learned ones added longest ago leave
    (each counted as retired); a card not learned yet never leaves for that, only past
    ``MAX_DECK`` cards in all (the answered ones before the new, the oldest first)."""
    extra = len(deck.cards) - most
    if extra <= 0:
        return deck
    learned = sorted((c for c in deck.cards if c.learned), key=lambda c: (c.added, c.id))
    leaving = learned[:extra]
    over = len(deck.cards) - len(leaving) - max(most, MAX_DECK)
    if over > 0:
        others = sorted(
            (c for c in deck.cards if not c.learned), key=lambda c: (c.fsrs is None, c.added, c.id)
        )
        leaving += others[:over]
    gone = {c.id for c in leaving}
    kept = tuple(c for c in deck.cards if c.id not in gone)
    retired = sum(1 for c in leaving if c.learned)
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
    answered last; the days add up where they differ, the larger count of a day kept. The stored
    deck's revision and marks go on."""
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
    together = replace(
        deck, cards=tuple(cards.values()), reviewed=reviewed[-MAX_REVIEWED:], days=days, retired=retired
    )
    return bounded(together)


@dataclass(frozen=True)
class Kept:
    """What a merge kept: the imported positions now in the deck, the positions (imported or
    already there) not learned yet that did not fit, and the learned ones that left, retired."""

    kept: int
    left_out: int
    retired: int


def kept_of(deck: Deck, other: Deck, result: Deck) -> Kept:
    """What merging ``other`` into ``deck`` kept, ``result`` being their merge."""
    now = {c.id for c in result.cards}
    gone = {c.id: c for c in (*deck.cards, *other.cards) if c.id not in now}
    return Kept(
        sum(1 for c in other.cards if c.id in now),
        sum(1 for c in gone.values() if not c.learned),
        result.retired - max(deck.retired, other.retired),
    )


@dataclass(frozen=True)
class Answered:
    """An answer to write into the deck: the card as it was asked, whether the answer was good,
    when (UTC, and the player's date), and the mark the deck keeps once the answer is in it."""

    mark: str
    card: Card
    good: bool
    now: str
    today: str


def _last(card: Card) -> str:
    return "" if card.fsrs is None else str(card.fsrs.get("last_review") or "")
