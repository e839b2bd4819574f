"""The review screen: a decision rated per step of the page, with progress and Stop; then the
flagged decisions, the bot's preferred move, a chart, and "Try again from here"."""

from __future__ import annotations

from dataclasses import replace

from game.core.registry import SPECS
from game.review import review
from game.ui.app import events as ev
from game.ui.app.page import page
from game.ui.element import find_all
from game.ui.pages import review as review_page
from game.ui.table.reviewing import ReviewRun, advance, start_review
from game.ui.table.session import Session
from tests.ui.test_controller import Browser, cmds, setup_form, text


def finished_stones() -> Browser:
    b = Browser()
    b.send(ev.Command("start:shifting-stones", setup_form(2, (1,))))
    b.play_out()
    return b


def test_a_review_from_the_end_screen_rates_every_decision_and_flags_the_poor_ones() -> None:
    b = finished_stones()
    session = b.state.session
    assert session is not None
    shown = b.send(ev.Command("review"))
    run = b.state.review
    assert b.state.screen == "review" and run is not None and not run.running
    # The same figures as the command line's review of that seat.
    match = session.match
    expected = review(SPECS["shifting-stones"], match.options, match.seed, match.actions, 0)
    assert [d.to_json() for d in run.decisions] == [d.to_json() for d in expected.decisions]
    flagged = [d for d in run.decisions if d.severity is not None]
    assert flagged  # the seat played at random: something is flagged
    items = [
        s for spec in shown.specs for s in find_all(spec, lambda s: "review-item" in str(s[1].get("class")))
    ]
    assert len(items) == len(flagged)
    assert "The bot prefers:" in text(shown) and "review-chart" in str(shown.specs)
    assert f"{session.seats[0].name} played:" in text(shown)
    # Try again from a flagged decision: the replay of that move, ready to play on.
    step = flagged[0].step
    b.send(ev.Command(f"review-try:{step}"))
    assert b.state.screen == "replay" and b.state.replay is not None
    assert b.state.replay.step == step and b.state.replay.branching
    b.send(ev.Command("rp-play", {"seat-0": "human", "seat-1": "hard"}))
    assert b.state.screen == "game" and b.state.session is not None
    assert b.state.session.match.actions == match.actions[:step]


def test_the_review_shows_progress_and_can_be_stopped() -> None:
    b = finished_stones()
    session = b.state.session
    assert session is not None
    run = start_review(session, 0)
    assert run.total > 3 and run.running
    once = advance(run)
    b.state = replace(b.state, model=once)
    during = page(b.state)
    assert f"1 of {run.total} decisions looked at" in text(during) and "review-stop" in cmds(during)
    b.send(ev.Command("review-stop"))
    assert b.state.review is not None and not b.state.review.running
    stopped = b.send(ev.Thought(review_page.Step()))  # a step already asked for does nothing once stopped
    assert b.state.review is not None and len(b.state.review.decisions) == 1
    assert f"Stopped after 1 of {run.total} decisions." in text(stopped)


def test_review_from_a_replay_rates_the_seat_looked_from_and_closes_back_to_the_save() -> None:
    b = finished_stones()
    session = b.state.session
    assert session is not None
    key = f"sea-stones/save/{session.save_id}"
    b.send(ev.Command("home"))
    b.send(ev.Command(f"replay:{key}"))
    b.send(ev.Command("rp-seat:1"))
    b.send(ev.Command("review"))
    assert b.state.review is not None and b.state.review.seat == 1
    b.send(ev.Command("review-close"))
    assert b.state.screen == "game"  # back to the saved game


def rated(session: Session, seat: int) -> ReviewRun:
    run = start_review(session, seat)
    while run.running:
        run = advance(run)
    assert any(d.severity is not None for d in run.decisions)
    return run


def test_a_review_names_who_played_each_move_and_speaks_to_the_player_at_the_screen() -> None:
    b = finished_stones()
    session = b.state.session
    assert session is not None
    # a seat with a typed name: spoken of by name, in the title and in each flagged move
    b.state = replace(b.state, model=rated(session, 1))
    shown = text(page(b.state))
    name = session.seats[1].name
    assert f"Review of {name}'s play" in shown and f"{name} played:" in shown
    assert "You played:" not in shown
    # the seat of the person at the screen ("You"): spoken to
    yours = replace(session, seats=(replace(session.seats[0], name="You"), *session.seats[1:]))
    b.state = replace(b.state, model=rated(yours, 0))
    shown = text(page(b.state))
    assert "Review of your play" in shown and "You played:" in shown
    assert " played:" not in shown.replace("You played:", "")
