"""Tranquility's log: each move with its seat, a small drawn card and its effect, and everything
it set off, told by comparing the public views before and after it (RULES.md A3–A8).

What a move can set off: Storms drawn (each with what it did, or the Compass decision it waits
for), Compasses drawn or taken from beside the sea, the hands turning (Day and Night), the
Doldrums biting, the Jagged Rocks moving or leaving, a Sea Monster's or the Breaker's removal,
the Start split (how many each), the Finish and a player left without a move. Only public
information is read, so nothing hidden is ever named.
"""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from typing import Any

from game.tranquility import actions as A
from game.tranquility.actions import Action, parse_action
from game.ui.element import Spec, h
from game.ui.games.tranquility import words
from game.ui.i18n import tr
from game.ui.table.log import LogEntry, Told, game_entries, mover

View = Mapping[str, Any]

#: the small symbol drawn on a card chip that is not an Island
_SYMBOLS = {
    "S": "S",
    "F": "F",
    "W": "W",
    "M": "M",
    "C": "✣",
    "squall": "≋",
    "undertow": "↧",
    "headwind": "⇠",
    "breaker": "✕",
    "doldrums": "∅",
    "lightning": "ϟ",
}
_KINDS = {"S": "start", "F": "finish", "W": "wild", "M": "monster", "C": "compass"}


def chip(label: str) -> Spec:
    """A small drawn card for the log: an Island's number, or the symbol of another card (its
    name is in the sentence beside it, so the chip is hidden from screen readers)."""
    if label.isdigit():
        kind, text = "island", label
    else:
        kind, text = _KINDS.get(label, "storm"), _SYMBOLS.get(label, "?")
    return h("span", {"class": f"chip tchip {kind}", "aria-hidden": "true", "data-card": label}, text)


def _card_label(action: Action) -> str | None:
    """The card a move shows on its chip."""
    if action.kind == A.PLAY:
        return "W" if action.wild else str(action.number)
    if action.kind in (A.START, A.FINISH):
        return "W" if action.wild else ("S" if action.kind == A.START else "F")
    if action.kind == A.MONSTER:
        return "M"
    if action.kind == A.COMPASS and action.number:
        return "C"
    return None


def _storm_name(storm: str, lang: str) -> str:
    return tr(lang, f"storm.{storm}")


def _drawers(before: View, after: View) -> list[int]:
    return [
        s for s, (b, a) in enumerate(zip(before["pile_sizes"], after["pile_sizes"], strict=True)) if a < b
    ]


def _storm_seat(storm: str, before: View, after: View, drawers: Sequence[int]) -> int | None:
    """The seat that drew ``storm`` in this step, when the public views tell it."""
    pending = after.get("pending") or {}
    if pending.get("decision") == "compass" and pending.get("storm") == storm:
        return int(pending["seat"])
    flags = {"headwind": "headwind", "doldrums": "doldrums"}
    if storm in flags:
        raised = [
            s
            for s, (b, a) in enumerate(zip(before[flags[storm]], after[flags[storm]], strict=True))
            if a and not b
        ]
        if len(raised) == 1:
            return raised[0]
    if storm in ("squall", "lightning") and pending.get("decision") == storm:
        return int(pending["seat"])
    return drawers[0] if len(drawers) == 1 else None


def _emptied(before: View, after: View) -> list[tuple[int, int]]:
    """(cell, number) of every Island that left the sea in this step."""
    return [
        (cell, int(b))
        for cell, (b, a) in enumerate(zip(before["grid"], after["grid"], strict=True))
        if b is not None and a is None
    ]


def _strike(
    storm: str, seat: int | None, action: Action, before: View, after: View, names: Sequence[str], lang: str
) -> str:
    """What ``storm`` did, read from the views around it."""
    who = names[seat] if seat is not None else tr(lang, "told.someone")
    if storm == "squall":
        return tr(lang, "told.strike.squall", name=who)
    if storm == "lightning":
        return tr(lang, "told.strike.lightning")
    if storm == "undertow":
        lost = after["lost_count"] - before["lost_count"]
        return tr(lang, "told.strike.undertow", name=who, count=lost)
    if storm == "headwind":
        return tr(lang, "told.strike.headwind", name=who)
    if storm == "doldrums":
        return tr(lang, "told.strike.doldrums", name=who)
    broken = _emptied(before, after)
    if not broken and action.kind == A.PLAY and after["grid"][action.cell] is None:
        broken = [(action.cell, action.number)]  # the Island this very move placed
    if not broken:
        return tr(lang, "told.strike.breaker_none")
    cell, number = broken[-1]
    return tr(lang, "told.strike.breaker", card=number, cell=cell + 1)


def _shares_text(action: Action, names: Sequence[str], lang: str) -> str:
    each = ", ".join(f"{names[s]} {n}" for s, n in enumerate(action.cards))
    return tr(lang, "told.shares", shares=each)


def events(
    action: Action, actor: int, before: View, after: View, names: Sequence[str], lang: str = "en"
) -> list[Told]:
    """Everything ``action`` of seat ``actor`` set off, in the order it happened."""
    told: list[Told] = []
    drawers = _drawers(before, after)
    # What the move itself removed from the sea.
    if action.kind == A.MONSTER:
        for cell, number in _emptied(before, after):
            told.append(Told(tr(lang, "told.monster", card=number, cell=cell + 1), chip(str(number))))
    # A row completed: a Compass from beside the sea.
    taken = before["compass_supply"] - after["compass_supply"]
    if taken > 0:
        told.append(Told(tr(lang, "told.compass_row", name=names[actor]), chip("C")))
    # A Compass spent, or a Storm let strike.
    pending = before.get("pending") or {}
    if action.kind == A.COMPASS:
        storm = str(pending.get("storm", ""))
        if action.number:
            told.append(Told(tr(lang, "told.calmed", storm=_storm_name(storm, lang)), chip(storm)))
        else:
            told.append(Told(_strike(storm, actor, action, before, after, names, lang), chip(storm)))
    # Compasses drawn from the piles (the supply's are counted above, the spent one below).
    spent = 1 if action.kind == A.COMPASS and action.number else 0
    side = before.get("orientation")
    for seat, (b, a) in enumerate(zip(before["compasses"], after["compasses"], strict=True)):
        drawn = a - b + (spent if seat == actor else 0) - (taken if seat == actor else 0)
        for _ in range(max(0, drawn)):
            told.append(Told(tr(lang, "told.compass_drawn", name=names[seat]), chip("C")))
            if side is not None:  # Day and Night: a Compass drawn turns every hand
                side = "day" if side == "night" else "night"
                told.append(Told(tr(lang, f"told.turned_{side}")))
    # Storms drawn: each revealed, then what it did (or the Compass decision it waits for).
    new_storms = after["storms_revealed"][len(before["storms_revealed"]) :]
    after_pending = after.get("pending") or {}
    for storm in new_storms:
        drawer = _storm_seat(storm, before, after, drawers)
        who = names[drawer] if drawer is not None else tr(lang, "told.someone")
        drew = tr(lang, "told.storm_drawn", name=who, storm=_storm_name(storm, lang))
        if after_pending.get("decision") == "compass" and after_pending.get("storm") == storm:
            told.append(Told(f"{drew} {tr(lang, 'told.compass_choice', name=who)}", chip(storm)))
        else:
            told.append(
                Told(f"{drew} {_strike(storm, drawer, action, before, after, names, lang)}", chip(storm))
            )
    # The Jagged Rocks moving on their own, or leaving the sea.
    if before.get("rocks") != after.get("rocks") and not (action.kind == A.ROCKS and action.cell != A.STAY):
        rocks = after.get("rocks")
        if rocks is None or rocks < 0:
            told.append(Told(tr(lang, "told.rocks_gone")))
        else:
            told.append(Told(tr(lang, "told.rocks_moved", row=int(rocks) + 1)))
    # The hands turning at the start of a turn: nothing to place on this side (house ruling).
    if side != after.get("orientation") and after.get("orientation"):
        told.append(Told(tr(lang, f"told.turned_{after['orientation']}")))
    # The Doldrums biting at the start of the next turn.
    turned = after["turn_number"] != before["turn_number"]
    if after.get("doldrums_now") and (turned or not before.get("doldrums_now")):
        told.append(Told(tr(lang, "told.doldrums_now", name=names[after["turn"]])))
    # The end.
    if after.get("result") == "won" and before.get("result") != "won":
        told.append(Told(tr(lang, "told.won")))
    elif after.get("result") == "lost" and before.get("result") != "lost":
        stuck = after.get("stuck_seat")
        if stuck is not None:
            told.append(Told(tr(lang, "told.stuck", name=names[int(stuck)])))
        else:
            told.append(Told(tr(lang, "told.lost")))
    return told


def move_entry(text: str, actor: int, before: View, after: View, names: Sequence[str], lang: str) -> LogEntry:
    """The log entry of the move ``text`` by seat ``actor``: its line (the Start split is the
    whole table's) and everything it set off."""
    action = parse_action(text)
    if action.kind == A.SHARES:
        line, seat = _shares_text(action, names, lang), -1
    else:
        line, seat = words.describe(mover(names, actor), text, lang), actor
    card = _card_label(action)
    move = Told(line, chip(card) if card is not None else None)
    return LogEntry(seat, move, tuple(events(action, actor, before, after, names, lang)))


def entries(
    rules: Any, states: Sequence[Any], actions: Sequence[str], names: Sequence[str], lang: str = "en"
) -> list[LogEntry]:
    """One entry per move of a game (``states`` has one more than ``actions``)."""
    return game_entries(rules, states, actions, names, lang, move_entry)
