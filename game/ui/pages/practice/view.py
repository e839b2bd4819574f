"""Practice, drawn from its model: the position on the normal table (the game's own board and hand,
the player's seat looking: no other hand), the question, and once answered the verdict, the move
played and the better one marked on the board (the review's drawing of a position), the reason in
the review's words and the Hint's, and the next position; at the end, how the session went."""

from __future__ import annotations

from game.ui.app import common
from game.ui.app.frontends import ui_for
from game.ui.app.screen import Shown
from game.ui.app.wire import on
from game.ui.element import Child, Spec, h
from game.ui.i18n import tr
from game.ui.pages.practice import Again, CopyResult, NextCard, Practice, share
from game.ui.practice.judging import Judged, seat_view
from game.ui.table.inline import drawn, moves_marked
from game.ui.table.position import BEST, PLAYED
from game.ui.widgets.daily_box import share_box

#: words longer than this are drawn a little smaller in the status line (as a game's, play.status)
LONG = 90


def _said(game: str, actions: tuple[str, ...], key: str, lang: str) -> tuple[Child, ...]:
    """A decision's actions said in the sentence ``key`` (its ``move``), one after the other, each
    card they name drawn small in its place (as the review says them)."""
    said, cards = moves_marked(ui_for(game), actions, lang)
    return drawn(tr(lang, key, move=said), cards)


def _button(msg: object, label: str, *, primary: bool = False, key: str | None = None) -> Spec:
    return h(
        "button",
        {
            "type": "button",
            "class": "btn primary" if primary else "btn",
            **on(msg),
            "data-key": key,
            "autofocus": primary,
        },
        label,
    )


def _home(lang: str) -> Spec:
    return h("button", {"type": "button", "class": "btn", **on(common.GoHome())}, tr(lang, "frame.home"))


def view(model: Practice, lang: str) -> list[Spec]:
    title = tr(lang, "practice.daily_title", date=model.daily) if model.daily else tr(lang, "practice.title")
    parts: list[Spec] = [h("h2", {"class": "practice-title"}, title)]
    if model.problem:
        parts.append(h("p", {"class": "notice", "role": "status"}, model.problem))
    card, session = model.card, model.session
    if card is None or session is None:
        parts.append(summary(model, lang))
        return parts
    ui = ui_for(card.game)
    total = len(model.cards)
    # Today's position is one: the panel says which day's it is (the page's title is not shown on
    # a phone), a session says how far it has come.
    place = title if model.daily else tr(lang, "practice.progress", n=model.index + 1, total=total)
    source = tr(lang, f"practice.from_{card.source}", game=tr(lang, f"game.{card.game}"))
    said: list[Spec] = [
        h(
            "p",
            {"class": "practice-where"},
            h("span", {"class": "practice-progress"}, place),
            " · ",
            h("span", {"class": "practice-source"}, source),
        )
    ]
    judged = model.judged
    if judged is None:
        board = ui.board(session, model.selection, lang)
        if model.selection == ui.new_selection() and len(session.match.actions) == card.step:
            asked = tr(lang, "practice.ask")
        else:  # an answer under way: what the table asks for next, as a game's status line says it
            asked = ui.prompt(session, model.selection, lang)
        # A refusal, or the answer being judged, is said on the board, as a game's table says it:
        # nothing under it moves.
        notes: list[Spec] = []
        if model.message:
            notes.append(h("p", {"class": "message board-note", "role": "alert"}, model.message))
        elif model.judging:
            notes.append(
                h("p", {"class": "thinking board-note", "role": "status"}, tr(lang, "practice.judging"))
            )
        buttons: list[Spec] = []
        if len(session.match.actions) > card.step and not model.judging:
            buttons.append(_button(Again(), tr(lang, "practice.again"), key="u"))
        buttons.append(_home(lang))
        said.append(h("div", {"class": "buttons"}, *buttons))
        question = h(
            "div",
            {"class": "status-line", "data-status": "you"},
            h(
                "p",
                {
                    "class": "status-text practice-question",
                    "id": "practice-question",
                    "role": "status",
                    "aria-live": "polite",
                    "data-long": "true" if len(asked) > LONG else None,
                },
                asked,
            ),
        )
        area = h(
            "div", {"class": "board-area", "aria-describedby": "practice-question"}, question, board, *notes
        )
    else:
        view_ = seat_view(card)
        # The answer was the review's own move: marked once, as the answer (the legend says so).
        best = () if judged.best == judged.answer else judged.best
        drawing = ui.position(view_, judged.answer, best, lang)
        area = h(
            "div",
            {"class": "board-area practice-answer"},
            h(
                "figure",
                {"class": "practice-position", "aria-label": tr(lang, "practice.position_label")},
                drawing,
                h("figcaption", {}, legend(judged, lang)),
            ),
        )
        # The words scroll under the verdict when the panel is short; the buttons stay in view.
        said.append(h("div", {"class": "practice-said"}, *verdict(model, judged, view_, lang)))
        said.append(onward(model, lang))
    panel = h("aside", {"class": "side-panel practice-panel"}, *said)
    parts.append(
        h(
            "div",
            {"class": "game-layout practice-layout", "data-practice": card.game, "data-position": card.id},
            area,
            panel,
        )
    )
    return parts


def legend(judged: Judged, lang: str) -> Spec:
    """What the marks on the board say: the answer's, and the better move's."""
    rows = [("practice.legend_answer", PLAYED)]
    if judged.best != judged.answer:
        rows.append(("review.legend_best", BEST))
    return h(
        "ul",
        {"class": "position-legend"},
        *(
            h("li", {}, h("span", {"class": f"swatch {mark}", "aria-hidden": "true"}), tr(lang, key))
            for key, mark in rows
        ),
    )


def verdict(model: Practice, judged: Judged, seen: dict[str, object], lang: str) -> list[Spec]:
    """Good or not, what was played and what the review prefers, how much it lost, why."""
    card = model.card
    assert card is not None
    ui = ui_for(card.game)
    out: list[Spec] = [
        h(
            "p",
            {
                "class": f"practice-verdict {'good' if judged.good else 'not-best'}",
                "role": "status",
                "data-good": "true" if judged.good else "false",
            },
            tr(lang, "practice.good" if judged.good else "practice.not_best"),
        ),
        h(
            "p",
            {"class": "played"},
            *_said(card.game, judged.answer, "review.played_by.you", lang),
        ),
    ]
    if judged.best != judged.answer:
        out.append(
            h(
                "p",
                {"class": "best"},
                *_said(card.game, judged.best, "review.bot_prefers", lang),
            )
        )
    if judged.loss > 0:
        if judged.unit == "points":
            loss = tr(lang, "review.loss_points", count=round(judged.loss))
        else:
            loss = tr(lang, "review.loss_chance", points=round(100 * judged.loss))
        out.append(h("p", {"class": "loss"}, loss))
    if judged.best:
        out.append(h("p", {"class": "practice-reason"}, ui.hint_reason(seen, judged.best[0], lang)))
    line = share(model, lang)
    if line is not None:
        out.append(share_box(line, CopyResult(), lang))
    return out


def onward(model: Practice, lang: str) -> Spec:
    """The next position (or the end of the session), and home."""
    last = model.index + 1 >= len(model.cards)
    label = tr(lang, "practice.finish" if last else "practice.next")
    return h("div", {"class": "buttons"}, _button(NextCard(), label, primary=True, key="Enter"), _home(lang))


def summary(model: Practice, lang: str) -> Spec:
    """The end of a session (or nothing due)."""
    if not model.results:
        words = tr(lang, "practice.none_due")
    else:
        words = tr(lang, "practice.done", good=sum(model.results), total=len(model.results))
    return h(
        "div",
        {"class": "practice-summary", "role": "status", "data-done": "true"},
        h("p", {}, words),
        h(
            "div",
            {"class": "buttons"},
            h("button", {"type": "button", "class": "btn", **on(common.OpenStats())}, tr(lang, "stats.open")),
            h(
                "button",
                {"type": "button", "class": "btn primary", **on(common.GoHome()), "autofocus": True},
                tr(lang, "frame.home"),
            ),
        ),
    )


def screen(model: Practice, shown: Shown) -> list[Spec]:
    """The screen as the page draws it (``game.ui.app.registry``), from what it shows of the app."""
    return view(model, shown.lang)
