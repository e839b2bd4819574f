"""Play links: a game in progress in one URL fragment, read back exactly, refused when damaged, made
by another version, too long or hand-made into no game of ours (game.ui.link.relay)."""

from __future__ import annotations

from dataclasses import replace
from typing import Any

import pytest
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from game.core.interfaces import TERMINAL
from game.core.match import Match, move_bound
from game.core.registry import BOT_LEVELS, SPECS, spec
from game.core.rng import Rng
from game.review.__main__ import play
from game.shifting_stones.bots import make_bot as stones_bot
from game.sim.shifting_stones import RandomScorerBot, play_game
from game.tranquility.options import LAYOUT_NAMES, ROCK_MODES
from game.ui.app.arrive import is_play_link
from game.ui.link import relay
from game.ui.link.merge import merge
from game.ui.link.relay import LONGEST_OPTIONS as EVERY_MODULE
from game.ui.link.relay import LONGEST_SEATS as WORST_SEATS
from game.ui.link.relay import (
    MAX_RELAY_LINK,
    REASONS,
    TARGET_LENGTH,
    RelayGame,
    RelayRefused,
    decode_link,
    encode_link,
    link_name,
    new_game_id,
    session_link,
)
from game.ui.link.share import parse_link
from game.ui.pages.play.relay import refusal_text
from game.ui.table.session import MAX_NAME, Seat, clean_name

ALPHABET = "ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789-_./#"


def refusal(fragment: str) -> RelayRefused:
    with pytest.raises(RelayRefused) as err:
        decode_link(fragment)
    assert err.value.reason in REASONS and err.value.code == f"relay_{err.value.reason}"
    return err.value


def resigned(link: str, index: int, value: str) -> str:
    """``link`` with field ``index`` (0: ``#play``) set to ``value`` and its check made anew: a
    hand-made link that passes the check."""
    fields = link.lstrip("#").split("/")[:-1]
    fields[index] = value
    body = "/".join(fields)
    return f"#{body}/{relay._check(body)}"


def bot_game(game_id: str, data: dict[str, Any], seed: int, level: str = "easy") -> Match:
    game = spec(game_id)
    options = game.parse_options(data)
    return Match.replay(game.rules, options, seed, play(game, options, seed, level))


@pytest.fixture(scope="module")
def whole_game() -> Match:
    return bot_game("tranquility", {**EVERY_MODULE, "players": 5}, 11)


# ----- a game and its link ----------------------------------------------------------------------


@pytest.mark.parametrize(
    ("game_id", "data"),
    [
        ("tranquility", {**EVERY_MODULE, "players": 5}),
        ("tranquility", {"players": 2, "competitive": True, "removed_islands": 12}),
        ("tranquility", {"players": 1}),
        ("shifting-stones", {"players": 5}),
        ("shifting-stones", {"players": 1}),
    ],
)
def test_a_whole_game_comes_back_as_it_was(game_id: str, data: dict[str, Any]) -> None:
    match = bot_game(game_id, data, 3)
    players = data["players"]
    seats = WORST_SEATS[:players]
    link = encode_link(match, seats, "game-1")
    assert link.startswith(f"#play/{game_id}/") and is_play_link(link)
    assert link.isascii() and all(c in ALPHABET for c in link)
    got = decode_link(link)
    assert (got.game, got.options, got.seed, got.seats, got.game_id) == (
        game_id,
        match.options,
        3,
        seats,
        "game-1",
    )
    assert got.actions == match.actions and got.over and not got.seed_hidden
    assert got.to_move == TERMINAL and got.link() == link
    assert parse_link(link) is None  # the share links' reader leaves it alone


def test_a_game_in_progress_hides_its_seed_until_it_ends(whole_game: Match) -> None:
    seats = WORST_SEATS
    for n in (0, 1, len(whole_game.actions) // 2):
        cut = Match.replay(
            whole_game.rules, whole_game.options, whole_game.seed, list(whole_game.actions[:n])
        )
        got = decode_link(encode_link(cut, seats, "g"))
        assert got.seed_hidden and not got.over
        assert got.to_move == whole_game.rules.current_player(cut.state)
    assert not decode_link(encode_link(whole_game, seats, "g")).seed_hidden
    solo = bot_game("shifting-stones", {"players": 1}, 4)
    cut = Match.replay(solo.rules, solo.options, solo.seed, list(solo.actions[:3]))
    assert not decode_link(encode_link(cut, WORST_SEATS[:1], "g")).seed_hidden


def test_the_session_of_a_link_shows_nobodys_hand_first(whole_game: Match) -> None:
    cut = Match.replay(whole_game.rules, whole_game.options, whole_game.seed, list(whole_game.actions[:5]))
    got = decode_link(encode_link(cut, WORST_SEATS, "g"))
    session = got.session("local-1")
    assert session.viewer is None and session.save_id == "local-1" and session.seats == WORST_SEATS
    assert session.match.actions == cut.actions and session.state == cut.state
    assert session_link(session, "g") == got.link()


def test_names_are_cleaned_as_the_setup_cleans_them(whole_game: Match) -> None:
    seats = (
        Seat("  Ann\u202e  Lee \x00"),
        Seat(""),
        Seat("x" * 100),
        Seat("\u2066\u2069", "bot", "hard"),
        Seat("Zoë 🎲"),
    )
    got = decode_link(encode_link(whole_game, seats, "g"))
    assert [s.name for s in got.seats] == ["Ann Lee", "Player 2", "x" * MAX_NAME, "Player 4", "Zoë 🎲"]
    assert [s.name for s in got.seats] == [clean_name(s.name, i) for i, s in enumerate(seats)]


def test_a_name_cut_at_its_longest_loses_its_last_space(whole_game: Match) -> None:
    name = "x" * (MAX_NAME - 1) + " yz"
    assert clean_name(name, 0).endswith(" ") and link_name(name, 0) == "x" * (MAX_NAME - 1)
    seats = (Seat(name), *WORST_SEATS[1:])
    assert decode_link(encode_link(whole_game, seats, "g")).seats[0].name == "x" * (MAX_NAME - 1)


@given(st.text(max_size=60), st.integers(0, 4))
def test_a_link_name_is_one_clean_name_leaves_alone(text: str, seat: int) -> None:
    name = link_name(text, seat)
    assert name and clean_name(name, seat) == name and len(name) <= MAX_NAME


def test_a_person_keeps_no_bot_level(whole_game: Match) -> None:
    seats = (Seat("A", "human", "hard"), *WORST_SEATS[1:])
    assert decode_link(encode_link(whole_game, seats, "g")).seats[0] == Seat("A", "human", "normal")


def test_game_ids_are_short_and_url_safe() -> None:
    ids = {new_game_id(n) for n in (0, 1, 2**64 - 1, 123456789123456789)}
    assert len(ids) == 4 and all(len(i) == 11 and relay._ID.fullmatch(i) for i in ids)


@pytest.mark.parametrize(
    ("seats", "seed", "game_id", "reason"),
    [
        (WORST_SEATS[:4], 11, "g", "bad_seats"),
        (WORST_SEATS, 2**64, "g", "bad_seed"),
        (WORST_SEATS, 11, "", "bad_id"),
        (WORST_SEATS, 11, "a/b", "bad_id"),
        (WORST_SEATS, 11, "x" * 25, "bad_id"),
        ((*WORST_SEATS[:4], Seat("B", "bot", "genius")), 11, "g", "bad_seats"),
    ],
)
def test_what_no_link_can_carry_is_refused_when_writing(
    whole_game: Match, seats: tuple[Seat, ...], seed: int, game_id: str, reason: str
) -> None:
    match = Match(whole_game.rules, whole_game.options, seed, ())
    with pytest.raises(RelayRefused) as err:
        encode_link(match, seats, game_id)
    assert err.value.reason == reason


# ----- lengths ----------------------------------------------------------------------------------


@pytest.mark.parametrize("seed", range(4))
@pytest.mark.parametrize("level", [None, "normal"])
def test_a_whole_five_player_tranquility_game_with_every_module_fits(seed: int, level: str | None) -> None:
    game = spec("tranquility")
    options = game.parse_options({**EVERY_MODULE, "players": 5})
    if level is None:  # random legal moves
        state, actions, rng = game.rules.new_game(options, seed), [], Rng(seed)
        while game.rules.current_player(state) != TERMINAL:
            actions.append(rng.choice(game.rules.legal_actions(state)))
            state = game.rules.apply(state, actions[-1])
    else:
        actions = play(game, options, seed, level)
    match = Match.replay(game.rules, options, seed, actions)
    assert match.rules.current_player(match.state) == TERMINAL
    link = encode_link(match, WORST_SEATS, new_game_id(2**64 - 1))
    assert len(link) <= TARGET_LENGTH
    assert decode_link(link).actions == match.actions


@pytest.mark.parametrize("seed", range(4))
@pytest.mark.parametrize("who", ["easy", "normal", "scorer"])
def test_a_whole_five_player_shifting_stones_game_fits(seed: int, who: str) -> None:
    game = spec("shifting-stones")
    options = game.parse_options({"players": 5})
    bots = [RandomScorerBot() if who == "scorer" else stones_bot(who) for _ in range(5)]
    played = play_game(seed, options, bots, 10_000)
    assert not played.cut
    match = Match.replay(game.rules, options, seed, played.actions)
    link = encode_link(match, WORST_SEATS, new_game_id(2**64 - 1))
    assert len(link) <= TARGET_LENGTH
    assert decode_link(link).actions == match.actions


# ----- refusals ---------------------------------------------------------------------------------


def test_one_character_changed_anywhere_is_refused(whole_game: Match) -> None:
    link = encode_link(whole_game, WORST_SEATS, "game-1")
    for i, char in enumerate(link):
        for other in {ALPHABET[(ALPHABET.index(char) + 1) % len(ALPHABET)], "A" if char != "A" else "B"}:
            edited = link[:i] + other + link[i + 1 :]
            # (the slash before the check changed: the check is glued to the moves, as in a link
            # cut there, and nobody can tell them apart)
            told = ("bad_check", "not_ours", "cut") if i == link.rindex("/") else ("bad_check", "not_ours")
            assert refusal(edited).reason in told, i


def test_a_lost_or_added_character_is_refused(whole_game: Match) -> None:
    link = encode_link(whole_game, WORST_SEATS, "game-1")
    for i in range(1, len(link)):
        # a character lost from the check is its end cut short, as far as anyone can tell
        lost = (
            ("bad_check", "not_ours", "cut")
            if i >= len(link) - relay.CHECK_CHARS - 1  # (or the slash before it)
            else ("bad_check", "not_ours")
        )
        assert refusal(link[:i] + link[i + 1 :]).reason in lost
        assert refusal(link[:i] + "x" + link[i:]).reason in ("bad_check", "not_ours")


def test_what_a_messenger_glues_around_it_is_no_harm(whole_game: Match) -> None:
    link = encode_link(whole_game, WORST_SEATS, "g")
    for text in (link + ".", link + ")", link + " \n", link[1:], link + "”."):
        assert decode_link(text).actions == whole_game.actions


@pytest.mark.parametrize(
    ("target", "value", "part", "newer"),
    [
        ("rules_version", 2, "rules", True),
        ("LINK_FORMAT", 3, "format", True),
        ("LINK_FORMAT", 0, "format", False),
        ("options_version", 2, "options", True),
    ],
)
def test_a_link_of_another_version_names_it(
    whole_game: Match, monkeypatch: pytest.MonkeyPatch, target: str, value: int, part: str, newer: bool
) -> None:
    if target == "rules_version":
        monkeypatch.setitem(SPECS, "tranquility", replace(SPECS["tranquility"], rules_version=value))
    elif target == "LINK_FORMAT":
        monkeypatch.setattr(relay, "LINK_FORMAT", value)
    else:
        monkeypatch.setattr(relay, "options_version", lambda game: value)
    link = encode_link(whole_game, WORST_SEATS, "g")
    monkeypatch.undo()
    err = refusal(link)
    assert err.reason == "other_version"
    assert (err.params["part"], err.params["theirs"], err.params["ours"]) == (part, value, 1)
    name = {"rules": "Tranquility rules", "format": "link format", "options": "Tranquility options"}[part]
    assert f"{name} {value}, this site has 1" in str(err)
    assert ("newer" in str(err)) == newer


def test_a_version_of_another_shape_is_named_too(whole_game: Match) -> None:
    err = refusal(resigned(encode_link(whole_game, WORST_SEATS, "g"), 2, "v9"))
    assert err.reason == "other_version" and err.params["theirs"] == "v9" and "'v9'" in str(err)


def test_a_link_too_long_is_refused_before_any_work(monkeypatch: pytest.MonkeyPatch) -> None:
    def no_work(*_: object) -> str:
        raise AssertionError("read a link too long")

    monkeypatch.setattr(relay, "_check", no_work)
    monkeypatch.setattr(relay, "decode_moves", no_work)
    for text in ("#play/tranquility/" + "A" * MAX_RELAY_LINK, "x" * 10_000_000, "." * 10_000_000):
        assert refusal(text).reason == "too_long"  # before any work (no_work)


def test_more_moves_than_a_game_has_are_refused_before_any_move(
    whole_game: Match, monkeypatch: pytest.MonkeyPatch
) -> None:
    link = encode_link(whole_game, WORST_SEATS, "g")
    bound = move_bound("tranquility", 5)
    assert bound is not None
    applied: list[str] = []
    rules_type = type(whole_game.rules)
    apply = rules_type.apply

    def counted(self: Any, state: Any, action: str) -> Any:
        applied.append(action)
        return apply(self, state, action)

    monkeypatch.setattr(rules_type, "apply", counted)
    for count in (bound + 1, 10**30):
        err = refusal(resigned(link, 8, f"{count}.AAAAAAAAAAAAAAAA"))
        assert err.reason == "too_many" and err.params["bound"] == bound
    assert applied == []


@pytest.mark.parametrize(
    ("index", "value", "reason"),
    [
        (1, "chess", "unknown_game"),
        (3, "012", "bad_seed"),
        (3, str(2**64), "bad_seed"),
        (3, "12x", "bad_seed"),
        (3, "٣", "bad_seed"),
        (4, "", "bad_id"),
        (4, "a.b", "bad_id"),
        (5, "pppp", "bad_seats"),
        (5, "ppppx", "bad_seats"),
        (5, "pppppp", "bad_seats"),
        (6, "e30", "bad_options"),  # {} is written "-"
        (6, relay._b64(b'{"players":5}'), "bad_options"),
        (6, relay._b64(b'{"storms":"yes"}'), "bad_options"),
        (6, relay._b64(b'{"chess":1}'), "bad_options"),
        (6, relay._b64(b"[1]"), "bad_options"),
        (6, relay._b64(b"\xff"), "bad_options"),
        (6, "A", "bad_options"),
        (6, "!!!!", "bad_options"),
        (7, relay._b64(b"a\nb\nc\nd"), "bad_seats"),
        (7, relay._b64("a\nb\nc\nd\n\u202ee".encode()), "bad_seats"),
        (7, relay._b64(b"a\nb\nc\nd\n"), "bad_seats"),
        (7, relay._b64(b"a\nb\nc\nd\n\xff"), "bad_seats"),
        (7, "+A+A", "bad_seats"),
        (8, "3", "bad_format"),
        (8, "3.!!!!!!!!!!!!", "bad_format"),
        (8, "3.AAAAAAAAAAAA", "illegal"),
    ],
)
def test_a_hand_made_link_that_passes_the_check_is_still_refused(
    whole_game: Match, index: int, value: str, reason: str
) -> None:
    err = refusal(resigned(encode_link(whole_game, WORST_SEATS, "g"), index, value))
    assert err.reason == reason, str(err)


def test_moves_of_another_deal_are_refused(whole_game: Match) -> None:
    link = encode_link(whole_game, WORST_SEATS, "g")
    assert refusal(resigned(link, 3, str(whole_game.seed + 1))).reason == "illegal"


def test_a_link_without_its_fields_is_refused(whole_game: Match) -> None:
    link = encode_link(whole_game, WORST_SEATS, "g")
    fields = link.lstrip("#").split("/")
    short = "/".join(fields[:5])
    assert refusal(f"#{short}/{relay._check(short)}").reason == "bad_format"
    longer = "/".join([*fields[:-1], "x"])
    assert refusal(f"#{longer}/{relay._check(longer)}").reason == "bad_format"


@pytest.mark.parametrize(
    "text", ["", "#", "#tranquility?seed=1", "#play", "#play/", "play//", "#PLAY/tranquility/x/y"]
)
def test_other_text_is_not_a_play_link(text: str) -> None:
    assert refusal(text).reason in ("not_ours", "bad_check", "cut")


def test_a_link_cut_short_is_told_as_cut_not_as_damaged(whole_game: Match) -> None:
    """A messenger cuts or folds a long link: every start of it is told as cut; a character
    changed in a whole one is damage."""
    link = encode_link(whole_game, WORST_SEATS, "g").lstrip("#")
    for end in (6, 20, len(link) // 2, len(link) - relay.CHECK_CHARS, len(link) - 1):
        err = refusal("#" + link[:end])
        assert err.reason == "cut", (end, err.reason)
        assert "end of the link is missing" in refusal_text("en", err)
    edited = link[:30] + ("A" if link[30] != "A" else "B") + link[31:]
    assert refusal("#" + edited).reason == "bad_check"


def test_every_cut_point_of_a_link_is_told_as_cut(whole_game: Match) -> None:
    """Wherever a messenger cuts a link after its first word, even where the field left last is
    exactly as long as a check, it is told as cut, never as damaged."""
    short = Match.replay(whole_game.rules, whole_game.options, whole_game.seed, list(whole_game.actions[:3]))
    seats = [Seat(name) for name in ("Al", "Bo", "Cy", "Di", "Ed")]
    for link in (encode_link(whole_game, WORST_SEATS, "g"), encode_link(short, seats, "g")):
        text = link.lstrip("#")
        told = {end: refusal("#" + text[:end]).reason for end in range(len(relay.PREFIX), len(text))}
        assert {end: reason for end, reason in told.items() if reason != "cut"} == {}


@pytest.mark.parametrize("text", ["#play/tranquility/\ud800/x", "#play/\udfff\u0000/\U0010ffff"])
def test_text_no_browser_would_send_is_refused_too(text: str) -> None:
    assert refusal(text).reason == "bad_check"


def test_a_non_string_is_not_ours() -> None:
    assert refusal(None).reason == "not_ours"  # type: ignore[arg-type]


# ----- merging with what the device holds -------------------------------------------------------


@pytest.mark.parametrize(
    ("link", "held_id", "held", "outcome", "common"),
    [
        (["a", "b"], None, None, "new", 0),
        (["a", "b"], "other", ["a"], "new", 0),
        (["a", "b"], "g", ["a", "b"], "same", 2),
        ([], "g", [], "same", 0),
        (["a", "b", "c"], "g", ["a"], "newer", 1),
        (["a"], "g", [], "newer", 0),
        (["a"], "g", ["a", "b", "c"], "older", 1),
        ([], "g", ["a"], "older", 0),
        (["a", "x", "y"], "g", ["a", "b"], "fork", 1),
        (["x"], "g", ["a", "b"], "fork", 0),
    ],
)
def test_a_link_merges_with_the_game_held(
    link: list[str], held_id: str | None, held: list[str] | None, outcome: str, common: int
) -> None:
    header = ("play/x", "1.1.1", "5", "g", "pp", "-", "QW5u")
    held_identity = None if held_id is None else (*header[:3], held_id, *header[4:])
    got = merge(header, link, held_identity, held)
    assert (got.outcome, got.common) == (outcome, common)
    assert got.adopt == (outcome in ("new", "newer")) and got.message
    if outcome == "fork":
        assert f"move {common + 1}" in got.message


@pytest.mark.parametrize("field", [0, 1, 2, 4, 5, 6])
def test_a_link_with_the_held_id_but_another_header_is_another_game(field: int) -> None:
    """Another game, another version, seed, seats, options or names under the same id: the moves
    are never compared, the link's game is kept as a game of its own."""
    header = ("play/x", "1.1.1", "5", "g", "pp", "-", "QW5u")
    other = tuple(part + "z" if i == field else part for i, part in enumerate(header))
    for moves in ([], ["a"], ["a", "b"]):
        got = merge(other, [*moves, "c"], header, moves)
        assert (got.outcome, got.common, got.adopt) == ("other", 0, True)


# ----- properties -------------------------------------------------------------------------------

NAMES = st.text(max_size=40)


@st.composite
def options_of(draw: st.DrawFn, game_id: str) -> dict[str, Any]:
    if game_id == "shifting-stones":
        return {"players": draw(st.integers(1, 5))}
    players = draw(st.integers(1, 5))
    return {
        "players": players,
        "removed_islands": draw(st.sampled_from([0, 4, 8, 12])),
        "sea_monsters": draw(st.sampled_from([0, 3, 4, 5])),
        "jagged_rocks": draw(st.sampled_from([None, *ROCK_MODES])),
        "storms": draw(st.booleans()),
        "wild_cards": draw(st.integers(0, 3)),
        "layout": draw(st.sampled_from(LAYOUT_NAMES)),
        "day_night": draw(st.booleans()),
        "competitive": players == 2 and draw(st.booleans()),
        "remember_discards": draw(st.booleans()),
    }


@st.composite
def games(draw: st.DrawFn) -> tuple[Match, tuple[Seat, ...], str]:
    game_id = draw(st.sampled_from(["tranquility", "shifting-stones"]))
    game = spec(game_id)
    options = game.parse_options(draw(options_of(game_id)))
    players = int(game.rules.num_players(options))
    seats = tuple(
        Seat(draw(NAMES), "human")
        if draw(st.booleans())
        else Seat(draw(NAMES), "bot", draw(st.sampled_from(BOT_LEVELS)))
        for _ in range(players)
    )
    seed = draw(st.integers(0, 2**64 - 1))
    game_id_text = draw(st.from_regex(r"[A-Za-z0-9_-]{1,24}", fullmatch=True))
    match = Match.new(game.rules, options, seed)
    rng = Rng(draw(st.integers(0, 2**64 - 1)))
    for _ in range(draw(st.integers(0, 30))):
        legal = game.rules.legal_actions(match.state)
        if not legal:
            break
        match = match.play(rng.choice(legal))
    return match, seats, game_id_text


@settings(max_examples=150, deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(games())
def test_every_link_of_a_game_reads_back_as_that_game(drawn: tuple[Match, tuple[Seat, ...], str]) -> None:
    match, seats, game_id = drawn
    expected_seats = tuple(
        Seat(link_name(s.name, i), s.kind, s.level if s.kind == "bot" else "normal")
        for i, s in enumerate(seats)
    )
    for n in range(len(match.actions) + 1):
        cut = Match(match.rules, match.options, match.seed, match.actions[:n], match.states[: n + 1])
        link = encode_link(cut, seats, game_id)
        got = decode_link(link)
        assert isinstance(got, RelayGame)
        assert (got.game, got.options, got.seed, got.seats, got.game_id, got.actions) == (
            match.game,
            match.options,
            match.seed,
            expected_seats,
            game_id,
            cut.actions,
        )
        assert got.match.state == cut.state
        assert got.over == (match.rules.current_player(cut.state) == TERMINAL)


def read(text: str) -> None:
    """Reading ``text`` decodes it or refuses it, and never raises anything else; what it decodes
    has no more moves than its game can have (the work of reading a link is bounded by that)."""
    try:
        got = decode_link(text)
    except RelayRefused as err:
        assert err.reason in REASONS and str(err)
    else:
        assert isinstance(got, RelayGame)
        bound = move_bound(got.game, len(got.seats))
        assert bound is not None and len(got.actions) <= bound


@settings(max_examples=300, deadline=None)
@given(st.text(max_size=200) | st.from_regex(r"#?play/[a-z-]{0,20}(/[A-Za-z0-9._-]{0,20}){0,12}"))
def test_random_text_is_refused_or_read_never_crashes(text: str) -> None:
    read(text)


@pytest.fixture(scope="module")
def links() -> list[str]:
    stones = bot_game("shifting-stones", {"players": 3}, 5)
    cut = Match.replay(stones.rules, stones.options, stones.seed, list(stones.actions[:20]))
    return [
        encode_link(cut, WORST_SEATS[:3], "abc"),
        encode_link(bot_game("tranquility", {"players": 2, "storms": True}, 6), WORST_SEATS[:2], "x"),
    ]


EDITS = st.lists(
    st.tuples(st.sampled_from(["set", "insert", "delete"]), st.integers(0, 10_000), st.characters()),
    min_size=1,
    max_size=4,
)


def edited(link: str, edits: list[tuple[str, int, str]]) -> str:
    for kind, at, char in edits:
        i = at % (len(link) + 1)
        if kind == "set":
            link = link[:i] + char + link[i + 1 :]
        elif kind == "insert":
            link = link[:i] + char + link[i:]
        else:
            link = link[:i] + link[i + 1 :]
    return link


@settings(max_examples=300, deadline=None, suppress_health_check=[HealthCheck.function_scoped_fixture])
@given(st.integers(0, 1), EDITS, st.booleans())
def test_edited_links_are_refused_or_read_never_crash(
    links: list[str], which: int, edits: list[tuple[str, int, str]], sign: bool
) -> None:
    text = edited(links[which], edits)
    if sign:  # signed anew: the fields themselves are read
        body = text.lstrip("#").rpartition("/")[0]
        text = f"#{body}/{relay._check(body)}"
    read(text)
