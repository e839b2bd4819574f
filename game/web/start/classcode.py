"""Ready-compiled code for the methods that dataclasses and named tuples generate (pure).

A ``@dataclass`` writes the source of its ``__init__``, ``__repr__``, ``__eq__`` … and compiles
it when its class is created; a named tuple compiles its ``__new__`` the same way. Compiling is
most of what creating such a class costs, and the first screen creates dozens of them. The
archive the browser runs carries a table, made when the archive is built by the same interpreter
(scripts/bytecode.mjs imports every module once and records each generated source with its
code), that ``install`` puts in front of the two compilers: a source found in the table is not
compiled again, and any other is compiled exactly as the standard library would (no future
flags inherited, file ``<string>``), so a class is the same either way.
"""

import builtins
import collections
import dataclasses
import marshal
import os
from types import CodeType
from typing import Any, Final

#: the table's file in the archive, beside this module
TABLE_NAME: Final = "classcode.bin"


def compiler(table: dict[str, CodeType], mode: str) -> Any:
    """``exec`` (mode "exec") or ``eval`` ("eval") that takes a source's code from ``table``."""
    run = builtins.exec if mode == "exec" else builtins.eval

    def compiled(source: Any, globals: Any = None, locals: Any = None) -> Any:
        if isinstance(source, str):
            code = table.get(source)
            source = code if code is not None else compile(source, "<string>", mode, dont_inherit=True)
        return run(source, globals, locals)

    return compiled


def install(table: dict[str, CodeType]) -> None:
    """Creating a dataclass or a named tuple from now on takes its generated code from ``table``."""
    vars(dataclasses)["exec"] = compiler(table, "exec")
    vars(collections)["eval"] = compiler(table, "eval")


def uninstall() -> None:
    """Back to the standard library's own compiling."""
    vars(dataclasses).pop("exec", None)
    vars(collections).pop("eval", None)


def table(data: bytes) -> dict[str, CodeType]:
    """The table in ``data`` (empty if ``data`` is not one this interpreter can read)."""
    try:
        loaded = marshal.loads(data)
    except (EOFError, ValueError, TypeError):
        return {}
    if not isinstance(loaded, dict):
        return {}
    return {
        source: code
        for source, code in loaded.items()
        if isinstance(source, str) and isinstance(code, CodeType)
    }


def install_from_archive() -> int:
    """Install the table the archive carries beside this module; how many sources it holds (0
    where there is none, as when the modules are run from their sources)."""
    loader = getattr(__spec__, "loader", None)
    get_data = getattr(loader, "get_data", None)
    if get_data is None:
        return 0
    try:
        data = get_data(os.path.join(os.path.dirname(__file__), TABLE_NAME))
    except OSError:
        return 0
    found = table(bytes(data))
    if found:
        install(found)
    return len(found)
