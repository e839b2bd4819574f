"""A whole state built from one seat's view, the hidden cards dealt at random (RULES.md A9).

The hard bot searches in such states. Everything the view shows is copied; every card the seat
cannot see (other hands, all piles, other seats' discards, removed Islands, the Undertow's
cards) is dealt by the one redeal of hidden cards, ``game.tranquility.resample.deal_hidden``,
which says what it keeps certain. Only a turn action's position can be
rebuilt (a pending follow-up decision has hidden bookkeeping), so the view must show no pending
decision.
"""

from __future__ import annotations

from collections.abc import Mapping
from typing import Any

from game.core.rng import Rng
from game.tranquility import cards as C
from game.tranquility.options import options_from_json
from game.tranquility.resample import deal_hidden, hidden_cards
from game.tranquility.rocks import GONE
from game.tranquility.state import PLAYING, TState


def state_from_view(view: Mapping[str, Any], rng: Rng) -> TState:
    """A state the seat of ``view`` cannot tell from the real one, hidden cards dealt by ``rng``
    (``game.tranquility.resample``, the one redeal).

    The view must show a turn action (no pending decision) of an unfinished game.
    """
    if view["pending"] is not None or view["result"] is not None:
        raise ValueError("only a turn action's position can be rebuilt from a view")
    options = options_from_json({**view["options"], "players": view["players"]})
    n = options.players
    seat = int(view["seat"])
    hand = tuple(sorted(C.codes(view["hand"])))
    mine = C.codes(view["own_discards"])
    dealt = deal_hidden(view, rng)
    return TState(
        options=options,
        rng=Rng(rng.next_u64()).to_hex(),
        grid=tuple(v or 0 for v in view["grid"]),
        wild_cells=tuple(sorted(view["wild_cells"])),
        placed=tuple(view["placed_order"]),
        hands=tuple(hand if s == seat else dealt.hands[s] for s in range(n)),
        piles=dealt.piles,
        discards=tuple(mine if s == seat else dealt.discards[s] for s in range(n)),
        removed=dealt.removed,
        lost=dealt.lost,
        gone=C.codes(view["gone"]),
        compasses=tuple(view["compasses"]),
        supply=int(view["compass_supply"]),
        start_card=(C.code_of(view["start_card"]) or 0) if view["start_card"] else 0,
        finish_card=0,
        rocks=GONE if view["rocks"] is None else int(view["rocks"]),
        night=view["orientation"] != "day",
        headwind=tuple(bool(x) for x in view["headwind"]),
        doldrums=tuple(bool(x) for x in view["doldrums"]),
        restricted=bool(view["doldrums_now"]),
        scores=tuple(view["scores"]) if view["scores"] is not None else (0,) * n,
        turn=int(view["turn"]),
        turn_number=int(view["turn_number"]),
        agenda=(),
        shares=tuple(view["shares"]),
        result=PLAYING,
        loser=-1,
    )


__all__ = ["hidden_cards", "state_from_view"]
