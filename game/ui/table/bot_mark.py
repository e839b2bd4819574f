"""The mark of a seat played by a bot, at the table: a small robot-head icon and the word "bot",
so the mark is never colour or shape alone and a screen reader hears it in the seat's name; and
the row of seat chips that carries it, the same for every game."""

from __future__ import annotations

from collections.abc import Sequence
from functools import partial

from game.ui.element import Spec, h, memo
from game.ui.i18n import tr


def bot_icon() -> Spec:
    """A robot head: a rounded square with two eyes and an antenna (decorative)."""
    return memo(("bot-icon",), _bot_icon)


def _bot_icon() -> Spec:
    return h(
        "svg",
        {"class": "bot-icon", "viewBox": "0 0 16 16", "aria-hidden": "true", "focusable": "false"},
        h("line", {"x1": 8, "y1": 1.5, "x2": 8, "y2": 4, "stroke": "currentColor", "stroke-width": 1.5}),
        h("circle", {"cx": 8, "cy": 1.6, "r": 1.2, "fill": "currentColor"}),
        h("rect", {"x": 2, "y": 4, "width": 12, "height": 10, "rx": 3, "fill": "currentColor"}),
        h("circle", {"cx": 5.6, "cy": 8.6, "r": 1.4, "class": "bot-eye"}),
        h("circle", {"cx": 10.4, "cy": 8.6, "r": 1.4, "class": "bot-eye"}),
    )


def bot_mark(lang: str = "en") -> Spec:
    """The icon and the word, as shown in a seat chip."""
    return h("span", {"class": "chip-bot"}, bot_icon(), h("span", {}, tr(lang, "chip.bot")))


def chip_label(name: str, stats: list[str], bot: bool, lang: str = "en") -> str:
    """A seat chip's accessible name: the player, "bot" for a bot's seat, then the figures."""
    who = tr(lang, "chip.bot_name", name=name) if bot else name
    return ", ".join([who, *stats])


def seat_chip_list(
    chips: Sequence[tuple[str, Sequence[str], bool, bool]], lang: str = "en", key: int | None = None
) -> Spec:
    """Every seat as a compact chip, from ``(name, figures, current, bot)`` per seat: the name,
    the bot mark for a bot's seat, then the figures; the current player's chip outlined. On a
    phone the chips wrap, each name whole, and a seat not acting shows only its figure ``key``
    (an index of the figures, from the end when negative; none without one): the acting seat
    keeps them all."""
    facts = tuple((name, tuple(stats), current, bot) for name, stats, current, bot in chips)
    return memo(("seat-chips", facts, lang, key), partial(_seat_chip_list, facts, lang, key))


def _seat_chip_list(
    chips: Sequence[tuple[str, Sequence[str], bool, bool]], lang: str, key: int | None
) -> Spec:
    items = []
    for name, stats, current, bot in chips:
        items.append(
            h(
                "li",
                {
                    "class": "chip" + (" current" if current else "") + (" bot" if bot else ""),
                    "aria-current": "true" if current else None,
                    "aria-label": chip_label(name, list(stats), bot, lang),
                },
                h("span", {"class": "chip-name"}, name),
                *([bot_mark(lang)] if bot else []),
                *(
                    h(
                        "span",
                        {
                            "class": "chip-stat key"
                            if key is not None and i == key % len(stats)
                            else "chip-stat"
                        },
                        stat,
                    )
                    for i, stat in enumerate(stats)
                ),
            )
        )
    return h("ul", {"class": "seat-chips", "aria-label": tr(lang, "chip.players")}, *items)
