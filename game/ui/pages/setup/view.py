"""The setup screen, drawn from its model (the form as entered, and why a start was refused):
players, seats, every option with a one-line explanation, a seed."""

from __future__ import annotations

from collections.abc import Mapping
from typing import Any

from game.core.registry import BOT_LEVELS, spec
from game.ui.app import common
from game.ui.app.frontends import ui_for
from game.ui.app.screen import Shown
from game.ui.app.wire import on
from game.ui.element import Spec, h
from game.ui.i18n import seat_name, tr
from game.ui.pages.setup import Setup, Start
from game.ui.widgets.form import form_players, segmented


def seat_row(index: int, values: Mapping[str, str], lang: str = "en") -> Spec:
    """One seat as a small card: its name, who plays it (a person here, a bot, a friend on
    another device, by link), and a bot's level."""
    default = tr(lang, "seat.you") if index == 0 else tr(lang, "seat.default_name", number=index + 1)
    name = seat_name(lang, values.get(f"name{index}", default))
    kind = values.get(f"kind{index}", "human" if index == 0 else "bot")
    level = values.get(f"level{index}", "normal")
    # The level is asked only of a bot seat (the form redraws when "Played by" changes).
    level_label = h(
        "label",
        {},
        tr(lang, "setup.bot_level") + " ",
        h(
            "select",
            {"name": f"level{index}", "aria-describedby": "level-help"},
            *(
                h("option", {"value": lv, "selected": lv == level}, tr(lang, f"level.{lv}"))
                for lv in BOT_LEVELS
            ),
        ),
    )
    return h(
        "fieldset",
        {"class": "seat-row"},
        h("legend", {}, tr(lang, "setup.seat", number=index + 1)),
        h(
            "label",
            {},
            tr(lang, "setup.name") + " ",
            h(
                "input",
                {
                    "type": "text",
                    "name": f"name{index}",
                    "value": name,
                    "maxlength": 24,
                    "autocomplete": "off",
                },
            ),
        ),
        segmented(
            f"kind{index}",
            tr(lang, "setup.played_by"),
            [
                ("human", tr(lang, "relay.seat_here")),
                ("bot", tr(lang, "setup.bot")),
                ("link", tr(lang, "relay.seat_link")),
            ],
            kind,
            "setup-option",
            "kind",
        ),
        *([level_label] if kind == "bot" else []),
    )


def level_help(game: str, lang: str = "en") -> Spec:
    """How each bot level of ``game`` plays, in plain words (shown once there is a bot seat)."""
    return h(
        "dl",
        {"class": "level-help", "id": "level-help", "aria-label": tr(lang, "setup.bot_level")},
        *(
            part
            for lv in BOT_LEVELS
            for part in (
                h("dt", {}, tr(lang, f"level.{lv}")),
                h("dd", {}, tr(lang, f"level.{game}.{lv}.help")),
            )
        ),
    )


def setup_screen(game: str, values: Mapping[str, str], error: str | None = None, lang: str = "en") -> Spec:
    """The setup form of ``game``; ``values`` are the current field values (strings)."""
    entry, ui = spec(game), ui_for(game)
    low, high = entry.min_players, entry.max_players
    players = form_players(values, entry)
    count = segmented(
        "players",
        tr(lang, "setup.players"),
        [(str(n), str(n)) for n in range(low, high + 1)],
        str(players),
        "setup-players",
        "players",
    )
    parts: list[Any] = [h("h2", {}, tr(lang, "setup.title", game=tr(lang, f"game.{game}"))), count]
    parts.extend(ui.setup_notes(lang))
    parts.append(h("div", {"class": "seats"}, *(seat_row(i, values, lang) for i in range(players))))
    kinds = [values.get(f"kind{i}", "human" if i == 0 else "bot") for i in range(players)]
    if "bot" in kinds:
        parts.append(level_help(game, lang))
    if "link" in kinds:
        # The link must carry the deal for the next device to play, so it tells every hand to
        # whoever decodes it: said plainly before the game starts.
        parts.append(
            h(
                "p",
                {"class": "relay-trust", "role": "note"},
                h("strong", {}, tr(lang, "relay.trust_title")),
                " ",
                tr(lang, "relay.trust"),
            )
        )
    parts.extend(ui.setup_parts(values, lang))
    parts.append(ui.meter(ui.options_from_form(values), players, lang))
    parts.append(
        h(
            "label",
            {"class": "seed"},
            tr(lang, "setup.seed") + " ",
            h(
                "input",
                {
                    "type": "text",
                    "name": "seed",
                    "value": values.get("seed", ""),
                    "inputmode": "numeric",
                    "autocomplete": "off",
                },
            ),
        )
    )
    parts.append(
        h(
            "p",
            {"class": "help"},
            tr(lang, "setup.seed_help"),
        )
    )
    if error:
        parts.append(h("p", {"class": "form-error", "role": "alert"}, error))
    parts.append(
        h(
            "div",
            {"class": "buttons"},
            h(
                "button",
                {"type": "button", "class": "btn", **on(common.GoHome())},
                tr(lang, "common.back"),
            ),
            h(
                "button",
                {"type": "submit", "class": "btn primary", **on(Start(game))},
                tr(lang, "setup.start"),
            ),
        )
    )
    return h("form", {"class": "setup", "id": "setup-form", "data-game": game, "novalidate": True}, *parts)


def view(setup: Setup, lang: str) -> list[Spec]:
    return [setup_screen(setup.game, setup.values, setup.error, lang)]


def screen(model: Setup, shown: Shown) -> list[Spec]:
    """The screen as the page draws it (``game.ui.app.registry``), from what it shows of the app."""
    return view(model, shown.lang)
