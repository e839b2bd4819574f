"""Every sentence comes from a catalogue; every catalogue says the same things with the same blanks."""

from __future__ import annotations

import json
import re
import sys
from pathlib import Path

import pytest

from game.core.errors import IllegalAction, SaveError
from game.core.rng import Rng
from game.shifting_stones.rulings import RULINGS as STONES_RULINGS
from game.tranquility.rulings import RULINGS as TRANQUILITY_RULINGS
from game.ui.app.frontends import ui_for
from game.ui.element import find_all, text_content
from game.ui.games.shifting_stones import clicks as stones_clicks
from game.ui.games.shifting_stones import table as stones
from game.ui.games.tranquility import table as tranquility
from game.ui.i18n import (
    CODES,
    PLURAL_CATEGORIES,
    catalogue,
    error_text,
    negotiate,
    placeholders,
    plural_category,
    tr,
)
from game.ui.pages.home.view import home_body as home
from game.ui.pages.rules.view import rules_page
from game.ui.pages.setup.view import setup_screen
from game.ui.table.session import Seat, new_session
from game.ui.widgets.pickers import language_picker

OTHERS = [code for code in CODES if code != "en"]


def describe(game: str, name: str, action: str, lang: str = "en") -> str:
    """A move in words, as the game's front end writes the log."""
    return ui_for(game).describe(name, action, lang)


RULING_IDS = {r.id for r in TRANQUILITY_RULINGS} | {r.id for r in STONES_RULINGS}


@pytest.mark.parametrize("lang", OTHERS)
def test_every_catalogue_has_every_english_key_with_the_same_placeholders(lang: str) -> None:
    english, other = catalogue("en"), catalogue(lang)
    missing = sorted(set(english) - set(other))
    assert missing == [], f"{lang} lacks {missing}"
    differing = [key for key in english if placeholders(english[key]) != placeholders(other[key])]
    assert differing == [], f"{lang} has other placeholders in {differing}"


@pytest.mark.parametrize("lang", OTHERS)
def test_no_catalogue_has_keys_english_lacks_except_translated_rulings(lang: str) -> None:
    extra = set(catalogue(lang)) - set(catalogue("en"))
    strays = sorted(key for key in extra if key.removeprefix("ruling.") not in RULING_IDS)
    assert strays == []
    assert all(placeholders(catalogue(lang)[key]) == set() for key in extra)


@pytest.mark.parametrize("lang", CODES)
def test_plural_messages_have_exactly_the_languages_categories(lang: str) -> None:
    wrong = [
        key
        for key, message in catalogue(lang).items()
        if isinstance(message, dict) and tuple(sorted(message)) != tuple(sorted(PLURAL_CATEGORIES[lang]))
    ]
    assert wrong == []


@pytest.mark.parametrize(
    ("n", "category"),
    [(0, "many"), (1, "one"), (2, "few"), (4, "few"), (5, "many"), (11, "many"), (12, "many"),
     (14, "many"), (21, "one"), (22, "few"), (25, "many"), (101, "one"), (111, "many"), (112, "many")],
)  # fmt: skip
def test_russian_plurals_follow_the_last_digits(n: int, category: str) -> None:
    assert plural_category("ru", n) == category


@pytest.mark.parametrize(
    ("n", "category"),
    [(0, "other"), (1, "one"), (2, "few"), (3, "few"), (4, "few"), (5, "other"), (11, "other"),
     (21, "other"), (22, "other")],
)  # fmt: skip
def test_czech_plurals_single_out_one_and_two_to_four(n: int, category: str) -> None:
    assert plural_category("cs", n) == category


@pytest.mark.parametrize("lang", ["en", "kk", "it"])
def test_english_kazakh_and_italian_know_only_one_and_other(lang: str) -> None:
    assert [plural_category(lang, n) for n in (0, 1, 2, 5, 11, 21)] == ["other", "one"] + ["other"] * 4


def test_cards_are_counted_in_the_right_form() -> None:
    cards = [tr("ru", "stones.deck", count=n) for n in (1, 2, 5, 21, 22, 11)]
    assert cards == [
        "Колода: 1 карта",
        "Колода: 2 карты",
        "Колода: 5 карт",
        "Колода: 21 карта",
        "Колода: 22 карты",
        "Колода: 11 карт",
    ]
    assert [tr("cs", "stones.deck", count=n) for n in (1, 3, 5)] == [
        "Balíček: 1 karta",
        "Balíček: 3 karty",
        "Balíček: 5 karet",
    ]
    assert tr("kk", "stones.deck", count=5) == "Колода: 5 карта"
    assert tr("en", "stones.deck", count=1) == "Deck: 1 card"


def test_a_missing_key_falls_back_to_english_and_an_unknown_language_is_english() -> None:
    assert tr("xx", "home.new_game") == "New game"
    assert tr("ru", "no.such.key") == "no.such.key"
    assert tr("ru", "log.s.end", name="Аня") == "Аня заканчивает ход."


def test_the_browser_language_picks_the_first_we_speak() -> None:
    assert negotiate(["de-DE", "ru-RU", "en"]) == "ru"
    assert negotiate(["kk-KZ"]) == "kk"
    assert negotiate(["fr", "de"]) == "en"
    assert negotiate([]) == "en"


def test_engine_errors_are_told_in_the_players_language_from_code_and_params() -> None:
    err = IllegalAction("The pattern of c5 is not on the grid right now.", "pattern_not_on_grid", card="c5")
    assert error_text("en", err) == "The pattern of c5 is not on the grid right now."
    assert error_text("ru", err) == "Узора карты c5 сейчас нет на поле."
    unknown = IllegalAction("Something odd.", "no_such_code")
    assert error_text("cs", unknown) == "Something odd."
    short = SaveError("This save comes from a newer version.", "save_newer")  # no format param
    assert error_text("it", short) == "This save comes from a newer version."


def test_the_language_picker_offers_all_five_and_reports_a_change() -> None:
    picker = language_picker("kk")
    select = find_all(picker, lambda s: s[0] == "select")[0]
    assert select[1]["data-change"] == "language"
    options = find_all(picker, lambda s: s[0] == "option")
    assert [o[1].get("disabled") for o in options] == [None] * 5
    assert [o[1]["value"] for o in options if o[1].get("selected")] == ["kk"]


def test_home_and_setup_speak_russian() -> None:
    page = text_content(["div", {}, *home([], None, "ru")])
    assert "Новая игра" in page and "Сохранённых игр пока нет." in page
    assert "New game" not in page
    setup = text_content(setup_screen("tranquility", {"players": "2"}, None, "ru"))
    assert "Морские чудовища" in setup and "Игрок 2" not in setup  # the name is a field value
    names = [s[1]["value"] for s in find_all(setup_screen("tranquility", {"players": "2"}, None, "ru"),
                                             lambda s: s[0] == "input" and s[1].get("type") == "text"
                                             and s[1]["name"].startswith("name"))]  # fmt: skip
    assert names == ["Вы", "Игрок 2"]


def test_a_stones_table_in_russian_keeps_names_and_card_numbers_as_they_are() -> None:
    session = new_session("shifting-stones", {}, [Seat("Ann"), Seat("Бот", "bot")], 11, "x")
    view = session.view()
    screen = stones.screen(
        stones.as_view(view),
        ["Ann", "Бот"],
        stones_clicks.StonesSelection(),
        session.legal_for_viewer(),
        "ru",
    )
    text = text_content(screen)
    assert "Закончить ход" in text and "Пропустить (взять 2)" in text
    labels = [s[1]["aria-label"] for s in find_all(screen, lambda s: "aria-label" in s[1])]
    hand = view["hand"]
    assert len([label for label in labels if label.startswith("Карта, ")]) == len(hand)
    assert not any(name in label for name in hand for label in labels)
    assert any(label.startswith("Камень 1: ") for label in labels)
    assert "Ваша рука (Ann)" in labels


def test_a_tranquility_table_and_its_log_in_russian() -> None:
    session = new_session("tranquility", {}, [Seat("Аня"), Seat("Бот", "bot")], 3, "t")
    legal = session.legal_for_viewer()
    screen = tranquility.screen(
        tranquility.as_view(session.view()), ["Аня", "Бот"], tranquility.TranqSelection(), legal, lang="ru"
    )
    text = text_content(screen)
    assert "Сбросить две" in text and "Место для Старта" in text
    assert describe("tranquility", "Аня", "discard:12,40", "ru") == "Аня сбрасывает 2 карты."
    assert describe("tranquility", "Аня", "play:37@14/discard:5", "ru") == (
        "Аня: 37 в клетку 15, сбросив 1 карту."
    )
    assert describe("shifting-stones", "Ann", "swap:0-1/discard:c12", "kk") == (
        "Ann «кез келген кез келген кез келген / кез келген балық кез келген / кез келген кез келген кез келген» "
        "(1 ұпай) картасын тастап, 1 және 2 тастарын ауыстырды."
    )


@pytest.mark.parametrize("game", ["tranquility", "shifting-stones"])
@pytest.mark.parametrize("lang", OTHERS)
def test_rules_pages_are_translated_and_keep_every_ruling(game: str, lang: str) -> None:
    page = rules_page(game, lang)
    assert text_content(page[3]) != text_content(rules_page(game, "en")[3])  # first section
    lists = find_all(page, lambda s: s[0] == "ol" and s[1].get("class") == "rulings")
    assert len(lists) == 1
    rulings = find_all(lists[0], lambda s: s[0] == "li")
    expected = TRANQUILITY_RULINGS if game == "tranquility" else STONES_RULINGS
    assert len(rulings) == len(expected)


@pytest.mark.parametrize("lang", OTHERS)
def test_every_house_ruling_is_translated(lang: str) -> None:
    translated = {key.removeprefix("ruling.") for key in catalogue(lang) if key.startswith("ruling.")}
    assert translated == RULING_IDS


def test_a_translated_ruling_replaces_the_english_one() -> None:
    ruling = STONES_RULINGS[0]
    text = text_content(rules_page("shifting-stones", "ru"))
    assert str(catalogue("ru")[f"ruling.{ruling.id}"]) in text
    assert ruling.text not in text


def spoken(spec: list[object]) -> str:
    """The text of a screen plus the labels and tooltips a screen reader would say."""
    labels = [
        str(value)
        for element in find_all(spec, lambda s: True)
        for name, value in element[1].items()
        if name in ("aria-label", "title")
    ]
    return " ".join([text_content(spec), *labels])


@pytest.mark.parametrize(
    ("game", "options"),
    [
        ("tranquility", {"storms": True, "sea_monsters": 3, "jagged_rocks": "manual", "wild_cards": 2}),
        ("tranquility", {"competitive": True, "day_night": True}),
        ("shifting-stones", {}),
    ],
)
def test_whole_games_render_in_every_language_with_every_blank_filled(
    game: str, options: dict[str, object]
) -> None:
    session = new_session(game, options, [Seat("A"), Seat("B")], 1, "g")
    rng = Rng(7)
    for _ in range(300):
        if session.step() == "over":
            break
        if session.step() == "handoff":
            session = session.confirm_handoff()
        legal = session.legal_for_viewer()
        view = session.view()
        for lang in CODES:
            if game == "tranquility":
                shares, bots = [4, 4], [False, False]
                screen = tranquility.screen(
                    tranquility.as_view(view),
                    ["A", "B"],
                    tranquility.TranqSelection(),
                    legal,
                    shares,
                    bots,
                    lang,
                )
            else:
                screen = stones.screen(
                    stones.as_view(view), ["A", "B"], stones_clicks.StonesSelection(), legal, lang
                )
            said = spoken(screen) + "".join(describe(game, "A", a, lang) for a in session.match.actions[-1:])
            assert "{" not in said, (lang, said)
        session = session.play(rng.choice(legal))


BOOT = Path(__file__).resolve().parents[2] / "static" / "js" / "boot.js"
sys.path.insert(0, str(BOOT.parents[2] / "scripts"))


def boot_messages() -> dict[str, dict[str, str]]:
    """The loading screen's own catalogue, in static/js/boot.js (it runs before Python)."""
    text = BOOT.read_text()
    start = text.index("/* messages:begin */")
    end = text.index("/* messages:end */")
    body = text[start:end].split("=", 1)[1].strip().rstrip(";")
    messages: dict[str, dict[str, str]] = json.loads(body)
    return messages


def test_the_loading_screens_words_are_the_locales_boot_messages() -> None:
    """boot.js's words are written from the catalogues' ``boot.*`` messages (scripts/boot_words.py,
    run by ``make vendor``): what it holds is what they say, in every language."""
    from boot_words import CODES as BOOT_CODES
    from boot_words import boot_messages as from_locales
    from boot_words import with_words

    source = BOOT.read_text()
    assert set(BOOT_CODES) == set(CODES)
    assert boot_messages() == from_locales() and with_words(source, from_locales()) == source
    assert all(catalogue(lang)["boot.to_move"] for lang in CODES)


def test_the_loading_screen_speaks_every_language_with_the_same_placeholders() -> None:
    messages = boot_messages()
    assert set(messages) == set(CODES)
    english = messages["en"]
    for lang, catalogue_ in messages.items():
        assert set(catalogue_) == set(english), lang
        for key, text in catalogue_.items():
            assert set(re.findall(r"\{(\w+)\}", text)) == set(re.findall(r"\{(\w+)\}", english[key])), (
                lang,
                key,
            )


def test_the_loading_screen_asks_whose_turn_in_the_game_screens_own_words() -> None:
    """Before Python is up, a link's arrival asks "Play as Bea" / "Not me" (static/js/boot.js)
    with the words the game screen asks it in, in every language."""
    messages = boot_messages()
    for lang in CODES:
        assert messages[lang]["play_as"] == catalogue(lang)["relay.play_as"], lang
        assert messages[lang]["not_me"] == catalogue(lang)["relay.not_me"], lang
