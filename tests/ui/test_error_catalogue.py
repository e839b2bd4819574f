"""Every error an engine can raise reads in the player's language.

The codes are found by reading the engines' source (everything under ``game/`` except the user
interface), not from a hand-kept list: a new ``raise`` with a new code fails here until every
catalogue can tell it. A catalogue message may only use parameters that every raise site of its
code passes, otherwise ``error_text`` would quietly fall back to English at the sites that lack one.
"""

from __future__ import annotations

import ast
import re
from collections.abc import Callable
from dataclasses import dataclass, replace
from functools import cache
from pathlib import Path
from typing import Any

import pytest

from game.core.errors import GameError, IllegalAction, InvalidOptions
from game.core.match import Match, load_save
from game.core.registry import get_rules, make_bot
from game.ui.i18n import CODES, catalogue, error_text, placeholders, tr

GAME = Path(__file__).resolve().parents[2] / "game"
#: Interface packages translate errors; they are not where the rules raise them.
NOT_ENGINES = ("ui", "web")
OTHERS = [code for code in CODES if code != "en"]


@dataclass(frozen=True)
class Raiser:
    """A callable that builds an error: where its code goes, what it adds to the params, and
    whether it passes its caller's keyword arguments on as params (``**params``)."""

    code_index: int
    implied: frozenset[str]
    forwards_keywords: bool


#: The error classes of game/core/errors.py; ``InvalidOptions`` takes the option first and adds it
#: to the params.
ERROR_CLASSES: dict[str, Raiser] = {
    "GameError": Raiser(1, frozenset(), True),
    "IllegalAction": Raiser(1, frozenset(), True),
    "SaveError": Raiser(1, frozenset(), True),
    "InvalidOptions": Raiser(2, frozenset({"option"}), True),
    "MalformedAction": Raiser(1, frozenset(), True),
}
SNAKE = re.compile(r"^[a-z][a-z0-9]*(_[a-z0-9]+)*$")


@dataclass(frozen=True)
class Site:
    """One place that raises: the code and the parameter names it passes, or why it cannot be read."""

    where: str
    code: str | None
    params: frozenset[str]
    problem: str = ""


def _callee(call: ast.Call) -> str | None:
    func = call.func
    if isinstance(func, ast.Name):
        return func.id
    if isinstance(func, ast.Attribute):
        return func.attr
    return None


def _code_node(call: ast.Call, raiser: Raiser) -> ast.expr | None:
    if len(call.args) > raiser.code_index:
        return call.args[raiser.code_index]
    return next((k.value for k in call.keywords if k.arg == "code"), None)


def _positional_names(fn: ast.FunctionDef) -> list[str]:
    return [a.arg for a in (*fn.args.posonlyargs, *fn.args.args)]


def _engine_modules() -> dict[str, ast.Module]:
    files = sorted(p for p in GAME.rglob("*.py") if p.relative_to(GAME).parts[0] not in NOT_ENGINES)
    return {str(p.relative_to(GAME.parent)): ast.parse(p.read_text(encoding="utf-8")) for p in files}


def _find_helpers(modules: dict[str, ast.Module]) -> dict[str, Raiser]:
    """The error classes plus every function that hands one of its own arguments on as the code
    (``def _illegal(message, code, **params): return IllegalAction(message, code, **params)``),
    helpers of helpers included."""
    raisers = dict(ERROR_CLASSES)
    grew = True
    while grew:
        grew = False
        for tree in modules.values():
            for fn in ast.walk(tree):
                if not isinstance(fn, ast.FunctionDef) or fn.name in raisers:
                    continue
                names = _positional_names(fn)
                for call in (n for n in ast.walk(fn) if isinstance(n, ast.Call)):
                    inner = raisers.get(_callee(call) or "")
                    code = _code_node(call, inner) if inner else None
                    if inner and isinstance(code, ast.Name) and code.id in names:
                        passed = {k.arg for k in call.keywords if k.arg not in (None, "code")}
                        raisers[fn.name] = Raiser(
                            names.index(code.id),
                            inner.implied | frozenset(passed),
                            inner.forwards_keywords and any(k.arg is None for k in call.keywords),
                        )
                        grew = True
                        break
    return raisers


def _sites_in(where: str, tree: ast.Module, raisers: dict[str, Raiser]) -> list[Site]:
    sites: list[Site] = []
    forwarded: set[int] = set()
    for fn in ast.walk(tree):
        if isinstance(fn, ast.FunctionDef) and fn.name in raisers and fn.name not in ERROR_CLASSES:
            names = set(_positional_names(fn))
            for call in (n for n in ast.walk(fn) if isinstance(n, ast.Call)):
                code = _code_node(call, raisers[_callee(call) or ""]) if _callee(call) in raisers else None
                if isinstance(code, ast.Name) and code.id in names:
                    forwarded.add(id(call))  # the helper's own body: its callers are the sites
    for call in (n for n in ast.walk(tree) if isinstance(n, ast.Call)):
        raiser = raisers.get(_callee(call) or "")
        if raiser is None or id(call) in forwarded:
            continue
        here = f"{where}:{call.lineno}"
        code = _code_node(call, raiser)
        named = frozenset(k.arg for k in call.keywords if k.arg not in (None, "code", "message", "option"))
        params = (named if raiser.forwards_keywords else frozenset()) | raiser.implied
        if not (isinstance(code, ast.Constant) and isinstance(code.value, str)):
            sites.append(Site(here, None, params, "the code is not a string literal"))
        elif any(k.arg is None for k in call.keywords):
            sites.append(Site(here, code.value, params, "the params come from **kwargs"))
        else:
            sites.append(Site(here, code.value, params))
    return sites


@cache
def raise_sites() -> tuple[Site, ...]:
    """Every call that builds a game error in the engines, with its code and parameter names."""
    modules = _engine_modules()
    raisers = _find_helpers(modules)
    return tuple(site for where, tree in modules.items() for site in _sites_in(where, tree, raisers))


@cache
def params_by_code() -> dict[str, frozenset[str]]:
    """Each code with the parameters that every one of its raise sites passes."""
    common: dict[str, frozenset[str]] = {}
    for site in raise_sites():
        if site.code is not None:
            common[site.code] = common.get(site.code, site.params) & site.params
    return common


ALL_CODES = sorted(params_by_code())


# --- the scan itself --------------------------------------------------------------------------------


def test_the_scan_reads_every_raise_site() -> None:
    unreadable = [f"{s.where}: {s.problem}" for s in raise_sites() if s.problem]
    assert unreadable == []


def test_the_scan_finds_the_codes_of_every_engine_and_of_their_helpers() -> None:
    assert len(ALL_CODES) >= 60
    files = {site.where.split(":")[0] for site in raise_sites()}
    for module in (
        "game/tranquility/engine.py",  # through _illegal(message, code, **params)
        "game/tranquility/actions.py",
        "game/tranquility/options.py",
        "game/tranquility/state.py",
        "game/shifting_stones/engine.py",
        "game/shifting_stones/actions.py",
        "game/shifting_stones/options.py",
        "game/shifting_stones/state.py",
        "game/core/match.py",
        "game/core/registry.py",
    ):
        assert module in files
    # Codes reached only through a helper, and the params a helper adds on its own.
    assert {"cell_taken", "out_of_order", "bad_action_syntax", "state_damaged"} <= set(ALL_CODES)
    assert params_by_code()["cell_taken"] == {"cell", "number"}
    assert "option" in params_by_code()["unknown_option"]


def test_the_scan_follows_helpers_of_helpers_and_reports_what_it_cannot_read() -> None:
    source = """
def _illegal(message, code, **params):
    return IllegalAction(message, code, **params)

def _refuse(code, message, **params):
    return _illegal(message, code, **params)

def _bad(text):
    return IllegalAction(f"{text} is odd.", "odd_text", text=text)

def check(x, names):
    raise _refuse("too_big", "Too big.", size=x)
    raise _bad("x")
    raise InvalidOptions("layout", "No.", "bad_thing", value=x)
    raise GameError("Dynamic.", names[x])
"""
    modules = {"toy.py": ast.parse(source)}
    sites = _sites_in("toy.py", modules["toy.py"], _find_helpers(modules))
    readable = {site.code: site.params for site in sites if not site.problem}
    assert readable == {
        "too_big": {"size"},
        "odd_text": {"text"},
        "bad_thing": {"option", "value"},
    }
    dynamic = next(n for n, line in enumerate(source.splitlines(), 1) if "names[x]" in line)
    assert [site.where for site in sites if site.problem] == [f"toy.py:{dynamic}"]


def test_every_code_is_stable_snake_case() -> None:
    assert [code for code in ALL_CODES if not SNAKE.match(code)] == []


# --- the catalogues ---------------------------------------------------------------------------------


@pytest.mark.parametrize("lang", CODES)
def test_every_engine_code_has_a_message_in_every_language(lang: str) -> None:
    messages = catalogue(lang)
    assert [code for code in ALL_CODES if f"error.{code}" not in messages] == []


@pytest.mark.parametrize("lang", CODES)
def test_messages_use_only_params_that_every_raise_site_passes(lang: str) -> None:
    messages = catalogue(lang)
    too_many = {
        code: sorted(placeholders(messages[f"error.{code}"]) - allowed)
        for code, allowed in params_by_code().items()
        if f"error.{code}" in messages and not placeholders(messages[f"error.{code}"]) <= allowed
    }
    assert too_many == {}


# --- real refusals, told in every language ----------------------------------------------------------


def _tranquility(change: Callable[[Any], Any] = lambda s: s) -> Any:
    """Seat 0 to act in a two-player game holding 15, 18, 33, 62 and a Finish (seed 7)."""
    rules = get_rules("tranquility")
    state = rules.new_game(rules.options_from_json({"players": 2}), 7)
    assert state.hands[0] == (15, 18, 33, 62, 81) and state.turn == 0 and not state.agenda
    return change(state)


def _sea(**cells: int) -> Callable[[Any], Any]:
    """Islands already in the sea: ``_sea(c5=20)`` puts 20 in cell 5."""

    def change(state: Any) -> Any:
        grid = list(state.grid)
        for name, number in cells.items():
            grid[int(name[1:])] = number
        return replace(state, grid=tuple(grid))

    return change


def _stones() -> Any:
    rules = get_rules("shifting-stones")
    return rules.new_game(rules.options_from_json({"players": 2}), 7)


def _refusal(game: str, state: Any, *actions: str) -> GameError:
    """The error of the last action after the others were played."""
    rules = get_rules(game)
    for action in actions[:-1]:
        state = rules.apply(state, action)
    with pytest.raises(IllegalAction) as caught:
        rules.apply(state, actions[-1])
    return caught.value


def _held(state: Any, seat: int = 0) -> str:
    return str(get_rules("shifting-stones").view(state, seat)["hand"][0])


def _not_held(state: Any) -> str:
    view = get_rules("shifting-stones").view(state, 0)
    mine = set(view["hand"])
    return next(f"c{n}" for n in range(1, 73) if f"c{n}" not in mine)


def _options(game: str, data: dict[str, Any]) -> GameError:
    with pytest.raises(InvalidOptions) as caught:
        get_rules(game).options_from_json(data)
    return caught.value


def _save(data: dict[str, Any]) -> GameError:
    with pytest.raises(GameError) as caught:
        load_save(data)
    return caught.value


def _undo_at_setup() -> GameError:
    rules = get_rules("tranquility")
    with pytest.raises(IllegalAction) as caught:
        Match.new(rules, rules.options_from_json({"players": 2}), 7).undo()
    return caught.value


def _undo_after_a_draw() -> GameError:
    rules = get_rules("shifting-stones")
    match = Match.new(rules, rules.options_from_json({"players": 2}), 7)
    match = match.play(f"flip:4/discard:{_held(match.state)}").play("end")
    with pytest.raises(IllegalAction) as caught:
        match.undo()
    return caught.value


def _unknown_level() -> GameError:
    with pytest.raises(GameError) as caught:
        make_bot("tranquility", "grandmaster")
    return caught.value


REFUSALS: dict[str, Callable[[], GameError]] = {
    "card_not_in_hand": lambda: _refusal("tranquility", _tranquility(), "play:40@3"),
    "no_such_cell": lambda: _refusal("tranquility", _tranquility(), "play:15@40"),
    "cell_taken": lambda: _refusal("tranquility", _tranquility(_sea(c5=20)), "play:15@5"),
    "out_of_order": lambda: _refusal("tranquility", _tranquility(_sea(c0=50)), "play:33@10"),
    "number_placed": lambda: _refusal("tranquility", _tranquility(_sea(c30=15)), "play:15@3"),
    "wrong_card_count": lambda: _refusal("tranquility", _tranquility(), "discard:15"),
    "not_canonical": lambda: _refusal("tranquility", _tranquility(), "discard:18,15"),
    "bad_action_syntax": lambda: _refusal("tranquility", _tranquility(), "play:15"),
    "no_such_decision": lambda: _refusal("tranquility", _tranquility(), "shares:4,4"),
    "not_adjacent": lambda: _refusal("shifting-stones", _stones(), f"swap:0-4/discard:{_held(_stones())}"),
    "swap_order": lambda: _refusal("shifting-stones", _stones(), f"swap:4-3/discard:{_held(_stones())}"),
    "bad_cell": lambda: _refusal("shifting-stones", _stones(), f"flip:9/discard:{_held(_stones())}"),
    "bad_card": lambda: _refusal("shifting-stones", _stones(), "score:c99"),
    "stones_card_not_in_hand": lambda: _refusal(
        "shifting-stones", _stones(), f"flip:4/discard:{_not_held(_stones())}"
    ),
    "skip_after_action": lambda: _refusal(
        "shifting-stones", _stones(), f"flip:4/discard:{_held(_stones())}", "skip"
    ),
    "unknown_action": lambda: _refusal("shifting-stones", _stones(), "jump"),
    "bad_layout": lambda: _options("tranquility", {"players": 2, "layout": "hexagon"}),
    "unknown_option": lambda: _options("shifting-stones", {"players": 2, "colour": "red"}),
    "players_not_integer": lambda: _options("shifting-stones", {"players": "two"}),
    "save_unknown_game": lambda: _save({"format": 1, "game": "chess"}),
    "save_bad_format": lambda: _save({"format": 0}),
    "undo_nothing": _undo_at_setup,
    "undo_hidden": _undo_after_a_draw,
    "unknown_bot_level": _unknown_level,
}


@pytest.mark.parametrize("case", sorted(REFUSALS))
def test_real_refusals_are_told_in_every_language_with_every_blank_filled(case: str) -> None:
    err = REFUSALS[case]()
    assert err.code in ALL_CODES
    assert case.endswith(err.code)
    for lang in OTHERS:
        text = error_text(lang, err)
        assert text != str(err), f"{lang} falls back to English for {err.code}"
        assert text == tr(lang, f"error.{err.code}", **err.params)
        assert "{" not in text and "}" not in text
    assert "{" not in tr("en", f"error.{err.code}", **err.params)


def test_a_russian_player_reads_which_island_is_in_the_way_and_which_card_is_missing() -> None:
    assert error_text("ru", REFUSALS["cell_taken"]()) == "В этой клетке уже лежит 20."
    assert error_text("ru", REFUSALS["out_of_order"]()) == (
        "33 нельзя положить в эту клетку: нарушится порядок с островом 50, который уже в море."
    )
    assert error_text("ru", REFUSALS["card_not_in_hand"]()) == "У вас в руке нет карты 40."
