"""The review screen, drawn from its run: one seat's decisions rated by the hard bot, a decision per step of the
page, so the page shows progress and the player may stop it; then the flagged decisions, the
move the bot preferred, a chart over the game, and "Try again from here" for each.

The rating itself is game.review's (the same as ``python -m game.review``): here it is only run
one decision at a time (``rate``), each time the page has painted.
"""

from __future__ import annotations

from dataclasses import replace

from game.review import SEVERITIES, Decision
from game.ui.app.frontends import ui_for
from game.ui.app.screen import Shown
from game.ui.app.wire import on
from game.ui.element import Child, Spec, h
from game.ui.i18n import seat_names, tr
from game.ui.pages.review import Close, Stop, TryAgain
from game.ui.table.ending import Chart, Series, line_chart
from game.ui.table.inline import drawn, moves_marked
from game.ui.table.reviewing import ReviewRun, decision_position


def _said(run: ReviewRun, actions: tuple[str, ...], key: str, lang: str, **params: str) -> tuple[Child, ...]:
    """A decision's actions said in the sentence ``key`` (its ``move``), one after the other,
    each card they name drawn small in its place."""
    said, cards = moves_marked(ui_for(run.session.match.game), actions, lang)
    return drawn(tr(lang, key, move=said, **params), cards)


def _chart(run: ReviewRun, lang: str) -> Spec | None:
    if not run.decisions:
        return None
    points = run.plan.unit == "points"
    if points:
        values = tuple(float(d.loss) for d in run.decisions)
        chart = Chart(
            "review.chart_points",
            "review.chart_points_desc",
            "review.axis.decision",
            "review.axis.points",
            (Series(values, label="review.lost"),),
            1,
        )
    else:
        values = tuple(round(100 * d.verdict.after, 1) for d in run.decisions)
        best = tuple(round(100 * d.verdict.before, 1) for d in run.decisions)
        chart = Chart(
            "review.chart_chance",
            "review.chart_chance_desc",
            "review.axis.decision",
            "review.axis.chance",
            (Series(values, label="review.played"), Series(best, label="review.best")),
            1,
        )
    names = _names(run, lang)
    return line_chart(chart, names, lang, "review-chart")


def _names(run: ReviewRun, lang: str) -> list[str]:
    """The seat names as the review speaks of them: the reviewed seat is the one looking."""
    session = replace(run.session, viewer=run.seat).addressed()
    return seat_names(lang, (seat.name for seat in session.seats))


def _loss_text(run: ReviewRun, decision: Decision, lang: str) -> str:
    if run.plan.unit == "points":
        return tr(lang, "review.loss_points", count=round(decision.loss))
    return tr(lang, "review.loss_chance", points=round(100 * decision.loss))


def review_body(run: ReviewRun, lang: str) -> list[Spec]:
    """Progress while it runs (with Stop), then what it found."""
    names = _names(run, lang)
    done, total = run.done, run.total
    parts: list[Spec] = [h("h2", {"class": "review-title"}, tr(lang, "review.title", name=names[run.seat]))]
    if run.running:
        parts.append(
            h(
                "div",
                {"class": "review-progress", "role": "status"},
                h(
                    "progress",
                    {"value": done, "max": max(total, 1), "aria-label": tr(lang, "review.progress_label")},
                ),
                " ",
                tr(lang, "review.progress", done=done, total=total),
                " ",
                h(
                    "button",
                    {"type": "button", "class": "btn", **on(Stop()), "data-key": "Escape"},
                    tr(lang, "review.stop"),
                ),
            )
        )
    flagged = [d for d in run.decisions if d.severity is not None]
    counts = {name: sum(1 for d in flagged if d.severity == name) for name in SEVERITIES}
    summary = tr(
        lang,
        "review.summary",
        total=run.done,
        decisions=len(run.decisions),
        inaccuracies=counts["inaccuracy"],
        mistakes=counts["mistake"],
        blunders=counts["blunder"],
    )
    if not run.running:
        parts.append(
            h(
                "p",
                {
                    "class": "review-summary",
                    "role": "status",
                    "data-done": "true",
                    "data-mistakes": counts["mistake"] + counts["blunder"],
                },
                summary,
            )
        )
        if run.stopped and done < total:
            parts.append(h("p", {"class": "help"}, tr(lang, "review.partial", done=done, total=total)))
    parts.append(
        h(
            "p",
            {"class": "help"},
            tr(lang, f"review.how_{'points' if run.plan.unit == 'points' else 'chance'}", **_thresholds(run)),
        )
    )
    chart = _chart(run, lang)
    if chart is not None:
        parts.append(chart)
    items: list[Child] = []
    for d in flagged:
        items.append(
            h(
                "li",
                {"class": f"review-item {d.severity}", "data-step": d.step},
                h(
                    "div",
                    {"class": "review-words"},
                    h("span", {"class": "badge"}, tr(lang, f"review.{d.severity}")),
                    " ",
                    tr(lang, "review.at_move", step=d.step + 1),
                    " ",
                    h(
                        "span",
                        {"class": "played"},
                        *_said(run, d.verdict.played, "review.played_by", lang, name=names[run.seat]),
                    ),
                    " ",
                    h("span", {"class": "best"}, *_said(run, d.verdict.best, "review.bot_prefers", lang)),
                    " ",
                    h("span", {"class": "loss"}, _loss_text(run, d, lang)),
                    " ",
                    h(
                        "button",
                        {"type": "button", "class": "btn", **on(TryAgain(d.step))},
                        tr(lang, "review.try_again"),
                    ),
                ),
                decision_position(run, d, lang),
            )
        )
    if items:
        parts.append(h("ol", {"class": "review-list"}, *items))
    elif not run.running:
        parts.append(h("p", {}, tr(lang, "review.none")))
    parts.append(
        h(
            "div",
            {"class": "buttons"},
            h(
                "button",
                {"type": "button", "class": "btn", **on(Close())},
                tr(lang, "review.close"),
            ),
        )
    )
    return parts


def _thresholds(run: ReviewRun) -> dict[str, int]:
    low, mid, high = run.plan.thresholds
    scale = 1 if run.plan.unit == "points" else 100
    return {"inaccuracy": round(low * scale), "mistake": round(mid * scale), "blunder": round(high * scale)}


def view(run: ReviewRun, lang: str) -> list[Spec]:
    return review_body(run, lang)


def screen(model: ReviewRun, shown: Shown) -> list[Spec]:
    """The screen as the page draws it (``game.ui.app.registry``), from what it shows of the app."""
    return view(model, shown.lang)
