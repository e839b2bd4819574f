"""Motion at the table: each move moves what it moved (150–350 ms, transforms only), from where it
came to where it went, the bots' too, step by step at the pace; the board never moves sideways
(not even when the Start card appears); reduced motion and the "Instant" pace turn every move's
animation off; the played card and the payment look different; a wild's number is chosen at its
cell in one step."""

from __future__ import annotations

import json
import re
from collections.abc import Iterator
from typing import Any

import pytest
from playwright.sync_api import Page, expect

from e2e.browser import READY, READY_TIMEOUT_MS, booted
from e2e.conftest import RESET, ConsoleLog, SharedPages
from e2e.test_a11y import serious_violations

#: Every call to Element.animate is recorded: its duration and delay, the element's classes, its
#: centre and width as laid out (no animation of its own applied yet), its keyframes, whether it is
#: a copy in the motion layer, the board cell it is in, its accessible name (a copy's: that of what
#: it copies), and the move count and the last move's kind on the page as it started.
RECORD = """
window.__animations = [];
const animate = Element.prototype.animate;
Element.prototype.animate = function (frames, options) {
  const timing = typeof options === "number" ? { duration: options } : options;
  const box = this.getBoundingClientRect();
  const cell = this.closest("[data-cell]");
  const main = document.querySelector("main[data-moves]");
  window.__animations.push({
    duration: timing.duration, delay: timing.delay || 0,
    target: String(this.className.baseVal ?? this.className),
    x: box.x + box.width / 2, y: box.y + box.height / 2, width: box.width,
    frames: frames.map((frame) => Object.assign({}, frame)),
    layer: !!this.closest("#motion-layer"),
    cell: cell ? cell.getAttribute("data-cell") : null,
    label: this.getAttribute("aria-label") ?? this.firstElementChild?.getAttribute("aria-label") ?? null,
    moves: main ? Number(main.dataset.moves) : null,
    last: main ? main.dataset.last || null : null,
    said: document.getElementById("status-text")?.textContent ?? null,
  });
  return animate.call(this, frames, options);
};
"""

#: After every repaint of the game (a paint changes the page's DOM where it differs, so any change
#: in ``#app`` is one): the move count and where the board is.
WATCH_BOARD = """() => {
  window.__boards = [];
  new MutationObserver(() => {
    const main = document.querySelector("main[data-moves]");
    const board = document.querySelector("#app [role=grid]");
    if (!main || !board) return;
    const box = board.getBoundingClientRect();
    window.__boards.push({
      moves: Number(main.dataset.moves), x: box.x, width: box.width,
      start: !!document.querySelector(".slot.start.placed"),
    });
  }).observe(document.getElementById("app"), { childList: true, subtree: true, attributes: true, characterData: true });
}"""


#: Every animation and transition on the page has finished.
SETTLED = "() => document.getAnimations().length === 0"


#: Forgets the animations recorded for the last test on a shared page, and stops its watching.
FORGET = """() => {
  window.__animations = []; window.__boards = [];
  if (window.__watching) window.__watching.disconnect();
}"""


@pytest.fixture
def desk(shared_pages: SharedPages, console: ConsoleLog) -> Iterator[Page]:
    page = shared_pages("desk", RECORD, viewport={"width": 1366, "height": 768}).open("/", FORGET)
    page.on("console", console.on_console)
    page.on("pageerror", console.on_page_error)
    yield page
    page.remove_listener("console", console.on_console)
    page.remove_listener("pageerror", console.on_page_error)


@pytest.fixture
def calm(shared_pages: SharedPages) -> Page:
    """A player who prefers reduced motion."""
    return shared_pages("desk", RECORD, viewport={"width": 1366, "height": 768}).open(
        "/", FORGET, motion="reduce"
    )


def open_table(
    page: Page, base_url: str, game: str, seed: int, kinds: list[str], options: str = "{}"
) -> None:
    """The setup of a deal opened from its link, as a first visit to that address would."""
    if booted(page, base_url):
        page.evaluate(FORGET)
        page.evaluate(RESET, f"/#{game}?seed={seed}&players={len(kinds)}&options={options}")
    else:
        page.goto(f"{base_url}#{game}?seed={seed}&players={len(kinds)}&options={options}")
    page.wait_for_selector(READY, state="attached", timeout=READY_TIMEOUT_MS)
    for seat, kind in enumerate(kinds):
        page.check(f"input[name=kind{seat}][value={kind}]")
    page.click(f"[data-cmd='start:{game}']")
    page.wait_for_selector("[data-screen='game'] [role=grid]", state="visible")


def moves(page: Page) -> int:
    return int(page.locator("main").get_attribute("data-moves") or 0)


def animations(page: Page) -> list[float]:
    """The duration of every animation the page has started."""
    found: list[float] = page.evaluate("() => window.__animations.map((a) => a.duration)")
    return found


def animated(page: Page, start: int = 0) -> list[str]:
    """The classes of the elements animated since the ``start``-th animation."""
    found: list[str] = page.evaluate(
        "(start) => window.__animations.slice(start).map((a) => a.target)", start
    )
    return found


def recorded(page: Page, start: int = 0) -> list[dict[str, Any]]:
    """Every animation the page has started since the ``start``-th, as ``RECORD`` keeps it."""
    found: list[dict[str, Any]] = page.evaluate("(start) => window.__animations.slice(start)", start)
    return found


TRANSLATE = re.compile(r"translate\((-?[\d.]+)px, (-?[\d.]+)px\)(?: scale\(([\d.]+)\))?")


def offset(frame: dict[str, Any]) -> tuple[float, float, float]:
    """How far a keyframe moves its element (x, y) and scales it; none for ``none``."""
    match = TRANSLATE.search(str(frame.get("transform", "none")))
    if not match:
        return 0.0, 0.0, 1.0
    return float(match[1]), float(match[2]), float(match[3] or 1)


def came_from(animation: dict[str, Any]) -> tuple[float, float]:
    """Where an element that flies in is at its first keyframe (the centre of its box there)."""
    dx, dy, _ = offset(animation["frames"][0])
    return animation["x"] + dx, animation["y"] + dy


def went_to(animation: dict[str, Any]) -> tuple[float, float]:
    """Where a copy that travels away is at its last keyframe (the centre of its box there)."""
    dx, dy, _ = offset(animation["frames"][-1])
    return animation["x"] + dx, animation["y"] + dy


def centre(page: Page, selector: str) -> tuple[float, float]:
    box = page.locator(selector).first.bounding_box()
    assert box is not None, selector
    return box["x"] + box["width"] / 2, box["y"] + box["height"] / 2


def near(a: tuple[float, float], b: tuple[float, float], within: float = 2.5) -> bool:
    return abs(a[0] - b[0]) <= within and abs(a[1] - b[1]) <= within


def transforms_only(found: list[dict[str, Any]]) -> None:
    """Every animation moves, turns, scales or fades its element (nothing that lays a page out),
    in 150–350 ms."""
    for animation in found:
        for frame in animation["frames"]:
            assert set(frame) <= {"transform", "opacity", "offset"}, animation
        assert 150 <= animation["duration"] <= 350, animation


def running(page: Page) -> int:
    count: int = page.evaluate("() => document.getAnimations().length")
    return count


def play_a_free_island(page: Page) -> None:
    page.locator(".hand .tcard.island").first.click()
    page.locator(".cell.target:has(.cost:text('free'))").first.click()


def test_a_placed_island_flies_from_the_hand_to_its_cell(
    desk: Page, base_url: str, console: ConsoleLog
) -> None:
    open_table(desk, base_url, "tranquility", 7, ["human"])
    start = len(animations(desk))
    hand = desk.locator(".hand .tcard").count()
    desk.locator(".hand .tcard.island").first.click()
    desk.wait_for_function(SETTLED)  # the held card is lifted
    held = centre(desk, ".hand .tcard.selected")
    desk.locator(".cell.target:has(.cost:text('free'))").first.click()
    expect(desk.locator(".hand .tcard")).to_have_count(hand)  # played one, drew one
    assert moves(desk) == 1
    desk.wait_for_function("(n) => window.__animations.length > n", arg=start)
    made = recorded(desk, start)
    transforms_only(made)
    # The Island that landed flies from the card held in the hand to its cell, as large as the card.
    [landed] = [a for a in made if {"cell", "recent"} <= set(a["target"].split())]
    assert near(came_from(landed), held), (landed, held)
    assert landed["frames"][-1]["transform"] == "none"
    assert landed["cell"] == desk.locator(".cell.recent").evaluate("(b) => b.parentElement.dataset.cell")
    # The card drawn arrived in the hand; nothing else on the board moved.
    assert any("tcard" in a["target"].split() and not a["layer"] for a in made), made
    assert [a for a in made if a["cell"] is not None] == [landed]
    assert console.errors == []


def test_a_bots_island_travels_from_its_seat_to_its_cell(desk: Page, base_url: str) -> None:
    open_table(desk, base_url, "tranquility", 7, ["human", "bot"])
    play_a_free_island(desk)
    desk.wait_for_function(SETTLED)
    start = len(animations(desk))
    expect(desk.locator("main")).to_have_attribute("data-moves", "2", timeout=30_000)
    desk.wait_for_function("(n) => window.__animations.some((a, i) => i >= n && a.moves === 2)", arg=start)
    made = [a for a in recorded(desk, start) if a["moves"] == 2]
    transforms_only(made)
    [landed] = [a for a in made if {"cell", "recent"} <= set(a["target"].split())]
    # From the bot's seat chip (its hand is there), small, to the cell it played.
    assert near(came_from(landed), centre(desk, ".seat-chips > li:nth-child(2)")), landed
    assert offset(landed["frames"][0])[2] == pytest.approx(0.5)
    assert landed["cell"] == desk.locator(".cell.recent").evaluate("(b) => b.parentElement.dataset.cell")
    # The viewer's hand did not move: the bot's move is the bot's.
    assert not [a for a in made if "tcard" in a["target"].split() and not a["layer"]], made


def test_a_discard_goes_to_the_discard_pile(desk: Page, base_url: str) -> None:
    open_table(desk, base_url, "tranquility", 7, ["human"])
    desk.click("[data-cmd='discard-two']")
    cards = desk.locator(".hand .tcard")
    chosen = [cards.nth(0).get_attribute("data-card"), cards.nth(1).get_attribute("data-card")]
    cards.nth(0).click()
    cards.nth(1).click()
    desk.wait_for_function(SETTLED)
    where = [centre(desk, f".hand .tcard[data-card='{card}']") for card in chosen]
    start = len(animations(desk))
    desk.click("[data-cmd='confirm']")
    expect(desk.locator("[data-pile=discard]")).to_have_text("2")
    desk.wait_for_function("(n) => window.__animations.some((a, i) => i >= n && a.layer)", arg=start)
    made = recorded(desk, start)
    transforms_only(made)
    gone = [a for a in made if a["layer"]]
    # Each discarded card leaves its place in the hand for the count of discards (face down).
    assert len(gone) == 2, gone
    pile = centre(desk, "[data-pile=discard]")
    for animation, place in zip(gone, where, strict=True):
        assert near((animation["x"], animation["y"]), place), (animation, place)
        assert near(went_to(animation), pile), (animation, pile)
        assert animation["frames"][-1]["opacity"] == 0
    assert not [a for a in made if a["cell"] is not None]  # the sea did not move


def test_selecting_a_card_replays_nothing_on_the_board(desk: Page, base_url: str) -> None:
    open_table(desk, base_url, "tranquility", 7, ["human"])
    before = len(animations(desk))
    play_a_free_island(desk)
    # the move's own motion started and over before the selection is watched
    desk.wait_for_function("(n) => window.__animations.length > n", arg=before)
    desk.wait_for_function(SETTLED)
    start = len(animations(desk))
    desk.locator(".hand .tcard.island").first.click()
    expect(desk.locator(".hand .tcard.selected")).to_have_count(1)
    # Only the held card lifts: the last move's cell does not settle in again.
    assert not any("cell" in t.split() for t in animated(desk, start))


def test_a_shift_slides_the_two_stones_into_each_others_place(desk: Page, base_url: str) -> None:
    open_table(desk, base_url, "shifting-stones", 7, ["human"])
    four, five = centre(desk, "[data-cell='4'] > button"), centre(desk, "[data-cell='5'] > button")
    desk.click("[data-cmd='tile:4']")
    desk.click("[data-cmd='tile:5']")
    desk.wait_for_function(SETTLED)
    payment = desk.locator(".hand .pattern").first
    paid, paid_at = payment.get_attribute("data-card"), centre(desk, ".hand .pattern")
    start = len(animations(desk))
    payment.click()  # pays for the swap
    expect(desk.locator(".stone.recent")).to_have_count(2)
    desk.wait_for_function("(n) => window.__animations.length > n + 1", arg=start)
    made = recorded(desk, start)
    transforms_only(made)
    stones = {a["cell"]: a for a in made if "stone" in a["target"].split() and not a["layer"]}
    # Each stone slides from the other's place into its own.
    assert set(stones) == {"4", "5"}, made
    assert near(came_from(stones["4"]), five) and near(came_from(stones["5"]), four), stones
    assert all(a["frames"][-1]["transform"] == "none" for a in stones.values())
    # The card paid goes from the hand to the discard pile.
    [card] = [a for a in made if a["layer"]]
    assert near((card["x"], card["y"]), paid_at) and near(went_to(card), centre(desk, ".discard-pile"))
    expect(desk.locator(f".hand .pattern[data-card='{paid}']")).to_have_count(0)
    # No other stone moved.
    assert {a["cell"] for a in made if a["cell"] is not None} == {"4", "5"}


def test_an_undo_moves_back_nothing_but_the_hand(desk: Page, base_url: str) -> None:
    """An undo takes the move back: the stones are simply where they were, and the card paid is
    back in the hand (it drops in where it belongs: it does not come from the deck)."""
    open_table(desk, base_url, "shifting-stones", 7, ["human"])
    desk.click("[data-cmd='tile:4']")
    desk.click("[data-cmd='tile:5']")
    desk.locator(".hand .pattern").first.click()
    expect(desk.locator(".stone.recent")).to_have_count(2)
    desk.wait_for_function(SETTLED)
    deck = centre(desk, "[data-pile=deck]")
    start = len(animations(desk))
    desk.click("[data-key='u']")
    expect(desk.locator("main")).to_have_attribute("data-moves", "0")
    desk.wait_for_function("(n) => window.__animations.length > n", arg=start)
    made = recorded(desk, start)
    transforms_only(made)
    assert not [a for a in made if a["cell"] is not None or a["layer"]], made
    assert not [a for a in made if near(came_from(a), deck, 20)], made


def test_a_flip_turns_the_stone_over(desk: Page, base_url: str) -> None:
    open_table(desk, base_url, "shifting-stones", 7, ["human"])
    before = desk.locator("[data-cell='0'] > button").get_attribute("aria-label")
    where = centre(desk, "[data-cell='0'] > button")
    desk.click("[data-cmd='tile:0']")
    desk.click("[data-cmd='flip']")
    start = len(animations(desk))
    desk.locator(".hand .pattern").first.click()
    expect(desk.locator(".stone.recent")).to_have_count(1)
    desk.wait_for_function("(n) => window.__animations.length > n + 1", arg=start)
    made = recorded(desk, start)
    transforms_only(made)
    after = desk.locator("[data-cell='0'] > button").get_attribute("aria-label")
    assert before != after
    # The old face turns away to its edge, then the new face turns in from the other edge.
    [old] = [a for a in made if "turning" in a["target"].split()]
    assert old["layer"] and old["label"] == before and near((old["x"], old["y"]), where), old
    assert [f["transform"] for f in old["frames"]] == [
        "perspective(600px) rotateY(0deg)",
        "perspective(600px) rotateY(90deg)",
    ]
    [new] = [a for a in made if a["cell"] == "0"]
    assert new["label"] == after and not new["layer"]
    assert [f["transform"] for f in new["frames"]] == [
        "perspective(600px) rotateY(-90deg)",
        "perspective(600px) rotateY(0deg)",
    ]
    assert new["delay"] == old["duration"]  # one turn: the new face once the old one is edge-on
    assert {a["cell"] for a in made if a["cell"] is not None} == {"0"}


def test_a_scored_card_leaves_the_hand_for_its_owners_seat(desk: Page, base_url: str) -> None:
    open_table(desk, base_url, "shifting-stones", 7, ["human", "bot"])
    scorable = desk.locator(".hand .pattern.scorable").first
    card = scorable.get_attribute("data-card")
    scorable.click()
    desk.wait_for_function(SETTLED)
    held = centre(desk, f".hand .pattern[data-card='{card}']")
    start = len(animations(desk))
    desk.click(".controls [data-action^='score:']")
    expect(desk.locator(f".hand .pattern[data-card='{card}']")).to_have_count(0)
    desk.wait_for_function("(n) => window.__animations.some((a, i) => i >= n && a.layer)", arg=start)
    made = recorded(desk, start)
    transforms_only(made)
    [scored] = [a for a in made if a["layer"]]
    assert scored["last"] == "score"
    assert near((scored["x"], scored["y"]), held), (scored, held)
    assert near(went_to(scored), centre(desk, ".seat-chips > li:nth-child(1)")), scored
    assert not [a for a in made if a["cell"] is not None]  # the stones did not move


#: The status line's words and the moves landing, each with its time (the page's clock).
WATCH_TURN = """() => {
  if (window.__watching) window.__watching.disconnect();
  window.__said = []; window.__landed = [];
  const main = document.querySelector("main[data-moves]");
  let moves = main.dataset.moves, text = null;
  const watching = new MutationObserver(() => {
    const now = document.querySelector("main[data-moves]");
    const status = document.getElementById("status-text");
    if (now && now.dataset.moves !== moves && now.dataset.by) {
      moves = now.dataset.moves;
      const grid = document.querySelector("#app [role=grid]").getBoundingClientRect();
      const buttons = document.querySelector(".panel-buttons").getBoundingClientRect();
      const centre = (selector) => {
        const found = document.querySelector(selector);
        if (!found) return null;
        const box = found.getBoundingClientRect();
        return [box.x + box.width / 2, box.y + box.height / 2];
      };
      window.__landed.push({ moves: Number(moves), last: now.dataset.last, by: now.dataset.by,
        drew: Number(now.dataset.drew || 0), t: performance.now(),
        seat: centre(`.seat-chips > li:nth-child(${Number(now.dataset.by) + 1})`),
        pile: centre(".discard-pile") ?? centre("[data-pile=discard]"), paid: Number(now.dataset.paid || 0),
        deck: centre("[data-pile=deck]") ?? [0, 0], board: centre("#app [role=grid]"),
        boxes: [grid.x, grid.y, grid.width, grid.height, buttons.x, buttons.y, buttons.width, buttons.height] });
    }
    if (status && status.textContent !== text) {
      text = status.textContent;
      window.__said.push({ text: text, moves: Number(moves) });
    }
  });
  watching.observe(document.getElementById("app"), { childList: true, subtree: true, attributes: true, characterData: true });
  window.__watching = watching;
}"""


def test_a_bots_discards_go_from_its_seat_to_the_discard_pile(desk: Page, base_url: str) -> None:
    """A table of two Tranquility bots: the cards a bot gives up (toward the Start, or to pay for a
    play) travel face down from its seat chip to the count of discards, one after another."""
    open_table(desk, base_url, "tranquility", 3, ["bot", "bot"])
    desk.evaluate(WATCH_TURN)
    desk.wait_for_function("() => window.__landed.some((m) => m.paid > 0)", timeout=90_000)
    desk.click("[data-cmd='watch-pause']")  # the table waits
    desk.wait_for_function(SETTLED)
    move = next(m for m in desk.evaluate("() => window.__landed") if m["paid"] > 0)
    made = [a for a in recorded(desk) if a["moves"] == move["moves"]]
    transforms_only(made)
    backs = [a for a in made if a["layer"]]
    assert len(backs) == move["paid"], (move, made)
    for back in backs:
        assert {"motion-card", "back"} <= set(back["target"].split())  # face down
        assert near((back["x"], back["y"]), tuple(move["seat"])), (back, move)
        assert near(went_to(back), tuple(move["pile"])), (back, move)
    assert sorted(a["delay"] for a in backs) == [a["delay"] for a in backs]
    assert max(a["delay"] + a["duration"] for a in backs) < 450
    # While they travel, the status line names the move and the bot that made it.
    who = desk.locator(".seat-chips .chip-name").nth(int(move["by"])).inner_text().strip("\u2068\u2069 ")
    said = [(a["said"] or "").replace("\u2068", "").replace("\u2069", "") for a in made]
    words = ("plays", "discards", "gives", "play", "discard", "give")
    assert all(w.startswith(who + " ") and any(k in w for k in words) for w in said), (said, who, move)


#: What the status line says of each kind of a bot's move, from when it lands.
SAYS = {
    "swap": "swaps stones",
    "flip": "flips stone",
    "score": "scores",
    "end": "ends the turn",
    "skip": "skips and draws",
}


def test_a_bots_turn_plays_step_by_step_at_the_pace(desk: Page, base_url: str, console: ConsoleLog) -> None:
    """A Stones bot's turn of several steps: each is said on the status line before it lands, lands
    half a second (the normal pace) or more after the one before, and moves what it moved (and
    only that) before the next lands: stones slide or turn, the card paid goes from the bot's seat
    to the discard pile, a scored card rises from the stones to the bot's seat, the cards drawn
    come from the deck to the seat."""
    open_table(desk, base_url, "shifting-stones", 7, ["human", "bot"])
    desk.evaluate(WATCH_TURN)
    start = len(animations(desk))
    desk.click("[data-action='skip']")
    expect(desk.locator(".status-line")).to_have_attribute("data-status", "you", timeout=60_000)
    desk.wait_for_function(SETTLED)
    landed = [m for m in desk.evaluate("() => window.__landed") if m["by"] == "1"]
    said = desk.evaluate("() => window.__said")
    made = recorded(desk, start)
    transforms_only(made)
    kinds = [m["last"] for m in landed]
    assert len(landed) >= 3 and kinds[-1] == "end" and {"score"} & set(kinds), kinds
    for step, move in enumerate(landed):
        # where the bot's seat chip, the discard pile, the deck and the board were as it landed
        seat, pile, deck, board = (tuple(move[place]) for place in ("seat", "pile", "deck", "board"))
        # Said as it landed, by name and kind, and never before: the words the line held while
        # the move before it was the last never name it.
        words = [s["text"] for s in said if s["moves"] == move["moves"]]
        assert words and "Player 2" in words[0] and SAYS[move["last"]] in words[0], (move, words)
        before = [s["text"] for s in said if s["moves"] == move["moves"] - 1]
        if step and move["last"] != landed[step - 1]["last"]:
            assert not any(SAYS[move["last"]] in w for w in before), (move, before)
        # At the pace: half a second or more after the move before it.
        if step:
            assert move["t"] - landed[step - 1]["t"] >= 450, (landed[step - 1], move)
        # Nothing else on the page moved: the board and the panel's buttons keep their boxes.
        assert move["boxes"] == landed[0]["boxes"]
        own = [a for a in made if a["moves"] == move["moves"]]
        assert own, move
        # While it moves, the status line names it: each of its animations starts with its words.
        assert all("Player 2" in a["said"] and SAYS[move["last"]] in a["said"] for a in own), (move, own)
        # Everything it moved has finished moving before the next move lands.
        assert max(a["delay"] + a["duration"] for a in own) < 450
        copies = [a for a in own if a["layer"]]
        stones = [a for a in own if a["cell"] is not None and not a["layer"]]
        if move["last"] == "swap":
            assert len(stones) == 2 and all(offset(a["frames"][0])[:2] != (0, 0) for a in stones)
        if move["last"] == "flip":
            assert len(stones) == 1 and "rotateY" in stones[0]["frames"][0]["transform"]
        if move["last"] in ("swap", "flip"):
            [paid] = [a for a in copies if "turning" not in a["target"].split()]
            assert near((paid["x"], paid["y"]), seat) and near(went_to(paid), pile), paid
        if move["last"] == "score":
            [scored] = copies
            assert not stones and "face" in scored["target"].split()
            assert near((scored["x"], scored["y"]), board) and near(went_to(scored), seat), scored
        if move["last"] == "end":
            assert move["drew"] > 0 and len(copies) == move["drew"], (move, copies)
            for drawn in copies:
                assert "back" in drawn["target"].split()
                assert near((drawn["x"], drawn["y"]), deck) and near(went_to(drawn), seat), drawn
    assert console.errors == []


def test_bots_moves_animate_and_the_board_never_shifts(
    desk: Page, base_url: str, console: ConsoleLog
) -> None:
    """A table of two bots at the normal pace: each move animates; the sea stays where it is from
    the first move to the Start card's arrival and after."""
    open_table(desk, base_url, "tranquility", 3, ["bot", "bot"])
    desk.evaluate(WATCH_BOARD)
    expect(desk.locator(".slot.start.placed")).to_be_visible(timeout=90_000)
    desk.wait_for_function(
        "() => window.__boards.some((b) => b.start) && Number(document.querySelector('main').dataset.moves) > 2"
    )
    boards = desk.evaluate("() => window.__boards")
    assert len({b["moves"] for b in boards}) > 2
    assert len({round(b["x"], 1) for b in boards}) == 1, boards
    assert len({round(b["width"], 1) for b in boards}) == 1, boards
    made = animations(desk)
    assert made and all(150 <= d <= 350 for d in made)
    assert console.errors == []


def every_kind_of_move(page: Page, base_url: str, pace: str = "normal") -> None:
    """At the bots' ``pace``: an Island placed and a bot's placed after it, a discard; a score, a
    Shift, a Flip and a bot's whole turn: each move applied (the page says so) as it is made."""
    open_table(page, base_url, "tranquility", 7, ["human", "bot"])
    page.select_option("[data-change='pace']", pace)
    expect(page.locator("main")).to_have_attribute("data-pace", pace)
    play_a_free_island(page)
    expect(page.locator(".cell.recent")).to_have_count(1)
    expect(page.locator("main")).to_have_attribute("data-moves", "2", timeout=30_000)
    page.locator(".hand .tcard.island").first.click()  # a card lifted, nothing else
    page.click("[data-cmd='cancel']")
    page.click("[data-cmd='discard-two']")
    page.locator(".hand .tcard").nth(0).click()
    page.locator(".hand .tcard").nth(1).click()
    page.click("[data-cmd='confirm']")
    expect(page.locator("[data-pile=discard]")).to_have_text("2")
    open_table(page, base_url, "shifting-stones", 7, ["human", "bot"])
    page.select_option("[data-change='pace']", pace)
    expect(page.locator("main")).to_have_attribute("data-pace", pace)
    page.locator(".hand .pattern.scorable").first.click()
    page.click(".controls [data-action^='score:']")
    expect(page.locator("main")).to_have_attribute("data-last", "score")
    page.click("[data-cmd='tile:4']")
    page.click("[data-cmd='tile:5']")
    page.locator(".hand .pattern").first.click()
    expect(page.locator(".stone.recent")).to_have_count(2)
    page.click("[data-cmd='tile:0']")
    page.click("[data-cmd='flip']")
    page.locator(".hand .pattern").first.click()
    expect(page.locator(".stone.recent")).to_have_count(1)
    page.click("[data-action='end']")
    expect(page.locator(".status-line")).to_have_attribute("data-status", "you", timeout=60_000)
    assert moves(page) > 5  # the bot's turn was played


def test_reduced_motion_runs_no_animation(calm: Page, base_url: str) -> None:
    every_kind_of_move(calm, base_url)
    assert running(calm) == 0
    assert animations(calm) == []


def test_at_the_instant_pace_moves_are_applied_at_once_unanimated(desk: Page, base_url: str) -> None:
    every_kind_of_move(desk, base_url, "instant")
    assert desk.locator("main").get_attribute("data-pace") == "instant"
    assert running(desk) == 0
    assert animations(desk) == []


def test_the_held_card_is_lifted_and_the_payment_says_pay(desk: Page, base_url: str) -> None:
    open_table(desk, base_url, "tranquility", 7, ["human"])
    card = desk.locator(".hand .tcard").first
    card.click()
    desk.wait_for_function(SETTLED)  # the lift's transition has ended
    assert (
        desk.locator(".hand .tcard.selected").evaluate("(b) => getComputedStyle(b).translate") == "0px -10px"
    )
    desk.click("[data-cmd='cancel']")
    desk.click("[data-cmd='discard-two']")
    expect(desk.locator(".pay-counter")).to_have_text("0 of 2 chosen")
    desk.locator(".hand .tcard").nth(1).click()
    expect(desk.locator(".pay-counter")).to_have_text("1 of 2 chosen")
    paying = desk.locator(".hand .tcard.paying")
    expect(paying).to_have_count(1)
    expect(paying).to_have_attribute("data-mark", "pay")
    # A payment is not lifted: it is marked, not played.
    assert paying.evaluate("(b) => getComputedStyle(b).translate") in ("none", "0px")


def test_a_wild_takes_its_number_at_the_cell_in_one_step_by_keyboard(desk: Page, base_url: str) -> None:
    open_table(desk, base_url, "tranquility", 31, ["human"], json.dumps({"wild_cards": 2}))
    wild = desk.locator(".hand .tcard.wild")
    expect(wild).to_have_count(1)
    desk.keyboard.press(wild.get_attribute("data-key") or "")
    cell = desk.locator("[data-cell='14'] > button")
    cell.focus()
    desk.keyboard.press("Enter")
    popover = desk.locator("[data-cell='14'] .wild-popover")
    expect(popover).to_be_visible()
    first = popover.locator("[data-cmd^='wild:']").first
    expect(first).to_be_focused()
    expect(first).to_contain_text("free")
    # Inside the screen: no sideways scroll.
    assert desk.evaluate("() => document.documentElement.scrollWidth <= window.innerWidth")
    desk.keyboard.press("Escape")
    expect(popover).to_have_count(0)
    expect(desk.locator(".hand .tcard.wild.selected")).to_have_count(1)  # still held
    cell.focus()
    desk.keyboard.press("Enter")
    expect(popover.locator("[data-cmd^='wild:']").first).to_be_focused()
    desk.keyboard.press("ArrowRight")
    expect(popover.locator("[data-cmd='wild:2']")).to_be_focused()
    desk.keyboard.press("Enter")
    expect(desk.locator("main")).to_have_attribute("data-moves", "1")
    expect(desk.locator("[data-cell='14'] > button")).to_contain_text("2")


def test_the_wild_choice_and_the_payment_are_axe_clean_with_large_targets(
    shared_pages: SharedPages, base_url: str
) -> None:
    page = shared_pages("scan", bypass_csp=True, viewport={"width": 1280, "height": 900}).open()
    open_table(page, base_url, "tranquility", 31, ["human"], json.dumps({"wild_cards": 2}))
    page.locator(".hand .tcard.wild").click()
    page.locator("[data-cell='20'] > button").click()
    expect(page.locator(".wild-popover")).to_be_visible()
    assert serious_violations(page) == []
    small = page.evaluate(
        """() => [...document.querySelectorAll('.wild-popover button')]
          .map((e) => e.getBoundingClientRect()).filter((r) => r.width < 24 || r.height < 24).length"""
    )
    assert small == 0
    page.keyboard.press("Escape")
    page.click("[data-cmd='cancel']")
    page.click("[data-cmd='discard-two']")
    page.locator(".hand .tcard").first.click()
    expect(page.locator(".hand .tcard.paying")).to_have_count(1)
    assert serious_violations(page) == []
