"""The end of a game beside its final board: the verdict in words, each player's place and
scored cards, the summary folded away, and for a lost voyage the moment it was lost ("See the
move"), found a decision at a time as the review finds it."""

from __future__ import annotations

import re

from game.core.match import Match
from game.core.registry import get_rules, make_bot
from game.core.table import play_bots
from game.review import Decision, Verdict
from game.shifting_stones.cards import card, card_id_of
from game.ui.app import events as ev
from game.ui.app.page import Page
from game.ui.app.runner import Runner
from game.ui.pages.play import MomentStep
from game.ui.pages.play.moment import biggest_fall
from game.ui.storage.saves import save_text
from game.ui.table.session import Seat, Session
from tests.ui.dom import attr, one, select, text
from tests.ui.test_controller import Browser
from tests.ui.test_flows import click, review_save, visit


def finished(game: str, players: int, seed: int, level: str = "normal", people: int = 1) -> str:
    """A whole game played by bots of ``level``, saved with its first ``people`` seats a person's."""
    rules = get_rules(game)
    options = rules.options_from_json({"players": players})
    played = play_bots(rules, options, seed, [make_bot(game, level) for _ in range(players)])
    seats = tuple(
        Seat("You" if i == 0 else f"P{i + 1}") if i < people else Seat(f"Bot {i}", "bot", level)
        for i in range(players)
    )
    session = Session(Match.replay(rules, options, seed, played.actions), seats, None, f"{game}-{seed}")
    return save_text(session, "2026-12-01T10:00:00.000Z")


def plain(shown: Page, selector: str) -> str:
    """An element's text without the marks that isolate player names."""
    return text(shown, selector).replace("\u2068", "").replace("\u2069", "")


def opened(save: str) -> tuple[Browser, Page]:
    b = Browser()
    visit(b)
    shown = b.send(ev.Import(save))
    assert shown.screen == "game"
    return b, shown


def test_a_lost_and_a_won_voyage_say_so_beside_the_final_sea() -> None:
    _, lost = opened(finished("tranquility", 1, 2, "easy"))
    assert text(lost, ".end-verdict") == "You lost"
    assert text(lost, "[id=end-title]").startswith("The voyage is lost:")  # solo: no team
    # The end is said in the side panel; the sea is still drawn, every cell of it.
    assert select(lost, ".side-panel .end-screen")
    assert len(select(lost, ".sea [role=gridcell]")) == 36
    _, won = opened(finished("tranquility", 3, 2, "normal", people=2))
    assert text(won, ".end-verdict") == "Your team won"
    assert "you all win" in text(won, "[id=end-title]")
    assert attr(one(won, ".end-screen"), "data-celebrate") == "won"


def test_each_stones_player_has_a_place_and_their_cards_with_the_bonus_and_the_total() -> None:
    # Seed 1, three normal bots: the first and the third seat share the win at 18 points.
    save = finished("shifting-stones", 3, 1)
    b, shown = opened(save)
    assert text(shown, ".end-verdict") == "You share the win"
    assert plain(shown, "[id=end-title]") == "Shared win: You, Bot 2"
    session = b.state.session
    assert session is not None
    view = session.rules.view(session.state, None)
    rows = select(shown, ".end-screen .summary tr")
    assert [attr(row, "data-place") for row in rows] == ["1", "3", "1"]
    assert [text(one(row, ".end-place")) for row in rows] == ["1st place", "3rd place", "1st place"]
    bonuses = []
    for seat, row in enumerate(rows):
        cards = one(row, ".end-cards")
        chips = select(cards, ".schip")
        scored = list(view["scored"][seat])
        assert len(chips) == len(scored)
        # Each card drawn with its printed points; they and the bonus add up to the total.
        points = [int(text(one(chip, ".chip-points"))) for chip in chips]
        assert points == [card(card_id_of(name) or 0).points for name in scored]
        bonus = int(attr(cards, "data-bonus") or 0)
        assert sum(points) + bonus == int(attr(cards, "data-total") or -1) == view["scores"][seat]
        assert text(one(cards, ".end-total")) == f"= {view['scores'][seat]} points"
        told = select(cards, ".end-bonus")
        assert (len(told) == 1 and text(told[0]) == "+3 for the most 1-point cards") == (bonus == 3)
        bonuses.append(bonus)
    assert 3 in bonuses  # the bonus went somewhere in this game


def test_a_stones_loss_names_the_place_and_the_winner() -> None:
    _, shown = opened(finished("shifting-stones", 2, 2))  # seed 2: 16 to 17
    assert text(shown, ".end-verdict") == "You lost"
    assert plain(shown, "[id=end-title]") == "Bot 1 wins!"
    assert text(select(shown, ".end-place")[0]) == "2nd place"
    assert attr(one(shown, ".end-screen"), "data-celebrate") == "lost"


def test_the_summary_folds_away_to_its_verdict_and_opens_again() -> None:
    b, shown = opened(finished("shifting-stones", 2, 1))
    fold = one(shown, ".end-fold")
    assert attr(fold, "aria-expanded") == "true" and text(fold) == "Hide the summary"
    shown = click(b, fold)
    assert one(shown, ".end-body")[1].get("hidden") is True
    assert text(shown, ".end-verdict") == "You won"  # the verdict stays
    fold = one(shown, ".end-fold")
    assert attr(fold, "aria-expanded") == "false" and text(fold) == "Show the summary"
    shown = click(b, fold)
    assert not one(shown, ".end-body")[1].get("hidden")


def decision(step: int, before: float, after: float) -> Decision:
    return Decision(step, Verdict(("a",), ("b",), before, after), max(0.0, before - after), None)


def test_the_biggest_fall_counts_from_the_point_before_as_the_chart_draws_it() -> None:
    # 0.9 → 0.8 (a fall of 0.1 within the first decision), → 0.7, then → 0.3 between decisions.
    found = biggest_fall([decision(0, 0.9, 0.8), decision(4, 0.75, 0.7), decision(9, 0.7, 0.3)])
    assert found is not None and found.decision.step == 9 and (found.before, found.after) == (0.7, 0.3)
    assert biggest_fall([decision(0, 0.5, 0.5), decision(3, 0.6, 0.6)]) is None
    assert biggest_fall([]) is None


def test_a_lost_voyage_finds_the_moment_it_was_lost_and_shows_the_move() -> None:
    # A solo game of the easy bot, lost by its last decision (the review flags it).
    b, shown = opened(review_save("easy", 3, "tranquility", 1))
    assert text(shown, ".end-verdict") == "You lost"
    moment = one(shown, ".end-moment")
    assert "find where the team's win chance fell most" in text(moment)
    assert select(shown, ".end-moment [data-cmd=moment-see]") == []
    # The search runs a decision per painted page (its progress shown), then says what it found.
    shown = click(b, one(moment, "[data-cmd=moment-find]"))
    assert len(b.of(ev.Think)) >= 2  # one step at a time, the page painted in between
    moment = one(shown, ".end-moment")
    assert attr(moment, "data-done") == "true"
    said = text(one(moment, "p[role=status]"))
    found = re.search(r"By move (\d+) the team's win chance fell from (\d+)% to (\d+)%", said)
    assert found is not None, said
    move, before, after = (int(n) for n in found.groups())
    assert before > after
    assert "The bot prefers:" in said  # the move that lost it was a flagged decision
    step = int(attr(one(moment, "p[role=status]"), "data-step") or -1)
    assert step == move - 1
    # the position before that move, the move played and the bot's drawn on it
    figure = one(moment, "figure.review-position")
    assert f"before move {move}" in str(attr(figure, "aria-label"))
    # (a mark on the board beside the legend's swatch of each)
    assert len(select(figure, ".mark-played")) >= 2 and len(select(figure, ".mark-best")) >= 2
    # See the move: the replay right before that move, and back to the end.
    shown = click(b, one(moment, "[data-cmd=moment-see]"))
    assert shown.screen == "replay"
    assert f"Move {move - 1} of" in text(shown, ".replay-status")
    shown = b.send(ev.Command("rp-close"))
    assert shown.screen == "game" and select(shown, ".end-screen")
    # The end shows what was found again, without looking for it a second time.
    assert f"By move {move} " in text(shown, ".end-moment") and b.of(ev.Think) == []
    assert select(shown, ".end-moment [data-cmd=moment-see]")


def test_the_search_can_be_stopped_and_taken_up_again() -> None:
    b, shown = opened(review_save("easy", 3, "tranquility", 1))
    # The page asks for the search and paints; one decision is rated, and the page paints again.
    runner = Runner(b.state, lambda: b.env, b.put, b.remove)
    asked = runner.dispatch(ev.Command("moment-find"))
    assert [effect.what for effect in asked if isinstance(effect, ev.Think)] == [MomentStep()]
    runner.dispatch(ev.Thought(MomentStep()))
    running = one(runner.page(), ".end-moment")
    assert attr(running, "data-done") == "false"
    total = int(re.findall(r"1 of (\d+) decisions looked at", text(running))[0])
    b.state = runner.state
    # Stop between two steps: no verdict yet (the fall came later), and Go on looking.
    shown = b.send(ev.Command("moment-stop"))
    moment = one(shown, ".end-moment")
    assert attr(moment, "data-done") == "true"
    assert f"Stopped after 1 of {total} decisions." in text(moment)
    shown = click(b, one(moment, "[data-cmd=moment-find]"))
    assert "Stopped" not in text(one(shown, ".end-moment"))
    assert select(shown, ".end-moment [data-cmd=moment-see]")


def test_a_won_voyage_and_a_stones_loss_offer_no_search() -> None:
    _, won = opened(finished("tranquility", 1, 1, "hard"))
    assert select(won, ".end-moment") == []
    _, lost = opened(finished("shifting-stones", 2, 2))
    assert select(lost, ".end-moment") == []
