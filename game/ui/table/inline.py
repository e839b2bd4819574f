"""Cards drawn inside a sentence (pure): a sentence is written with ``CARD_MARK`` where it names a
card, then cut around the marks and each card's small drawing put in its place. The drawing
carries the card's words as its accessible name, so a screen reader still reads the sentence
whole."""

from __future__ import annotations

from collections.abc import Sequence
from typing import TYPE_CHECKING

from game.ui.element import Spec

if TYPE_CHECKING:  # the interface's type only
    from game.ui.games import GameUI

#: stands for a card in a sentence until the sentence is cut around the card's drawing
CARD_MARK = "\ue000"


def drawn(sentence: str, glyphs: Sequence[Spec]) -> tuple[Spec | str, ...]:
    """``sentence`` with its ``CARD_MARK``s replaced, in order, by ``glyphs``."""
    parts = sentence.split(CARD_MARK)
    out: list[Spec | str] = []
    for i, part in enumerate(parts):
        if part:
            out.append(part)
        if i < len(parts) - 1 and i < len(glyphs):
            out.append(glyphs[i])
    return tuple(out)


def moves_marked(ui: GameUI, actions: Sequence[str], lang: str) -> tuple[str, tuple[Spec, ...]]:
    """A decision's actions as the Hint says them, one after the other, each card they name
    marked with ``CARD_MARK``, and the cards drawn (for ``drawn``)."""
    texts: list[str] = []
    glyphs: list[Spec] = []
    for action in actions:
        text, cards = ui.hint_marked(action, lang)
        texts.append(text.rstrip("."))
        glyphs.extend(cards)
    return " → ".join(texts), tuple(glyphs)


def drawn_at_names(sentence: str, glyphs: Sequence[Spec]) -> tuple[Spec | str, ...]:
    """``sentence`` with the first place it names each of ``glyphs`` in words (its accessible
    name) drawn instead; a card it does not name is left out."""
    found: list[tuple[int, int, Spec]] = []
    for glyph in glyphs:
        name = str(glyph[1].get("aria-label") or "")
        at = sentence.find(name) if name else -1
        if at >= 0 and all(at >= end or at + len(name) <= start for start, end, _ in found):
            found.append((at, at + len(name), glyph))
    found.sort(key=lambda place: place[0])
    marked, last = [], 0
    for start, end, _ in found:
        marked.append(sentence[last:start] + CARD_MARK)
        last = end
    marked.append(sentence[last:])
    return drawn("".join(marked), [glyph for _, _, glyph in found])
