"""Message catalogues: every sentence the player reads, in English, Russian, Italian, Czech, Kazakh.

A catalogue is a data file ``game/ui/locales/<code>.json`` (bundled with the modules): a dict from a
stable key to either a template (``"{name} ended the turn."``) or a plural template, a dict from
CLDR plural category to template, chosen by the ``count`` parameter. English is complete by
definition; another language may lack a key, and then the English sentence is shown. Player
names, card numbers and seeds are parameters, never translated.

Engine errors are told by code (``error.<code>``): English players read the engine's own
sentence, and the templates of the other languages use only the parameters every raise site of
that code passes, leaving out the engine's 0-based cell, row and seat indexes where the board
shows its own numbering. Kazakh plural forms coincide (a noun after a numeral stays singular)
but are written out like any other language's.

The player at the screen is spoken to, never of. The viewer is the seat that carries the default
name "You" (``seat.you``, in any language): the human seat of a solo, bot, daily or guided game,
and in pass-and-play whichever seat was left as "You". Every message that takes a player's name
as its subject or possessor has a second-person form ``<key>.you`` ("You have no move left",
"Review of your play"), which :func:`tr` picks when the ``name`` it is given is that default; a
name the player typed stays a name, in the third person. Messages that only label a seat with its
name ("You: 3 cards", "You (bot)") have no such form. Default names ("You", "Player 2") are shown
in the language of the page whatever language they were saved in (:func:`seat_name`).
"""

from __future__ import annotations

import json
import os
import re
import string
from collections.abc import Iterable, Mapping
from functools import lru_cache
from typing import Any, TypeAlias, cast

from game.core.errors import GameError

#: A template, or plural templates keyed by CLDR category ("one", "few", "many", "other").
Message: TypeAlias = "str | dict[str, str]"
Catalogue: TypeAlias = "dict[str, Message]"

DEFAULT = "en"
#: Language codes in the picker's order, with each language's own name.
LANGUAGES: tuple[tuple[str, str], ...] = (
    ("en", "English"),
    ("ru", "Русский"),
    ("it", "Italiano"),
    ("cs", "Čeština"),
    ("kk", "Қазақша"),
)
CODES = tuple(code for code, _ in LANGUAGES)

#: the folder of the catalogues beside this module, one ``<code>.json`` per language (in the
#: browser, a folder inside the archive the modules are imported from)
LOCALES = os.path.join(os.path.dirname(__file__), "locales")

#: The plural categories each language uses for whole numbers (CLDR).
PLURAL_CATEGORIES: dict[str, tuple[str, ...]] = {
    "en": ("one", "other"),
    "ru": ("one", "few", "many"),
    "it": ("one", "other"),
    "cs": ("one", "few", "other"),
    "kk": ("one", "other"),
}

_LOADED: dict[str, Catalogue] = {}


def catalogue(lang: str) -> Catalogue:
    """The messages of ``lang`` (imported on first use; an unknown code gives English)."""
    code = lang if lang in CODES else DEFAULT
    if code not in _LOADED:
        # read by this module's loader: from a folder, or from the archive (zipimport)
        data = cast(Any, __spec__.loader).get_data(os.path.join(LOCALES, f"{code}.json"))
        _LOADED[code] = json.loads(bytes(data).decode("utf-8"))
    return _LOADED[code]


def plural_category(lang: str, count: int) -> str:
    """The CLDR plural category of a whole number ``count`` in ``lang``.

    Russian: one (1, 21, 101…), few (2–4, 22–24…), many (0, 5–20, 25…); Czech: one (1),
    few (2–4), other; English, Italian, Kazakh: one (1), other.
    """
    n = abs(count)
    if lang == "ru":
        if n % 10 == 1 and n % 100 != 11:
            return "one"
        if 2 <= n % 10 <= 4 and not 12 <= n % 100 <= 14:
            return "few"
        return "many"
    if lang == "cs":
        if n == 1:
            return "one"
        return "few" if 2 <= n <= 4 else "other"
    return "one" if n == 1 else "other"


class _Keep(dict[str, Any]):
    """Format parameters that leave an unknown placeholder visible instead of failing."""

    def __missing__(self, key: str) -> str:
        return "{" + key + "}"


def _pick(lang: str, message: Message, params: Mapping[str, Any]) -> str:
    if isinstance(message, str):
        return message
    count = params.get("count", 0)
    category = plural_category(lang, int(count) if isinstance(count, int) else 0)
    return (
        message.get(category) or message.get("other") or message.get("many") or next(iter(message.values()))
    )


def has(lang: str, key: str) -> bool:
    """True when ``lang``'s own catalogue has ``key`` (no English fallback)."""
    return key in catalogue(lang)


#: The marks a player name is wrapped in when shown inside other text (FIRST STRONG ISOLATE … POP
#: DIRECTIONAL ISOLATE, see ``saves.isolate``).
_ISOLATE_OPEN, _ISOLATE_CLOSE = "\u2068", "\u2069"
_DEFAULTS: list[tuple[str, re.Pattern[str]]] = []


def _default_patterns() -> list[tuple[str, re.Pattern[str]]]:
    if not _DEFAULTS:
        for code in CODES:
            _DEFAULTS.append(("you", re.compile(re.escape(str(catalogue(code)["seat.you"])))))
            numbered = re.escape(str(catalogue(code)["seat.default_name"])).replace(r"\{number\}", "{number}")
            _DEFAULTS.append(("player", re.compile(numbered.replace("{number}", r"(?P<number>[1-9][0-9]?)"))))
    return _DEFAULTS


def _unwrapped(name: str) -> tuple[str, str, str]:
    """A name without the isolate marks around it, and those marks."""
    if name.startswith(_ISOLATE_OPEN) and name.endswith(_ISOLATE_CLOSE) and len(name) >= 2:
        return _ISOLATE_OPEN, name[1:-1], _ISOLATE_CLOSE
    return "", name, ""


def default_seat_name(name: str) -> tuple[str, int] | None:
    """A seat name the player never typed: ``("you", 0)`` for the default name of the player at
    the screen ("You", "Вы", "Сіз" … in any of the languages), ``("player", n)`` for "Player n"
    in any language; None for a name of the player's own. Saves hold the name as text, in the
    language of the day the game began, so the name is recognised in every language."""
    bare = _unwrapped(name)[1].strip()
    for kind, pattern in _default_patterns():
        found = pattern.fullmatch(bare)
        if found:
            return kind, int(found.group("number")) if kind == "player" else 0
    return None


def is_you(name: str) -> bool:
    """True when ``name`` is the default name of the player looking at the screen (see
    :func:`tr`)."""
    found = default_seat_name(name)
    return found is not None and found[0] == "you"


@lru_cache(maxsize=1024)
def seat_name(lang: str, name: str) -> str:
    """A seat name as shown in ``lang``: a default name ("You", "Player 2") in ``lang`` whatever
    the language it was stored in; a typed name as it is. Isolate marks around it are kept."""
    found = default_seat_name(name)
    if found is None:
        return name
    opening, _, closing = _unwrapped(name)
    kind, number = found
    shown = tr(lang, "seat.you") if kind == "you" else tr(lang, "seat.default_name", number=number)
    return opening + shown + closing


def seat_names(lang: str, names: Iterable[str]) -> list[str]:
    """:func:`seat_name` of each name."""
    return [seat_name(lang, name) for name in names]


_ISOLATED = re.compile(f"{_ISOLATE_OPEN}[^{_ISOLATE_OPEN}{_ISOLATE_CLOSE}]*{_ISOLATE_CLOSE}")


def seat_names_in(lang: str, text: str) -> str:
    """A text of isolated names (a saved game's "You, Player 2") with each default name in
    ``lang``."""
    return _ISOLATED.sub(lambda found: seat_name(lang, found.group(0)), text)


#: what ``tr`` said, by its language, key and parameters (a page asks the same few hundred
#: texts on every paint); emptied when it grows past ``_SAID_SIZE``
_SAID: dict[tuple[Any, ...], str] = {}
_SAID_SIZE = 8192


def tr(lang: str, key: str, **params: Any) -> str:
    """The message ``key`` in ``lang``, see :func:`translate` (each text worked out once)."""
    # (a parameter's type is part of the key: 1 and True are equal, but not said alike)
    asked = (lang, key, *((name, type(value), value) for name, value in params.items()))
    try:
        return _SAID[asked]
    except KeyError:
        pass
    except TypeError:  # a parameter that cannot be a key (a list): worked out every time
        return translate(lang, key, **params)
    said = translate(lang, key, **params)
    if len(_SAID) >= _SAID_SIZE:
        _SAID.clear()
    _SAID[asked] = said
    return said


def translate(lang: str, key: str, **params: Any) -> str:
    """The message ``key`` in ``lang`` with ``{name}`` placeholders filled from ``params``.

    A key the language lacks falls back to English; a key nobody has is shown as itself, so a
    gap is visible rather than fatal.

    The player at the screen is spoken to, never of: when the ``name`` parameter is the default
    name of the viewer ("You" in any language: the human seat of a solo, bot, daily or guided
    game, and any seat a pass-and-play table leaves as "You") and the catalogue has the
    second-person form ``<key>.you``, that form is used ("You have no move left", "Review of
    your play"). A name the player typed stays a name in the third person. A default name is
    shown in ``lang`` (see :func:`seat_name`).
    """
    name = params.get("name")
    if isinstance(name, str):
        if is_you(name) and (has(lang, key + ".you") or has(DEFAULT, key + ".you")):
            key += ".you"
        params = {**params, "name": seat_name(lang, name)}
    message = catalogue(lang).get(key)
    if message is None:
        lang, message = DEFAULT, catalogue(DEFAULT).get(key)
    if message is None:
        return key
    return _pick(lang, message, params).format_map(_Keep(params))


def placeholders(message: Message) -> set[str]:
    """The placeholder names a message uses (all plural forms together)."""
    forms: Iterable[str] = [message] if isinstance(message, str) else message.values()
    return {name for form in forms for _, name, _, _ in string.Formatter().parse(form) if name}


def error_text(lang: str, err: GameError) -> str:
    """An engine error in ``lang``: the ``error.<code>`` message filled from the error's params,
    or the engine's own English sentence when the language has no such message (or it needs a
    parameter this error does not carry)."""
    key = f"error.{err.code}"
    if lang == DEFAULT or not has(lang, key):
        return str(err)
    if not placeholders(catalogue(lang)[key]) <= set(err.params):
        return str(err)
    return tr(lang, key, **err.params)


_TAG = re.compile(r"^[A-Za-z]{2,3}")


def negotiate(preferred: Iterable[str]) -> str:
    """The first supported language among the browser's ``navigator.languages`` ("ru-RU" → "ru"),
    or English."""
    for tag in preferred:
        found = _TAG.match(tag.strip())
        if found and found.group(0).lower() in CODES:
            return found.group(0).lower()
    return DEFAULT
