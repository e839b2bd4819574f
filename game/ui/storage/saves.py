"""Saved games in the browser's storage: keys, summaries, import and export (pure).

Each game is stored under its own key as the versioned save envelope of ``game.core.match``
plus the seats, an id and the time it was last saved. A save that cannot be read is listed with
the reason and never changed or deleted unless the player asks.
"""

from __future__ import annotations

import json
import re
from collections.abc import Mapping
from dataclasses import dataclass
from functools import cache
from pathlib import Path
from typing import TYPE_CHECKING, Any

from game.core.errors import GameError, SaveError
from game.core.registry import SPECS, spec
from game.ui.storage.backend import TooLarge, read_json

if TYPE_CHECKING:
    from game.ui.table.ending import EndSummary
    from game.ui.table.session import Session

KEY_PREFIX = "sea-stones/save/"
#: the longest save text read (the longest games store a few tens of kilobytes)
SAVE_LIMIT = 2_000_000


def isolate(name: str) -> str:
    """A player name as shown inside other text: between FIRST STRONG ISOLATE and POP DIRECTIONAL
    ISOLATE (the plain-text ``<bdi>``), so a right-to-left name never reorders what is around it."""
    return f"\u2068{name}\u2069"


def save_key(save_id: str) -> str:
    return KEY_PREFIX + save_id


@dataclass(frozen=True)
class SaveSummary:
    """One line of the saved-games list."""

    key: str
    save_id: str
    title: str
    players: str
    updated: str
    moves: int
    finished: bool
    error: str | None = None
    #: the game's key (its title comes from the catalogue) and, for an unreadable save, the error
    game: str = ""
    failure: GameError | None = None
    #: a game played by link: the name of the person on another device whose move it waits for
    #: ("": none), or it is the move of a person here
    waiting: str = ""
    your_move: bool = False
    #: listed from its save's header, not yet replayed: what it says may still turn out wrong
    checking: bool = False
    #: a finished game's result as its record keeps it (``result_entry``): verdict, kind of
    #: figures, and the figures
    verdict: str = ""
    kind: str = ""
    figure: int = 0
    of: int = 0


def parse_save_text(text: str) -> dict[str, Any]:
    """JSON text to a save object, or ``SaveError`` saying it is not one."""
    try:
        data = read_json(text, SAVE_LIMIT)
    except TooLarge:
        raise SaveError("This is not a saved game (it is far too large or deep).", "save_too_large") from None
    except (ValueError, TypeError):
        raise SaveError("This file is not a saved game (it is not valid JSON).", "save_not_json") from None
    if not isinstance(data, dict):
        raise SaveError("This is not a saved game.", "save_not_object")
    return data


def load_session_text(text: str) -> Session:
    """A stored or imported save as a session (``SaveError`` with a readable reason). A save
    with more moves than any game of its kind can have (``game.core.match.move_bound``) is
    refused before a move is replayed."""
    from game.core.match import check_save_moves  # the engines, loaded once a save is opened
    from game.ui.table.session import session_from_save

    data = parse_save_text(text)
    check_save_moves(data)
    try:
        return session_from_save(data)
    except SaveError:
        raise
    except GameError as err:
        raise SaveError(str(err), err.code, **err.params) from None
    except Exception:  # whatever else a damaged save trips over, it is only a damaged save
        raise SaveError("The save is damaged and cannot be opened.", "save_damaged") from None


def summarize(key: str, text: str) -> SaveSummary:
    """Summary of one stored save; unreadable saves get ``error`` and are left as they are."""
    save_id = key[len(KEY_PREFIX) :]
    try:
        data = parse_save_text(text)
        session = load_session_text(text)
    except SaveError as err:
        return SaveSummary(key, save_id, "Unreadable save", "", "", 0, False, str(err), failure=err)
    return SaveSummary(
        key,
        save_id,
        spec(session.match.game).title,
        ", ".join(isolate(seat.name) for seat in session.seats),
        str(data.get("updated", "")) if isinstance(data.get("updated"), str) else "",
        len(session.match.actions),
        bool(session.rules.is_terminal(session.state)),
        game=session.match.game,
        **link_turn(link_entry(session)),
    )


def summaries(stored: Mapping[str, str]) -> list[SaveSummary]:
    """Summaries of every stored save (by key), most recently saved first."""
    found = [summarize(key, text) for key, text in stored.items() if key.startswith(KEY_PREFIX)]
    return sorted(found, key=lambda s: (s.updated, s.key), reverse=True)


def save_text(session: Session, updated: str, rev: int = 0) -> str:
    """The text stored for a session (and written to an exported file). ``rev`` counts the
    writes of this save: a tab writes only over the revision it read (see ``stored_rev``)."""
    data = session.to_save()
    data["updated"] = updated
    data["rev"] = rev
    return json.dumps(data, separators=(",", ":"))


def stored_rev(text: str | None) -> int | None:
    """The revision of a stored save (0 for a save written before saves carried one); None when
    nothing is stored or the text is not a save at all."""
    if text is None:
        return None
    try:
        data = parse_save_text(text)
    except SaveError:
        return None
    return save_rev(data)


# ----- the save index: the saved-games list without replaying a save ----------------------------
#: a small record per save (game, players, moves, result, updated, size), kept beside the saves so
#: home draws thousands of them without replaying one; rebuilt from the saves when missing, a step
#: at a time, and a damaged record read again from its save alone (game/ui/storage/save_index.py)
INDEX_KEY = "sea-stones/index"
INDEX_FORMAT = 1
#: the longest index read (a thousand saves take about 200 kB)
INDEX_LIMIT = 4_000_000
Index = dict[str, dict[str, Any]]


def session_entry(session: Session, updated: str, size: int) -> dict[str, Any]:
    """The index record of a save written from ``session`` (``size``: its text's length)."""
    finished = bool(session.rules.is_terminal(session.state))
    result: dict[str, Any] | None = None
    if finished:
        from game.ui.app.frontends import ui_for

        summary = ui_for(session.match.game).end_summary(session)
        result = result_entry(summary)
    entry = {
        "game": session.match.game,
        "players": [seat.name for seat in session.seats],
        "moves": len(session.match.actions),
        "finished": finished,
        "result": result,
        "updated": updated,
        "size": size,
    }
    return {**entry, **link_entry(session)}


#: a finished game's verdict for the people at the table (``EndSummary.verdict``)
VERDICTS = ("", "won", "lost", "shared", "draw", "team_won", "team_lost")


def result_entry(summary: EndSummary) -> dict[str, Any]:
    """A finished game's result as its index record keeps it for the saved-games list: whether the
    people at the table won, the verdict for them ("" when it is no one's at the device to say),
    and the two figures a loss is quoted by (``Tally``; no kind when there are none)."""
    tally = summary.tally
    return {
        "won": bool(summary.won),
        "verdict": summary.verdict,
        "kind": tally.kind if tally else "",
        "figure": tally.mine if tally else 0,
        "of": tally.of if tally else 0,
    }


def _valid_result(result: Any) -> bool:
    """A result record as ``result_entry`` writes it (an older record, without the verdict, is
    read again from its save)."""
    return (
        isinstance(result, dict)
        and isinstance(result.get("won"), bool)
        and result.get("verdict") in VERDICTS
        and result.get("kind") in ("", "cells", "points")
        and _is_int(result.get("figure"))
        and _is_int(result.get("of"))
    )


def link_entry(session: Session) -> dict[str, Any]:
    """A game played by link, in progress: whose move it waits for on another device
    (``waiting``: the name), or that it is the move of a person here (``here``)."""
    if not session.link_id or session.step() == "over":
        return {}
    if session.step() == "away":
        return {"waiting": session.seats[session.actor()].name}
    return {"here": True}


def link_turn(entry: Mapping[str, Any]) -> dict[str, Any]:
    """The fields of a saved-games line that say whose move a game played by link waits for."""
    waiting = entry.get("waiting")
    return {"waiting": waiting if isinstance(waiting, str) else "", "your_move": entry.get("here") is True}


@cache
def reader() -> str:
    """This version of the site as a reader of saves: its version, the save format and a digest of
    every Python source under ``game/`` (any change of the code, a deploy, gives another reader).
    An index record of an unreadable save keeps the reader that found it so; the record alone is
    never believed: a visit reads such a save again once, before showing it as unreadable (a save
    "from a newer version" may be readable now, and a record may be wrong or forged), and once
    the save says so too, the record stands for the rest of the visit. In the browser the digest
    is of the archive of compiled modules the page runs. Worked out once, and only when a save
    turns out unreadable."""
    import hashlib

    from game import __version__
    from game.core.match import SAVE_FORMAT

    digest = hashlib.sha256()
    # In the browser the code is archives of compiled modules (zipimport): the bytes of the first,
    # which names the build of both (scripts/pyscript_config.py), tell the code.
    archive = getattr(__spec__.loader, "archive", None) if __spec__ is not None else None
    try:
        if isinstance(archive, str):
            digest.update(Path(archive).read_bytes())
        else:
            root = Path(__file__).resolve().parents[2]
            for path in sorted(root.rglob("*.py")):
                digest.update(path.relative_to(root).as_posix().encode() + b"\0" + path.read_bytes())
    except OSError:  # code that cannot be read: the version and format still tell
        return f"{__version__}/format:{SAVE_FORMAT}"
    return f"{__version__}/format:{SAVE_FORMAT}/{digest.hexdigest()[:16]}"


def text_entry(text: str) -> dict[str, Any]:
    """The index record of a stored save text, read by replaying it (a damaged one keeps why, and
    which reader found it so)."""
    try:
        data = parse_save_text(text)
        session = load_session_text(text)
    except SaveError as err:
        params = {k: v for k, v in err.params.items() if isinstance(v, str | int) and not isinstance(v, bool)}
        return {
            "error": err.code,
            "params": params,
            "message": str(err),
            "size": len(text),
            "reader": reader(),
        }
    updated = data.get("updated")
    return session_entry(session, updated if isinstance(updated, str) else "", len(text))


#: the mark of a record made from its save's header alone (``quick_entry``): shown while the save is
#: still to be replayed, never stored
CHECKING = "checking"
#: what a name in a save's header may not hold when it is shown before the save is replayed: the
#: controls that would turn the text around it (the replay cleans names fully, ``Seat.from_json``)
_NAME_CONTROLS = re.compile("[\x00-\x1f\x7f-\x9f\u061c\u200e\u200f\u202a-\u202e\u2066-\u2069\ufeff]")
#: the longest name shown from a save's header
_HEADER_NAME = 40


def quick_entry(text: str) -> dict[str, Any]:
    """The record of a stored save text read without replaying a move (nor loading the engines):
    what its header says (game, players, moves, when it was saved), marked ``CHECKING`` until the
    save is replayed (``text_entry``) and only the replay says whether it can be read (a text that
    is no save at all says nothing here)."""
    try:
        data = parse_save_text(text)
    except SaveError:
        data = {}
    game, actions, seats, updated = (data.get(k) for k in ("game", "actions", "seats", "updated"))
    names = [seat.get("name") for seat in seats if isinstance(seat, dict)] if isinstance(seats, list) else []
    return {
        CHECKING: True,
        "game": game if isinstance(game, str) and game in SPECS else "",
        "players": [_NAME_CONTROLS.sub("", name)[:_HEADER_NAME] for name in names if isinstance(name, str)],
        "moves": len(actions) if isinstance(actions, list) else 0,
        "updated": updated if isinstance(updated, str) else "",
        "size": len(text),
    }


def is_checking(entry: Mapping[str, Any]) -> bool:
    """The record is a save's header only (``quick_entry``): the save is still to be replayed."""
    return entry.get(CHECKING) is True


def disagrees(entry: Mapping[str, Any], header: Mapping[str, Any]) -> bool:
    """A record of a readable save contradicts what its save says of itself (``header``, its
    ``quick_entry``) in what matters: the save is of another game (or of none it can tell), other
    moves, another date or another length. (Not the players: the replay cleans their names.)"""
    return any(entry.get(field) != header.get(field) for field in ("game", "moves", "updated", "size"))


def save_rev(data: Mapping[str, Any]) -> int:
    """The revision of a save object (0 for one written before saves carried one)."""
    rev = data.get("rev", 0)
    return rev if _is_int(rev) else 0


def _valid_entry(entry: Any) -> bool:
    if not isinstance(entry, dict) or not _is_int(entry.get("size")) or CHECKING in entry:
        return False
    if not isinstance(entry.get("reader", ""), str):
        return False
    if "error" in entry:
        return (
            isinstance(entry["error"], str)
            and isinstance(entry.get("message"), str)
            and isinstance(entry.get("params"), dict)
            and all(isinstance(v, str) or _is_int(v) for v in entry["params"].values())
        )
    result = entry.get("result")
    return (
        entry.get("game") in SPECS
        and isinstance(entry.get("players"), list)
        and all(isinstance(name, str) for name in entry["players"])
        and _is_int(entry.get("moves"))
        and isinstance(entry.get("finished"), bool)
        and isinstance(entry.get("updated"), str)
        and (_valid_result(result) if entry.get("finished") is True else result is None)
    )


def _is_int(value: Any) -> bool:
    return isinstance(value, int) and not isinstance(value, bool) and value >= 0


#: the last index text read and what it gave: one event reads the same index more than once
#: (an update, then the screen's refresh), and a thousand saves make it worth parsing only once
_last_index: tuple[str, Index | None] = ("", None)


def read_index(text: str | None) -> Index | None:
    """The stored index, or None when it is missing or not an index at all (then it is rebuilt).
    A damaged record is left out, so ``reconcile`` reads that save alone again. A new dict each
    time (its records are shared: they are never changed in place)."""
    global _last_index
    if text is None:
        return None
    if text != _last_index[0]:
        _last_index = (text, _parse_index(text))
    parsed = _last_index[1]
    return None if parsed is None else dict(parsed)


def _parse_index(text: str) -> Index | None:
    try:
        data = read_json(text, INDEX_LIMIT)
    except ValueError:
        return None
    if (
        not isinstance(data, dict)
        or data.get("format") != INDEX_FORMAT
        or not isinstance(data.get("saves"), dict)
    ):
        return None
    saves: dict[str, Any] = data["saves"]
    return {key: entry for key, entry in saves.items() if key.startswith(KEY_PREFIX) and _valid_entry(entry)}


def index_text(index: Index) -> str:
    """The stored text of an index (remembered as read: the next move need not parse it again). A
    save known only by its header (``is_checking``) gets no record: it is read at the next visit."""
    global _last_index
    kept = {key: entry for key, entry in index.items() if not is_checking(entry)}
    text = json.dumps({"format": INDEX_FORMAT, "saves": kept}, separators=(",", ":"), sort_keys=True)
    _last_index = (text, kept)
    return text


def entry_summary(key: str, entry: Mapping[str, Any]) -> SaveSummary:
    """One line of the saved-games list, from its index record."""
    save_id = key[len(KEY_PREFIX) :]
    if "error" in entry:
        failure = SaveError(str(entry["message"]), str(entry["error"]), **dict(entry["params"]))
        return SaveSummary(
            key, save_id, "Unreadable save", "", "", 0, False, str(entry["message"]), failure=failure
        )
    game = str(entry["game"])
    try:
        title = spec(game).title
    except GameError:
        title = game
    result = entry.get("result") if entry.get("finished") is True else None
    said = (
        {"verdict": result["verdict"], "kind": result["kind"], "figure": result["figure"], "of": result["of"]}
        if isinstance(result, dict) and _valid_result(result)
        else {}
    )
    return SaveSummary(
        key,
        save_id,
        title,
        ", ".join(isolate(name) for name in entry["players"]),
        str(entry["updated"]),
        int(entry["moves"]),
        entry.get("finished") is True,
        game=game,
        checking=is_checking(entry),
        **link_turn(entry),
        **said,
    )


def finished_by_index(index: Index, keep: int) -> list[str]:
    """The keys the index says are finished games beyond the ``keep`` most recent (0: keep all),
    oldest first: candidates only, each one's save must say so itself (``save_finished``)."""
    if keep <= 0:
        return []
    finished = sorted(
        (str(entry["updated"]), key) for key, entry in index.items() if entry.get("finished") is True
    )
    return [key for _, key in finished[: max(0, len(finished) - keep)]]


#: the digests of the save texts ``save_finished`` has replayed, and whether each was finished
_finished: dict[bytes, bool] = {}
#: digests remembered at most
_FINISHED_CACHE = 10_000


def save_finished(text: str | None) -> bool:
    """The save ``text`` is a finished game, by replaying it (remembered per text: a finished game
    is not written again); False for a save that cannot be read or is gone."""
    if text is None:
        return False
    import hashlib

    digest = hashlib.sha256(text.encode("utf-8", "surrogatepass")).digest()
    known = _finished.get(digest)
    if known is not None:
        return known
    try:
        session = load_session_text(text)
        finished = bool(session.rules.is_terminal(session.state))
    except SaveError:
        finished = False
    if len(_finished) >= _FINISHED_CACHE:
        _finished.clear()
    _finished[digest] = finished
    return finished
