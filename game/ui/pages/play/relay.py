"""Play by link at the game screen: a link opened on this device (merged with the game it holds),
"Play as" and "Not me", sending the game on to the next person by link (Copy, Share), and the
Undo that holds until the link is sent."""

from __future__ import annotations

from dataclasses import replace
from typing import TYPE_CHECKING

from game.core.errors import SaveError
from game.core.interfaces import TERMINAL
from game.ui.events import Effect, Write
from game.ui.events import SendLink as SendEffect
from game.ui.i18n import tr
from game.ui.pages.play import Game, LinkSent, NotMe, PlayAs, SendLink
from game.ui.pages.play.moves import autosave, fresh, shown, take_back
from game.ui.pages.play.relay_view import link_url, receivers, undo_refusal
from game.ui.relay import RelayRefused, decode_link, link_save_id, merge
from game.ui.saves import load_session_text, parse_save_text, save_key, save_rev
from game.ui.stats import STATS_KEY, record_game, stats_text
from game.ui.stored import read_stats

if TYPE_CHECKING:
    from game.ui.session import Session
    from game.ui.state import AppState, Env, Result

#: the id of the text box holding the link (Copy selects it where the clipboard refuses)
LINK_FIELD = "relay-link"


def refusal_text(lang: str, err: RelayRefused) -> str:
    """Why a link cannot be opened, in ``lang`` (another version names what differs)."""
    params = err.params
    if err.reason == "other_version" and isinstance(params.get("theirs"), int):
        part = tr(lang, f"relay.part.{params.get('part', 'format')}")
        newer = int(params["theirs"]) > int(params.get("ours", 0))
        key = "relay.refused.newer" if newer else "relay.refused.older"
        return tr(lang, key, part=part, theirs=params["theirs"], ours=params.get("ours", 0))
    return tr(lang, f"relay.refused.{err.reason}", **params)


def held_games(env: Env, game_id: str) -> list[tuple[str, Session, int]]:
    """The saves of game ``game_id`` this device holds (the game and its forks), readable ones."""
    prefix = save_key(link_save_id(game_id))
    found = []
    for key in sorted(env.store.keys(prefix)):
        text = env.store.get(key)
        if text is None:
            continue
        try:
            session = load_session_text(text)
            rev = save_rev(parse_save_text(text))
        except SaveError:
            continue
        if session.link_id == game_id:
            found.append((key, session, rev))
    return found


def arrive(state: AppState, fragment: str, env: Env) -> Result:
    """A link opened on this device: refused (nothing stored, the message says why), or merged
    with the game this device holds: a new game is stored; a newer link extends the save; the
    same one opens it; an older one changes nothing; a fork is kept beside the held game."""
    lang = state.lang
    try:
        link = decode_link(fragment)
    except RelayRefused as err:
        refused = tr(lang, "relay.refused", reason=refusal_text(lang, err))
        return replace(state, notice=refused, message=refused, clear_link=True), []
    state = replace(state, clear_link=True)
    held = held_games(env, link.game_id)
    outcomes = [
        (merge(link.game_id, link.actions, s.link_id, s.match.actions), key, s, rev) for key, s, rev in held
    ]
    rank = {"same": 0, "newer": 1, "older": 2, "fork": 3}
    outcomes.sort(
        key=lambda found: (rank.get(found[0].outcome, 4), found[1] != save_key(link_save_id(link.game_id)))
    )
    if not outcomes:
        return opened(state, link.session(), 0, env, tr(lang, "relay.new"), save=True)
    outcome, _, session, rev = outcomes[0]
    if outcome.outcome == "same":
        return opened(state, session, rev, env, tr(lang, "relay.same"), save=False)
    if outcome.outcome == "older":
        behind = len(session.match.actions) - outcome.common
        return opened(state, session, rev, env, tr(lang, "relay.older", count=behind), save=False)
    if outcome.outcome == "newer":
        added = len(link.actions) - outcome.common
        extended = replace(session, match=link.match, relayed=len(link.actions), viewer=None)
        state, effects = opened(
            state, extended.settle_viewer(), rev, env, tr(lang, "relay.newer", count=added), save=True
        )
        return state, [*effects, *on_record(state, env)]
    fork = link.session(f"{link_save_id(link.game_id)}-{env.fresh_seed()}")
    fork = replace(fork, away=session.away)
    return opened(state, fork, 0, env, tr(lang, "relay.fork", move=outcome.common + 1), save=True)


def opened(state: AppState, session: Session, rev: int, env: Env, said: str, *, save: bool) -> Result:
    """``session`` on screen as a game opened from a link: whose move it is is asked first (a
    person's move, the game not over); stored when ``save``."""
    actor = session.actor()
    asks = actor != TERMINAL and session.seats[actor].kind == "human" and not session.is_table_decision()
    state = fresh(state, replace(session, viewer=None) if asks else session.settle_viewer(), rev)
    state = replace(state, model=replace(state.game, arrived=asks), message=said, notice=None)
    if not save:
        return state, []
    return autosave(state, env, state if rev else None)


def on_record(state: AppState, env: Env) -> list[Effect]:
    """A game this device played on, ended on another: it goes on this device's record too."""
    session = state.session
    if session is None or session.step() != "over" or state.game.stale:
        return []
    stats, _ = read_stats(env.store, state.lang)
    if stats is None:
        return []
    updated = record_game(stats, session)
    return [Write(STATS_KEY, stats_text(updated), "message")] if updated != stats else []


def update(state: AppState, game: Game, msg: SendLink | LinkSent | PlayAs | NotMe, env: Env) -> Result:
    """Sending the link on, and answering whose device this is."""
    session, lang = game.session, state.lang
    if isinstance(msg, SendLink):
        if not receivers(session) or (msg.how == "share" and not state.can_share):
            return state, []
        seat = receivers(session)[0]
        title = tr(
            lang,
            "relay.share_title",
            game=tr(lang, f"game.{session.match.game}"),
            name=session.seats[seat].name,
        )
        return state, [SendEffect(msg.how, link_url(state.site, session), title, LINK_FIELD)]
    if isinstance(msg, LinkSent):
        if not receivers(session):
            return state, []
        sent = replace(session, relayed=len(session.match.actions))
        state = replace(state, model=replace(game, session=sent, sent=msg.how))
        return autosave(state, env, state)
    seat = session.actor()
    if seat == TERMINAL or session.seats[seat].kind != "human":
        return replace(state, model=replace(game, arrived=False)), []
    if isinstance(msg, PlayAs):
        here = replace(session, away=tuple(i for i in session.away if i != seat), viewer=seat)
    else:
        here = replace(session, away=tuple(sorted({*session.away, seat})), viewer=None).settle_viewer()
    state = replace(state, model=replace(game, session=here, arrived=False), message=None)
    return autosave(state, env, state)


def take_back_sent(state: AppState, game: Game, env: Env) -> Result:
    """Undo while the game waits to be sent on: the mover's move is taken back unless the link
    has gone (copied or shared), a bot has moved since, or the move showed something."""
    session = game.session
    refusal = undo_refusal(session)
    if refusal is not None:
        return replace(state, message=tr(state.lang, refusal)), []
    mover = int(session.rules.current_player(session.match.states[-2]))
    taken = shown(state, game, take_back(session, mover))
    return autosave(replace(taken, model=replace(taken.game, sent="")), env, state)
