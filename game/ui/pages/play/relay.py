"""Play by link at the game screen: a link opened on this device (merged with the game it holds),
"Play as" and "Not me", sending the game on to the next person by link (Copy, Share), and the
Undo that holds until the link is sent."""

from __future__ import annotations

from dataclasses import replace
from typing import TYPE_CHECKING

from game.core.errors import SaveError
from game.core.interfaces import TERMINAL
from game.ui.app.events import Effect, Write
from game.ui.app.events import SendLink as SendEffect
from game.ui.app.screen import CLEAR, Ctx, Updated
from game.ui.i18n import tr
from game.ui.link.merge import merge
from game.ui.link.relay import RelayGame, RelayRefused, carried, decode_link, identity, link_save_id
from game.ui.pages.play import Game, LinkSent, NotMe, PlayAs, PlaysHere, SendLink
from game.ui.pages.play.moves import autosave, fresh, shown, take_back
from game.ui.pages.play.relay_view import link_url, receivers, undo_refusal
from game.ui.storage.backend import StorageError
from game.ui.storage.kept import read_stats
from game.ui.storage.saves import load_session_text, parse_save_text, save_key, save_rev
from game.ui.storage.stats import STATS_KEY, record_game, stats_text

if TYPE_CHECKING:
    from game.ui.app.state import Env
    from game.ui.table.session import Session

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


def held_identity(session: Session) -> tuple[str, ...]:
    """The identity of a held copy (``relay.identity``); one no link could carry is another game
    than any link's (its id kept, so that it is told as such)."""
    try:
        return identity(session.match, session.seats, session.link_id)
    except RelayRefused:
        return ("",) * 3 + (session.link_id,)


def free_save_id(env: Env, game_id: str) -> str:
    """The id to keep a link's game under: the game's own, unless something is stored there
    already (a save this version cannot read stays as it is), else a new one beside it."""
    own = link_save_id(game_id)
    return own if env.store.get(save_key(own)) is None else f"{own}-{env.fresh_seed()}"


#: which held copy a link is merged with, when the device holds several (the game and its forks)
_RANK = {"same": 0, "newer": 1, "older": 2, "fork": 3, "other": 4}


def arrive(fragment: str, ctx: Ctx) -> Updated[Game | None]:
    """A link opened on this device: refused (nothing stored, no game opened, and the notice says
    why), or merged with the game this device holds (:func:`arrived`)."""
    lang = ctx.lang
    try:
        link = decode_link(fragment)
    except RelayRefused as err:
        refused = tr(lang, "relay.refused", reason=refusal_text(lang, err))
        return Updated(None, notice=refused, message=refused)
    return arrived(link, ctx)


def arrive_file(session: Session, ctx: Ctx) -> Updated[Game | None]:
    """A game by link exported to a file (one grown too long for a link travels so), imported
    on this device: opened as its link would be, or refused when no link could carry it."""
    try:
        link = carried(session)
    except RelayRefused as err:
        reason = refusal_text(ctx.lang, err)
        return Updated(None, notice=tr(ctx.lang, "saves.cannot_import", reason=reason))
    return arrived(link, ctx)


def arrived(link: RelayGame, ctx: Ctx) -> Updated[Game | None]:
    """A game by link merged with the game this device holds: a new game is stored; a newer
    link extends the save; the same one opens it; an older one changes nothing; a fork is kept
    beside the held game, and so is another game under the same id (another deal, other seats); a
    save this version cannot read is never written over. Where storage cannot be used at all, the
    game is opened all the same, in this page only, and the player is told nothing is kept."""
    lang, env = ctx.lang, ctx.env
    mine = link.identity()
    try:
        held = held_games(env, link.game_id)
        save_id = free_save_id(env, link.game_id)
    except StorageError:
        return opened(link.session(), 0, ctx, tr(lang, "relay.not_kept"), save=False, kept=False)
    outcomes = [
        (merge(mine, link.actions, held_identity(s), s.match.actions), key, s, rev) for key, s, rev in held
    ]
    own = save_key(link_save_id(link.game_id))
    outcomes.sort(key=lambda found: (_RANK[found[0].outcome], found[1] != own))
    if not outcomes or outcomes[0][0].outcome == "other":
        said = tr(lang, "relay.other" if outcomes else "relay.new")
        return opened(link.session(save_id), 0, ctx, said, save=True)
    outcome, _, session, rev = outcomes[0]
    if outcome.outcome == "same":
        return opened(session, rev, ctx, tr(lang, "relay.same"), save=False)
    if outcome.outcome == "older":
        behind = len(session.match.actions) - outcome.common
        return opened(session, rev, ctx, tr(lang, "relay.older", count=behind), save=False)
    if outcome.outcome == "newer":
        added = len(link.actions) - outcome.common
        extended = replace(session, match=link.match, relayed=len(link.actions), viewer=None)
        note = None if extended.step() == "over" else tr(lang, "relay.newer", count=added)  # the end says it
        step = opened(extended.settle_viewer(), rev, ctx, note, save=True)
        return replace(step, effects=[*step.effects, *on_record(step.model, ctx)])
    fork = link.session(f"{link_save_id(link.game_id)}-{env.fresh_seed()}")
    fork = replace(fork, away=session.away, unclaimed=session.unclaimed)
    return opened(fork, 0, ctx, tr(lang, "relay.fork", move=outcome.common + 1), save=True)


def asks_who(session: Session) -> bool:
    """The device is to be asked whether the person to move has it ("Play as" / "Not me"): a
    person's move, on a device that plays no seat of this game and was never told whose seat
    this is (never a seat it gave away to a friend)."""
    actor = session.actor()
    return (
        actor != TERMINAL
        and not session.is_table_decision()
        and actor in session.unclaimed
        and not session.here
    )


def early_answer(model: object, seat: int, plays: bool) -> PlayAs | NotMe | None:
    """The answer given on the loading screen before Python was up ("Play as Bea" or "Not me",
    for the seat the link's ``?turn=`` named: static/js/boot.js), as the message it stands for:
    only when the screen's ``model`` is the game a link opened and asks that very question, of
    that seat; else None."""
    if not isinstance(model, Game) or not model.arrived:
        return None
    session = model.session
    if not asks_who(session) or session.actor() != seat:
        return None
    return PlayAs() if plays else NotMe()


def opened(
    session: Session, rev: int, ctx: Ctx, said: str | None, *, save: bool, kept: bool = True
) -> Updated[Game]:
    """``session`` on screen as a game opened from a link: whose move it is is asked first when
    the device may be theirs (:func:`asks_who`); stored now when ``save``; unless ``kept`` is
    False (storage cannot be used), open in this page only and never written (``Game.kept``)."""
    asks = asks_who(session)
    game = replace(
        fresh(replace(session, viewer=None) if asks else session.settle_viewer(), rev), arrived=asks
    )
    step = Updated(replace(game, kept=kept), notice=CLEAR, message=said)
    return autosave(step, ctx, game if rev else None) if save else step


def on_record(game: Game, ctx: Ctx) -> list[Effect]:
    """A game this device played on, ended on another: it goes on this device's record too."""
    session = game.session
    if session.step() != "over" or game.stale:
        return []
    stats, _ = read_stats(ctx.env.store, ctx.lang)
    if stats is None:
        return []
    updated = record_game(stats, session)
    return [Write(STATS_KEY, stats_text(updated), "message")] if updated != stats else []


def update(game: Game, msg: SendLink | LinkSent | PlayAs | NotMe | PlaysHere, ctx: Ctx) -> Updated[Game]:
    """Sending the link on, and answering whose device this is."""
    session, lang = game.session, ctx.lang
    if isinstance(msg, SendLink):
        url = link_url(ctx.site, session)
        if not receivers(session) or url is None or (msg.how == "share" and not ctx.can_share):
            return Updated(game)
        seat = receivers(session)[0]
        title = tr(
            lang,
            "relay.share_title",
            game=tr(lang, f"game.{session.match.game}"),
            name=session.seats[seat].name,
        )
        return Updated(game, [SendEffect(msg.how, url, title, LINK_FIELD)])
    if isinstance(msg, LinkSent):
        if not receivers(session):
            return Updated(game)
        sent = replace(game, session=replace(session, relayed=len(session.match.actions)), sent=msg.how)
        return autosave(Updated(sent), ctx, sent)
    seat = session.actor()
    if seat == TERMINAL or session.seats[seat].kind != "human":
        return Updated(replace(game, arrived=False))
    unclaimed = tuple(i for i in session.unclaimed if i != seat)
    if isinstance(msg, PlaysHere):  # a device two friends share: a separate, explicit choice
        if seat not in session.away:
            return Updated(game)
        away = tuple(i for i in session.away if i != seat)
        here = replace(session, away=away, unclaimed=unclaimed, viewer=None).settle_viewer()
    elif isinstance(msg, PlayAs):
        if not asks_who(session):  # a seat given away, or taken: never from this question
            return Updated(replace(game, arrived=False))
        away = tuple(i for i in session.away if i != seat)
        here = replace(session, away=away, unclaimed=unclaimed, viewer=seat)
    else:  # not the person at the screen: the seat is not this device's, and is asked again
        away = tuple(sorted({*session.away, seat}))
        here = replace(session, away=away, viewer=None).settle_viewer()
    answered = replace(game, session=here, arrived=False)
    return autosave(Updated(answered, message=CLEAR), ctx, answered)


def take_back_sent(game: Game, ctx: Ctx) -> Updated[Game]:
    """Undo while the game waits to be sent on: the mover's move is taken back unless the link
    has gone (copied or shared), a bot has moved since, or the move showed something."""
    session = game.session
    refusal = undo_refusal(session)
    if refusal is not None:
        return Updated(game, message=tr(ctx.lang, refusal))
    mover = int(session.rules.current_player(session.match.states[-2]))
    taken = shown(game, take_back(session, mover))
    return autosave(replace(taken, model=replace(taken.model, sent="")), ctx, game)
