"""The guided first game of Shifting Stones: you against the easy bot, on a deal where your
first turn scores a card at once, swaps and flips stones (each paid with a card) and scores
again, and your second turn does it once more. Each flip is paid with a 5, the only card to
spare: the coach says what that costs, and what a real game would do instead."""

from __future__ import annotations

from game.ui.table.guide import Guide, GuideStep

GUIDE = Guide(
    options={},
    seed=2,
    seats=("human", "easy"),
    steps=(
        GuideStep("rules.stones.goal.text", "score:c42"),
        GuideStep("rules.stones.turn.text", "swap:3-6/discard:c14"),
        GuideStep("guide.stones.pay_price", "flip:4/discard:c35"),
        GuideStep("rules.stones.matching.text", "score:c23"),
        GuideStep("guide.stones.end_turn", "end"),
        GuideStep(None, "swap:7-8/discard:c10"),
        GuideStep(None, "score:c45"),
        GuideStep("guide.stones.pay_again", "flip:5/discard:c72"),
        GuideStep(None, "score:c1"),
        GuideStep(None, "end"),
        GuideStep("rules.stones.skip.text"),
        GuideStep("rules.stones.end.text"),
    ),
)
