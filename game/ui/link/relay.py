"""Play by link: a game in progress sent on from device to device as one URL, no server.

The player who has just moved sends the game on by any messenger; the next device opens the link,
plays its move and sends the game on. Everything lives in the URL's fragment, which never leaves
the browser for a server:

``#play/<game>/<version>/<seed>/<id>/<seats>/<options>/<names>/<moves>/<check>``

* ``game``: the registry id (``tranquility``, ``shifting-stones``).
* ``version``: ``<link format>.<rules version>.<options version>`` (:func:`site_version`). A link
  of another version is refused (reason ``other_version``) with a message naming what differs:
  a move list read under other rules could silently turn into other moves.
* ``seed``: the deal, in decimal (a 64-bit number).
* ``id``: the game's id, drawn once at setup (:func:`new_game_id`): two links of the same game
  carry the same id, so a device knows it already holds the game (:func:`game.ui.link.merge.merge`).
* ``seats``: one letter a seat, in seat order: ``p`` a person, ``e``/``n``/``h`` a bot of level
  easy/normal/hard. The number of players is the number of seats.
* ``options``: the game's options that differ from their defaults (``players`` aside), as
  canonical JSON in URL-safe base64 without padding; ``-`` when every option is at its default.
* ``names``: the seats' display names, cleaned by the rules of ``game.ui.table.session.clean_name``
  (no control or direction characters, at most ``MAX_NAME`` characters: :func:`link_name`),
  joined by a line feed, UTF-8, URL-safe base64 without padding. A name read back must be one
  ``clean_name`` leaves as it is.
* ``moves``: ``game.replay``'s code of the moves (their indices among the legal moves as one
  mixed-radix number, with its own check over the moves).
* ``check``: :data:`CHECK_CHARS` characters of the URL-safe base64 SHA-256 of everything before
  the last ``/``: a typo or an edited character anywhere refuses the link (``bad_check``), a link
  whose end never came is told as cut (``cut``). The
  framing ``play/<game>/<version>/.../<check>`` and this check stay the same in every version, so
  a link of another version is told apart from a damaged one.

Every character of a link is URL-safe (letters, digits, ``-_./``), so messengers leave it whole;
trailing punctuation a messenger glued to it (``.``, ``)``...) is ignored.

Reading a link does bounded work: a fragment over :data:`MAX_RELAY_LINK` characters is refused
before anything else; the move count is checked against ``game.core.match.move_bound`` before a
move is replayed; then the moves are replayed, each one legal. A refusal is a
:class:`RelayRefused` with a ``reason`` (:data:`REASONS`) and an English message; hostile text
never raises anything else. Every whole 5-player game the bots (and Shifting Stones' random
scorer) play fits in :data:`TARGET_LENGTH` characters with every name at its longest
(``bench/link_lengths.py``: about 950 to 1,100); the limit read is twice that, so a game people
draw out far longer still travels.

Hidden information: friendly play, the link trusts its players. A link must hold the seed (the
next device deals the same cards from it) and the whole move list, so whoever reads a link closely
can work out every hand; and its check is no signature (anyone may write a link with a good
check): it catches a damaged link, not a cheat. The site never shows it: :attr:`RelayGame.seed_hidden` is True until the
game is over (with more than one seat), and the screens built on this show a device only the
view of the seat it plays. Bots need no device of their own: a bot's move is drawn from the seed,
its seat and the step (``game.core.table.decision_rng``), so whichever device holds the game when
a bot is to move plays the very same move.
"""

from __future__ import annotations

import base64
import hashlib
import json
import re
from collections.abc import Sequence
from dataclasses import dataclass, field
from typing import Any, Literal

from game.core.errors import GameError
from game.core.interfaces import TERMINAL
from game.core.match import Match, move_bound, options_version
from game.core.registry import SPECS
from game.replay import ReplayCodeError
from game.replay import decode as decode_moves
from game.replay import encode as encode_moves
from game.ui.storage.backend import read_json
from game.ui.table.session import MAX_NAME, Seat, Session, clean_name

#: the start of every fragment of ours (after the ``#``)
PREFIX = "play/"
#: the format of the link itself (its fields and their encodings)
LINK_FORMAT = 1
#: characters of the check at the end of a link (48 bits)
CHECK_CHARS = 8
#: the longest link read: longer text is refused before any other work
MAX_RELAY_LINK = 4000
#: what every real game stays within (a 5-player game with every module, names at their longest)
TARGET_LENGTH = 2000
#: the most characters of a game id
MAX_ID = 24
#: the options whose Tranquility link is longest, the case ``TARGET_LENGTH`` is measured on
#: (``bench/link_lengths.py``, the tests): every module at its setting with the most moves, and
#: the options that only lengthen the options' text
LONGEST_OPTIONS: dict[str, Any] = {
    "sea_monsters": 5,
    "wild_cards": 3,
    "storms": True,
    "jagged_rocks": "manual",
    "day_night": True,
    "layout": "high_arch",
    "remember_discards": True,
}
#: five seats with the longest names (``MAX_NAME`` characters of four UTF-8 bytes each), people
#: and bots of every level
LONGEST_SEATS = tuple(
    Seat(chr(0x1F600 + i) * MAX_NAME, "bot" if level else "human", level or "normal")
    for i, level in enumerate(("", "easy", "", "hard", "normal"))
)
#: seat letters: a person, or a bot of a level
SEAT_CODES: dict[str, tuple[Literal["human", "bot"], str]] = {
    "p": ("human", "normal"),
    "e": ("bot", "easy"),
    "n": ("bot", "normal"),
    "h": ("bot", "hard"),
}
#: why a link is refused
REASONS = (
    "too_long",  # longer than MAX_RELAY_LINK: nothing else was read
    "not_ours",  # not a play link at all
    "bad_check",  # a character was changed, added or lost
    "cut",  # the end is missing (a messenger cut or folded a long link)
    "unknown_game",  # a game this site does not have
    "other_version",  # made by another version of the site (params: part, theirs, ours)
    "bad_format",  # the fields are not where they belong
    "bad_seed",
    "bad_id",
    "bad_options",
    "bad_seats",  # seat letters, player count or names that are not ours
    "too_many",  # more moves than any game of its kind has (params: bound)
    "illegal",  # the moves do not replay under these rules
)

_BASE64 = re.compile(r"[A-Za-z0-9_-]*")
_ID = re.compile(rf"[A-Za-z0-9_-]{{1,{MAX_ID}}}")
_MOVES = re.compile(r"[0-9]+\.[A-Za-z0-9_-]+")
_CHECK = re.compile(rf"[A-Za-z0-9_-]{{{CHECK_CHARS}}}")
_VERSION = re.compile(r"[0-9]{1,6}\.[0-9]{1,6}\.[0-9]{1,6}")
#: the characters of a link (every field is URL-safe)
_LINK_TEXT = re.compile(r"[A-Za-z0-9_./-]*")
#: what a messenger may glue to the end of a link it shows
_TRAILING = " \t\r\n.,;:!?)]}>'\"\u2019\u201d"
_FIELDS = 10
_FRAMING = 4  # the fields every version's link has at least: play, game, version and check
_MAX_SEED = (1 << 64) - 1


class RelayRefused(GameError):
    """A link that is not a game this site can continue; ``reason`` is one of :data:`REASONS`
    (also the error code, ``relay_<reason>``) and the message says why in English."""

    def __init__(self, reason: str, message: str, **params: Any) -> None:
        super().__init__(message, f"relay_{reason}", reason=reason, **params)
        self.reason = reason


@dataclass(frozen=True)
class RelayGame:
    """A game a link carries, its moves replayed."""

    game: str
    #: the game's parsed options (``players`` is the number of seats)
    options: Any
    seed: int
    seats: tuple[Seat, ...]
    game_id: str
    actions: tuple[str, ...]
    #: the game replayed to its last move
    match: Match = field(compare=False, repr=False)

    @property
    def over(self) -> bool:
        """The game has ended."""
        return bool(self.match.rules.current_player(self.match.state) == TERMINAL)

    @property
    def to_move(self) -> int:
        """The seat that decides next, or ``TERMINAL``."""
        return int(self.match.rules.current_player(self.match.state))

    @property
    def seed_hidden(self) -> bool:
        """The seed (and whatever would tell it: a share or replay link) must not be shown: the
        game is not over and more than one seat plays, so it would tell hidden cards."""
        return not self.over and len(self.seats) > 1

    def link(self) -> str:
        """This game's link (the fragment, with its ``#``)."""
        return encode_link(self.match, self.seats, self.game_id)

    def session(self, save_id: str = "") -> Session:
        """The game at a table of this device: nobody's hand on screen until the UI says whose
        device this is (``viewer``). Every person plays elsewhere until one says "Play as"; the
        moves it carries have travelled (Undo never takes them back)."""
        people = tuple(i for i, seat in enumerate(self.seats) if seat.kind == "human")
        return Session(
            self.match,
            self.seats,
            None,
            save_id or link_save_id(self.game_id),
            link_id=self.game_id,
            away=people,
            relayed=len(self.actions),
            unclaimed=people,
        )

    def identity(self) -> tuple[str, ...]:
        """What makes this game the game it is (:func:`identity`)."""
        return identity(self.match, self.seats, self.game_id)


def site_version(game: str) -> str:
    """The version a link of ``game`` carries: link format, rules and options versions."""
    return f"{LINK_FORMAT}.{SPECS[game].rules_version if game in SPECS else 0}.{options_version(game)}"


def new_game_id(number: int) -> str:
    """A game id from a random 64-bit number drawn at setup (11 characters)."""
    return _b64((number & _MAX_SEED).to_bytes(8, "big"))


def link_save_id(game_id: str) -> str:
    """The id of the save a device keeps a link game under (a fork of it is kept under another)."""
    return f"link-{game_id}"


def link_name(text: str, seat: int) -> str:
    """A seat's name as a link carries it: ``clean_name``'s, once more (a name cut at
    ``MAX_NAME`` characters may end in a space that a second cleaning takes off), so that a name
    read back is one ``clean_name`` leaves as it is."""
    return clean_name(clean_name(text, seat), seat)


def _b64(raw: bytes) -> str:
    return base64.urlsafe_b64encode(raw).decode("ascii").rstrip("=")


def _unb64(text: str) -> bytes:
    """The bytes of unpadded URL-safe base64 (``ValueError`` unless it is exactly that)."""
    if not _BASE64.fullmatch(text) or len(text) % 4 == 1:
        raise ValueError("not base64")
    return base64.urlsafe_b64decode(text + "=" * (-len(text) % 4))


def _check(body: str) -> str:
    return _b64(hashlib.sha256(body.encode("utf-8", "surrogatepass")).digest())[:CHECK_CHARS]


def turn_tag(fragment: str, seat: int) -> str:
    """What binds a link's hint that ``seat`` is to move (``?turn=<seat>.<tag>``, outside the
    checked fragment) to that link: static/js/boot.js asks at once only for the link's own."""
    return _check(f"turn/{seat}/{fragment.removeprefix('#')}")[:4]


def _options_text(game: str, options_json: dict[str, Any]) -> str:
    """The options that differ from the game's defaults, canonical JSON in base64 (``-``: none)."""
    players = options_json.get("players")
    defaults = SPECS[game].rules.options_to_json(SPECS[game].parse_options({"players": players}))
    changed = {
        k: v for k, v in options_json.items() if k != "players" and (k not in defaults or defaults[k] != v)
    }
    if not changed:
        return "-"
    return _b64(json.dumps(changed, sort_keys=True, separators=(",", ":")).encode("utf-8"))


def identity(match: Match, seats: Sequence[Seat], game_id: str) -> tuple[str, ...]:
    """What makes a game played by link the game it is, as its link writes it: the game and the
    site's version, the seed, the id, the seats (their kinds and names) and the options. Two
    copies are the same game only when all of it is the same; only then are their moves
    compared (:func:`game.ui.link.merge.merge`). Raises ``RelayRefused`` for seats no link can carry."""
    letters = []
    for seat in seats:
        code = "p" if seat.kind == "human" else seat.level[:1]
        if SEAT_CODES.get(code) != (seat.kind, "normal" if seat.kind == "human" else seat.level):
            raise RelayRefused("bad_seats", f"A seat of kind {seat.kind!r}, level {seat.level!r}.")
        letters.append(code)
    names = "\n".join(link_name(seat.name, i) for i, seat in enumerate(seats))
    return (
        PREFIX + match.game,
        site_version(match.game),
        str(match.seed),
        game_id,
        "".join(letters),
        _options_text(match.game, match.rules.options_to_json(match.options)),
        _b64(names.encode("utf-8")),
    )


def encode_link(match: Match, seats: Sequence[Seat], game_id: str) -> str:
    """The fragment (with its ``#``) that carries ``match`` played by ``seats`` as game
    ``game_id``. Names are cleaned as ``clean_name`` does (:func:`link_name`); a person's seat
    keeps no bot level.
    Raises ``RelayRefused`` when no link can carry it: seats that do not fit the game, a seed
    outside 64 bits, an id that is not 1 to 24 URL-safe characters, or a link over
    ``MAX_RELAY_LINK`` (reason ``too_long``: no device would read it)."""
    game = match.game
    players = int(match.rules.num_players(match.options))
    if game not in SPECS:
        raise RelayRefused("unknown_game", f"There is no game {game!r} on this site.", game=game)
    if len(seats) != players:
        raise RelayRefused("bad_seats", f"The game has {players} seats, not {len(seats)}.")
    if not 0 <= match.seed <= _MAX_SEED:
        raise RelayRefused("bad_seed", "A link carries a 64-bit seed only.")
    if not _ID.fullmatch(game_id):
        raise RelayRefused("bad_id", "A game id is 1 to 24 letters, digits, - or _.")
    body = "/".join(
        (
            *identity(match, seats, game_id),
            encode_moves(match.rules, match.options, match.seed, match.actions),
        )
    )
    link = f"#{body}/{_check(body)}"
    if len(link) > MAX_RELAY_LINK:
        raise RelayRefused(
            "too_long",
            f"This game no longer fits in a link ({len(link)} characters, {MAX_RELAY_LINK} at most).",
            length=len(link),
        )
    return link


def session_link(session: Session, game_id: str) -> str:
    """The link of a session's game (see :func:`encode_link`)."""
    return encode_link(session.match, session.seats, game_id)


def carried(session: Session) -> RelayGame:
    """The game by link ``session`` holds, as a link would carry it (a game too long for a link
    travels in a file, and is opened as its link would be): its seats as a link writes them, and
    nobody of this device yet. ``RelayRefused`` when no link could carry it (its id, seed or
    seats)."""
    match = session.match
    if not _ID.fullmatch(session.link_id):
        raise RelayRefused("bad_id", "A game id is 1 to 24 letters, digits, - or _.")
    if not 0 <= match.seed <= _MAX_SEED:
        raise RelayRefused("bad_seed", "A link carries a 64-bit seed only.")
    letters = identity(match, session.seats, session.link_id)[4]
    seats = tuple(
        Seat(link_name(seat.name, i), *SEAT_CODES[letter])
        for i, (seat, letter) in enumerate(zip(session.seats, letters, strict=True))
    )
    return RelayGame(
        match.game, match.options, match.seed, seats, session.link_id, tuple(match.actions), match
    )


def _other_version(game: str, theirs: str) -> RelayRefused:
    """The refusal of a link of version ``theirs``, naming the part that differs."""
    ours = site_version(game)
    title = SPECS[game].title
    if not _VERSION.fullmatch(theirs):
        return RelayRefused(
            "other_version",
            f"This link was made by another version of the site ({theirs[:20]!r}; this one is {ours}).",
            part="format",
            theirs=theirs[:20],
            ours=ours,
        )
    names = ("link format", f"{title} rules", f"{title} options")
    parts = ("format", "rules", "options")
    for name, part, mine, other in zip(names, parts, ours.split("."), theirs.split("."), strict=True):
        if int(mine) != int(other):
            newer = int(other) > int(mine)
            advice = "update the site (reload the page) to open it" if newer else "it cannot go on here"
            return RelayRefused(
                "other_version",
                f"This link was made by {'a newer' if newer else 'an older'} version of the site "
                f"({name} {int(other)}, this site has {int(mine)}): {advice}.",
                part=part,
                theirs=int(other),
                ours=int(mine),
            )
    return RelayRefused(
        "other_version",
        f"This link was made by another version of the site ({theirs}; this one is {ours}).",
        part="format",
        theirs=theirs,
        ours=ours,
    )


def _cut(text: str) -> RelayRefused | None:
    """The refusal of a link whose end never came (a messenger cut or folded it): a link's
    characters only, every field but the last filled, and fewer fields than a link has or a check
    cut short (one of another version, whose fields may differ, is told as such); else None.

    A cut may end in a field as long as a check; it is told as cut when no whole link with one
    character changed (a changed ``/`` joins two fields) could end there: fewer fields than the
    framing every version keeps less one, or, at this version, than its links have less one, or
    one less with a last field that is no check."""
    head = text.split("/")
    ours = len(head) > 3 and head[1] in SPECS and head[2] == site_version(head[1])
    no_edit = len(head) < _FRAMING - 1 or (
        ours and (len(head) < _FIELDS - 1 or not _CHECK.fullmatch(head[-1]))
    )
    fewer = len(head) < _FIELDS and (len(head[-1]) != CHECK_CHARS or no_edit)
    short = fewer or len(head[-1]) < CHECK_CHARS
    if not _LINK_TEXT.fullmatch(text) or not all(head[:-1]) or not short:
        return None
    if (
        len(head) > 3
        and head[1] in SPECS
        and _VERSION.fullmatch(head[2])
        and head[2] != site_version(head[1])
    ):
        return _other_version(head[1], head[2])
    return RelayRefused(
        "cut", "The end of this link is missing: open the whole message, or ask for it again."
    )


def decode_link(fragment: str) -> RelayGame:
    """The game a link carries, its moves replayed; ``RelayRefused`` for anything else (with
    bounded work: see the module's docstring)."""
    if not isinstance(fragment, str):
        raise RelayRefused("not_ours", "This is not a link to a game.")
    text = fragment[: MAX_RELAY_LINK + 41].rstrip(_TRAILING)  # (a longer one is not even stripped)
    text = text[1:] if text.startswith("#") else text
    if len(fragment) > MAX_RELAY_LINK + 40 or len(text) > MAX_RELAY_LINK:
        raise RelayRefused(
            "too_long",
            f"This link is too long to be a game ({MAX_RELAY_LINK} characters at most).",
            limit=MAX_RELAY_LINK,
        )
    if not text.startswith(PREFIX):
        raise RelayRefused("not_ours", "This is not a link to a game.")
    body, _, check = text.rpartition("/")
    if not body or _check(body) != check:
        raise _cut(text) or RelayRefused(
            "bad_check",
            "This link is damaged: a character was changed, added or lost on the way. "
            "Ask for the link again.",
        )
    fields = body.split("/")
    game = fields[1] if len(fields) > 1 else ""
    if game not in SPECS:
        raise RelayRefused("unknown_game", "This link is for a game this site does not have.", game=game[:40])
    theirs = fields[2] if len(fields) > 2 else ""
    if theirs != site_version(game):
        raise _other_version(game, theirs)
    if len(fields) != _FIELDS - 1:
        raise RelayRefused("bad_format", "This link is not laid out as a game link.")
    _, _, _, seed_text, game_id, letters, options_text, names_text, moves = fields
    return _read(game, seed_text, game_id, letters, options_text, names_text, moves)


def _read(
    game: str, seed_text: str, game_id: str, letters: str, options_text: str, names_text: str, moves: str
) -> RelayGame:
    """The fields of a checked link of this version as a game (``RelayRefused`` otherwise)."""
    entry = SPECS[game]
    if not (
        seed_text.isascii()
        and seed_text.isdigit()
        and len(seed_text) <= 20
        and str(int(seed_text)) == seed_text
        and int(seed_text) <= _MAX_SEED
    ):
        raise RelayRefused("bad_seed", "The link's seed is not a seed.")
    seed = int(seed_text)
    if not _ID.fullmatch(game_id):
        raise RelayRefused("bad_id", "The link's game id is not one of ours.")
    players = len(letters)
    if (
        not entry.min_players <= players <= entry.max_players
        or any(letter not in SEAT_CODES for letter in letters)
        or any(SEAT_CODES[letter][1] not in entry.bot_levels for letter in letters if letter != "p")
    ):
        raise RelayRefused("bad_seats", "The link's seats do not fit the game.")
    try:
        data: Any = {}
        if options_text != "-":
            data = read_json(_unb64(options_text).decode("utf-8"), MAX_RELAY_LINK, 2)
            if not isinstance(data, dict) or not data or "players" in data:
                raise ValueError("not the options of a link")
        options = entry.parse_options({**data, "players": players})
        if _options_text(game, entry.rules.options_to_json(options)) != options_text:
            raise ValueError("options not in their canonical form")
    except Exception:  # whatever the game's own check of hostile options raises
        raise RelayRefused("bad_options", "The link's options are not options of this game.") from None
    try:
        names = _unb64(names_text).decode("utf-8").split("\n")
    except ValueError:
        names = []
    if len(names) != players or any(clean_name(name, i) != name for i, name in enumerate(names)):
        raise RelayRefused("bad_seats", "The link's player names are not names of ours.")
    seats = tuple(Seat(name, *SEAT_CODES[letter]) for name, letter in zip(names, letters, strict=True))
    if not _MOVES.fullmatch(moves):
        raise RelayRefused("bad_format", "The link's moves are not written as moves.")
    try:
        actions = decode_moves(entry.rules, options, seed, moves)
    except ReplayCodeError as err:
        reason = err.params.get("reason")
        if reason == "too_many":
            bound = move_bound(game, players)
            raise RelayRefused(
                "too_many",
                f"The link claims more moves than a game can have ({bound} at most).",
                bound=bound,
            ) from None
        if reason == "syntax":
            raise RelayRefused("bad_format", "The link's moves are not written as moves.") from None
        raise RelayRefused("illegal", "The link's moves are not moves of this game from this deal.") from None
    match = Match.replay(entry.rules, options, seed, actions)
    return RelayGame(game, options, seed, seats, game_id, tuple(actions), match)
