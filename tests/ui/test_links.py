"""Crafted share links are checked against the game's options, refused with a message, and the
address is cleared so a reload opens the site."""

from __future__ import annotations

import json
from urllib.parse import quote

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from game.core.errors import InvalidOptions
from game.core.registry import GAMES
from game.ui.app import events as ev
from game.ui.app.arrive import link_cleared
from game.ui.app.controller import initial, safe_update
from game.ui.app.page import safe_page
from game.ui.app.state import AppState
from game.ui.element import find_all
from game.ui.link.share import MAX_LINK, Link, parse_link, share_link
from game.ui.pages.setup.parse import parse_setup
from game.ui.storage.backend import MemoryStore
from tests.ui.test_hostile import cmds, env, text


def options_link(game: str, options: object, extra: str = "") -> str:
    return f"#{game}?options={quote(json.dumps(options))}{extra}"


@pytest.mark.parametrize(
    ("fragment", "reason"),
    [
        (options_link("tranquility", {"sea_monsters": "abc"}), "bad_options"),
        (options_link("tranquility", {"sea_monsters": 7}), "bad_options"),
        (options_link("tranquility", {"storms": 1}), "bad_options"),
        (options_link("tranquility", {"dragons": True}), "bad_options"),
        (options_link("tranquility", {"players": "100000"}), "bad_options"),
        (options_link("shifting-stones", {"players": "99"}), "bad_options"),
        (options_link("shifting-stones", {"players": 3}, "&players=3"), "bad_options"),
        (options_link("tranquility", [1, 2]), "bad_options"),
        (options_link("tranquility", {"layout": {"a": [1]}}), "bad_options"),
        ("#tranquility?options=" + "%5B" * 500, "bad_options"),
        ("#tranquility?players=100000", "bad_players"),
        ("#tranquility?players=0", "bad_players"),
        ("#tranquility?players=6", "bad_players"),
        ("#shifting-stones?players=%D9%A3", "bad_players"),
        ("#tranquility?seed=-1", "bad_seed"),
        ("#tranquility?seed=" + "9" * 30, "bad_seed"),
        ("#tranquility?seed=1&x=" + "a" * MAX_LINK, "too_long"),
    ],
)
def test_a_crafted_link_is_refused_with_a_message_and_cleared(fragment: str, reason: str) -> None:
    link = parse_link(fragment)
    assert link is not None and link.refused == reason and link.values == {}
    state, shown = safe_page(initial(MemoryStore(), "en", fragment))
    assert state.screen == "home" and state.clear_link
    assert "This link could not be opened" in text(shown)
    assert not link_cleared(state).clear_link


def test_a_refused_link_on_the_way_in_leaves_the_game_in_play() -> None:
    store = MemoryStore()
    state, _ = safe_update(AppState(), ev.Command("start:tranquility", {"players": "1"}), env(store))
    assert state.screen == "game"
    state, _ = safe_update(state, ev.Navigate("#tranquility?players=100000"), env(store))
    assert state.screen == "game" and state.clear_link
    assert state.message is not None and "number of players must be 1 to 5" in state.message


@pytest.mark.parametrize("game", [g.id for g in GAMES])
def test_the_links_the_site_makes_open_their_setup(game: str) -> None:
    spec = next(g for g in GAMES if g.id == game)
    for players in range(spec.min_players, spec.max_players + 1):
        options = spec.rules.options_to_json(spec.parse_options({"players": players}))
        link = parse_link(share_link(game, options, 18446744073709551615, players))
        assert link is not None and link.refused is None
        state, shown = safe_page(initial(MemoryStore(), "en", share_link(game, options, 5, players)))
        assert state.screen == "setup" and not state.clear_link
        seats = [
            s for spec_ in shown.specs for s in find_all(spec_, lambda s: s[1].get("class") == "seat-row")
        ]
        assert len(seats) == players
        setup = parse_setup(game, link.values, 1)
        assert len(setup.seats) == players and setup.seed == 18446744073709551615


def test_a_form_asking_for_too_many_players_makes_no_seats() -> None:
    with pytest.raises(InvalidOptions):
        parse_setup("tranquility", {"players": "99"}, 1)
    with pytest.raises(InvalidOptions):
        parse_setup("tranquility", {"players": "100000"}, 1)


@settings(max_examples=200, deadline=None)
@given(
    st.sampled_from([g.id for g in GAMES]),
    st.dictionaries(
        st.sampled_from(["seed", "players", "options", "x"]),
        st.text(max_size=30) | st.integers(-10, 10**6).map(str),
        max_size=4,
    ),
    st.dictionaries(
        st.sampled_from(
            ["players", "sea_monsters", "storms", "layout", "wild_cards", "variant", "jagged_rocks"]
        ),
        st.none() | st.booleans() | st.integers(-5, 100) | st.text(max_size=8),
        max_size=4,
    ),
)
def test_any_link_either_opens_a_setup_that_starts_or_is_refused(
    game: str, params: dict[str, str], options: dict[str, object]
) -> None:
    query = "&".join(f"{k}={quote(v)}" for k, v in params.items() if k != "options")
    fragment = f"#{game}?{query}&options={quote(json.dumps(options))}"
    link = parse_link(fragment)
    assert isinstance(link, Link)
    state, shown = safe_page(initial(MemoryStore(), "en", fragment))
    assert state.screen in ("home", "setup")
    if link.refused is None:
        assert state.screen == "setup" and f"start:{game}" in cmds(shown)
        default = str(next(g for g in GAMES if g.id == game).default_players)
        setup = parse_setup(game, {"players": default, **link.values}, 1)
        assert setup.game == game
    else:
        assert state.clear_link and "This link could not be opened" in text(shown)


@pytest.mark.parametrize(
    "fragment",
    [
        "#shifting-stones?seed=1&players=2&moves=10000000000.AAAAAAAAAA",
        "#shifting-stones?seed=1&players=2&moves=1000000.AAAAAAAAAA",
        "#shifting-stones?seed=1&players=1&moves=301.AAAAAAAAAA",
        "#tranquility?seed=1&players=5&moves=401.AAAAAAAAAA",
    ],
)
def test_a_replay_link_claiming_more_moves_than_a_game_has_is_refused_at_once(fragment: str) -> None:
    state, shown = safe_page(initial(MemoryStore(), "en", fragment))
    assert state.screen == "home" and state.clear_link and state.replay is None
    assert "This link could not be opened: its replay code claims more moves than any game can have." in text(
        shown
    )
    assert not link_cleared(state).clear_link
