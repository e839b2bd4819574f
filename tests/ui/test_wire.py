"""The one wire definition: every message of every screen and of the shell is either written as a
``data-cmd`` by ``wire.cmd`` and read back by the decoder as the same message, or never on the
wire (sent by the app itself: a timer, a step of thinking, a change of a form control)."""

from __future__ import annotations

import typing
from typing import Any

import pytest

from game.ui.app import common, wire
from game.ui.app.decode import Msg, decode
from game.ui.app.events import NO_FORM
from game.ui.app.wire import TAGS, cmd
from game.ui.pages import play, replay, setup

#: messages the app sends itself, never a click's (``Board`` carries a game's own messages)
NOT_ON_WIRE = {
    "WorkOutHint",
    "ReadyHint",
    "WindowOver",
    "Landed",
    "LinkSent",
    "MomentStep",
    "JudgeAnswer",
    "Board",
    "Step",
    "ReadSaves",
    "FormChanged",
    "ChoosePreset",
    "Goto",
    "UndeleteOver",
    "Pace",
    "Keep",
    "Language",
}

#: sample values of a field, by its type as written
SAMPLES: dict[str, list[Any]] = {
    "str": ["sea-stones/save/12", "x"],
    "int": [0, 3, 120],
    "bool | None": [None, True, False],
    "bool": [False, True],
}
GAME_SAMPLES = ["tranquility", "shifting-stones"]


def message_types() -> list[type]:
    return list(typing.get_args(Msg))


def samples(cls: type) -> list[object]:
    """Messages of ``cls`` with each of a few values in each field (a form: empty)."""
    annotations = {
        name: str(getattr(kind, "__forward_arg__", kind)) for name, kind in cls.__annotations__.items()
    }
    fields: tuple[str, ...] = getattr(cls, "_fields", ())
    made: list[object] = []
    if not fields:
        return [cls()]
    for name in fields:
        kind = annotations[name]
        if "Mapping" in kind:
            continue
        values = GAME_SAMPLES if name == "game" else SAMPLES[kind]
        for value in values:
            base = {
                other: (
                    NO_FORM
                    if "Mapping" in annotations[other]
                    else made_default(cls, other, annotations[other])
                )
                for other in fields
            }
            base[name] = value
            made.append(cls(**base))
    return made or [cls(**{name: NO_FORM for name in fields})]


def made_default(cls: type, name: str, kind: str) -> Any:
    defaults: dict[str, Any] = getattr(cls, "_field_defaults", {})
    if name in defaults:
        return defaults[name]
    return GAME_SAMPLES[0] if name == "game" else SAMPLES[kind][0]


@pytest.mark.parametrize(
    "cls", message_types(), ids=lambda c: f"{c.__module__.rsplit('.', 1)[-1]}.{c.__name__}"
)
def test_every_message_is_on_the_wire_and_back_or_never_on_it(cls: type) -> None:
    if cls.__name__ in NOT_ON_WIRE:
        assert cls not in TAGS
        return
    assert cls in TAGS, f"{cls.__name__} has no tag"
    checked = 0
    for msg in samples(cls):
        if not any(all(getattr(msg, k) == v for k, v in fixed.items()) for _, fixed in TAGS[cls]):
            continue  # a value no tag of the class stands for (``SavesPage(0)``)
        assert decode(cmd(msg), NO_FORM) == msg, cmd(msg)
        checked += 1
    for _, fixed in TAGS[cls]:  # each tag's own messages
        if fixed:
            msg = cls(
                **{
                    **{n: made_default(cls, n, "str") for n in getattr(cls, "_fields", ()) if n not in fixed},
                    **fixed,
                }
            )
            assert decode(cmd(msg), NO_FORM) == msg
            checked += 1
    assert checked


def test_the_wire_keeps_the_commands_the_pages_have_always_sent() -> None:
    assert cmd(common.OpenSave("sea-stones/save/12")) == "open:sea-stones/save/12"
    assert cmd(common.OpenReplay()) == "replay" and cmd(common.OpenReplay("k")) == "replay:k"
    assert cmd(replay.LookFrom(1)) == "rp-seat:1"
    assert cmd(play.SendLink("share")) == "relay-share"
    assert cmd(setup.Start("tranquility", {"players": "2"})) == "start:tranquility"
    form = {"players": "2"}
    assert decode("start:tranquility", form) == setup.Start("tranquility", form)


@pytest.mark.parametrize(
    "command", ["open", "help:x", "rp-seat:x", "rp-seat:1234567", "new:chess", "prune:maybe", "stats-reset:1"]
)
def test_a_command_with_the_wrong_fields_is_no_message(command: str) -> None:
    assert decode(command, NO_FORM) == play.Board(None, NO_FORM)


@pytest.mark.parametrize("game", ["tranquility", "shifting-stones"])
def test_every_message_of_a_games_table_is_on_the_wire_and_back(game: str) -> None:
    """A game's own messages are tagged in its space and read back by its front end, the same."""
    from game.ui.app.frontends import ui_for
    from game.ui.app.wire import CLASSES

    ui = ui_for(game)
    classes = {cls for cls, _ in CLASSES[game].values()}
    assert len(classes) >= 5
    for cls in classes:
        fields: tuple[str, ...] = getattr(cls, "_fields", ())
        values = {name: 7 if "int" in str(cls.__annotations__[name]) else "give:" for name in fields}
        msg = cls(**values)
        assert ui.decode(cmd(msg)) == msg, cmd(msg)
    assert ui.decode("home") is None  # the app's commands are never the table's


#: a value each control may report, as the page sends it
CHANGED = {
    "pace": "slow",
    "keep": "10",
    "language": "cs",
    "replay-step": "3",
    "setup-players": "",
    "setup-option": "",
    "preset": "family",
    "setup-submit": "tranquility",
}


@pytest.mark.parametrize("kind", wire.CHANGES)
def test_every_change_a_view_can_write_is_read_back(kind: str) -> None:
    """Each kind of ``data-change`` (``wire.changes``) is read into a message, but the file
    input's, whose file's text comes as ``events.Import``."""
    from game.ui.app.decode import decode_change

    written = wire.changes(kind)  # type: ignore[arg-type]
    assert written == {"data-change": kind}
    if kind == "import":
        assert decode_change(kind, "", {}) is None
        return
    assert decode_change(kind, CHANGED[kind], {"players": "3"}) is not None, kind
    assert set(CHANGED) | {"import"} == set(wire.CHANGES)
