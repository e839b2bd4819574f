"""The error panel's one message: its report to the clipboard."""

from __future__ import annotations

from game.ui.pages.error import Failure, Msg
from game.ui.stepped import Ctx, Stepped, copied


def update(model: Failure, msg: Msg, ctx: Ctx) -> Stepped[Failure]:
    """Copy the report (the only message of the panel)."""
    return copied(model, model.report, ctx.lang)
