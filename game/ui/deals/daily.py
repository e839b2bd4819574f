"""The daily deal: one game per day per game, the same for everyone, computed offline.

The seed is derived from the game and the calendar date (``YYYY-MM-DD``, the player's local
date) by ``seed_from_text``, so every device deals the same cards on the same day, with no
server. The table is fixed by the game's registry entry (``GameSpec.daily``): Tranquility solo
with the base game, Shifting Stones solo.

The first attempt of a day is the one on the record; the deal can be replayed as often as
wished, and those games are marked as replays and left out of the record.
"""

from __future__ import annotations

import re
from typing import TYPE_CHECKING

from game.core.registry import GAMES, DailyDeal
from game.core.rng import seed_from_text
from game.ui.app.frontends import ui_for
from game.ui.i18n import tr

if TYPE_CHECKING:
    from game.ui.table.session import Session

DATE = re.compile(r"^\d{4}-\d{2}-\d{2}$")

#: game id -> its daily table
DAILY: dict[str, DailyDeal] = {game.id: game.daily for game in GAMES}


def is_date(text: str) -> bool:
    return bool(DATE.match(text))


def daily_seed(game: str, date: str) -> int:
    """The seed of ``game``'s deal on ``date`` (``YYYY-MM-DD``)."""
    if game not in DAILY or not is_date(date):
        raise ValueError(f"no daily deal for {game!r} on {date!r}")
    return seed_from_text(f"sea-and-stones daily {game} {date}")


def daily_result(session: Session) -> tuple[bool, int]:
    """Won or not, and the figure the share line quotes: read from the game's one end summary."""
    summary = ui_for(session.match.game).end_summary(session)
    return summary.share_won, summary.share_figure


def share_text(game: str, date: str, won: bool, figure: int, replay: bool, lang: str = "en") -> str:
    """The result of a daily deal as a short line to share, without spoiling the deal."""
    result = ui_for(game).share_result(won, figure, lang)
    line = tr(lang, "daily.share.line", game=tr(lang, f"game.{game}"), date=date, result=result)
    return line + tr(lang, "daily.share.replay") if replay else line
