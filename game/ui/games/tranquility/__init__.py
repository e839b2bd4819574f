"""Tranquility's front end (``GameUI``): the table, the words for its moves, its setup and its end."""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from typing import Any

from game.core.registry import GameSpec, spec
from game.tranquility.bots import table_proposal
from game.tranquility.rulings import RULINGS
from game.tranquility.view import cards_left, spare_cards
from game.ui.difficulty import difficulty
from game.ui.element import Spec, h
from game.ui.games.tranquility import log, table, words
from game.ui.i18n import tr
from game.ui.log import LogEntry
from game.ui.meter import meter
from game.ui.presets import CUSTOM, preset_of
from game.ui.screens import line_chart
from game.ui.session import Session
from game.ui.setup import Choice, form_players, modules_section, option_control, preset_picker

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


def summary(
    view: Mapping[str, Any], names: Sequence[str], lang: str = "en"
) -> tuple[str, list[tuple[str, str]]]:
    """Result line and per-player lines of a finished game."""
    scores = view.get("scores")
    if scores is not None:
        best = max(scores)
        leaders = [names[s] for s, x in enumerate(scores) if x == best]
        result = (
            tr(lang, "tranq.end.duel_win", name=leaders[0])
            if len(leaders) == 1
            else tr(lang, "tranq.end.duel_draw")
        )
        return result, [(names[s], tr(lang, "chip.points", count=scores[s])) for s in range(len(names))]
    filled = sum(1 for v in view["grid"] if v is not None)
    won = view.get("result") == "won"
    result = tr(lang, "tranq.end.won") if won else tr(lang, "tranq.end.lost", filled=filled)
    left = cards_left(view)
    return result, [(names[s], tr(lang, "tranq.end.cards_left", count=left[s])) for s in range(len(names))]


def highlights(views: Sequence[Mapping[str, Any]], lang: str = "en") -> list[str]:
    """The closest call of the voyage: the fewest spare cards after any move (or where it ran out)."""
    spares = [spare_cards(view) for view in views[1:]]
    if not spares:
        return []
    low = min(spares)
    if low < 0:
        first = next(i for i, spare in enumerate(spares) if spare < 0) + 1
        return [tr(lang, "end.h.short", count=-low, move=first)]
    return [tr(lang, "end.h.tightest", count=low, move=spares.index(low) + 1)]


def remembers_discards(options: Mapping[str, Any]) -> bool:
    """Whether a game's options (as JSON) turn on the "Remember my discards" aid: an aid the
    published game does not give (discards are face down, RULES.md A3), off unless chosen, so a
    save or a link without it has it off."""
    return options.get("remember_discards") is True


def proposed_shares(session: Session) -> list[int]:
    """The split the Start dialog starts from: each bot's own proposal, the default for each
    person, settled so it adds up to 8."""
    rules, state = session.rules, session.state
    views = [rules.view(state, seat) if s.kind == "bot" else None for seat, s in enumerate(session.seats)]
    return table_proposal(views, session.actor())


class TranquilityUI:
    """Tranquility behind ``GameUI``."""

    spec: GameSpec = spec("tranquility")
    shortcuts = (
        ("D", "help.k.discard_two"),
        ("S / F", "help.k.start_finish"),
        ("C", "help.k.confirm"),
    )
    shortcut_notes: tuple[str, ...] = ()

    def new_selection(self) -> table.TranqSelection:
        return table.TranqSelection()

    def board(self, session: Session, selection: Any, lang: str) -> Spec:
        names = [seat.name for seat in session.seats]
        shares = proposed_shares(session) if session.is_table_decision() else None
        bots = [seat.kind == "bot" for seat in session.seats]
        legal = session.legal_for_viewer()
        view = table.as_view(session.view())
        remember = remembers_discards(session.rules.options_to_json(session.match.options))
        return table.screen(view, names, selection, legal, shares, bots, lang, remember)

    def summary(
        self, view: Mapping[str, Any], names: Sequence[str], lang: str
    ) -> tuple[str, list[tuple[str, str]]]:
        return summary(view, names, lang)

    def log_entries(self, session: Session, names: Sequence[str], lang: str) -> list[LogEntry]:
        match = session.match
        return log.entries(session.rules, match.states, match.actions, names, lang)

    def end_extras(self, session: Session, lang: str) -> tuple[Spec, list[str]]:
        public = [session.rules.view(state, None) for state in session.match.states]
        held = [float(sum(cards_left(v))) for v in public]
        chart = line_chart([(tr(lang, "end.chart_held"), held)], tr(lang, "end.chart_budget"))
        return chart, highlights(public, lang)

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

    def daily_result(self, view: Mapping[str, Any]) -> tuple[bool, int]:
        """Won, and the cards to spare; or lost, and the cells filled."""
        if view.get("result") == "won":
            return True, sum(cards_left(view))
        return False, sum(1 for cell in view["grid"] if cell is not None)

    def share_result(self, won: bool, figure: int, lang: str) -> str:
        return tr(lang, f"daily.share.tranq_{'won' if won else 'lost'}", count=figure)

    def outcome(self, session: Session) -> tuple[bool, int]:
        """The team won, with the cards left; in a duel, a person won alone, with their score."""
        view = session.rules.view(session.state, None)
        scores = view.get("scores")
        if scores is None:
            won = view.get("result") == "won"
            return won, sum(cards_left(view)) if won else 0
        best = max(scores[s] for s in session.humans)
        return best == max(scores) and scores.count(best) == 1, int(best)

    def record_kind(self, options: Mapping[str, Any], players: int) -> str:
        return "duel" if options.get("competitive") else preset_of(self.spec, options)

    def record_unit(self, kind: str) -> str:
        return "stats.unit.points" if kind == "duel" else "stats.unit.tranquility"

    def rules_sections(self) -> tuple[str, tuple[str, ...]]:
        return "rules.tranquility", SECTIONS

    def rulings(self) -> list[tuple[str, str, str]]:
        return [(r.id, r.rule, r.text) for r in RULINGS]

    #: the log's and the Hint's words, and the cells a move touches
    describe = staticmethod(words.describe)
    hint = staticmethod(words.hint)
    hint_reason = staticmethod(words.reason)
    touched_cells = staticmethod(words.touched_cells)
    #: a click of the sea, the hand, the controls or the Start split's dialog
    handle = staticmethod(table.on_command)


UI = TranquilityUI()
