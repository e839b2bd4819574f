"""The end of a game beside its final board, at every viewport we design for: a lost and a won
game of each game name the outcome in words with the final board in view, at a useful size, and
Play again in reach without scrolling; the celebration plays once as a game ends (warm for a win,
gentle for a loss), never under reduced motion. The finished games are played by bots here and imported, so no test clicks a whole game."""

from __future__ import annotations

from collections.abc import Iterator
from pathlib import Path

import pytest
from playwright.sync_api import FloatRect, Page, expect

from e2e import test_steady
from e2e.conftest import SharedPages
from e2e.test_layout import VIEWPORTS
from e2e.test_motion import FORGET, RECORD
from game.ui.storage.saves import save_text
from tests.ui.test_endings import finished
from tests.ui.test_flows import one_move_from_the_end

BOARD = "[data-screen='game'] [role=grid]"

#: (name, game, players, seed, bot level, the verdict said) of the finished games looked at
ENDINGS = [
    ("tranquility-lost", "tranquility", 3, 1, "normal", "Your team lost"),
    ("tranquility-won", "tranquility", 1, 1, "hard", "You won"),
    ("stones-won", "shifting-stones", 2, 1, "normal", "You won"),
    ("stones-lost", "shifting-stones", 2, 2, "normal", "You lost"),
]

#: Notes whether a celebration layer was ever added to the page (it removes itself when done).
WATCH_CELEBRATION = """() => {
    window.__celebrations = [];
    if (window.__celebrationWatch) return;
    window.__celebrationWatch = new MutationObserver((changes) => {
        for (const change of changes) for (const node of change.addedNodes) {
            if (node.classList && node.classList.contains("end-celebration")) {
                window.__celebrations.push(node.className);
            }
        }
    });
    window.__celebrationWatch.observe(document.body, { childList: true });
}"""


@pytest.fixture(scope="module")
def saves(tmp_path_factory: pytest.TempPathFactory) -> dict[str, Path]:
    folder = tmp_path_factory.mktemp("endings")
    out = {}
    for name, game, players, seed, level, _ in ENDINGS:
        people = players if game == "tranquility" and players > 1 else 1  # the team at one device
        path = folder / f"{name}.json"
        path.write_text(finished(game, players, seed, level, people), encoding="utf-8")
        out[name] = path
    return out


sized_page = test_steady.sized_page


def inside(page: Page, selector: str) -> FloatRect:
    """The element's box, asserted to lie wholly inside the viewport (no scrolling needed)."""
    box = page.locator(selector).first.bounding_box()
    size = page.viewport_size
    assert box is not None and size is not None
    assert box["x"] >= -1 and box["y"] >= -1, (selector, box)
    assert box["x"] + box["width"] <= size["width"] + 1, (selector, box, size)
    assert box["y"] + box["height"] <= size["height"] + 1, (selector, box, size)
    return box


#: the parts of the table drawn beside the end (none may reach into it)
TABLE_PARTS = ".seat-chips, .budget, .sea-frame, .stone-grid, .table-info, .dock"


def overlaps(page: Page) -> list[str]:
    """The parts of the table on screen whose box reaches into the side panel with the end."""
    return list(
        page.evaluate(
            """(parts) => {
                const panel = document.querySelector(".side-panel").getBoundingClientRect();
                const out = [];
                for (const node of document.querySelectorAll(parts)) {
                    const b = node.getBoundingClientRect();
                    if (!b.width || !b.height) continue;
                    const apart = b.right <= panel.left + 1 || b.left >= panel.right - 1
                        || b.bottom <= panel.top + 1 || b.top >= panel.bottom - 1;
                    if (!apart) out.push(node.className);
                }
                return out;
            }""",
            TABLE_PARTS,
        )
    )


@pytest.mark.parametrize("sized_page", VIEWPORTS, ids=[f"{w}x{h}" for w, h in VIEWPORTS], indirect=True)
def test_each_ending_names_the_outcome_with_the_final_board_in_view(
    sized_page: Page, saves: dict[str, Path]
) -> None:
    page = sized_page
    size = page.viewport_size
    assert size is not None
    short = min(size["width"], size["height"])
    for name, _game, _players, _seed, _level, verdict in ENDINGS:
        page.set_input_files("input[data-change='import']", str(saves[name]))
        expect(page.locator(".end-verdict")).to_have_text(verdict)
        expect(page.locator("#end-title")).to_be_visible()
        expect(page.locator(BOARD)).to_be_visible()
        assert page.evaluate("() => window.scrollY") == 0
        inside(page, "#end-title")
        inside(page, ".end-verdict")
        # what to do next is in reach without scrolling, however long the summary
        inside(page, ".end-actions [data-cmd='again']")
        words = page.locator(".hidden-hand > p")
        if words.count() and words.first.is_visible():  # a table of people: no hand is shown
            inside(page, ".hidden-hand > p")
        assert overlaps(page) == [], name
        board = inside(page, BOARD)
        # The board keeps a useful size: at least half the screen's short side.
        assert min(board["width"], board["height"]) >= 0.5 * short, (name, board, size)
        # Folded, the summary gives the board more room, and the verdict stays.
        page.click(".end-fold")
        expect(page.locator(".end-body")).to_be_hidden()
        folded = inside(page, BOARD)
        assert folded["width"] >= board["width"] - 1 and folded["height"] >= board["height"] - 1
        inside(page, "#end-title")
        page.click(".end-fold")
        expect(page.locator(".end-body")).to_be_visible()
        page.click(".end-screen [data-cmd='home']")
        expect(page.locator(".game-list")).to_be_visible()


@pytest.fixture
def desk(shared_pages: SharedPages) -> Iterator[Page]:
    yield shared_pages("desk", RECORD, viewport={"width": 1366, "height": 768}).open("/", FORGET)


@pytest.fixture
def calm(shared_pages: SharedPages) -> Iterator[Page]:
    yield shared_pages("desk", RECORD, viewport={"width": 1366, "height": 768}).open(
        "/", FORGET, motion="reduce"
    )


def end_live(page: Page, tmp_path: Path, game: str, level: str, seed: int) -> None:
    """A solo game one move from its end, imported, and its last move played by a click."""
    session, last = one_move_from_the_end(game, level, seed)
    path = tmp_path / f"{game}-{seed}.json"
    path.write_text(save_text(session, "2026-12-01T10:00:00.000Z"), encoding="utf-8")
    page.set_input_files("input[data-change='import']", str(path))
    page.evaluate(WATCH_CELEBRATION)
    page.click(f".controls [data-action='{last}']")
    expect(page.locator(".end-screen")).to_be_visible()


def test_a_win_is_celebrated_warmly_and_a_loss_gently_once(desk: Page, tmp_path: Path) -> None:
    end_live(desk, tmp_path, "tranquility", "hard", 1)  # the Finish card: a won voyage
    desk.wait_for_function("() => window.__celebrations.length === 1")
    assert desk.evaluate("() => window.__celebrations") == ["end-celebration won"]
    assert desk.locator(".end-celebration.won .piece").count() > 10
    # It takes no click, leaves by itself, and a repaint of the end does not play it again.
    expect(desk.locator(".end-celebration")).to_have_count(0, timeout=10_000)
    desk.click(".end-fold")
    desk.click(".end-fold")
    assert desk.evaluate("() => window.__celebrations.length") == 1
    desk.click(".end-screen [data-cmd='home']")
    end_live(desk, tmp_path, "shifting-stones", "normal", 1)  # four strikes: a lost solo game
    desk.wait_for_function("() => window.__celebrations.length === 1")
    assert desk.evaluate("() => window.__celebrations") == ["end-celebration lost"]
    assert desk.locator(".end-celebration .piece").count() == 0  # no confetti for a loss
    expect(desk.locator(".end-celebration")).to_have_count(0, timeout=10_000)


def test_no_celebration_under_reduced_motion(calm: Page, tmp_path: Path) -> None:
    end_live(calm, tmp_path, "tranquility", "hard", 1)
    expect(calm.locator(".end-verdict")).to_have_text("You won")
    calm.evaluate("() => new Promise((done) => requestAnimationFrame(() => requestAnimationFrame(done)))")
    assert calm.evaluate("() => window.__celebrations") == []
    assert calm.evaluate("() => window.__animations") == []
