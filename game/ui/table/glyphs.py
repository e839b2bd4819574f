"""Our own face symbols for the stones: bold shapes that differ in outline, not only in colour."""

from __future__ import annotations

from functools import partial

from game.ui.element import Spec, h, memo

#: (path data in a 24×24 box, fill colour) per face name.
FACE_GLYPHS: dict[str, tuple[str, str]] = {
    "sun": (
        "M12 7a5 5 0 1 1 0 10a5 5 0 1 1 0-10zM11 1h2v4h-2zM11 19h2v4h-2zM1 11h4v2H1zM19 11h4v2h-4z"
        "M4 5.4l1.4-1.4 2.8 2.8-1.4 1.4zM15.8 17.2l1.4-1.4 2.8 2.8-1.4 1.4z"
        "M4 18.6l2.8-2.8 1.4 1.4-2.8 2.8zM15.8 6.8l2.8-2.8 1.4 1.4-2.8 2.8z",
        "#f2b233",
    ),
    "moon": ("M15 2.5a9.5 9.5 0 1 0 6.5 16.5a7.5 7.5 0 1 1-6.5-16.5z", "#c9d6f2"),
    "fish": (
        "M2 12c3.5-6 11-7 15 0c-4 7-11.5 6-15 0zM16.5 12l5.5-5v10zM6.5 10.5a1.3 1.3 0 1 0 0.1 0z",
        "#49a6e0",
    ),
    "bird": (
        "M1.5 7.5c4.5-.5 8 2 10.5 6c2.5-4 6-6.5 10.5-6c-3 3-6 8.5-10.5 10c-4.5-1.5-7.5-7-10.5-10z",
        "#e5675a",
    ),
    "horse": ("M6 22l1.5-7.5L4 11l2.5-6 5.5-3.5 5 2 3.5 5.5-2 2.5-3.5-2-1 4.5 2.5 8z", "#b0764a"),
    "boat": ("M1.5 15h21l-3.5 6H5zM10.5 2v12H4zM12.5 5l6.5 9h-6.5z", "#e8e2d0"),
    "seed": ("M12 2.5c4.5 5.5 6.5 9.5 6.5 13a6.5 6.5 0 0 1-13 0c0-3.5 2-7.5 6.5-13z", "#d9a441"),
    "tree": ("M12 1.5l7 9.5h-3.5l5 6.5h-7.5V22h-2v-4.5H3.5l5-6.5H5z", "#5fb760"),
}


def face_svg(face: str, css_class: str = "glyph") -> Spec:
    """An inline SVG of a face, hidden from assistive technology (the label says the face)."""
    return memo(("face", face, css_class), partial(_face_svg, face, css_class))


def _face_svg(face: str, css_class: str) -> Spec:
    path, colour = FACE_GLYPHS[face]
    return h(
        "svg",
        {
            "class": f"{css_class} face-{face}",
            "viewBox": "0 0 24 24",
            "aria-hidden": "true",
            "focusable": "false",
        },
        h("path", {"d": path, "fill": colour, "stroke": "#1b1b1b", "stroke-width": "0.8"}),
    )
