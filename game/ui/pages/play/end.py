"""The end of a game beside its final board: the verdict, each player's line, highlights, a chart,
and what to do next."""

from __future__ import annotations

from collections.abc import Callable, Sequence
from typing import TYPE_CHECKING

from game.ui.app import common
from game.ui.app.wire import on
from game.ui.element import Spec, h
from game.ui.i18n import tr
from game.ui.pages.play import Again, EndFold

if TYPE_CHECKING:
    from game.ui.table.ending import EndSummary, Line
    from game.ui.table.session import Session


def end_screen(
    session: Session,
    summary: EndSummary,
    names: Sequence[str],
    lang: str = "en",
    *,
    details: Sequence[Spec] = (),
    cards: Sequence[Spec] = (),
    extra: Sequence[Spec] = (),
    folded: bool = False,
    glyph: Callable[[int, str], Spec] | None = None,
) -> Spec:
    """The end, beside the final board: the verdict in words and the headline, each player's
    line (``details``: each seat's result drawn under it), why it was lost and the cards of the
    table behind it (``cards``), ``extra`` (the moment a game was lost,
    the daily share line), what to do next, highlights, a chart — every figure read from the
    game's one end summary (a card a line names drawn by ``glyph``). Folded, only the verdict and the headline show. The section says how
    the people at the table did (``data-celebrate``): the page celebrates a win warmly and a
    loss gently, once, as the game ends."""
    from game.ui.table.ending import highlight_texts, line_chart, rows_text  # the end only

    places = summary.places if len(summary.rows) > 1 else ()
    rows = [
        h(
            "tr",
            {"data-place": places[seat] if places else None},
            h(
                "th",
                {"scope": "row"},
                h("span", {"class": "end-name"}, name),
                *(
                    [h("span", {"class": "end-place"}, tr(lang, f"end.place.{places[seat]}"))]
                    if places
                    else []
                ),
            ),
            h(
                "td",
                {},
                h("span", {"class": "end-line"}, text),
                *([details[seat]] if seat < len(details) else []),
            ),
        )
        for seat, (name, text) in enumerate(rows_text(summary, names, lang))
    ]
    highlights = highlight_texts(summary, names, lang)
    notes: list[Spec] = (
        [
            h("h3", {}, tr(lang, "end.highlights")),
            h("ul", {"class": "highlights"}, *(h("li", {}, line) for line in highlights)),
        ]
        if highlights
        else []
    )
    if summary.reasons:  # why it was lost, before what went well
        notes[:0] = [
            h("h3", {"id": "end-why-title"}, tr(lang, "end.why")),
            h(
                "ul",
                {"class": "end-why", "aria-labelledby": "end-why-title"},
                *(h("li", {}, *_drawn(line, names, lang, glyph)) for line in summary.reasons),
            ),
            *cards,
        ]
    elif cards:
        notes[:0] = cards
    celebrate = ("won" if summary.won else "lost") if session.humans else None
    chart = (
        line_chart(summary.chart, names, lang, "end-chart") if summary.chart is not None else h("span", {})
    )
    verdict = (
        h("p", {"class": f"end-verdict {summary.verdict}"}, tr(lang, f"end.verdict.{summary.verdict}"))
        if summary.verdict
        else h("span", {})
    )
    fold = h(
        "button",
        {
            "type": "button",
            "class": "btn end-fold",
            **on(EndFold()),
            "aria-expanded": "false" if folded else "true",
            "aria-controls": "end-body",
        },
        tr(lang, "end.unfold" if folded else "end.fold"),
    )
    body = h(
        "div",
        {"class": "end-body", "id": "end-body", "hidden": folded},
        h("table", {"class": "summary"}, h("tbody", {}, *rows)),
        *extra,
        h(
            "div",
            {"class": "buttons end-actions"},
            h(
                "button",
                {"type": "button", "class": "btn primary", **on(Again())},
                tr(lang, "end.again"),
            ),
            h(
                "button",
                {"type": "button", "class": "btn", **on(common.NewGame(session.match.game))},
                tr(lang, "home.new_game"),
            ),
            h(
                "button",
                {"type": "button", "class": "btn", **on(common.OpenReplay())},
                tr(lang, "end.replay"),
            ),
            h(
                "button",
                {"type": "button", "class": "btn", **on(common.StartReview())},
                tr(lang, "end.review"),
            ),
            h(
                "button",
                {"type": "button", "class": "btn", **on(common.GoHome())},
                tr(lang, "frame.home"),
            ),
        ),
        *notes,
        chart,
        h("p", {"class": "seed-line"}, tr(lang, "end.seed", seed=session.shown_seed())),
    )
    return h(
        "section",
        {
            "class": "end-screen" + (" won" if celebrate == "won" else "") + (" folded" if folded else ""),
            "aria-labelledby": "end-title",
            "data-figure": summary.figure,
            "data-verdict": summary.verdict or None,
            "data-celebrate": celebrate,
        },
        h(
            "div",
            {"class": "end-head"},
            verdict,
            h("h2", {"id": "end-title"}, summary.result.text(names, lang)),
            fold,
        ),
        body,
    )


def _drawn(
    line: Line, names: Sequence[str], lang: str, glyph: Callable[[int, str], Spec] | None
) -> tuple[Spec | str, ...]:
    """A line of the end in words, each card it names drawn in its place."""
    from game.ui.table.inline import drawn

    cards = line.named_cards()
    text = line.text(names, lang)
    if not cards or glyph is None:
        return (text,)
    return drawn(text, [glyph(card, lang) for card in cards])
