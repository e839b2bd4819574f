"""What the game screen shows of a game played by link: whose move it is when a link is opened
("Play as", "Not me"), the game sent on to the next person ("Send the game to"), and the moves
made while a player was away."""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import replace

from game.core.interfaces import TERMINAL
from game.ui.app.wire import on
from game.ui.element import Child, Spec, h
from game.ui.i18n import tr
from game.ui.link.relay import MAX_RELAY_LINK, RelayRefused, session_link, turn_tag
from game.ui.pages.play import ExportGame, Game, NotMe, PlayAs, PlaysHere, QrFull, SendLink
from game.ui.pages.play.frame import undo_button
from game.ui.table.outcome import public_outcome_is_fixed
from game.ui.table.session import Session

#: The longest link drawn as a QR code as well. A QR code holds up to 2,953 bytes (version 40,
#: error correction L), but that dense a code has 177 modules a side, too fine for a phone's
#: camera to read off another screen at the size a side panel gives it. 1,000 characters fit in
#: version 22 (105 modules a side): about 2 pixels a module in the panel, which a phone in the
#: same room still reads. A link that long is already a long game with long names (a whole
#: 5-player game with every name at its longest is about 950 characters, bench/link_lengths.py;
#: with everyday names 200 to 350); a longer one is sent as text only.
QR_LIMIT = 1000


def arrival(name: str, game: str, since: Sequence[tuple[int, Child]], message: str | None, lang: str) -> Spec:
    """A game opened from a link, its move a person's: nothing private until they say who they
    are. "Play as" shows their hand; "Not me" the public table only. The moves since the named
    seat last played are listed in the order they were made; ``message`` says what the link did
    here."""
    missed = [h("li", {"value": n}, entry) for n, entry in since]
    listed: list[Spec] = (
        [
            h("h2", {"id": "relay-away-title"}, tr(lang, "relay.while_away")),
            h(
                "ol",
                {"class": "log since relay-away", "aria-labelledby": "relay-away-title"},
                *missed,
            ),
        ]
        if missed
        else []
    )
    return h(
        "section",
        {
            "class": "handoff relay-arrival",
            "role": "dialog",
            "aria-modal": "true",
            "aria-labelledby": "handoff-title",
        },
        h("h2", {"id": "handoff-title"}, tr(lang, "relay.to_move", name=name, game=tr(lang, f"game.{game}"))),
        h("p", {"class": "message", "role": "status"}, message) if message else h("span", {}),
        h("p", {}, tr(lang, "relay.only_them", name=name)),
        h("p", {"class": "help relay-trust"}, tr(lang, "relay.trust_arrival")),
        h(
            "div",
            {"class": "buttons"},
            h(
                "button",
                {"type": "button", "class": "btn primary", **on(PlayAs()), "autofocus": True},
                tr(lang, "relay.play_as", name=name),
            ),
            h(
                "button",
                {"type": "button", "class": "btn", **on(NotMe())},
                tr(lang, "relay.not_me"),
            ),
        ),
        *listed,
    )


def send_panel(
    game: Game,
    name: str,
    url: str | None,
    can_share: bool,
    undo: str | None,
    lang: str,
    shared: str | None = None,
) -> Spec:
    """ "Send the game to <name>": the whole link in a read-only text box, Copy, Share where the
    browser has a share sheet, a QR code when the link is short enough to scan, and the mover's
    Undo until the link has gone (``undo``: why not, as a catalogue key, else None). ``shared``:
    the name of the person the game waits for, who may say, apart and on purpose, that they
    play on this device too (friends sharing a device). A game grown longer than a link holds
    (``url`` None) is sent as a file instead: the panel says so and offers its export."""
    if url is None:
        return _file_panel(name, undo, lang, shared)
    # Copy takes the focus, which also brings the panel into view where the side panel is below
    # the table (phones).
    buttons: list[Spec] = [
        h(
            "button",
            {"type": "button", "class": "btn primary", **on(SendLink("copy")), "autofocus": True},
            tr(lang, "relay.copy"),
        )
    ]
    if can_share:
        buttons.append(
            h(
                "button",
                {"type": "button", "class": "btn", **on(SendLink("share"))},
                tr(lang, "relay.share"),
            )
        )
    if undo is None:
        buttons.append(undo_button(lang))
    parts: list[Spec] = [
        h("h2", {"id": "relay-send-title"}, tr(lang, "relay.send_to", name=name)),
        h("p", {"class": "help"}, tr(lang, "relay.send_help", name=name)),
        h(
            "input",
            {
                "type": "text",
                "id": "relay-link",
                "class": "relay-link",
                "readonly": True,
                "value": url,
                "aria-label": tr(lang, "relay.link_for", name=name),
                "spellcheck": "false",
                "autocomplete": "off",
            },
        ),
        h("div", {"class": "buttons"}, *buttons),
    ]
    if game.sent:
        parts.append(h("p", {"class": "relay-sent", "role": "status"}, tr(lang, f"relay.{game.sent}")))
    if undo == "relay.undo_sent":
        parts.append(h("p", {"class": "relay-out"}, tr(lang, "relay.undo_sent")))
    if len(url) <= QR_LIMIT:
        parts.append(
            h("div", {"class": "qr", "data-qr": url, "role": "img", "aria-label": tr(lang, "relay.qr")})
        )
        # The code at the size of the screen, for a camera (a side panel's is too small on a phone).
        parts.append(
            h("button", {"type": "button", "class": "btn qr-open", **on(QrFull())}, tr(lang, "relay.qr_full"))
        )
    if shared is not None:
        parts.append(shared_question(shared, lang))
    return h("section", {"class": "relay-send", "aria-labelledby": "relay-send-title"}, *parts)


def _file_panel(name: str, undo: str | None, lang: str, shared: str | None) -> Spec:
    """ "Send the game to <name>" for a game no link holds any more: why, and its export (the file
    is sent by any means; Import on the other device's home screen opens it as a link would)."""
    buttons: list[Spec] = [
        h(
            "button",
            {"type": "button", "class": "btn primary", **on(ExportGame()), "autofocus": True},
            tr(lang, "relay.export"),
        )
    ]
    if undo is None:
        buttons.append(undo_button(lang))
    parts: list[Spec] = [
        h("h2", {"id": "relay-send-title"}, tr(lang, "relay.send_to", name=name)),
        h(
            "p",
            {"class": "notice relay-too-long", "role": "status"},
            tr(lang, "relay.too_long", most=MAX_RELAY_LINK),
        ),
        h("p", {"class": "help"}, tr(lang, "relay.send_file", name=name)),
        h("div", {"class": "buttons"}, *buttons),
    ]
    if shared is not None:
        parts.append(shared_question(shared, lang))
    return h("section", {"class": "relay-send", "aria-labelledby": "relay-send-title"}, *parts)


def shared_question(name: str, lang: str) -> Spec:
    """Whether ``name``, whom the game waits for, plays on this device too (asked apart)."""
    return h(
        "details",
        {"class": "relay-shared"},
        h("summary", {}, tr(lang, "relay.shared_q", name=name)),
        h("p", {"class": "help"}, tr(lang, "relay.shared_help", name=name)),
        h(
            "button",
            {"type": "button", "class": "btn", **on(PlaysHere())},
            tr(lang, "relay.plays_here", name=name),
        ),
    )


def while_away(since: Sequence[tuple[int, Child]], lang: str) -> Spec:
    """The moves made since the viewer last played (a game played by link), in the order they were
    made."""
    return h(
        "section",
        {"class": "relay-away-panel", "aria-labelledby": "relay-away-title"},
        h("h2", {"id": "relay-away-title"}, tr(lang, "relay.while_away")),
        h(
            "ol",
            {"class": "log since relay-away", "aria-labelledby": "relay-away-title"},
            *(h("li", {"value": n}, entry) for n, entry in since),
        ),
    )


def receivers(session: Session) -> list[int]:
    """The seats the game is to be sent to: the person on another device whose move it waits
    for; once over, everyone on another device, when the game ended here (the last link takes
    them the end; a device the last link came to sends nothing back)."""
    step = session.step()
    if step == "away":
        return [session.actor()]
    if step == "over" and session.link_id and ended_here(session):
        return list(session.away)
    return []


def ended_here(session: Session) -> bool:
    """The last move a person made in this game was made on this device (so its end is to be
    sent on from here); a game with no person's move ended wherever it is."""
    match = session.match
    for state in reversed(match.states[:-1]):
        mover = int(match.rules.current_player(state))
        if 0 <= mover < len(session.seats) and session.seats[mover].kind == "human":
            return mover in session.here
    return True


def link_url(site: str, session: Session) -> str | None:
    """The whole link of the game on screen: the site's address, whose move it waits for
    (:func:`turn_query`) and the game's fragment; None when no link carries the game (it has
    grown longer than a link holds: it travels as a file instead)."""
    fragment = game_fragment(session)
    return None if fragment is None else site + turn_query(session) + fragment


def turn_query(session: Session) -> str:
    """``?turn=<seat>.<tag>`` when the game waits for a person's move, else "": the page names that
    person as it opens, before Python is up, and may take their "Play as" then (static/js/boot.js),
    if the tag binds the hint to this very link (``turn_tag``). A hint only, outside the checked
    fragment: the opened game believes its moves alone (``early_answer``), and a device that plays
    this game already is never asked."""
    actor = session.actor()
    if actor == TERMINAL or session.is_table_decision() or session.seats[actor].kind != "human":
        return ""
    fragment = game_fragment(session)
    return "" if fragment is None else f"?turn={actor}.{turn_tag(fragment, actor)}"


def game_fragment(session: Session) -> str | None:
    """The fragment (with its ``#``) of a game played by link as it stands, worked out once per
    session (the send panel and the address bar both show it); None when no link carries it."""
    if not session.link_id:
        return None

    def work() -> str | None:
        try:
            return session_link(session, session.link_id)
        except RelayRefused:
            return None

    return session.derived(("link", tuple(seat.name for seat in session.seats)), work)  # (names in it)


def undo_refusal(session: Session) -> str | None:
    """Why the move before a game waiting to be sent cannot be taken back (a catalogue key), or
    None when it can: the link is not out yet, the last move is a person's of this device, and
    it showed the mover nothing hidden (as in pass-and-play's Undo window)."""
    match = session.match
    moves = len(match.actions)
    if moves <= session.relayed:
        return "relay.undo_sent" if moves else "relay.undo_nothing"
    mover = int(session.rules.current_player(match.states[-2]))
    if mover not in session.here:
        return "relay.undo_bots"
    before = replace(
        session,
        match=replace(
            match, actions=match.actions[:-1], states=match.states[:-1], barriers=match.barriers[:-1]
        ),
        viewer=mover,
    )
    if not public_outcome_is_fixed(before, match.actions[-1]):
        return "relay.undo_shown"
    return None
