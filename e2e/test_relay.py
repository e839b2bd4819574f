"""Play by link in two browser contexts standing for two devices (each its own storage): the link
read from the "Link for <name>" box as the turn passes is the only thing carried between them."""

from __future__ import annotations

import re
from collections.abc import Callable

import pytest
from playwright.sync_api import Page, expect

from e2e.browser import READY, READY_TIMEOUT_MS, open_app
from e2e.conftest import SharedPages
from e2e.test_play import stones_turn

#: turns of one device at most before the game must wait for the other
TURN_STEPS = 60


@pytest.fixture
def other_device(shared_pages: SharedPages) -> Page:
    """A second device's page: a context of its own, so its storage is not the first one's (booted
    once per worker, and opened afresh for each test as a first visit)."""
    return shared_pages("device", service_workers="allow").open()


def set_up(page: Page, game: str, seats: list[tuple[str, str]], seed: str) -> None:
    """A new game of ``seats`` (name, who plays it: human, bot or link)."""
    page.bring_to_front()
    page.click(f"[data-cmd='new:{game}']")
    page.check(f"input[name=players][value='{len(seats)}']")
    for seat, (name, kind) in enumerate(seats):
        page.check(f"input[name=kind{seat}][value={kind}]")
        page.fill(f"input[name=name{seat}]", name)
    expect(page.locator(".relay-trust")).to_contain_text("Friendly play: the link trusts its players")
    page.fill("input[name=seed]", seed)
    page.click(f"[data-cmd='start:{game}']")
    page.wait_for_selector("[data-screen='game']", state="attached")


def link_for(page: Page, name: str) -> str:
    """The whole link in the read-only box named "Link for <name>"."""
    box = page.get_by_role("textbox", name=re.compile(f"^Link for \u2068?{name}"))
    expect(box).to_be_visible()
    expect(box).to_have_attribute("readonly", "")
    url = box.input_value()
    assert re.fullmatch(r"http://[^#]+#play/[A-Za-z0-9_./-]+", url), url
    return url


def open_link(page: Page, url: str) -> None:
    """The link opened on ``page``'s device (a first visit loads the site; later ones only change
    the address, and the test waits until the app has taken the change in). A page whose address
    already is that link (the game it shows) is loaded again."""
    page.bring_to_front()
    same = page.url != url and page.url.split("#")[0] == url.split("#")[0]
    before = page.evaluate("() => window.seaTest ? window.seaTest.hashes : 0") if same else 0
    if page.url == url:
        page.reload()
    else:
        page.goto(url)
    page.wait_for_selector(READY, state="attached", timeout=READY_TIMEOUT_MS)
    if same:
        page.wait_for_function("(n) => window.seaTest.hashes > n", arg=before)
    page.wait_for_selector("[data-screen='game'], .notice", state="attached")
    page.wait_for_function("() => window.seaTest.idle()")


def take_seat(page: Page) -> None:
    """ "Play as" on a device the link asks whose it is (a device that plays the seat already is
    not asked)."""
    arrival = page.locator(".relay-arrival")
    if arrival.count():
        expect(arrival).to_contain_text("trusts its players")
        arrival.get_by_role("button", name=re.compile("^Play as")).click()


#: The box of the first element matching a selector, once it is drawn with a size (in one step in
#: the page, so no repaint comes between finding it and measuring it).
DRAWN_BOX = """(selector) => {
    const element = document.querySelector(selector);
    const box = element && element.getBoundingClientRect();
    return box && box.width > 0 && box.height > 0
        ? {x: box.x, y: box.y, width: box.width, height: box.height} : null;
}"""


def drawn_box(page: Page, selector: str) -> dict[str, float]:
    page.wait_for_function("() => window.seaTest.idle()")
    box: dict[str, float] = page.wait_for_function(DRAWN_BOX, arg=selector).json_value()
    return box


def play_until_sent(page: Page, turn: Callable[[Page], None]) -> None:
    """This device plays (its bots too) until the game is to be sent on, or is over."""
    page.bring_to_front()
    for _ in range(TURN_STEPS):
        page.wait_for_function("() => window.seaTest.idle()")
        if page.locator(".relay-send, .end-screen").count():
            return
        turn(page)
    raise AssertionError("the game never passed to the other device")


def test_a_link_hop_carries_the_game_with_its_qr_code_and_back(
    page: Page, base_url: str, other_device: Page
) -> None:
    """One hop each way in the browser: the link box and its QR code, the question on a device
    that plays no seat yet, none on the way back. (Whole games by link, two and three players
    with a bot, to the end screen and its replay: tests/ui/test_relay_flow.py.)"""
    ann, bob = page, other_device
    open_app(ann, base_url)
    ann.evaluate("() => window.seaTest.scale('Wait', 0)")
    set_up(ann, "shifting-stones", [("Ann", "human"), ("Bob", "link")], "7")
    play_until_sent(ann, stones_turn)
    url = link_for(ann, "Bob")
    expect(ann.locator(".relay-send .qr[role=img]")).to_have_attribute("aria-label", "QR code of the link")
    expect(ann.locator(".relay-send .qr svg")).to_have_count(1)  # drawn by the page
    open_link(bob, url)
    expect(bob.locator(".relay-arrival")).to_contain_text("Bob")
    expect(bob.locator(".hand [data-card]")).to_have_count(0)
    take_seat(bob)
    expect(bob.locator(".hand .pattern").first).to_be_visible()
    play_until_sent(bob, stones_turn)
    back = link_for(bob, "Ann")
    open_link(ann, back)
    expect(ann.locator(".relay-arrival")).to_have_count(0)  # the device plays this seat: no question
    expect(ann.locator(".hand .pattern").first).to_be_visible()
    expect(ann.locator(".relay-away li").first).to_be_visible()


def test_stale_edited_and_other_version_links_and_not_me(
    page: Page, base_url: str, other_device: Page
) -> None:
    ann = page
    open_app(ann, base_url)
    set_up(ann, "shifting-stones", [("Ann", "human"), ("Bob", "link")], "11")
    before = drawn_box(ann, "[role=grid]")
    play_until_sent(ann, stones_turn)
    first = link_for(ann, "Bob")
    # the panel that sends the game on is beside the board, never above it, and the board stays
    # put: the hand, hidden while the game waits for Bob, keeps its cards' room, face down
    after, panel = drawn_box(ann, "[role=grid]"), drawn_box(ann, ".relay-send")
    moved = [side for side in ("x", "y", "width", "height") if abs(before[side] - after[side]) > 2]
    assert not moved, (before, after)
    assert panel["x"] >= after["x"] + after["width"]
    expect(ann.locator(".hidden-hand .card-back")).to_have_count(4)
    bob = other_device
    # an edited link: refused, in words, and nothing stored
    body, _, check = first.rpartition("/")
    edited = f"{body}/{'A' if check[0] != 'A' else 'B'}{check[1:]}"
    open_link(bob, edited)
    expect(bob.locator(".notice")).to_contain_text("damaged")
    assert bob.evaluate("() => Object.keys(localStorage).filter((k) => k.includes('/save/')).length") == 0
    # a link of another version (its check made right): the message names what differs
    newer = bob.evaluate(
        """async (url) => {
            const [site, fragment] = url.split("#");
            const parts = fragment.split("/").slice(0, -1);
            const [format, rules, options] = parts[2].split(".");
            parts[2] = [format, Number(rules) + 1, options].join(".");
            const body = parts.join("/");
            const digest = await crypto.subtle.digest("SHA-256", new TextEncoder().encode(body));
            const b64 = btoa(String.fromCharCode(...new Uint8Array(digest)));
            const check = b64.replace(/\\+/g, "-").replace(/\\//g, "_").slice(0, 8);
            return `${site}#${body}/${check}`;
        }""",
        first,
    )
    open_link(bob, newer)
    expect(bob.locator(".notice")).to_contain_text("newer version")
    expect(bob.locator(".notice")).to_contain_text("rules 2, this site has 1")
    # "Not me": the public table only
    open_link(bob, first)
    bob.get_by_role("button", name="Not me").click()
    expect(bob.locator(".board-area")).to_be_visible()
    expect(bob.locator(".hand [data-card]")).to_have_count(0)
    # Bob on his own device plays, and sends the game back
    open_link(bob, first)
    bob.get_by_role("button", name=re.compile("^Play as")).click()
    play_until_sent(bob, stones_turn)
    back = link_for(bob, "Ann")
    # Copy, inside the click: the link is on the clipboard, and the move is out (no more Undo)
    bob.context.grant_permissions(["clipboard-read", "clipboard-write"], origin=base_url.rstrip("/"))
    has_share = bob.evaluate("() => typeof navigator.share === 'function'")
    expect(bob.locator(".relay-send [data-cmd='relay-share']")).to_have_count(1 if has_share else 0)
    expect(bob.locator(".relay-send [data-cmd='undo']")).to_have_count(1)
    board = bob.locator("[role=grid]").bounding_box()
    bob.locator(".relay-send").get_by_role("button", name="Copy").click()
    expect(bob.locator(".relay-send .relay-sent")).to_contain_text("Link copied")
    assert bob.locator("[role=grid]").bounding_box() == board  # what is said there moves nothing
    assert bob.evaluate("() => navigator.clipboard.readText()") == back
    expect(bob.locator(".relay-send [data-cmd='undo']")).to_have_count(0)
    expect(bob.locator(".relay-send .relay-out")).to_contain_text("can no longer be undone")
    open_link(ann, back)
    expect(ann.locator(".relay-arrival")).to_have_count(0)  # Ann's device plays Ann: no question
    # the link Ann sent before is older than her game now: nothing changes
    moves = ann.locator(".log li").count()
    open_link(ann, first)
    expect(ann.locator(".message").first).to_contain_text("older than the game on this device")
    ann.bring_to_front()
    ann.click("[data-cmd='home']")
    expect(ann.locator(".save-list")).to_contain_text("Your move")
    ann.click(".save-list [data-cmd^='open:']")
    ann.wait_for_selector(".controls")
    expect(ann.locator(".log li")).to_have_count(moves)
