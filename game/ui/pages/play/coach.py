"""The guided game's coach beside the table: the step, the move asked for and why, Next and
Leave the guide."""

from __future__ import annotations

from collections.abc import Sequence

from game.ui.app.wire import on
from game.ui.element import Spec, h
from game.ui.i18n import tr
from game.ui.pages.play import GuideClose, GuideNext
from game.ui.table.guide import GuideStep
from game.ui.table.inline import drawn_at_names


def coach_panel(
    steps: tuple[GuideStep, ...],
    index: int,
    waiting: bool,
    said: tuple[str, str] | None,
    lang: str,
    cards: Sequence[Spec] = (),
) -> Spec:
    """The coach above the table: which step, the rule it explains, the move it asks for (``said``:
    the move and why, in words; a card of ``cards`` they name drawn there) or a Continue, and the
    way out. ``waiting``: a bot is moving."""
    step = steps[index]
    parts: list[Spec] = [
        h("p", {"class": "guide-progress"}, tr(lang, "guide.progress", step=index + 1, steps=len(steps))),
    ]
    if step.lesson:
        parts.append(h("p", {"class": "guide-lesson"}, tr(lang, step.lesson)))
    if step.action is not None and said is not None:
        if waiting:
            parts.append(h("p", {"class": "guide-do"}, tr(lang, "guide.wait")))
        else:
            parts.append(
                h(
                    "p",
                    {"class": "guide-do", "data-guide-action": step.action},
                    *drawn_at_names(tr(lang, "guide.do", move=said[0]), cards),
                )
            )
            parts.append(h("p", {"class": "guide-why"}, *drawn_at_names(said[1], cards)))
    buttons: list[Spec] = []
    if step.action is None:
        last = index == len(steps) - 1
        buttons.append(
            h(
                "button",
                {"type": "button", "class": "btn primary", **on(GuideNext()), "autofocus": True},
                tr(lang, "guide.finish" if last else "guide.next"),
            )
        )
    buttons.append(
        h(
            "button",
            {"type": "button", "class": "btn", **on(GuideClose())},
            tr(lang, "guide.leave"),
        )
    )
    return h(
        "section",
        {"class": "guide", "aria-label": tr(lang, "guide.title"), "aria-live": "polite"},
        *parts,
        h("div", {"class": "buttons"}, *buttons),
    )
