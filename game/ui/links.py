"""Share links: ``#tranquility?seed=42&options={...}`` opens the setup of that exact deal."""

from __future__ import annotations

import json
from typing import Any

from game.core.registry import SPECS


def share_link(game: str, options: dict[str, Any], seed: int, players: int) -> str:
    """The fragment that reopens this deal's setup (options without the player count)."""
    # Imported here: urllib.parse pulls in ipaddress, costly at start-up in the browser.
    from urllib.parse import quote, urlencode

    extra = {k: v for k, v in options.items() if k != "players"}
    query = {"seed": str(seed), "players": str(players)}
    if extra:
        query["options"] = json.dumps(extra, separators=(",", ":"), sort_keys=True)
    return f"#{game}?" + urlencode(query, quote_via=quote)


def parse_link(fragment: str) -> tuple[str, dict[str, str]] | None:
    """The game and the setup form values a link asks for, or None if it is not one of ours."""
    text = fragment.lstrip("#")
    game, _, query = text.partition("?")
    if game not in SPECS:
        return None
    from urllib.parse import parse_qs

    params = {key: values[0] for key, values in parse_qs(query).items() if values}
    values: dict[str, str] = {}
    if params.get("seed", "").isdigit():
        values["seed"] = params["seed"]
    if params.get("players", "").isdigit() and 1 <= int(params["players"]) <= 5:
        values["players"] = params["players"]
    try:
        options = json.loads(params.get("options", "{}"))
    except ValueError:
        options = {}
    if isinstance(options, dict):
        for key, value in options.items():
            if isinstance(value, bool):
                values[key] = "1" if value else ""
            elif isinstance(value, int | str) or value is None:
                values[key] = "" if value is None else str(value)
    return game, values
