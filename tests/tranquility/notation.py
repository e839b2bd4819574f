"""A compact notation for setting up Tranquility positions in scenario tests.

``position("grid: 3@0 17@5 W40@9; hand0: 4 9 80 F F; hand1: 12; pile0: 5 6", storms=True)``
builds a state with those cards (``W40@9`` is a Wild card acting as 40; piles list their top
card last). Other keys: ``turn: 1``, ``start: no`` (no Start played yet; default: played),
``rocks: 2``, ``day`` / ``night``, ``compasses: 1 0``, ``headwind: 0``, ``doldrums: 0``,
``restricted``, ``supply: 3``. Unlisted hands and piles are empty. Scenario positions need not
hold all 85 cards; everything else about the state comes from a fresh setup.
"""

from __future__ import annotations

from dataclasses import replace
from typing import Any

from game.tranquility import cards as C
from game.tranquility.actions import format_action
from game.tranquility.engine import new_game
from game.tranquility.legal import legal_moves
from game.tranquility.options import TranquilityOptions
from game.tranquility.rules import RULES
from game.tranquility.state import TState


def cards(text: str) -> tuple[int, ...]:
    """``"4 9 F"`` -> card codes."""
    out = []
    for part in text.split():
        code = C.code_of(part)
        assert code is not None, part
        out.append(code)
    return tuple(out)


def position(spec: str, **options: Any) -> TState:
    """The position described by ``spec`` with options given as keywords (players default 2)."""
    options.setdefault("players", 2)
    o = TranquilityOptions(**options)
    s = new_game(o, 0)
    n = o.players
    fields: dict[str, Any] = {
        "hands": [()] * n,
        "piles": [()] * n,
        "start_card": C.START,
        "rocks": -1,
        "turn": 0,
        "agenda": (),
        "result": 0,
        "restricted": False,
        "night": True,
        "discards": ((),) * n,
    }
    grid = [0] * 36
    wild: list[int] = []
    for item in filter(None, (x.strip() for x in spec.split(";"))):
        key, _, value = item.partition(":")
        key, value = key.strip(), value.strip()
        if key == "grid":
            for entry in value.split():
                number, _, cell = entry.partition("@")
                if number.startswith("W"):
                    wild.append(int(cell))
                    number = number[1:]
                grid[int(cell)] = int(number)
        elif key.startswith("hand"):
            fields["hands"][int(key[4:])] = tuple(sorted(cards(value)))
        elif key.startswith("pile"):
            fields["piles"][int(key[4:])] = cards(value)
        elif key == "turn":
            fields["turn"] = int(value)
        elif key == "start":
            fields["start_card"] = 0 if value == "no" else C.START
        elif key == "rocks":
            fields["rocks"] = int(value)
        elif key in ("day", "night"):
            fields["night"] = key == "night"
        elif key == "compasses":
            fields["compasses"] = tuple(int(x) for x in value.split())
        elif key == "supply":
            fields["supply"] = int(value)
        elif key in ("headwind", "doldrums"):
            flags = [False] * n
            flags[int(value)] = True
            fields[key] = tuple(flags)
        elif key == "restricted":
            fields["restricted"] = True
        else:
            raise AssertionError(f"unknown key {key!r}")
    fields["hands"] = tuple(fields["hands"])
    fields["piles"] = tuple(fields["piles"])
    placed = tuple(p for p, v in enumerate(grid) if v)
    return replace(s, grid=tuple(grid), wild_cells=tuple(wild), placed=placed, **fields)


def legal(s: TState) -> list[str]:
    """The legal action strings of ``s``."""
    return RULES.legal_actions(s)


def plays(s: TState, prefix: str) -> list[str]:
    """Legal actions starting with ``prefix``."""
    return sorted(format_action(a) for a in legal_moves(s) if format_action(a).startswith(prefix))


def do(s: TState, *actions: str) -> TState:
    """Apply the actions one after another (each must be legal)."""
    for action in actions:
        s = RULES.apply(s, action)
    return s
