"""Shifting Stones' log: each move with its seat, the card it paid or scored drawn small where the
sentence names it (its words kept for screen readers), and
what followed from it (a strike in solo, the discard pile shuffled into a new deck, the end),
told from the public views before and after it (RULES.md B3–B6)."""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from typing import Any

from game.shifting_stones.actions import parse_action
from game.shifting_stones.cards import card as card_of
from game.shifting_stones.cards import card_id_of
from game.shifting_stones.tiles import FACE_NAMES, FACE_OF_LETTER
from game.ui.element import Spec, h
from game.ui.games.shifting_stones import words
from game.ui.i18n import tr
from game.ui.table.glyphs import face_svg
from game.ui.table.inline import CARD_MARK, drawn
from game.ui.table.log import LogEntry, Told, game_entries, mover

View = Mapping[str, Any]


def chip(card_id: int) -> Spec:
    """A pattern card drawn small: its grid of faces (grey: any face) and its points. The
    sentence beside it names the card, so the chip is hidden from screen readers."""
    pattern = card_of(card_id)
    rows = [
        h(
            "span",
            {"class": "chip-row"},
            *(
                h("span", {"class": "sq grey"})
                if letter == "."
                else h("span", {"class": "sq"}, face_svg(FACE_NAMES[FACE_OF_LETTER[letter]], "mini"))
                for letter in row
            ),
        )
        for row in pattern.rows
    ]
    return h(
        "span",
        {"class": "chip schip", "aria-hidden": "true"},
        h("span", {"class": "chip-grid"}, *rows),
        h("span", {"class": "chip-points"}, str(pattern.points)),
    )


def card_inline(card_id: int, lang: str = "en") -> Spec:
    """A card in a sentence: its mini-card for the eye, an image whose name is its words for
    screen readers (no text of its own, so nothing is laid out outside the drawing)."""
    return h(
        "span",
        {"class": "card-inline", "role": "img", "aria-label": words.card_words(card_id, lang)},
        chip(card_id),
    )


def with_card(sentence: str, card_id: int, lang: str = "en") -> tuple[Spec | str, ...]:
    """``sentence``, written with ``CARD_MARK`` for the card, with the card drawn in its place."""
    return drawn(sentence, (card_inline(card_id, lang),))


def hint_marked(action: str, lang: str = "en") -> tuple[str, tuple[Spec, ...]]:
    """A suggested move as the Hint says it, its card marked and drawn (``GameUI.hint_marked``)."""
    card = parse_action(action).card
    if not card:
        return words.hint(action, lang), ()
    return words.hint(action, lang, CARD_MARK), (card_inline(card, lang),)


def events(before: View, after: View, names: Sequence[str], lang: str = "en") -> list[Told]:
    """What followed from a move, in order."""
    told: list[Told] = []
    if after["reshuffled"] != before["reshuffled"]:
        told.append(Told(tr(lang, "told.s.reshuffled", count=after["deck_size"])))
    if after.get("strikes_to_lose") is not None and after["strikes"] > before["strikes"]:
        told.append(Told(tr(lang, "told.s.strike", strikes=after["strikes"], count=after["strikes_to_lose"])))
    if after["over"] and not before["over"]:
        winners = after["winners"]
        if after.get("strikes_to_lose") is not None:
            told.append(Told(tr(lang, "told.s.solo_won" if winners else "told.s.solo_lost")))
        else:
            told.append(Told(tr(lang, "told.s.over", names=", ".join(names[w] for w in winners))))
    return told


def move_entry(text: str, actor: int, before: View, after: View, names: Sequence[str], lang: str) -> LogEntry:
    """The log entry of the move ``text`` by seat ``actor``: its line and what followed."""
    a = parse_action(text)
    name = mover(names, actor)
    # The card it paid or scored is drawn where the sentence names it; its words are for screen readers.
    shown = with_card(words.describe(name, text, lang, CARD_MARK), a.card, lang) if a.card else ()
    move = Told(words.describe(name, text, lang), None, shown)
    return LogEntry(actor, move, tuple(events(before, after, names, lang)))


def entries(
    rules: Any, states: Sequence[Any], actions: Sequence[str], names: Sequence[str], lang: str = "en"
) -> list[LogEntry]:
    """One entry per move of a game (``states`` has one more than ``actions``)."""
    return game_entries(rules, states, actions, names, lang, move_entry)


def note_cards(view: View, action: str | None, lang: str = "en") -> tuple[Spec, ...]:
    """The cards the note on the board may name (``GameUI.note_cards``): the one the Hint's move
    ``action`` pays or scores, and the others of the viewer's hand, which the Hint's reason or a
    refusal may name."""
    card = parse_action(action).card if action else 0
    held = [card_id for name in view.get("hand") or [] if (card_id := card_id_of(name)) and card_id != card]
    return tuple(card_inline(c, lang) for c in ([card] if card else []) + held)
