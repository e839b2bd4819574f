"""Screens around the boards: home with saved games, hand-off, game frame, end of game."""

from __future__ import annotations

from collections.abc import Sequence
from typing import Any

from game.ui.element import Spec, h
from game.ui.saves import SaveSummary
from game.ui.session import Session
from game.ui.shell import GAMES, game_card

PACES = (("instant", "Instant"), ("normal", "Normal"), ("slow", "Slow"))


def home(saves: Sequence[SaveSummary], notice: str | None = None) -> list[Spec]:
    """Home: continue the latest game, start a new one, manage saved games."""
    parts: list[Spec] = [
        h("p", {"class": "home-intro"}, "Two modern card games, in your browser, online or off.")
    ]
    if notice:
        parts.append(h("p", {"class": "notice", "role": "status"}, notice))
    latest = next((s for s in saves if s.error is None and not s.finished), None)
    if latest is not None:
        parts.append(
            h(
                "div",
                {"class": "continue"},
                h(
                    "button",
                    {"type": "button", "class": "btn primary", "data-cmd": f"open:{latest.key}"},
                    f"Continue {latest.title} ({latest.players})",
                ),
            )
        )
    parts.append(h("div", {"class": "game-list"}, *(game_card(entry) for entry in GAMES)))
    parts.append(saved_games(saves))
    return parts


def saved_games(saves: Sequence[SaveSummary]) -> Spec:
    rows: list[Spec] = []
    for s in saves:
        if s.error is not None:
            rows.append(
                h(
                    "li",
                    {"class": "save broken", "data-save": s.key},
                    h("span", {"class": "save-title"}, s.title),
                    h("span", {"class": "save-error"}, s.error),
                    h("button", {"type": "button", "class": "btn", "data-cmd": f"delete:{s.key}"}, "Delete"),
                )
            )
            continue
        status = "finished" if s.finished else f"{s.moves} moves"
        rows.append(
            h(
                "li",
                {"class": "save", "data-save": s.key},
                h("span", {"class": "save-title"}, s.title),
                h("span", {"class": "save-players"}, s.players),
                h("span", {"class": "save-meta"}, f"{s.updated[:16].replace('T', ' ')} · {status}"),
                h("button", {"type": "button", "class": "btn", "data-cmd": f"open:{s.key}"}, "Open"),
                h("button", {"type": "button", "class": "btn", "data-cmd": f"export:{s.key}"}, "Export"),
                h("button", {"type": "button", "class": "btn", "data-cmd": f"delete:{s.key}"}, "Delete"),
            )
        )
    body: list[Spec | str] = (
        [h("ul", {"class": "save-list"}, *rows)] if rows else [h("p", {}, "No saved games yet.")]
    )
    return h(
        "section",
        {"class": "saves", "aria-label": "Saved games"},
        h("h2", {}, "Saved games"),
        *body,
        h(
            "label",
            {"class": "btn import"},
            "Import a saved game… ",
            h(
                "input",
                {
                    "type": "file",
                    "accept": ".json,application/json",
                    "data-change": "import",
                    "class": "visually-hidden",
                },
            ),
        ),
    )


def handoff(name: str) -> Spec:
    """Full-screen hand-off: nothing private is on the page until the named player confirms."""
    return h(
        "section",
        {"class": "handoff", "role": "dialog", "aria-modal": "true", "aria-labelledby": "handoff-title"},
        h("h2", {"id": "handoff-title"}, "Pass to ", h("span", {"class": "player-name"}, name)),
        h("p", {}, "Only they should look at the screen now."),
        h(
            "button",
            {"type": "button", "class": "btn primary", "data-cmd": "handoff", "autofocus": True},
            f"I am {name}: show my cards",
        ),
    )


def game_frame(
    session: Session,
    board: Spec,
    log: Sequence[str],
    pace: str,
    message: str | None,
) -> list[Spec]:
    """The board with its side panel: message, undo, pace, log, and links out."""
    refusal = session.undo_refusal()
    own_turn = session.viewer is not None and session.step() == "human"
    undo_reason = refusal if refusal is not None else (None if own_turn else "Wait for your turn.")
    pace_select = h(
        "select",
        {"data-change": "pace", "aria-label": "Bot pace"},
        *(h("option", {"value": value, "selected": value == pace}, text) for value, text in PACES),
    )
    panel = h(
        "aside",
        {"class": "side-panel"},
        h(
            "div",
            {"class": "buttons"},
            h(
                "button",
                {
                    "type": "button",
                    "class": "btn",
                    "data-cmd": "undo" if undo_reason is None else None,
                    "disabled": undo_reason is not None,
                    "title": undo_reason,
                },
                "Undo",
            ),
            h("button", {"type": "button", "class": "btn", "data-cmd": "home"}, "Home"),
            h("label", {"class": "pace"}, "Bots: ", pace_select),
        ),
        h("p", {"class": "undo-reason"}, undo_reason) if undo_reason and own_turn else h("span", {}),
        h("h2", {}, "Log"),
        h("ol", {"class": "log", "aria-label": "Move log"}, *(h("li", {}, line) for line in log[-200:])),
    )
    parts: list[Spec] = []
    if message:
        parts.append(h("p", {"class": "message", "role": "alert"}, message))
    parts.append(h("div", {"class": "game-layout"}, h("div", {"class": "board-area"}, board), panel))
    return parts


def end_screen(session: Session, summary: Sequence[tuple[str, str]], result: str, chart: Spec | None) -> Spec:
    """The end: result, per-player summary, a chart, and what to do next."""
    rows = [h("tr", {}, h("th", {"scope": "row"}, name), h("td", {}, text)) for name, text in summary]
    return h(
        "section",
        {"class": "end-screen", "aria-labelledby": "end-title"},
        h("h2", {"id": "end-title"}, result),
        h("table", {"class": "summary"}, h("tbody", {}, *rows)),
        chart if chart is not None else h("span", {}),
        h("p", {"class": "seed-line"}, f"Seed {session.match.seed}"),
        h(
            "div",
            {"class": "buttons"},
            h(
                "button",
                {"type": "button", "class": "btn primary", "data-cmd": "again"},
                "Play again (same seed)",
            ),
            h(
                "button",
                {"type": "button", "class": "btn", "data-cmd": f"new:{session.match.game}"},
                "New game",
            ),
            h("button", {"type": "button", "class": "btn", "data-cmd": "home"}, "Home"),
        ),
    )


def line_chart(series: Sequence[tuple[str, Sequence[float]]], label: str) -> Spec:
    """A small SVG line chart of one or more series over the turns."""
    width, height, pad = 320, 120, 8
    longest = max((len(values) for _, values in series), default=0)
    top = max((max(values) for _, values in series if values), default=1.0) or 1.0
    colours = ("#9fd3d6", "#f0b35a", "#e5675a", "#5fb760", "#c9d6f2")
    lines: list[Spec] = []
    for i, (_, values) in enumerate(series):
        if len(values) < 2:
            continue
        points = " ".join(
            f"{pad + (width - 2 * pad) * k / (longest - 1):.1f},{height - pad - (height - 2 * pad) * v / top:.1f}"
            for k, v in enumerate(values)
        )
        lines.append(
            h("polyline", {"points": points, "fill": "none", "stroke": colours[i % 5], "stroke-width": "2"})
        )
    legend = [h("li", {"style": f"color:{colours[i % 5]}"}, name) for i, (name, _) in enumerate(series)]
    return h(
        "figure",
        {"class": "chart"},
        h("svg", {"viewBox": f"0 0 {width} {height}", "role": "img", "aria-label": label}, *lines),
        h("figcaption", {}, label, h("ul", {"class": "legend"}, *legend)),
    )


def stones_summary(view: dict[str, Any], names: Sequence[str]) -> tuple[str, list[tuple[str, str]]]:
    """Result line and per-player lines of a finished Shifting Stones game."""
    winners = view["winners"]
    if view.get("strikes_to_lose") is not None:
        result = "You scored all 16 cards: you win!" if winners else "Four strikes: the stones win this time."
        return result, [(names[0], f"{len(view['scored'][0])} of 16 cards scored, {view['strikes']} strikes")]
    if len(winners) == 1:
        result = f"{names[winners[0]]} wins!"
    else:
        result = "Shared win: " + ", ".join(names[w] for w in winners)
    rows = [
        (names[s], f"{view['scores'][s]} points, {len(view['scored'][s])} cards scored")
        for s in range(len(names))
    ]
    return result, rows
