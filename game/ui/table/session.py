"""A game at the table: the match plus who sits where (human or bot) and whose eyes are on it.

Pure and JSON-shaped, so the browser layer only paints and stores it. The pass-and-play rule:
private information is shown to one human at a time (the *viewer*); when the decision passes to
another human, the table first sees a hand-off screen that shows nothing private.
"""

from __future__ import annotations

import re
import unicodedata
from collections.abc import Callable, Hashable, Mapping, Sequence
from dataclasses import dataclass, replace
from functools import cached_property
from typing import Any, Literal, TypeVar

from game.core.errors import IllegalAction, SaveError
from game.core.interfaces import TERMINAL, Rules
from game.core.match import Match, load_save
from game.core.registry import BOT_LEVELS, get_rules
from game.core.rng import seed_from_text
from game.ui.i18n import is_you

SeatKind = Literal["human", "bot"]
T = TypeVar("T")
MAX_NAME = 24


@dataclass(frozen=True)
class Seat:
    """One place at the table."""

    name: str
    kind: SeatKind = "human"
    level: str = "normal"

    def to_json(self) -> dict[str, str]:
        return {"name": self.name, "kind": self.kind, "level": self.level}

    @staticmethod
    def from_json(data: Any) -> Seat:
        if not isinstance(data, Mapping):
            raise SaveError("A seat of the save is damaged.", "save_bad_seat")
        name = clean_name(str(data.get("name", "")), 0)
        kind = data.get("kind")
        level = data.get("level", "normal")
        if kind not in ("human", "bot") or level not in BOT_LEVELS:
            raise SaveError("A seat of the save is damaged.", "save_bad_seat")
        return Seat(name, kind, level)


#: bidirectional controls (embeddings, overrides, isolates, marks) and other invisible controls:
#: a name must not turn the text around it (U+202E mirrors a whole log line)
_CONTROLS = re.compile("[\x00-\x1f\x7f-\x9f\u061c\u200e\u200f\u202a-\u202e\u2066-\u2069\ufeff]")


#: characters that show nothing, so two names differing only by them would look the same: format
#: characters (zero-width spaces, tag characters...) but the joiner emoji are made of, and the
#: fillers that draw as blank letters
_BLANK_LETTERS = frozenset("\u115f\u1160\u3164\uffa0\u2800")


def _shows(char: str) -> bool:
    return char not in _BLANK_LETTERS and (char == "\u200d" or unicodedata.category(char) != "Cf")


def clean_name(text: str, seat: int) -> str:
    """A player name as typed, in its composed form (NFC), without control characters or
    characters that show nothing, trimmed and shortened; a default when empty. Stays plain text."""
    composed = unicodedata.normalize("NFC", _CONTROLS.sub("", " ".join(text.split())))
    name = " ".join("".join(char for char in composed if _shows(char)).split())[:MAX_NAME]
    return name or f"Player {seat + 1}"


#: what the table does next: a bot moves, a person at this device moves, the device is handed to
#: the next person here, a person on another device moves (the game is sent to them by link), or
#: the game is over
Step = Literal["bot", "human", "handoff", "away", "over"]

#: the longest game id of a game played by link (``game.ui.link.relay.MAX_ID``)
MAX_LINK_ID = 24
_LINK_ID = re.compile(rf"[A-Za-z0-9_-]{{1,{MAX_LINK_ID}}}")


@dataclass(frozen=True)
class Session:
    """The match, its seats, and the seat whose private view is on screen (``None``: nobody's)."""

    match: Match
    seats: tuple[Seat, ...]
    viewer: int | None = None
    save_id: str = ""
    #: the date (``YYYY-MM-DD``) of the daily deal this game is, or ""
    daily: str = ""
    #: a person has just taken over a seat a bot played: no hand is shown, theirs neither, until
    #: the device is handed to the table's next person and they confirm
    handoff_due: bool = False
    #: the seed as the player typed it ("pt3"), shown back instead of the number it stands for
    #: ("" when none was typed); the share link and the match keep the number
    seed_text: str = ""
    #: a game played by link: its game id, the same on every device that holds it ("": not one)
    link_id: str = ""
    #: the seats of people who play on other devices (the game is sent to them by link)
    away: tuple[int, ...] = ()
    #: how many of the moves have travelled by link (received in one, or sent on): Undo never
    #: takes them back
    relayed: int = 0
    #: of the seats away, those this device has not been told about: the people of a game that
    #: came by link, until one says "Play as" (then it is played here) or "Not me". A seat the
    #: device gave away (set up as "a friend by link") or answered for is never offered again.
    unclaimed: tuple[int, ...] = ()

    @property
    def rules(self) -> Rules[Any, Any]:
        return self.match.rules

    @property
    def state(self) -> Any:
        return self.match.state

    @property
    def humans(self) -> list[int]:
        return [i for i, seat in enumerate(self.seats) if seat.kind == "human"]

    @property
    def here(self) -> list[int]:
        """The people who play on this device (every person, unless some play by link)."""
        return [i for i in self.humans if i not in self.away]

    def waits_away(self) -> bool:
        """The game waits for a person on another device (it is to be sent to them by link)."""
        seat = self.actor()
        if seat == TERMINAL:
            return False
        if self.is_table_decision():
            return not self.here
        return seat in self.away and self.seats[seat].kind == "human"

    def addressed(self, holder: int | None = None) -> Session:
        """The session with each seat named as the screen speaks of it: the default name "You"
        (the person at the screen, spoken to in the second person) stays only on the seat holding
        the device (``holder``; by default the viewer). In pass-and-play a seat left as "You" is
        called by its place ("Player 1") while someone else holds the device, or nobody does, so
        no one else is spoken to as "you"."""
        if len(self.humans) < 2:
            return self
        holder = self.viewer if holder is None else holder
        seats = tuple(
            replace(seat, name=f"Player {index + 1}") if index != holder and is_you(seat.name) else seat
            for index, seat in enumerate(self.seats)
        )
        return self.named(seats)

    def named(self, seats: tuple[Seat, ...]) -> Session:
        """The session with its seats named ``seats`` (the same seats, by other names): what was
        worked out of the game is kept, as names change none of it (what ``derived`` keeps is
        keyed by what it depends on: the log by the names it was told with)."""
        assert [seat.kind for seat in seats] == [seat.kind for seat in self.seats]
        self._memo  # noqa: B018 (made now, so that both sessions keep what either works out)
        return self._keeping(replace(self, seats=seats), _OF_THE_GAME)

    def _keeping(self, other: Session, names: tuple[str, ...]) -> Session:
        """``other`` (this session changed in what ``names`` do not depend on), given what this
        one has worked out of ``names``."""
        for name in names:
            if name in self.__dict__:
                other.__dict__[name] = self.__dict__[name]
        return other

    # What the screens read of the session is worked out once per session (a session is never
    # changed: a move, a hand-off or another viewer makes a new one), however often it is asked.
    @cached_property
    def _actor(self) -> int:
        return int(self.rules.current_player(self.state))

    @cached_property
    def public(self) -> Mapping[str, Any]:
        """The public table (what anyone may see), worked out once per state (``public_view``)."""
        return public_view(self.rules, self.state)

    @cached_property
    def _table_decision(self) -> bool:
        if self.actor() == TERMINAL or not self.humans:
            return False
        pending = self.public.get("pending")
        return isinstance(pending, dict) and pending.get("decision") == "shares"

    @cached_property
    def _step(self) -> Step:
        return self._next_step()

    @cached_property
    def _view(self) -> Mapping[str, Any]:
        return self.rules.view(self.state, self.viewer)

    @cached_property
    def legal(self) -> tuple[str, ...]:
        """Legal actions, only when the viewer is the one deciding (never a bot's or another's),
        worked out once."""
        if self.viewer is None or (self.actor() != self.viewer and not self.is_table_decision()):
            return ()
        return tuple(self.rules.legal_actions(self.state))

    @cached_property
    def _memo(self) -> dict[Hashable, Any]:
        return {}

    def derived(self, key: Hashable, work: Callable[[], T]) -> T:
        """``work()``, worked out once for this session and ``key`` (``work`` depends on nothing
        but the session and what ``key`` names): the log of the moves so far, say, which a click
        that only picks a card does not change."""
        if key not in self._memo:
            self._memo[key] = work()
        found: T = self._memo[key]
        return found

    def last_mover(self) -> int | None:
        """The seat that made the last move (None before the first move, or for a move no seat
        made)."""
        match = self.match
        if not match.actions or len(match.states) < 2:
            return None
        seat = self.rules.current_player(match.states[-2])
        return seat if isinstance(seat, int) and 0 <= seat < len(self.seats) else None

    def actor(self) -> int:
        """The seat that must decide now, or ``TERMINAL``."""
        return self._actor

    def is_table_decision(self) -> bool:
        """True when the whole table decides together (the Start-card shares, RULES.md A5): with
        people at the table, a bot never settles it alone; the people see the bots' proposals."""
        return self._table_decision

    def step(self) -> Step:
        """What the table does next: a bot moves, a human moves, the device is handed over, or over."""
        return self._step

    def _next_step(self) -> Step:
        seat = self.actor()
        if seat == TERMINAL:
            return "over"
        if self.waits_away():
            return "away"
        if self.is_table_decision():
            return "human" if self.viewer is not None else "handoff"
        if self.seats[seat].kind == "bot":
            return "bot"
        return "human" if self.viewer == seat else "handoff"

    def handoff_seat(self) -> int:
        """Who the device goes to: the deciding seat, or for a table decision its first person."""
        actor = self.actor()
        if self.seats[actor].kind == "human":
            return actor
        return (self.here or self.humans)[0]

    def confirm_handoff(self) -> Session:
        """The human who must act now has the device."""
        return replace(self, viewer=self.handoff_seat(), handoff_due=False)

    def play(self, action: str) -> Session:
        """The session after ``action`` (raises ``IllegalAction``). With a single human at the
        table, their view stays on screen; with several, it stays only while they keep deciding."""
        after = replace(self, match=self.match.play(action))
        return after.settle_viewer()

    def settle_viewer(self) -> Session:
        """With one human, their hand is always shown (no hand-off needed), except while a hand-off
        is due (nobody's hand until it is confirmed, or the game is over)."""
        if self.handoff_due:
            if self.actor() != TERMINAL:
                return self.seen_by(None)
            return replace(self, handoff_due=False).settle_viewer()
        if self.waits_away():  # between turns: only the public table until the game comes back
            return self.seen_by(None)
        humans = self.here
        if len(humans) == 1:
            return self.seen_by(humans[0])
        actor = self.actor()
        if (
            self.viewer is not None
            and actor not in (self.viewer, TERMINAL)
            and self.seats[actor].kind == "human"
        ):
            return self.seen_by(None)
        return self

    def seen_by(self, viewer: int | None) -> Session:
        """The session with ``viewer``'s eyes on it: what was worked out of the table, which no
        viewer changes (whose turn, the public table, whether the table decides), is kept."""
        if viewer == self.viewer:
            return self
        return self._keeping(replace(self, viewer=viewer), _OF_THE_TABLE)

    def undo(self) -> Session:
        return replace(self, match=self.match.undo()).settle_viewer()

    def undo_refusal(self) -> IllegalAction | None:
        return self.match.undo_refusal()

    def view(self) -> dict[str, Any]:
        """What the screen may show: the viewer's view, or public information only (a copy)."""
        return dict(self._view)

    def legal_for_viewer(self) -> list[str]:
        """Legal actions, only when the viewer is the one deciding (never a bot's or another's)."""
        return list(self.legal)

    def to_save(self) -> dict[str, Any]:
        data = self.match.to_save()
        data["seats"] = [seat.to_json() for seat in self.seats]
        data["id"] = self.save_id
        if self.daily:
            data["daily"] = self.daily
        if self.handoff_due:
            data["handoff"] = True
        if self.seed_text:
            data["seed_text"] = self.seed_text
        if self.link_id:
            data["link"] = {"id": self.link_id, "away": list(self.away), "relayed": self.relayed}
            if self.unclaimed:
                data["link"]["unclaimed"] = list(self.unclaimed)
        return data

    def shown_seed(self) -> str:
        """The seed as shown: the text the player typed, else the number."""
        return self.seed_text or str(self.match.seed)


#: what a session works out once (``cached_property``) that its seats' names do not change, and
#: the table of what ``derived`` worked out
_OF_THE_GAME = ("_actor", "public", "_table_decision", "_step", "_view", "legal", "_memo")
#: what a session works out once that its viewer does not change
_OF_THE_TABLE = ("_actor", "public", "_table_decision")

#: the public view of each state worked out, by the state itself (by identity: a state is never
#: changed), shared by every session of the game and by the log (``game.ui.table.log``); at most
#: ``PUBLIC_SIZE``, the oldest forgotten first
_PUBLIC: dict[int, tuple[Any, Mapping[str, Any]]] = {}
PUBLIC_SIZE = 4096


def public_view(rules: Rules[Any, Any], state: Any) -> Mapping[str, Any]:
    """The public view of ``state`` (what anyone may see), worked out once."""
    found = _PUBLIC.get(id(state))
    if found is None or found[0] is not state:
        if len(_PUBLIC) >= PUBLIC_SIZE:
            del _PUBLIC[next(iter(_PUBLIC))]
        found = (state, rules.view(state, None))
        _PUBLIC[id(state)] = found
    return found[1]


def new_session(
    game: str, options: Mapping[str, Any], seats: Sequence[Seat], seed: int, save_id: str
) -> Session:
    """Set up a fresh game (raises ``InvalidOptions`` for bad options)."""
    rules = get_rules(game)
    parsed = rules.options_from_json({**options, "players": len(seats)})
    session = Session(Match.new(rules, parsed, seed), tuple(seats), None, save_id)
    return session.settle_viewer()


def session_from_save(data: Any) -> Session:
    """Rebuild a session from a stored save (raises ``SaveError`` with a clear message)."""
    match = load_save(data)
    seats_data = data.get("seats") if isinstance(data, Mapping) else None
    players = int(match.rules.num_players(match.options))
    if not isinstance(seats_data, list) or len(seats_data) != players:
        seats = tuple(Seat(f"Player {i + 1}") for i in range(players))
    else:
        seats = tuple(Seat.from_json(item) for item in seats_data)
    save_id = data.get("id") if isinstance(data.get("id"), str) else ""
    daily = data.get("daily")
    date = daily if isinstance(daily, str) and re.fullmatch(r"\d{4}-\d{2}-\d{2}", daily) else ""
    due = data.get("handoff") is True and any(seat.kind == "human" for seat in seats)
    link = link_fields(data.get("link"), seats, len(match.actions))
    seed_text = typed_seed(data.get("seed_text"), match.seed)
    return Session(match, seats, None, save_id, date, due, seed_text, *link).settle_viewer()


def link_fields(
    data: Any, seats: Sequence[Seat], moves: int
) -> tuple[str, tuple[int, ...], int, tuple[int, ...]]:
    """A save's record of a game played by link (its id, the seats on other devices, the moves
    that travelled, the seats away nobody here answered for), as kept: a save without one, or
    with a damaged one, is an ordinary game; a damaged list of seats counts none."""
    if not isinstance(data, Mapping):
        return "", (), 0, ()
    link_id, away, relayed = data.get("id"), data.get("away"), data.get("relayed")
    if not isinstance(link_id, str) or not _LINK_ID.fullmatch(link_id) or not isinstance(away, list):
        return "", (), 0, ()
    seats_away = _people(away, seats)
    unclaimed = data.get("unclaimed")
    open_seats = _people(unclaimed, seats) if isinstance(unclaimed, list) else ()
    count = relayed if isinstance(relayed, int) and not isinstance(relayed, bool) else 0
    return link_id, seats_away, max(0, min(count, moves)), tuple(i for i in open_seats if i in seats_away)


def _people(listed: list[Any], seats: Sequence[Seat]) -> tuple[int, ...]:
    """The seats of people a save lists (by number), sorted, anything else left out."""
    return tuple(
        sorted(
            {
                i
                for i in listed
                if isinstance(i, int)
                and not isinstance(i, bool)
                and 0 <= i < len(seats)
                and seats[i].kind == "human"
            }
        )
    )


#: the longest seed text kept
MAX_SEED_TEXT = 60


def typed_seed(text: Any, seed: int) -> str:
    """The seed text a player typed, as kept: trimmed, without control characters, and only when
    it still stands for ``seed`` (a save edited by hand never shows a seed it does not play)."""
    if not isinstance(text, str):
        return ""
    cleaned = " ".join(_CONTROLS.sub("", text).split())[:MAX_SEED_TEXT]
    return cleaned if cleaned and seed_from_text(cleaned) == seed else ""
