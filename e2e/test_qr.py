"""The QR code of a link: drawn by the page from the vendored encoder into any ``[data-qr]``
element, read back by a QR decoder (jsQR, a test-only package) from the pixels it paints."""

from __future__ import annotations

from pathlib import Path

import pytest
from playwright.sync_api import Page

from e2e.conftest import SharedPages

ROOT = Path(__file__).resolve().parent.parent
DECODER = ROOT / "node_modules" / "jsqr" / "dist" / "jsQR.js"

#: Draws ``text`` into a QR box through the page's renderer, as a view's element spec would.
DRAW = """(text) => {
    let host = document.getElementById("qr-test");
    if (!host) { host = document.createElement("div"); host.id = "qr-test"; document.body.appendChild(host); }
    window.seaRender.replace("qr-test", JSON.stringify([["div", {"class": "qr", "data-qr": text}]]));
}"""

#: Paints the drawn SVG at 4 px a module and decodes it.
READ = """async () => {
    const svg = document.querySelector("#qr-test svg");
    const size = Number(svg.getAttribute("viewBox").split(" ")[2]) * 4;
    const image = new Image();
    image.src = "data:image/svg+xml;charset=utf-8," + encodeURIComponent(new XMLSerializer().serializeToString(svg));
    await image.decode();
    const canvas = document.createElement("canvas");
    canvas.width = canvas.height = size;
    const context = canvas.getContext("2d");
    context.drawImage(image, 0, 0, size, size);
    const found = jsQR(context.getImageData(0, 0, size, size).data, size, size);
    return found ? found.data : null;
}"""


@pytest.fixture
def page(shared_pages: SharedPages) -> Page:
    page = shared_pages("scan", bypass_csp=True, viewport={"width": 1280, "height": 900}).open()
    page.add_script_tag(path=str(DECODER))
    return page


@pytest.mark.parametrize("length", [80, 600, 1000])
def test_a_link_drawn_as_a_qr_code_reads_back_whole(page: Page, length: int) -> None:
    head = "https://example.org/#play/shifting-stones/1.1.1/12345/abcdEFGH/pn/-/"
    link = (head + "Zm9vYmFy-_" * 200)[:length]
    page.evaluate(DRAW, link)
    page.wait_for_selector(f"#qr-test [data-qr-drawn='{link}'] svg")
    assert page.evaluate(READ) == link


def test_a_text_too_long_for_any_qr_code_leaves_the_box_empty_and_says_so(page: Page) -> None:
    page.evaluate(DRAW, "x" * 4000)  # a version-40 code holds at most 2,953 bytes
    page.wait_for_selector("#qr-test [data-qr-failed='too-long']", state="attached")
    assert page.locator("#qr-test .qr svg").count() == 0
