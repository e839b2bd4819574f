"""House rulings, as data for the in-app rules page ("house rulings", RULES.md preamble).

``RULINGS`` holds the rulings RULES.md itself marks **[ruling]** (``source == "rules"``) and the
ones this engine adds where the rules are silent (``source == "engine"``). The package docstring
of ``game.tranquility`` lists the same ids; a test keeps the two in step.
"""

from __future__ import annotations

from typing import NamedTuple


class Ruling(NamedTuple):
    """One decision: a stable id, the rule it belongs to, and an English sentence."""

    id: str
    rule: str
    text: str
    source: str


RULINGS: tuple[Ruling, ...] = (
    # --- rulings of RULES.md ----------------------------------------------------------------
    Ruling(
        "start-shares",
        "A5",
        "The Start discard: shares are whole numbers of 0 or more adding up to 8. Each player discards "
        "their share from hand; a player who runs out of cards they may discard draws up to 5 and goes on. "
        "Finish cards may be given, Sea Monsters never. Then everyone draws back to 5. Solo, the one "
        "player gives all 8; if the whole team holds fewer than 8 cards it may discard, everyone gives all "
        "they can.",
        "rules",
    ),
    Ruling(
        "monster-blocks-finish",
        "A8",
        "No Finish card can be played while any player holds a Sea Monster.",
        "rules",
    ),
    Ruling(
        "storm-design",
        "A8",
        "Storms and Compass use this project's design: 6 Storms (Squall, Undertow, Headwind, Breaker, "
        "Doldrums, Lightning) and 4 Compasses shuffled into the piles after the opening hands, plus a "
        "supply of 3 Compasses for players who complete a row.",
        "rules",
    ),
    Ruling(
        "high-arch",
        "A8",
        "High Arch: on an 8-wide frame, four rows of two pillars (columns 1-2 and 7-8), two full rows of 8 "
        "and a keystone row of 4 (columns 3-6). A cell rests on the cell straight below it, if any.",
        "rules",
    ),
    Ruling(
        "resting-neighbours",
        "A8",
        "In Pyramid and High Arch a card's neighbours are its two sequence neighbours plus the cells it "
        "rests on; the cost is the smallest difference to any occupied neighbour.",
        "rules",
    ),
    Ruling(
        "day-night-turns",
        "A8",
        "Day and Night: at the start of a turn, if the active player cannot place any Island into the half "
        "the hands point at, and the other half has an empty cell outside the Jagged Rocks row, the hands "
        "turn before they act.",
        "rules",
    ),
    Ruling(
        "duel-scoring",
        "A8",
        "1 v 1: +1 for each Island you place, -1 for each card you discard (each player gives 4 at the "
        "Start), +3 and the end for playing a Finish, -3 and the end for a player who cannot act. Higher "
        "score wins; equal is a draw.",
        "rules",
    ),
    # --- rulings of this engine ---------------------------------------------------------------
    Ruling(
        "shares-entered-by-start-player",
        "A5",
        "The player who played the Start enters the split the table agreed, one number per seat in seat "
        "order. In the 1 v 1 game the split is always 4 and 4.",
        "engine",
    ),
    Ruling(
        "shares-given-clockwise",
        "A5",
        "Players give their Start shares one after another, clockwise from the Start player, each choosing "
        "their own cards.",
        "engine",
    ),
    Ruling(
        "shortfall-moves-on",
        "A5",
        "A player who cannot give their whole Start share (no discardable card left in hand or pile) passes "
        "what they still owe to the next player clockwise who still can; in 1 v 1 nothing is passed.",
        "engine",
    ),
    Ruling(
        "rocks-decided-after-start",
        "A8",
        "Manual Jagged Rocks after a Start: the Start player moves the rocks (or pays two) right after "
        "playing it, before the team discard.",
        "engine",
    ),
    Ruling(
        "rocks-stay-free",
        "A8",
        "Manual Jagged Rocks with no other row that has an empty cell simply stay, with nothing to pay.",
        "engine",
    ),
    Ruling(
        "automatic-rocks-every-turn",
        "A8",
        "Automatic Jagged Rocks move at the end of every turn that does not end the game, the Start turn "
        "included; the first row is chosen at random among all rows.",
        "engine",
    ),
    Ruling(
        "compass-before-storm",
        "A8",
        "A player who draws a Storm while owning a Compass (drawn or gained from the supply) chooses "
        "whether to spend it before the Storm strikes.",
        "engine",
    ),
    Ruling(
        "squall-no-refill",
        "A8",
        "The Squall takes 2 cards (fewer if the player holds fewer they may discard) after the hand is "
        "refilled; the player does not draw again until their next refill.",
        "engine",
    ),
    Ruling(
        "lightning-clockwise",
        "A8",
        "Lightning discards go clockwise from the player who drew it, each player choosing their own card.",
        "engine",
    ),
    Ruling(
        "own-discards",
        "A3",
        "Discards are face down and nobody looks at them again, but a player may remember what they threw "
        "away, so the bots remember their own discards. Listing a player's own discards on screen is an aid "
        'the published game does not give: the option "Remember my discards" (off unless chosen at setup) '
        "shows them under the sea to their owner only.",
        "engine",
    ),
    Ruling(
        "undertow-unseen",
        "A8",
        "The Undertow's cards leave the game unseen even if they are Storms or Compasses; a Start among "
        "them goes back into the pile at a random place. They are not discards (no -1 in 1 v 1).",
        "engine",
    ),
    Ruling(
        "headwind-next-island",
        "A8",
        "The Headwind is used up by the drawing player's next Island play (a Wild Island too), in whatever "
        "turn that comes.",
        "engine",
    ),
    Ruling(
        "doldrums-at-turn-start",
        "A8",
        "The Doldrums is used up at the start of the player's next turn: if they can discard two then (and "
        "need not play a Start) discarding two is their only action; otherwise it has no effect.",
        "engine",
    ),
    Ruling(
        "wild-unique-number",
        "A8",
        "No number can be in the sea twice: a Wild cannot name a placed number, and an Island whose number "
        "a Wild took cannot be placed while that Wild stays.",
        "engine",
    ),
    Ruling(
        "removed-wild",
        "A8",
        "A Wild acting as an Island that a Sea Monster or the Breaker removes leaves the game as a Wild card.",
        "engine",
    ),
    Ruling(
        "day-night-check-islands-only",
        "A8",
        "The start-of-turn orientation check looks only at Island placements (Wilds included) that the "
        "order, the rocks and the cost allow; a Start the player must play and the Doldrums do not count.",
        "engine",
    ),
    Ruling(
        "duel-wild-island-scores",
        "A8",
        "In 1 v 1 a Wild played as an Island scores +1 like any Island; cards lost to the Undertow or "
        "swallowed by a monster change no score.",
        "engine",
    ),
    Ruling(
        "deal-round-robin",
        "A2",
        "Cards are dealt one at a time from seat 1, so earlier seats get the extras; Storms and Compasses "
        "are spread the same way after the opening hands, then each pile is shuffled with its Start card.",
        "engine",
    ),
)
