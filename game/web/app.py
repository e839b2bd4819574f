"""Paints the app into the page and wires its events; decides nothing about the games."""

from __future__ import annotations

import json
from typing import Any

import js

from game import __version__
from game.ui.element import Spec
from game.ui.shell import shell_view


def paint(target_id: str, specs: list[Spec]) -> None:
    """Replace the children of ``#target_id`` with the given element specs (text-safe)."""
    js.window.seaRender.replace(target_id, json.dumps(specs))


def start() -> None:
    """Show the shell and tell the page the app is interactive."""
    boot: Any = js.window.seaBoot
    try:
        boot.stage("Setting the table…", 0.95)
        paint("app", shell_view(__version__))
        boot.ready()
    except Exception as err:  # any failure must reach the player as a message, not a blank page
        boot.fail(f"{type(err).__name__}: {err}")
        raise
