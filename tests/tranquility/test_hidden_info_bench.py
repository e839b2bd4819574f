"""The measurement in bench/hidden_info.py tells the search the truth about one part of a deal
and nothing else (docs/bots/tranquility.md relies on it)."""

from __future__ import annotations

import importlib.util
from collections import Counter
from pathlib import Path
from types import ModuleType

import pytest

from game.core.rng import Rng
from game.core.table import play_bots
from game.tranquility.bots import deal, make_bot, table_decision
from game.tranquility.options import options_from_json
from game.tranquility.rules import RULES
from game.tranquility.state import TState

ROOT = Path(__file__).resolve().parents[2]


def bench() -> ModuleType:
    spec = importlib.util.spec_from_file_location("hidden_info", ROOT / "bench" / "hidden_info.py")
    assert spec is not None and spec.loader is not None
    module = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(module)
    return module


def midgame(players: int, seed: int, actions: int) -> TState:
    options = options_from_json({"players": players})
    bots = [make_bot("normal")] * players
    return play_bots(RULES, options, seed, bots, together=table_decision, max_actions=actions).state


def hidden(s: TState, seat: int) -> Counter[int]:
    groups = [*s.piles, *(h for i, h in enumerate(s.hands) if i != seat)]
    groups += [d for i, d in enumerate(s.discards) if i != seat] + [s.removed, s.lost]
    return Counter(c for g in groups for c in g)


@pytest.mark.parametrize("part", ["hands", "piles"])
@pytest.mark.parametrize("players", [2, 3])
def test_told_makes_one_part_true_and_deals_the_rest_from_the_same_cards(part: str, players: int) -> None:
    module = bench()
    truth = midgame(players, 40 + players, 14)
    seat = RULES.current_player(truth)
    dealt = deal.state_from_view(RULES.view(truth, seat), Rng(5))
    told = module.told(dealt, truth, seat, part)
    owners = [s for s in range(players) if s != seat or part == "piles"]
    assert [getattr(told, part)[s] for s in owners] == [getattr(truth, part)[s] for s in owners]
    assert [getattr(dealt, part)[s] for s in owners] != [getattr(truth, part)[s] for s in owners]
    assert told.hands[seat] == truth.hands[seat] and told.discards[seat] == truth.discards[seat]
    assert hidden(told, seat) == hidden(dealt, seat) == hidden(truth, seat)
    assert [len(h) for h in told.hands] == [len(h) for h in truth.hands]
    assert [len(p) for p in told.piles] == [len(p) for p in truth.piles]
