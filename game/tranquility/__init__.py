"""Tranquility (RULES.md Part A): a cooperative game of placing Islands 1–80 in ascending order.

Modules: ``cards`` (card codes and labels), ``options`` (the validated option set), ``layouts``
(standard, pyramid, high arch), ``state`` (the immutable state and its JSON), ``actions`` (typed
actions and the canonical notation), ``placement`` (order and cost), ``rocks``, ``monsters``,
``storms`` (drawing, Compasses, Storms), ``daynight``, ``startcard`` (the Start discard),
``legal`` (legal moves), ``work`` (the mutable copy a turn is carried out on), ``engine`` (setup,
the turn, checks), ``fast`` and ``fast_bots`` (the same turn on one state played forward in
place, for simulations and search), ``view``, ``resample``, ``rules`` (``RULES``), ``rulings``
(house rulings as data), ``review``, ``bots``. The command line is ``game.sim.tranquility``.

House rulings (``game.tranquility.rulings.RULINGS`` holds the same list for the rules page).
From RULES.md:
- start-shares: the Start discard shares are whole numbers summing to 8, given from hand,
  refilling to 5 when a player runs out; Finish may be given, monsters never; solo gives 8.
- monster-blocks-finish: no Finish while anyone holds a Sea Monster.
- storm-design: the Storms and Compass design of RULES.md A8.
- high-arch: the High Arch shape.
- resting-neighbours: Pyramid and High Arch add the cells a card rests on as neighbours.
- day-night-turns: the orientation turns at the start of a turn when no Island fits its half.
- duel-scoring: the 1 v 1 scores.
Added by this engine where the rules are silent:
- shares-entered-by-start-player: the Start player enters the agreed split; 1 v 1 is 4 and 4.
- shares-given-clockwise: shares are given clockwise from the Start player, each their own cards.
- shortfall-moves-on: an unmet share passes clockwise to the next seat that can still give.
- rocks-decided-after-start: manual rocks are decided right after the Start, before its discard.
- rocks-stay-free: manual rocks with nowhere to go stay without payment.
- automatic-rocks-every-turn: automatic rocks move after every turn that does not end the game.
- compass-before-storm: a Compass owner chooses whether to cancel a Storm before it strikes.
- squall-no-refill: the Squall's discards come after the refill; no second refill.
- lightning-clockwise: Lightning discards go clockwise from the drawing player.
- own-discards: discards stay face down; a seat may remember its own (the bots do), and the
  "Remember my discards" aid (off by default) lists them for their owner.
- undertow-unseen: Undertow cards leave unseen (a Start goes back in at random); not discards.
- headwind-next-island: the Headwind is used up by the next Island play, in any later turn.
- doldrums-at-turn-start: the Doldrums applies at the start of the next turn, if two can go.
- wild-unique-number: no number twice in the sea, Wilds included.
- removed-wild: a swallowed or broken Wild Island leaves the game as a Wild.
- day-night-check-islands-only: the orientation check considers Island placements only.
- duel-wild-island-scores: a Wild Island scores +1 in 1 v 1; Undertow and monsters change no score.
- deal-round-robin: dealing one card at a time from seat 1; Storms/Compasses likewise.
"""
