"""PyScript's package, ready-compiled (game/web/start/pyscript_code.py): where its bytecode is put."""

from __future__ import annotations

import importlib.util
import marshal
from pathlib import Path

import pytest

from game.web.start import pyscript_code


def test_each_compiled_file_goes_where_python_looks_for_the_bytecode_of_its_source(tmp_path: Path) -> None:
    files = {"__init__.py": b"init bytecode", "context.py": b"context bytecode"}
    assert pyscript_code.place(files, str(tmp_path)) == 2
    for name, pyc in files.items():
        cached = importlib.util.cache_from_source(str(tmp_path / "pyscript" / name))
        assert Path(cached).read_bytes() == pyc
        assert Path(cached).parent == tmp_path / "pyscript" / "__pycache__"
    # placed again (a later start in the same interpreter), the files are replaced, not added to
    assert pyscript_code.place({"context.py": b"newer"}, str(tmp_path)) == 1
    assert (
        Path(importlib.util.cache_from_source(str(tmp_path / "pyscript" / "context.py"))).read_bytes()
        == b"newer"
    )
    assert len(list((tmp_path / "pyscript" / "__pycache__").iterdir())) == 2


def test_run_from_its_sources_there_is_no_compiled_package_and_nothing_is_placed(tmp_path: Path) -> None:
    assert pyscript_code.compiled_package() == {}  # no archive beside this module here
    assert pyscript_code.place(pyscript_code.compiled_package(), str(tmp_path)) == 0
    assert not (tmp_path / "pyscript").exists()


class Archive:
    """A loader that reads the table from ``data`` (as zipimport reads it from the archive)."""

    def __init__(self, data: bytes) -> None:
        self.data = data

    def get_data(self, path: str) -> bytes:
        if not path.endswith(pyscript_code.TABLE_NAME):
            raise OSError(path)
        return self.data


def test_a_table_that_cannot_be_read_places_nothing(monkeypatch: pytest.MonkeyPatch) -> None:
    spec = pyscript_code.__spec__
    for data, expected in (
        (marshal.dumps({"util.py": b"pyc", 3: b"not a name"}), {"util.py": b"pyc"}),
        (b"\x00not marshal", {}),
        (marshal.dumps(["not", "a", "table"]), {}),
    ):
        monkeypatch.setattr(spec, "loader", Archive(data))
        assert pyscript_code.compiled_package() == expected
