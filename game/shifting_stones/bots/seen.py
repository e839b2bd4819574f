"""What a bot knows, read from its seat's view only (RULES.md C: hidden stays hidden)."""

from __future__ import annotations

from collections.abc import Mapping
from dataclasses import dataclass
from typing import Any

from game.shifting_stones.cards import ALL_CARD_IDS, POINTS, card_id_of
from game.shifting_stones.matching import grid_key
from game.shifting_stones.tiles import parse_grid


def _ids(names: Any) -> tuple[int, ...]:
    out = []
    for name in names:
        card = card_id_of(str(name))
        if card is not None:
            out.append(card)
    return tuple(out)


@dataclass(frozen=True, slots=True)
class Seen:
    """The facts of a view a bot plays from.

    ``unseen`` are the cards this seat has never seen: in the deck or in other hands (and, solo,
    also those left in the box). ``others`` are the hand sizes of the other seats in turn order,
    the next player first. ``scored_counts`` and ``ones`` are, per seat, the cards scored and
    how many of them are worth 1 point (the +3 bonus, RULES.md B5).
    """

    key: int
    hand: tuple[int, ...]
    seat: int
    others: tuple[int, ...]
    players: int
    discard: tuple[int, ...]
    deck_size: int
    unseen: tuple[int, ...]
    acted: bool
    turn_scored: int
    can_skip: bool
    scored_counts: tuple[int, ...]
    ones: tuple[int, ...]
    scores: tuple[int, ...]
    strikes: int
    end_trigger: int

    @property
    def solo(self) -> bool:
        return self.players == 1


def read_view(view: Mapping[str, Any]) -> Seen:
    """The :class:`Seen` of a seat's view (see :func:`game.shifting_stones.views.view`)."""
    seat = int(view["seat"])
    players = int(view["players"])
    hand = tuple(sorted(_ids(view.get("hand", ()))))
    scored = [_ids(cards) for cards in view["scored"]]
    discard = _ids(view["discard"])
    known = set(hand) | set(discard) | {c for cards in scored for c in cards}
    unseen = tuple(c for c in ALL_CARD_IDS if c not in known)
    sizes = [int(s) for s in view["hand_sizes"]]
    others = tuple(sizes[(seat + i) % players] for i in range(1, players))
    skipped = view["skipped_last"]
    return Seen(
        key=grid_key(parse_grid(str(view["grid"]))),
        hand=hand,
        players=players,
        seat=seat,
        acted=bool(view["acted"]),
        turn_scored=int(view["turn_scored"]),
        can_skip=not view["acted"] and not skipped[seat],
        strikes=int(view.get("strikes") or 0),
        deck_size=int(view["deck_size"]),
        discard=discard,
        unseen=unseen,
        others=others,
        scored_counts=tuple(len(s) for s in scored),
        ones=tuple(sum(1 for c in s if POINTS[c] == 1) for s in scored),
        scores=tuple(int(s) for s in view["scores"]),
        end_trigger=int(view["end_trigger"] or 0),
    )
