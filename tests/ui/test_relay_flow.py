"""Play by link through the controller: two devices (two browsers with their own storage) send a
game to each other; the link, read from its text box, is the only thing that travels."""

from __future__ import annotations

import json
import random
import re
from dataclasses import replace

import pytest

from game.ui.app import events as ev
from game.ui.app.page import Page
from game.ui.link.relay import decode_link
from game.ui.pages import play
from game.ui.storage.saves import KEY_PREFIX
from tests.ui.dom import attr, one, select, text
from tests.ui.test_controller import Browser, cmds
from tests.ui.test_flows import visit

SITE = "https://example.org/sea/"


def device() -> Browser:
    """A browser on a device of its own, at the site's address."""
    b = Browser()
    visit(b)
    b.state = replace(b.state, site=SITE)
    return b


def link_game(b: Browser, game: str, kinds: list[str], seed: str = "7", **extra: str) -> Page:
    """A new game set up on ``b``: ``kinds`` per seat (``human``, ``bot``, ``link``), named
    Ann, Bob, Cy, ..."""
    b.send(ev.Command(f"new:{game}"))
    form = {"players": str(len(kinds)), "seed": seed, **extra}
    for seat, kind in enumerate(kinds):
        form |= {f"name{seat}": NAMES[seat], f"kind{seat}": kind, f"level{seat}": "easy"}
    return b.send(ev.Command(f"start:{game}", form))


NAMES = ["Ann", "Bob", "Cy", "Dee", "Eve"]


def play_here(b: Browser, pick: random.Random, limit: int = 400) -> Page:
    """The people (and bots) of this device play until the game waits for another device or
    ends: a move that scores when one can, else a random one."""
    shown = b.send(ev.Refresh())
    for _ in range(limit):
        session = b.state.session
        assert session is not None
        step = session.step()
        if step in ("away", "over"):
            return shown
        if b.state.game.arrived:
            shown = b.send(ev.Command("relay-play-as"))
        elif step == "bot":
            shown = b.send(ev.BotTurn())
        elif step == "handoff":
            shown = b.send(ev.Command("handoff"))
        else:
            legal = session.legal_for_viewer()
            scores = [a for a in legal if a.startswith(("score:", "finish", "start"))]
            shown = b.send(ev.Play(scores[0] if scores else pick.choice(legal)))
    raise AssertionError("the game never waited for another device")


def plain(said: object) -> str:
    """Text as read, without the marks that isolate a player's name."""
    return str(said).replace("\u2068", "").replace("\u2069", "")


def sent_link(shown: Page, name: str) -> str:
    """The link in the "Send the game to <name>" panel (the whole URL), checked for its parts."""
    panel = one(shown, ".side-panel .relay-send")
    assert f"Send the game to {name}" in plain(text(panel, "h2"))
    box = one(panel, "input.relay-link")
    assert attr(box, "readonly") == "True" and plain(attr(box, "aria-label")).startswith(f"Link for {name}")
    url = str(attr(box, "value"))
    # the site's address, whose move the link waits for (a hint for the page before Python is
    # up: relay_view.turn_query), and the game's fragment; given back without the hint, as the
    # fragment is what the page reads
    assert re.fullmatch(re.escape(SITE) + r"(\?turn=[0-4]\.[A-Za-z0-9_-]{4})?#play/[A-Za-z0-9_./-]+", url), (
        url
    )
    return SITE + url[url.index("#") :]


def copy(b: Browser) -> Page:
    """Copy pressed, and the browser copied the link (it says so back)."""
    b.send(ev.Command("relay-copy"))
    assert [e.how for e in b.of(ev.SendLink)] == ["copy"]
    return b.send(ev.Message(play.LinkSent("copied")))


def arrive(b: Browser, url: str) -> Page:
    """``url`` opened on device ``b`` (the page opens, then takes in the link)."""
    visit(b)
    b.state = replace(b.state, site=SITE)
    return b.send(ev.Navigate(url[len(SITE) :]))


def saves(b: Browser) -> dict[str, dict[str, object]]:
    return {k: json.loads(v) for k, v in b.store.data.items() if k.startswith(KEY_PREFIX)}


def test_setup_offers_a_friend_by_link_and_says_the_link_trusts_its_players() -> None:
    b = device()
    shown = b.send(ev.Command("new:shifting-stones"))
    seat = select(shown, ".seat-row")[1]
    assert "A friend (by link)" in text(seat)
    assert "A person here" in text(seat)
    assert "Friendly play: the link trusts its players" not in text(shown)
    form = {"players": "2", "name0": "Ann", "kind0": "human", "name1": "Bob", "kind1": "link"}
    shown = b.send(ev.Change("setup-option", "link", form))
    assert "Friendly play: the link trusts its players" in text(shown, ".relay-trust")


def test_a_seat_called_you_is_refused_in_a_game_by_link() -> None:
    b = device()
    b.send(ev.Command("new:shifting-stones"))
    form = {"players": "2", "name0": "You", "kind0": "human", "name1": "Bob", "kind1": "link"}
    shown = b.send(ev.Command("start:shifting-stones", form))
    assert b.state.screen == "setup" and "Give every person a name" in text(shown, ".form-error")


def test_a_stones_game_travels_both_ways_to_the_end() -> None:
    ann, bob = device(), device()
    pick = random.Random(3)
    link_game(ann, "shifting-stones", ["human", "link"])
    session = ann.state.session
    assert session is not None and session.link_id and session.away == (1,)
    shown = play_here(ann, pick)
    url = sent_link(shown, "Bob")
    key = KEY_PREFIX + f"link-{session.link_id}"
    assert saves(ann)[key]["link"] == {"id": session.link_id, "away": [1], "relayed": 0}
    sender, receiver = ann, bob
    for _ in range(300):
        copy(sender)
        assert saves(sender)[key]["link"]["relayed"] == len(sender.state.game.session.match.actions)  # type: ignore[index]
        known = key in saves(receiver)
        shown = arrive(receiver, url)
        arrived = receiver.state.session
        assert arrived is not None
        if arrived.step() == "over":
            # the end is said by the end screen, with the verdict for this device's player, and
            # by no note of new moves over it
            assert "The game goes on" not in text(shown)
            verdict = plain(text(shown, ".end-verdict")).lower()
            assert verdict in ("you won", "you lost", "you share the win"), verdict
            break
        name = arrived.seats[arrived.actor()].name
        if known:  # the device plays this seat: its hand, and what happened since its last move
            assert select(shown, ".relay-arrival") == [] and arrived.viewer == arrived.actor()
            assert select(shown, ".relay-away-panel .relay-away li")
        else:  # whose move it is, and nothing private until they say it is them
            assert f"it's {name}'s turn" in plain(text(shown, ".relay-arrival h2"))
            assert "trusts its players" in text(shown, ".relay-arrival .relay-trust")
            assert select(shown, ".hand [data-card]") == [] and select(shown, ".board-area") == []
            shown = receiver.send(ev.Command("relay-play-as"))
        assert len(select(shown, ".hand .pattern")) >= 1
        shown = play_here(receiver, pick)
        other = "Ann" if receiver is bob else "Bob"
        url = sent_link(shown, other)  # after the last move too: the end reaches the other device
        sender, receiver = receiver, sender
    else:
        raise AssertionError("the game did not end")
    # both devices hold the finished game, and open on its end screen with replay and review
    from game.ui.storage.stats import STATS_KEY

    for b in (ann, bob):
        assert saves(b)[key]["link"] is not None
        ended = b.send(ev.Refresh())
        assert select(ended, ".end-screen [data-cmd='review']")
        # each device tells its own player how they did
        assert plain(text(ended, ".end-verdict")).lower() in ("you won", "you lost", "you share the win")
        # each device's stats count the game its person played on it
        assert "shifting-stones" in b.store.data[STATS_KEY]
    assert text(shown, ".end-screen h2")
    assert text(receiver.send(ev.Command("replay")), ".replay-title")


def first_link(pick: random.Random, game: str = "shifting-stones") -> tuple[Browser, str]:
    """Ann's device after her first turn of a game with Bob by link, and the link for Bob."""
    ann = device()
    link_game(ann, game, ["human", "link"], seed="918273645501")
    return ann, sent_link(play_here(ann, pick), "Bob")


def visible(shown: Page) -> str:
    """What the page says, without the link itself (its text box and its QR code)."""
    specs = json.loads(json.dumps(shown.specs))

    def strip(spec: object) -> object:
        if isinstance(spec, list) and spec and (spec[0] == "input" or "data-qr" in spec[1]):
            return []
        if isinstance(spec, list):
            return [strip(part) for part in spec]
        return spec

    return json.dumps(strip(specs), ensure_ascii=False)


def test_nothing_hidden_is_shown_before_the_end() -> None:
    pick = random.Random(4)
    ann, url = first_link(pick)
    session = ann.state.session
    assert session is not None
    seed = str(session.match.seed)
    bob = device()
    for shown in (ann.send(ev.Refresh()), arrive(bob, url), bob.send(ev.Command("relay-play-as"))):
        said = visible(shown)
        assert seed not in said
        assert select(shown, ".seed-line") == [] and select(shown, ".share-link") == []
    # Bob's device shows Bob's hand only: none of Ann's cards are on it
    from game.ui.app.page import page

    seen = replace(ann.state.game, session=replace(ann.state.game.session, viewer=0))
    ann_hand = {
        attr(card, "aria-label") for card in select(page(replace(ann.state, model=seen)), ".hand .pattern")
    }
    assert ann_hand
    bobs = {attr(card, "aria-label") for card in select(bob.send(ev.Refresh()), ".hand .pattern")}
    assert bobs and not ann_hand & bobs


def test_undo_holds_until_the_link_is_copied() -> None:
    ann, url = first_link(random.Random(5))
    session = ann.state.session
    assert session is not None and session.step() == "away"
    moves = len(session.match.actions)
    shown = ann.send(ev.Refresh())
    # Copy takes the focus, so a phone scrolls the panel into view
    assert attr(one(shown, ".relay-send [data-cmd='relay-copy']"), "autofocus") == "True"
    undo = one(shown, ".relay-send [data-cmd='undo']")
    shown = ann.send(ev.Command(str(attr(undo, "data-cmd"))))
    assert ann.state.session is not None and len(ann.state.session.match.actions) == moves - 1
    assert ann.state.session.step() == "human" and select(shown, ".relay-send") == []
    shown = ann.send(ev.Play(session.match.actions[-1]))
    assert sent_link(shown, "Bob") == url  # the same move: the same link
    shown = copy(ann)
    assert "Link copied" in text(shown, ".relay-send .relay-sent")
    assert select(shown, ".relay-send [data-cmd='undo']") == []
    assert "your move is out" in text(shown, ".relay-send .relay-out")
    shown = ann.send(ev.Command("undo"))
    assert ann.state.session is not None and len(ann.state.session.match.actions) == moves
    assert "can no longer be undone" in text(shown, ".board-note.message")
    # the save says the link went, so a reload keeps the move out
    ann2 = device()
    ann2.store = ann.store
    visit(ann2)
    key = KEY_PREFIX + f"link-{session.link_id}"
    shown = ann2.send(ev.Command(f"open:{key}"))
    assert select(shown, ".relay-send [data-cmd='undo']") == []


def test_an_edited_link_and_one_of_another_version_are_refused_and_nothing_is_stored() -> None:
    from game.ui.link.relay import _check

    _, url = first_link(random.Random(6))
    fragment = url[len(SITE) :]
    bob = device()
    stored = dict(bob.store.data)
    edited = fragment[:-12] + ("A" if fragment[-12] != "A" else "B") + fragment[-11:]
    shown = arrive(bob, SITE + edited)
    assert "damaged" in text(shown) and bob.state.screen == "home"
    assert bob.store.data == stored and bob.state.clear_link
    body = fragment[1:].rpartition("/")[0].split("/")
    major, rules, options = body[2].split(".")
    body[2] = f"{major}.{int(rules) + 1}.{options}"
    newer = "/".join(body)
    shown = arrive(bob, f"{SITE}#{newer}/{_check(newer)}")
    said = text(shown, ".notice")
    assert "newer version" in said and f"rules {int(rules) + 1}, this site has {rules}" in said
    assert bob.store.data == stored
    # in every language, by its own words
    bob.send(ev.Command("relay-copy"))
    for lang, word in (
        ("ru", "повреждена"),
        ("it", "danneggiato"),
        ("cs", "poškozený"),
        ("kk", "бүлінген"),
    ):
        visit(bob, lang=lang)
        bob.state = replace(bob.state, site=SITE)
        assert word in text(bob.send(ev.Navigate(edited)), ".notice")


def test_a_stale_link_changes_nothing_and_a_newer_one_extends_the_game() -> None:
    pick = random.Random(7)
    ann, first = first_link(pick)
    bob = device()
    arrive(bob, first)
    bob.send(ev.Command("relay-play-as"))
    back = sent_link(play_here(bob, pick), "Ann")
    copy(ann)
    copy(bob)
    shown = arrive(ann, back)
    # Ann's device plays Ann: her hand, and the message beside it
    assert select(shown, ".relay-arrival") == [] and ann.state.session.viewer == 0  # type: ignore[union-attr]
    assert "The game goes on: " in text(shown)
    key = KEY_PREFIX + f"link-{decode_link(back[len(SITE) :]).game_id}"
    held = saves(ann)[key]
    shown = arrive(ann, first)  # the link Ann sent before: older than what her device holds
    assert "This link is older than the game on this device" in text(shown)
    assert saves(ann)[key] == held
    shown = arrive(ann, back)  # the same again: it opens the game
    assert "already holds this game" in text(shown)
    assert saves(ann)[key] == held


def test_not_me_shows_the_public_table_only_and_the_game_waits_for_them() -> None:
    pick = random.Random(8)
    _, url = first_link(pick)
    cy = device()
    shown = arrive(cy, url)
    assert "Play as" in plain(text(shown, ".relay-arrival")) and "Bob" in plain(text(shown, ".relay-arrival"))
    shown = cy.send(ev.Command("relay-not-me"))
    assert select(shown, ".hand [data-card]") == [] and select(shown, ".board-area")
    assert sent_link(shown, "Bob").endswith(url[len(SITE) :])  # it can be sent on to Bob
    home = cy.send(ev.Command("home"))
    assert "Waiting for Bob" in plain(text(home, ".save-list"))


def test_home_says_who_the_game_waits_for_and_whose_move_it_is() -> None:
    pick = random.Random(9)
    ann, url = first_link(pick)
    home = ann.send(ev.Command("home"))
    # the time is said once, in the sentence
    assert plain(text(home, ".save-list .save-meta")) == "Waiting for Bob since 2026-12-03 10:00"
    bob = device()
    arrive(bob, url)
    bob.send(ev.Command("relay-play-as"))
    home = bob.send(ev.Command("home"))
    assert "Your move" in text(home, ".save-list")


def test_a_fork_is_kept_beside_the_longer_history() -> None:
    from game.ui.link.relay import encode_link

    pick = random.Random(10)
    _, url = first_link(pick)
    bob = device()
    arrive(bob, url)
    bob.send(ev.Command("relay-play-as"))
    play_here(bob, pick)
    held = saves(bob)
    assert len(held) == 1
    ((key, before),) = held.items()
    # another move from the same position, sent from elsewhere
    game = decode_link(url[len(SITE) :])
    legal = game.match.rules.legal_actions(game.match.state)
    played = bob.state.session
    assert played is not None
    other = next(a for a in legal if a != played.match.actions[len(game.actions)])
    forked = encode_link(game.match.play(other), game.seats, game.game_id)
    shown = arrive(bob, SITE + forked)
    assert f"part at move {len(game.actions) + 1}" in text(shown) and "both are kept" in text(shown)
    after = saves(bob)
    assert len(after) == 2 and after[key] == before
    (fork_key,) = set(after) - {key}
    assert fork_key.startswith(key + "-")


def test_a_three_player_tranquility_game_carries_the_bots_moves() -> None:
    pick = random.Random(11)
    ann, bob = device(), device()
    link_game(ann, "tranquility", ["human", "link", "bot"])
    url = sent_link(play_here(ann, pick), "Bob")
    sender, receiver, other = ann, bob, "Ann"
    bot_moves = 0
    for _ in range(6):
        copy(sender)
        arrive(receiver, url)
        receiver.send(ev.Command("relay-play-as"))
        shown = play_here(receiver, pick)
        session = receiver.state.session
        assert session is not None
        if session.step() == "over":
            break
        url = sent_link(shown, other)
        game = decode_link(url[len(SITE) :])
        assert game.actions == session.match.actions
        movers = [int(game.match.rules.current_player(s)) for s in game.match.states[:-1]]
        bot_moves = movers.count(2)
        sender, receiver, other = receiver, sender, ("Bob" if other == "Ann" else "Ann")
    assert bot_moves >= 2


def test_the_start_split_is_entered_on_the_device_where_the_start_is_played() -> None:
    from game.core.match import Match
    from game.core.registry import SPECS
    from game.ui.link.relay import encode_link
    from game.ui.table.session import Seat

    entry = SPECS["tranquility"]
    match = Match.new(entry.rules, entry.parse_options({"players": 3}), 1)
    pick = random.Random(1)
    while "start" not in match.rules.legal_actions(match.state):
        match = match.play(pick.choice(match.rules.legal_actions(match.state)))
    assert match.rules.current_player(match.state) == 0
    ann = device()
    arrive(ann, SITE + encode_link(match, (Seat("Ann"), Seat("Bob"), Seat("Cy")), "split"))
    ann.send(ev.Command("relay-play-as"))
    ann.send(ev.Play("start"))
    session = ann.state.session
    assert session is not None and session.is_table_decision()
    # Ann's device enters the split the table agreed: no link is sent for it
    assert session.step() == "human" and session.viewer == 0
    split = next(a for a in session.legal_for_viewer() if a.startswith("shares:"))
    ann.send(ev.Play(split))
    shown = play_here(ann, pick)
    url = str(attr(one(shown, ".relay-send input.relay-link"), "value"))
    game = decode_link(url[url.index("#") :])
    assert "start" in game.actions and split in game.actions


def test_a_qr_code_only_for_a_link_short_enough_to_scan() -> None:
    from game.ui.pages.play import Game
    from game.ui.pages.play.relay_view import QR_LIMIT, send_panel

    ann, _ = first_link(random.Random(12))
    game = ann.state.game
    assert isinstance(game, Game)
    for length, drawn in ((QR_LIMIT, 1), (QR_LIMIT + 1, 0)):
        url = SITE + "#play/" + "x" * (length - len(SITE) - 6)
        panel = send_panel(game, "Bob", url, False, None, "en")
        assert len(select(panel, ".qr[role=img]")) == drawn
        assert attr(one(panel, "input.relay-link"), "value") == url


def test_a_save_keeps_the_seats_by_link_and_older_or_damaged_records_still_load() -> None:
    from game.ui.storage.saves import load_session_text

    ann, _ = first_link(random.Random(13))
    session = ann.state.session
    assert session is not None
    (text,) = [v for k, v in ann.store.data.items() if k.startswith(KEY_PREFIX)]
    loaded = load_session_text(text)
    assert (loaded.link_id, loaded.away, loaded.relayed) == (session.link_id, (1,), 0)
    assert loaded.step() == "away"
    data = json.loads(text)
    for damaged in (None, "x", {"id": "no spaces allowed", "away": [1]}, {"id": "ok", "away": [7, True]}):
        if damaged is None:
            data.pop("link", None)
        else:
            data["link"] = damaged
        older = load_session_text(json.dumps(data))
        assert older.match.actions == session.match.actions
        if damaged is None or isinstance(damaged, str) or " " in str(damaged.get("id")):
            assert (older.link_id, older.away) == ("", ()) and older.step() != "away"
        else:
            assert (older.link_id, older.away) == ("ok", ())


def test_a_link_that_breaks_while_opening_is_cleared_from_the_address(
    monkeypatch: pytest.MonkeyPatch,
) -> None:
    """Whatever goes wrong opening a play link, the error panel says so, with its way home, and the
    address is cleared: a reload opens the site, not the same failure."""
    from game.ui.pages.play import relay

    def broken(*_: object) -> object:
        raise IndexError("list index out of range")

    monkeypatch.setattr(relay, "arrive", broken)
    b = Browser()
    shown = b.send(ev.Navigate("#play/abc/1.1.1/xyz"))
    assert b.state.screen == "error" and b.state.clear_link
    assert "home" in cmds(shown) and b.of(ev.Report)


def test_while_you_were_away_reads_in_the_order_things_happened() -> None:
    from game.ui.element import find_all
    from game.ui.pages.play.relay_view import arrival, while_away

    since = [(3, "Bea played"), (4, "Robo played"), (5, "Cy played")]
    for spec in (arrival("Ann", "tranquility", since, None, "en"), while_away(since, "en")):
        (listed,) = find_all(spec, lambda s: "relay-away" in str(s[1].get("class", "")).split())
        assert [item[1]["value"] for item in listed[2:]] == [3, 4, 5]
        assert "reversed" not in listed[1]
