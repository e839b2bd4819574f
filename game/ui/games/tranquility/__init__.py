"""Tranquility's front end (``GameUI``): the table, the words for its moves, its setup and its end."""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from dataclasses import replace
from typing import Any

from game.core.registry import GameSpec, spec
from game.tranquility.cards import label
from game.tranquility.rulings import RULINGS
from game.tranquility.view import cards_left, spare_cards
from game.ui.deals.difficulty import difficulty
from game.ui.deals.presets import CUSTOM, preset_of
from game.ui.element import Spec, h
from game.ui.games.tranquility import figures, log, position, table, words
from game.ui.games.tranquility.clicks import proposed_shares as proposed_shares
from game.ui.games.tranquility.clicks import split_shown
from game.ui.games.tranquility.guide import GUIDE
from game.ui.i18n import seat_names, tr
from game.ui.table.ending import Chart, EndSummary, Line, Series, Tally, places_of, verdict_of
from game.ui.table.log import LogEntry
from game.ui.table.session import Session
from game.ui.widgets.form import Choice, form_players, modules_section, option_control, preset_picker
from game.ui.widgets.meter import meter

CHOICES = (
    Choice("removed_islands", ("0", *(str(n) for n in range(4, 13))), counted=True),
    Choice("sea_monsters", ("0", "3", "4", "5"), counted=True),
    Choice("jagged_rocks", ("", "automatic", "manual", "follow")),
    Choice("storms"),
    Choice("wild_cards", ("0", "1", "2", "3"), counted=True),
    Choice("layout", ("standard", "pyramid", "high_arch")),
    Choice("day_night"),
    Choice("competitive"),
)
#: Aids for the people at the table, not rules: the engine and the bots ignore them.
AIDS = (Choice("remember_discards"),)
SECTIONS = ("goal", "order", "turn", "placing", "start", "end")


#: the most cards to spare at a voyage's tightest moment that still make it a close call
CLOSE_CALL = 3


def spare(view: Mapping[str, Any]) -> int:
    """Cards the team holds beyond what the voyage still takes (once the sea is won nothing more
    is taken, so every card left is to spare): the budget line of the table says the same."""
    return spare_cards(view)


def end_summary(views: Sequence[Mapping[str, Any]], humans: Sequence[int]) -> EndSummary:
    """Every figure of a finished game, from its public views (the deal first, the end last)."""
    view = views[-1]
    left = cards_left(view)
    scores = view.get("scores")
    spares = [spare(v) for v in views]
    chart = Chart(
        "end.chart_budget",
        "end.chart_budget_desc",
        "end.axis.move",
        "end.axis.spare",
        (Series(tuple(map(float, spares)), "end.chart_spare"),),
    )
    lines: tuple[Line, ...] = ()
    if view.get("result") == "lost" and view.get("stuck_seat") is not None:
        lines = (Line("end.h.stuck", {"seat": int(view["stuck_seat"])}),)  # what ended the voyage
    after = spares[1:]
    if after:
        low = min(after)
        if low < 0:
            # the move the budget ran out, and how short it was then (as the chart shows it)
            first = next(i for i, s in enumerate(after) if s < 0)
            lines += (Line("end.h.short", {"count": -after[first], "move": first + 1}),)
        elif view.get("result") != "lost":  # a close call is worth telling of a voyage that made it
            # (and a voyage that was never close is told as that)
            key = "end.h.tightest" if low <= CLOSE_CALL else "end.h.comfortable"
            lines = (Line(key, {"count": low, "move": after.index(low) + 1}),)
    filled = sum(1 for v in view["grid"] if v is not None)
    if scores is not None:
        best = max(scores)
        leaders = [s for s, x in enumerate(scores) if x == best]
        result = (
            Line("tranq.end.duel_win", {"seat": leaders[0]})
            if len(leaders) == 1
            else Line("tranq.end.duel_draw")
        )
        mine = max((scores[s] for s in humans), default=0)
        verdict = verdict_of(bool(humans) and mine == best, len(leaders) > 1, len(humans), False)
        return EndSummary(
            won=bool(humans) and mine == best and len(leaders) == 1,
            figure=int(mine),
            share_won=view.get("result") == "won",
            share_figure=sum(left) if view.get("result") == "won" else filled,
            result=result,
            rows=tuple((Line("chip.points", {"count": s}),) for s in scores),
            highlights=lines,
            chart=chart,
            verdict="draw" if verdict == "shared" else verdict,
            places=places_of(scores),
            tally=Tally("points", int(mine), int(best)),
        )
    won = view.get("result") == "won"
    total = sum(left)
    solo = ".solo" if len(left) == 1 else ""  # no team to speak of
    return EndSummary(
        won=won,
        figure=total,
        share_won=won,
        share_figure=total if won else filled,
        result=Line(f"tranq.end.won_spare{solo}", {"count": total})
        if won
        else Line(f"tranq.end.lost{solo}", {"filled": filled}),
        rows=tuple((Line("tranq.end.cards_left", {"count": n}),) for n in left),
        highlights=lines,
        chart=chart,
        verdict=verdict_of(won, False, len(humans), True),
        turning_point=bool(humans) and not won,
        tally=Tally("cells", filled, len(view["grid"])),
    )


def remembers_discards(options: Mapping[str, Any]) -> bool:
    """Whether a game's options (as JSON) turn on the "Remember my discards" aid: an aid the
    published game does not give (discards are face down, RULES.md A3), off unless chosen, so a
    save or a link without it has it off."""
    return options.get("remember_discards") is True


def _lost_voyage(session: Session) -> bool:
    """The game is a voyage the team lost (not a competitive game, whose scores say its end)."""
    view = session.rules.view(session.state, None)
    return view.get("result") == "lost" and view.get("scores") is None


class TranquilityUI:
    """Tranquility behind ``GameUI``."""

    spec: GameSpec = spec("tranquility")
    shortcuts: tuple[tuple[str, str], ...] = (
        ("D", "help.k.discard_two"),
        ("S / F", "help.k.start_finish"),
        ("C", "help.k.confirm"),
    )
    shortcut_notes: tuple[str, ...] = ()
    guide = GUIDE

    def new_selection(self) -> table.TranqSelection:
        return table.TranqSelection()

    def board(self, session: Session, selection: Any, lang: str) -> Spec:
        names = seat_names(lang, (seat.name for seat in session.seats))
        shares = split_shown(selection, session) if session.is_table_decision() else None
        bots = [seat.kind == "bot" for seat in session.seats]
        legal = session.legal
        view = table.as_view(session.view())
        remember = remembers_discards(session.rules.options_to_json(session.match.options))
        return table.screen(view, names, selection, legal, shares, bots, lang, remember)

    def prompt(self, session: Session, selection: Any, lang: str) -> str:
        names = seat_names(lang, (seat.name for seat in session.seats))
        return table.prompt(table.as_view(session.view()), names, selection, session.legal, lang)

    def log_entries(self, session: Session, names: Sequence[str], lang: str) -> list[LogEntry]:
        match = session.match
        return session.derived(
            ("log", tuple(names), lang),
            lambda: log.entries(session.rules, match.states, match.actions, names, lang),
        )

    def end_summary(self, session: Session) -> EndSummary:
        views = [session.rules.view(state, None) for state in session.match.states]
        summary = end_summary(views, session.humans)
        if not summary.turning_point:  # reasons are for a voyage the people at the table lost
            return summary
        from game.ui.games.tranquility.why import why_lost  # (a lost voyage's end only)

        return replace(summary, reasons=why_lost(session.match.states))

    def end_details(self, session: Session, lang: str) -> tuple[Spec, ...]:
        state = session.state
        if not _lost_voyage(session):
            return ()
        from game.ui.games.tranquility import breakdown  # (a lost voyage's end only)

        fitting = {n for gap in breakdown.gaps(state) for n in gap.fits}
        return tuple(breakdown.left_cards(state, seat, fitting, lang) for seat in range(len(session.seats)))

    def end_table(self, session: Session, lang: str) -> tuple[Spec, ...]:
        if not _lost_voyage(session):
            return ()
        from game.ui.games.tranquility import breakdown  # (a lost voyage's end only)

        needed = breakdown.needed(session.state, lang)
        return () if needed is None else (needed,)

    def setup_notes(self, lang: str) -> list[Spec]:
        return []

    def setup_parts(self, values: Mapping[str, str], lang: str) -> list[Spec]:
        options = self.options_from_form(values)
        custom = preset_of(self.spec, options) == CUSTOM
        players = form_players(values, self.spec)
        aids = h(
            "fieldset",
            {"class": "options aids"},
            h("legend", {}, tr(lang, "setup.aids")),
            *(option_control(c, values, lang) for c in AIDS),
        )
        return [
            preset_picker(self.spec, options, lang, players),
            modules_section(CHOICES, values, custom, lang),
            aids,
        ]

    def options_from_form(self, values: Mapping[str, str]) -> dict[str, Any]:
        return {
            "removed_islands": int(values.get("removed_islands", "0") or 0),
            "sea_monsters": int(values.get("sea_monsters", "0") or 0),
            "jagged_rocks": values.get("jagged_rocks") or None,
            "storms": values.get("storms") == "1",
            "wild_cards": int(values.get("wild_cards", "0") or 0),
            "layout": values.get("layout", "standard") or "standard",
            "day_night": values.get("day_night") == "1",
            "competitive": values.get("competitive") == "1",
            "remember_discards": values.get("remember_discards") == "1",
        }

    def meter(self, options: Mapping[str, Any], players: int, lang: str) -> Spec:
        return meter(difficulty(self.spec, options, players), "meter.duel", "meter.measured", lang)

    def share_result(self, won: bool, figure: int, lang: str) -> str:
        return tr(lang, f"daily.share.tranq_{'won' if won else 'lost'}", count=figure)

    def record_kind(self, options: Mapping[str, Any], players: int) -> str:
        return "duel" if options.get("competitive") else preset_of(self.spec, options)

    def record_unit(self, kind: str) -> str:
        return "stats.unit.points" if kind == "duel" else "stats.unit.tranquility"

    def rules_sections(self) -> tuple[str, tuple[str, ...]]:
        return "rules.tranquility", SECTIONS

    def rulings(self) -> list[tuple[str, str, str]]:
        return [(r.id, r.rule, r.text) for r in RULINGS]

    #: a decision's position for the review
    position = staticmethod(position.position)
    #: the rules page's pictures, by the section they follow
    rules_figures = staticmethod(figures.figures)

    #: the log's and the Hint's words, and the cells a move touches
    describe = staticmethod(words.describe)
    doing = staticmethod(words.doing)
    hint = staticmethod(words.hint)
    hint_reason = staticmethod(words.reason)
    touched_cells = staticmethod(words.touched_cells)
    hand_cards = staticmethod(words.hand_cards)
    aimed_cards = staticmethod(words.aimed_cards)

    def note_cards(self, view: Mapping[str, Any], action: str | None, lang: str) -> tuple[Spec, ...]:
        return ()  # a card is its number

    def card_glyph(self, card: int, lang: str) -> Spec:
        from game.ui.games.tranquility.breakdown import card_name

        chip = log.chip(label(card))
        return h("span", {"class": "card-inline", "role": "img", "aria-label": card_name(card, lang)}, chip)

    def hint_marked(self, action: str, lang: str) -> tuple[str, tuple[Spec, ...]]:
        return words.hint(action, lang), ()  # a card is its number: nothing to draw

    #: a click of the sea, the hand, the controls or the Start split's dialog
    decode = staticmethod(table.decode)
    handle = staticmethod(table.on_command)


UI = TranquilityUI()
