"""View-models of the play screens: what is clickable, what is hidden, what the log says."""

from __future__ import annotations

import json

import pytest

from game.core.errors import InvalidOptions, SaveError
from game.shifting_stones import actions as S
from game.tranquility import actions as A
from game.ui.app.frontends import ui_for
from game.ui.element import find_all, text_content
from game.ui.games.shifting_stones import clicks as stones_clicks
from game.ui.games.shifting_stones import table as stones
from game.ui.games.tranquility import proposed_shares
from game.ui.games.tranquility import table as tranquility
from game.ui.pages.play.frame import handoff
from game.ui.pages.setup.parse import parse_setup
from game.ui.pages.setup.view import setup_screen
from game.ui.storage.saves import KEY_PREFIX, load_session_text, save_text, summaries
from game.ui.table.session import Seat, new_session


def describe(game: str, name: str, action: str, lang: str = "en") -> str:
    """A move in words, as the game's front end writes the log."""
    return ui_for(game).describe(name, action, lang)


def two_humans(game: str) -> list[Seat]:
    return [Seat("Ann"), Seat("<b>Bo</b>")]


def test_pass_and_play_shows_nobody_until_the_hand_off_is_confirmed() -> None:
    session = new_session("shifting-stones", {}, two_humans("s"), 5, "id1")
    assert session.step() == "handoff"
    assert "hand" not in session.view()
    assert session.legal_for_viewer() == []
    session = session.confirm_handoff()
    assert session.step() == "human" and "hand" in session.view()
    after = session.play("end")
    assert after.step() == "handoff" and after.viewer is None


def test_a_single_human_always_sees_their_own_hand_and_never_a_bots() -> None:
    session = new_session("tranquility", {}, [Seat("Ann"), Seat("Bot", "bot")], 3, "id2")
    assert session.viewer == 0
    assert session.view()["seat"] == 0


def test_stones_screen_offers_only_legal_moves_and_hides_other_hands() -> None:
    session = new_session("shifting-stones", {}, [Seat("Ann"), Seat("Bot", "bot")], 11, "x")
    view, legal = session.view(), session.legal_for_viewer()
    page = stones.screen(stones.as_view(view), ["Ann", "Bot"], stones_clicks.StonesSelection(), legal)
    moves = [s[1]["data-action"] for s in find_all(page, lambda s: "data-action" in s[1])]
    assert moves and all(m in legal for m in moves)
    other_hand = session.rules.view(session.state, 1)["hand"]
    labels = " ".join(str(s[1].get("aria-label", "")) for s in find_all(page, lambda s: True))
    assert not any(f"Card {c}," in labels for c in other_hand if c not in view["hand"])
    assert len(find_all(page, lambda s: s[1].get("role") == "gridcell")) == 9


def test_a_shift_needs_two_adjacent_stones_then_a_card() -> None:
    session = new_session("shifting-stones", {}, [Seat("Ann"), Seat("Bot", "bot")], 11, "x")
    legal = session.legal_for_viewer()
    card = session.view()["hand"][0]
    first = stones_clicks.handle(stones_clicks.decode("tile:0"), stones_clicks.StonesSelection(), legal)
    second = stones_clicks.handle(stones_clicks.decode("tile:1"), first.selection, legal)
    assert second.selection.pending == S.Action(S.SWAP, 0, 1) and second.action is None
    paid = stones_clicks.handle(stones_clicks.decode(f"card:{card}"), second.selection, legal)
    assert paid.action == f"swap:0-1/discard:{card}"


def test_tranquility_targets_carry_their_costs_and_discards_are_chosen() -> None:
    session = new_session("tranquility", {}, [Seat("Ann")], 4, "t")
    legal, view = session.legal_for_viewer(), session.view()
    hand = view["hand"]
    selection = tranquility.TranqSelection(card=hand[0])
    targets = tranquility.target_cells(tranquility.as_view(view), legal, selection)
    assert targets and all(cost == 0 for cost in targets.values())
    outcome = tranquility.handle(tranquility.decode(f"cell:{min(targets)}"), selection, legal, hand)
    assert outcome.action == f"play:{hand[0]}@{min(targets)}"
    two = tranquility.handle(tranquility.decode("discard-two"), tranquility.TranqSelection(), legal, hand)
    picked = tranquility.handle(tranquility.decode("card:0"), two.selection, legal, hand)
    picked = tranquility.handle(tranquility.decode("card:1"), picked.selection, legal, hand)
    done = tranquility.handle(tranquility.decode("confirm"), picked.selection, legal, hand)
    assert done.action in legal and done.action.startswith("discard:")


def test_a_player_sees_their_own_discards_and_nobody_elses() -> None:
    """House ruling own-discards: with the "Remember my discards" aid, listed under the sea for
    their owner only (tests/ui/test_remember_discards.py: without it, for nobody)."""
    session = new_session("tranquility", {"remember_discards": True}, [Seat("Ann"), Seat("Bo")], 4, "t")
    session = session.confirm_handoff()
    legal = session.legal_for_viewer()
    discard = next(a for a in legal if a.startswith("discard:"))
    thrown = discard[len("discard:") :].split(",")
    session = session.play(discard).confirm_handoff()
    bo_view = session.view()
    assert bo_view["seat"] == 1 and bo_view["own_discards"] == []
    bo_page = text_content(
        tranquility.screen(tranquility.as_view(bo_view), ["Ann", "Bo"], tranquility.TranqSelection(), [])
    )
    assert "Your discards" not in bo_page
    ann_view = session.rules.view(session.state, 0)
    assert sorted(ann_view["own_discards"]) == sorted(thrown)
    ann_page = text_content(
        tranquility.screen(
            tranquility.as_view(ann_view),
            ["Ann", "Bo"],
            tranquility.TranqSelection(),
            [],
            remember_discards=True,
        )
    )
    assert f"Your discards (2): {', '.join(ann_view['own_discards'])}" in ann_page
    assert session.rules.view(session.state, None)["own_discards"] is None


def test_the_log_never_names_face_down_cards() -> None:
    assert describe("tranquility", "Ann", "discard:12,55") == "Ann discarded 2 cards."
    assert "12" not in describe("tranquility", "Ann", "play:37@14/discard:12,55")
    assert describe("tranquility", "Ann", "give:3,F") == "Ann gave 2 cards to the Start discard."
    assert (
        describe("shifting-stones", "Bo", "swap:3-4/discard:c12")
        == "Bo discarded “any any any / any fish any / any any any” (1 point) and swapped stones 4 and 5."
    )


def test_saves_round_trip_and_unreadable_ones_are_listed_with_a_reason() -> None:
    session = (
        new_session("shifting-stones", {}, [Seat("Ann"), Seat("Bo")], 9, "s1").confirm_handoff().play("end")
    )
    text = save_text(session, "2026-11-30T10:00:00Z")
    loaded = load_session_text(text)
    assert loaded.match.actions == ("end",) and [s.name for s in loaded.seats] == ["Ann", "Bo"]
    stored = {
        KEY_PREFIX + "s1": text,
        KEY_PREFIX + "bad": "{oops",
        KEY_PREFIX + "other": json.dumps(
            {"format": 1, "game": "chess", "options": {}, "seed": "1", "actions": []}
        ),
        "unrelated": "x",
    }
    rows = summaries(stored)
    assert [r.save_id for r in rows if r.error is None] == ["s1"]
    assert {r.save_id for r in rows if r.error} == {"bad", "other"}
    with pytest.raises(SaveError):
        load_session_text("[1, 2]")


def test_setup_validates_options_and_keeps_names_as_text() -> None:
    values = {"players": "3", "name0": "  <i>Ann</i> ", "kind1": "bot", "level1": "hard", "competitive": "1"}
    with pytest.raises(InvalidOptions) as err:
        parse_setup("tranquility", values, 1)
    assert err.value.option == "competitive"
    ok = parse_setup("tranquility", {**values, "competitive": "", "seed": "42"}, 1)
    assert ok.seats[0].name == "<i>Ann</i>" and ok.seats[1].kind == "bot" and ok.seed == 42
    form = setup_screen("tranquility", {"players": "2"})
    assert "Sea Monsters" in text_content(form)
    assert len(find_all(form, lambda s: s[0] == "fieldset" and s[1].get("class") == "seat-row")) == 2


@pytest.mark.parametrize("game", ["tranquility", "shifting-stones"])
def test_rules_pages_list_every_house_ruling(game: str) -> None:
    from game.shifting_stones.rulings import RULINGS as STONES
    from game.tranquility.rulings import RULINGS as TRANQ
    from game.ui.pages.rules.view import rules_page

    page = rules_page(game)
    text = text_content(page)
    rulings = TRANQ if game == "tranquility" else STONES
    assert all(r.text in text for r in rulings)
    assert "House rulings" in text


def test_the_start_shares_are_a_table_decision_shown_as_a_dialog() -> None:
    session = new_session("tranquility", {}, [Seat("Ann")], 2, "solo")
    for _ in range(400):
        pending = session.view().get("pending")
        if pending and pending.get("decision") == "shares":
            break
        legal = session.legal_for_viewer()
        session = session.play("start" if "start" in legal else legal[-1])
    else:
        pytest.fail("the Start card never came up")
    assert session.is_table_decision() and session.step() == "human"
    assert proposed_shares(session) == [8]
    page = tranquility.screen(
        tranquility.as_view(session.view()),
        ["Ann"],
        tranquility.TranqSelection(),
        session.legal_for_viewer(),
        [8],
        [False],
    )
    # Solo there is nothing to agree: no split to fill in, one button that gives all 8.
    assert not find_all(page, lambda s: s[0] == "input" and s[1].get("name") == "share0")
    (go,) = find_all(page, lambda s: s[1].get("data-action") == "shares:8")
    assert "you give them all yourself, from your hand." in text_content(page)
    assert "rule A5" not in text_content(page)  # the rule's number is for the rules page, not play
    assert tranquility.shares_action(["8"]) == go[1]["data-action"] in session.legal_for_viewer()
    assert tranquility.shares_action(["x"]) is None


def test_share_links_round_trip_into_the_setup_form() -> None:
    from game.ui.link.share import Link, parse_link, share_link

    link = share_link(
        "tranquility", {"players": 3, "sea_monsters": 4, "storms": True, "jagged_rocks": None}, 42, 3
    )
    parsed = parse_link(link)
    assert parsed is not None
    game, values = parsed.game, parsed.values
    assert parsed.refused is None
    assert game == "tranquility" and values["seed"] == "42" and values["players"] == "3"
    assert values["sea_monsters"] == "4" and values["storms"] == "1" and values["jagged_rocks"] == ""
    setup = parse_setup(game, values, 1)
    assert setup.seed == 42 and setup.options["sea_monsters"] == 4 and setup.options["storms"] is True
    assert parse_link("#chess?seed=1") is None
    assert parse_link("#tranquility?options=%7Bbroken") == Link("tranquility", {}, "bad_options")


def test_the_card_being_played_cannot_pay_for_itself() -> None:
    hand = ["25", "33", "49"]
    legal = ["play:33@31/discard:25,49"]
    selection = tranquility.TranqSelection(card="33", cell=31, choosing=A.Action(A.PLAY, 33, 31))
    after = tranquility.handle(tranquility.decode("card:1"), selection, legal, hand)
    assert after.selection.picked == ()
    after = tranquility.handle(tranquility.decode("card:0"), after.selection, legal, hand)
    after = tranquility.handle(tranquility.decode("card:2"), after.selection, legal, hand)
    assert (
        tranquility.handle(tranquility.decode("confirm"), after.selection, legal, hand).action
        == "play:33@31/discard:25,49"
    )


def test_a_sea_monster_is_never_picked_to_pay() -> None:
    hand = ["M", "12", "40"]
    legal = ["discard:12,40"]
    selection = tranquility.handle(
        tranquility.decode("discard-two"), tranquility.TranqSelection(), [*legal, "play:12@3"], hand
    )
    assert selection.action == "discard:12,40"  # the only choice is played at once
    choosing = tranquility.TranqSelection(choosing=A.Action(A.DISCARD))
    assert tranquility.unpayable(choosing, ["discard:12,40", "discard:12,55"], [*hand, "55"]) == {0}
    after = tranquility.handle(tranquility.decode("card:0"), choosing, legal, hand)
    assert after.selection.picked == ()


def test_the_hand_off_shows_the_public_log_and_no_cards() -> None:
    screen = handoff("Bo", "en", ["Ann discarded 2 cards."])
    assert "Ann discarded 2 cards." in text_content(screen)
    assert find_all(screen, lambda s: "tcard" in str(s[1].get("class", ""))) == []
    assert find_all(handoff("Bo"), lambda s: s[0] == "ol") == []
