"""The replay screen; its link only where the seed may be shown."""

from __future__ import annotations

from game.ui.element import Spec
from game.ui.i18n import seat_names
from game.ui.pages.play.view import seed_hidden, shown_names
from game.ui.pages.replay import Replay
from game.ui.replay_view import replay_body, replay_link


def replay_screen(replay: Replay, lang: str) -> list[Spec]:
    """The replay screen; its link only where the seed may be shown (see ``seed_hidden``)."""
    session = replay.session
    names = seat_names(lang, (seat.name for seat in shown_names(session).seats))
    link = None if seed_hidden(session) else replay_link(session)
    return replay_body(replay, names, link, lang)
