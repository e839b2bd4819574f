"""Whole flows through the pure controller, without a browser: the events a page would send, the
effects it would run (storage in memory), and the page rendered after each step."""

from __future__ import annotations

import itertools
import json
import random
from collections.abc import Iterator
from dataclasses import dataclass, field, replace
from typing import Any, TypeVar

import pytest

from game.core.registry import GAMES
from game.shifting_stones.views import StonesView
from game.tranquility.view import TranquilityView
from game.ui.app import events as ev
from game.ui.app.controller import initial
from game.ui.app.frontends import ui_for
from game.ui.app.page import Page
from game.ui.app.runner import Runner
from game.ui.app.state import AppState, Env
from game.ui.element import find_all, text_content
from game.ui.i18n import tr
from game.ui.storage.backend import MemoryStore, StorageError
from game.ui.storage.saves import KEY_PREFIX
from game.ui.storage.stats import STATS_KEY, load_stats

E = TypeVar("E")


@dataclass
class Browser:
    """Runs the controller through the app's effect runner, as game/web does, with storage in
    memory (the page painted after each event, then what the page would do next)."""

    store: MemoryStore = field(default_factory=MemoryStore)
    seeds: Iterator[int] = field(default_factory=lambda: itertools.count(1000))
    state: AppState = field(default_factory=AppState)
    effects: list[ev.Effect] = field(default_factory=list)
    #: a write or removal of this key is refused with this code
    refuse: tuple[str, str] | None = None

    @property
    def env(self) -> Env:
        return Env(self.store, "2026-12-03", "2026-12-03T10:00:00.000Z", lambda: next(self.seeds))

    def put(self, key: str, text: str) -> None:
        self.check(key)
        self.store.data[key] = text

    def remove(self, key: str) -> None:
        self.check(key)
        self.store.data.pop(key, None)

    def check(self, key: str) -> None:
        if self.refuse is not None and key.startswith(self.refuse[0]):
            raise StorageError(self.refuse[1])

    def send(self, event: ev.Event) -> Page:
        return self.run(event).page()

    def run(self, event: ev.Event) -> Runner:
        """``event`` and the thinking it starts handled, the page not yet painted."""
        runner = Runner(self.state, lambda: self.env, self.put, self.remove)
        queue = [event]
        self.effects = []
        while queue:
            later = runner.dispatch(queue.pop(0))
            self.effects += runner.effects
            # the page paints, then the thinking starts
            queue += [ev.Thought(effect.what) for effect in later if isinstance(effect, ev.Think)]
        self.state = runner.state
        return runner

    def of(self, kind: type[E]) -> list[E]:
        return [e for e in self.effects if isinstance(e, kind)]

    def play_out(self, limit: int = 5000) -> None:
        """Everyone plays on until the game ends (people score when they can, else move at random)."""
        pick = random.Random(5)
        for _ in range(limit):
            session = self.state.session
            assert session is not None
            step = session.step()
            if step == "over":
                return
            if step == "bot":
                assert self.state.game.bot_waiting
                self.send(ev.BotTurn())
            elif step == "handoff":
                self.send(ev.Command("handoff"))
            else:
                legal = session.legal_for_viewer()
                scores = [a for a in legal if a.startswith(("score:", "finish", "start"))]
                self.send(ev.Play(scores[0] if scores else pick.choice(legal)))
        raise AssertionError("the game did not end")


def text(p: Page) -> str:
    return "".join(text_content(spec) for spec in p.specs)


def cmds(p: Page) -> set[str]:
    return {str(s[1]["data-cmd"]) for spec in p.specs for s in find_all(spec, lambda s: "data-cmd" in s[1])}


def setup_form(players: int, bots: tuple[int, ...] = (), seed: str = "7") -> dict[str, str]:
    form = {"players": str(players), "seed": seed}
    for seat in range(players):
        form |= {f"name{seat}": f"P{seat}", f"kind{seat}": "bot" if seat in bots else "human"}
        form[f"level{seat}"] = "easy"
    return form


@pytest.mark.parametrize("game", [g.id for g in GAMES])
def test_setup_game_handoff_end_and_home(game: str) -> None:
    b = Browser()
    home = b.send(ev.Command(f"new:{game}"))
    assert b.state.screen == "setup" and home.screen == "setup"
    shown = b.send(ev.Command(f"start:{game}", setup_form(2)))
    assert b.state.screen == "game" and b.state.session is not None
    save = f"{KEY_PREFIX}{b.state.session.save_id}"
    assert save not in b.store.data  # a game with no move is not kept
    # Two people share the device: nothing private until the first confirms.
    assert b.state.session.step() == "handoff" and "handoff" in cmds(shown)
    b.send(ev.Command("handoff"))
    assert b.state.session.step() == "human"
    b.play_out()
    end = b.send(ev.Command("hint"))
    assert b.state.session.step() == "over"
    assert {"again", f"new:{game}", "home"} <= cmds(end)
    # The finished game is saved, on the record once, and its result was announced.
    assert json.loads(b.store.data[save])["actions"] == list(b.state.session.match.actions)
    stats = load_stats(b.store.data[STATS_KEY])
    assert sum(r.played for r in stats.records.values()) == 1
    home = b.send(ev.Command("home"))
    assert b.state.screen == "home" and b.state.session is None
    assert f"open:{save}" in cmds(home)


def test_every_move_is_announced_and_the_end_adds_the_result() -> None:
    b = Browser()
    b.send(ev.Command("start:shifting-stones", setup_form(1)))
    b.send(ev.Play("skip"))
    assert [e.text for e in b.of(ev.Announce)] == ["P0 skipped and drew 2 cards."]
    b.play_out()
    session = b.state.session
    assert session is not None
    summary = ui_for("shifting-stones").end_summary(session)
    result = summary.result.text(["P0"], "en")
    verdict = "You won." if summary.won else "You lost."
    (last,) = b.of(ev.Announce)
    assert isinstance(last, ev.Announce) and last.text.endswith(f" {verdict} {result}")


def test_bots_move_one_at_a_time_after_a_wait_at_the_chosen_pace() -> None:
    b = Browser()
    b.send(ev.Change("pace", "slow", {}))
    assert any(isinstance(e, ev.Write) and '"pace": "slow"' in e.text for e in b.effects)
    b.send(ev.Command("start:shifting-stones", setup_form(3, bots=(1, 2))))
    b.send(ev.Play("skip"))
    assert b.of(ev.Wait) == [ev.Wait(0.0)] and b.state.game.bot_waiting  # painted, then the bot thinks
    b.send(ev.Command("help"))  # another event while the bot waits schedules nothing more
    assert b.of(ev.Wait) == []
    b.send(ev.BotTurn())  # it thinks, then waits what is left of the pace
    (wait,) = b.of(ev.Wait)
    assert 0.0 <= wait.seconds <= 1.2 and len(b.state.session.match.actions) == 1  # type: ignore[union-attr]
    b.send(ev.BotTurn())
    assert len(b.state.session.match.actions) >= 2  # type: ignore[union-attr]
    assert b.of(ev.Wait) == [ev.Wait(0.0)]  # the next bot's turn


def test_a_broken_bot_stops_visibly_until_the_player_acts() -> None:
    b = Browser()
    b.send(ev.Command("start:shifting-stones", setup_form(2, bots=(1,))))
    b.send(ev.Play("skip"))
    session = b.state.session
    assert session is not None
    broken = replace(session, seats=(session.seats[0], replace(session.seats[1], level="wizard")))
    b.state = replace(b.state, model=replace(b.state.game, session=broken))
    shown = b.send(ev.BotTurn())
    assert b.of(ev.Wait) == [] and len(b.of(ev.Report)) == 1
    assert "wizard" in text(shown) and not b.state.game.bot_waiting


def test_undo_takes_back_a_move_and_says_why_it_cannot() -> None:
    b = Browser()
    b.send(ev.Command("start:shifting-stones", setup_form(1)))
    session = b.state.session
    assert session is not None
    shown = b.send(ev.Command("undo"))
    assert b.state.message == "Nothing to undo yet." and "Nothing to undo yet." in text(shown)
    flip = next(a for a in session.legal_for_viewer() if a.startswith("flip:"))
    b.send(ev.Play(flip))
    b.send(ev.Command("undo"))
    assert b.state.session is not None and b.state.session.match.actions == ()
    b.send(ev.Play(flip))
    b.send(ev.Play("end"))  # draws: can't be taken back
    b.send(ev.Command("undo"))
    assert b.state.message is not None and "can't be undone" in b.state.message
    b.state = replace(b.state, lang="ru")
    b.send(ev.Command("undo"))
    assert b.state.message is not None and "нельзя отменить" in b.state.message


def test_clicks_build_a_move_through_the_games_front_end() -> None:
    b = Browser()
    b.send(ev.Command("start:shifting-stones", setup_form(1)))
    session = b.state.session
    assert session is not None
    card = session.view()["hand"][0]
    b.send(ev.Command("tile:0"))
    b.send(ev.Command("tile:1"))
    assert b.state.session is not None and b.state.session.match.actions == ()
    b.send(ev.Command(f"card:{card}"))
    assert b.state.session is not None
    assert list(b.state.session.match.actions) == [f"swap:0-1/discard:{card}"]


def test_a_move_not_allowed_now_is_explained_and_a_misspelt_one_too() -> None:
    b = Browser()
    b.send(ev.Command("start:shifting-stones", setup_form(1)))
    hand = set(b.state.session.view()["hand"])  # type: ignore[union-attr]
    elsewhere = next(f"c{n}" for n in range(1, 73) if f"c{n}" not in hand)
    b.send(ev.Play(f"score:{elsewhere}"))
    assert b.state.message is not None and b.state.session is not None
    assert b.state.session.match.actions == ()
    assert "not a Shifting Stones action" not in b.state.message
    b.send(ev.Play("jump"))
    assert b.state.message is not None and "not a Shifting Stones action" in b.state.message


def test_a_bad_setup_stays_on_the_form_with_the_reason() -> None:
    b = Browser()
    b.send(ev.Command("new:tranquility"))
    shown = b.send(ev.Command("start:tranquility", {**setup_form(2), "competitive": "1", "players": "3"}))
    assert b.state.screen == "setup" and b.state.setup.error
    assert b.state.setup.error in text(shown)


def test_export_delete_and_import_a_save() -> None:
    b = Browser()
    b.send(ev.Command("start:tranquility", setup_form(1)))
    assert b.state.session is not None
    b.send(ev.Play(b.state.session.legal_for_viewer()[0]))
    key = f"{KEY_PREFIX}{b.state.session.save_id}"
    b.send(ev.Command("home"))
    b.send(ev.Command(f"export:{key}"))
    (download,) = b.of(ev.Download)
    assert isinstance(download, ev.Download)
    assert download.filename == "tranquility-2026-12-03-1p.json"
    exported = json.loads(download.text)
    assert "whole game" in exported.pop("about") and exported == json.loads(b.store.data[key])
    shown = b.send(ev.Command(f"delete:{key}"))
    assert key not in b.store.data and f"open:{key}" not in cmds(shown)
    assert "deleted" in text(shown)
    b.send(ev.Import(download.text))
    assert b.state.screen == "game" and b.state.session is not None
    assert f"{KEY_PREFIX}{b.state.session.save_id}" in b.store.data
    b.send(ev.Command("home"))
    shown = b.send(ev.Import("{not json"))
    assert b.state.screen == "home" and "not valid JSON" in text(shown)
    b.send(ev.Command(f"open:{KEY_PREFIX}gone"))
    assert b.state.notice is not None and b.state.screen == "home"


def test_storage_failures_are_told_by_code_in_the_players_language() -> None:
    b = Browser(refuse=(KEY_PREFIX, "full"))
    b.state = replace(b.state, lang="it")
    b.send(ev.Command("start:tranquility", setup_form(1)))
    assert b.state.session is not None
    shown = b.send(ev.Play(b.state.session.legal_for_viewer()[0]))
    assert b.state.message is not None
    assert b.state.message.startswith("Impossibile salvare la partita") and b.state.message in text(shown)
    b.store.failing = "unavailable"
    home = b.send(ev.Command("home"))
    assert "non si può salvare" in text(home)


def test_the_daily_deal_is_on_the_record_once_and_its_result_copies() -> None:
    b = Browser()
    b.send(ev.Command("daily:shifting-stones"))
    session = b.state.session
    assert session is not None and session.daily == "2026-12-03"
    b.play_out()
    b.send(ev.Command("copy-share"))
    (copy,) = b.of(ev.Copy)
    assert isinstance(copy, ev.Copy) and "2026-12-03" in copy.text
    b.send(ev.CopyFailed())
    assert b.state.message == b.state.notice == tr("en", "daily.copy_failed")
    b.send(ev.Command("home"))
    b.send(ev.Command("copy-daily:shifting-stones"))
    assert [e.text for e in b.of(ev.Copy)] == [copy.text]


def test_language_links_and_preferences() -> None:
    store = MemoryStore({"sea-stones/prefs": json.dumps({"lang": "cs", "pace": "instant", "contrast": True})})
    state = initial(store, "en", "#shifting-stones?seed=42&players=3")
    assert (state.lang, state.pace, state.contrast, state.screen) == ("cs", "instant", True, "setup")
    assert state.setup.values == {"seed": "42", "players": "3"}
    b = Browser(store=store, state=state)
    b.send(ev.Change("language", "kk", {"players": "4"}))
    assert b.state.lang == "kk" and b.state.setup.values == {"players": "4"}
    assert json.loads(store.data["sea-stones/prefs"])["lang"] == "kk"
    b.send(ev.Navigate("#nothing-of-ours"))
    assert b.state.screen == "setup"
    b.send(ev.Command("new:tranquility"))
    shown = b.send(ev.Change("preset", "storm", {"players": "2"}))
    assert b.state.setup.values["storms"] == "1" and shown.screen == "setup"


VIEWS: dict[str, Any] = {"tranquility": TranquilityView, "shifting-stones": StonesView}


@pytest.mark.parametrize("game", sorted(VIEWS))
def test_the_typed_views_name_exactly_what_the_engines_show(game: str) -> None:
    b = Browser()
    b.send(ev.Command(f"start:{game}", setup_form(2, bots=(1,))))
    b.play_out()
    session = b.state.session
    assert session is not None
    typed = VIEWS[game]
    required, optional = set(typed.__required_keys__), set(typed.__optional_keys__)
    for state in session.match.states[:: max(1, len(session.match.states) // 20)]:
        for seat in (None, 0, 1):
            keys = set(session.rules.view(state, seat))
            assert required <= keys <= required | optional
