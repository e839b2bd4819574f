"""The guided first game of Tranquility: solo, the base game, a deal where the first Islands
are free, one costs a discard, and the Start card comes early (with the team's 8 discards)."""

from __future__ import annotations

from game.ui.table.guide import Guide, GuideStep

GUIDE = Guide(
    options={},
    seed=176,
    seats=("human",),
    steps=(
        GuideStep("rules.tranquility.goal.text", "play:59@26"),
        GuideStep("rules.tranquility.order.text", "play:23@10"),
        GuideStep("rules.tranquility.turn.text", "play:49@22"),
        GuideStep(None, "play:44@20"),
        GuideStep(None, "play:77@34"),
        GuideStep(None, "play:16@8"),
        GuideStep("rules.tranquility.placing.text", "play:48@21/discard:61"),
        GuideStep("rules.tranquility.start.text", "start"),
        GuideStep("guide.tranquility.shares", "shares:8"),
        GuideStep("guide.tranquility.give", "give:42,45,50,75"),
        GuideStep(None, "give:4,7,26,29"),
        GuideStep("rules.tranquility.end.text"),
    ),
)
