"""The 72 Pattern cards of the published game (RULES.md B1).

Each card is one string ``"<points> <rows>"``: rows top row first (the deck side), separated by
``/``, one face letter per square (see :mod:`game.shifting_stones.tiles`) and ``.`` for a grey
square, which needs a tile of any face. Card ``cN`` is the N-th entry below (ids 1–72); the ids
follow the published numbering of the card set.
"""

from __future__ import annotations

from dataclasses import dataclass

from game.shifting_stones.tiles import FACE_OF_LETTER

#: c1 to c72 in order (one line: the table is data, not code).
_CARDS = ("1 T/B", "3 HBD", "3 F/./F", "3 B.B", "3 .D./.../D.D", "2 ..S", "2 OM", "2 S../.../...", "1 .../.B./...", "1 O/F", "1 OB", "1 .../.F./...", "1 BH", "1 OH", "1 T/D", "1 F/H", "2 T/S", "3 .O/OM", "2 T.D", "5 .T./F.F/.O.", "1 TT", "2 M/D", "1 .D/O.", "1 TH", "1 D/D", "3 TTT", "3 H/H/H", "2 H.H", "2 FF", "2 FO.", "2 M..", "3 O/O/O", "5 H.T/.../D.O", "1 FT", "5 M../.F./..F", "2 ..D/.../D..", "2 S/./.", "3 F/T/H", "1 T/H", "2 SH", "1 HO", "1 TD", "1 O/H", "3 DDD", "2 .HB", "1 B/D", "1 O/D", "1 DO", "1 O/O", "2 ././M", "2 .../.../..M", "2 .T/B.", "3 O.O/.../.O.", "1 H/O", "1 DT", "1 T./.H", "1 DF", "2 O.O", "2 D/./B", "2 D.T", "2 B/B", "2 H../.../..H", "2 T../.../..F", "3 TFO", "2 H./.F", "5 .D./H.H/.M.", "1 HH", "1 D/T", "2 ..B/.../O..", "2 F/./T", "3 T./ST", "5 .S./.../B.B")  # fmt: skip

GREY = "."


@dataclass(frozen=True)
class Card:
    """One Pattern card: its id (1–72), points, and pattern rows (top row first)."""

    id: int
    points: int
    rows: tuple[str, ...]

    @property
    def name(self) -> str:
        """The card's canonical name in actions and views, e.g. ``"c41"``."""
        return card_name(self.id)

    @property
    def height(self) -> int:
        return len(self.rows)

    @property
    def width(self) -> int:
        return len(self.rows[0])

    def squares(self) -> list[tuple[int, int, int | None]]:
        """Every square as ``(row, column, face)``; ``face`` is None for a grey square."""
        return [
            (r, c, None if letter == GREY else FACE_OF_LETTER[letter])
            for r, row in enumerate(self.rows)
            for c, letter in enumerate(row)
        ]


def _parse(card_id: int, text: str) -> Card:
    points, rows = text.split(" ")
    return Card(card_id, int(points), tuple(rows.split("/")))


#: Every card by id; index 0 is unused so ``CARDS[41]`` is card c41.
CARDS: tuple[Card | None, ...] = (None, *(_parse(i + 1, text) for i, text in enumerate(_CARDS)))
ALL_CARD_IDS: tuple[int, ...] = tuple(range(1, len(_CARDS) + 1))
#: Points of each card by id (index 0 unused), for the hot paths.
POINTS: tuple[int, ...] = (0, *(int(text.split(" ")[0]) for text in _CARDS))
#: Card names by id (index 0 unused).
NAMES: tuple[str, ...] = ("", *(f"c{i}" for i in ALL_CARD_IDS))
_ID_OF_NAME = {name: i for i, name in enumerate(NAMES) if name}


def card(card_id: int) -> Card:
    """The card with this id (1–72)."""
    found = CARDS[card_id] if 0 < card_id < len(CARDS) else None
    if found is None:
        raise KeyError(f"no card c{card_id}")
    return found


def card_name(card_id: int) -> str:
    """``"c41"`` for card 41."""
    return NAMES[card_id]


def card_id_of(name: str) -> int | None:
    """The id named by ``"c41"``, or None if no card has that exact name."""
    return _ID_OF_NAME.get(name)


def ids_worth(points: int) -> tuple[int, ...]:
    """Every card id worth ``points``, ascending."""
    return tuple(i for i in ALL_CARD_IDS if POINTS[i] == points)
