"""The documentation holds together: a short README that names the two commands, and links that
lead somewhere (docs/ARCHITECTURE.md, docs/PLAYING.md, docs/STARTUP.md, bench/README.md)."""

from __future__ import annotations

import re
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parent.parent
README = ROOT / "README.md"
ARCHITECTURE = ROOT / "docs/ARCHITECTURE.md"

#: the README is a door: what the site is, the two commands, and where to read on
README_MAX_LINES = 150

#: every Markdown file whose links are checked
DOCS = sorted([README, ROOT / "bench" / "README.md", *(ROOT / "docs").rglob("*.md")])

#: ``[text](target)`` or ``[text](target "title")``, and ``[label]: target`` definitions
INLINE_LINK = re.compile(r"!?\[[^\]]*\]\(\s*<?([^)\s>]+)>?(?:\s+\"[^\"]*\")?\s*\)")
DEFINITION = re.compile(r"^\s{0,3}\[[^\]]+\]:\s*<?(\S+?)>?(?:\s+\"[^\"]*\")?\s*$", re.M)
FENCE = re.compile(r"^(```|~~~).*?^\1[^\n]*$", re.M | re.S)
CODE_SPAN = re.compile(r"(`+).+?\1", re.S)
SCHEME = re.compile(r"^[a-zA-Z][a-zA-Z0-9+.-]*:")
HEADING = re.compile(r"^#{1,6}\s+(.+?)\s*#*\s*$", re.M)

#: a citation of the architecture document without its folder (the file lives in docs/)
BARE_ARCHITECTURE = re.compile(r"(?<![\w/.-])ARCHITECTURE\.md")
#: the files under game/ and tests/ that may cite it
CITING_SUFFIXES = {".py", ".md", ".txt", ".json", ".toml"}


def prose(text: str) -> str:
    """The Markdown without its code: fenced blocks and code spans may show link-like text."""
    return CODE_SPAN.sub("", FENCE.sub("", text))


def links(path: Path) -> list[str]:
    """Every link target written in the Markdown file ``path``, in order."""
    text = prose(path.read_text(encoding="utf-8"))
    return INLINE_LINK.findall(text) + DEFINITION.findall(text)


def slug(heading: str) -> str:
    """The anchor a heading gets on the page (as GitHub makes it): its text without markup,
    lower case, punctuation dropped but hyphens, spaces made hyphens."""
    text = re.sub(r"\[([^\]]*)\]\([^)]*\)", r"\1", heading).replace("`", "")
    text = re.sub(r"[^\w\- ]", "", text.strip().lower())
    return text.replace(" ", "-")


def anchors(path: Path) -> set[str]:
    """The anchors of every heading of the Markdown file ``path`` (a repeated one numbered)."""
    found: set[str] = set()
    seen: dict[str, int] = {}
    for heading in HEADING.findall(FENCE.sub("", path.read_text(encoding="utf-8"))):
        base = slug(heading)
        count = seen.get(base, 0)
        seen[base] = count + 1
        found.add(base if count == 0 else f"{base}-{count}")
    return found


def relative(target: str) -> bool:
    return not SCHEME.match(target) and not target.startswith("//")


def test_the_readme_is_short() -> None:
    lines = README.read_text(encoding="utf-8").splitlines()
    assert len(lines) <= README_MAX_LINES, f"README.md has {len(lines)} lines (at most {README_MAX_LINES})"


def test_the_readme_names_both_commands() -> None:
    text = README.read_text(encoding="utf-8")
    for command in ("make serve", "make test"):
        assert f"`{command}`" in text or f"\n{command}" in text, command


def test_the_docs_the_readme_sends_to_exist() -> None:
    targets = {target.split("#", 1)[0] for target in links(README) if relative(target)}
    for doc in (
        "docs/PLAYING.md",
        "docs/STARTUP.md",
        "docs/ARCHITECTURE.md",
        "docs/BOTS.md",
        "bench/README.md",
    ):
        assert doc in targets, f"README.md does not link {doc}"
        assert (ROOT / doc).is_file(), doc


@pytest.mark.parametrize("doc", DOCS, ids=lambda doc: str(doc.relative_to(ROOT)))
def test_every_relative_link_leads_to_a_file(doc: Path) -> None:
    broken: list[str] = []
    for target in links(doc):
        if not relative(target):
            continue
        path, _, anchor = target.partition("#")
        file = (doc.parent / path).resolve() if path else doc
        if not file.exists():
            broken.append(f"{target}: no such file")
        elif anchor and file.suffix == ".md" and anchor not in anchors(file):
            broken.append(f"{target}: no heading #{anchor}")
        elif ROOT not in file.parents and file != ROOT:
            broken.append(f"{target}: outside the repository")
    assert not broken, f"{doc.relative_to(ROOT)}: {broken}"


def test_the_docs_have_links_to_check() -> None:
    # a pattern that matched nothing would pass the test above vacuously
    assert "docs/STARTUP.md" in links(README)
    assert any(target.startswith("../") for target in links(ROOT / "bench" / "README.md"))


def test_the_architecture_is_cited_where_it_lives() -> None:
    assert ARCHITECTURE.is_file()
    bare: list[str] = []
    for folder in (ROOT / "game", ROOT / "tests"):
        for path in sorted(folder.rglob("*")):
            if path.suffix not in CITING_SUFFIXES or "__pycache__" in path.parts or not path.is_file():
                continue
            for number, line in enumerate(path.read_text(encoding="utf-8", errors="replace").splitlines(), 1):
                if BARE_ARCHITECTURE.search(line):
                    bare.append(f"{path.relative_to(ROOT)}:{number}")
    assert not bare, f"cite docs/ARCHITECTURE.md, not the bare name: {bare}"
