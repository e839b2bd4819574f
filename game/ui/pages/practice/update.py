"""Practice's update: open a session (the positions due, or today's position of a game), play the
answer on the table, judge it once the page shows it is being judged, schedule the card again
(FSRS) and write the deck, then the next position."""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import replace
from typing import Any

from game.core.errors import GameError, IllegalAction
from game.ui.app import events as ev
from game.ui.app.events import Announce, Board, Effect, Think
from game.ui.app.frontends import ui_for
from game.ui.app.screen import Ctx, Updated, copied
from game.ui.i18n import error_text, tr
from game.ui.pages.practice import (
    SESSION_CARDS,
    Again,
    CopyResult,
    JudgeAnswer,
    Msg,
    NextCard,
    Practice,
    share,
)
from game.ui.practice.deck import Answered, Card, Deck, answered, utc, with_mark
from game.ui.practice.kept_deck import deck_changed, read_deck
from game.ui.practice.starter import card_of, daily_entry, new_today


def open_practice(ctx: Ctx, daily: str = "") -> Practice:
    """A session of the positions due (the deck's, then today's new starter positions), at most
    ``SESSION_CARDS``; or, with ``daily`` (a game), today's position of that game."""
    env = ctx.env
    deck, damaged = read_deck(env.store)
    cards: list[Card] = []
    problem = None if damaged is None else tr(ctx.lang, "practice.damaged")
    try:
        if daily:
            entry = daily_entry(daily, env.today)
            if entry is not None:
                cards = [deck.card(entry.id) or card_of(entry, env.now)]
        else:
            cards = deck.due(env.now)[:SESSION_CARDS]
            for entry in new_today(deck, env.today)[: SESSION_CARDS - len(cards)]:
                cards.append(card_of(entry, env.now))
    except GameError as err:  # a pool of another version: the deck's cards still open
        problem = error_text(ctx.lang, err)
    model = Practice(tuple(cards), daily=env.today if daily else "", problem=problem)
    return opened(model, ctx.lang)


def opened(model: Practice, lang: str) -> Practice:
    """``model`` with its card's position on the table (a card that cannot be replayed is passed
    over, and said)."""
    from game.ui.practice.judging import position

    while model.card is not None:
        try:
            session = position(model.card, tr(lang, "seat.you"))
        except GameError as err:
            model = replace(
                model, index=model.index + 1, problem=error_text(lang, err), results=model.results
            )
            continue
        ui = ui_for(session.match.game)
        return replace(model, session=session, selection=ui.new_selection(), judged=None, judging=False)
    return replace(model, session=None, judged=None, judging=False)


def update(model: Practice, msg: Msg, ctx: Ctx) -> Updated[Practice]:
    if isinstance(msg, Board):
        return board(model, msg.msg, msg.form, ctx)
    if isinstance(msg, JudgeAnswer):
        return judge(model, ctx)
    if isinstance(msg, NextCard):
        if model.judged is None and not model.over and model.card is not None:
            return Updated(model)  # the position is still to be answered
        return Updated(opened(replace(model, index=model.index + 1), ctx.lang))
    if isinstance(msg, Again):
        if model.judged is not None or model.judging:
            return Updated(model)
        return Updated(opened(model, ctx.lang))
    assert isinstance(msg, CopyResult)
    return copied(model, share(model, ctx.lang), ctx.lang)


def board(model: Practice, command: object, form: Any, ctx: Ctx) -> Updated[Practice]:
    """A click on the table: the game's front end builds the move; a whole move is played."""
    session, card = model.session, model.card
    if session is None or card is None or model.judged is not None or model.judging:
        return Updated(model)
    ui = ui_for(session.match.game)
    outcome = ui.handle(command, form, model.selection, session, ctx.lang)
    model = replace(model, selection=outcome.selection, message=outcome.message)
    if outcome.action is None:
        return Updated(model)
    return play(model, outcome.action, ctx)


def outside(model: Practice, event: object, ctx: Ctx) -> Updated[Practice] | None:
    """A canonical action played on the board (a ``data-action``), as the answer; no other event
    beside the screen's messages is the practice screen's."""
    return play(model, event.action, ctx) if isinstance(event, ev.Play) else None


def play(model: Practice, action: str, ctx: Ctx) -> Updated[Practice]:
    """The player's move on the practice table: played; once the answer is a whole decision, it is
    judged (after the page shows so)."""
    from game.ui.practice.judging import decided

    session, card = model.session, model.card
    if session is None or card is None or model.judged is not None or model.judging:
        return Updated(model)
    if action not in session.legal_for_viewer():
        try:
            session.rules.apply(session.state, action)
        except IllegalAction as err:
            return Updated(replace(model, message=error_text(ctx.lang, err)))
        return Updated(replace(model, message=tr(ctx.lang, "msg.not_yours")))
    after = replace(session, match=session.match.play(action))
    ui = ui_for(session.match.game)
    model = replace(model, session=after, selection=ui.new_selection(), message=None)
    if not decided(after, card):
        return Updated(model)
    return Updated(replace(model, judging=True), [Think(JudgeAnswer())])


def judge(model: Practice, ctx: Ctx) -> Updated[Practice]:
    """The answer judged by the review's analysis, the card scheduled again and the deck written."""
    from game.ui.practice.judging import answer_of, judge_answer

    session, card, env = model.session, model.card, ctx.env
    if session is None or card is None or not model.judging:
        return Updated(model)
    judged = judge_answer(card, answer_of(session, card))
    mark = f"{utc(env.now)}/{env.fresh_seed():x}"
    written = (*model.written, Answered(mark, card, judged.good, env.now, env.today))[-SESSION_CARDS:]
    effects: list[Effect] = [*deck_changed(env.store, lambda deck: recorded(deck, written), env.now)]
    verdict = tr(ctx.lang, "practice.good" if judged.good else "practice.not_best")
    effects.append(Announce(verdict))
    model = replace(model, judged=judged, judging=False, results=(*model.results, judged.good))
    return Updated(replace(model, written=written), effects)


def recorded(deck: Deck, answers: Sequence[Answered]) -> Deck:
    """``deck`` with each of ``answers`` it does not hold yet: its card scheduled again (the
    card as the deck holds it now, answered in another tab meanwhile or not) and its day counted
    (``deck`` itself when it holds them all)."""
    from game.ui.practice.schedule import scheduled

    for answer in answers:
        if answer.mark in deck.marks:
            continue
        card = deck.card(answer.card.id) or answer.card
        again = scheduled(card, answer.good, answer.now)
        deck = with_mark(answered(deck, again, answer.good, answer.today), answer.mark)
    return deck
