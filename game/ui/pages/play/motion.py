"""What the page's motion (static/js/motion.js) is told about the last move, beside the move count
on the game's ``main``: who made it, what kind of move it was and how many cards it paid, and the
bots' pace (at "Instant" nothing animates). Only what the table already shows: never which cards a
player discarded face down."""

from __future__ import annotations

from game.ui.table.session import Session

#: Tranquility's moves whose cards all go to the discard pile (given toward the Start, to a Squall
#: or to the Lightning), spelt ``kind:a,b``.
DISCARDING = ("give", "squall", "lightning")


def paid(action: str) -> int:
    """How many cards ``action`` discards (``.../discard:a,b``, ``discard:a,b``, ``give:a,b``…), in
    either game."""
    head, _, rest = action.partition(":")
    if head in DISCARDING:
        return len(rest.split(",")) if rest else 0
    _, found, cards = action.partition("discard:")
    return len(cards.split(",")) if found and cards else 0


def motion_facts(session: Session, pace: str) -> dict[str, str | int | None]:
    """The attributes of ``main`` for the game ``session`` on screen at ``pace``: ``data-pace``,
    and for its last move ``data-by`` (the seat that made it), ``data-mine`` (that seat is the
    viewer's), ``data-last`` (its kind: ``play``, ``discard``, ``swap``, ``flip``, ``score``…) and
    ``data-paid`` (the cards it discarded), and after a turn's draw ``data-drew`` (the cards drawn)."""
    facts: dict[str, str | int | None] = {"data-pace": pace}
    match = session.match
    by = session.last_mover()
    if by is None:
        return facts
    action = match.actions[-1]
    facts["data-by"] = by
    facts["data-mine"] = "true" if by == session.viewer else None
    facts["data-last"] = action.partition(":")[0].partition("/")[0]
    facts["data-paid"] = paid(action)
    if facts["data-last"] in ("end", "skip"):  # Shifting Stones: the turn's draw from the deck
        before, after = (session.rules.view(state, None).get("hand_sizes") for state in match.states[-2:])
        if (
            isinstance(before, list | tuple)
            and isinstance(after, list | tuple)
            and by < min(len(before), len(after))
        ):
            facts["data-drew"] = max(0, int(after[by]) - int(before[by]))
    return facts
