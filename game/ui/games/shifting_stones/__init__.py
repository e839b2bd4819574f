"""Shifting Stones' front end (``GameUI``): the table, the words for its moves, its setup and end."""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from dataclasses import replace
from itertools import pairwise
from typing import Any

from game.core.registry import GameSpec, spec
from game.shifting_stones.rulings import RULINGS
from game.ui.deals.difficulty import stones_solo
from game.ui.element import Spec, h
from game.ui.games.shifting_stones import clicks, figures, log, position, table, words
from game.ui.games.shifting_stones.guide import GUIDE
from game.ui.i18n import seat_names, tr
from game.ui.table.ending import Chart, EndSummary, Line, Series, Tally, places_of, verdict_of
from game.ui.table.log import LogEntry
from game.ui.table.session import Session
from game.ui.widgets.meter import meter

SECTIONS = ("goal", "turn", "skip", "matching", "end", "solo")


def _leader(scores: Sequence[int]) -> int | None:
    top = max(scores)
    leaders = [seat for seat, score in enumerate(scores) if score == top]
    return leaders[0] if len(leaders) == 1 else None


def highlights(scores: Sequence[Sequence[int]], actors: Sequence[int], players: int) -> tuple[Line, ...]:
    """The biggest single turn, the winning margin and how often the lead changed hands.

    ``scores[i]`` are the scores before action ``i`` (one more entry than actions, the last
    being the final scores); ``actors[i]`` is the seat that took action ``i``."""
    lines: list[Line] = []
    best, best_seat, gained, turn_seat = 0, -1, 0, -1
    for i, seat in enumerate(actors):
        if seat != turn_seat:
            gained, turn_seat = 0, seat
        gained += scores[i + 1][seat] - scores[i][seat]
        if gained > best:
            best, best_seat = gained, seat
    if best_seat >= 0 and players > 1:
        lines.append(Line("end.h.best_turn", {"seat": best_seat, "count": best}))
    final = sorted(scores[-1], reverse=True)
    if len(final) > 1 and final[0] > final[1]:
        winner = scores[-1].index(final[0])  # the margin names who won it
        lines.append(Line("end.h.won_by", {"seat": winner, "count": final[0] - final[1]}))
    leaders = [leader for leader in (_leader(s) for s in scores) if leader is not None]
    changes = sum(1 for a, b in pairwise(leaders) if a != b)
    if changes and players > 1:
        lines.append(Line("end.h.lead_changes", {"count": changes}))
    return tuple(lines)


def end_summary(
    views: Sequence[Mapping[str, Any]], actors: Sequence[int], humans: Sequence[int]
) -> EndSummary:
    """Every figure of a finished game, from its public views (the deal first, the end last) and
    the seat that took each action."""
    view = views[-1]
    winners, scores = list(view["winners"]), list(view["scores"])
    history = [list(v["scores"]) for v in views]
    players = len(scores)
    chart = Chart(
        "end.chart_scores",
        "end.chart_scores_desc",
        "end.axis.move",
        "end.axis.points",
        tuple(Series(tuple(float(s[seat]) for s in history), seat=seat) for seat in range(players)),
    )
    best = max((scores[s] for s in humans), default=0)
    won = any(s in winners for s in humans)
    scored = [len(cards) for cards in view["scored"]]
    if view.get("strikes_to_lose") is not None:
        solo_won = bool(winners)
        line = (
            Line("stones.end.points", {"count": scores[0]}),
            Line("stones.end.solo_line", {"scored": scored[0], "count": view["strikes"]}),
        )
        return EndSummary(
            won=won,
            figure=int(best),
            share_won=solo_won,
            share_figure=int(view["strikes"]) if solo_won else scored[0],
            result=Line("stones.end.solo_won" if solo_won else "stones.end.solo_lost"),
            rows=(line,),
            highlights=highlights(history, actors, players),
            chart=chart,
            verdict=verdict_of(solo_won, False, len(humans), False),
        )
    result = (
        Line("stones.end.wins", {"seat": winners[0]})
        if len(winners) == 1
        else Line("stones.end.shared", {"seats": tuple(winners)})
    )
    # Each player's points, cards and, apart, the +3 for the most 1-point cards where it went.
    bonus = [scores[s] - table.card_points(view["scored"][s]) for s in range(players)]
    places = places_of(scores)
    rows = tuple(
        (
            Line("stones.end.points", {"count": scores[s]}),
            Line("stones.end.scored", {"count": scored[s]}),
            *((Line("stones.end.bonus", {"count": bonus[s]}),) if bonus[s] else ()),
        )
        for s in range(players)
    )
    return EndSummary(
        won=won,
        figure=int(best),
        share_won=bool(winners),
        share_figure=scored[0],
        result=result,
        rows=rows,
        highlights=highlights(history, actors, players),
        chart=chart,
        verdict=verdict_of(won, len(winners) > 1, len(humans), False),
        places=places,
        tally=Tally("points", int(best), int(max(scores))),
    )


class ShiftingStonesUI:
    """Shifting Stones behind ``GameUI``."""

    spec: GameSpec = spec("shifting-stones")
    shortcuts: tuple[tuple[str, str], ...] = (
        ("S", "help.k.score"),
        ("F", "help.k.flip"),
        ("E", "help.k.end"),
        ("K", "help.k.skip"),
    )
    shortcut_notes: tuple[str, ...] = ("help.drag",)
    guide = GUIDE

    describe = staticmethod(words.describe)
    doing = staticmethod(words.doing)
    hint = staticmethod(words.hint)
    hint_marked = staticmethod(log.hint_marked)
    card_glyph = staticmethod(log.card_inline)
    note_cards = staticmethod(log.note_cards)
    hint_reason = staticmethod(words.reason)
    touched_cells = staticmethod(words.touched_cells)
    hand_cards = staticmethod(words.hand_cards)
    aimed_cards = staticmethod(words.aimed_cards)
    decode = staticmethod(clicks.decode)
    handle = staticmethod(clicks.on_command)

    def new_selection(self) -> clicks.StonesSelection:
        return clicks.StonesSelection()

    def board(self, session: Session, selection: Any, lang: str) -> Spec:
        names = seat_names(lang, (seat.name for seat in session.seats))
        view = table.as_view(session.view())
        bots = [seat.kind == "bot" for seat in session.seats]
        return table.screen(view, names, selection, session.legal, lang, bots)

    def prompt(self, session: Session, selection: Any, lang: str) -> str:
        return table.prompt(selection, lang)

    def log_entries(self, session: Session, names: Sequence[str], lang: str) -> list[LogEntry]:
        match = session.match
        return session.derived(
            ("log", tuple(names), lang),
            lambda: log.entries(session.rules, match.states, match.actions, names, lang),
        )

    def end_summary(self, session: Session) -> EndSummary:
        rules = session.rules
        views = [rules.view(state, None) for state in session.match.states]
        actors = [rules.current_player(state) for state in session.match.states[:-1]]
        # the verdict is for the people at this device (a game by link: its one player)
        here = session.here or session.humans
        summary = end_summary(views, actors, here)
        if summary.verdict != "lost" or len(here) != 1:  # said to the one who lost
            return summary
        from game.ui.games.shifting_stones.why import why_lost  # (a lost game's end only)

        match = session.match
        return replace(summary, reasons=why_lost(match.states, match.actions, here[0]))

    def end_details(self, session: Session, lang: str) -> tuple[Spec, ...]:
        view = session.rules.view(session.state, None)
        return tuple(table.scored_breakdown(view, seat, lang) for seat in range(len(session.seats)))

    def end_table(self, session: Session, lang: str) -> tuple[Spec, ...]:
        return ()

    def setup_notes(self, lang: str) -> list[Spec]:
        return [h("p", {"class": "help"}, tr(lang, "setup.stones_solo"))]

    def setup_parts(self, values: Mapping[str, str], lang: str) -> list[Spec]:
        return []

    def options_from_form(self, values: Mapping[str, str]) -> dict[str, Any]:
        return {}

    def meter(self, options: Mapping[str, Any], players: int, lang: str) -> Spec:
        found = stones_solo() if players == 1 else None
        return meter(found, "meter.versus", "meter.stones_solo", lang)

    def share_result(self, won: bool, figure: int, lang: str) -> str:
        return tr(lang, f"daily.share.stones_{'won' if won else 'lost'}", count=figure)

    def record_kind(self, options: Mapping[str, Any], players: int) -> str:
        return "solo" if players == 1 else "table"

    def record_unit(self, kind: str) -> str:
        return "stats.unit.points"

    def rules_sections(self) -> tuple[str, tuple[str, ...]]:
        return "rules.stones", SECTIONS

    def rulings(self) -> list[tuple[str, str, str]]:
        return [(r.id, r.rule, r.text) for r in RULINGS]

    #: a decision's position for the review
    position = staticmethod(position.position)
    #: the rules page's pictures, by the section they follow
    rules_figures = staticmethod(figures.figures)


UI = ShiftingStonesUI()
