"""The in-app rules pages: each game's rules in short, our own words, and the house rulings."""

from __future__ import annotations

from game.shifting_stones.rulings import RULINGS as STONES_RULINGS
from game.tranquility.rulings import RULINGS as TRANQUILITY_RULINGS
from game.ui.element import Spec, h

TRANQUILITY_RULES = (
    (
        "Goal",
        "Together, fill all 36 cells of the sea with Islands so that the numbers rise in sequence order, "
        "play the Start card along the way, and finish by playing a Finish card. Nobody talks.",
    ),
    (
        "Sequence order",
        "Cells count from the bottom row, left to right, then the row above. The last cell of a row "
        "and the first of the next row are neighbours; cells above and below are not (except the cells a card rests "
        "on in the Pyramid and High Arch).",
    ),
    (
        "Your turn",
        "Play one card, or discard two cards face down. Then draw back up to five from your own pile.",
    ),
    (
        "Placing an Island",
        "Any empty cell works if every number before it is smaller and every number after it is "
        "larger. Next to an occupied neighbour you must discard as many cards as the smallest difference "
        "(6 between 3 and 7 costs 1).",
    ),
    (
        "Start card",
        "Whoever holds it must play it. Then the team discards 8 cards in total, in shares the table "
        "agrees on: the only moment players may talk, and only in numbers.",
    ),
    (
        "End",
        "You win when a Finish card is played on a full sea after the Start. You lose when a player, at the start "
        "of their turn, can neither play a card nor discard two.",
    ),
)

STONES_RULES = (
    ("Goal", "Score pattern cards by arranging the nine stones so that a card's pattern shows on the grid."),
    (
        "Your turn",
        "As often as you like and in any order: discard a card to swap two side-by-side stones, discard a "
        "card to flip a stone, or score a card whose pattern matches now. Then draw back up to four.",
    ),
    (
        "Skip",
        "Instead of everything else, draw two cards (six in hand at most), but never on two turns in a row.",
    ),
    (
        "Matching",
        "The pattern may sit anywhere on the grid where it fits, but never turned or mirrored. Grey "
        "squares just need a stone. The top of the grid is the side of the draw pile.",
    ),
    (
        "End",
        "When someone has scored 10 / 9 / 8 / 7 cards (2 / 3 / 4 / 5 players), the round is finished so that "
        "everyone had the same number of turns. Points plus 3 for the most 1-point cards; ties share the win.",
    ),
    (
        "Solo",
        "Sixteen cards. Every turn that ends without scoring, a skip included, is a strike; four strikes lose, "
        "all sixteen cards scored wins.",
    ),
)


def rules_page(game: str) -> Spec:
    """The rules of ``game`` and its house rulings."""
    if game == "tranquility":
        title, sections = "Tranquility", TRANQUILITY_RULES
        rulings = [(r.rule, r.text) for r in TRANQUILITY_RULINGS]
    else:
        title, sections = "Shifting Stones", STONES_RULES
        rulings = [(r.rule, r.text) for r in STONES_RULINGS]
    return h(
        "article",
        {"class": "rules-page", "data-game": game},
        h("h2", {}, f"How to play {title}"),
        *(h("section", {}, h("h3", {}, heading), h("p", {}, text)) for heading, text in sections),
        h("h3", {}, "House rulings"),
        h(
            "p",
            {"class": "help"},
            "Where the published rules are silent or unclear, this site decides as follows.",
        ),
        h(
            "ol",
            {"class": "rulings"},
            *(h("li", {}, h("strong", {}, f"{rule}: "), text) for rule, text in rulings),
        ),
        h("button", {"type": "button", "class": "btn", "data-cmd": "home"}, "Back"),
    )
