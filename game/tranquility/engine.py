"""The Tranquility engine: setup, the turn, and every follow-up decision (RULES.md Part A).

``apply_move(state, action)`` returns the next state and never mutates its input. It first runs
``check_action``, which raises ``IllegalAction`` with a sentence a player understands plus a
stable code and parameters; ``apply_move(..., checked=True)`` skips that for callers that took
the action from ``legal_moves`` (bot rollouts).

The turn is written once, over the mutable :class:`~game.tranquility.work.Work`: ``execute``
carries out an action and every automatic task it sets off (``run``, ``end_turn``,
``begin_turn``). ``apply_move`` runs it on a fresh copy of the state and freezes the result;
the fast path (:mod:`game.tranquility.fast`) runs it on one state played forward in place.
"""

from __future__ import annotations

from typing import TypeVar

from game.core.errors import IllegalAction
from game.core.rng import Rng
from game.tranquility import actions as A
from game.tranquility import cards as C
from game.tranquility import state as S
from game.tranquility.actions import Action, format_action
from game.tranquility.daynight import half_name, in_half, other_half_has_room
from game.tranquility.layouts import CELLS, get_layout
from game.tranquility.legal import (
    can_finish,
    discardable_cards,
    has_main_move,
    headwind_cost,
    island_moves,
    legal_moves,
    must_play_start,
    without_one,
)
from game.tranquility.monsters import anyone_holds_a_monster, swallow
from game.tranquility.options import TranquilityOptions
from game.tranquility.placement import open_interval, order_conflict, placement_cost, row_is_complete
from game.tranquility.rocks import GONE, after_placement, rows_it_may_move_to
from game.tranquility.startcard import TEAM_DISCARD, pass_shortfall, share_splits
from game.tranquility.state import LOST, PLAYING, WON, Position, TState
from game.tranquility.storms import HAND_SIZE, draw_up, strike
from game.tranquility.work import Work

TERMINAL = -1
FINISH_BONUS = 3
STUCK_PENALTY = 3


# --- setup -----------------------------------------------------------------------------------


def new_game(options: TranquilityOptions, seed: int) -> TState:
    """Shuffle, deal and draw opening hands (A2), then shuffle in the Start cards and, with
    Storms or Day and Night, the Storm and Compass cards (A8)."""
    return deal(options, seed, Work).freeze()


W = TypeVar("W", bound=Work)


def deal(options: TranquilityOptions, seed: int, into: type[W]) -> W:
    """:func:`new_game` as a scratch state of class ``into`` (a ``Work``, or the fast path's
    state), the first turn begun."""
    rng = Rng(seed)
    n = options.players
    islands = list(range(1, C.ISLAND_MAX + 1))
    rng.shuffle(islands)
    removed = tuple(sorted(islands[: options.removed_islands]))
    deck = islands[options.removed_islands :]
    deck += [C.FINISH] * C.FINISH_COUNT + [C.MONSTER] * options.sea_monsters + [C.WILD] * options.wild_cards
    rng.shuffle(deck)
    piles: list[list[int]] = [[] for _ in range(n)]
    for i, card in enumerate(deck):
        piles[i % n].append(card)
    hands = []
    for pile in piles:
        hands.append(tuple(sorted(pile[-HAND_SIZE:])))
        del pile[-HAND_SIZE:]
    inserts: list[int] = []
    if options.storms:
        inserts += list(C.STORMS)
    if options.compass_cards:
        inserts += [C.COMPASS] * C.COMPASS_COUNT
    rng.shuffle(inserts)
    for i, card in enumerate(inserts):
        piles[i % n].append(card)
    for pile in piles:
        pile.append(C.START)
        rng.shuffle(pile)
    layout = get_layout(options.layout)
    rocks = rng.below(len(layout.rows)) if options.jagged_rocks else GONE
    state = TState(
        options=options,
        rng=rng.to_hex(),
        grid=(0,) * CELLS,
        wild_cells=(),
        placed=(),
        hands=tuple(hands),
        piles=tuple(tuple(p) for p in piles),
        discards=((),) * n,
        removed=removed,
        lost=(),
        gone=(),
        compasses=(0,) * n,
        supply=C.COMPASS_SUPPLY if options.storms else 0,
        start_card=0,
        finish_card=0,
        rocks=rocks,
        night=True,
        headwind=(False,) * n,
        doldrums=(False,) * n,
        restricted=False,
        scores=(0,) * n,
        turn=0,
        turn_number=0,
        agenda=(),
        shares=(0,) * n,
        result=PLAYING,
        loser=-1,
    )
    w = into(state)
    begin_turn(w, 0)
    return w


# --- the flow of a turn ------------------------------------------------------------------------


def begin_turn(w: Work, seat: int) -> None:
    """Start ``seat``'s turn: the Doldrums bite, Day and Night may turn, and a player with no
    legal action loses the game for the team (A7; −3 and the end in 1v1). The checks read the
    scratch state itself."""
    w.turn = seat
    w.turn_number += 1
    w.restricted = False
    if w.doldrums[seat]:
        w.doldrums[seat] = False
        if not must_play_start(w, seat) and w.discardable(seat) >= 2:
            w.restricted = True
    if (
        w.options.day_night
        and other_half_has_room(w.grid, w.layout, w.rocks, w.night)
        and not island_moves(w, seat, None)
    ):
        w.night = not w.night
    if not has_main_move(w, seat):
        w.result = LOST
        w.loser = seat
        if w.options.competitive:
            w.scores[seat] -= STUCK_PENALTY


def end_turn(w: Work) -> None:
    """After drawing: automatic rocks move to a random other row with room (A8); next seat."""
    if w.options.jagged_rocks == "automatic" and w.rocks != GONE:
        rows = rows_it_may_move_to(w.grid, w.layout, w.rocks)
        if rows:
            w.rocks = rows[w.rng.below(len(rows))]
    w.shares = [0] * w.players
    begin_turn(w, (w.turn + 1) % w.players)


def run(w: Work) -> None:
    """Carry out automatic tasks until a seat must decide or the game is over.

    Decisions with nothing to decide are skipped: a Lightning or Squall victim without a
    discardable card, manual rocks with no other row to go to, a share already given.
    """
    agenda = w.agenda
    while w.result == PLAYING and agenda:
        kind, seat, _ = agenda[0]
        if kind == S.T_DRAW:
            agenda.pop(0)
            draw_up(w, seat)
        elif kind == S.T_END:
            agenda.pop(0)
            end_turn(w)
        elif kind == S.D_GIVE:
            if w.shares[seat] <= 0:
                agenda.pop(0)
            elif w.discardable(seat):
                return
            elif len(w.hands[seat]) < HAND_SIZE and w.piles[seat]:
                agenda.insert(0, (S.T_DRAW, seat, 0))
            else:
                agenda.pop(0)
                pass_shortfall(w, seat)
        elif kind == S.D_ROCKS:
            if w.rocks == GONE or not rows_it_may_move_to(w.grid, w.layout, w.rocks):
                agenda.pop(0)
            else:
                return
        elif kind in (S.D_SQUALL, S.D_LIGHTNING):
            if w.discardable(seat):
                return
            agenda.pop(0)
        else:
            return


def place(w: Work, seat: int, number: int, cell: int, wild: bool) -> None:
    """Put an Island into the sea, with everything a placement triggers (A4, A8)."""
    w.grid[cell] = number
    w.placed.append(cell)
    if wild:
        w.wild_cells.append(cell)
    w.headwind[seat] = False
    if w.options.competitive:
        w.scores[seat] += 1
    if w.supply > 0 and row_is_complete(w.grid, w.layout, w.layout.row_of[cell]):
        w.supply -= 1
        w.compasses[seat] += 1
    w.rocks = after_placement(w.grid, w.layout, w.rocks, w.options.jagged_rocks, cell)


def _rocks_decision(w: Work, seat: int) -> None:
    """After a play with manual Jagged Rocks, ``seat`` decides where they go (A8)."""
    if w.options.jagged_rocks == "manual":
        w.agenda.append((S.D_ROCKS, seat, 0))


def execute(w: Work, a: Action) -> None:
    """Carry out a legal action on the scratch state, then every automatic task it sets off."""
    agenda = w.agenda
    if agenda:
        settle_decision(w, a)
        run(w)
        return
    k = a.kind
    seat = w.turn
    if k == A.START:
        card = C.WILD if a.wild else C.START
        w.take(seat, card)
        w.start_card = card
        _rocks_decision(w, seat)
        agenda.append((S.D_SHARES, seat, 0))
        agenda.extend([(S.T_DRAW, s, 0) for s in w.order_from(seat)])
        agenda.append((S.T_END, seat, 0))
    elif k == A.FINISH:
        card = C.WILD if a.wild else C.FINISH
        w.take(seat, card)
        w.finish_card = card
        w.result = WON
        if w.options.competitive:
            w.scores[seat] += FINISH_BONUS
    else:
        if k == A.DISCARD:
            w.discard(seat, a.cards)
        else:
            if k == A.PLAY:
                w.take(seat, C.WILD if a.wild else a.number)
                if a.cards:
                    w.discard(seat, a.cards)
                place(w, seat, a.number, a.cell, a.wild)
            else:
                swallow(w, seat, a.cell)
            _rocks_decision(w, seat)
        agenda.append((S.T_DRAW, seat, 0))
        agenda.append((S.T_END, seat, 0))
    run(w)


def settle_decision(w: Work, a: Action) -> None:
    """Carry out the follow-up decision ``a`` for the task at the front of the agenda (the
    tasks it sets off are left on the agenda for the caller to run)."""
    k = a.kind
    agenda = w.agenda
    _, seat, arg = agenda[0]
    if k == A.SHARES:
        agenda.pop(0)
        w.shares = list(a.cards)
        agenda[0:0] = [(S.D_GIVE, s, 0) for s in w.order_from(seat)]
    elif k == A.GIVE:
        w.discard(seat, a.cards)
        w.shares[seat] -= len(a.cards)
    elif k == A.ROCKS:
        agenda.pop(0)
        if a.cell == A.STAY:
            w.discard(seat, a.cards)
        else:
            w.rocks = a.cell
    elif k == A.COMPASS:
        agenda.pop(0)
        if a.number:
            w.compasses[seat] -= 1
            w.gone.append(C.COMPASS)
        else:
            before, after = strike(w, arg, seat)
            agenda[0:1] = [*before, agenda[0], *after]
    elif k in (A.SQUALL, A.LIGHTNING):
        agenda.pop(0)
        w.discard(seat, a.cards)


def apply_move(s: TState, a: Action, checked: bool = False) -> TState:
    """The state after action ``a``. Raises ``IllegalAction`` unless ``checked`` is True, in which
    case ``a`` must come from ``legal_moves(s)``."""
    if not checked:
        check_action(s, a)
    w = Work(s)
    execute(w, a)
    return w.freeze()


def current_player(s: Position) -> int:
    """The seat that decides next, or ``TERMINAL``."""
    if s.result != PLAYING:
        return TERMINAL
    if s.agenda:
        return s.agenda[0][1]
    return s.turn


# --- explaining refusals -----------------------------------------------------------------------

PENDING_WORDS: dict[int, str] = {
    S.D_SHARES: "enter how the team splits the 8 Start discards",
    S.D_GIVE: "choose the cards they give toward their Start share",
    S.D_ROCKS: "move the Jagged Rocks or pay two cards to keep them",
    S.D_COMPASS: "decide whether to spend a Compass on the Storm",
    S.D_SQUALL: "discard two cards for the Squall",
    S.D_LIGHTNING: "discard one card for the Lightning",
}

_DECISION_OF: dict[int, int] = {
    A.SHARES: S.D_SHARES,
    A.GIVE: S.D_GIVE,
    A.ROCKS: S.D_ROCKS,
    A.COMPASS: S.D_COMPASS,
    A.SQUALL: S.D_SQUALL,
    A.LIGHTNING: S.D_LIGHTNING,
}


def _illegal(message: str, code: str, **params: object) -> IllegalAction:
    return IllegalAction(message, code, **params)


def _check_cards_in_hand(
    hand: tuple[int, ...], cards: tuple[int, ...], what: str, start_played: bool
) -> None:
    """Every card of ``cards`` is held (with multiplicity) and may be discarded: never a Sea
    Monster, and never a Start card while none has been played (A5: it must be played)."""
    pool = list(hand)
    for c in cards:
        if c == C.MONSTER:
            raise _illegal("Sea Monsters can never be discarded.", "monster_not_discardable")
        if c == C.START and not start_played:
            raise _illegal(
                "No Start card has been played yet: a held Start must be played, never discarded.",
                "must_play_start",
            )
        if c not in pool:
            raise _illegal(
                f"You don't hold {C.name(c)} to {what}.", "card_not_in_hand", card=C.label(c), purpose=what
            )
        pool.remove(c)


def _check_count(cards: tuple[int, ...], need: int, what: str) -> None:
    if len(cards) != need:
        raise _illegal(
            f"{what} needs exactly {need} card{'s' if need != 1 else ''}, not {len(cards)}.",
            "wrong_card_count",
            need=need,
            given=len(cards),
            purpose=what,
        )


def _check_placement(s: TState, seat: int, a: Action) -> None:
    hand = s.hands[seat]
    n, cell = a.number, a.cell
    if a.wild:
        if C.WILD not in hand:
            raise _illegal("You don't hold a Wild card.", "card_not_in_hand", card="W", purpose="play")
    elif n not in hand:
        raise _illegal(f"You don't hold {n}.", "card_not_in_hand", card=str(n), purpose="play")
    if not 0 <= cell < CELLS:
        raise _illegal(f"There is no cell {cell}; the cells are 0 to 35.", "no_such_cell", cell=cell)
    grid = s.grid
    if grid[cell]:
        raise _illegal(f"Cell {cell} already holds {grid[cell]}.", "cell_taken", cell=cell, number=grid[cell])
    layout = get_layout(s.options.layout)
    if layout.row_of[cell] == s.rocks:
        raise _illegal(
            f"Cell {cell} is in row {s.rocks}, which the Jagged Rocks block.",
            "row_blocked",
            cell=cell,
            row=s.rocks,
        )
    if s.options.day_night and not in_half(cell, s.night):
        raise _illegal(
            f"The hands show the {'night' if s.night else 'day'} side: Islands go into {half_name(s.night)} now.",
            "wrong_half",
            cell=cell,
            night=s.night,
        )
    if n in grid:
        raise _illegal(f"{n} is already in the sea (cell {grid.index(n)}).", "number_placed", number=n)
    conflict = order_conflict(grid, cell, n)
    if conflict is not None:
        other, where = conflict
        raise _illegal(
            f"{n} can't go in cell {cell}: {other} is already in cell {where}.",
            "out_of_order",
            number=n,
            cell=cell,
            other=other,
            other_cell=where,
        )
    lo, hi = open_interval(grid, n)
    assert lo < cell < hi
    extra = headwind_cost(s, seat)
    cost = placement_cost(grid, layout, cell, n) + extra
    pool = without_one(discardable_cards(hand, bool(s.start_card)), C.WILD if a.wild else n)
    if cost > len(pool):
        raise _illegal(
            f"This play costs {cost} discard{'s' if cost != 1 else ''} but you would hold only {len(pool)} "
            f"card{'s' if len(pool) != 1 else ''} you can discard.",
            "cannot_afford",
            cost=cost,
            available=len(pool),
        )
    if len(a.cards) != cost:
        words = "costs nothing" if cost == 0 else f"costs {cost} discard{'s' if cost != 1 else ''}"
        headwind = " (the Headwind adds 1)" if extra else ""
        raise _illegal(
            f"{n} in cell {cell} {words}{headwind}; you named {len(a.cards)}.",
            "wrong_cost",
            cost=cost,
            given=len(a.cards),
        )
    _check_cards_in_hand(
        without_one(hand, C.WILD if a.wild else n), a.cards, "pay the cost", bool(s.start_card)
    )


def _check_main(s: TState, a: Action) -> None:
    seat = s.turn
    hand = s.hands[seat]
    k = a.kind
    if k in _DECISION_OF:
        raise _illegal("Nobody is being asked for that now: it is a turn action's time.", "no_such_decision")
    if must_play_start(s, seat) and not (k == A.START and not a.wild):
        raise _illegal(
            "You hold a Start card and none has been played yet: you must play it now.", "must_play_start"
        )
    if s.restricted and k != A.DISCARD:
        raise _illegal("The Doldrums: this turn you may only discard two cards.", "doldrums")
    if k == A.DISCARD:
        _check_count(a.cards, 2, "Discarding")
        _check_cards_in_hand(hand, a.cards, "discard", bool(s.start_card))
    elif k == A.PLAY:
        _check_placement(s, seat, a)
    elif k == A.START:
        card = C.WILD if a.wild else C.START
        if card not in hand:
            raise _illegal(
                f"You don't hold {C.name(card)}.", "card_not_in_hand", card=C.label(card), purpose="play"
            )
        if s.start_card:
            raise _illegal(
                "A Start card has already been played; later Start cards can only be discarded.",
                "start_already_played",
            )
    elif k == A.FINISH:
        card = C.WILD if a.wild else C.FINISH
        if card not in hand:
            raise _illegal(
                f"You don't hold {C.name(card)}.", "card_not_in_hand", card=C.label(card), purpose="play"
            )
        empty = s.grid.count(0)
        if empty:
            raise _illegal(
                f"The Finish needs a full sea; {empty} cell{'s are' if empty != 1 else ' is'} still empty.",
                "sea_not_full",
                empty=empty,
            )
        if not s.start_card:
            raise _illegal("The Finish needs a Start card played first.", "no_start_yet")
        if anyone_holds_a_monster(s.hands):
            raise _illegal("No Finish while a Sea Monster is still in a player's hand.", "monster_in_hand")
        assert can_finish(s)
    elif k == A.MONSTER:
        if C.MONSTER not in hand:
            raise _illegal("You don't hold a Sea Monster.", "card_not_in_hand", card="M", purpose="play")
        if not 0 <= a.cell < CELLS:
            raise _illegal(f"There is no cell {a.cell}; the cells are 0 to 35.", "no_such_cell", cell=a.cell)
        if not s.grid[a.cell]:
            raise _illegal(
                f"Cell {a.cell} is empty; a Sea Monster needs an Island to swallow.",
                "no_monster_target",
                cell=a.cell,
            )


def _check_decision(s: TState, a: Action) -> None:
    kind, seat, _ = s.agenda[0]
    if _DECISION_OF.get(a.kind) != kind:
        raise _illegal(
            f"Not now: seat {seat + 1} must first {PENDING_WORDS[kind]}.",
            "decision_pending",
            seat=seat,
            pending=kind,
        )
    hand = s.hands[seat]
    disc = discardable_cards(hand, bool(s.start_card))
    if kind == S.D_SHARES:
        splits = share_splits(s.options.players, s.options.competitive)
        if a.cards not in splits:
            if s.options.competitive:
                why = "in the 1v1 game each player gives 4"
            else:
                why = f"give one whole number per seat ({s.options.players}), adding up to {TEAM_DISCARD}"
            raise _illegal(f"That split is not allowed: {why}.", "bad_shares", shares=list(a.cards))
    elif kind == S.D_GIVE:
        _check_count(a.cards, min(s.shares[seat], len(disc)), "Your Start share now")
        _check_cards_in_hand(hand, a.cards, "give", bool(s.start_card))
    elif kind == S.D_ROCKS:
        if a.cell == A.STAY:
            _check_count(a.cards, 2, "Keeping the rocks")
            _check_cards_in_hand(hand, a.cards, "discard", bool(s.start_card))
        else:
            layout = get_layout(s.options.layout)
            if a.cell not in rows_it_may_move_to(s.grid, layout, s.rocks):
                raise _illegal(
                    f"The Jagged Rocks can't move to row {a.cell}: it must be another row with an empty cell.",
                    "bad_rocks_row",
                    row=a.cell,
                )
    elif kind == S.D_SQUALL:
        _check_cards_in_hand(hand, a.cards, "discard", bool(s.start_card))
        _check_count(a.cards, min(2, len(disc)), "The Squall")
    elif kind == S.D_LIGHTNING:
        _check_count(a.cards, 1, "The Lightning")
        _check_cards_in_hand(hand, a.cards, "discard", bool(s.start_card))


def check_action(s: TState, a: Action) -> None:
    """Raise ``IllegalAction`` explaining why ``a`` is not allowed now; return if it is."""
    if s.result != PLAYING:
        raise _illegal("The game is over.", "game_over")
    if s.agenda:
        _check_decision(s, a)
    else:
        _check_main(s, a)


def check_canonical(text: str, a: Action) -> None:
    """Refuse a correct action spelled in a non-canonical way, naming the canonical spelling."""
    canonical = format_action(a if a.kind == A.SHARES else a._replace(cards=tuple(sorted(a.cards))))
    if canonical != text:
        raise _illegal(
            f"Write this action as {canonical!r}.", "not_canonical", action=text, canonical=canonical
        )


__all__ = ["apply_move", "check_action", "current_player", "legal_moves", "new_game"]
