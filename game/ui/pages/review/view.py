"""The review screen: the decisions rated so far, the flagged ones, a chart, Stop and Try again."""

from __future__ import annotations

from game.ui.element import Spec
from game.ui.pages.review import ReviewRun
from game.ui.review_view import review_body


def view(run: ReviewRun, lang: str) -> list[Spec]:
    return review_body(run, lang)
