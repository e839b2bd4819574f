"""Guided first games: the coach's moves are legal on its deal, in order, whatever the bots do
between them; a different move is refused with the coach's reminder; undo and leaving work."""

from __future__ import annotations

import pytest

from game.core.registry import GAMES
from game.ui.app import events as ev
from game.ui.app.common import OpenSave
from game.ui.app.frontends import ui_for
from game.ui.app.page import page
from game.ui.i18n import CODES, has
from game.ui.pages.play import Landed
from game.ui.storage.saves import save_key
from tests.ui.dom import attr, select, spoken
from tests.ui.test_controller import Browser, cmds, text


def to_learner(b: Browser) -> None:
    """Let the bots move until it is the learner's turn, and the last bot move's motion end."""
    for _ in range(200):
        session = b.state.session
        assert session is not None
        if session.step() != "bot":
            for after in b.of(ev.After):
                if isinstance(after.tag, Landed):
                    b.send(ev.Timeout(after.tag))
            return
        b.send(ev.BotTurn())
    raise AssertionError("the bots never gave the turn back")


@pytest.mark.parametrize("game", [g.id for g in GAMES])
def test_the_guided_game_plays_through_every_step_and_hands_over(game: str) -> None:
    b = Browser()
    guide = ui_for(game).guide
    shown = b.send(ev.Command(f"guide:{game}"))
    assert b.state.screen == "game" and "Guided game · step 1 of" in text(shown)
    for index, step in enumerate(guide.steps):
        to_learner(b)
        session = b.state.session
        assert session is not None and b.state.guide == (session.save_id, index)
        assert b.state.game.coach == index  # the game screen's own model has the step
        now = page(b.state)
        assert f"step {index + 1} of {len(guide.steps)}" in text(now)
        if step.action is None:
            assert "guide-next" in cmds(now)
            b.send(ev.Command("guide-next"))
            continue
        assert session.step() == "human"
        legal = session.legal_for_viewer()
        assert step.action in legal, (index, step.action)
        # The coach names the move in the Hint's words (a card drawn, named by them), and marks
        # the cells it changes and the cards of the hand it uses (each one there).
        assert ui_for(game).hint(step.action, "en") in " ".join(spoken(spec) for spec in now.specs)
        assert now.marks is not None and now.marks["hinted"] == ui_for(game).touched_cells(step.action)
        ringed = now.marks["hinted-card"]
        held = [attr(card, "data-card") for card in select(now, ".hand [data-card]")]
        assert ringed == ui_for(game).hand_cards(step.action) and all(card in held for card in ringed)
        assert ringed or step.action.startswith(("start", "shares", "end", "skip")), step.action
        others = [a for a in legal if a != step.action]
        if others:
            refused = b.send(ev.Play(others[0]))
            assert "the guide asks for this move" in text(refused)
            assert b.state.session is session  # nothing was played
        b.send(ev.Play(step.action))
        assert b.state.session is not None and b.state.session.match.actions[-1] == step.action
    # The last step's Continue ended the guide; the game goes on as any other.
    assert b.state.guide is None
    assert "Guided game" not in text(page(b.state))


def test_undo_takes_the_coach_back_to_the_step_of_the_move_taken_back() -> None:
    b = Browser()
    b.send(ev.Command("guide:shifting-stones"))
    steps = ui_for("shifting-stones").guide.steps
    assert steps[0].action is not None and steps[1].action is not None
    b.send(ev.Play(steps[0].action))
    b.send(ev.Play(steps[1].action))
    assert b.state.guide is not None and b.state.guide[1] == 2
    b.send(ev.Command("undo"))
    assert b.state.session is not None and len(b.state.session.match.actions) == 1
    assert b.state.guide is not None and b.state.guide[1] == 1
    b.send(ev.Play(steps[1].action))
    assert b.state.guide[1] == 2


def test_the_coach_holds_when_the_guided_game_is_opened_again_and_a_closed_one_stays_closed() -> None:
    b = Browser()
    b.send(ev.Command("guide:shifting-stones"))
    steps = ui_for("shifting-stones").guide.steps
    assert steps[0].action is not None
    b.send(ev.Play(steps[0].action))
    session = b.state.session
    assert session is not None and b.state.game.coach == 1
    key = save_key(session.save_id)
    b.send(ev.Command("home"))
    assert b.state.screen == "home"
    again = b.send(ev.Message(OpenSave(key)))
    assert b.state.screen == "game" and b.state.game.coach == 1
    assert f"step 2 of {len(steps)}" in text(again)
    b.send(ev.Command("guide-close"))
    b.send(ev.Command("home"))
    closed = b.send(ev.Message(OpenSave(key)))
    assert b.state.game.coach is None and "Guided game" not in text(closed)


def test_leaving_the_guide_lets_any_move_be_played() -> None:
    b = Browser()
    b.send(ev.Command("guide:shifting-stones"))
    session = b.state.session
    assert session is not None
    other = next(
        a for a in session.legal_for_viewer() if a != ui_for("shifting-stones").guide.steps[0].action
    )
    b.send(ev.Command("guide-close"))
    assert b.state.guide is None
    left = b.send(ev.Play(other))
    assert "Guided game" not in text(left)
    assert b.state.session is not None and b.state.session.match.actions[-1] == other


def test_the_guide_starts_from_home_and_from_the_rules_page() -> None:
    b = Browser()
    home = b.send(ev.Command("home"))
    rules = b.send(ev.Command("rules:tranquility"))
    for game in (g.id for g in GAMES):
        assert f"guide:{game}" in cmds(home)
    assert "guide:tranquility" in cmds(rules)


def test_every_word_of_the_coach_is_in_every_language() -> None:
    keys = {"guide.progress", "guide.do", "guide.not_this", "guide.leave", "guide.next", "guide.finish"}
    for game in GAMES:
        keys |= {step.lesson for step in ui_for(game.id).guide.steps if step.lesson}
    for lang in CODES:
        missing = [key for key in sorted(keys) if not has(lang, key)]
        assert not missing, (lang, missing)


def test_a_stones_step_that_pays_more_than_it_scores_says_what_that_costs() -> None:
    """The guide never teaches spending a costly card without a word: a step whose card paid is
    worth more than the card scored next explains the price, in every language."""
    from game.shifting_stones.actions import parse_action
    from game.shifting_stones.cards import card

    steps = ui_for("shifting-stones").guide.steps
    costly = []
    for index, step in enumerate(steps):
        paid = parse_action(step.action).card if step.action and "/discard:" in step.action else 0
        scored = next(
            (s.action for s in steps[index + 1 :] if s.action and s.action.startswith("score:")), None
        )
        if paid and scored and card(paid).points > card(parse_action(scored).card).points:
            costly.append(step)
    assert costly, "the guide has such a step"
    assert [step.lesson for step in costly[:1]] == ["guide.stones.pay_price"]  # the first says it whole
    for step in costly:
        assert step.lesson in ("guide.stones.pay_price", "guide.stones.pay_again"), step
        assert all(has(lang, step.lesson) for lang in CODES)
