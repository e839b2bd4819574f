"""The page's paint (static/js/render.js) morphs the DOM into each new tree of specs: whatever the
trees before, the DOM painted is the one a first paint of the new tree builds."""

from __future__ import annotations

from playwright.sync_api import Page

from e2e.browser import open_app

#: Paints random trees one after another into a scratch element (each a changed copy of the last:
#: children added, dropped, moved, attributes and texts changed, cards and ids among them) and
#: compares each paint with the same tree painted into an empty element. Returns the paints that
#: differed (at most a few, as text).
MORPHS = """(rounds) => {
    let seed = 12345;
    const random = () => (seed = (seed * 1103515245 + 12345) % 2147483648) / 2147483648;
    const pick = (items) => items[Math.floor(random() * items.length)];
    const TAGS = ["div", "span", "button", "p", "ul", "li", "section"];
    const CLASSES = ["", "a", "b", "a b", "b a", "card selected", "card"];
    function attrs() {
        const out = {};
        if (random() < 0.5) out.class = pick(CLASSES);
        if (random() < 0.2) out.id = "n" + Math.floor(random() * 6);
        if (random() < 0.3) out["data-card"] = pick(["7", "7", "W", "15"]);
        if (random() < 0.3) out.title = pick(["x", "y", true]);
        if (random() < 0.2) out.hidden = pick([true, false]);
        return out;
    }
    function tree(depth) {
        if (depth > 3 || random() < 0.25) return pick(["one", "two", "three"]);
        const children = [];
        const count = Math.floor(random() * 5);
        for (let i = 0; i < count; i++) children.push(tree(depth + 1));
        return [pick(TAGS), attrs(), ...children];
    }
    function change(spec, depth) {
        if (typeof spec === "string") return random() < 0.3 ? tree(depth) : spec;
        if (random() < 0.1) return tree(depth);
        const children = spec.slice(2).map((child) => change(child, depth + 1));
        if (random() < 0.3 && children.length) children.splice(Math.floor(random() * children.length), 1);
        if (random() < 0.3) children.splice(Math.floor(random() * (children.length + 1)), 0, tree(depth + 1));
        if (random() < 0.2 && children.length > 1) children.push(children.shift());
        return [random() < 0.05 ? pick(TAGS) : spec[0], random() < 0.3 ? attrs() : spec[1], ...children];
    }
    // Ids are unique in a page: a tree keeps the first of each.
    function unique(specs, seen) {
        return specs.map((spec) => {
            if (typeof spec === "string") return spec;
            const own = { ...spec[1] };
            if (own.id && seen.has(own.id)) delete own.id;
            if (own.id) seen.add(own.id);
            return [spec[0], own, ...unique(spec.slice(2), seen)];
        });
    }
    function text(node) {
        if (node.nodeType === 3) return JSON.stringify(node.nodeValue);
        const names = [...node.attributes].map((a) => a.name + "=" + JSON.stringify(a.value)).sort();
        return "<" + node.localName + " " + names.join(" ") + ">" + [...node.childNodes].map(text).join("") + "</>";
    }
    const inside = (node) => [...node.childNodes].map(text).join("");
    const morphed = document.createElement("div"), fresh = document.createElement("div");
    morphed.id = "paint-morphed";
    fresh.id = "paint-fresh";
    document.body.append(morphed, fresh);
    const wrong = [];
    let specs = [tree(0), tree(0)];
    for (let round = 0; round < rounds; round++) {
        specs = unique(specs.map((spec) => change(spec, 0)), new Set());
        if (random() < 0.2) specs.push(tree(0));
        if (specs.length > 4) specs.shift();
        window.seaRender.replace("paint-fresh", JSON.stringify(specs));
        const wanted = inside(fresh);
        fresh.replaceChildren();
        window.seaRender.replace("paint-morphed", JSON.stringify(specs));
        const got = inside(morphed);
        if (got !== wanted && wrong.length < 3) wrong.push(round + ": " + got + " != " + wanted);
    }
    morphed.remove();
    fresh.remove();
    return wrong;
}"""


def test_a_paint_gives_the_dom_a_first_paint_would(page: Page, base_url: str) -> None:
    open_app(page, base_url)
    assert page.evaluate(MORPHS, 400) == []
