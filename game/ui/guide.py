"""Guided first games: a fixed deal and a short coach that says what to play and why.

A guide is a deal (options, seed, who sits where) and its steps. A step may explain a rule (a
catalogue key: the rules page's own sections, so the coach and the rules page say the same) and
may ask for a move; the move is a canonical action, told in words by the game's Hint words, its
cells marked on the board. The bots play their own moves in between: their choices depend only
on the deal and the moves before (``game.core.table.decision_rng``), so the position a step
speaks of is always the one on the table. A move other than the one asked for is refused with
the coach's reminder; "Leave the guide" turns the coach off and the game goes on as any other.
"""

from __future__ import annotations

from collections.abc import Mapping
from dataclasses import dataclass
from typing import Any

from game.ui.element import Spec, h
from game.ui.i18n import tr


@dataclass(frozen=True)
class GuideStep:
    """One step of the coach: a rule to read (catalogue key), a move to make, or both."""

    lesson: str | None = None
    action: str | None = None


@dataclass(frozen=True)
class Guide:
    """The deal of a guided game and its steps, in order."""

    options: Mapping[str, Any]
    seed: int
    #: per seat: ``"human"`` (the learner, seat 0) or a bot level
    seats: tuple[str, ...]
    steps: tuple[GuideStep, ...]


def coach_panel(
    steps: tuple[GuideStep, ...], index: int, waiting: bool, said: tuple[str, str] | None, lang: str
) -> Spec:
    """The coach above the table: which step, the rule it explains, the move it asks for (``said``:
    the move and why, in words) or a Continue, and the way out. ``waiting``: a bot is moving."""
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
                    tr(lang, "guide.do", move=said[0]),
                )
            )
            parts.append(h("p", {"class": "guide-why"}, said[1]))
    buttons: list[Spec] = []
    if step.action is None:
        last = index == len(steps) - 1
        buttons.append(
            h(
                "button",
                {"type": "button", "class": "btn primary", "data-cmd": "guide-next", "autofocus": True},
                tr(lang, "guide.finish" if last else "guide.next"),
            )
        )
    buttons.append(
        h("button", {"type": "button", "class": "btn", "data-cmd": "guide-close"}, tr(lang, "guide.leave"))
    )
    return h(
        "section",
        {"class": "guide", "aria-label": tr(lang, "guide.title"), "aria-live": "polite"},
        *parts,
        h("div", {"class": "buttons"}, *buttons),
    )
