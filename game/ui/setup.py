"""The new-game screens: players, seats, every option with a one-line explanation, a seed.

The form is plain HTML controls; the browser layer hands their values back as a dict of strings
and :func:`parse_setup` turns them into a game to start, or a message saying what to fix.
"""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from dataclasses import dataclass
from typing import Any

from game.core.errors import InvalidOptions
from game.core.registry import BOT_LEVELS, GameSpec, spec
from game.core.rng import seed_from_text
from game.ui.difficulty import difficulty
from game.ui.element import Spec, h
from game.ui.games import ui_for
from game.ui.i18n import seat_name, tr
from game.ui.meter import meter_level
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


def segmented(
    name: str,
    legend: str,
    choices: list[tuple[str, str]],
    current: str,
    change: str,
    extra_class: str = "",
) -> Spec:
    """A row of segmented buttons: a radio group (one tab stop, arrow keys choose) drawn as joined
    buttons, the chosen one pressed. ``choices`` are (value, text); ``change`` the form's
    ``data-change`` kind."""
    return h(
        "fieldset",
        {"class": f"segmented {extra_class}".strip()},
        h("legend", {}, legend),
        *(
            h(
                "label",
                {"class": "segment"},
                h(
                    "input",
                    {
                        "type": "radio",
                        "name": name,
                        "value": value,
                        "checked": value == current,
                        "data-change": change,
                    },
                ),
                h("span", {}, text),
            )
            for value, text in choices
        ),
    )


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


def preset_picker(game: GameSpec, options: Mapping[str, Any], lang: str = "en", players: int = 0) -> Spec:
    """The named presets as cards to choose from (a radio group), each with its one-line
    description and, for ``players``, the difficulty word and win rate of a team of hard bots;
    choosing one sets every module, which stay editable ("Custom" appears once they differ)."""
    current = preset_of(game, options)
    cards = []
    for preset in game.presets:
        found = difficulty(game, preset.options, players) if players else None
        rate = [] if found is None else [round(100 * found.rate)]
        cards.append(preset_card(preset.key, preset.key == current, rate, lang))
    if current == CUSTOM:
        cards.append(preset_card(CUSTOM, True, [], lang))
    return h(
        "fieldset",
        {"class": "option preset presets"},
        h("legend", {}, tr(lang, "preset.label")),
        *cards,
    )


def preset_card(key: str, chosen: bool, rate: list[int], lang: str = "en") -> Spec:
    """One preset as a card: a radio, its name, its description, its difficulty (if measured)."""
    help_id = f"help-preset-{key}"
    meter: list[Spec] = []
    for percent in rate:
        level = meter_level(percent / 100)
        meter.append(
            h(
                "span",
                {"class": f"preset-meter meter-{level}"},
                h("meter", {"min": "0", "max": "100", "value": str(percent), "aria-hidden": "true"}),
                " ",
                tr(lang, "setup.preset_rate", level=tr(lang, f"meter.level.{level}"), percent=percent),
            )
        )
    return h(
        "label",
        {"class": "preset-card" + (" chosen" if chosen else "")},
        h(
            "input",
            {
                "type": "radio",
                "name": "preset",
                "value": key,
                "checked": chosen,
                "data-change": "preset",
                "aria-describedby": help_id,
            },
        ),
        h("span", {"class": "preset-name"}, tr(lang, f"preset.{key}")),
        h("span", {"class": "preset-help", "id": help_id}, tr(lang, f"preset.{key}.help"), *meter),
    )


def modules_section(
    choices: Sequence[Choice], values: Mapping[str, str], open_now: bool, lang: str = "en"
) -> Spec:
    """The modules, each with its explanation, in a section that opens on demand (open when the
    options are no preset's)."""
    return h(
        "details",
        {"class": "modules", "id": "setup-modules", "open": open_now},
        h("summary", {}, tr(lang, "setup.modules")),
        h("div", {"class": "options"}, *(option_control(c, values, lang) for c in choices)),
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
    #: the seed as typed ("" when none was): shown back to the player instead of the number
    seed_text: str = ""
    #: the seats of friends who play on their own devices (the game travels to them by link)
    away: tuple[int, ...] = ()


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
    away = tuple(i for i in range(players) if values.get(f"kind{i}") == "link")
    options = ui_for(game).options_from_form(values)
    # Validate now, so the player sees the problem on the form.
    spec(game).parse_options({**options, "players": players})
    seed_text = values.get("seed", "").strip()
    seed = seed_from_text(seed_text) if seed_text else fallback_seed
    return GameSetup(game, seats, options, seed, seed_text, away)
