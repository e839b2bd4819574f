"""Flows a player goes through, once tested in the browser and now through the pure controller:
the events a page sends, the effects it runs (storage in memory) and the page rendered after each
step, read with the browser tests' selectors (tests/ui/dom.py). What needs a real browser (boot,
offline, layout, motion, the keyboard, drag, two tabs) stays in e2e/."""

from __future__ import annotations

import json
import random
import re
from dataclasses import replace

import pytest

from game.core.match import Match
from game.core.registry import get_rules, make_bot, spec
from game.core.rng import Rng
from game.core.table import play_bots
from game.review.__main__ import play
from game.ui.app import events as ev
from game.ui.app.controller import initial
from game.ui.app.page import Page, page
from game.ui.element import Spec
from game.ui.pages.replay.steps import replay_link
from game.ui.storage.kept import housekeeping
from game.ui.storage.save_index import new_visit
from game.ui.storage.saves import save_text
from game.ui.table.session import Seat, Session, new_session
from tests.ui.dom import attr, classes, form, one, select, spoken, text
from tests.ui.test_controller import Browser, cmds, setup_form


def visit(b: Browser, fragment: str = "", lang: str = "en") -> Page:
    """The site opened (or reloaded) at ``fragment`` with what ``b`` has stored, as game/web/ opens it:
    the first paint, then (once the rest of the code is in) storage read again, and home reads the
    saves its index does not know yet, a step at a time."""
    new_visit()
    for effect in housekeeping(b.store):
        if isinstance(effect, ev.Write):
            b.store.data[effect.key] = effect.text
    b.state = initial(b.store, lang, fragment, b.env.today)
    page(b.state)
    return b.send(ev.Refresh())


def reload(b: Browser, fragment: str = "") -> tuple[Browser, Page]:
    """A new page on the same storage (and fresh seeds, as the browser's never repeat)."""
    again = Browser(store=b.store, seeds=b.seeds)
    return again, visit(again, fragment)


def click(b: Browser, spec: Spec) -> Page:
    """A click on an element: its ``data-action`` is played, else its ``data-cmd`` sent."""
    action = attr(spec, "data-action")
    cmd = attr(spec, "data-cmd")
    assert action or cmd, f"not clickable: {spec[:2]}"
    return b.send(ev.Play(action) if action else ev.Command(cmd or "", {}))


def new_game(b: Browser, game: str, kinds: list[str], seed: str = "7", **options: str) -> Page:
    b.send(ev.Command(f"new:{game}"))
    bots = tuple(seat for seat, kind in enumerate(kinds) if kind == "bot")
    return b.send(ev.Command(f"start:{game}", setup_form(len(kinds), bots, seed) | options))


def hand(shown: Page) -> list[str]:
    return [attr(card, "aria-label") or "" for card in select(shown, ".hand .pattern")]


def stones(shown: Page) -> list[str]:
    return [attr(one(shown, f"[data-cell='{i}'] button"), "aria-label") or "" for i in range(9)]


def any_move(b: Browser, pick: random.Random) -> Page:
    """A person's move: score when they can, else often skip (and draw), else any legal move."""
    session = b.state.session
    assert session is not None
    legal = session.legal_for_viewer()
    scores = [a for a in legal if a.startswith(("score:", "finish", "start"))]
    if not scores and "skip" in legal and pick.random() < 0.5:
        scores = ["skip"]
    return b.send(ev.Play(scores[0] if scores else pick.choice(legal)))


# ----- from e2e/test_play.py -------------------------------------------------------------------------
def test_pass_and_play_hides_the_next_hand_until_confirmed() -> None:
    b = Browser()
    shown = new_game(b, "shifting-stones", ["human", "human"])
    assert select(shown, ".handoff") and select(shown, ".pattern") == []
    shown = b.send(ev.Command("handoff"))
    first_hand = hand(shown)
    assert len(first_hand) == 4
    shown = click(b, one(shown, ".controls [data-action='end']"))
    shown = click(b, one(shown, ".undo-window [data-cmd='pass']"))  # the moment to take it back, declined
    assert "P1" in text(shown, ".handoff")
    # Nothing private of either seat is in the page during the hand-off.
    assert select(shown, ".hand [data-card]") == []
    assert all(label not in json.dumps(shown.specs) for label in first_hand)
    shown = b.send(ev.Command("handoff"))
    assert len(select(shown, ".hand .pattern")) == 4


def test_reload_resumes_the_game_exactly() -> None:
    b = Browser()
    new_game(b, "tranquility", ["human"])
    before = any_move(b, random.Random(1))
    sea, cards = text(before, ".sea"), text(before, ".hand")
    b, home = reload(b)
    shown = click(b, one(home, ".continue [data-cmd^='open:']"))
    assert select(shown, ".tranquility-screen")
    assert text(shown, ".sea") == sea and text(shown, ".hand") == cards


def test_a_corrupt_save_is_reported_and_the_others_are_kept() -> None:
    b = Browser()
    shown = new_game(b, "shifting-stones", ["human"])
    shown = click(b, one(shown, ".controls [data-action='skip']"))  # a game with no move is not kept
    b.send(ev.Command("home"))
    b.store.data["sea-stones/save/broken"] = "{not json"
    b.store.data["sea-stones/save/newer"] = json.dumps({"format": 99, "game": "shifting-stones"})
    b, home = reload(b)
    assert len(select(home, ".save.broken")) == 2
    assert "not valid JSON" in text(home, ".save-list") and "newer version" in text(home, ".save-list")
    assert len([s for s in select(home, ".save") if "broken" not in str(attr(s, "class")).split()]) == 1
    assert b.store.data["sea-stones/save/broken"] == "{not json"


def test_export_then_import_resumes() -> None:
    b = Browser()
    new_game(b, "shifting-stones", ["human"])
    shown = any_move(b, random.Random(2))
    grid = text(shown, ".stone-grid")
    home = b.send(ev.Command("home"))
    click(b, select(home, ".save [data-cmd^='export:']")[0])
    (download,) = b.of(ev.Download)
    b.store.data.clear()
    b, _ = reload(b)
    shown = b.send(ev.Import(download.text))
    assert select(shown, ".stones-screen") and text(shown, ".stone-grid") == grid


def test_the_rules_page_shows_the_house_rulings() -> None:
    b = Browser()
    visit(b)
    shown = b.send(ev.Command("rules:tranquility"))
    assert "House rulings" in text(shown, ".rules-page")
    assert select(shown, ".rulings li")


def test_a_share_link_opens_the_setup_of_that_deal() -> None:
    b = Browser()
    shown = visit(b, '#tranquility?seed=99&players=1&options={"sea_monsters":3,"storms":true}')
    assert attr(one(shown, "input[name=seed]"), "value") == "99"
    (monsters,) = select(shown, "select[name=sea_monsters]")
    assert [attr(o, "value") for o in select(monsters, "option[selected]")] == ["3"]
    assert attr(one(shown, "input[name=storms]"), "checked") is not None
    form = {
        "seed": "99",
        "players": "1",
        "kind0": "human",
        "name0": "P0",
        "sea_monsters": "3",
        "storms": "on",
    }
    shown = b.send(ev.Command("start:tranquility", form))
    assert text(shown, ".share-link a") == "seed 99"


def pass_and_play(b: Browser, shown: Page, pick: random.Random, steps: int) -> tuple[Page, int]:
    """People at one device play on at random for up to ``steps`` clicks or to the end, passing
    the device on at once after each move; the page reached and how many hand-offs it took."""
    handoffs = 0
    for _ in range(steps):
        on_screen = classes(shown)
        if "end-screen" in on_screen:
            break
        if "undo-window" in on_screen:
            shown = click(b, one(shown, ".undo-window [data-cmd='pass']"))
        elif "handoff" in on_screen:
            handoffs += 1
            shown = b.send(ev.Command("handoff"))
        else:
            shown = any_move(b, pick)
    return shown, handoffs


def test_a_two_player_pass_and_play_shifting_stones_game_to_the_end() -> None:
    b = Browser()
    shown = new_game(b, "shifting-stones", ["human", "human"])
    shown, handoffs = pass_and_play(b, shown, random.Random(3), 3000)
    assert select(shown, ".end-screen") and handoffs >= 10
    assert len(select(shown, ".end-screen .summary tr")) == 2


def test_tranquility_with_every_module_for_many_turns() -> None:
    b = Browser()
    modules = {
        "removed_islands": "6",
        "sea_monsters": "4",
        "jagged_rocks": "manual",
        "wild_cards": "2",
        "layout": "pyramid",
        "storms": "on",
        "day_night": "on",
    }
    new_game(b, "tranquility", ["human", "human"], "5", **modules)
    shown = b.send(ev.Command("handoff"))
    assert len(select(shown, ".sea [role=gridcell]")) == 36 and select(shown, ".sea.layout-pyramid")
    shown, _ = pass_and_play(b, shown, random.Random(4), 80)
    assert len(select(shown, ".log li")) >= 40 or select(shown, ".end-screen")
    assert select(shown, ".message[role=alert]") == []


def test_undo_takes_back_a_shift_but_not_a_finished_turn() -> None:
    b = Browser()
    shown = new_game(b, "shifting-stones", ["human"])

    def undo(shown: Page) -> Spec:
        return one(shown, ".side-panel button[data-key=u]")

    assert attr(undo(shown), "disabled") is not None
    grid, labels = text(shown, ".stone-grid"), stones(shown)
    b.send(ev.Command("tile:0", {}))
    b.send(ev.Command("tile:1", {}))
    shown = click(b, select(shown, ".hand .pattern")[0])
    assert stones(shown) != labels and attr(undo(shown), "disabled") is None
    shown = b.send(ev.Command("undo"))
    assert stones(shown) == labels and text(shown, ".stone-grid") == grid
    assert len(select(shown, ".hand .pattern")) == 4
    shown = click(b, one(shown, ".controls [data-action='end']"))
    assert attr(undo(shown), "disabled") is not None
    assert (
        attr(undo(shown), "title")
        == "The last move drew or revealed a card, or passed the turn: it can't be undone."
    )


def test_when_storage_refuses_the_game_goes_on_with_a_message() -> None:
    b = Browser(refuse=("sea-stones/", "full"))
    visit(b)
    shown = new_game(b, "shifting-stones", ["human"])
    shown = click(b, one(shown, ".controls [data-action='end']"))
    assert "could not be saved" in text(shown, ".message")
    assert len(select(shown, ".log li")) == 1
    assert "handoff" not in cmds(shown)


# ----- from e2e/test_end_and_saves.py ---------------------------------------------------------------
def one_move_from_the_end(game: str, level: str, seed: int) -> tuple[Session, str]:
    """A solo game played by a bot up to its last move, and that move."""
    session = new_session(game, {}, [Seat("Ann")], seed, f"end{seed}")
    bot, rng = make_bot(game, level), Rng(seed)
    actions: list[str] = []
    while session.step() != "over":
        action = bot.choose(
            session.rules.view(session.state, 0), session.rules.legal_actions(session.state), rng
        )
        actions.append(action)
        session = session.play(action)
    before = new_session(game, {}, [Seat("Ann")], seed, f"end{seed}")
    for action in actions[:-1]:
        before = before.play(action)
    return before, actions[-1]


def import_game(b: Browser, session: Session) -> Page:
    visit(b)
    shown = b.send(ev.Import(save_text(session, "2026-12-01T10:00:00.000Z")))
    assert shown.screen == "game"
    return shown


def stats_average(b: Browser, key: str) -> tuple[float, Page]:
    b.send(ev.Command("home"))
    shown = b.send(ev.Command("stats"))
    cells = select(shown, f"[data-record='{key}'] td")
    assert len(cells) == 6
    return float(text(cells[5]).split()[0]), shown


def numbers(cells: list[Spec]) -> list[int]:
    return [int(re.findall(r"\d+", text(cell))[0]) for cell in cells]


def test_a_won_tranquility_end_screen_and_the_stats_agree() -> None:
    session, last = one_move_from_the_end("tranquility", "hard", 1)
    assert last == "finish"
    b = Browser()
    shown = import_game(b, session)
    shown = click(b, one(shown, ".controls [data-action='finish']"))
    end = one(shown, ".end-screen")
    figure = int(attr(end, "data-figure") or "-1")
    assert sum(numbers(select(shown, ".end-screen .summary td"))) == figure
    assert f"with {figure} card" in text(shown, "[id=end-title]")
    # The chart's last point (cards to spare) is the same count, its axes are labelled.
    values = (attr(one(shown, ".end-screen polyline"), "data-values") or "").split(",")
    assert int(values[-1]) == figure
    assert len(select(shown, ".end-screen .axis-label")) == 2
    note = text(select(shown, ".end-screen .highlights li")[0])
    move, count = (int(n) for n in re.findall(r"\d+", note)[:2])
    assert int(values[move]) == count
    assert attr(end, "data-celebrate") == "won" and text(shown, ".end-verdict") == "You won"
    average, stats = stats_average(b, "tranquility/calm")
    assert average == figure
    assert len(select(stats, ".stats-page svg[role=img]")) == 2
    assert attr(one(stats, ".stats-page rect"), "data-value") == "100"
    assert select(stats, ".stats-page .stats-table")


def test_a_lost_game_end_screen_and_the_stats_agree() -> None:
    session, last = one_move_from_the_end("shifting-stones", "normal", 1)
    b = Browser()
    shown = import_game(b, session)
    shown = click(b, one(shown, f".controls [data-action='{last}']"))
    end = one(shown, ".end-screen")
    points = int(text(shown, ".end-screen .summary td").split()[0])
    assert int(attr(end, "data-figure") or "-1") == points
    assert attr(end, "data-celebrate") == "lost" and text(shown, ".end-verdict") == "You lost"
    average, stats = stats_average(b, "shifting-stones/solo")
    assert average == points
    assert attr(one(stats, ".stats-page rect"), "data-value") == "0"


def test_a_lost_tranquility_game_records_the_cards_it_shows() -> None:
    session, _ = one_move_from_the_end("tranquility", "hard", 5)
    b = Browser()
    shown = import_game(b, session)
    pick = random.Random(5)
    for _ in range(10):
        if select(shown, ".end-screen"):
            break
        shown = any_move(b, pick)
    assert select(shown, ".end-screen")
    average, _ = stats_average(b, "tranquility/calm")
    assert average == sum(numbers(select(shown, ".end-screen .summary td")))


# ----- from e2e/test_record.py ------------------------------------------------------------------------
def change(b: Browser, shown: Page, kind: str, name: str, value: str) -> Page:
    """A field of the page's form changed to ``value``: the event the page sends with the form."""
    return b.send(ev.Change(kind, value, form(shown) | {name: value}))


def test_a_preset_changes_the_difficulty_meter() -> None:
    b = Browser()
    visit(b)
    shown = b.send(ev.Command("new:tranquility"))
    shown = change(b, shown, "setup-players", "players", "3")
    meter = one(shown, ".meter")
    assert attr(meter, "data-estimate") == "false"
    calm = attr(meter, "data-meter")
    shown = change(b, shown, "preset", "preset", "storm")
    meter = one(shown, ".meter")
    assert form(shown)["sea_monsters"] == "3"
    assert attr(meter, "data-meter") != calm and attr(meter, "data-estimate") == "false"
    assert int(attr(meter, "data-meter") or 100) < int(calm or 0)
    # Editing a module of the preset turns it into an estimate, and the preset into "Custom".
    shown = change(b, shown, "setup-option", "wild_cards", "1")
    meter = one(shown, ".meter")
    assert attr(meter, "data-estimate") == "true"
    assert [attr(r, "value") for r in select(shown, "input[name=preset][checked]")] == ["custom"]
    assert "estimate" in text(meter)


def end_turns_until_the_end(b: Browser, shown: Page) -> Page:
    """Ending turns without scoring: four strikes end a solo game of Shifting Stones."""
    for _ in range(40):
        if select(shown, ".end-screen"):
            break
        shown = click(b, one(shown, ".controls [data-key=e]"))
    assert select(shown, ".end-screen")
    return shown


def test_the_daily_deal_goes_on_the_record_once_and_the_record_survives_a_reload() -> None:
    b = Browser()
    visit(b)
    shown = b.send(ev.Command("daily:shifting-stones"))
    assert "Daily deal" in text(shown, ".daily-badge") and "replay" not in text(shown, ".daily-badge")
    shown = end_turns_until_the_end(b, shown)
    share = text(shown, ".end-screen .share-text")
    assert "Shifting Stones daily" in share and "replay" not in share
    home = b.send(ev.Command("home"))
    assert "Shifting Stones daily" in text(home, "[data-daily='shifting-stones'] .share-text")
    b, _ = reload(b)
    shown = b.send(ev.Command("stats"))
    (row,) = select(shown, "[data-record='shifting-stones/daily']")
    assert "Daily deal" in text(row) and text(select(row, "td")[0]) == "1"
    b.send(ev.Command("home"))
    shown = b.send(ev.Command("daily:shifting-stones"))
    assert "replay" in text(shown, ".daily-badge")
    shown = end_turns_until_the_end(b, shown)
    assert "(replay)" in text(shown, ".end-screen .share-text")
    click(b, one(shown, ".end-screen [data-cmd='home']"))
    shown = b.send(ev.Command("stats"))
    assert text(select(shown, "[data-record='shifting-stones/daily'] td")[0]) == "1"


def test_damaged_stats_are_reported_kept_and_can_be_reset() -> None:
    b = Browser()
    b.store.data["sea-stones/stats"] = "{broken"
    home = visit(b)
    assert "stats" in text(select(home, ".notice")[0])
    b.send(ev.Command("stats"))
    b.send(ev.Command("stats-reset"))
    assert b.store.data["sea-stones/stats"] == "{broken"
    shown = b.send(ev.Command("stats-reset:yes"))
    assert "No finished games yet." in text(shown, ".stats-page")
    assert json.loads(b.store.data["sea-stones/stats"])["format"] == 1


# ----- from e2e/test_told.py --------------------------------------------------------------------------
def test_holding_the_start_an_island_says_play_the_start_first() -> None:
    session = new_session("tranquility", {}, [Seat("Ann")], 7, "told")
    while "S" not in (session.view().get("hand") or []):
        session = session.play(next(a for a in session.legal_for_viewer() if a.startswith("discard:")))
    cards = session.view()["hand"] or []
    island = next(i for i, card in enumerate(cards) if card.isdigit())
    b = Browser()
    shown = import_game(b, session)
    shown = click(b, select(shown, ".hand .tcard")[island])
    said = f"{cards[island]} must wait: play your Start card first."
    assert text(shown, ".message[role=alert]") == said
    shown = click(b, one(shown, "[data-cell='0'] button"))
    assert text(shown, ".message[role=alert]") == said


def test_a_refused_score_names_the_missing_stones() -> None:
    b = Browser()
    shown = new_game(b, "shifting-stones", ["human"])
    refused = [c for c in select(shown, ".hand .pattern") if "scorable" not in str(attr(c, "class")).split()]
    assert refused
    shown = click(b, refused[0])
    score = one(shown, ".controls [data-key=s]")
    assert attr(score, "aria-disabled") == "true"
    shown = click(b, score)  # a refused control that explains itself still sends its click
    alert = spoken(one(shown, ".message[role=alert]"))
    assert "No match yet for “" in alert
    assert re.search(r"stone \d shows \w+ but needs \w+", alert)


def shown_text(shown: Page) -> str:
    """What a person reads: the text, accessible names and tooltips."""
    named = select(shown, "[aria-label]") + select(shown, "[title]")
    return "\n".join([text(shown), *(str(s[1].get("aria-label", s[1].get("title"))) for s in named)])


def test_no_card_id_in_any_visible_text_of_a_stones_game() -> None:
    b = Browser()
    b.send(ev.Change("pace", "instant", {}))
    shown = new_game(b, "shifting-stones", ["human", "bot"])
    pick = random.Random(6)
    for _ in range(6):
        while b.of(ev.Wait):  # the bot's turn, at once at this pace
            shown = b.send(ev.BotTurn())
        if select(shown, ".end-screen"):
            break
        assert not re.search(r"\bc\d+\b", shown_text(shown))
        if select(shown, ".hand .pattern"):
            held = click(b, select(shown, ".hand .pattern")[0])  # a card held: the Score control too
            assert not re.search(r"\bc\d+\b", shown_text(held))
            click(b, select(held, ".hand .pattern")[0])
        shown = any_move(b, pick)
    while b.of(ev.Wait):
        shown = b.send(ev.BotTurn())
    assert len(select(shown, ".side-panel .log li")) >= 2
    assert not re.search(r"\bc\d+\b", shown_text(shown))


def test_hints_cleared_after_a_move() -> None:
    b = Browser()
    b.send(ev.Change("pace", "instant", {}))
    new_game(b, "tranquility", ["human", "bot"])
    shown = b.send(ev.Command("hint"))
    assert "Hint:" in text(shown, ".message[data-hint]")
    shown = b.send(ev.Command("discard-two"))
    for card in select(shown, ".hand .tcard"):
        if (
            not select(shown, "[data-cmd='confirm']")
            or attr(one(shown, "[data-cmd='confirm']"), "disabled") is None
        ):
            break
        shown = click(b, card)
    if select(shown, "[data-cmd='confirm']"):
        shown = b.send(ev.Command("confirm"))
    while b.of(ev.Wait):
        shown = b.send(ev.BotTurn())
    assert len(select(shown, ".side-panel .log li")) == 2  # ours and the bot's
    assert select(shown, ".message") == []


# ----- from e2e/test_setup.py, test_hidden_seed.py, test_remember_discards.py ----------------------
def test_bots_are_marked_at_the_table() -> None:
    b = Browser()
    shown = b.send(ev.Command("new:shifting-stones"))
    shown = change(b, shown, "setup-players", "players", "3")
    fields = form(shown) | {"name1": "Robo", "kind1": "bot", "kind2": "human"}
    b.send(ev.Command("start:shifting-stones", fields))
    shown = b.send(ev.Command("handoff"))
    (players,) = [s for s in select(shown, "ul") + select(shown, "ol") if attr(s, "aria-label") == "Players"]
    chips = select(players, "li")
    assert len(chips) == 3
    # (the name is isolated from the text around it by invisible marks)
    robo = [c for c in chips if re.match(r"^\W*Robo\W*\(bot\),", attr(c, "aria-label") or "")]
    assert len(robo) == 1 and select(robo[0], ".bot-icon") and "bot" in text(robo[0])
    assert len(select(shown, ".chip .bot-icon")) == 1


def test_a_bots_hand_and_the_daily_deal_keep_their_seed_until_the_end() -> None:
    b = Browser()
    b.send(ev.Change("pace", "instant", {}))
    shown = new_game(b, "shifting-stones", ["human", "bot"])
    assert select(shown, ".share-link") == [] and select(shown, "a[href*='seed=']") == []
    for _ in range(200):
        while b.of(ev.Wait):
            shown = b.send(ev.BotTurn())
        if select(shown, ".end-screen"):
            break
        shown = click(b, one(shown, ".controls [data-action='end']"))
    assert select(shown, ".end-screen") and select(shown, ".share-link a[href*='seed=7']")
    home = b.send(ev.Command("home"))
    assert "whole game" in text(home, "[id=export-note]")
    assert attr(select(home, ".save [data-cmd^='export:']")[0], "aria-describedby") == "export-note"
    shown = b.send(ev.Command("daily:shifting-stones"))
    assert select(shown, ".daily-badge") and select(shown, ".share-link") == []
    # A deal with no move is not kept: play one so there is a game to continue.
    click(
        b,
        (select(shown, ".controls [data-action='skip']") + select(shown, ".controls [data-action='end']"))[0],
    )
    b, home = reload(b)
    shown = click(b, one(home, ".continue [data-cmd^='open:']"))
    assert select(shown, ".daily-badge") and select(shown, "a[href*='seed=']") == []


@pytest.mark.parametrize("remember", [False, True])
def test_a_discard_is_listed_only_with_the_aid(remember: bool) -> None:
    b = Browser()
    b.send(ev.Change("pace", "instant", {}))
    shown = b.send(ev.Command("new:tranquility"))
    shown = change(b, shown, "setup-players", "players", "2")
    assert "remember_discards" not in form(shown)  # off unless chosen
    fields = form(shown) | {"kind0": "human", "kind1": "bot", "seed": "7"}
    if remember:
        fields["remember_discards"] = attr(one(shown, "input[name=remember_discards]"), "value") or "on"
    shown = b.send(ev.Command("start:tranquility", fields))
    before = [text(card) for card in select(shown, ".hand .tcard .tcard-text")]
    shown = b.send(ev.Command("discard-two"))
    for card in select(shown, ".hand .tcard"):
        if attr(one(shown, "[data-cmd='confirm']"), "disabled") is None:
            break
        shown = click(b, card)
    shown = b.send(ev.Command("confirm"))
    while b.of(ev.Wait):
        shown = b.send(ev.BotTurn())
    assert len(select(shown, ".side-panel .log li")) == 2  # ours and the bot's
    own = select(shown, ".own-discards")
    if not remember:
        assert own == [] and "Your discards" not in json.dumps(shown.specs)
        return
    assert text(own).startswith("Your discards (2): ")
    listed = text(own).split(": ", 1)[1].split(", ")
    assert len(listed) == 2 and all(card in before for card in listed)
    # The save keeps the aid: opened again after a reload, the list is still there.
    b, home = reload(b)
    shown = click(b, one(home, ".continue [data-cmd^='open:']"))
    assert text(shown, ".own-discards") == f"Your discards (2): {', '.join(listed)}"


# ----- from e2e/test_log_events.py --------------------------------------------------------------------
MODULES = {"storms": True, "day_night": True, "jagged_rocks": "automatic", "sea_monsters": 3}


def bots_play(options: dict[str, object], seed: int, level: str) -> Session:
    """A two-seat game of ``level`` bots played to its end from ``seed`` (the same every run)."""
    session = new_session(
        "tranquility", options, [Seat("Ann", "bot", level), Seat("Bo", "bot", level)], seed, "l"
    )
    match, bot = session.match, make_bot("tranquility", level)
    while match.rules.current_player(match.state) >= 0:
        seat = match.rules.current_player(match.state)
        view = match.rules.view(match.state, seat)
        match = match.play(bot.choose(view, match.rules.legal_actions(match.state), Rng(len(match.actions))))
    return replace(session, match=match)


# Seeds chosen so that each event happens: with every module, easy bots (6: all but a Compass
# spent, 24: a Compass spent); the base game, normal bots (1: the voyage reaches the Finish).
@pytest.mark.parametrize(
    ("options", "seed", "level", "told"),
    [
        (
            MODULES,
            6,
            "easy",
            [
                "drew a Storm: Squall.",
                "drew a Storm: Lightning. Every player discards one card",
                "drew a Storm: Undertow. It washed",
                "drew a Storm: Headwind.",
                "next Island costs one more discard.",
                "drew a Storm: Breaker.",
                "drew a Storm: Doldrums.",
                "The Doldrums: ",
                "drew a Compass and put it beside them.",
                "The Jagged Rocks moved to row ",
                "The hands turned to the ",
                "The Sea Monster swallowed ",
                "The table split the Start's 8 discards: Ann ",
            ],
        ),
        (MODULES, 24, "easy", ["spent a Compass to calm the storm.", "The Compass cancelled the "]),
        ({}, 1, "normal", ["played a Finish card.", "The Finish is played: the voyage is complete."]),
    ],
)
def test_the_log_shows_each_module_event_of_a_seeded_game(
    options: dict[str, object], seed: int, level: str, told: list[str]
) -> None:
    session = bots_play(options, seed, level)
    b = Browser()
    shown = import_game(b, session)
    entries = [child for child in one(shown, ".side-panel .log")[2:] if child[0] == "li"]
    assert len(entries) == len(session.match.actions)
    log = text(shown, ".side-panel .log").replace("\u2068", "").replace("\u2069", "")  # names drawn isolated
    for words in told:
        assert words in log, words
    # Each move that shows a card draws it small beside its words (not as an id).
    assert select(shown, ".side-panel .log .chip.tchip")
    assert select(shown, ".side-panel .log .chip.tchip[data-card='S']")


def test_solo_start_discard_is_explained_and_the_player_chooses_where_the_rules_allow() -> None:
    session = new_session("tranquility", {}, [Seat("Ann")], 7, "solo")
    while "S" not in (session.view().get("hand") or []):
        session = session.play(next(a for a in session.legal_for_viewer() if a.startswith("discard:")))
    b = Browser()
    shown = import_game(b, session)
    shown = click(b, one(shown, "[data-action='start']"))
    assert "playing alone you give them all yourself" in text(shown, ".solo-split")
    assert select(shown, "input[name=share0]") == []
    shown = click(b, one(shown, ".solo-split [data-action='shares:8']"))
    assert "your share still owed is 8" in text(shown, ".give-note")
    assert "so all of them must go" in text(shown, ".give-note")
    shown = click(b, one(shown, ".controls [data-action^='give:']"))
    assert "Choose 4 cards from your hand." in text(shown, ".give-note")
    shown = b.send(ev.Command("choose:give:"))
    assert attr(one(shown, ".controls [data-cmd='confirm']"), "disabled") is not None


# ----- from e2e/test_i18n.py and test_review.py -------------------------------------------------------
def test_switching_language_mid_game_keeps_the_game() -> None:
    b = Browser()
    visit(b)
    shown = b.send(ev.Command("new:shifting-stones"))
    shown = change(b, shown, "setup-players", "players", "1")
    b.send(ev.Command("start:shifting-stones", form(shown) | {"seed": "3"}))
    shown = b.send(ev.Play("end"))
    assert len(select(shown, ".log li")) == 1
    grid = text(shown, ".stone-grid")
    shown = b.send(ev.Change("language", "cs", {}))
    assert "Ukončili jste tah" in text(select(shown, ".log li")[0])  # the viewer, in Czech
    assert text(shown, ".controls [data-action='end']") == "Ukončit tah"
    assert text(shown, ".stone-grid") == grid


def review_save(level: str, seed: int, game_id: str = "shifting-stones", players: int = 2) -> str:
    """A game played by bots of ``level`` (as ``python -m game.review`` plays it), saved with the
    first seat a person's: the seat the review rates."""
    game = spec(game_id)
    options = game.parse_options({"players": players})
    actions = play(game, options, seed, level)
    seats = (Seat("Ann"), *(Seat("Bot", "bot", level) for _ in range(players - 1)))
    session = Session(Match.replay(game.rules, options, seed, actions), seats, None, f"review-{level}")
    return save_text(session, "2026-12-01T10:00:00.000Z")


def reviewed(b: Browser, save: str) -> Page:
    """The save imported, and its review run to the end (the page thinks a decision at a time)."""
    shown = b.send(ev.Import(save))
    shown = click(b, one(shown, ".end-screen [data-cmd=review]"))
    assert select(shown, ".review-summary[data-done=true]")
    return shown


def flagged(b: Browser, save: str) -> int:
    shown = reviewed(b, save)
    mistakes = int(attr(one(shown, ".review-summary"), "data-mistakes") or -1)
    b.send(ev.Command("review-close"))
    b.send(ev.Command("home"))
    return mistakes


def test_an_easy_game_is_flagged_more_than_a_hard_one_and_a_mistake_can_be_tried_again() -> None:
    b = Browser()
    visit(b)
    hard = flagged(b, review_save("hard", 1))
    easy_save = review_save("easy", 1)
    easy = flagged(b, easy_save)
    assert easy >= hard + 2, (easy, hard)
    # Open the easy game's review again and try its first mistake again.
    shown = reviewed(b, easy_save)
    item = min(  # the first in the page's order is the earliest
        select(shown, ".review-item.mistake") + select(shown, ".review-item.blunder"),
        key=lambda i: int(attr(i, "data-step") or 0),
    )
    assert "The bot prefers:" in text(item)
    step = int(attr(item, "data-step") or 0)
    shown = click(b, one(item, "[data-cmd^='review-try:']"))
    assert f"Move {step} of" in text(shown, ".replay-status")
    assert select(shown, ".replay-branch")


def test_a_solo_tranquility_game_by_the_easy_bot_is_flagged_and_one_by_the_hard_bot_is_not() -> None:
    b = Browser()
    visit(b)
    hard = flagged(b, review_save("hard", 4, "tranquility", 1))
    easy = flagged(b, review_save("easy", 3, "tranquility", 1))
    assert (easy, hard) == (1, 0)


# ----- from e2e/test_watch.py and test_replay.py ------------------------------------------------------
@pytest.mark.parametrize("game", ["tranquility", "shifting-stones"])
def test_a_table_of_bots_plays_itself_to_the_end(game: str) -> None:
    b = Browser()
    visit(b)
    new_game(b, game, ["bot", "bot"])
    assert b.of(ev.Wait)  # the first bot's turn is scheduled
    shown = b.send(ev.Change("pace", "instant", {}))
    assert shown.screen == "game"
    shown = b.send(ev.BotTurn())  # the wait scheduled before the change ends
    for _ in range(5000):
        if not b.of(ev.Wait):
            break
        shown = b.send(ev.BotTurn())
    assert select(shown, ".end-screen") and len(select(shown, ".log li")) > 5
    assert b.of(ev.Report) == []
    saves = [key for key in b.store.data if key.startswith("sea-stones/save/")]
    assert len(saves) == 1
    b, home = reload(b)
    shown = click(b, one(home, f"[data-cmd='open:{saves[0]}']"))
    assert select(shown, ".end-screen")


def test_a_replay_link_from_another_version_is_refused_with_a_message() -> None:
    rules = get_rules("shifting-stones")
    options = rules.options_from_json({"players": 2})
    played = play_bots(rules, options, 6, [make_bot("shifting-stones", "normal") for _ in range(2)])
    seats = (Seat("Seat1"), Seat("Seat2", "bot"))
    link = (
        replay_link(Session(Match.replay(rules, options, 6, played.actions), seats, None, "replayed")) or ""
    )
    broken = link[:-1] + ("A" if link[-1] != "A" else "B")
    shown = visit(Browser(), broken)
    assert "another version of the game" in text(shown, ".notice")
    assert shown.screen == "home"
