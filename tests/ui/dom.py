"""A rendered page read the way the browser tests read the DOM: simple CSS selectors over the
element specs (tags, classes, attributes, descendants), text and attributes."""

from __future__ import annotations

import re
from dataclasses import dataclass

from game.ui.app.page import Page
from game.ui.element import Spec, find_all, text_content

_PART = re.compile(r"([a-z][a-z0-9-]*)|\.([\w-]+)|\[([\w-]+)(?:([\^*$]?=)(?:'([^']*)'|([\w-]+)))?\]")


@dataclass(frozen=True)
class Simple:
    """One compound selector: ``button.btn[data-cmd^='open:']``."""

    tag: str | None
    classes: tuple[str, ...]
    attrs: tuple[tuple[str, str, str], ...]  # (name, operator, value); operator "" = present

    def matches(self, spec: Spec) -> bool:
        tag, attrs = spec[0], spec[1]
        if self.tag is not None and tag != self.tag:
            return False
        if self.classes:
            names = str(attrs.get("class", "")).split()
            if not all(name in names for name in self.classes):
                return False
        for name, op, value in self.attrs:
            if name not in attrs:
                return False
            have = str(attrs[name])
            if (
                (op == "=" and have != value)
                or (op == "^=" and not have.startswith(value))
                or (op == "*=" and value not in have)
                or (op == "$=" and not have.endswith(value))
            ):
                return False
        return True


def _simple(text: str) -> Simple:
    tag, classes, attrs, at = None, [], [], 0
    while at < len(text):
        m = _PART.match(text, at)
        if m is None:
            raise ValueError(f"unsupported selector: {text!r}")
        if m.group(1):
            tag = m.group(1)
        elif m.group(2):
            classes.append(m.group(2))
        else:
            attrs.append((m.group(3), m.group(4) or "", m.group(5) or m.group(6) or ""))
        at = m.end()
    return Simple(tag, tuple(classes), tuple(attrs))


def select(where: Page | Spec | list[Spec], selector: str) -> list[Spec]:
    """Every element matching ``selector`` (compound selectors joined by spaces: descendants)."""
    roots = (
        where.specs if isinstance(where, Page) else [where] if where and isinstance(where[0], str) else where
    )
    found: list[Spec] = list(roots)
    for i, part in enumerate(selector.split()):
        simple = _simple(part)
        inside = [
            d for spec in found for d in (find_all(spec, simple.matches) if i == 0 else _below(spec, simple))
        ]
        found = list({id(d): d for d in inside}.values())
    return found


def _roots(where: Page | Spec | list[Spec]) -> list[Spec]:
    if isinstance(where, Page):
        return where.specs
    return [where] if where and isinstance(where[0], str) else list(where)


def _below(spec: Spec, simple: Simple) -> list[Spec]:
    return [d for child in spec[2:] if not isinstance(child, str) for d in find_all(child, simple.matches)]


def one(where: Page | Spec | list[Spec], selector: str) -> Spec:
    (found,) = select(where, selector)
    return found


def text(where: Page | Spec | list[Spec], selector: str | None = None) -> str:
    """The text of every element matching ``selector`` (the whole page without one)."""
    specs = select(where, selector) if selector else _roots(where)
    return " ".join(text_content(spec) for spec in specs)


def spoken(spec: Spec | str) -> str:
    """What a screen reader reads of ``spec``: what is hidden from it (``aria-hidden``) left out,
    an image (``role=img``) read by its name (``aria-label``), every other text as it is."""
    if isinstance(spec, str):
        return spec
    attrs = spec[1]
    if attrs.get("aria-hidden") in ("true", True):
        return ""
    if attrs.get("role") == "img" and attrs.get("aria-label"):
        return str(attrs["aria-label"])
    return "".join(spoken(child) for child in spec[2:] if child is not None)


def glyphs(where: Page | Spec | list[Spec]) -> list[tuple[Spec, str]]:
    """Every pattern card drawn inside a sentence, with its accessible name."""
    return [(g, attr(g, "aria-label") or "") for g in select(where, "span.card-inline[role=img]")]


def classes(where: Page | Spec | list[Spec]) -> set[str]:
    """Every class name on the page (one pass: what is on screen)."""
    found: set[str] = set()
    for spec in _roots(where):
        for element in find_all(spec, lambda s: "class" in s[1]):
            found.update(str(element[1]["class"]).split())
    return found


def form(where: Page | Spec | list[Spec]) -> dict[str, str]:
    """The values a browser's FormData would read from the forms on the page: text inputs, checked
    radios and boxes, the selected option of each select."""
    values: dict[str, str] = {}
    for field in select(where, "form input[name]"):
        kind = attr(field, "type") or "text"
        if kind in ("radio", "checkbox"):
            if field[1].get("checked"):
                values[str(attr(field, "name"))] = attr(field, "value") or "on"
        elif kind not in ("file", "button", "submit"):
            values[str(attr(field, "name"))] = attr(field, "value") or ""
    for field in select(where, "form select[name]"):
        options = select(field, "option")
        chosen = [o for o in options if o[1].get("selected")] or options[:1]
        if chosen:
            option = chosen[0]
            values[str(attr(field, "name"))] = (
                str(option[1]["value"]) if "value" in option[1] else text(option)
            )
    return values


def attr(spec: Spec, name: str) -> str | None:
    value = spec[1].get(name)
    return None if value is None else str(value)
