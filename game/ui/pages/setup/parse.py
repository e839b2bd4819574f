"""The setup form's values, as the browser hands them back (a dict of strings), turned into a game
to start, or a message saying what to fix."""

from __future__ import annotations

from collections.abc import Mapping
from dataclasses import dataclass
from typing import Any

from game.core.errors import InvalidOptions
from game.core.registry import BOT_LEVELS, spec
from game.core.rng import seed_from_text
from game.ui.app.frontends import ui_for
from game.ui.table.session import Seat, clean_name


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
    seed_text = values.get("seed", "").strip() or seed_word(fallback_seed)
    return GameSetup(game, seats, options, seed_from_text(seed_text), seed_text, away)


#: the letters of a drawn seed: no digit (a word of digits would be read as a number) and none
#: that looks like another (i, l, o)
SEED_LETTERS = "abcdefghjkmnpqrstuvwxyz"


def seed_word(number: int, length: int = 6) -> str:
    """A seed drawn for a player who typed none, as a short word to read out or type back
    ("kqmzta": 23^6, some 148 million deals) rather than a number of 19 digits."""
    letters = []
    for _ in range(length):
        number, at = divmod(number, len(SEED_LETTERS))
        letters.append(SEED_LETTERS[at])
    return "".join(letters)
