"""Assemble the deployable site into dist/ (what Netlify publishes).

The Python archive and pyscript.toml are generated first, so dist/ always matches game/.
"""

from __future__ import annotations

import shutil
import sys
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent))

import pyscript_config
from sitefiles import ROOT, published_files


def build(target: Path) -> int:
    pyscript_config.generate()
    if target.exists():
        shutil.rmtree(target)
    files = published_files()
    for rel in files:
        dest = target / rel
        dest.parent.mkdir(parents=True, exist_ok=True)
        shutil.copy2(ROOT / rel, dest)
    return len(files)


if __name__ == "__main__":
    out = ROOT / "dist"
    print(f"{build(out)} files copied into {out.relative_to(ROOT)}/")
