"""Practice through the pure controller: judging an answer inside and outside the review's margin
(both games), scheduling through FSRS, the bounded deck, a damaged deck value, mistakes made cards
in idle time (and a game without any making none), and no other seat's card in a position."""

from __future__ import annotations

import json
from dataclasses import replace

import pytest

from game.core.registry import SPECS
from game.review import review
from game.review.__main__ import play as bots_game
from game.ui.app import events as ev
from game.ui.app.page import Page
from game.ui.element import find_all
from game.ui.practice.deck import DECK_KEY, MAX_CARDS, Card, Deck, bounded, deck_text, load_deck, utc
from game.ui.practice.judging import Judged, judge_answer, position
from game.ui.practice.schedule import scheduled
from game.ui.storage.keys import DAMAGED_PREFIX
from game.ui.storage.saves import KEY_PREFIX
from tests.ui.test_controller import Browser, cmds, setup_form, text

NOW = "2026-12-03T10:00:00.000Z"


def card_of(game: str, players: int, seed: int, step: int) -> Card:
    """The card of the easy bot's flagged decision at ``step`` of its game of ``seed`` (seat 0)."""
    spec = SPECS[game]
    options = spec.rules.options_from_json({"players": players})
    actions = bots_game(spec, options, seed, "easy")
    found = review(spec, options, seed, actions, 0)
    d = next(d for d in found.decisions if d.step == step)
    return Card(
        f"mine:test:{game}:{step}",
        game,
        dict(spec.rules.options_to_json(options)),
        seed,
        tuple(actions[:step]),
        0,
        d.verdict.played,
        d.verdict.best,
        d.loss,
        added=utc(NOW),
        due=utc(NOW),
    )


@pytest.fixture(scope="module")
def stones_card() -> Card:
    return card_of("shifting-stones", 2, 7, 7)


@pytest.fixture(scope="module")
def tranquility_card() -> Card:
    return card_of("tranquility", 1, 7, 23)


def test_stones_answers_inside_and_outside_the_margin(stones_card: Card) -> None:
    card = stones_card
    assert judge_answer(card, card.best).good
    mistake = judge_answer(card, card.played)
    assert not mistake.good and mistake.loss >= 2 and mistake.best == card.best
    # An answer the review never saw is rated by the judge: skipping scores nothing.
    skipped = judge_answer(card, ("skip",))
    assert not skipped.good and skipped.loss >= skipped.margin == 1.0
    # The best turn scored another way round is as good (no point short of the best).
    same = judge_answer(card, (*card.best[:-2], card.best[-2], "end"))
    assert same.good and same.loss < same.margin


def test_tranquility_answers_inside_and_outside_the_margin(tranquility_card: Card) -> None:
    card = tranquility_card
    assert card.loss >= 0.25  # a blunder: 25 points of win chance or more
    assert judge_answer(card, card.best).good
    blunder = judge_answer(card, card.played)
    assert not blunder.good and blunder.best == card.best
    # Another move, rated by the review's play-outs: good exactly when within 5 points of the best.
    legal = position(card).legal_for_viewer()
    other = next(a for a in legal if (a,) not in (card.best, card.played) and a.startswith("play:"))
    judged = judge_answer(card, (other,))
    assert judged.margin == 0.05 and judged.good == (judged.loss < 0.05)
    assert judge_answer(card, (other,)) == judged  # the same answer, the same verdict


def test_scheduling_goes_through_fsrs(stones_card: Card) -> None:
    from fsrs import Rating, Scheduler

    good = scheduled(stones_card, True, NOW)
    assert good.fsrs is not None and good.fsrs["state"] == 2 and good.due[:10] > NOW[:10]  # not today
    wrong = scheduled(stones_card, False, NOW)
    assert wrong.fsrs is not None and wrong.due[:10] == NOW[:10] and wrong.due > utc(NOW)  # later today
    again = scheduled(good, True, good.due)
    assert again.due > good.due  # a second good answer pushes it further out
    # The same as the library itself says.
    from game.ui.practice.schedule import SCHEDULER, memory, moment

    mem, _ = SCHEDULER.review_card(memory(stones_card, moment(NOW)), Rating.Good, moment(NOW))
    assert utc(mem.due.isoformat()) == good.due and isinstance(SCHEDULER, Scheduler)


def test_the_deck_is_bounded_the_oldest_learned_leave_first(stones_card: Card) -> None:
    learned = scheduled(stones_card, True, NOW)
    learned = replace(learned, answers=(("2026-12-03", 1),))
    cards = [
        replace(learned if i % 2 else stones_card, id=f"c{i}", added=f"2026-01-01T00:00:{i % 60:02d}Z{i:04d}")
        for i in range(MAX_CARDS + 20)
    ]
    deck = bounded(Deck(tuple(cards)))
    assert len(deck.cards) == MAX_CARDS and deck.retired == 20
    gone = {c.id for c in cards} - {c.id for c in deck.cards}
    assert all(int(i[1:]) % 2 for i in gone)  # only learned ones left
    assert load_deck(deck_text(deck)) == deck  # and it goes through its JSON


def test_a_damaged_deck_is_told_kept_and_never_breaks_the_app(stones_card: Card) -> None:
    b = Browser()
    b.store.data[DECK_KEY] = '{"format": 1, "cards": [{"id": 3}]'
    home = b.send(ev.Command("home"))
    assert "practice deck could not be read" in text(home)
    assert b.store.data[DECK_KEY] == '{"format": 1, "cards": [{"id": 3}]'  # untouched
    assert f"damaged-export:{DECK_KEY}" in cmds(home)
    # A session still opens (the starter positions); answering sets the damaged text aside first.
    shown = b.send(ev.Command("practice"))
    assert b.state.screen == "practice" and "could not be read" in text(shown)
    model = b.state.model
    session = model.session  # type: ignore[union-attr]
    if session is not None:
        b.send(ev.Play(session.legal_for_viewer()[0]))
        for _ in range(30):
            if b.state.model.judged is not None or b.state.model.session is None:  # type: ignore[union-attr]
                break
            b.send(ev.Play(b.state.model.session.legal_for_viewer()[0]))  # type: ignore[union-attr]
        aside = [k for k in b.store.data if k.startswith(f"{DAMAGED_PREFIX}practice/")]
        assert aside and b.store.data[aside[0]] == '{"format": 1, "cards": [{"id": 3}]'
        load_deck(b.store.data[DECK_KEY])


def test_a_practice_session_answers_schedules_and_survives_a_reload(stones_card: Card) -> None:
    b = Browser()
    b.store.data[DECK_KEY] = deck_text(Deck((stones_card,)))
    home = b.send(ev.Command("home"))
    assert "practice" in cmds(home)
    b.send(ev.Command("practice"))
    model = b.state.model
    assert model.card == stones_card  # type: ignore[union-attr]
    for action in stones_card.best:
        page = b.send(ev.Play(action))
    assert b.state.model.judged is not None and b.state.model.judged.good  # type: ignore[union-attr]
    assert "Good move" in text(page) and any("Good move" in a.text for a in b.of(ev.Announce))
    stored = load_deck(b.store.data[DECK_KEY])
    again = stored.card(stones_card.id)
    assert again is not None and again.fsrs is not None and not again.is_due(NOW)
    # A new visit: the deck and its schedule are still there, and that card is not due today.
    fresh = Browser(store=b.store)
    fresh.send(ev.Command("practice"))
    assert stones_card.id not in {c.id for c in fresh.state.model.cards}  # type: ignore[union-attr]


def skipped(card: Card) -> tuple[Browser, Page, Judged]:
    """A practice session of ``card`` answered with a skip (not the best move), judged."""
    b = Browser()
    b.store.data[DECK_KEY] = deck_text(Deck((card,)))
    b.send(ev.Command("practice"))
    page = b.send(ev.Play("skip"))
    judged = b.state.model.judged  # type: ignore[union-attr]
    assert judged is not None and not judged.good
    return b, page, judged


def test_a_wrong_answer_shows_the_better_move_and_the_reason(stones_card: Card) -> None:
    b, page, _ = skipped(stones_card)
    words = text(page)
    assert "Not the best move." in words and "The bot prefers" in words and "points short" in words
    marks = [
        s for spec in page.specs for s in find_all(spec, lambda s: "mark-best" in str(s[1].get("class")))
    ]
    assert marks  # the better move on the board
    card = load_deck(b.store.data[DECK_KEY]).card(stones_card.id)
    assert card is not None and card.is_due("2026-12-03T23:00:00.000Z")  # back today


def test_no_card_of_another_seat_in_a_practice_position(stones_card: Card) -> None:
    b = Browser()
    b.store.data[DECK_KEY] = deck_text(Deck((stones_card,)))
    page = b.send(ev.Command("practice"))
    session = b.state.model.session  # type: ignore[union-attr]
    assert session is not None
    state = session.state
    mine = set(state.hands[0])
    theirs = set(state.hands[1]) - mine
    from game.shifting_stones.cards import card_name

    shown = {
        str(s[1]["data-card"]) for spec in page.specs for s in find_all(spec, lambda s: "data-card" in s[1])
    }
    assert shown and not shown & {card_name(c) for c in theirs}
    page = b.send(ev.Play("skip"))  # and in the answer's drawing
    shown = {
        str(s[1]["data-card"]) for spec in page.specs for s in find_all(spec, lambda s: "data-card" in s[1])
    }
    assert not shown & {card_name(c) for c in theirs}


def finish_solo_stones(b: Browser, *, well: bool) -> str:
    """A solo Shifting Stones game to its end: the person plays the hard bot's moves (``well``) or
    anything; the save's key."""
    from game.shifting_stones.bots import suggest

    b.send(ev.Command("start:shifting-stones", setup_form(1)))
    session = b.state.session
    assert session is not None
    if well:
        for _ in range(500):
            session = b.state.session
            assert session is not None
            if session.step() == "over":
                break
            b.send(ev.Play(suggest(session.view(), session.legal_for_viewer())[0]))
    else:
        b.play_out()
    return f"{KEY_PREFIX}{session.save_id}"


def idle_until_done(b: Browser) -> int:
    steps = 0
    while b.of(ev.Idle) and steps < 2000:
        b.send(ev.Idled())
        steps += 1
    return steps


def test_a_finished_game_with_mistakes_adds_cards_without_a_click() -> None:
    b = Browser()
    key = finish_solo_stones(b, well=False)
    assert b.of(ev.Idle) and b.state.to_collect == (key,)
    assert idle_until_done(b) > 2 and b.state.collecting is None
    deck = load_deck(b.store.data[DECK_KEY])
    assert deck.cards and all(c.seat == 0 and c.source == "mine" and c.loss >= 2 for c in deck.cards)
    assert deck.reviewed == (f"{key.removeprefix(KEY_PREFIX)}:0",)
    # Reviewed once: the end screen's next clicks queue nothing, and a review by hand adds nothing.
    b.send(ev.Command("hint"))
    assert not b.of(ev.Idle)
    before = b.store.data[DECK_KEY]
    b.send(ev.Command("review"))
    assert b.state.screen == "review" and b.store.data[DECK_KEY] == before


def test_a_game_without_flagged_decisions_adds_none_and_the_setting_turns_it_off() -> None:
    b = Browser()
    finish_solo_stones(b, well=True)
    idle_until_done(b)
    deck = load_deck(b.store.data[DECK_KEY])
    assert deck.cards == () and len(deck.reviewed) == 1
    off = Browser()
    off.send(ev.Command("learn"))
    assert json.loads(off.store.data["sea-stones/prefs"])["learn"] is False
    finish_solo_stones(off, well=False)
    assert not off.of(ev.Idle) and DECK_KEY not in off.store.data


def test_home_offers_practice_on_a_fresh_visit() -> None:
    b = Browser()
    home = b.send(ev.Command("home"))
    buttons = [s for spec in home.specs for s in find_all(spec, lambda s: s[1].get("data-cmd") == "practice")]
    assert buttons and int(buttons[0][1]["data-due"]) >= 1
    shown = b.send(ev.Command("practice"))
    assert b.state.screen == "practice" and "What would you play?" in text(shown)


def test_progress_export_and_import_carry_the_deck(stones_card: Card) -> None:
    from game.ui.practice.progress import monday, progress

    assert monday("2026-12-03") == "2026-11-30" and monday("2026-11-30") == "2026-11-30"
    deck = Deck((scheduled(stones_card, True, NOW),), days={"2026-12-02": (3, 2), "2026-12-03": (1, 1)})
    deck = replace(deck, cards=(replace(deck.cards[0], answers=(("2026-12-03", 1),)),))
    done = progress(deck, "2026-12-03")
    assert done.learned == 1 and done.streak == 2 and done.weeks == (("2026-11-30", 4, 3),)
    b = Browser()
    b.store.data[DECK_KEY] = deck_text(deck)
    page = b.send(ev.Command("stats"))
    assert "1 position learned" in text(page) and "Streak: 2 days" in text(page)
    b.send(ev.Command("practice-export"))
    (download,) = b.of(ev.Download)
    other = Browser()
    other.send(ev.Import(download.text))
    assert load_deck(other.store.data[DECK_KEY]) == deck and "imported: 1 position" in str(other.state.notice)


def test_the_starter_pool_rebuilds_its_positions_by_replay() -> None:
    from game.ui.practice.starter import card_of as starter_card
    from game.ui.practice.starter import daily_entry, entries

    for game in ("tranquility", "shifting-stones"):
        first = entries(game)[0]
        card = starter_card(first, NOW)
        assert len(card.played) == first.length and card.best == first.best
        assert judge_answer(card, card.best).good and not judge_answer(card, card.played).good
        today = daily_entry(game, "2026-12-03")
        assert today is not None and today == daily_entry(game, "2026-12-03")
    b = Browser()
    shown = b.send(ev.Command("daily-position:shifting-stones"))
    assert "Today's position · 2026-12-03" in text(shown)
    session = b.state.model.session  # type: ignore[union-attr]
    daily = b.state.model.card  # type: ignore[union-attr]
    assert session is not None and daily is not None
    for action in daily.played:
        page = b.send(ev.Play(action))
    line = [s for spec in page.specs for s in find_all(spec, lambda s: s[1].get("class") == "share-text")]
    assert line and "missed it" in text(page)
    words = str(line[0][2])
    assert not any(part in words for action in (*daily.best, *daily.played) for part in action.split("/"))
