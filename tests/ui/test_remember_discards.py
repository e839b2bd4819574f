"""The "Remember my discards" aid (house ruling own-discards, RULES.md A3).

Discards are face down and nobody looks at them again; a player may remember their own, so the
bots do. Listing them on screen is an aid the published game does not give: off unless chosen at
setup, kept in the game's options (and so in its save and share link), and when off nothing on
the table, in the log, in the announcements or on the hand-off screen names a discarded card.
"""

from __future__ import annotations

import json
from typing import Any

import pytest

from game.core.errors import InvalidOptions
from game.core.registry import spec
from game.tranquility.options import TranquilityOptions, options_from_json, options_to_json
from game.tranquility.view import seat_view
from game.ui.app import events as ev
from game.ui.app.frontends import ui_for
from game.ui.deals.presets import preset_of
from game.ui.element import Spec, find_all, text_content
from game.ui.games.tranquility import remembers_discards
from game.ui.games.tranquility import table as tranquility
from game.ui.link.share import parse_link, share_link
from game.ui.pages.setup.parse import parse_setup
from game.ui.pages.setup.view import setup_screen
from game.ui.storage.saves import KEY_PREFIX, load_session_text
from game.ui.table.session import Seat, new_session
from tests.ui.test_controller import Browser, setup_form, text


def dumped(specs: list[Spec]) -> str:
    """Everything a page carries: its text and every attribute (labels for screen readers too)."""
    return json.dumps(specs, ensure_ascii=False)


def test_the_aid_is_off_by_default_and_old_options_without_it_still_load() -> None:
    assert TranquilityOptions().remember_discards is False
    old = {"players": 2, "storms": True}
    assert options_from_json(old).remember_discards is False
    # Written only when on: a game without the aid reads and writes exactly as before.
    assert "remember_discards" not in options_to_json(options_from_json(old))
    on = options_from_json({"players": 2, "remember_discards": True})
    assert options_to_json(on)["remember_discards"] is True
    assert options_from_json(options_to_json(on)) == on
    with pytest.raises(InvalidOptions) as err:
        options_from_json({"players": 2, "remember_discards": "yes"})
    assert err.value.option == "remember_discards"


def test_the_setup_form_offers_the_aid_unchecked_and_it_changes_no_preset_or_meter() -> None:
    ui = ui_for("tranquility")
    form = setup_screen("tranquility", {"players": "3"})
    boxes = find_all(form, lambda s: s[0] == "input" and s[1].get("name") == "remember_discards")
    assert len(boxes) == 1 and boxes[0][1]["type"] == "checkbox" and not boxes[0][1].get("checked")
    assert "Remember my discards" in text_content(form)
    assert "An aid the published game does not give" in text_content(form)
    checked = setup_screen("tranquility", {"players": "3", "remember_discards": "1"})
    (box,) = find_all(checked, lambda s: s[0] == "input" and s[1].get("name") == "remember_discards")
    assert box[1].get("checked")
    plain = ui.options_from_form({"wild_cards": "2"})
    aided = ui.options_from_form({"wild_cards": "2", "remember_discards": "1"})
    assert plain["remember_discards"] is False and aided["remember_discards"] is True
    # The aid is not a module: the preset and the hard team's measured win rate stay the same.
    assert preset_of(spec("tranquility"), aided) == preset_of(spec("tranquility"), plain) == "breeze"
    assert text_content(ui.meter(aided, 3, "en")) == text_content(ui.meter(plain, 3, "en"))
    setup = parse_setup("tranquility", {"players": "2", "remember_discards": "1"}, 7)
    assert setup.options["remember_discards"] is True


def test_a_share_link_carries_the_aid_and_is_accepted() -> None:
    on = options_to_json(options_from_json({"players": 2, "remember_discards": True}))
    link = parse_link(share_link("tranquility", on, 42, 2))
    assert link is not None and link.refused is None
    assert link.values["remember_discards"] == "1"
    off = options_to_json(options_from_json({"players": 2}))
    assert "remember_discards" not in share_link("tranquility", off, 42, 2)
    refused = parse_link('#tranquility?seed=1&options={"remember_discards":2}')
    assert refused is not None and refused.refused == "bad_options"


def first_discard(session: Any) -> tuple[Any, list[str]]:
    legal = session.legal_for_viewer()
    discard = next(a for a in legal if a.startswith("discard:"))
    return session.play(discard), discard[len("discard:") :].split(",")


@pytest.mark.parametrize("remember", [False, True])
def test_the_table_lists_a_players_own_discards_only_with_the_aid(remember: bool) -> None:
    options = {"remember_discards": True} if remember else {}
    session = new_session("tranquility", options, [Seat("Ann"), Seat("Bo")], 4, "t").confirm_handoff()
    session, thrown = first_discard(session)
    session = session.confirm_handoff()
    session, _ = first_discard(session)
    session = session.confirm_handoff()
    assert session.viewer == 0
    # The engine's view keeps them (the bots remember theirs, whatever the option).
    assert sorted(session.view()["own_discards"]) == sorted(thrown)
    board = ui_for("tranquility").board(session, tranquility.TranqSelection(), "en")
    listed = find_all(board, lambda s: "own-discards" in str(s[1].get("class", "")))
    names = ", ".join(session.view()["own_discards"])
    if remember:
        assert len(listed) == 1
        assert text_content(listed[0]) == f"Your discards (2): {names}"
    else:
        assert listed == []
        assert "Your discards" not in text_content(board) and names not in dumped([board])


def test_the_flag_reaches_the_table_screen_only_through_the_option() -> None:
    session = new_session("tranquility", {}, [Seat("Ann"), Seat("Bo")], 4, "t").confirm_handoff()
    session, thrown = first_discard(session)
    view = tranquility.as_view(seat_view(session.state, 0))
    own = view["own_discards"]
    assert own is not None and sorted(own) == sorted(thrown)
    names = ", ".join(own)
    shown = tranquility.screen(view, ["Ann", "Bo"], tranquility.TranqSelection(), [], remember_discards=True)
    hidden = tranquility.screen(view, ["Ann", "Bo"], tranquility.TranqSelection(), [])
    assert f"Your discards (2): {names}" in text_content(shown)
    assert "Your discards" not in text_content(hidden)
    assert remembers_discards({"remember_discards": True})
    assert not remembers_discards({}) and not remembers_discards({"remember_discards": False})


@pytest.mark.parametrize("remember", [False, True])
def test_a_whole_pass_and_play_game_reveals_discards_only_with_the_aid(remember: bool) -> None:
    """Through the controller: the table, the log, the announcements and the hand-off screen
    never name an earlier discard without the aid; a resumed game keeps the setting."""
    b = Browser()
    form = setup_form(2) | ({"remember_discards": "1"} if remember else {})
    b.send(ev.Command("start:tranquility", form))
    b.send(ev.Command("handoff"))
    session = b.state.session
    assert session is not None
    discard = next(a for a in session.legal_for_viewer() if a.startswith("discard:"))
    b.send(ev.Play(discard))
    assert b.state.session is not None
    thrown = ", ".join(b.state.session.rules.view(b.state.session.state, 0)["own_discards"])
    assert sorted(thrown.split(", ")) == sorted(discard[len("discard:") :].split(","))
    announced = [e.text for e in b.of(ev.Announce)]
    handoff = b.send(ev.Command("hint"))  # any repaint: the hand-off screen of the next player
    assert b.state.session is not None and b.state.session.step() == "handoff"
    assert announced == ["P0 discarded 2 cards."]
    assert thrown not in dumped(handoff.specs) and "Your discards" not in text(handoff)
    b.send(ev.Command("handoff"))
    other = b.state.session
    assert other is not None
    b.send(ev.Play(next(a for a in other.legal_for_viewer() if a.startswith("discard:"))))
    b.send(ev.Command("hint"))
    back = b.send(ev.Command("handoff"))
    assert b.state.session is not None and b.state.session.viewer == 0
    assert ("Your discards (2): " + thrown in text(back)) is remember
    if not remember:
        assert thrown not in dumped(back.specs)
    # The save keeps the setting (written only when on); opening it again shows the same.
    save = b.store.data[f"{KEY_PREFIX}{b.state.session.save_id}"]
    options = json.loads(save)["options"]
    assert options.get("remember_discards", False) is remember
    resumed = load_session_text(save)
    assert resumed.match.options.remember_discards is remember


def test_an_old_save_without_the_aid_opens_with_it_off() -> None:
    session = new_session("tranquility", {}, [Seat("Ann"), Seat("Bo")], 4, "t")
    data = session.to_save()
    data["updated"] = "2026-01-01T00:00:00.000Z"
    data["options"].pop("remember_discards", None)
    assert "remember_discards" not in json.dumps(data)
    resumed = load_session_text(json.dumps(data))
    assert resumed.match.options.remember_discards is False


def test_the_daily_deal_is_always_played_without_the_aid() -> None:
    """One fixed setting for everyone's deal of the day: the published game's, without the aid."""
    b = Browser()
    b.send(ev.Command("daily:tranquility"))
    session = b.state.session
    assert session is not None and session.daily == "2026-12-03"
    assert session.match.options.remember_discards is False
