"""Every stone carries the number the words use: hints, refusals, buttons, the log and its
screen-reader name all say "stone 6" of the stone marked 6."""

from __future__ import annotations

from game.ui.element import find_all, text_content
from game.ui.games.shifting_stones.clicks import StonesSelection
from game.ui.games.shifting_stones.table import board
from game.ui.i18n import LANGUAGES, tr


def test_each_stone_shows_its_number_and_is_named_by_it_in_every_language() -> None:
    for lang, _ in LANGUAGES:
        grid = board("FHO/SDD/FTO", StonesSelection(), True, lang)
        stones = find_all(grid, lambda s: s[0] == "button")
        assert len(stones) == 9
        for number, stone in enumerate(stones, 1):
            marks = find_all(stone, lambda s: "stone-mark" in str(s[1].get("class", "")))
            assert [text_content(mark) for mark in marks] == [str(number)]
            label = str(stone[1]["aria-label"])
            assert label.startswith(tr(lang, "stones.cell_label", cell=number, face="").rstrip(": "))
            # the same noun and number as the button that flips it
            assert str(number) in tr(lang, "stones.flip", stone=number)
