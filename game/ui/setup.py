"""The new-game screens: players, seats, every option with a one-line explanation, a seed.

The form is plain HTML controls; the browser layer hands their values back as a dict of strings
and :func:`parse_setup` turns them into a game to start, or a message saying what to fix.
"""

from __future__ import annotations

from collections.abc import Mapping
from dataclasses import dataclass
from typing import Any

from game.core.errors import InvalidOptions
from game.core.registry import get_rules
from game.core.rng import seed_from_text
from game.ui.element import Spec, h
from game.ui.session import BOT_LEVELS, Seat, clean_name

TITLES = {"tranquility": "Tranquility", "shifting-stones": "Shifting Stones"}
PLAYER_RANGE = {"tranquility": (1, 5), "shifting-stones": (1, 5)}


@dataclass(frozen=True)
class Choice:
    """One option control: key, label, explanation, and (value, text) choices or a checkbox."""

    key: str
    label: str
    help: str
    values: tuple[tuple[str, str], ...] = ()

    @property
    def is_checkbox(self) -> bool:
        return not self.values


TRANQUILITY_CHOICES = (
    Choice(
        "removed_islands",
        "Fewer islands",
        "Remove some Islands unseen before dealing: fewer cards to spend.",
        (("0", "None removed"), *((str(n), f"{n} removed") for n in range(4, 13))),
    ),
    Choice(
        "sea_monsters",
        "Sea Monsters",
        "Monsters swallow a placed Island; they can't be discarded and block the Finish.",
        (("0", "None"), ("3", "3 monsters"), ("4", "4 monsters"), ("5", "5 monsters")),
    ),
    Choice(
        "jagged_rocks",
        "Jagged Rocks",
        "A marker blocks one row until four rows are complete.",
        (
            ("", "None"),
            ("automatic", "Automatic: moves every turn"),
            ("manual", "Manual: you move it or pay two"),
            ("follow", "Follow: goes to your row"),
        ),
    ),
    Choice("storms", "Storms & Compass", "Storms strike when drawn; a Compass cancels one."),
    Choice(
        "wild_cards",
        "Wild cards",
        "A wild plays as any Island number, a Start or a Finish.",
        (("0", "None"), ("1", "1 wild"), ("2", "2 wilds"), ("3", "3 wilds")),
    ),
    Choice(
        "layout",
        "Layout",
        "The shape of the sea; Pyramid and High Arch also count the cells a card rests on.",
        (("standard", "Standard 6×6"), ("pyramid", "Pyramid"), ("high_arch", "High Arch")),
    ),
    Choice(
        "day_night",
        "Day and Night",
        "Lower half by night, upper half by day; a drawn Compass turns every hand.",
    ),
    Choice("competitive", "Competitive 1 v 1", "Two players, each for their own score."),
)


def default_names(count: int) -> list[str]:
    return [f"Player {i + 1}" for i in range(count)]


def seat_row(index: int, values: Mapping[str, str]) -> Spec:
    name = values.get(f"name{index}", "You" if index == 0 else f"Player {index + 1}")
    kind = values.get(f"kind{index}", "human" if index == 0 else "bot")
    level = values.get(f"level{index}", "normal")
    return h(
        "fieldset",
        {"class": "seat-row"},
        h("legend", {}, f"Seat {index + 1}"),
        h(
            "label",
            {},
            "Name ",
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
            "Played by ",
            h(
                "select",
                {"name": f"kind{index}"},
                h("option", {"value": "human", "selected": kind == "human"}, "A person"),
                h("option", {"value": "bot", "selected": kind == "bot"}, "A bot"),
            ),
        ),
        h(
            "label",
            {},
            "Bot level ",
            h(
                "select",
                {"name": f"level{index}"},
                *(h("option", {"value": lv, "selected": lv == level}, lv.capitalize()) for lv in BOT_LEVELS),
            ),
        ),
    )


def option_control(choice: Choice, values: Mapping[str, str]) -> Spec:
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
                "aria-describedby": help_id,
            },
        )
        return h(
            "div",
            {"class": "option"},
            h("label", {}, control, " ", choice.label),
            h("p", {"class": "help", "id": help_id}, choice.help),
        )
    select = h(
        "select",
        {"name": choice.key, "aria-describedby": help_id},
        *(h("option", {"value": v, "selected": v == current}, text) for v, text in choice.values),
    )
    return h(
        "div",
        {"class": "option"},
        h("label", {}, choice.label, " ", select),
        h("p", {"class": "help", "id": help_id}, choice.help),
    )


def setup_screen(game: str, values: Mapping[str, str], error: str | None = None) -> Spec:
    """The setup form of ``game``; ``values`` are the current field values (strings)."""
    low, high = PLAYER_RANGE[game]
    players = int(values.get("players", "1" if game == "tranquility" else "2"))
    count = h(
        "label",
        {},
        "Players ",
        h(
            "select",
            {"name": "players", "data-change": "setup-players"},
            *(h("option", {"value": str(n), "selected": n == players}, str(n)) for n in range(low, high + 1)),
        ),
    )
    parts: list[Any] = [h("h2", {}, f"New game of {TITLES[game]}"), count]
    if game == "shifting-stones":
        parts.append(
            h("p", {"class": "help"}, "One player plays the solo game: score all 16 cards before 4 strikes.")
        )
    parts.extend(seat_row(i, values) for i in range(players))
    if game == "tranquility":
        parts.append(
            h(
                "fieldset",
                {"class": "options"},
                h("legend", {}, "Modules"),
                *(option_control(c, values) for c in TRANQUILITY_CHOICES),
            )
        )
    parts.append(
        h(
            "label",
            {"class": "seed"},
            "Seed (optional) ",
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
            "The same seed and options deal the same game, so a deal can be replayed or shared.",
        )
    )
    if error:
        parts.append(h("p", {"class": "form-error", "role": "alert"}, error))
    parts.append(
        h(
            "div",
            {"class": "buttons"},
            h("button", {"type": "button", "class": "btn", "data-cmd": "home"}, "Back"),
            h("button", {"type": "submit", "class": "btn primary", "data-cmd": f"start:{game}"}, "Start"),
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


def options_from_form(game: str, values: Mapping[str, str]) -> dict[str, Any]:
    """Engine options (the JSON keys) from form strings."""
    if game != "tranquility":
        return {}
    return {
        "removed_islands": int(values.get("removed_islands", "0") or 0),
        "sea_monsters": int(values.get("sea_monsters", "0") or 0),
        "jagged_rocks": values.get("jagged_rocks") or None,
        "storms": values.get("storms") == "1",
        "wild_cards": int(values.get("wild_cards", "0") or 0),
        "layout": values.get("layout", "standard") or "standard",
        "day_night": values.get("day_night") == "1",
        "competitive": values.get("competitive") == "1",
    }


def parse_setup(game: str, values: Mapping[str, str], fallback_seed: int) -> GameSetup:
    """A game to start from the form, or ``InvalidOptions`` naming what to change."""
    try:
        players = int(values.get("players", "0"))
    except ValueError:
        raise InvalidOptions("players", "Choose the number of players.") from None
    seats = tuple(
        Seat(
            clean_name(values.get(f"name{i}", ""), i),
            "bot" if values.get(f"kind{i}") == "bot" else "human",
            values.get(f"level{i}", "normal") if values.get(f"level{i}") in BOT_LEVELS else "normal",
        )
        for i in range(players)
    )
    options = options_from_form(game, values)
    # Validate now, so the player sees the problem on the form.
    get_rules(game).options_from_json({**options, "players": players})
    seed_text = values.get("seed", "").strip()
    seed = seed_from_text(seed_text) if seed_text else fallback_seed
    return GameSetup(game, seats, options, seed)
