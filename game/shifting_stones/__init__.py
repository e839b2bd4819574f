"""Shifting Stones (RULES.md Part B): a competitive pattern puzzle for 2–5 players, or solo.

Modules, one job each: ``tiles`` (faces, cells, grid text), ``cards`` (the 72 patterns),
``matching`` (where a pattern fits), ``options``, ``state`` (immutable state and its JSON),
``actions`` (canonical action strings), ``engine`` (setup and turns), ``scoring``, ``views``
(what a seat sees, hidden cards redealt), ``rules`` (the registered ``RULES``), ``rulings``,
``fast`` (the same turn on one mutable state, for search), ``review``, ``bots``. The
command-line simulation is ``game.sim.shifting_stones``.

Cells are numbered 0–8 row by row from the top row, the deck side. Actions:
``swap:3-4/discard:c12``, ``flip:5/discard:c7``, ``score:c41``, ``end``, ``skip``.

House rulings (also in :mod:`game.shifting_stones.rulings` for the rules page):

- The +3 bonus for the most 1-point cards goes to nobody if nobody scored one; ties each get it
  (RULES.md B5).
- The discard pile is face up and public.
- Any card in hand can pay for a Shift or Flip, even one that could score now.
- A Skip replaces the whole turn: only before any Shift, Flip or Score that turn.
- A Skip draws 2 but never beyond a hand of 6 (1 from 5, none from 6); it still counts as a Skip.
- A turn may end without any action (draw back up to 4); that is not a Skip.
- The discard pile becomes the new deck when a card must be drawn from an empty deck; with both
  empty, the player draws no more.
- The game ends after the turn of the seat before the first player once someone has reached the
  card count, even if it was reached mid-turn.
- Solo: the 16 cards are drawn face down, the other 56 stay unseen; a strike comes when a turn
  (End or Skip) ends without a score, the fourth ends the game at once; the game is won the
  moment the 16th card is scored; no +3 bonus.
"""
