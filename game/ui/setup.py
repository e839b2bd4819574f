"""The new-game screens: players, seats, every option with a one-line explanation, a seed.

The form is plain HTML controls; the browser layer hands their values back as a dict of strings
and :func:`parse_setup` turns them into a game to start, or a message saying what to fix.
"""

from __future__ import annotations

from collections.abc import Mapping
from dataclasses import dataclass
from typing import Any

from game.core.errors import InvalidOptions
from game.core.registry import BOT_LEVELS, GameSpec, spec
from game.core.rng import seed_from_text
from game.ui.element import Spec, h
from game.ui.games import ui_for
from game.ui.i18n import tr
from game.ui.presets import CUSTOM, preset_of
from game.ui.session import Seat, clean_name


@dataclass(frozen=True)
class Choice:
    """One option control: its key and values (none: a checkbox). Its label is the catalogue
    message ``opt.<key>``, its explanation ``opt.<key>.help``, a value's text ``opt.<key>.<value>``
    (``none`` for the empty value), or the plural ``opt.<key>.n`` for a bare number."""

    key: str
    values: tuple[str, ...] = ()
    counted: bool = False

    @property
    def is_checkbox(self) -> bool:
        return not self.values

    def value_text(self, value: str, lang: str = "en") -> str:
        if self.counted and value not in ("", "0"):
            return tr(lang, f"opt.{self.key}.n", count=int(value))
        return tr(lang, f"opt.{self.key}.{value if value not in ('', '0') else 'none'}")


def default_names(count: int, lang: str = "en") -> list[str]:
    return [tr(lang, "seat.default_name", number=i + 1) for i in range(count)]


def seat_row(index: int, values: Mapping[str, str], lang: str = "en") -> Spec:
    default = tr(lang, "seat.you") if index == 0 else tr(lang, "seat.default_name", number=index + 1)
    name = values.get(f"name{index}", default)
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
        h(
            "label",
            {},
            tr(lang, "setup.played_by") + " ",
            h(
                "select",
                {"name": f"kind{index}", "data-change": "setup-option"},
                h("option", {"value": "human", "selected": kind == "human"}, tr(lang, "setup.person")),
                h("option", {"value": "bot", "selected": kind == "bot"}, tr(lang, "setup.bot")),
            ),
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


def option_control(choice: Choice, values: Mapping[str, str], lang: str = "en") -> Spec:
    current = values.get(choice.key, "")
    help_id = f"help-{choice.key}"
    if choice.is_checkbox:
        control = h(
            "input",
            {
                "type": "checkbox",
                "name": choice.key,
                "value": "1",
                "checked": current == "1",
                "data-change": "setup-option",
                "aria-describedby": help_id,
            },
        )
        return h(
            "div",
            {"class": "option"},
            h("label", {}, control, " ", tr(lang, f"opt.{choice.key}")),
            h("p", {"class": "help", "id": help_id}, tr(lang, f"opt.{choice.key}.help")),
        )
    select = h(
        "select",
        {"name": choice.key, "aria-describedby": help_id, "data-change": "setup-option"},
        *(
            h("option", {"value": v, "selected": v == current}, choice.value_text(v, lang))
            for v in choice.values
        ),
    )
    return h(
        "div",
        {"class": "option"},
        h("label", {}, tr(lang, f"opt.{choice.key}"), " ", select),
        h("p", {"class": "help", "id": help_id}, tr(lang, f"opt.{choice.key}.help")),
    )


def preset_picker(game: GameSpec, options: Mapping[str, Any], lang: str = "en") -> Spec:
    """A select of the named presets; choosing one sets every module, which stay editable."""
    current = preset_of(game, options)
    keys = [p.key for p in game.presets] + ([CUSTOM] if current == CUSTOM else [])
    return h(
        "div",
        {"class": "option preset"},
        h(
            "label",
            {},
            tr(lang, "preset.label") + " ",
            h(
                "select",
                {"name": "preset", "data-change": "preset", "aria-describedby": "help-preset"},
                *(h("option", {"value": k, "selected": k == current}, tr(lang, f"preset.{k}")) for k in keys),
            ),
        ),
        h("p", {"class": "help", "id": "help-preset"}, tr(lang, f"preset.{current}.help")),
    )


def form_players(values: Mapping[str, str], entry: GameSpec) -> int:
    """The number of players the form asks for, within the game's range (else its default)."""
    text = values.get("players", "")
    players = int(text) if text.isascii() and text.isdigit() and len(text) <= 2 else 0
    return players if entry.min_players <= players <= entry.max_players else entry.default_players


def setup_screen(game: str, values: Mapping[str, str], error: str | None = None, lang: str = "en") -> Spec:
    """The setup form of ``game``; ``values`` are the current field values (strings)."""
    entry, ui = spec(game), ui_for(game)
    low, high = entry.min_players, entry.max_players
    players = form_players(values, entry)
    count = h(
        "label",
        {},
        tr(lang, "setup.players") + " ",
        h(
            "select",
            {"name": "players", "data-change": "setup-players"},
            *(h("option", {"value": str(n), "selected": n == players}, str(n)) for n in range(low, high + 1)),
        ),
    )
    parts: list[Any] = [h("h2", {}, tr(lang, "setup.title", game=tr(lang, f"game.{game}"))), count]
    parts.extend(ui.setup_notes(lang))
    parts.extend(seat_row(i, values, lang) for i in range(players))
    if any(values.get(f"kind{i}", "human" if i == 0 else "bot") == "bot" for i in range(players)):
        parts.append(level_help(game, lang))
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
            h("button", {"type": "button", "class": "btn", "data-cmd": "home"}, tr(lang, "common.back")),
            h(
                "button",
                {"type": "submit", "class": "btn primary", "data-cmd": f"start:{game}"},
                tr(lang, "setup.start"),
            ),
        )
    )
    return h("form", {"class": "setup", "id": "setup-form", "data-game": game, "novalidate": True}, *parts)


@dataclass(frozen=True)
class GameSetup:
    """A validated request for a new game."""

    game: str
    seats: tuple[Seat, ...]
    options: dict[str, Any]
    seed: int


def parse_setup(game: str, values: Mapping[str, str], fallback_seed: int) -> GameSetup:
    """A game to start from the form, or ``InvalidOptions`` naming what to change."""
    text = values.get("players", "")
    if not (text.isascii() and text.isdigit() and len(text) <= 2):
        raise InvalidOptions("players", "Choose the number of players.", "players_missing")
    players = int(text)
    if not spec(game).min_players <= players <= spec(game).max_players:  # before any seat is made
        spec(game).parse_options({"players": players})  # the game's own words for it
        raise InvalidOptions("players", "Choose the number of players.", "players_missing")
    seats = tuple(
        Seat(
            clean_name(values.get(f"name{i}", ""), i),
            "bot" if values.get(f"kind{i}") == "bot" else "human",
            values.get(f"level{i}", "normal") if values.get(f"level{i}") in BOT_LEVELS else "normal",
        )
        for i in range(players)
    )
    options = ui_for(game).options_from_form(values)
    # Validate now, so the player sees the problem on the form.
    spec(game).parse_options({**options, "players": players})
    seed_text = values.get("seed", "").strip()
    seed = seed_from_text(seed_text) if seed_text else fallback_seed
    return GameSetup(game, seats, options, seed)
