"""Engine error messages by code, in this language (see ``errors_en`` for the parameters)."""

from __future__ import annotations

ERRORS: dict[str, str | dict[str, str]] = {
    # --- Tranquility: zápis tahů -----------------------------------------------------------------
    "error.bad_action_syntax": "„{action}“ není tah hry Tranquility.",
    "error.not_canonical": "Zapište tento tah takto: „{canonical}“.",
    # --- Tranquility: tahy a rozhodnutí ----------------------------------------------------------
    "error.card_not_in_hand": "Kartu {card} v ruce nemáte.",
    "error.no_such_cell": "Pole {cell} neexistuje: pole jsou číslována 0 až 35.",
    "error.cell_taken": "Na tom poli už leží {number}.",
    "error.row_blocked": "Řadu tohoto pole blokují Ostré útesy.",
    "error.wrong_half": "Ostrovy teď patří do druhé poloviny moře: do té, ke které jsou otočené ruce.",
    "error.number_placed": "{number} už v moři leží.",
    "error.out_of_order": "{number} nemůže na toto pole: porušilo by to pořadí vůči ostrovu {other}, "
    "který už v moři leží.",
    "error.cannot_afford": "Tento tah nezaplatíte: cena je {cost} a odhodit můžete jen {available}.",
    "error.wrong_cost": "Špatná platba za tah: cena je {cost}, zvoleno {given}.",
    "error.wrong_card_count": "Špatný počet karet: potřeba {need}, zvoleno {given}.",
    "error.no_monster_target": "To pole je prázdné; mořská příšera potřebuje ostrov, který spolkne.",
    "error.decision_pending": "Teď ne: nejdřív je třeba učinit čekající rozhodnutí.",
    "error.bad_shares": "Takové rozdělení nejde: jedno celé číslo na hráče, celkem 8 (v souboji 1 na 1 "
    "každý 4).",
    "error.bad_rocks_row": "Ostré útesy nelze přesunout do této řady: musí to být jiná řada s prázdným "
    "polem.",
    # --- Tranquility: volby a pozice -------------------------------------------------------------
    "error.option_not_int": "Tato volba musí být celé číslo.",
    "error.option_not_bool": "Tato volba může být jen zapnutá, nebo vypnutá.",
    "error.options_not_object": "Volby musí být objekt JSON.",
    "error.unknown_option": "Neznámá volba „{option}“.",
    "error.bad_jagged_rocks": "Neznámý režim Ostrých útesů: {value}.",
    "error.bad_layout": "Neznámý tvar moře: {value}.",
    "error.state_bad_version": "Tato pozice Tranquility má formát, který tato verze neumí přečíst.",
    "error.state_damaged": "Uložená pozice je poškozená.",
    # --- Shifting Stones -------------------------------------------------------------------------
    "error.unknown_action": "„{action}“ není tah hry Shifting Stones (zkuste swap:3-4/discard:c12, "
    "flip:5/discard:c7, score:c41, end nebo skip).",
    "error.bad_cell": "Takové pole neexistuje: pole jsou číslována 0 až 8, po řadách odshora.",
    "error.bad_card": "„{action}“: taková karta neexistuje (karty jsou c1 až c72).",
    "error.discard_missing": "„{action}“: uveďte, kterou kartu odhazujete jako platbu (…/discard:c12).",
    "error.swap_order": "„{action}“: u prohození napište nejdřív pole s menším číslem.",
    "error.not_adjacent": "Tyto dva kameny nemají společnou stranu: prohodit lze jen sousední kameny.",
    "error.players_not_integer": "Počet hráčů musí být celé číslo, ne {value}.",
    "error.state_schema": "Tato pozice Shifting Stones používá formát {schema}, který tato verze neumí "
    "přečíst.",
    # --- obě hry: uložené hry, vracení tahů, seznam her ------------------------------------------
    "error.save_bad_format": "Neznámý formát uložené hry: {format}.",
    "error.save_bad_options": "Uložená hra má neplatné volby.",
    "error.undo_nothing": "Zatím není co vracet.",
    "error.undo_hidden": "Poslední tah lízl nebo odkryl kartu, nebo předal tah: nelze ho vrátit.",
    "error.unknown_bot_level": "Úroveň bota „{level}“ neexistuje.",
    "error.unknown_game": "Neznámá hra „{game}“.",
}
