"""Engine error messages by code, in this language.

English players read the engine's own sentence (``error_text`` shows ``str(err)``); these
templates fix which parameters every other language may use. They use only the parameters that
every raise site of the code passes, and leave out the engine's 0-based cell, row and seat
indexes where the board shows its own numbering.
"""

from __future__ import annotations

ERRORS: dict[str, str | dict[str, str]] = {
    # --- Tranquility: action notation ------------------------------------------------------------
    "error.bad_action_syntax": "'{action}' is not a Tranquility action.",
    "error.not_canonical": "Write this action as '{canonical}'.",
    # --- Tranquility: turns and decisions --------------------------------------------------------
    "error.card_not_in_hand": "You don't hold {card}.",
    "error.no_such_cell": "There is no cell {cell}; the cells are 0 to 35.",
    "error.cell_taken": "That cell already holds {number}.",
    "error.row_blocked": "The Jagged Rocks block this cell's row.",
    "error.wrong_half": "Islands go into the other half of the sea now: the one the hands are turned to.",
    "error.number_placed": "{number} is already in the sea.",
    "error.out_of_order": "{number} can't go in that cell: it would be out of order with {other}, "
    "already in the sea.",
    "error.cannot_afford": "You can't pay for this play: the cost is {cost}, and you could discard only "
    "{available}.",
    "error.wrong_cost": "Wrong payment for this play: the cost is {cost}, you named {given}.",
    "error.wrong_card_count": "Wrong number of cards: {need} needed, {given} given.",
    "error.no_monster_target": "That cell is empty; a Sea Monster needs an Island to swallow.",
    "error.decision_pending": "Not now: a decision is waiting to be made first.",
    "error.bad_shares": "That split is not allowed: one whole number per player, adding up to 8 (4 each "
    "in the 1 v 1 duel).",
    "error.bad_rocks_row": "The Jagged Rocks can't move to that row: it must be another row with an "
    "empty cell.",
    # --- Tranquility: options and positions ------------------------------------------------------
    "error.option_not_int": "This option must be a whole number.",
    "error.option_not_bool": "This option must be true or false.",
    "error.options_not_object": "Options must be a JSON object.",
    "error.unknown_option": "Unknown option '{option}'.",
    "error.bad_jagged_rocks": "Unknown Jagged Rocks mode: {value}.",
    "error.bad_layout": "Unknown sea layout: {value}.",
    "error.state_bad_version": "This Tranquility position has a format this version cannot read.",
    "error.state_damaged": "The saved position is damaged.",
    # --- Shifting Stones -------------------------------------------------------------------------
    "error.unknown_action": "'{action}' is not a Shifting Stones action (try swap:3-4/discard:c12, "
    "flip:5/discard:c7, score:c41, end or skip).",
    "error.bad_cell": "There is no such cell: cells are numbered 0 to 8, row by row from the top row.",
    "error.bad_card": "'{action}': there is no such card (cards are c1 to c72).",
    "error.discard_missing": "'{action}': say which card you discard to pay for it (…/discard:c12).",
    "error.swap_order": "'{action}': write a swap with the smaller cell first.",
    "error.not_adjacent": "Those two stones do not share a side: a Shift swaps two neighbouring stones.",
    "error.players_not_integer": "The number of players must be a whole number, not {value}.",
    "error.state_schema": "This Shifting Stones position uses format {schema}, which this version "
    "cannot read.",
    # --- both games: saves, undo, registry -------------------------------------------------------
    "error.save_bad_format": "Unknown save format {format}.",
    "error.save_bad_options": "The save has invalid options.",
    "error.undo_nothing": "Nothing to undo yet.",
    "error.undo_hidden": "The last move drew or revealed a card, or passed the turn: it can't be undone.",
    "error.unknown_bot_level": "There is no bot level '{level}'.",
    "error.unknown_game": "Unknown game '{game}'.",
}
