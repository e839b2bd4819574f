"""Command-line simulations and bot benchmarks: ``python -m game.sim <game> [options]``.

Each game contributes a subcommand from its module here (``game/sim/<game>.py``, named by the
registry) with two functions: ``add_arguments(parser)`` and ``run(args) -> dict`` (the summary).
``--json`` prints that summary as one JSON object; without it a short readable report is printed.
The games themselves are played by the shared table of bots, :mod:`game.core.table`.
"""

from __future__ import annotations

import argparse
import json
import os
import sys
from collections.abc import Sequence
from importlib import import_module
from typing import Any

from game.core.registry import GAMES

#: game id -> the module that adds its subcommand (from the registry)
SUBCOMMANDS = {game.id: game.sim_module for game in GAMES}


def build_parser() -> argparse.ArgumentParser:
    parser = argparse.ArgumentParser(prog="python -m game.sim", description=__doc__)
    sub = parser.add_subparsers(dest="game", required=True)
    for name, module_name in SUBCOMMANDS.items():
        try:
            module = import_module(module_name)
        except ModuleNotFoundError as err:
            if err.name != module_name:
                raise
            continue
        game_parser = sub.add_parser(name, help=(module.__doc__ or name).strip().splitlines()[0])
        module.add_arguments(game_parser)
        game_parser.add_argument("--json", action="store_true", help="print one JSON object")
        game_parser.set_defaults(run=module.run)
    return parser


def format_report(summary: dict[str, Any]) -> str:
    """A plain text report of a summary, one figure a line."""
    return "\n".join(f"{key}: {json.dumps(value)}" for key, value in summary.items())


def record_problem(path: str) -> str | None:
    """Why a ``--record`` file could not be written (checked before the games are played), or None."""
    folder = os.path.dirname(os.path.abspath(path))
    if os.path.isdir(path):
        return "it is a directory"
    if not os.path.isdir(folder):
        return f"no such directory: {folder}"
    if not os.access(folder, os.W_OK) or (os.path.exists(path) and not os.access(path, os.W_OK)):
        return "permission denied"
    return None


def fail(message: str) -> int:
    """One line on stderr, exit status 2 (as for a bad argument)."""
    print(f"python -m game.sim: error: {message}", file=sys.stderr)
    return 2


def main(argv: Sequence[str] | None = None) -> int:
    parser = build_parser()
    args = parser.parse_args(argv)
    record = getattr(args, "record", None)
    if record is not None and (problem := record_problem(record)) is not None:
        return fail(f"cannot write --record {record}: {problem}")
    try:
        summary = args.run(args)
    except ValueError as err:
        parser.error(str(err))
    except OSError as err:  # the record file went away or filled the disk while the games ran
        return fail(f"cannot write {err.filename or record}: {err.strerror or err}")
    print(json.dumps(summary) if args.json else format_report(summary))
    return 0
