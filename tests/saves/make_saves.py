"""Writes the saves of tests/saves with the code of one commit of the project.

    git archive <commit> game | tar -x -C /tmp/at-commit
    cd /tmp/at-commit && PYTHONPATH=. python <repo>/tests/saves/make_saves.py <repo>/tests/saves <tag>

Each case plays seeded random legal moves (a few to the end) and writes the save exactly as the
site of that commit stored it (``game.ui.storage.saves.save_text``), as ``format<N>-<tag>-<case>.json``.
"""

from __future__ import annotations

import json
import random
import sys
from dataclasses import replace
from typing import Any

from game.ui.storage.saves import save_text
from game.ui.table.session import Seat, new_session

CASES: list[tuple[str, str, dict[str, Any], list[Seat], int]] = [
    ("tranquility-solo", "tranquility", {}, [Seat("Ada")], 40),
    (
        "tranquility-modules",
        "tranquility",
        {"sea_monsters": 4, "layout": "pyramid"},
        [Seat("Ada"), Seat("Bot", "bot", "hard"), Seat("Cy")],
        60,
    ),
    ("tranquility-finished", "tranquility", {}, [Seat("Ada"), Seat("Bo")], 100_000),
    ("stones-pair", "shifting-stones", {}, [Seat("Ada"), Seat("Bot", "bot", "easy")], 25),
    ("stones-finished", "shifting-stones", {}, [Seat("Ada")], 100_000),
]


def main(out: str, tag: str) -> None:
    for name, game, options, seats, moves in CASES:
        session = new_session(game, options, seats, 4242, f"{tag}-{name}")
        pick = random.Random(7)
        for _ in range(moves):
            legal = session.rules.legal_actions(session.state)
            if not legal:
                break
            session = session.play(pick.choice(sorted(legal)))
        if name == "stones-finished" and hasattr(session, "daily"):
            session = replace(session, daily="2026-12-01")
        text = save_text(session, "2026-12-01T12:00:00.000Z")
        fmt = json.loads(text)["format"]
        with open(f"{out}/format{fmt}-{tag}-{name}.json", "w") as file:
            file.write(text + "\n")


if __name__ == "__main__":
    main(sys.argv[1], sys.argv[2])
