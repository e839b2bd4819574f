"""Italiano: messaggi dell'interfaccia, regole e chiarimenti."""

from __future__ import annotations

from game.ui.i18n import Catalogue

MESSAGES: Catalogue = {
    # --- struttura e pagina iniziale -----------------------------------------------------------
    "app.title": "Sea & Stones",
    "app.version": "Versione {version}",
    "shell.language": "Lingua",
    "game.tranquility": "Tranquility",
    "game.shifting-stones": "Shifting Stones",
    "home.intro": "Due giochi di carte moderni, nel tuo browser, online o offline.",
    "home.blurb.tranquility": "Costruite insieme un mare calmo, in silenzio: mettete le Isole in ordine "
    "crescente dall'Inizio alla Fine.",
    "home.blurb.shifting-stones": "Scambia e gira nove pietre per comporre i disegni delle tue carte prima "
    "degli avversari.",
    "home.players.tranquility": "Cooperativo · 1–5 giocatori",
    "home.players.shifting-stones": "Competitivo · 2–5 giocatori, o in solitario",
    "home.new_game": "Nuova partita",
    "home.rules": "Regole",
    "home.continue": "Continua {title} ({players})",
    "common.back": "Indietro",
    "common.cancel": "Annulla",
    "common.confirm": "Conferma",
    # --- partite salvate -----------------------------------------------------------------------
    "saves.title": "Partite salvate",
    "saves.none": "Ancora nessuna partita salvata.",
    "saves.import": "Importa una partita salvata…",
    "saves.open": "Apri",
    "saves.export": "Esporta",
    "saves.delete": "Elimina",
    "saves.finished": "conclusa",
    "saves.moves": {"one": "{count} mossa", "other": "{count} mosse"},
    "saves.unreadable": "Salvataggio illeggibile",
    "saves.deleted": "Partita salvata eliminata.",
    "saves.gone": "Quella partita salvata non c'è più.",
    "saves.cannot_open": "Impossibile aprire questo salvataggio: {reason}",
    "saves.cannot_import": "Impossibile importare questo file: {reason}",
    "storage.unavailable": "In questa finestra del browser non si può salvare (navigazione privata?).",
    "storage.unreadable": "Impossibile leggere le partite salvate.",
    "storage.full": "Impossibile salvare la partita: la memoria del browser è piena o disattivata.",
    "storage.not_deleted": "Impossibile eliminare il salvataggio.",
    "storage.goes_on": "{reason} La partita continua.",
    # --- preparazione --------------------------------------------------------------------------
    "setup.title": "Nuova partita a {game}",
    "setup.players": "Giocatori",
    "setup.stones_solo": "Con un solo giocatore si gioca in solitario: realizza tutte le 16 carte prima di "
    "4 penalità.",
    "setup.seat": "Posto {number}",
    "setup.name": "Nome",
    "setup.played_by": "Giocato da",
    "setup.person": "Una persona",
    "setup.bot": "Un bot",
    "setup.bot_level": "Livello del bot",
    "level.tranquility.easy.help": "Un principiante: piazza la carta che costa meno scarti, dove si adatta meglio, e scarta solo quando non può piazzare nulla; non tiene mai una carta per un posto migliore più avanti.",
    "level.tranquility.normal.help": "Un buon compagno: valuta ogni piazzamento e ogni scarto in base a quanto costerà ancora il mare e tiene una carta Fine, ma prende alla leggera il rischio che a un vuoto manchino i numeri.",
    "level.tranquility.hard.help": "Gioca come il bot normale ma prende sul serio il rischio di ogni vuoto, e verso la fine prova le sue mosse migliori su distribuzioni di prova delle carte che non vede, prima di scegliere.",
    "setup.modules": "Moduli",
    "setup.seed": "Numero della smazzata (facoltativo)",
    "setup.seed_help": "Stesso numero e stesse opzioni danno la stessa smazzata: si può rigiocare o "
    "condividere.",
    "setup.start": "Inizia",
    "seat.you": "Tu",
    "seat.default_name": "Giocatore {number}",
    "level.easy": "Facile",
    "level.normal": "Normale",
    "level.hard": "Difficile",
    "level.shifting-stones.easy.help": "Un principiante: realizza ciò che vede, ma spesso guarda solo una mossa avanti; ignora il bonus +3 e ciò che ti lascia.",
    "level.shifting-stones.normal.help": "Un giocatore solido: pianifica due mosse avanti per fare più punti e cerca di non lasciarti un disegno facile; ignora il bonus +3.",
    "level.shifting-stones.hard.help": "Pianifica tre mosse avanti, tiene le carte più vicine a combaciare, punta al bonus +3 ed evita di lasciarti disegni a una mossa dal combaciare.",
    "opt.removed_islands": "Meno Isole",
    "opt.removed_islands.help": "Togli alcune Isole senza guardarle prima di distribuire: meno carte da "
    "spendere.",
    "opt.removed_islands.none": "Nessuna tolta",
    "opt.removed_islands.n": {"one": "{count} tolta", "other": "{count} tolte"},
    "opt.sea_monsters": "Mostri marini",
    "opt.sea_monsters.help": "Un mostro inghiotte un'Isola piazzata; non si può scartare e blocca la Fine.",
    "opt.sea_monsters.none": "Nessuno",
    "opt.sea_monsters.n": {"one": "{count} mostro", "other": "{count} mostri"},
    "opt.jagged_rocks": "Scogli aguzzi",
    "opt.jagged_rocks.help": "Un segnalino blocca una riga finché quattro righe non sono complete.",
    "opt.jagged_rocks.none": "Nessuno",
    "opt.jagged_rocks.automatic": "Automatici: si spostano a ogni turno",
    "opt.jagged_rocks.manual": "Manuali: li sposti tu o paghi due carte",
    "opt.jagged_rocks.follow": "Inseguitori: vanno nella tua riga",
    "opt.storms": "Tempeste e Bussola",
    "opt.storms.help": "Le tempeste colpiscono quando vengono pescate; una Bussola ne annulla una.",
    "opt.wild_cards": "Jolly",
    "opt.wild_cards.help": "Un jolly vale come Isola di qualsiasi numero, come Inizio o come Fine.",
    "opt.wild_cards.none": "Nessuno",
    "opt.wild_cards.n": {"one": "{count} jolly", "other": "{count} jolly"},
    "opt.layout": "Disposizione",
    "opt.layout.help": "La forma del mare; Piramide e Arco alto contano anche le caselle su cui poggia una "
    "carta.",
    "opt.layout.standard": "Normale 6×6",
    "opt.layout.pyramid": "Piramide",
    "opt.layout.high_arch": "Arco alto",
    "opt.day_night": "Giorno e notte",
    "opt.day_night.help": "Di notte la metà inferiore, di giorno quella superiore; una Bussola pescata gira "
    "tutte le mani.",
    "opt.competitive": "Sfida 1 contro 1",
    "opt.competitive.help": "Due giocatori, ognuno per il proprio punteggio.",
    # --- intorno al tavolo ---------------------------------------------------------------------
    "handoff.pass_to": "Passa a ",
    "handoff.only_them": "Ora solo questa persona deve guardare lo schermo.",
    "handoff.confirm": "Sono {name}: mostra le mie carte",
    "undo.wait": "Aspetta il tuo turno.",
    "frame.undo": "Annulla mossa",
    "frame.home": "Inizio",
    "frame.bots": "Bot:",
    "frame.pace_label": "Velocità dei bot",
    "frame.log": "Cronaca",
    "frame.move_log": "Cronaca delle mosse",
    "frame.share": "Rigioca o condividi questa smazzata: ",
    "frame.seed_link": "smazzata n. {seed}",
    "pace.instant": "Istantanea",
    "pace.normal": "Normale",
    "pace.slow": "Lenta",
    "end.seed": "Smazzata n. {seed}",
    "end.again": "Gioca ancora (stessa smazzata)",
    "end.chart_scores": "Punteggi durante la partita",
    "end.chart_budget": "Riserva di carte durante la partita",
    "end.chart_held": "Carte in mano alla squadra",
    "msg.not_possible": "Ora non è possibile.",
    "msg.share_whole": "Ogni quota deve essere un numero intero.",
    "msg.not_yours": "Ora questa mossa non spetta a te.",
    "msg.bot_failed": "{name} (bot) non è riuscito a muovere: {error}",
    "hand.yours": "La tua mano ({name})",
    "hand.hidden": "Le mani sono nascoste.",
    "chip.players": "Giocatori",
    "chip.in_hand": {"one": "{count} in mano", "other": "{count} in mano"},
    "chip.in_pile": {"one": "{count} nel mazzo", "other": "{count} nel mazzo"},
    "chip.compasses": {"one": "{count} bussola", "other": "{count} bussole"},
    "chip.points": {"one": "{count} punto", "other": "{count} punti"},
    "chip.scored": {"one": "{count} realizzata", "other": "{count} realizzate"},
    "chip.strikes": {"one": "{strikes} di {count} penalità", "other": "{strikes} di {count} penalità"},
    # --- cronaca -------------------------------------------------------------------------------
    "log.t.paid": {"one": ", scartando {count} carta", "other": ", scartando {count} carte"},
    "log.t.play": "{name} ha giocato {card} nella casella {cell}{paid}.",
    "log.t.play_wild": "{name} ha giocato un jolly come {number} nella casella {cell}{paid}.",
    "log.t.discard": {
        "one": "{name} ha scartato {count} carta.",
        "other": "{name} ha scartato {count} carte.",
    },
    "log.t.start": "{name} ha giocato la carta Inizio.",
    "log.t.start_wild": "{name} ha giocato la carta Inizio (un jolly).",
    "log.t.finish": "{name} ha giocato una carta Fine.",
    "log.t.finish_wild": "{name} ha giocato una carta Fine (un jolly).",
    "log.t.monster": "{name} ha mandato un Mostro marino sulla casella {cell}.",
    "log.t.shares": "Il tavolo si è accordato sulle quote dello scarto dell'Inizio: {shares}.",
    "log.t.give": {
        "one": "{name} ha dato {count} carta allo scarto dell'Inizio.",
        "other": "{name} ha dato {count} carte allo scarto dell'Inizio.",
    },
    "log.t.rocks_stay": "{name} ha lasciato gli Scogli aguzzi dove sono{paid}.",
    "log.t.rocks_move": "{name} ha spostato gli Scogli aguzzi nella riga {row}.",
    "log.t.compass_yes": "{name} ha usato una Bussola per calmare la tempesta.",
    "log.t.compass_no": "{name} ha lasciato colpire la tempesta.",
    "log.t.squall": {
        "one": "{name} ha scartato {count} carta per la Burrasca.",
        "other": "{name} ha scartato {count} carte per la Burrasca.",
    },
    "log.t.lightning": {
        "one": "{name} ha scartato {count} carta per il Fulmine.",
        "other": "{name} ha scartato {count} carte per il Fulmine.",
    },
    "log.s.swap": "{name} ha scartato {card} e scambiato le pietre {a} e {b}.",
    "log.s.flip": "{name} ha scartato {card} e girato la pietra {stone}.",
    "log.s.score": "{name} ha realizzato {card}.",
    "log.s.end": "{name} ha finito il turno.",
    "log.s.skip": "{name} ha passato e pescato 2 carte.",
    # --- Shifting Stones -----------------------------------------------------------------------
    "face.sun": "sole",
    "face.moon": "luna",
    "face.fish": "pesce",
    "face.bird": "uccello",
    "face.horse": "cavallo",
    "face.boat": "barca",
    "face.seed": "seme",
    "face.tree": "albero",
    "face.any": "qualsiasi",
    "stones.face_label": "{face} (retro: {back})",
    "stones.cell_label": "Casella {cell}: {face}",
    "stones.grid_label": "Pietre (lato del mazzo in alto)",
    "stones.card_label": {
        "one": "Carta, {count} punto: {pattern}",
        "other": "Carta, {count} punti: {pattern}",
    },
    "stones.msg.card_cannot_pay": "Quella carta non può pagare questa mossa.",
    "stones.msg.need_card_shift": "Ti serve una carta in mano per pagare uno scambio.",
    "stones.msg.need_card_flip": "Ti serve una carta in mano per pagare un giro.",
    "stones.skip.acted": "Hai già agito in questo turno: concludilo.",
    "stones.skip.twice": "Hai passato il turno scorso; non puoi passare due volte di fila.",
    "stones.skip.not_now": "Ora non puoi passare.",
    "stones.prompt.turn": "Tocca a te: scegli una carta per vedere dove combacia, o una pietra da scambiare "
    "o girare.",
    "stones.prompt.pay_swap": "Scegli la carta da scartare per scambiare le pietre {a} e {b}.",
    "stones.prompt.pay_flip": "Scegli la carta da scartare per girare la pietra {stone}.",
    "stones.prompt.tile": "Gira questa pietra, o scegline una accanto con cui scambiarla.",
    "stones.not_on_grid": "Questo disegno ora non è sulle pietre.",
    "stones.score": "Realizza questa carta",
    "stones.flip": "Gira la pietra {stone}",
    "stones.end_turn": "Fine turno",
    "stones.skip": "Passa (pesca 2)",
    "stones.pay": "Paga",
    "stones.deck": {"one": "Mazzo: {count} carta", "other": "Mazzo: {count} carte"},
    "stones.discard_pile": {"one": "Scarti: {count} carta", "other": "Scarti: {count} carte"},
    "stones.discard_top": ", in cima {card}",
    "stones.end.solo_won": "Hai realizzato tutte le 16 carte: hai vinto!",
    "stones.end.solo_lost": "Quattro penalità: stavolta vincono le pietre.",
    "stones.end.solo_line": {
        "one": "{scored} carte su 16 realizzate, {count} penalità",
        "other": "{scored} carte su 16 realizzate, {count} penalità",
    },
    "stones.end.wins": "Vince {name}!",
    "stones.end.shared": "Vittoria condivisa: {names}",
    "stones.end.points": {"one": "{count} punto", "other": "{count} punti"},
    "stones.end.scored": {"one": "{count} carta realizzata", "other": "{count} carte realizzate"},
    # --- Tranquility ---------------------------------------------------------------------------
    "card.finish": "Fine",
    "card.start": "Inizio",
    "card.wild": "Jolly",
    "card.monster": "Mostro marino",
    "card.storm": "Tempesta",
    "card.compass": "Bussola",
    "storm.squall": "Burrasca",
    "storm.undertow": "Risacca",
    "storm.headwind": "Vento contrario",
    "storm.breaker": "Frangente",
    "storm.doldrums": "Bonaccia",
    "storm.lightning": "Fulmine",
    "pending.shares": "indicare come la squadra divide gli 8 scarti dell'Inizio",
    "pending.give": "scegliere le carte da dare per la propria quota dell'Inizio",
    "pending.rocks": "spostare gli Scogli aguzzi o pagare due carte per tenerli",
    "pending.compass": "decidere se usare una Bussola contro la Tempesta",
    "pending.squall": "scartare due carte per la Burrasca",
    "pending.lightning": "scartare una carta per il Fulmine",
    "tranq.pending": "{name} deve {task}.",
    "tranq.msg.choose_exactly": {
        "one": "Scegli esattamente {count} carta che si possa scartare.",
        "other": "Scegli esattamente {count} carte che si possano scartare.",
    },
    "tranq.msg.monster_target": "Un Mostro marino ha bisogno di un'Isola piazzata come bersaglio.",
    "tranq.msg.no_wild_number": "Ora nessun numero può andare in quella casella.",
    "tranq.msg.cannot_go": "{card} ora non può andare nella casella {cell}.",
    "tranq.cell_island": "Casella {cell}: Isola {number}",
    "tranq.cell_empty": "Casella {cell}: vuota",
    "tranq.free": "gratis",
    "tranq.play_here": {
        "one": ", gioca qui per {count} scarto",
        "other": ", gioca qui per {count} scarti",
    },
    "tranq.sea_label": "Il mare (caselle in ordine di sequenza)",
    "tranq.budget": {
        "one": "Squadra: {count} carta in mano, {need} necessarie, {spare} di margine",
        "other": "Squadra: {count} carte in mano, {need} necessarie, {spare} di margine",
    },
    "tranq.cards_left": "Carte rimaste (mano + mazzo): {per}. Scartate finora: {discarded}.",
    "tranq.budget_label": "Riserva di carte",
    "tranq.bot_proposal": "(proposta del bot)",
    "tranq.shares_prompt": "La carta Inizio: decidete quante carte scarta ciascuno, 8 in tutto.",
    "tranq.agree": "D'accordo",
    "tranq.prompt.turn": "Tocca a te: scegli una carta, poi una casella illuminata; oppure scarta due carte.",
    "tranq.prompt.choose": {
        "one": "Scegli {count} carta da scartare ({chosen} scelte).",
        "other": "Scegli {count} carte da scartare ({chosen} scelte).",
    },
    "tranq.prompt.wild": "Dichiara il numero del jolly.",
    "tranq.special.start": "Gioca la carta Inizio",
    "tranq.special.start:W": "Gioca un jolly come Inizio",
    "tranq.special.finish": "Gioca la Fine: vittoria!",
    "tranq.special.finish:W": "Gioca un jolly come Fine",
    "tranq.discard_two": "Scarta due",
    "tranq.choose.give": "Scegli le carte da dare",
    "tranq.choose.squall": "Scegli le carte per la Burrasca",
    "tranq.choose.lightning": "Scegli una carta per il Fulmine",
    "tranq.choose.rocks_stay": "Tieni gli scogli: paga due carte",
    "tranq.rocks_move": "Sposta gli scogli nella riga {row}",
    "tranq.compass_yes": "Usa una Bussola",
    "tranq.compass_no": "Lascia colpire la tempesta",
    "tranq.chosen": ", scelta per lo scarto",
    "tranq.playing": ", carta che stai giocando",
    "tranq.cannot_pay": ", ora non si può scartare",
    "tranq.start_slot": "Posto dell'Inizio",
    "tranq.night": "Le mani sono girate sulla notte: gioca nella metà inferiore.",
    "tranq.day": "Le mani sono girate sul giorno: gioca nella metà superiore.",
    "tranq.rocks_block": "Gli Scogli aguzzi bloccano la riga {row}.",
    "tranq.storms_so_far": "Tempeste finora: {storms}",
    "tranq.own_discards": "I tuoi scarti ({count}): {cards}",
    "tranq.end.duel_win": "{name} vince la sfida!",
    "tranq.end.duel_draw": "La sfida finisce in parità.",
    "tranq.end.won": "Il mare è completo: avete vinto tutti!",
    "tranq.end.lost": "Il viaggio finisce: {filled} caselle su 36 riempite.",
    "tranq.end.cards_left": {"one": "{count} carta rimasta", "other": "{count} carte rimaste"},
    # --- pagine delle regole -------------------------------------------------------------------
    "rules.how_to_play": "Come si gioca a {game}",
    "rules.rulings": "Chiarimenti della casa",
    "rules.rulings_help": "Dove le regole pubblicate tacciono o sono poco chiare, questo sito decide così.",
    "rules.tranquility.goal.title": "Scopo",
    "rules.tranquility.goal.text": "Insieme, riempite di Isole tutte le 36 caselle del mare in modo che i "
    "numeri crescano nell'ordine delle caselle, giocate la carta Inizio strada facendo e chiudete con una "
    "carta Fine. Nessuno parla.",
    "rules.tranquility.order.title": "Ordine delle caselle",
    "rules.tranquility.order.text": "Le caselle si contano dalla riga più bassa, da sinistra a destra, poi "
    "la riga sopra. L'ultima casella di una riga e la prima della successiva sono vicine; quelle sopra e "
    "sotto no (tranne, in Piramide e Arco alto, le caselle su cui una carta poggia).",
    "rules.tranquility.turn.title": "Il tuo turno",
    "rules.tranquility.turn.text": "Gioca una carta, oppure scarta due carte coperte. Poi ripesca fino a "
    "cinque dal tuo mazzo.",
    "rules.tranquility.placing.title": "Piazzare un'Isola",
    "rules.tranquility.placing.text": "Va bene qualsiasi casella vuota se tutti i numeri prima sono più "
    "piccoli e tutti quelli dopo più grandi. Accanto a una vicina occupata devi scartare tante carte quanta "
    "è la differenza minima (6 tra 3 e 7 costa 1).",
    "rules.tranquility.start.title": "Carta Inizio",
    "rules.tranquility.start.text": "Chi la tiene deve giocarla. Poi la squadra scarta 8 carte in tutto, in "
    "quote decise dal tavolo: l'unico momento in cui si può parlare, e solo con i numeri.",
    "rules.tranquility.end.title": "Fine",
    "rules.tranquility.end.text": "Vincete quando si gioca una carta Fine su un mare pieno dopo l'Inizio. "
    "Perdete quando un giocatore, all'inizio del suo turno, non può né giocare una carta né scartarne due.",
    "rules.stones.goal.title": "Scopo",
    "rules.stones.goal.text": "Realizza carte disegno disponendo le nove pietre in modo che il disegno di "
    "una carta compaia sulla griglia.",
    "rules.stones.turn.title": "Il tuo turno",
    "rules.stones.turn.text": "Quante volte vuoi e in qualsiasi ordine: scarta una carta per scambiare due "
    "pietre vicine, scarta una carta per girare una pietra, o realizza una carta il cui disegno ora "
    "combacia. Poi ripesca fino a quattro.",
    "rules.stones.skip.title": "Passare",
    "rules.stones.skip.text": "Al posto di tutto il resto, pesca due carte (al massimo sei in mano), ma mai "
    "per due turni di fila.",
    "rules.stones.matching.title": "Combaciare",
    "rules.stones.matching.text": "Il disegno può stare in qualsiasi punto della griglia dove entra, ma mai "
    "ruotato o specchiato. I quadrati grigi chiedono solo una pietra. Il lato alto della griglia è quello "
    "del mazzo.",
    "rules.stones.end.title": "Fine",
    "rules.stones.end.text": "Quando qualcuno ha realizzato 10 / 9 / 8 / 7 carte (2 / 3 / 4 / 5 "
    "giocatori), si completa il giro perché tutti abbiano avuto gli stessi turni. Punti più 3 a chi ha più "
    "carte da 1 punto; in caso di pareggio la vittoria è condivisa.",
    "rules.stones.solo.title": "Solitario",
    "rules.stones.solo.text": "Sedici carte. Ogni turno che finisce senza realizzare, anche un passaggio, è "
    "una penalità; con quattro penalità perdi, con tutte e sedici le carte realizzate vinci.",
    # --- errori del motore ---------------------------------------------------------------------
    "error.players_missing": "Scegli il numero di giocatori.",
    "error.game_over": "La partita è finita.",
    "error.must_play_start": "Hai una carta Inizio e nessuna è stata ancora giocata: devi giocarla ora.",
    "error.doldrums": "La Bonaccia: in questo turno puoi solo scartare due carte.",
    "error.monster_not_discardable": "I Mostri marini non si possono mai scartare.",
    "error.start_already_played": "Una carta Inizio è già stata giocata; le altre si possono solo scartare.",
    "error.sea_not_full": "La Fine richiede un mare pieno; caselle ancora vuote: {empty}.",
    "error.no_start_yet": "La Fine richiede prima una carta Inizio giocata.",
    "error.monster_in_hand": "Niente Fine finché un Mostro marino è ancora in mano a qualcuno.",
    "error.no_such_decision": "Ora nessuno deve deciderlo: è il momento di un'azione del turno.",
    "error.bad_players": "Tranquility è per 1–5 giocatori.",
    "error.competitive_needs_two": "La sfida è per esattamente 2 giocatori, non {players}.",
    "error.bad_removed_islands": "Togli nessuna Isola oppure da 4 a 12, non {value}.",
    "error.bad_sea_monsters": "Gioca con 0, 3, 4 o 5 Mostri marini, non {value}.",
    "error.bad_wild_cards": "Gioca con 0–3 jolly, non {value}.",
    "error.players_out_of_range": "Shifting Stones è per 1–5 giocatori, non {value}.",
    "error.pattern_not_on_grid": "Il disegno di {card} ora non è sulla griglia.",
    "error.skip_after_action": "Puoi passare solo invece di agire, e in questo turno hai già agito.",
    "error.skip_twice": "Hai passato il turno scorso e non puoi passare due turni di fila.",
    "error.save_not_json": "Questo file non è una partita salvata (non è JSON valido).",
    "error.save_not_object": "Questa non è una partita salvata.",
    "error.save_damaged": "Il salvataggio è danneggiato e non si può aprire.",
    "error.save_bad_seat": "Un posto del salvataggio è danneggiato.",
    "error.save_no_game": "Il salvataggio non dice di quale gioco si tratta.",
    "error.save_no_options": "Il salvataggio non ha opzioni.",
    "error.save_bad_seed": "Il salvataggio non ha un numero di smazzata valido.",
    "error.save_bad_actions": "L'elenco delle mosse del salvataggio è danneggiato.",
    "error.save_no_format": "Questa non è una nostra partita salvata (manca la versione del formato).",
    "error.save_newer": "Questo salvataggio viene da una versione più recente (formato {format}); aggiorna "
    "il sito per aprirlo.",
    "error.save_unknown_game": "Il salvataggio è di un gioco sconosciuto ({game}).",
    "error.save_replay_failed": "La mossa {step} del salvataggio ({action}) non si può rigiocare.",
    "error.save_snapshot_mismatch": "L'istantanea del salvataggio non corrisponde alle mosse: è stata "
    "modificata.",
    "error.state_wrong_game": "Questa posizione non è di una partita a Shifting Stones.",
}

#: Chiarimenti della casa per identificativo (l'originale inglese è nei moduli rulings dei motori).
RULINGS: dict[str, str] = {
    "start-shares": "Lo scarto dell'Inizio: le quote sono numeri interi da 0 in su che sommano 8. Ognuno "
    "scarta la propria quota dalla mano; chi resta senza carte scartabili ripesca fino a 5 e continua. Le "
    "carte Fine si possono dare, i Mostri marini mai. Poi tutti ripescano fino a 5. In solitario l'unico "
    "giocatore dà tutte e 8; se l'intera squadra ha meno di 8 carte scartabili, ognuno dà tutto ciò che può.",
    "monster-blocks-finish": "Nessuna carta Fine si può giocare finché un giocatore ha in mano un Mostro "
    "marino.",
    "storm-design": "Tempeste e Bussola seguono il progetto di questo sito: 6 Tempeste (Burrasca, Risacca, "
    "Vento contrario, Frangente, Bonaccia, Fulmine) e 4 Bussole mescolate nei mazzi dopo le mani iniziali, "
    "più una riserva di 3 Bussole per chi completa una riga.",
    "high-arch": "Arco alto: su un telaio largo 8, quattro righe di due pilastri (colonne 1-2 e 7-8), due "
    "righe piene da 8 e una riga di chiave da 4 (colonne 3-6). Una casella poggia su quella direttamente "
    "sotto, se c'è.",
    "resting-neighbours": "In Piramide e Arco alto le vicine di una carta sono le due vicine di sequenza più "
    "le caselle su cui poggia; il costo è la differenza minima con una vicina occupata.",
    "day-night-turns": "Giorno e notte: all'inizio di un turno, se il giocatore attivo non può mettere "
    "nessuna Isola nella metà verso cui puntano le mani, e l'altra metà ha una casella vuota fuori dalla riga "
    "degli Scogli aguzzi, le mani si girano prima che agisca.",
    "duel-scoring": "1 contro 1: +1 per ogni Isola piazzata, -1 per ogni carta scartata (all'Inizio ognuno "
    "ne dà 4), +3 e fine partita per chi gioca una Fine, -3 e fine partita per chi non può agire. Vince il "
    "punteggio più alto; a pari punti è patta.",
    "shares-entered-by-start-player": "Chi ha giocato l'Inizio inserisce la divisione concordata dal tavolo, "
    "un numero per posto nell'ordine dei posti. Nella sfida la divisione è sempre 4 e 4.",
    "shares-given-clockwise": "I giocatori danno le quote dell'Inizio uno dopo l'altro in senso orario a "
    "partire da chi ha giocato l'Inizio, ognuno scegliendo le proprie carte.",
    "shortfall-moves-on": "Chi non può dare tutta la sua quota (nessuna carta scartabile in mano né nel "
    "mazzo) passa ciò che deve ancora al giocatore successivo in senso orario che può ancora farlo; nella "
    "sfida non si passa nulla.",
    "rocks-decided-after-start": "Scogli aguzzi manuali dopo un Inizio: chi ha giocato l'Inizio sposta gli "
    "scogli (o paga due carte) subito dopo, prima dello scarto della squadra.",
    "rocks-stay-free": "Gli Scogli aguzzi manuali, quando non c'è un'altra riga con una casella vuota, "
    "restano semplicemente dove sono senza pagare nulla.",
    "automatic-rocks-every-turn": "Gli Scogli aguzzi automatici si spostano alla fine di ogni turno che non "
    "chiude la partita, compreso quello dell'Inizio; la prima riga è scelta a caso fra tutte.",
    "compass-before-storm": "Chi pesca una Tempesta possedendo una Bussola (pescata o presa dalla riserva) "
    "decide se usarla prima che la Tempesta colpisca.",
    "squall-no-refill": "La Burrasca prende 2 carte (meno, se il giocatore ne ha meno di scartabili) dopo "
    "che la mano è stata ripescata; il giocatore non ripesca fino al prossimo rifornimento.",
    "lightning-clockwise": "Gli scarti del Fulmine vanno in senso orario da chi l'ha pescato, e ognuno "
    "sceglie la propria carta.",
    "own-discards": "Gli scarti sono coperti e nessuno li guarda più, ma un giocatore può ricordare ciò che ha "
    "scartato, perciò i bot ricordano i propri scarti. Elencare sullo schermo i propri scarti è un aiuto che il "
    "gioco pubblicato non dà: l'opzione «Ricorda i miei scarti» (spenta se non la si sceglie nella "
    "preparazione) li mostra sotto il mare, solo a chi li ha scartati.",
    "undertow-unseen": "Le carte della Risacca escono dal gioco senza essere viste, anche se sono Tempeste o "
    "Bussole; un Inizio fra loro torna nel mazzo in un punto a caso. Non sono scarti (niente -1 nella sfida).",
    "headwind-next-island": "Il Vento contrario si consuma con la prossima Isola giocata da chi l'ha pescato "
    "(anche un jolly come Isola), in qualunque turno avvenga.",
    "doldrums-at-turn-start": "La Bonaccia si consuma all'inizio del turno successivo del giocatore: se "
    "allora può scartare due carte (e non deve giocare un Inizio), scartarne due è la sua unica azione; "
    "altrimenti non ha effetto.",
    "wild-unique-number": "Nessun numero può stare due volte nel mare: un jolly non può dichiarare un numero "
    "già piazzato, e un'Isola il cui numero è preso da un jolly non si può piazzare finché quel jolly resta.",
    "removed-wild": "Un jolly che fa da Isola, tolto da un Mostro marino o dal Frangente, esce dal gioco "
    "come carta jolly.",
    "day-night-check-islands-only": "Il controllo dell'orientamento a inizio turno considera solo i "
    "piazzamenti di Isole (jolly compresi) consentiti da ordine, scogli e costo; un Inizio obbligatorio e la "
    "Bonaccia non contano.",
    "duel-wild-island-scores": "Nella sfida un jolly giocato come Isola vale +1 come ogni Isola; le carte "
    "perse nella Risacca o inghiottite da un mostro non cambiano il punteggio.",
    "deal-round-robin": "Le carte si distribuiscono una alla volta dal posto 1, quindi i primi posti "
    "ricevono quelle in più; Tempeste e Bussole si distribuiscono allo stesso modo dopo le mani iniziali, "
    "poi ogni mazzo si mescola con la sua carta Inizio.",
    "bonus_needs_a_one_point_card": "Il bonus +3 per il maggior numero di carte da 1 punto non va a nessuno "
    "se nessuno ha realizzato una carta da 1 punto; in caso di pareggio lo prende ciascuno.",
    "discard_pile_is_public": "Le carte scartate stanno scoperte: chiunque può sfogliare l'intera pila degli "
    "scarti.",
    "discard_any_card": "Qualsiasi carta in mano può pagare uno scambio o un giro, anche una che potrebbe "
    "essere realizzata subito; sceglie il giocatore.",
    "skip_is_the_whole_turn": "Passare sostituisce l'intero turno: si può solo prima di qualsiasi scambio, "
    "giro o realizzazione in quel turno.",
    "skip_respects_hand_of_six": "Passare fa pescare 2 carte ma mai oltre una mano di 6 (1 carta da una mano "
    "di 5, nessuna da 6); conta comunque come passaggio.",
    "end_turn_without_actions": "Un turno può finire senza azioni: il giocatore ripesca fino a 4, e non è "
    "un passaggio.",
    "reshuffle_when_drawing": "La pila degli scarti si mescola in un nuovo mazzo quando si deve pescare da un "
    "mazzo vuoto; se anche gli scarti sono vuoti, il giocatore non pesca più.",
    "end_round_closes_before_seat_one": "Raggiunto il numero di carte, la partita finisce dopo il turno del "
    "giocatore seduto prima del primo giocatore, anche se il numero è stato raggiunto a metà turno o dal "
    "primo giocatore.",
    "solo_deck_unseen": "Le 16 carte del mazzo del solitario si pescano coperte; le altre 56 restano nella "
    "scatola, non viste.",
    "solo_strike_at_end_of_turn": "In solitario si prende una penalità quando un turno finisce (con Fine "
    "turno o Passa) senza aver realizzato carte; la quarta penalità chiude subito la partita.",
    "solo_win_at_once": "In solitario si vince nel momento in cui si realizza la sedicesima carta; non c'è "
    "bonus +3.",
}
MESSAGES.update({f"ruling.{key}": text for key, text in RULINGS.items()})

# --- aiuti al gioco: suggerimenti, scorciatoie, carte per giocatore, momenti della partita -------
MESSAGES.update(
    {
        "frame.hint": "Suggerimento",
        "frame.hint_wait": "I suggerimenti sono per la tua mossa.",
        "hint.line": "Suggerimento: {move}",
        "hint.line_reason": "Suggerimento: {move} — {reason}",
        "hint.t.paid": ", scartando {cards}",
        "hint.t.play": "gioca {card} nella casella {cell}{paid}.",
        "hint.t.play_wild": "gioca una carta jolly come {number} nella casella {cell}{paid}.",
        "hint.t.discard": "scarta {cards}.",
        "hint.t.give": "cedi {cards}.",
        "hint.t.squall": "lascia che la burrasca prenda {cards}.",
        "hint.t.lightning": "lascia che il fulmine prenda {cards}.",
        "hint.t.start": "gioca la carta Inizio.",
        "hint.t.start_wild": "gioca un jolly come Inizio.",
        "hint.t.finish": "gioca una carta Fine.",
        "hint.t.finish_wild": "gioca un jolly come Fine.",
        "hint.t.monster": "manda il mostro marino nella casella {cell}.",
        "hint.t.shares": "accordatevi sulle quote {shares}.",
        "hint.t.rocks_stay": "lascia gli scogli dove sono{paid}.",
        "hint.t.rocks_move": "sposta gli scogli nella riga {row}.",
        "hint.t.compass_yes": "usa una bussola contro questa tempesta.",
        "hint.t.compass_no": "lascia che la tempesta colpisca.",
        "hint.s.swap": "scambia le pietre {a} e {b}, pagando con {card}.",
        "hint.s.flip": "gira la pietra {stone}, pagando con {card}.",
        "hint.s.score": "realizza {card}.",
        "hint.s.end": "termina il turno.",
        "hint.s.skip": "passa e pesca 2 carte.",
        "shell.contrast": "Alto contrasto",
        "help.open": "Scorciatoie",
        "help.open_label": "Scorciatoie da tastiera (premi ?)",
        "help.title": "Scorciatoie da tastiera",
        "help.close": "Chiudi",
        "help.everywhere": "Ovunque",
        "help.k.help": "Mostra o nascondi questo elenco",
        "help.k.escape": "Annulla la scelta in corso; chiudi questo elenco",
        "help.k.undo": "Annulla la tua ultima mossa",
        "help.k.hint": "Chiedi un suggerimento",
        "help.k.arrows": "Muoviti nel mare o tra le pietre; Home e Fine vanno ai capi della riga",
        "help.k.activate": "Scegli la casella, la carta o il pulsante selezionato",
        "help.k.cards": "Seleziona la carta in quella posizione della mano",
        "help.k.discard_two": "Scarta due carte",
        "help.k.start_finish": "Gioca la carta Inizio / una carta Fine",
        "help.k.confirm": "Conferma le carte scelte",
        "help.k.score": "Realizza la carta selezionata",
        "help.k.flip": "Gira la pietra selezionata",
        "help.k.end": "Termina il turno",
        "help.k.skip": "Passa e pesca due carte",
        "stones.msg.not_neighbours": "Si possono scambiare solo pietre vicine.",
        "help.drag": "Con il mouse o con un dito puoi anche trascinare una pietra su una vicina per scambiarle.",
        "tranq.seat_held": {"one": "{name}: {count} carta", "other": "{name}: {count} carte"},
        "tranq.seats_label": "Carte che ogni giocatore ha ancora (mano e mazzo)",
        "end.highlights": "Momenti della partita",
        "end.h.tightest": {
            "one": "Per un soffio: dopo la mossa {move} alla squadra restava {count} sola carta di margine.",
            "other": "Per un soffio: dopo la mossa {move} alla squadra restavano solo {count} carte di margine.",
        },
        "end.h.short": {
            "one": "Le carte sono finite alla mossa {move}: ne mancava {count}.",
            "other": "Le carte sono finite alla mossa {move}: ne mancavano {count}.",
        },
        "end.h.best_turn": {
            "one": "Turno migliore: {name} ha fatto {count} punto in un turno.",
            "other": "Turno migliore: {name} ha fatto {count} punti in un turno.",
        },
        "end.h.margin": {"one": "Vittoria per {count} punto.", "other": "Vittoria per {count} punti."},
        "end.h.lead_changes": {
            "one": "Il comando è passato di mano {count} volta.",
            "other": "Il comando è passato di mano {count} volte.",
        },
    }
)

# --- preimpostazioni, difficoltà, partita del giorno, statistiche -------------------------------
MESSAGES.update(
    {
        "preset.label": "Preimpostazione",
        "preset.calm": "Mare calmo",
        "preset.calm.help": "Il gioco base, senza moduli.",
        "preset.breeze": "Vento a favore",
        "preset.breeze.help": "Due carte jolly per un viaggio più facile.",
        "preset.choppy": "Mare mosso",
        "preset.choppy.help": "Tre Mostri marini e Scogli aguzzi che si spostano da soli.",
        "preset.storm": "Tempesta",
        "preset.storm.help": "Tre Mostri marini, 4 Isole tolte, Scogli aguzzi mobili e Tempeste.",
        "preset.expert": "Esperto",
        "preset.expert.help": "Un mare a piramide con scogli manuali, giorno e notte.",
        "preset.custom": "Personalizzata",
        "preset.custom.help": "Il tuo mix di moduli.",
        "meter.label": "Difficoltà",
        "meter.level.gentle": "facile",
        "meter.level.fair": "equilibrata",
        "meter.level.hard": "difficile",
        "meter.level.brutal": "spietata",
        "meter.measured": "Una squadra di bot forti vince il {percent}% di queste partite",
        "meter.estimate": "Una squadra di bot forti vince circa il {percent}% di queste partite",
        "meter.stones_solo": "Il bot forte vince il {percent}% delle partite in solitario",
        "meter.games": {"one": "({count} partita misurata).", "other": "({count} partite misurate)."},
        "meter.duel": "Il duello 1 contro 1 non ha una misura di difficoltà: giocate uno contro l'altro.",
        "meter.versus": "Contro altri giocatori, la difficoltà dipende da chi siede al tavolo.",
        "daily.title": "Partita del giorno · {date}",
        "daily.intro": "Una smazzata al giorno, uguale per tutti. Conta la tua prima partita del "
        "giorno; le rigiocate sono segnalate.",
        "daily.play": "Gioca {game} di oggi",
        "daily.replay_button": "Rigioca {game} di oggi",
        "daily.in_progress": "La partita di oggi è in corso: riprendila dalle partite salvate.",
        "daily.copy": "Copia",
        "daily.copied": "Copiato negli appunti.",
        "daily.copy_failed": "Qui non si può copiare: seleziona il testo e copialo a mano.",
        "daily.badge": "Partita del giorno {date}",
        "daily.badge_replay": "Partita del giorno {date} · rigiocata, non conta",
        "daily.share.line": "{game}, partita del giorno {date} — {result}",
        "daily.share.tranq_won": {
            "one": "vinta con {count} carta di margine",
            "other": "vinta con {count} carte di margine",
        },
        "daily.share.tranq_lost": "persa con {count} caselle su 36 riempite",
        "daily.share.stones_won": {
            "one": "vinta con {count} penalità",
            "other": "vinta con {count} penalità",
        },
        "daily.share.stones_lost": "persa con {count} carte su 16 realizzate",
        "daily.share.replay": " (rigiocata)",
        "stats.open": "Statistiche",
        "stats.title": "Le tue statistiche",
        "stats.none": "Ancora nessuna partita finita.",
        "stats.col.kind": "Gioco",
        "stats.col.played": "Giocate",
        "stats.col.won": "Vinte",
        "stats.col.rate": "Percentuale",
        "stats.col.streak": "Serie",
        "stats.col.best": "Serie migliore",
        "stats.col.average": "Media",
        "stats.unit.tranquility": "carte rimaste",
        "stats.unit.points": "punti",
        "stats.kind.solo": "Solitario",
        "stats.kind.table": "Contro altri",
        "stats.kind.duel": "1 contro 1",
        "stats.kind.daily": "Partita del giorno",
        "stats.chart": "Ultime partite: punti o carte rimaste",
        "stats.reset": "Azzera statistiche…",
        "stats.reset_confirm": "Azzerare tutte le statistiche? Non si può annullare.",
        "stats.reset_yes": "Sì, azzera",
        "stats.reset_done": "Statistiche azzerate.",
        "stats.problem": "Le statistiche non si possono usare: {reason} Sono lasciate come sono; "
        "azzerale per ricominciare.",
        "error.stats_damaged": "Le statistiche sono danneggiate.",
        "error.stats_newer": "Le statistiche vengono da una versione più recente del sito.",
    }
)

# --- refusals in words, cards named by what they show -------------------------------------------
MESSAGES.update(
    {
        "stones.card_words": {"one": "«{pattern}» ({count} punto)", "other": "«{pattern}» ({count} punti)"},
        "stones.why.no_match": "{card} non corrisponde ancora: {missing}.",
        "stones.why.stone_needs": "la pietra {stone} mostra {shown} ma serve {face}",
        "stones.why.score_not_now": "{card} corrisponde, ma in questo momento non si può realizzare una carta.",
        "meter.estimate_games": {
            "one": "(stima dalla configurazione misurata più vicina, {count} partita).",
            "other": "(stima dalla configurazione misurata più vicina, {count} partite).",
        },
        "tranq.rocks_gone": "Gli Scogli aguzzi se ne sono andati: quattro righe sono complete.",
        "tranq.why.start_beside": "La carta Inizio va accanto al mare, non in una casella: usa «Gioca la carta Inizio».",
        "tranq.why.finish_beside": "Una carta Fine va accanto al mare quando tutte le caselle sono piene, non in una "
        "casella.",
        "tranq.why.not_played": "{card} non si gioca mai nel mare.",
        "tranq.why.start_first": "{card} deve aspettare: gioca prima la carta Inizio.",
        "tranq.why.doldrums": "La Bonaccia permette solo di scartare due carte in questo turno: {card} non si può "
        "giocare.",
        "tranq.why.placed": "{card} è già nel mare.",
        "tranq.why.wild_as": "un jolly come {number}",
        "tranq.why.taken": "{card} non può andare nella casella {cell}: contiene già {number}.",
        "tranq.why.rocks": "{card} non può andare nella casella {cell}: gli Scogli aguzzi bloccano la riga {row}.",
        "tranq.why.night": "{card} non può andare nella casella {cell}: di notte si usano solo le caselle 1–{last}.",
        "tranq.why.day": "{card} non può andare nella casella {cell}: di giorno si usano solo le caselle {first}–36.",
        "tranq.why.no_number": "Nessun numero può andare ora nella casella {cell}.",
        "tranq.why.order_before": "{card} non può andare nella casella {cell}: {number} nella casella {other} viene "
        "prima, e il mare sale dall'Inizio alla Fine.",
        "tranq.why.order_after": "{card} non può andare nella casella {cell}: {number} nella casella {other} viene "
        "dopo, e il mare sale dall'Inizio alla Fine.",
        "tranq.why.cost": {
            "one": "{card} costerebbe {count} scarto; ne puoi dare {have}.",
            "other": "{card} costerebbe {count} scarti; ne puoi dare {have}.",
        },
        "tranq.why.headwind": "(Il Vento contrario aggiunge 1.)",
        "tranq.why.not_now": "{card} ora non può andare nella casella {cell}.",
        "tranq.why.nowhere": "{card} ora non entra in nessuna casella.",
        "tranq.why.no_gap": "{card} non ha più caselle vuote tra i numeri più piccoli e quelli più grandi del mare.",
        "tranq.why.cannot_pay": "{card} non può pagare: non si può scartare.",
        "tranq.why.pays_itself": "{card} è la carta che stai giocando: non può pagare per se stessa.",
    }
)

# --- engine errors by code (game.ui.locales.errors_it) -------------------------------------------
from game.ui.locales.errors_it import ERRORS  # noqa: E402

MESSAGES.update(ERRORS)

# --- damaged stored data, the error panel, refused links ---------------------------------------
MESSAGES.update(
    {
        "prefs.damaged": "Non è stato possibile leggere le tue impostazioni, quindi si usano quelle "
        "solite. La copia danneggiata è conservata a parte.",
        "error.prefs_damaged": "Le tue impostazioni sono danneggiate.",
        "error.save_too_large": "Questa non è una partita salvata (è troppo grande o annidata).",
        "crash.title": "Qualcosa è andato storto",
        "crash.body": "Non è stato possibile mostrare questa schermata. Le partite salvate sono al "
        "sicuro; torna alla pagina iniziale per continuare.",
        "crash.home": "Torna alla pagina iniziale",
        "crash.copy": "Copia il rapporto",
        "crash.report": "Rapporto",
        "link.refused": "Non è stato possibile aprire questo link: {reason}",
        "link.bad_players": "il numero di giocatori deve essere da 1 a 5.",
        "link.bad_seed": "il numero della smazzata non è un numero valido.",
        "link.bad_options": "le sue opzioni non sono valide.",
        "link.too_long": "è troppo lungo.",
        # --- row labels on the board and picking the rocks' row
        "tranq.row": "Riga {row}",
        "tranq.row_rocks": "Riga {row}, Scogli aguzzi",
        "tranq.rocks_pick_row": "Tocca il numero di una riga sul tavolo per spostarvi gli scogli.",
    }
)

# --- Remember my discards: an aid the published game does not give ---------------------------
MESSAGES.update(
    {
        "setup.aids": "Aiuti ai giocatori",
        "opt.remember_discards": "Ricorda i miei scarti",
        "opt.remember_discards.help": "Un aiuto che il gioco pubblicato non dà: le carte che hai scartato sono elencate sotto il mare, solo per te.",
    }
)

# --- the log tells every event: storms, compasses, rocks, the hands turning, the split, the end --
MESSAGES.update(
    {
        "told.someone": "Un giocatore",
        "told.storm_drawn": "{name} ha pescato una Tempesta: {storm}.",
        "told.compass_choice": "{name} ha una Bussola e decide se usarla.",
        "told.strike.squall": "{name} scarta due carte dopo aver ripristinato la mano.",
        "told.strike.lightning": "Ogni giocatore scarta una carta, a partire da chi l'ha pescata.",
        "told.strike.undertow": {
            "one": "Ha portato fuori dal gioco {count} carta dalla cima del mazzo di {name}.",
            "other": "Ha portato fuori dal gioco {count} carte dalla cima del mazzo di {name}.",
        },
        "told.strike.headwind": "La prossima Isola di {name} costa uno scarto in più.",
        "told.strike.doldrums": "Nel suo prossimo turno {name} potrà solo scartare due carte.",
        "told.strike.breaker": "Ha distrutto l'ultima Isola posata: {card} lascia la casella {cell}.",
        "told.strike.breaker_none": "Nel mare non c'era nessuna Isola da distruggere.",
        "told.calmed": "La Bussola ha annullato la Tempesta «{storm}»: non ha effetto.",
        "told.monster": "Il Mostro marino ha inghiottito {card} nella casella {cell}: entrambi lasciano il gioco.",
        "told.compass_row": "{name} ha completato una riga e prende una Bussola accanto al mare.",
        "told.compass_drawn": "{name} ha pescato una Bussola e la mette accanto a sé.",
        "told.rocks_gone": "Quattro righe sono complete: gli Scogli aguzzi lasciano il mare.",
        "told.rocks_moved": "Gli Scogli aguzzi si sono spostati sulla riga {row}.",
        "told.turned_night": "Le mani si sono girate sul lato notte: le Isole ora vanno nelle caselle 1–18.",
        "told.turned_day": "Le mani si sono girate sul lato giorno: le Isole ora vanno nelle caselle 19–36.",
        "told.doldrums_now": "Bonaccia: in questo turno {name} può solo scartare due carte.",
        "told.won": "La Fine è giocata: il viaggio è completo.",
        "told.stuck": "{name} non ha più mosse: il viaggio finisce.",
        "told.lost": "Il viaggio finisce.",
        "told.shares": "Il tavolo ha diviso gli 8 scarti dell'Inizio: {shares}.",
        "told.since": "Dall'ultimo turno di {name}",
        "told.s.reshuffled": {
            "one": "Gli scarti sono stati mescolati in un nuovo mazzo di {count} carta.",
            "other": "Gli scarti sono stati mescolati in un nuovo mazzo di {count} carte.",
        },
        "told.s.strike": "Una penalità: {strikes} su {count}.",
        "told.s.solo_won": "Ogni carta è segnata: la partita in solitario è vinta.",
        "told.s.solo_lost": "La partita in solitario è persa.",
        "told.s.over": "La partita è finita. Vince: {names}.",
        "told.thinking": "Sto pensando…",
        "told.split.solo": "La carta Inizio: la squadra scarta {count} carte e, giocando da solo, le dai tutte tu, dalla mano (regola A5).",
        "told.split.solo_go": "Scarta le carte dell'Inizio",
        "told.give.rule": "La carta Inizio: la squadra scarta {count} carte; la tua quota ancora dovuta è {owed}. Vengono dalla mano (mai un Mostro marino); quando la mano non ha più nulla da dare, peschi fino a 5 e continui (regola A5).",
        "told.give.forced": {
            "one": "In mano hai solo {count} carta che puoi dare, quindi deve andare: {cards}.",
            "other": "In mano hai solo {count} carte che puoi dare, quindi devono andare tutte: {cards}.",
        },
        "told.give.then_draw": {
            "one": "Poi peschi fino a 5 e ne dai ancora {count}, a tua scelta.",
            "other": "Poi peschi fino a 5 e ne dai ancora {count}, a tua scelta.",
        },
        "told.give.choose": {
            "one": "Scegli {count} carta dalla mano.",
            "other": "Scegli {count} carte dalla mano.",
        },
        "told.give.forced_go": {"one": "Dai questa carta", "other": "Dai queste {count} carte"},
        "hint.r.play": "{card} sta nella casella {cell}, {where}, {cost}.",
        "hint.r.between": "tra {low} e {high}",
        "hint.r.after": "dopo {low}",
        "hint.r.before": "prima di {high}",
        "hint.r.empty_sea": "nel mare vuoto",
        "hint.r.free": "gratis",
        "hint.r.cost": {"one": "per {count} scarto", "other": "per {count} scarti"},
        "hint.r.monster": "Al mare {card} nella casella {cell} mancherà meno di tutti.",
        "hint.r.discard": "Ora niente sta abbastanza bene: queste sono le carte che ti mancheranno meno.",
        "hint.r.least_missed": "Queste sono le carte che ti mancheranno meno.",
        "hint.r.start": "Una carta Inizio va giocata appena la si ha in mano.",
        "hint.r.finish": "Il mare è pieno: la Fine completa il viaggio.",
        "hint.r.shares": "Ognuno dà ciò di cui può fare meglio a meno.",
        "hint.r.rocks_stay": "Spostare gli scogli bloccherebbe più giocate buone di quanto valgano due carte.",
        "hint.r.rocks_move": "Quella riga blocca meno giocate buone di tutte.",
        "hint.r.compass_yes": "Questa Tempesta fa più danno di quanto valga una Bussola.",
        "hint.r.compass_no": "Questa Tempesta costa poco: tieni la Bussola.",
        "hint.r.s.score": {
            "one": "Corrisponde ora: {count} punto.",
            "other": "Corrisponde ora: {count} punti.",
        },
        "hint.r.s.skip": "Nessuna carta può corrispondere in questo turno: passando peschi altre 2 carte.",
        "hint.r.s.end": "In questo turno non resta una mossa migliore.",
        "hint.r.s.matches": "Poi {card} corrisponde.",
        "hint.r.s.nearer": "Avvicina le pietre a {card}.",
        "hint.r.s.nothing": "È la mossa più economica rimasta.",
        "told.pile.list": {
            "one": "Scarti: {count} carta, dalla più recente",
            "other": "Scarti: {count} carte, dalla più recente",
        },
    }
)

# --- two tabs, save upgrades, hidden seeds, the save index, damaged data, watch mode ---
MESSAGES.update(
    {
        "sync.refused": "Questa partita è stata salvata da un'altra scheda o finestra dopo l'ultimo salvataggio di questa, quindi la mossa non è stata fatta. Apri la partita più recente per continuare.",
        "sync.elsewhere": "Questa partita è appena stata salvata da un'altra scheda o finestra.",
        "sync.banner": "Questa partita è proseguita in un'altra scheda o finestra. Le mosse fatte qui la sovrascriverebbero, quindi sono rifiutate.",
        "sync.open_newer": "Apri la partita più recente",
        "saves.export_note": "Un file esportato contiene l'intera partita: il seme e ogni mossa, quindi chi lo apre può vedere ogni carta nascosta.",
        "saves.export_about": "Partita salvata di Sea & Stones. Questo file contiene l'intera partita (seme e ogni mossa): chi lo apre può vedere ogni carta nascosta.",
        "saves.show_all": "Mostra tutte le {count} partite salvate",
        "storage.title": "Spazio di archiviazione",
        "storage.used": "È occupato circa il {percent}% dello spazio che il browser concede a questo sito ({saves} partite salvate).",
        "storage.keep_label": "Partite finite da tenere:",
        "storage.keep_all": "tutte",
        "storage.beyond": "{count} partite finite superano il tuo limite di {keep}.",
        "storage.prune": "Rimuovi le {count} più vecchie",
        "storage.prune_confirm": "Rimuovere per sempre {count} partite finite? Prima esporta quelle che vuoi tenere.",
        "storage.prune_yes": "Sì, rimuovile",
        "storage.prune_no": "Tienile",
        "storage.pruned": "Rimosse {count} partite finite.",
        "storage.full_choose": "Lo spazio è pieno, quindi questa partita non è stata salvata. Scegli le partite salvate da rimuovere (prima le finite e le più vecchie), poi salva di nuovo.",
        "storage.save_now": "Salva di nuovo questa partita",
        "watch.title": "Guardi i bot",
        "watch.playing": "A questo tavolo ci sono solo bot: stai guardando.",
        "watch.paused": "In pausa. Passo gioca una mossa.",
        "watch.pause": "Pausa",
        "watch.resume": "Riprendi",
        "watch.step": "Passo",
        "watch.take_seat": "Prendi il posto di {name}",
        "damaged.title": "Dati danneggiati",
        "damaged.intro": "Questi valori salvati non si sono potuti leggere. Sono conservati esattamente com'erano: esportali per esaminarli, oppure rimuovili.",
        "damaged.prefs": "Le tue impostazioni come salvate (sono in uso quelle predefinite)",
        "damaged.stats": "Le tue statistiche come salvate (non si possono usare)",
        "damaged.prefs_copy": "Impostazioni messe da parte il {when}",
        "damaged.stats_copy": "Statistiche messe da parte il {when}",
        "damaged.other": "Un valore messo da parte il {when}",
        "damaged.size": "{size} caratteri",
        "damaged.remove": "Rimuovi",
        "damaged.removed": "Rimosso.",
    }
)

# --- the table in motion: sound toggle, bot marks, play vs pay, the wild's numbers, preset cards ---
MESSAGES.update(
    {
        "shell.sound": "Suoni",
        "chip.bot": "bot",
        "chip.bot_name": "{name} (bot)",
        "tranq.mark_play": "gioca",
        "tranq.mark_pay": "paga",
        "tranq.pay_counter": "{chosen} di {count} scelte",
        "tranq.wild_pick": "Jolly nella casella {cell}: quale numero?",
        "tranq.wild_close": "Chiudi la scelta del numero",
        "setup.preset_rate": "{level}: i bot forti vincono il {percent}%",
    }
)

# --- fine partita da un solo riepilogo, grafici, finestra per annullare, eliminare con Annulla ----
MESSAGES.update(
    {
        "tranq.end.won_spare": {
            "one": "Il mare è completo: avete vinto tutti, con {count} carta di margine!",
            "other": "Il mare è completo: avete vinto tutti, con {count} carte di margine!",
        },
        "end.chart_spare": "Carte di margine",
        "end.chart_budget_desc": "Dopo ogni mossa, le carte che la squadra poteva ancora cedere oltre a "
        "quelle richieste dalle caselle vuote, dall'Inizio e dalla Fine; sotto lo 0 il viaggio non si "
        "può più finire.",
        "end.chart_scores_desc": "Il punteggio di ogni giocatore dopo ogni mossa.",
        "end.axis.move": "Mossa",
        "end.axis.spare": "Carte di margine",
        "end.axis.points": "Punti",
        "stats.chart_rate": "Partite vinte, per gioco e preimpostazione",
        "stats.chart_rate_desc": "Una barra per ogni riga della tabella: la quota di partite vinte.",
        "stats.axis.rate": "Partite vinte",
        "stats.chart_desc": "Il risultato di ogni partita recente, dalla più vecchia: i punti (Shifting "
        "Stones, 1 contro 1) o le carte rimaste (Tranquility).",
        "stats.axis.game": "Partita (dalla più vecchia)",
        "stats.axis.figure": "Punti o carte rimaste",
        "window.made": "{name}, la mossa è fatta. Annullala ora, oppure passa il dispositivo.",
        "window.pass": "Fatto: passa a {name}",
        "saves.undelete": "Annulla",
        "saves.restored": "Partita salvata ripristinata.",
    }
)
