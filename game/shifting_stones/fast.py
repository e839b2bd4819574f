"""The search fast path of Shifting Stones: a compact mutable state, moves as small ints.

The public engine (:mod:`game.shifting_stones.engine`) works on immutable states and canonical
action strings; that is the contract every caller sees. Search plays thousands of moves a
decision, so it gets its own representation here, checked against the public engine by a
property test (``tests/shifting_stones/test_fast.py``) over random positions: same legal moves,
same resulting states.

- **The grid** is one int, 3 bits a cell (:func:`game.shifting_stones.matching.grid_key`).
- **The 21 single moves** (12 Shifts, then 9 Flips, the order of every search) are table
  look-ups: a Flip XORs one bit, a Shift XORs the difference of two cells into both.
- **A card's pattern** is its ``(mask, value)`` pairs, one per offset where its rectangle fits;
  :func:`wrong_cells` turns an offset into a bit mask of the cells showing the wrong face, and
  :data:`COVER` lists, for one or two wrong cells, the single moves that touch them all: the
  only moves that can complete that offset (a move changes only the cells it touches).
- **A move** is ``card << 5 | code``: ``code`` 0–20 a single move paid by ``card``,
  :data:`SCORE_CODE` a Score of ``card``, :data:`END_CODE` / :data:`SKIP_CODE` with card 0.
  Strings appear only at the boundary (:data:`MOVE_TEXT`, :func:`move_of_text`).

Pure Python, no imports beyond the engine's own modules: it runs in Pyodide unchanged.
"""

from __future__ import annotations

from game.core.interfaces import TERMINAL
from game.core.rng import Rng
from game.shifting_stones.actions import FLIP_TEXT, SCORE_TEXT, SWAP_TEXT
from game.shifting_stones.cards import ALL_CARD_IDS
from game.shifting_stones.matching import MASKS, grid_key
from game.shifting_stones.scoring import SOLO_CARDS, after_turn, refill
from game.shifting_stones.state import StonesState
from game.shifting_stones.tiles import ADJACENT_PAIRS, CELLS

#: Single moves: 12 Shifts (adjacent cell pairs, smaller first), then 9 Flips (cell, cell).
STEP_CELLS: tuple[tuple[int, int], ...] = (*ADJACENT_PAIRS, *((cell, cell) for cell in CELLS))
STEP_COUNT = len(STEP_CELLS)
SWAP_COUNT = len(ADJACENT_PAIRS)
#: Bit shifts of the two cells of each Shift.
SWAP_SHIFTS: tuple[tuple[int, int], ...] = tuple((3 * a, 3 * b) for a, b in ADJACENT_PAIRS)
#: The bit a Flip of each cell toggles (index = step - SWAP_COUNT).
FLIP_BITS: tuple[int, ...] = tuple(1 << (3 * cell) for cell in CELLS)
#: The lowest bit of every cell: a packed grid ANDed with it keeps one bit a cell.
CELL_LOW_BITS = 0o111111111

SCORE_CODE = 21
END_CODE = 22
SKIP_CODE = 23
END = END_CODE
SKIP = SKIP_CODE


def step_key(key: int, step: int) -> int:
    """The packed grid after single move ``step`` (0–20)."""
    if step >= SWAP_COUNT:
        return key ^ FLIP_BITS[step - SWAP_COUNT]
    sa, sb = SWAP_SHIFTS[step]
    x = ((key >> sa) ^ (key >> sb)) & 7
    return key ^ (x << sa) ^ (x << sb)


def neighbours(key: int) -> list[tuple[int, int]]:
    """``(step index, key)`` for every step that changes the grid (swapping twins does not)."""
    out: list[tuple[int, int]] = []
    i = 0
    for sa, sb in SWAP_SHIFTS:
        x = ((key >> sa) ^ (key >> sb)) & 7
        if x:
            out.append((i, key ^ (x << sa) ^ (x << sb)))
        i += 1
    for bit in FLIP_BITS:
        out.append((i, key ^ bit))
        i += 1
    return out


def _touched(step: int) -> int:
    a, b = STEP_CELLS[step]
    return (1 << (3 * a)) | (1 << (3 * b))


def _cover() -> dict[int, tuple[int, ...]]:
    """For every set of one or two cells (as low bits of a packed grid), the single moves that
    touch all of them, in step order."""
    out: dict[int, tuple[int, ...]] = {}
    for a in CELLS:
        for b in CELLS:
            if b < a:
                continue
            cells = (1 << (3 * a)) | (1 << (3 * b))
            out[cells] = tuple(s for s in range(STEP_COUNT) if _touched(s) & cells == cells)
    return out


#: Cells showing the wrong face (one or two of them) -> the single moves that can fix them all.
COVER: dict[int, tuple[int, ...]] = _cover()


def wrong_cells(key: int, mask: int, value: int) -> int:
    """The cells (low bit of each) where packed grid ``key`` differs from one offset of a pattern."""
    x = (key ^ value) & mask
    return (x | (x >> 1) | (x >> 2)) & CELL_LOW_BITS


def matches(key: int, card: int) -> bool:
    """True if ``card`` matches packed grid ``key`` (RULES.md B4)."""
    for mask, value in MASKS[card]:  # noqa: SIM110 - the plain loop is the fast one
        if key & mask == value:
            return True
    return False


def matched_bits(key: int, cards: tuple[int, ...] | list[int]) -> int:
    """Bit ``i`` set when ``cards[i]`` matches ``key``."""
    bits = 0
    bit = 1
    for card in cards:
        for mask, value in MASKS[card]:
            if key & mask == value:
                bits |= bit
                break
        bit <<= 1
    return bits


def within_one(key: int, card: int) -> int:
    """0 if ``card`` matches ``key``, 1 if one single move makes it match, else 2."""
    found = _NEAR.get((key, card))
    if found is None:
        if len(_NEAR) > MEMO_LIMIT:
            _NEAR.clear()
        found = _NEAR[(key, card)] = _within_one(key, card)
    return found


def _within_one(key: int, card: int) -> int:
    for mask, value in MASKS[card]:
        if key & mask == value:
            return 0
    for mask, value in MASKS[card]:
        for step in COVER.get(wrong_cells(key, mask, value), ()):
            if matches(step_key(key, step), card):
                return 1
    return 2


#: :func:`within_one` of (grid, card) pairs seen lately; see :data:`MEMO_LIMIT`.
_NEAR: dict[tuple[int, int], int] = {}
#: Entries a memo of grid facts keeps before it is emptied.
MEMO_LIMIT = 50_000


# -- moves as small ints, strings only at the boundary -------------------------------------------
def make_move(code: int, card: int = 0) -> int:
    return card << 5 | code


def _move_texts() -> dict[int, str]:
    out = {END_CODE: "end", SKIP_CODE: "skip"}
    for card in ALL_CARD_IDS:
        out[make_move(SCORE_CODE, card)] = SCORE_TEXT[card]
        for step, (a, b) in enumerate(STEP_CELLS):
            text = SWAP_TEXT[(a, b)][card] if step < SWAP_COUNT else FLIP_TEXT[a][card]
            out[make_move(step, card)] = text
    return out


#: Every move's canonical action string.
MOVE_TEXT: dict[int, str] = _move_texts()
_MOVE_OF_TEXT = {text: move for move, text in MOVE_TEXT.items()}


def move_of_text(text: str) -> int | None:
    """The move an action string names, or None if it names none."""
    return _MOVE_OF_TEXT.get(text)


class FastState:
    """A whole game as mutable lists and ints, for search (see the module docstring).

    ``deck`` keeps the top card last (drawing pops it); hands are sorted lists of card ids.
    :meth:`from_state` and :meth:`to_state` convert exactly, so anything found here can be
    replayed through the public engine.
    """

    def __init__(self, state: StonesState) -> None:
        self.players = state.players
        self.current = state.current
        self.hands = [list(h) for h in state.hands]
        self.acted = state.acted
        self.turn_scored = state.turn_scored
        self.scored = [list(s) for s in state.scored]
        self.strikes = state.strikes
        self.reshuffled = state.reshuffled
        self.key = grid_key(state.grid)
        self.deck = list(reversed(state.deck))
        self.rng = state.rng
        self.discard = list(state.discard)
        self.skipped_last = list(state.skipped_last)
        self.turns = list(state.turns)

    @classmethod
    def from_state(cls, state: StonesState) -> FastState:
        return cls(state)

    def to_state(self) -> StonesState:
        grid = tuple((self.key >> (3 * cell)) & 7 for cell in CELLS)
        return StonesState(
            self.players,
            grid,
            tuple(tuple(h) for h in self.hands),
            tuple(reversed(self.deck)),
            tuple(self.discard),
            tuple(tuple(s) for s in self.scored),
            self.current,
            self.acted,
            self.turn_scored,
            tuple(self.skipped_last),
            tuple(self.turns),
            self.strikes,
            self.reshuffled,
            self.rng,
        )

    def can_skip(self) -> bool:
        return not self.acted and not self.skipped_last[self.current]

    def legal(self) -> list[int]:
        """Every legal move of the current player; empty once the game is over."""
        if self.current == TERMINAL:
            return []
        out = [END_CODE]
        if self.can_skip():
            out.append(SKIP_CODE)
        key = self.key
        for card in self.hands[self.current]:
            base = card << 5
            if matches(key, card):
                out.append(base | SCORE_CODE)
            out.extend(range(base, base + STEP_COUNT))
        return out

    def is_legal(self, move: int) -> bool:
        if self.current == TERMINAL:
            return False
        code, card = move & 31, move >> 5
        if code == END_CODE:
            return card == 0
        if code == SKIP_CODE:
            return card == 0 and self.can_skip()
        if card not in self.hands[self.current] or code > SCORE_CODE:
            return False
        return code < SCORE_CODE or matches(self.key, card)

    def apply(self, move: int) -> None:
        """Play ``move`` (which must be legal: see :meth:`is_legal`)."""
        code, card = move & 31, move >> 5
        seat = self.current
        if code < SCORE_CODE:
            self.hands[seat].remove(card)
            self.discard.append(card)
            self.key = step_key(self.key, code)
            self.acted = True
        elif code == SCORE_CODE:
            self.hands[seat].remove(card)
            mine = self.scored[seat]
            mine.append(card)
            self.acted = True
            self.turn_scored += 1
            if self.players == 1 and len(mine) == SOLO_CARDS:
                self.turns[seat] += 1
                self.current = TERMINAL
        elif code == END_CODE:
            self._finish(refill(len(self.hands[seat]), False), skipped=False)
        else:
            self._finish(refill(len(self.hands[seat]), True), skipped=True)

    def _finish(self, draw: int, *, skipped: bool) -> None:
        seat = self.current
        hand = self.hands[seat]
        drawn = 0
        while drawn < draw:
            if not self.deck:
                if not self.discard:
                    break
                rng = Rng.from_hex(self.rng)
                self.deck = list(reversed(rng.shuffled(self.discard)))
                self.reshuffled = tuple(sorted(self.discard))
                self.discard = []
                self.rng = rng.to_hex()
            hand.append(self.deck.pop())
            drawn += 1
        if drawn:
            hand.sort()
        self.current, self.strikes = after_turn(
            self.players, seat, self.turn_scored, self.strikes, self.scored
        )
        self.acted = False
        self.turn_scored = 0
        self.skipped_last[seat] = skipped
        self.turns[seat] += 1


# -- every offset of every card at once ----------------------------------------------------------
def _offset_tables() -> tuple[tuple[int, ...], tuple[tuple[int, ...], ...], tuple[int, ...]]:
    """Bit ``j`` stands for the ``j``-th offset of all cards (card 1's first). Per cell: the
    offsets that need a face there; per cell and face: those that need that face; per card:
    its offsets."""
    needs_any = [0] * 9
    needs_face = [[0] * 8 for _ in CELLS]
    of_card = [0] * (len(ALL_CARD_IDS) + 1)
    j = 0
    for card in ALL_CARD_IDS:
        for mask, value in MASKS[card]:
            for cell in CELLS:
                if mask >> (3 * cell) & 7:
                    needs_any[cell] |= 1 << j
                    needs_face[cell][(value >> (3 * cell)) & 7] |= 1 << j
            of_card[card] |= 1 << j
            j += 1
    return tuple(needs_any), tuple(tuple(row) for row in needs_face), tuple(of_card)


#: See :func:`_offset_tables`.
OFFSETS_NEEDING, OFFSETS_NEEDING_FACE, OFFSETS_OF_CARD = _offset_tables()


#: :func:`wrong_counts` of grids seen lately (pure facts of a grid: remembering them only saves
#: time); emptied when it grows past :data:`MEMO_LIMIT`.
_WRONG: dict[int, tuple[int, int, int]] = {}


def wrong_counts(key: int) -> tuple[int, int, int]:
    """Over every offset of every card (bits as in :func:`_offset_tables`): those with no wrong
    square on packed grid ``key``, those with exactly one, and those with exactly two. A card
    matches when one of its offsets has none (RULES.md B4); one Shift fixes two squares at most."""
    found = _WRONG.get(key)
    if found is None:
        if len(_WRONG) > MEMO_LIMIT:
            _WRONG.clear()
        found = _WRONG[key] = _wrong_counts(key)
    return found


def _wrong_counts(key: int) -> tuple[int, int, int]:
    zero = -1
    one = two = 0
    for cell in CELLS:
        wrong = OFFSETS_NEEDING[cell] & ~OFFSETS_NEEDING_FACE[cell][(key >> (3 * cell)) & 7]
        if wrong:
            two = (two & ~wrong) | (one & wrong)
            one = (one & ~wrong) | (zero & wrong)
            zero &= ~wrong
    return zero, one, two
