"""The practice deck against what a player keeps, imports or receives: two tabs answering at once
lose no answer, an import into a full deck drops nothing not learned without saying so, and a bad
part of a deck (a day, a seat, the scheduler's memory, a file's depth or shape) is told and set
aside, never breaking practice, the stats or home."""

from __future__ import annotations

import itertools
import json
from dataclasses import replace

import pytest

from game.core.errors import SaveError
from game.ui.app import events as ev
from game.ui.app.runner import Runner
from game.ui.pages.practice import Practice
from game.ui.practice.deck import DECK_KEY, MAX_CARDS, MAX_DECK, Card, Deck, deck_text, load_deck, utc
from game.ui.practice.kept_deck import export_deck
from game.ui.practice.schedule import scheduled
from game.ui.storage.keys import DAMAGED_PREFIX
from tests.ui.test_controller import Browser, text
from tests.ui.test_practice import NOW, card_of
from tests.ui.test_two_tabs import Racing

TODAY = NOW[:10]


@pytest.fixture(scope="module")
def card() -> Card:
    return card_of("shifting-stones", 2, 7, 7)


def practice_model(b: Browser) -> Practice:
    model = b.state.model
    assert isinstance(model, Practice)
    return model


def stored_deck(b: Browser) -> Deck:
    return load_deck(b.store.data[DECK_KEY])


# ----- two tabs -------------------------------------------------------------------------------
def two_tabs(card: Card) -> tuple[Browser, Browser, Racing]:
    """Two tabs of one browser on the practice of a deck of ``card``, both with the position on
    the table and the best answer played but its last move."""
    store = Racing(data={DECK_KEY: deck_text(Deck((card,)))}, key=DECK_KEY)
    seeds = itertools.count(1000)
    tabs = Browser(store=store, seeds=seeds), Browser(store=store, seeds=seeds)
    for tab in tabs:
        tab.send(ev.Command("practice"))
        assert practice_model(tab).card == card
        for action in card.best[:-1]:
            tab.send(ev.Play(action))
    return tabs[0], tabs[1], store


def test_two_tabs_answering_the_same_position_at_once_keep_both_answers(card: Card) -> None:
    """Tab B's answer is written while tab A judges its own (after A read the deck, before A
    writes it): A's write finds B's, reads it again and writes both answers."""
    a, b, store = two_tabs(card)

    def b_answers() -> None:
        b.send(ev.Play(card.best[-1]))

    store.between = b_answers
    a.send(ev.Play(card.best[-1]))
    assert store.between is None and practice_model(b).judged is not None
    judged = practice_model(a).judged
    assert judged is not None and judged.good and not a.of(ev.Report)
    deck = stored_deck(a)
    answered = deck.card(card.id)
    assert answered is not None and answered.answers == ((TODAY, 1), (TODAY, 1))
    assert deck.days == {TODAY: (2, 2)} and deck.rev == 2 and len(deck.marks) == 2


def deferred(tab: Browser) -> Runner:
    """The tab's runner as the browser runs it where it has Web Locks: writes wait for the lock."""
    return Runner(tab.state, lambda: tab.env, tab.put, tab.remove, defer=True)


def last_move(runner: Runner, action: str) -> None:
    """The answer's last move played, and judged once the page shows it is being judged."""
    for effect in runner.dispatch(ev.Play(action)):
        if isinstance(effect, ev.Think):
            runner.dispatch(ev.Thought(effect.what))


def test_answers_waiting_for_the_decks_lock_are_merged_once_it_is_held(card: Card) -> None:
    """Both tabs answer before either holds the deck's lock; B writes first. A's write finds B's
    revision: A is told, and makes its answer again over B's deck: both answers are kept."""
    a, b, store = two_tabs(card)
    first, second = deferred(a), deferred(b)
    last_move(first, card.best[-1])
    last_move(second, card.best[-1])
    assert [batch.key for batch in first.pending] == [DECK_KEY] == [batch.key for batch in second.pending]
    assert load_deck(store.data[DECK_KEY]).days == {}  # nothing written before the lock is held
    assert second.flush(DECK_KEY) == []
    answers = first.flush(DECK_KEY)
    assert answers == [ev.Overtaken(DECK_KEY)]
    first.dispatch(answers[0])
    assert first.flush(DECK_KEY) == [] and first.pending == []
    deck = load_deck(store.data[DECK_KEY])
    answered = deck.card(card.id)
    assert answered is not None and len(answered.answers) == 2 and deck.days == {TODAY: (2, 2)}
    first.dispatch(ev.Overtaken(DECK_KEY))  # told again: nothing is made twice
    assert first.pending == [] or first.flush(DECK_KEY) == []
    assert load_deck(store.data[DECK_KEY]).days == {TODAY: (2, 2)}


# ----- importing into a full deck ------------------------------------------------------------
def many(card: Card, prefix: str, count: int, added: str) -> tuple[Card, ...]:
    return tuple(replace(card, id=f"{prefix}{i}", added=added) for i in range(count))


def test_an_import_into_a_full_deck_keeps_every_position_not_learned_and_says_what_it_kept(
    card: Card,
) -> None:
    b = Browser()
    mine = many(card, "mine", MAX_CARDS, "2026-01-01T00:00:00Z")
    b.store.data[DECK_KEY] = deck_text(Deck(mine))
    theirs = Deck(many(card, "theirs", MAX_CARDS, "2026-02-01T00:00:00Z"))
    b.send(ev.Import(export_deck(theirs, "en")))
    ids = {c.id for c in stored_deck(b).cards}
    assert ids == {c.id for c in (*mine, *theirs.cards)}  # no position dropped
    assert b.state.notice == f"Practice deck imported: {MAX_CARDS} positions."
    # Past the most a deck holds, the oldest not learned yet leave, and the notice says so.
    more = Deck(many(card, "more", 400, "2026-03-01T00:00:00Z"))
    b.send(ev.Import(export_deck(more, "en")))
    deck = stored_deck(b)
    assert len(deck.cards) == MAX_DECK and {c.id for c in more.cards} <= {c.id for c in deck.cards}
    assert b.state.notice == (
        "Practice deck imported: 400 positions. 400 positions not learned yet did not fit in the "
        f"deck ({MAX_DECK} at most) and were left out."
    )


# ----- a bad part of a deck -----------------------------------------------------------------
@pytest.mark.parametrize("day", ["soon", "2026", "2026-02-30", "2026-13-01", "２０２６-12-03"])
def test_a_bad_day_is_damage_told_and_kept_and_the_stats_page_opens(card: Card, day: str) -> None:
    data = json.loads(deck_text(Deck((card,), days={TODAY: (2, 1)})))
    data["days"][day] = [1, 1]
    stored = json.dumps(data)
    with pytest.raises(SaveError):
        load_deck(stored)
    b = Browser()
    b.store.data[DECK_KEY] = stored
    for command in ("stats", "stats", "home", "practice"):
        shown = b.send(ev.Command(command))
        assert shown.screen == command and not b.of(ev.Report)
    assert "practice deck could not be read" in text(b.send(ev.Command("stats")))
    assert b.store.data[DECK_KEY] == stored


def test_a_card_whose_seat_is_not_to_move_is_passed_over_and_said(card: Card) -> None:
    early = utc("2026-12-01T00:00:00Z")
    other_seat = replace(card, id="hand-made:not-to-move", seat=1, due=early)
    past_the_table = replace(card, id="hand-made:no-such-seat", seat=4, due=early)
    b = Browser()
    b.store.data[DECK_KEY] = deck_text(Deck((other_seat, past_the_table, card)))
    shown = b.send(ev.Command("practice"))
    assert shown.screen == "practice" and not b.of(ev.Report)
    model = practice_model(b)
    assert model.card == card and model.session is not None and model.session.viewer == 0
    assert "cannot be set up" in text(shown)
    for action in card.best:  # the session goes on: the good card is answered
        b.send(ev.Play(action))
    assert practice_model(b).judged is not None


BAD_MEMORIES = [
    {"state": 2},
    {},
    {"state": 2, "step": None, "stability": -1.0, "difficulty": 5.0, "last_review": "2026-12-01T10:00:00Z"},
    {"state": 3, "step": None, "stability": 3.0, "difficulty": 5.0, "last_review": "2026-12-01T10:00:00Z"},
    {"state": 2, "step": None, "stability": 3.0, "difficulty": 5.0, "last_review": "yesterday"},
    {"state": True, "step": 0, "stability": 3.0, "difficulty": 5.0, "last_review": None},
]


@pytest.mark.parametrize("bad", BAD_MEMORIES, ids=[f"memory{i}" for i in range(len(BAD_MEMORIES))])
def test_malformed_scheduler_memory_is_damage_and_never_breaks_an_answer(card: Card, bad: object) -> None:
    broken = replace(card, fsrs=bad)  # type: ignore[arg-type]
    stored = deck_text(Deck((broken,)))
    with pytest.raises(SaveError):
        load_deck(stored)
    again = scheduled(broken, True, NOW)  # (were one to get through: it starts again)
    assert again.fsrs is not None and again.due > utc(NOW)
    b = Browser()
    b.store.data[DECK_KEY] = stored
    shown = b.send(ev.Command("practice"))
    assert shown.screen == "practice" and "could not be read" in text(shown)
    asked = practice_model(b).card
    assert asked is not None and asked.id != card.id  # a starter position: the deck is set aside
    for action in asked.best:
        b.send(ev.Play(action))
    assert practice_model(b).judged is not None and not b.of(ev.Report)
    kept = [key for key in b.store.data if key.startswith(f"{DAMAGED_PREFIX}practice/")]
    assert [b.store.data[key] for key in kept] == [stored]


DEEP_FILE = '{"kind":"sea-stones-practice","cards":' + "[" * 10_000 + "]" * 10_000 + "}"


@pytest.mark.parametrize(
    "file",
    [
        DEEP_FILE,
        '[{"kind":"sea-stones-practice"}]',
        '"kind":"sea-stones-practice"',
        '{"kind":"sea-stones-practice","format":1,"cards":{},"reviewed":[],"days":{},"retired":0}',
        '{"kind":"sea-stones-practice","format":1,"cards":[' + "1," * 400_000 + "1]}",
        '{"kind":"sea-stones-practice","about":"' + "x" * 2_100_000 + '"}',
    ],
    ids=["deep", "list", "no object", "cards not a list", "too many cards", "too large"],
)
def test_a_deck_file_of_any_shape_is_refused_with_a_notice(file: str) -> None:
    b = Browser()
    shown = b.send(ev.Import(file))
    assert shown.screen == "home" and not b.of(ev.Report)
    assert "can't be imported" in str(b.state.notice) and DECK_KEY not in b.store.data
    assert b.send(ev.Command("practice")).screen == "practice"
