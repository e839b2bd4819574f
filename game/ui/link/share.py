"""Share links: ``#tranquility?seed=42&options={...}`` opens the setup of that exact deal, and
``...&moves=<code>`` the replay of a whole game played from it (game.replay's code)."""

from __future__ import annotations

import json
from dataclasses import dataclass
from typing import Any

from game.core.registry import SPECS
from game.ui.storage.backend import read_json


def share_link(game: str, options: dict[str, Any], seed: int, players: int) -> str:
    """The fragment that reopens this deal's setup (options without the player count)."""
    # Imported here: urllib.parse pulls in ipaddress, costly at start-up in the browser.
    from urllib.parse import quote, urlencode

    extra = {k: v for k, v in options.items() if k != "players"}
    query = {"seed": str(seed), "players": str(players)}
    if extra:
        query["options"] = json.dumps(extra, separators=(",", ":"), sort_keys=True)
    return f"#{game}?" + urlencode(query, quote_via=quote)


#: the longest fragment read (a share link of ours is a few hundred characters)
MAX_LINK = 2000
#: the longest replay link read: its moves' code (game.replay.MAX_CODE) and the deal
MAX_REPLAY_LINK = 4600
#: the longest seed accepted (a seed is a 64-bit number: 20 digits)
MAX_SEED_DIGITS = 20


@dataclass(frozen=True)
class Link:
    """What a share link asks for: the game and its setup form values, or why it is refused
    (``refused`` names the catalogue message ``link.<refused>``)."""

    game: str
    values: dict[str, str]
    refused: str | None = None
    #: a replay link: the code of its moves (else "")
    moves: str = ""
    #: the game's options as the link gives them (with ``players``), for a replay
    options: dict[str, Any] | None = None


def parse_link(fragment: str) -> Link | None:
    """The game and the setup form values a link asks for, checked against the game's options
    (types, ranges, players 1 to 5) with bounded work; None if it is not a link of ours."""
    text = fragment.lstrip("#")
    limit = MAX_REPLAY_LINK if "&moves=" in text[: MAX_REPLAY_LINK + 1] else MAX_LINK
    game, _, query = text[: limit + 1].partition("?")
    if game not in SPECS:
        return None
    if len(text) > limit:
        return Link(game, {}, "too_long")
    from urllib.parse import parse_qs

    try:
        params = {key: values[0] for key, values in parse_qs(query, max_num_fields=10).items() if values}
    except ValueError:
        return Link(game, {}, "bad_options")
    moves = params.get("moves", "")
    if moves and not (moves.isascii() and all(c.isalnum() or c in "-_." for c in moves)):
        return Link(game, {}, "bad_moves")
    entry = SPECS[game]
    values: dict[str, str] = {}
    if "seed" in params:
        seed = params["seed"]
        if not (seed.isascii() and seed.isdigit() and len(seed) <= MAX_SEED_DIGITS):
            return Link(game, {}, "bad_seed")
        values["seed"] = seed
    players = entry.default_players
    if "players" in params:
        text_players = params["players"]
        if not (text_players.isascii() and text_players.isdigit() and len(text_players) <= 1):
            return Link(game, {}, "bad_players")
        players = int(text_players)
        if not 1 <= players <= 5 or not entry.min_players <= players <= entry.max_players:
            return Link(game, {}, "bad_players")
        values["players"] = text_players
    try:
        options = read_json(params.get("options", "{}"), MAX_LINK, 4)
    except ValueError:
        return Link(game, {}, "bad_options")
    if not isinstance(options, dict) or "players" in options:
        return Link(game, {}, "bad_options")
    try:  # the game's own check of every option's type, range and combination
        entry.parse_options({**options, "players": players})
    except Exception:
        return Link(game, {}, "bad_options")
    for key, value in options.items():
        if isinstance(value, bool):
            values[key] = "1" if value else ""
        elif isinstance(value, int | str) or value is None:
            values[key] = "" if value is None else str(value)
        else:
            return Link(game, {}, "bad_options")
    if moves and "seed" not in values:
        return Link(game, {}, "bad_seed")
    return Link(game, values, None, moves, {**options, "players": players})
