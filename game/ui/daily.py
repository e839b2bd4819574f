"""The daily deal: one game per day per game, the same for everyone, computed offline.

The seed is derived from the game and the calendar date (``YYYY-MM-DD``, the player's local
date) by ``seed_from_text``, so every device deals the same cards on the same day, with no
server. The option set is fixed:

- Tranquility: one player, the base game (the *Calm sea* preset).
- Shifting Stones: the solo game.

The first attempt of a day is the one on the record; the deal can be replayed as often as
wished, and those games are marked as replays and left out of the record.
"""

from __future__ import annotations

import re
from dataclasses import dataclass
from typing import Any

from game.core.rng import seed_from_text
from game.ui.i18n import tr

DATE = re.compile(r"^\d{4}-\d{2}-\d{2}$")


@dataclass(frozen=True)
class DailySpec:
    players: int
    options: dict[str, Any]


DAILY: dict[str, DailySpec] = {
    "tranquility": DailySpec(1, {}),
    "shifting-stones": DailySpec(1, {}),
}


def is_date(text: str) -> bool:
    return bool(DATE.match(text))


def daily_seed(game: str, date: str) -> int:
    """The seed of ``game``'s deal on ``date`` (``YYYY-MM-DD``)."""
    if game not in DAILY or not is_date(date):
        raise ValueError(f"no daily deal for {game!r} on {date!r}")
    return seed_from_text(f"sea-and-stones daily {game} {date}")


def daily_result(game: str, view: dict[str, Any]) -> tuple[bool, int]:
    """Won or not, and the figure the share line quotes: cards to spare (or cells filled) in
    Tranquility, strikes (or cards scored) in Shifting Stones solo."""
    if game == "tranquility":
        if view.get("result") == "won":
            return True, int(sum(view["hand_sizes"]) + sum(view["pile_sizes"]))
        return False, sum(1 for cell in view["grid"] if cell is not None)
    if view["winners"]:
        return True, int(view["strikes"])
    return False, len(view["scored"][0])


def share_text(game: str, date: str, won: bool, figure: int, replay: bool, lang: str = "en") -> str:
    """The result of a daily deal as a short line to share, without spoiling the deal."""
    kind = "tranq" if game == "tranquility" else "stones"
    result = tr(lang, f"daily.share.{kind}_{'won' if won else 'lost'}", count=figure)
    line = tr(lang, "daily.share.line", game=tr(lang, f"game.{game}"), date=date, result=result)
    return line + tr(lang, "daily.share.replay") if replay else line
