"""Form widgets of the setup screen that a game's front end builds its own fields from: an option's
control, segmented buttons, the presets, the modules' section, the player count as entered."""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from dataclasses import dataclass
from typing import Any

from game.core.registry import GameSpec
from game.ui.app.wire import Changes, changes
from game.ui.deals.difficulty import difficulty
from game.ui.deals.presets import CUSTOM, preset_of
from game.ui.element import Spec, h
from game.ui.i18n import tr
from game.ui.widgets.meter import meter_level


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
    change: Changes,
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
                        **changes(change),
                    },
                ),
                h("span", {}, text),
            )
            for value, text in choices
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
                **changes("setup-option"),
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
        {"name": choice.key, "aria-describedby": help_id, **changes("setup-option")},
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
                **changes("preset"),
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
