"""Engine error messages by code, in this language (see ``errors_en`` for the parameters)."""

from __future__ import annotations

ERRORS: dict[str, str | dict[str, str]] = {
    # --- Tranquility: notazione delle azioni -----------------------------------------------------
    "error.bad_action_syntax": "«{action}» non è un'azione di Tranquility.",
    "error.not_canonical": "Scrivi questa azione così: «{canonical}».",
    # --- Tranquility: turni e decisioni ----------------------------------------------------------
    "error.card_not_in_hand": "Non hai in mano la carta {card}.",
    "error.no_such_cell": "La casella {cell} non esiste: le caselle vanno da 0 a 35.",
    "error.cell_taken": "In quella casella c'è già {number}.",
    "error.row_blocked": "Gli Scogli aguzzi bloccano la riga di questa casella.",
    "error.wrong_half": "Ora le Isole vanno nell'altra metà del mare: quella verso cui sono girate le mani.",
    "error.number_placed": "{number} è già nel mare.",
    "error.out_of_order": "{number} non può andare in quella casella: romperebbe l'ordine con {other}, "
    "che è già nel mare.",
    "error.cannot_afford": "Non puoi pagare questa giocata: il costo è {cost} e potresti scartarne solo "
    "{available}.",
    "error.wrong_cost": "Pagamento sbagliato: questa giocata costa {cost}, tu ne hai indicate {given}.",
    "error.wrong_card_count": "Numero di carte sbagliato: richieste {need}, indicate {given}.",
    "error.no_monster_target": "Quella casella è vuota; un Mostro marino ha bisogno di un'Isola da "
    "inghiottire.",
    "error.decision_pending": "Non ora: prima va presa una decisione in sospeso.",
    "error.bad_shares": "Questa divisione non è ammessa: un numero intero per giocatore, 8 in tutto "
    "(4 a testa nella sfida 1 contro 1).",
    "error.bad_rocks_row": "Gli Scogli aguzzi non possono andare in quella riga: serve un'altra riga con "
    "una casella vuota.",
    # --- Tranquility: opzioni e posizioni --------------------------------------------------------
    "error.option_not_int": "Questa opzione deve essere un numero intero.",
    "error.option_not_bool": "Questa opzione può essere solo attiva o disattiva.",
    "error.options_not_object": "Le opzioni devono essere un oggetto JSON.",
    "error.unknown_option": "Opzione sconosciuta «{option}».",
    "error.bad_jagged_rocks": "Modalità sconosciuta per gli Scogli aguzzi: {value}.",
    "error.bad_layout": "Disposizione del mare sconosciuta: {value}.",
    "error.state_bad_version": "Questa posizione di Tranquility ha un formato che questa versione non sa "
    "leggere.",
    "error.state_damaged": "La posizione salvata è danneggiata.",
    # --- Shifting Stones -------------------------------------------------------------------------
    "error.unknown_action": "«{action}» non è un'azione di Shifting Stones (prova swap:3-4/discard:c12, "
    "flip:5/discard:c7, score:c41, end o skip).",
    "error.bad_cell": "Questa casella non esiste: le caselle sono numerate da 0 a 8, riga per riga "
    "dall'alto.",
    "error.bad_card": "«{action}»: questa carta non esiste (le carte vanno da c1 a c72).",
    "error.discard_missing": "«{action}»: indica quale carta scarti per pagare (…/discard:c12).",
    "error.swap_order": "«{action}»: in uno scambio scrivi prima la casella con il numero più basso.",
    "error.not_adjacent": "Queste due pietre non hanno un lato in comune: si possono scambiare solo "
    "pietre vicine.",
    "error.players_not_integer": "Il numero di giocatori deve essere un numero intero, non {value}.",
    "error.state_schema": "Questa posizione di Shifting Stones usa il formato {schema}, che questa "
    "versione non sa leggere.",
    # --- entrambi i giochi: salvataggi, annullamento, elenco dei giochi --------------------------
    "error.save_bad_format": "Formato di salvataggio sconosciuto: {format}.",
    "error.save_bad_options": "Il salvataggio ha opzioni non valide.",
    "error.undo_nothing": "Ancora niente da annullare.",
    "error.undo_hidden": "L'ultima mossa ha pescato o rivelato una carta, o ha passato il turno: non si può annullare.",
    "error.unknown_bot_level": "Il livello di bot «{level}» non esiste.",
    "error.unknown_game": "Gioco sconosciuto «{game}».",
}
