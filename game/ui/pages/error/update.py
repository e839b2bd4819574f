"""The error panel's one message: its report to the clipboard."""

from __future__ import annotations

from game.ui.app.screen import Ctx, Updated, copied
from game.ui.pages.error import Failure, Msg


def update(model: Failure, msg: Msg, ctx: Ctx) -> Updated[Failure]:
    """Copy the report (the only message of the panel)."""
    return copied(model, model.report, ctx.lang)
