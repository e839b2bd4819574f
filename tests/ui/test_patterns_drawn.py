"""A Shifting Stones card named in the log, the Hint, a refusal, the guide's coach, the review,
practice or the end's breakdown is drawn as its small 3×3 pattern, never spelled for the eye: the
words of its pattern are the drawing's accessible name, so a screen reader still reads the card."""

from __future__ import annotations

from game.shifting_stones.actions import parse_action
from game.ui.app import events as ev
from game.ui.app.frontends import ui_for
from game.ui.app.page import page
from game.ui.element import Spec
from game.ui.games.shifting_stones.words import card_words, name_words
from game.ui.table.reviewing import ReviewRun
from tests.ui.dom import glyphs, one, select, spoken
from tests.ui.test_controller import Browser
from tests.ui.test_endings import finished, opened
from tests.ui.test_flows import new_game, review_save, reviewed, visit
from tests.ui.test_guide import to_learner
from tests.ui.test_practice import card_of, skipped


def seen(spec: Spec | str) -> str:
    """The words a sighted reader sees: no drawing (its name is not on screen) nor hidden text."""
    if isinstance(spec, str):
        return spec
    attrs = spec[1]
    if attrs.get("role") == "img" or "visually-hidden" in str(attrs.get("class", "")).split():
        return ""
    return "".join(seen(child) for child in spec[2:] if child is not None)


def drawn_not_spelled(where: Spec, names: list[str]) -> None:
    """Every card of ``names`` is drawn in ``where``, in order, named by its words, which are
    not on screen."""
    found = glyphs(where)
    assert [name for _, name in found] == names
    for glyph, _ in found:
        assert select(glyph, ".schip .chip-grid") and len(select(glyph, ".chip-row")) >= 1
    for name in names:
        assert name in spoken(where)
    assert "“" not in seen(where), seen(where)


def test_the_end_breakdown_draws_each_scored_card_named_by_its_pattern() -> None:
    b, shown = opened(finished("shifting-stones", 3, 1))
    session = b.state.session
    assert session is not None
    view = session.rules.view(session.state, None)
    for seat, row in enumerate(select(shown, ".end-screen .summary tr")):
        cards = one(row, ".end-cards")
        drawn_not_spelled(cards, [name_words(n) for n in view["scored"][seat]])


def test_the_log_draws_the_card_a_move_paid_or_scored() -> None:
    _, shown = opened(finished("shifting-stones", 2, 3))
    moves = [m for m in select(shown, ".log .log-move") if glyphs(m)]
    assert len(moves) > 10
    for move in moves:
        (card,) = glyphs(move)
        drawn_not_spelled(move, [card[1]])


def cards_named(actions: tuple[str, ...]) -> list[str]:
    """The words of each card the actions pay or score, in order."""
    return [card_words(card) for action in actions if (card := parse_action(action).card)]


def test_the_review_draws_the_cards_of_the_move_played_and_the_bots() -> None:
    b = Browser()
    visit(b)
    shown = reviewed(b, review_save("easy", 1))
    run = b.state.model
    assert isinstance(run, ReviewRun)
    flagged = {d.step: d for d in run.decisions if d.severity is not None}
    items = select(shown, ".review-item")
    assert len(items) == len(flagged) > 0
    for item in items:
        d = flagged[int(item[1]["data-step"])]
        drawn_not_spelled(one(item, ".played"), cards_named(d.verdict.played))
        drawn_not_spelled(one(item, ".best"), cards_named(d.verdict.best))
    assert sum(len(glyphs(one(item, ".best"))) for item in items) > 0


def test_a_practice_answer_draws_the_cards_of_the_move_played_and_the_better_one() -> None:
    _, page, judged = skipped(card_of("shifting-stones", 2, 7, 7))
    drawn_not_spelled(one(page, "p.played"), cards_named(judged.answer))
    drawn_not_spelled(one(page, "p.best"), cards_named(judged.best))
    assert glyphs(one(page, "p.best"))


def test_the_hint_on_the_board_draws_the_card_its_move_pays_and_the_one_its_reason_names() -> None:
    b = Browser()
    visit(b)
    # Seed 3: the Hint shifts two stones paying with one card, nearer to matching another.
    new_game(b, "shifting-stones", ["human", "bot"], seed="3")
    shown = b.send(ev.Command("hint"))
    note = one(shown, ".board-note.message[data-hint]")
    action = str(note[1]["data-hint"])
    (paid,) = cards_named((action,))
    names = [name for _, name in glyphs(note)]
    assert len(names) == 2 and names[0] == paid and names[1] != paid
    said = spoken(note)
    assert said.startswith("Hint: swap stones ") and f"paying with {paid}." in said
    assert f"nearer to {names[1]}" in said
    assert "“" not in seen(note)


def test_a_refused_score_draws_the_card_it_refuses() -> None:
    b = Browser()
    visit(b)
    shown = new_game(b, "shifting-stones", ["human"])
    refused = next(
        c for c in select(shown, ".hand .pattern") if "scorable" not in str(c[1].get("class")).split()
    )
    name = str(refused[1]["data-cmd"]).split(":", 1)[1]
    b.send(ev.Command(str(refused[1]["data-cmd"])))
    shown = b.send(ev.Command("score"))
    alert = one(shown, ".board-note.message[role=alert]")
    drawn_not_spelled(alert, [name_words(name)])
    assert spoken(alert).startswith(f"No match yet for {name_words(name)}: stone ")


def test_the_guide_draws_the_card_of_the_move_it_asks_for_wherever_it_names_it() -> None:
    b = Browser()
    steps = ui_for("shifting-stones").guide.steps
    b.send(ev.Command("guide:shifting-stones"))
    seen_cards = 0
    for step in steps:
        to_learner(b)
        if step.action is None:
            b.send(ev.Command("guide-next"))
            continue
        now = page(b.state)
        named = cards_named((step.action,))
        # the coach, its sheet's title and the status line over the board all draw it
        for where in (".guide-do", ".notes-title", ".status-text"):
            drawn_not_spelled(one(now, where), named)
        seen_cards += len(named)
        b.send(ev.Play(step.action))
    assert seen_cards >= 2
