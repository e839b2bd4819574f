"""The status line over the board always names who must act and what is happening, in every
language, politely announced; a refusal or a Hint is said on the board at the cells it is about;
the notes of the side panel come after its buttons; the Start split is a sheet with steppers.
(The browser tests measure what moves and what is in reach: e2e/test_in_reach.py.)"""

from __future__ import annotations

import pytest

from game.ui.app import events as ev
from game.ui.app.frontends import ui_for
from game.ui.app.page import Page, page
from game.ui.i18n import CODES, tr
from game.ui.pages.play import Landed
from game.ui.pages.play.bots import MOTION_SECONDS
from tests.ui.dom import attr, one, select, text
from tests.ui.test_controller import Browser
from tests.ui.test_flows import click, new_game


def status(shown: Page) -> tuple[str | None, str]:
    line = one(shown, ".status-line")
    words = one(line, ".status-text[role=status][aria-live=polite]")
    return attr(line, "data-status"), text(words).replace("\u2068", "").replace("\u2069", "")


#: What the status line says of each kind of a Stones bot's move.
SAYS = {
    "swap": "swaps stones",
    "flip": "flips stone",
    "score": "scores",
    "end": "ends the turn",
    "skip": "skips",
}


def test_a_bots_move_is_named_as_it_lands_and_who_acts_next_once_its_motion_is_over() -> None:
    b = Browser()
    shown = new_game(b, "shifting-stones", ["human", "bot"])
    assert status(shown) == ("you", tr("en", "stones.prompt.turn"))
    shown = click(b, one(shown, ".controls [data-action='end']"))
    session = b.state.session
    assert session is not None
    bot = session.seats[1].name
    assert status(shown) == ("bot", f"{bot} is thinking…")
    scored = False
    for _ in range(20):
        # The bot has chosen and waits out the pace: its move is not said before it lands (the
        # line still names the move before, which may still be moving).
        before = status(shown)
        shown = b.send(ev.BotTurn())
        assert b.state.game.bot_move is not None and b.of(ev.Wait)
        assert status(shown) == before
        # It lands: said at once, by name and kind; its motion's end is awaited.
        shown = b.send(ev.BotTurn())
        session = b.state.session
        assert session is not None
        move = session.match.actions[-1]
        kind, said = status(shown)
        assert kind == "bot" and said.startswith(f"{bot} ") and SAYS[move.split(":")[0]] in said, (move, said)
        [after] = b.of(ev.After)
        assert after == ev.After(MOTION_SECONDS, Landed(session.save_id, len(session.match.actions)))
        if move.startswith("score:"):  # the card scored is shown there, named by its words
            [card] = select(one(shown, ".status-text"), ".card-inline[role=img]")
            assert str(attr(card, "aria-label")) in tr(
                "en", "status.s.score_card", name="x", card=attr(card, "aria-label")
            )
            scored = True
        if session.step() == "human":
            break
    else:
        pytest.fail("the bot's turn never ended")
    # The turn has come back, but the bot's last move still moves: it stays said until then.
    assert status(shown)[0] == "bot"
    shown = b.send(ev.Timeout(after.tag))
    assert status(shown) == ("you", tr("en", "stones.prompt.turn"))
    assert scored or "score:" not in " ".join(session.match.actions)


def test_at_the_instant_pace_nothing_moves_and_the_next_to_act_is_named_at_once() -> None:
    b = Browser()
    b.send(ev.Change("pace", "instant", {}))
    shown = new_game(b, "tranquility", ["human", "bot"])
    for _ in range(40):
        session = b.state.session
        assert session is not None
        if (
            session.step() == "human"
            and len(session.match.actions) > 1
            and session.rules.current_player(session.match.states[-2]) == 1
        ):
            break
        shown = (
            b.send(ev.BotTurn())
            if session.step() == "bot"
            else b.send(ev.Play(session.legal_for_viewer()[0]))
        )
    else:
        pytest.fail("the bot never moved before the viewer's turn")
    assert not b.of(ev.After)
    assert status(shown)[0] == "you"


def test_a_shift_waiting_for_its_card_is_asked_for_by_the_status_line_not_the_buttons() -> None:
    b = Browser()
    shown = new_game(b, "shifting-stones", ["human", "bot"])
    click(b, one(shown, "[data-cell='0'] button"))
    shown = click(b, one(page(b.state), "[data-cell='1'] button"))
    assert status(shown) == ("you", tr("en", "stones.prompt.pay_swap", a=1, b=2))
    assert not select(shown, ".controls .prompt")


def test_a_refusal_is_said_on_the_board_at_the_cell_it_is_about() -> None:
    b = Browser()
    new_game(b, "tranquility", ["human"])
    session = b.state.session
    assert session is not None
    shown = b.send(ev.Play(next(a for a in session.legal_for_viewer() if a.startswith("play:"))))
    shown = click(b, select(shown, ".hand .tcard")[0])
    refused = one(shown, ".sea .cell.filled")  # a card is there already
    shown = click(b, refused)
    note = one(shown, ".game-layout .board-note.message[role=alert]")
    assert "at-cells" in (attr(note, "class") or "")
    cell = int(str(attr(refused, "data-cmd")).split(":")[1])
    assert shown.marks is not None and shown.marks["said-at"] == [cell]
    assert not select(shown, ".side-panel .message")


@pytest.mark.parametrize("lang", CODES)
def test_waiting_for_a_friend_by_link_is_said_in_every_language(lang: str) -> None:
    b = Browser()
    b.send(ev.Change("language", lang, {}))
    b.send(ev.Command("new:tranquility"))
    form = {"players": "2", "seed": "7", "name0": "Ann", "kind0": "human", "name1": "Bea", "kind1": "link"}
    shown = b.send(ev.Command("start:tranquility", form))
    session = b.state.session
    assert session is not None
    shown = b.send(ev.Play(session.legal_for_viewer()[0]))
    assert status(shown) == (
        "away",
        tr(lang, "status.away", name="Bea").replace("\u2068", "").replace("\u2069", ""),
    )
    # The notes (the link to send) come after the panel's buttons; on a phone they are a sheet
    # that lowers to its title.
    panel = one(shown, "aside.side-panel")
    kinds = [str(child[1].get("class")) for child in panel[2:] if not isinstance(child, str)]
    assert kinds.index("buttons panel-buttons") < kinds.index("panel-notes")
    toggle = one(panel, ".notes-toggle[aria-expanded=true]")
    shown = click(b, toggle)
    assert select(shown, ".panel-notes.lowered")
    raise_again = one(shown, ".status-line .notes-toggle[aria-expanded=false]")
    shown = click(b, raise_again)
    assert not select(shown, ".status-line .notes-toggle")
    assert not select(shown, ".panel-notes.lowered")
    # The QR code opens over the whole screen, the rest waits behind it; Close gives it back.
    shown = click(b, one(shown, ".relay-send .qr-open"))
    assert select(shown, ".qr-screen[role=dialog][aria-modal=true] .qr[data-qr]")
    assert all(spec[1].get("inert") for spec in shown.specs[:1]) and one(shown, ".game-layout[inert]")
    shown = click(b, one(shown, ".qr-screen [data-cmd='qr-full']"))
    assert not select(shown, ".qr-screen") and not select(shown, ".game-layout[inert]")


def test_the_start_split_opens_in_a_sheet_over_the_sea_with_steppers() -> None:
    b = Browser()
    shown = new_game(b, "tranquility", ["human", "bot"])
    for _ in range(400):
        if select(shown, ".decision-sheet form.controls.shares"):
            break
        session = b.state.session
        assert session is not None
        if session.step() == "bot":
            shown = b.send(ev.BotTurn())
            continue
        legal = session.legal_for_viewer()
        shown = b.send(ev.Play("start" if "start" in legal else legal[-1]))
    else:
        pytest.fail("the Start split never came up")
    sheet = one(shown, ".decision-sheet[role=dialog][aria-labelledby=status-text]")
    assert one(shown, ".sea-frame")[1].get("inert") and select(shown, ".dock .controls-space")
    assert status(shown) == ("you", tr("en", "tranq.shares_prompt"))
    values = [int(str(attr(field, "value"))) for field in select(sheet, "input[type=number]")]
    assert sum(values) == 8
    more = one(sheet, "[data-cmd='share-more:0']")
    shown = b.send(
        ev.Command(str(attr(more, "data-cmd")), {"share0": str(values[0]), "share1": str(values[1])})
    )
    after = [int(str(attr(field, "value"))) for field in select(shown, ".decision-sheet input[type=number]")]
    assert after == [values[0] + 1, values[1]]
    assert "Total: 9 of 8" in text(shown, ".share-total")
    less = one(shown, "[data-cmd='share-less:1']")
    shown = b.send(
        ev.Command(str(attr(less, "data-cmd")), {"share0": str(after[0]), "share1": str(after[1])})
    )
    final = [int(str(attr(field, "value"))) for field in select(shown, ".decision-sheet input[type=number]")]
    assert sum(final) == 8 and "complete" in str(attr(one(shown, ".share-total"), "class"))
    shown = b.send(ev.Command("shares", {f"share{i}": str(v) for i, v in enumerate(final)}))
    session = b.state.session
    assert session is not None and session.match.actions[-1] == f"shares:{final[0]},{final[1]}"
    # Next the cards are given toward the split: a sheet of its own, with what the rule asks.
    assert not select(shown, ".decision-sheet .shares") and select(shown, ".decision-sheet .give-note")


@pytest.mark.parametrize("game", ["tranquility", "shifting-stones"])
def test_the_hint_rings_the_cards_of_the_hand_its_move_uses_until_the_next_move(game: str) -> None:
    b = Browser()
    new_game(b, game, ["human", "bot"])
    shown = b.send(ev.Command("hint"))
    action = b.state.game.hint_action
    assert action is not None and shown.marks is not None
    ringed = shown.marks["hinted-card"]
    assert ringed == ui_for(game).hand_cards(action)
    held = [attr(card, "data-card") for card in select(shown, ".hand [data-card]")]
    assert all(card in held for card in ringed)
    shown = b.send(ev.Play(action))
    assert shown.marks is None or not shown.marks["hinted-card"]


def test_the_stones_hint_rings_the_card_its_shift_aims_at_apart_from_the_one_it_pays_with() -> None:
    """A Shift or Flip pays with one card and aims at another (the one it makes match, or brings
    the stones nearest to): the Hint's sentence names that card, and the hand rings it, not dashed
    as the card paid with is, until the next move."""
    from game.ui.games.shifting_stones.words import aim

    for seed in range(1, 40):
        b = Browser()
        new_game(b, "shifting-stones", ["human", "bot"], seed=str(seed))
        shown = b.send(ev.Command("hint"))
        action = b.state.game.hint_action
        assert action is not None and shown.marks is not None
        how, card = aim(b.state.game.session.view(), action)
        if card is None:
            assert shown.marks["aimed-card"] == []
            continue
        aimed = shown.marks["aimed-card"]
        assert aimed == ui_for("shifting-stones").aimed_cards(b.state.game.session.view(), action) != []
        assert not set(aimed) & set(shown.marks["hinted-card"])
        held = [attr(c, "data-card") for c in select(shown, ".hand [data-card]")]
        assert all(name in held for name in aimed)
        assert how in ("matches", "nearer")
        shown = b.send(ev.Play(action))
        assert shown.marks is None or not shown.marks["aimed-card"]
        return
    raise AssertionError("no seed gave a Hint that aims at a card")
