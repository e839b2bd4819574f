"""The player at the screen is spoken to in the second person, in every language: a message about
a seat named with the default "You" ("Вы", "Tu", "Vy", "Сіз") takes its ``<key>.you`` form, so the
viewer never reads "You has no move left" or "Review of You's play". Default seat names ("You",
"Player 2") are shown in the language of the page, whatever language the game began in."""

from __future__ import annotations

import re
from dataclasses import replace

import pytest

from game.core.registry import make_bot
from game.core.rng import Rng
from game.ui.app import events as ev
from game.ui.i18n import CODES, DEFAULT, catalogue, default_seat_name, has, placeholders, seat_name, tr
from game.ui.storage.saves import save_text
from game.ui.table.session import Seat, Session, new_session
from tests.ui.dom import one, select, text
from tests.ui.test_controller import Browser, setup_form
from tests.ui.test_flows import click, visit

#: Messages that take a name only as a label ("You: 3 cards", "You (bot)"): no verb agrees with it.
LABELS = {"chip.bot_name", "msg.bot_failed", "tranq.seat_held"}

#: Sample values of the other placeholders.
SAMPLES = {
    "card": "7",
    "cell": 3,
    "number": 12,
    "paid": "",
    "row": 2,
    "error": "boom",
    "storm": "Squall",
    "a": 1,
    "b": 2,
    "stone": 4,
    "task": "x",
}

#: Third-person forms that must never follow (or take) the viewer, by language.
WRONG: dict[str, list[str]] = {
    "en": [
        r"\b[Yy]ou (has|is|was|does|doesn't|\w*[^s\W]s)\b",  # You has, You wins, You discards
        r"\b[Yy]ou's\b",
        r"\b(of|to) You\b",
        r"\b(they|their|themselves)\b",
    ],
    "ru": [
        r"\b[Вв]ы \w+(ет|ёт|ит)\b",  # Вы сбрасывает
        r"\b[Вв]ы \w+л(\(а\))?\b",  # Вы набрал(а)
        r"игрока [Вв]ы",
        r"\bон\b",
    ],
    "it": [
        r"\bTu (ha|è|deve|vince|non|scarta|pesca)\b",
        r"\b(di|a) Tu\b",
        r"\bVince Tu\b",
        r"\b(suo|sua|propria|sé)\b",
    ],
    "cs": [
        r"\bVy \w+l\b",  # Vy zahrál
        r"hráč[ei] Vy",
        r"\b(zahrál|odhodil|ukončil|získal|poslal|dal|nechal|přesunul|použil|lízl|dokončil|má|nemá|smí|dá)\b",
        r"\bpoužije\b",
    ],
    "kk": [
        r"Сіз ойыншы",
        r"^Сіз\b.*\w(ды|ді|ты|ті)[.!]$",  # Сіз … ойнады. (his, not your, past)
        r"\bСіз \S+(ды|ді|ты|ті)[.!]",
    ],
}

#: the messages that name a seat, but the loading screen's (``boot.*``: static/js/boot.js says
#: them before Python runs, of the seat a link names, never of "you")
NAMED = sorted(
    key
    for key, message in catalogue(DEFAULT).items()
    if "name" in placeholders(message) and not key.startswith("boot.")
)


def rendered(lang: str, key: str, count: int) -> str:
    return tr(lang, key, name=tr(lang, "seat.you"), count=count, **SAMPLES)


def test_the_named_messages_are_the_ones_this_test_knows() -> None:
    assert len(NAMED) > 40
    assert "told.stuck" in NAMED and "review.title" in NAMED and "tranq.pending" in NAMED


@pytest.mark.parametrize("lang", CODES)
@pytest.mark.parametrize("key", NAMED)
def test_every_message_with_a_name_speaks_to_the_viewer(lang: str, key: str) -> None:
    if key in LABELS:
        assert not has(lang, key + ".you")
        return
    assert has(lang, key + ".you"), f"{lang} has no second-person form of {key}"
    # The second-person form never inserts the viewer's name into a sentence about someone.
    assert "name" not in placeholders(catalogue(lang)[key + ".you"])
    for count in (1, 2, 5):
        said = rendered(lang, key, count)
        assert said == tr(lang, key + ".you", count=count, **SAMPLES)
        for wrong in WRONG[lang]:
            assert not re.search(wrong, said), f"{lang} {key}: {said!r} matches {wrong!r}"


@pytest.mark.parametrize("lang", CODES)
def test_a_pending_task_speaks_to_the_viewer(lang: str) -> None:
    for decision in ("shares", "give", "rocks", "compass", "squall", "lightning"):
        you = tr(lang, "seat.you")
        task = tr(lang, f"pending.{decision}", name=you)
        said = tr(lang, "tranq.pending", name=you, task=task)
        for wrong in WRONG[lang]:
            assert not re.search(wrong, said), f"{lang} {decision}: {said!r}"
    give = tr("en", "pending.give", name="You")
    assert tr("en", "tranq.pending", name="You", task=give) == (
        "You must choose the cards you give toward your Start share."
    )


def test_a_typed_name_stays_in_the_third_person() -> None:
    assert tr("en", "told.stuck", name="Ann") == "Ann has no move left: the voyage ends."
    assert tr("en", "review.title", name="Ann") == "Review of Ann's play"
    assert tr("en", "told.stuck", name="You") == "You have no move left: the voyage ends."
    assert tr("en", "review.title", name="\u2068You\u2069") == "Review of your play"


@pytest.mark.parametrize("lang", CODES)
def test_a_default_name_of_any_language_is_shown_in_the_page_language(lang: str) -> None:
    for other in CODES:
        you, second = tr(other, "seat.you"), tr(other, "seat.default_name", number=2)
        assert default_seat_name(you) == ("you", 0)
        assert default_seat_name(second) == ("player", 2)
        assert seat_name(lang, you) == tr(lang, "seat.you")
        assert (
            seat_name(lang, f"\u2068{second}\u2069")
            == f"\u2068{tr(lang, 'seat.default_name', number=2)}\u2069"
        )
    assert default_seat_name("Ann") is None and seat_name(lang, "Ann") == "Ann"
    assert default_seat_name("Player 2b") is None


# ----- through the controller ----------------------------------------------------------------------
MODULES = {"storms": True, "day_night": True, "jagged_rocks": "automatic", "sea_monsters": 3}


def solo_played(name: str, seed: int = 1) -> Session:
    """A solo Tranquility game with every module, played to its end by an easy bot for the person."""
    session = new_session("tranquility", MODULES, [Seat(name)], seed, "solo-words")
    match, bot = session.match, make_bot("tranquility", "easy")
    while match.rules.current_player(match.state) >= 0:
        seat = match.rules.current_player(match.state)
        view = match.rules.view(match.state, seat)
        match = match.play(bot.choose(view, match.rules.legal_actions(match.state), Rng(len(match.actions))))
    return replace(session, match=match)


def plain(words: str) -> str:
    return words.replace("\u2068", "").replace("\u2069", "")


def test_a_solo_game_speaks_to_the_player_in_its_log_told_lines_and_review() -> None:
    session = solo_played("You")
    b = Browser()
    visit(b)
    shown = b.send(ev.Import(save_text(session, "2026-12-01T10:00:00.000Z")))
    log = plain(text(shown, ".side-panel .log"))
    for said in (
        "You played ",
        "You discarded ",
        "You drew a Storm: ",
        "Your next Island costs one more discard.",
        "You hold a Compass and decide whether to spend it.",
        "You discard two cards once your hand is refilled.",
        "You drew a Compass and put it beside you.",
        "You have no move left: the voyage ends.",
    ):
        assert said in log, said
    for wrong in WRONG["en"]:
        assert not re.search(wrong, log), wrong
    shown = click(b, one(shown, ".end-screen [data-cmd=review]"))
    assert plain(text(shown, ".review-title")) == "Review of your play"


def test_an_old_save_named_in_kazakh_reads_in_english_and_a_switch_renames_the_defaults() -> None:
    session = new_session(
        "shifting-stones", {}, [Seat("Сіз"), Seat("Ойыншы 2", "bot", "easy")], 3, "kk-names"
    )
    session = session.play("end")
    b = Browser()
    visit(b)
    shown = b.send(ev.Import(save_text(session, "2026-12-01T10:00:00.000Z")))
    chips = plain(text(shown, ".seat-chips"))
    assert "You" in chips and "Player 2" in chips and "Сіз" not in chips and "Ойыншы" not in chips
    assert plain(text(select(shown, ".log li")[0])).startswith("You ")
    shown = b.send(ev.Change("language", "ru", {}))
    chips = plain(text(shown, ".seat-chips"))
    assert "Вы" in chips and "Игрок 2" in chips and "You" not in chips
    b.send(ev.Command("home"))
    shown = b.send(ev.Change("language", "it", {}))
    assert "Tu, Giocatore 2" in plain(text(shown, ".save-players"))


def test_the_setup_form_follows_the_language_switch() -> None:
    b = Browser()
    visit(b, lang="kk")
    shown = b.send(ev.Command("new:shifting-stones"))
    assert select(shown, "input[name=name0][value='Сіз']")
    shown = b.send(ev.Change("language", "en", {"name0": "Сіз", "name1": "Ойыншы 2", "players": "2"}))
    assert select(shown, "input[name=name0][value='You']")


def test_in_pass_and_play_a_seat_left_as_you_is_spoken_to_only_while_it_holds_the_device() -> None:
    b = Browser()
    visit(b)
    b.send(ev.Command("new:shifting-stones"))
    form = setup_form(2) | {"name0": "You", "name1": "Player 2"}
    shown = b.send(ev.Command("start:shifting-stones", form))
    # Nobody holds the device yet: the first seat is called by its place.
    assert "Pass to Player 1" in plain(text(shown, ".handoff"))
    shown = b.send(ev.Command("handoff"))
    assert plain(text(shown, ".seat-chips")).startswith("You4 in hand")
    shown = b.send(ev.Play("end"))
    # While the Undo window is open the first player still holds the device.
    assert [e.text for e in b.of(ev.Announce)] == ["You ended the turn."]
    assert plain(text(shown, ".undo-window")).startswith("Your move is made.")
    (window,) = b.of(ev.After)
    shown = b.send(ev.Timeout(window.tag))
    # The device goes to the second player: the first is no longer "you", in the log or the chips.
    handoff = plain(text(shown, ".handoff"))
    assert "Player 1 ended the turn." in handoff and "You ended" not in handoff
    shown = b.send(ev.Command("handoff"))
    assert plain(text(select(shown, ".log li")[0])) == "Player 1 ended the turn."
    chips = plain(text(shown, ".seat-chips"))
    assert "Player 1" in chips and "You" not in chips
    for wrong in WRONG["en"]:
        assert not re.search(wrong, plain(text(shown))), wrong
    # Back with the first player: their own move is theirs again.
    b.send(ev.Play("end"))
    b.send(ev.Command("pass"))
    shown = b.send(ev.Command("handoff"))
    log = [plain(text(item)) for item in select(shown, ".log li")]
    assert log == ["Player 2 ended the turn.", "You ended the turn."]
