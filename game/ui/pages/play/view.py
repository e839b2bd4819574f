"""The game screen, drawn from its model: the table or the hand-off, the log, the controls, the
coach, watching bots, the end (what it shows of storage was read into the model)."""

from __future__ import annotations

from typing import TYPE_CHECKING

from game.ui.app import common
from game.ui.app.frontends import ui_for
from game.ui.app.screen import Frame, Shown
from game.ui.app.wire import on
from game.ui.element import Spec, h
from game.ui.i18n import seat_names, tr
from game.ui.link.share import share_link
from game.ui.pages.play import (
    UNDO_WINDOW,
    CopyShare,
    FindMoment,
    Game,
    QrFull,
    SaveNow,
    SeeMoment,
    StopMoment,
    WatchPause,
    WatchSeat,
    WatchStep,
    coach_step,
    relay_view,
)
from game.ui.pages.play.coach import coach_panel
from game.ui.pages.play.end import end_screen
from game.ui.pages.play.frame import game_frame, handoff, notes_toggle, undo_window
from game.ui.pages.play.moment import biggest_fall, current
from game.ui.pages.play.motion import motion_facts
from game.ui.pages.play.status import board_note, status_line, status_of
from game.ui.storage.saves import save_key
from game.ui.table.guide import GuideStep
from game.ui.table.log import entry_item, since_last_turn
from game.ui.table.seen import seed_hidden, shown_names
from game.ui.table.session import Session
from game.ui.widgets.daily_box import share_box
from game.ui.widgets.saves_panel import full_panel

if TYPE_CHECKING:
    from game.ui.table.reviewing import ReviewRun


def view(
    game: Game,
    coach: tuple[int, GuideStep] | None,
    pace: str,
    message: str | None,
    full: bool,
    lang: str,
    site: str = "",
    can_share: bool = False,
) -> list[Spec]:
    """The game screen: the table (or the hand-off), the log, the controls and what is said; the
    coach of a guided game; watching bots; the end. A game played by link is sent on from here
    (``site``: the site's address its link starts with; ``can_share``: the browser has a share
    sheet)."""
    # While the Undo window is open the player who just moved still holds the device.
    holder = game.passing if game.session.step() == "handoff" else None
    session = shown_names(game.session, holder)
    ui = ui_for(session.match.game)
    names = seat_names(lang, (seat.name for seat in session.seats))
    entries = ui.log_entries(session, names, lang)
    log = [entry_item(entry) for entry in entries]
    passing = game.passing if session.step() == "handoff" else None
    overlays: list[Spec] = []
    if game.arrived and session.step() != "over":
        seat = session.actor()
        since = [(i + 1, log[i]) for i in since_last_turn(entries, seat)]
        return [relay_view.arrival(names[seat], session.match.game, since, message, lang)]
    if session.step() == "handoff" and passing is None:
        seat = session.handoff_seat()
        since = [(i + 1, log[i]) for i in since_last_turn(entries, seat)]
        return [handoff(names[seat], lang, log, since)]
    board = ui.board(session, game.selection, lang)
    # What comes and goes during a turn is said over the board or after the panel's buttons, so
    # neither the board nor a button ever moves.
    end = end_of(game, session, names, lang) if session.step() == "over" else None
    notes: list[tuple[Spec, str]] = []
    if game.stale:
        notes.append((stale_banner(session, lang), tr(lang, "sync.elsewhere")))
    if passing is not None:
        window = f"{session.save_id}:{len(session.match.actions)}"
        receiver = names[session.handoff_seat()]
        said_window = undo_window(names[passing], receiver, lang, window, round(UNDO_WINDOW))
        notes.append((said_window, tr(lang, "window.made", name=names[passing])))
    receivers = relay_view.receivers(session)
    if receivers:
        url = relay_view.link_url(site, game.session)
        undo = relay_view.undo_refusal(game.session) if session.step() == "away" else ""
        who = ", ".join(names[seat] for seat in receivers)
        shared = (
            names[session.actor()] if session.step() == "away" and not session.is_table_decision() else None
        )
        notes.append(
            (
                relay_view.send_panel(game, who, url, can_share, undo, lang, shared),
                tr(lang, "relay.send_to", name=who),
            )
        )
        if game.qr_full and url is not None:
            overlays.append(qr_screen(url, who, lang))
    elif session.link_id and session.step() == "human" and session.viewer is not None:
        since = [(i + 1, log[i]) for i in since_last_turn(entries, session.viewer)]
        if since:
            notes.append((relay_view.while_away(since, lang), tr(lang, "relay.while_away")))
    if coach is not None:
        notes.append((coach_of(session, coach[0], lang), coach_title(session, coach[0], lang)))
    title = notes[0][1] if notes else ""
    asked = coach[1].action if coach is not None else None
    lowered = bool(title) and game.notes_down == title
    sheet = (title, lowered)
    # the cards the move a guided game asks for names, drawn where its words are said
    asked_cards = ui_for(session.match.game).note_cards(session.view(), asked, lang) if asked else ()
    named = ui_for(session.match.game).note_cards(session.view(), game.hint_action, lang) if message else ()
    status = status_of(game, session, names, lang, asked)
    said = board_note(message, game.hint_action, game.thinking, game.said_at if message else (), lang, named)
    parts = game_frame(
        session,
        board,
        log,
        pace,
        lang,
        status=status_line(
            status,
            notes_toggle(sheet, lang) if lowered else None,
            asked_cards
            or (
                ui_for(session.match.game).note_cards(session.view(), status.move, lang)
                if status.move
                else ()
            ),
        ),
        said=said,
        end=end,
        notes=[note for note, _ in notes],
        sheet=sheet,
        sheet_cards=asked_cards,
        log_open=game.log_shown,
    )
    parts.extend(overlays)
    if not session.humans and session.step() != "over":
        parts.insert(0, watch_controls(game.paused, session, lang))
    if full:
        parts.insert(0, full_panel(game.shelf.index or {}, save_key(session.save_id), lang, SaveNow()))
    if not seed_hidden(session):
        options = session.rules.options_to_json(session.match.options)
        link = share_link(session.match.game, options, session.match.seed, len(session.seats))
        seed_link = h("a", {"href": link}, tr(lang, "frame.seed_link", seed=session.shown_seed()))
        parts.append(h("p", {"class": "share-link"}, tr(lang, "frame.share"), seed_link))
    if session.daily:
        badge = "daily.badge_replay" if game.shelf.daily_replay else "daily.badge"
        parts.insert(0, h("p", {"class": "daily-badge"}, tr(lang, badge, date=session.daily)))
    if modal(game):  # a modal sheet (the log, the QR code): the rest of the screen waits behind it
        for part in parts:
            if not {"log-sheet", "qr-screen"} & set(str(part[1].get("class")).split()):
                part[1]["inert"] = True
    return parts


def frame(game: Game, shown: Shown) -> Frame:
    """What the frame around the game screen takes from it: its modal sheets, its moves and the
    last one's facts, its board's marks, its game."""
    session = game.session
    return Frame(
        modal=modal(game),
        moves=len(session.match.actions),
        motion=motion_facts(session, shown.pace),
        marks=marks(game, coach_step(game), shown.message is not None),
        game=session.match.game,
    )


def address(game: Game) -> str | None:
    """The address of a game by link (its fragment), which the address bar keeps; None: none."""
    return relay_view.game_fragment(game.session) if game.session.link_id else None


def modal(game: Game) -> bool:
    """A modal sheet is over the game screen: the log, or the link's QR code over the whole screen."""
    return game.log_shown or (game.qr_full and bool(relay_view.receivers(game.session)))


def qr_screen(url: str, who: str, lang: str) -> Spec:
    """The link's QR code over the whole screen, as large as the screen allows, for another
    device's camera; Close (or Esc) gives the table back."""
    return h(
        "section",
        {
            "class": "qr-screen",
            "role": "dialog",
            "aria-modal": "true",
            "aria-labelledby": "qr-screen-title",
            "data-shortcut-scope": "true",
        },
        h("h2", {"id": "qr-screen-title"}, tr(lang, "relay.send_to", name=who)),
        h("div", {"class": "qr", "data-qr": url, "role": "img", "aria-label": tr(lang, "relay.qr")}),
        h(
            "button",
            {
                "type": "button",
                "class": "btn primary",
                **on(QrFull()),
                "data-key": "Escape",
                "autofocus": True,
            },
            tr(lang, "common.close"),
        ),
    )


def end_of(game: Game, session: Session, names: list[str], lang: str) -> Spec:
    """The end screen of the game on screen: its summary, each seat's result drawn, the moment a
    lost game was lost, the daily share line; folded away if the player chose."""
    ui = ui_for(session.match.game)
    summary = ui.end_summary(session)
    extra: list[Spec] = []
    if summary.turning_point:
        extra.append(moment_panel(current(game), lang))
    share = game.shelf.daily_share
    if share is not None:
        extra.append(share_box(share, CopyShare(), lang))
    end = end_screen(
        session,
        summary,
        names,
        lang,
        details=ui.end_details(session, lang),
        cards=ui.end_table(session, lang),
        extra=extra,
        glyph=ui.card_glyph,
        folded=game.end_folded,
    )
    if session.humans:  # for the closing sound: did the people at the table win
        end[1]["data-result"] = "won" if summary.won else "lost"
    return end


def moment_panel(run: ReviewRun | None, lang: str) -> Spec:
    """A lost game's turning point: a button that starts looking for it; while the hard bot rates
    the decisions, the progress and Stop; then the biggest fall in win chance and "See the move"."""
    button = {"type": "button", "class": "btn"}
    parts: list[Spec] = []
    if run is None:
        parts.append(h("p", {}, tr(lang, "end.moment.ask")))
        parts.append(h("button", {**button, **on(FindMoment())}, tr(lang, "end.moment.find")))
        return h(
            "section",
            {"class": "end-moment", "aria-labelledby": "end-moment-title"},
            moment_title(lang),
            *parts,
        )
    if run.running:
        parts.append(
            h(
                "div",
                {"class": "review-progress", "role": "status"},
                h(
                    "progress",
                    {
                        "value": run.done,
                        "max": max(run.total, 1),
                        "aria-label": tr(lang, "end.moment.progress"),
                    },
                ),
                " ",
                tr(lang, "review.progress", done=run.done, total=run.total),
                " ",
                h("button", {**button, **on(StopMoment())}, tr(lang, "review.stop")),
            )
        )
    fall = biggest_fall(run.decisions)
    if not run.running:
        if fall is None:
            parts.append(h("p", {"role": "status"}, tr(lang, "end.moment.none")))
        else:
            d = fall.decision
            said = [
                tr(
                    lang,
                    "end.moment.found",
                    move=d.step + 1,
                    before=round(100 * fall.before),
                    after=round(100 * fall.after),
                )
            ]
            if d.severity is not None:
                best = " → ".join(
                    ui_for(run.session.match.game).hint(a, lang).rstrip(".") for a in d.verdict.best
                )
                said.append(tr(lang, "review.bot_prefers", move=best))
            parts.append(h("p", {"role": "status", "data-step": d.step}, " ".join(said)))
            if d.severity is not None:  # the position before the move, both moves drawn on it
                from game.ui.table.reviewing import decision_position  # (a found moment only)

                parts.append(decision_position(run, d, lang))
            parts.append(
                h(
                    "button",
                    {**button, "class": "btn primary", **on(SeeMoment())},
                    tr(lang, "end.moment.see"),
                )
            )
        if run.stopped and run.done < run.total:
            parts.append(
                h("p", {"class": "help"}, tr(lang, "review.partial", done=run.done, total=run.total))
            )
            parts.append(h("button", {**button, **on(FindMoment())}, tr(lang, "end.moment.go_on")))
    return h(
        "section",
        {
            "class": "end-moment",
            "aria-labelledby": "end-moment-title",
            "data-done": "false" if run.running else "true",
        },
        moment_title(lang),
        *parts,
    )


def moment_title(lang: str) -> Spec:
    return h("h3", {"id": "end-moment-title"}, tr(lang, "end.moment.title"))


def marks(
    game: Game, coach: tuple[int, GuideStep] | None, said: bool = False
) -> dict[str, list[int] | list[str]] | None:
    """The cells the last move touched, the Hint's (or the coach's) and those the message on
    screen is about (``said``: a message is on screen), the hand's cards the Hint's (or the
    coach's) move uses and those it aims at, while a board is on screen."""
    session = game.session
    if (session.step() == "handoff" and game.passing is None) or (game.arrived and session.step() != "over"):
        return None
    actions = session.match.actions
    ui = ui_for(session.match.game)
    recent = ui.touched_cells(actions[-1]) if actions else []
    hinted = list(game.hinted)
    asked = game.hint_action
    if coach is not None and coach[1].action is not None and session.step() == "human":
        hinted = ui.touched_cells(coach[1].action)
        asked = coach[1].action
    playing = bool(asked) and session.step() == "human"
    cards = ui.hand_cards(asked) if asked and playing else []
    aimed = ui.aimed_cards(session.view(), asked) if asked and playing else []
    said_at = list(game.said_at) if said else []
    return {"recent": recent, "hinted": hinted, "said-at": said_at, "hinted-card": cards, "aimed-card": aimed}


def watch_controls(paused: bool, session: Session, lang: str) -> Spec:
    """Watching a table of bots: Pause or Resume, Step while paused, and Take a seat."""
    button = {"type": "button", "class": "btn"}
    seats = [
        h("button", {**button, **on(WatchSeat(i))}, tr(lang, "watch.take_seat", name=seat.name))
        for i, seat in enumerate(session.seats)
    ]
    return h(
        "section",
        {"class": "watch-controls", "aria-label": tr(lang, "watch.title")},
        h(
            "p",
            {"class": "watch-state", "role": "status"},
            tr(lang, "watch.paused" if paused else "watch.playing"),
        ),
        h(
            "div",
            {"class": "buttons"},
            h(
                "button",
                {
                    **button,
                    "class": "btn primary",
                    **on(WatchPause()),
                    "aria-pressed": "true" if paused else "false",
                },
                tr(lang, "watch.resume" if paused else "watch.pause"),
            ),
            h(
                "button",
                {**button, **on(WatchStep() if paused else None), "disabled": not paused},
                tr(lang, "watch.step"),
            ),
            *seats,
        ),
    )


def stale_banner(session: Session, lang: str) -> Spec:
    """This tab's game went on in another tab: its moves here are refused; open the newer one."""
    return h(
        "section",
        {"class": "stale-banner", "role": "alert"},
        h("p", {}, tr(lang, "sync.banner")),
        h(
            "div",
            {"class": "buttons"},
            h(
                "button",
                {
                    "type": "button",
                    "class": "btn primary",
                    **on(common.OpenSave(save_key(session.save_id))),
                },
                tr(lang, "sync.open_newer"),
            ),
            h(
                "button",
                {"type": "button", "class": "btn", **on(common.GoHome())},
                tr(lang, "frame.home"),
            ),
        ),
    )


def coach_title(session: Session, index: int, lang: str) -> str:
    """The coach's title (a phone lowers the coach to it): the move it asks for, else its step."""
    ui = ui_for(session.match.game)
    step = ui.guide.steps[index]
    if step.action is not None and session.step() == "human":
        return tr(lang, "guide.do", move=ui.hint(step.action, lang))
    return tr(lang, "guide.progress", step=index + 1, steps=len(ui.guide.steps))


def coach_of(session: Session, index: int, lang: str) -> Spec:
    """The guided game's coach for step ``index``: the move asked for in the Hint's words."""
    ui = ui_for(session.match.game)
    step = ui.guide.steps[index]
    waiting = session.step() != "human"
    said = None
    cards: tuple[Spec, ...] = ()
    if step.action is not None and not waiting:
        said = (ui.hint(step.action, lang), ui.hint_reason(session.view(), step.action, lang))
        cards = ui.note_cards(session.view(), step.action, lang)  # drawn where it names them
    return coach_panel(ui.guide.steps, index, waiting, said, lang, cards)


def screen(model: Game, shown: Shown) -> list[Spec]:
    """The screen as the page draws it (``game.ui.app.registry``), from what it shows of the app."""
    return view(
        model,
        coach_step(model),
        shown.pace,
        shown.message,
        shown.full,
        shown.lang,
        shown.site,
        shown.can_share,
    )
