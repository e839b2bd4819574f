"""What any screen draws of the saved games: a save's title, why it cannot be read, and the panel
that frees storage when it is full (home's, and the game screen's when a move could not be kept)."""

from __future__ import annotations

from game.ui.app import common
from game.ui.app.wire import on
from game.ui.element import Spec, h
from game.ui.i18n import error_text, seat_names_in, tr
from game.ui.storage.saves import Index, SaveSummary, entry_summary


def save_title(s: SaveSummary, lang: str = "en") -> str:
    """The game's name in a saved-games line (an unreadable save says so; a save still to be read
    whose header names no game of ours is only a saved game so far)."""
    if s.error is not None:
        return tr(lang, "saves.unreadable")
    if s.checking and not s.game:
        return tr(lang, "saves.a_save")
    return tr(lang, f"game.{s.game}") if s.game else s.title


def save_result(s: SaveSummary, lang: str = "en") -> str:
    """How a finished game ended, as the saved-games list says it: won, a shared win, a draw, or
    lost with its figures ("lost 35/36": cells filled of the sea's; "lost 14–16": your score
    against the winner's); "finished" when it is no one's at this device to say."""
    if s.verdict in ("won", "team_won"):
        return tr(lang, "saves.won")
    if s.verdict in ("shared", "draw"):
        return tr(lang, f"saves.{s.verdict}")
    if s.verdict in ("lost", "team_lost"):
        if s.kind == "cells" and s.of:
            return tr(lang, "saves.lost_cells", filled=s.figure, cells=s.of)
        if s.kind == "points" and s.of:
            return tr(lang, "saves.lost_points", mine=s.figure, best=s.of)
        return tr(lang, "saves.lost")
    return tr(lang, "saves.finished")


def save_error(s: SaveSummary, lang: str = "en") -> str:
    """Why a save can't be read, in ``lang``."""
    if s.failure is not None:
        return error_text(lang, s.failure)
    return s.error or ""


def full_panel(index: Index, current: str | None, lang: str, save_now: object | None = None) -> Spec:
    """Storage is full: the player chooses which saved games to remove (finished, oldest first,
    then the others; never the game on screen)."""
    rows = sorted(
        (
            (entry.get("finished") is not True, str(entry.get("updated", "")), key)
            for key, entry in index.items()
            if key != current
        )
    )
    items = []
    for _, _, key in rows[:12]:
        summary = entry_summary(key, index[key])
        label = save_title(summary, lang)
        meta = (
            save_result(summary, lang) if summary.finished else tr(lang, "saves.moves", count=summary.moves)
        )
        items.append(
            h(
                "li",
                {"class": "full-save"},
                h("span", {"class": "save-title"}, label),
                h("span", {"class": "save-players"}, seat_names_in(lang, summary.players)),
                h("span", {"class": "save-meta"}, f"{summary.updated[:16].replace('T', ' ')} · {meta}"),
                h(
                    "button",
                    {"type": "button", "class": "btn", **on(common.Delete(key))},
                    tr(lang, "saves.delete"),
                ),
            )
        )
    save_now = (
        [
            h(
                "button",
                {"type": "button", "class": "btn primary", **on(save_now)},
                tr(lang, "storage.save_now"),
            )
        ]
        if current is not None and save_now is not None
        else []
    )
    return h(
        "section",
        {"class": "full-panel", "role": "alert"},
        h("p", {}, tr(lang, "storage.full_choose")),
        h("ul", {"class": "save-list"}, *items),
        *save_now,
    )
