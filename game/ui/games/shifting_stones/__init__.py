"""Shifting Stones' front end (``GameUI``): the table, the words for its moves, its setup and end."""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from itertools import pairwise
from typing import Any

from game.core.registry import GameSpec, spec
from game.shifting_stones.rulings import RULINGS
from game.ui.difficulty import stones_solo
from game.ui.element import Spec, h
from game.ui.games.shifting_stones import log, table, words
from game.ui.i18n import tr
from game.ui.log import LogEntry
from game.ui.meter import meter
from game.ui.screens import line_chart
from game.ui.session import Session

SECTIONS = ("goal", "turn", "skip", "matching", "end", "solo")


def summary(
    view: Mapping[str, Any], names: Sequence[str], lang: str = "en"
) -> tuple[str, list[tuple[str, str]]]:
    """Result line and per-player lines of a finished game."""
    winners = view["winners"]
    if view.get("strikes_to_lose") is not None:
        result = tr(lang, "stones.end.solo_won") if winners else tr(lang, "stones.end.solo_lost")
        line = tr(lang, "stones.end.solo_line", scored=len(view["scored"][0]), count=view["strikes"])
        return result, [(names[0], line)]
    if len(winners) == 1:
        result = tr(lang, "stones.end.wins", name=names[winners[0]])
    else:
        result = tr(lang, "stones.end.shared", names=", ".join(names[w] for w in winners))
    rows = [
        (
            names[s],
            tr(lang, "stones.end.points", count=view["scores"][s])
            + ", "
            + tr(lang, "stones.end.scored", count=len(view["scored"][s])),
        )
        for s in range(len(names))
    ]
    return result, rows


def _leader(scores: Sequence[int]) -> int | None:
    top = max(scores)
    leaders = [seat for seat, score in enumerate(scores) if score == top]
    return leaders[0] if len(leaders) == 1 else None


def highlights(
    scores: Sequence[Sequence[int]], actors: Sequence[int], names: Sequence[str], lang: str = "en"
) -> list[str]:
    """The biggest single turn, the winning margin and how often the lead changed hands.

    ``scores[i]`` are the scores before action ``i`` (one more entry than actions, the last
    being the final scores); ``actors[i]`` is the seat that took action ``i``."""
    lines: list[str] = []
    best, best_seat, gained, turn_seat = 0, -1, 0, -1
    for i, seat in enumerate(actors):
        if seat != turn_seat:
            gained, turn_seat = 0, seat
        gained += scores[i + 1][seat] - scores[i][seat]
        if gained > best:
            best, best_seat = gained, seat
    if best_seat >= 0 and len(names) > 1:
        lines.append(tr(lang, "end.h.best_turn", name=names[best_seat], count=best))
    final = sorted(scores[-1], reverse=True)
    if len(final) > 1 and final[0] > final[1]:
        lines.append(tr(lang, "end.h.margin", count=final[0] - final[1]))
    leaders = [leader for leader in (_leader(s) for s in scores) if leader is not None]
    changes = sum(1 for a, b in pairwise(leaders) if a != b)
    if changes and len(names) > 1:
        lines.append(tr(lang, "end.h.lead_changes", count=changes))
    return lines


class ShiftingStonesUI:
    """Shifting Stones behind ``GameUI``."""

    spec: GameSpec = spec("shifting-stones")
    shortcuts = (("S", "help.k.score"), ("F", "help.k.flip"), ("E", "help.k.end"), ("K", "help.k.skip"))
    shortcut_notes = ("help.drag",)

    describe = staticmethod(words.describe)
    hint = staticmethod(words.hint)
    hint_reason = staticmethod(words.reason)
    touched_cells = staticmethod(words.touched_cells)
    handle = staticmethod(table.on_command)

    def new_selection(self) -> table.StonesSelection:
        return table.StonesSelection()

    def board(self, session: Session, selection: Any, lang: str) -> Spec:
        names = [seat.name for seat in session.seats]
        view = table.as_view(session.view())
        bots = [seat.kind == "bot" for seat in session.seats]
        return table.screen(view, names, selection, session.legal_for_viewer(), lang, bots)

    def summary(
        self, view: Mapping[str, Any], names: Sequence[str], lang: str
    ) -> tuple[str, list[tuple[str, str]]]:
        return summary(view, names, lang)

    def log_entries(self, session: Session, names: Sequence[str], lang: str) -> list[LogEntry]:
        match = session.match
        return log.entries(session.rules, match.states, match.actions, names, lang)

    def end_extras(self, session: Session, lang: str) -> tuple[Spec, list[str]]:
        rules, names = session.rules, [seat.name for seat in session.seats]
        scores = [list(rules.view(state, None)["scores"]) for state in session.match.states]
        series = [(name, [float(s[seat]) for s in scores]) for seat, name in enumerate(names)]
        chart = line_chart(series, tr(lang, "end.chart_scores"))
        actors = [rules.current_player(state) for state in session.match.states[:-1]]
        return chart, highlights(scores, actors, names, lang)

    def setup_notes(self, lang: str) -> list[Spec]:
        return [h("p", {"class": "help"}, tr(lang, "setup.stones_solo"))]

    def setup_parts(self, values: Mapping[str, str], lang: str) -> list[Spec]:
        return []

    def options_from_form(self, values: Mapping[str, str]) -> dict[str, Any]:
        return {}

    def meter(self, options: Mapping[str, Any], players: int, lang: str) -> Spec:
        found = stones_solo() if players == 1 else None
        return meter(found, "meter.versus", "meter.stones_solo", lang)

    def daily_result(self, view: Mapping[str, Any]) -> tuple[bool, int]:
        """Won, and the strikes taken; or lost, and the cards scored."""
        if view["winners"]:
            return True, int(view["strikes"])
        return False, len(view["scored"][0])

    def share_result(self, won: bool, figure: int, lang: str) -> str:
        return tr(lang, f"daily.share.stones_{'won' if won else 'lost'}", count=figure)

    def outcome(self, session: Session) -> tuple[bool, int]:
        """A person is among the winners; the figure is the best score of a person."""
        view = session.rules.view(session.state, None)
        best = max(view["scores"][s] for s in session.humans)
        return any(s in view["winners"] for s in session.humans), int(best)

    def record_kind(self, options: Mapping[str, Any], players: int) -> str:
        return "solo" if players == 1 else "table"

    def record_unit(self, kind: str) -> str:
        return "stats.unit.points"

    def rules_sections(self) -> tuple[str, tuple[str, ...]]:
        return "rules.stones", SECTIONS

    def rulings(self) -> list[tuple[str, str, str]]:
        return [(r.id, r.rule, r.text) for r in RULINGS]


UI = ShiftingStonesUI()
