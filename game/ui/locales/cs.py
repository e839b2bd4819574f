"""Čeština: texty rozhraní, pravidla a upřesnění."""

from __future__ import annotations

from game.ui.i18n import Catalogue

MESSAGES: Catalogue = {
    # --- rámec a úvodní stránka ----------------------------------------------------------------
    "app.title": "Sea & Stones",
    "app.version": "Verze {version}",
    "shell.language": "Jazyk",
    "game.tranquility": "Tranquility",
    "game.shifting-stones": "Shifting Stones",
    "home.intro": "Dvě moderní karetní hry ve vašem prohlížeči, online i offline.",
    "home.blurb.tranquility": "Postavte spolu v tichosti klidné moře: pokládejte ostrovy ve vzestupném "
    "pořadí od Startu k Cíli.",
    "home.blurb.shifting-stones": "Posouvejte a otáčejte devět kamenů, abyste složili vzory z karet v ruce "
    "dřív než soupeři.",
    "home.players.tranquility": "Kooperativní · 1–5 hráčů",
    "home.players.shifting-stones": "Soutěžní · 2–5 hráčů, nebo sólo",
    "home.new_game": "Nová hra",
    "home.rules": "Pravidla",
    "home.continue": "Pokračovat: {title} ({players})",
    "common.back": "Zpět",
    "common.cancel": "Zrušit",
    "common.confirm": "Potvrdit",
    # --- uložené hry ---------------------------------------------------------------------------
    "saves.title": "Uložené hry",
    "saves.none": "Zatím žádné uložené hry.",
    "saves.import": "Nahrát uloženou hru…",
    "saves.open": "Otevřít",
    "saves.export": "Exportovat",
    "saves.delete": "Smazat",
    "saves.finished": "dohráno",
    "saves.moves": {"one": "{count} tah", "few": "{count} tahy", "other": "{count} tahů"},
    "saves.unreadable": "Nečitelná uložená hra",
    "saves.deleted": "Uložená hra smazána.",
    "saves.gone": "Tahle uložená hra už neexistuje.",
    "saves.cannot_open": "Tuto uloženou hru nelze otevřít: {reason}",
    "saves.cannot_import": "Tento soubor nelze nahrát: {reason}",
    "storage.unavailable": "V tomto okně prohlížeče nelze ukládat (anonymní režim?).",
    "storage.unreadable": "Uložené hry se nepodařilo načíst.",
    "storage.full": "Hru se nepodařilo uložit: úložiště prohlížeče je plné nebo vypnuté.",
    "storage.not_deleted": "Uloženou hru se nepodařilo smazat.",
    "storage.goes_on": "{reason} Hra pokračuje.",
    # --- příprava ------------------------------------------------------------------------------
    "setup.title": "Nová hra: {game}",
    "setup.players": "Hráči",
    "setup.stones_solo": "Jeden hráč hraje sólo: získejte všech 16 karet dřív než 4 trestné body.",
    "setup.seat": "Místo {number}",
    "setup.name": "Jméno",
    "setup.played_by": "Hraje",
    "setup.person": "Člověk",
    "setup.bot": "Bot",
    "setup.bot_level": "Úroveň bota",
    "level.tranquility.easy.help": "Začátečník: položí kartu, která stojí nejméně odhozů, tam, kam se nejlépe hodí, a odhazuje, jen když nemůže nic položit; nikdy si kartu nešetří na lepší místo později.",
    "level.tranquility.normal.help": "Slušný spoluhráč: každé položení i odhoz posuzuje podle toho, kolik ještě bude stát moře, a drží si kartu Cíl, ale bere na lehkou váhu nebezpečí, že mezeře dojdou čísla.",
    "level.tranquility.hard.help": "Hraje jako střední bot, ale nebezpečí každé mezery bere vážně a ke konci hry zkouší své nejlepší možnosti na zkušebních rozdáních karet, které nevidí, než se rozhodne.",
    "setup.modules": "Moduly",
    "setup.seed": "Číslo rozdání (nepovinné)",
    "setup.seed_help": "Stejné číslo rozdání a volby rozdají stejnou hru, takže ji jde zopakovat nebo sdílet.",
    "setup.start": "Začít",
    "seat.you": "Vy",
    "seat.default_name": "Hráč {number}",
    "level.easy": "Lehký",
    "level.normal": "Střední",
    "level.hard": "Těžký",
    "level.shifting-stones.easy.help": "Začátečník: získá, co vidí, ale často myslí jen jeden tah dopředu; nevšímá si bonusu +3 ani toho, co vám nechává.",
    "level.shifting-stones.normal.help": "Solidní hráč: plánuje dva tahy dopředu pro co nejvíc bodů a snaží se vám nenechat snadný vzor; bonus +3 nepočítá.",
    "level.shifting-stones.hard.help": "Plánuje tři tahy dopředu, drží karty nejblíže ke shodě, hraje o bonus +3 a nenechává vám vzory, kterým do shody chybí jeden tah.",
    "opt.removed_islands": "Méně ostrovů",
    "opt.removed_islands.help": "Před rozdáním naslepo odebrat několik ostrovů: méně karet k utrácení.",
    "opt.removed_islands.none": "Nic neodebírat",
    "opt.removed_islands.n": {"one": "Odebrat {count}", "few": "Odebrat {count}", "other": "Odebrat {count}"},
    "opt.sea_monsters": "Mořské příšery",
    "opt.sea_monsters.help": "Příšera spolkne položený ostrov; nelze ji odhodit a blokuje Cíl.",
    "opt.sea_monsters.none": "Žádné",
    "opt.sea_monsters.n": {"one": "{count} příšera", "few": "{count} příšery", "other": "{count} příšer"},
    "opt.jagged_rocks": "Ostré útesy",
    "opt.jagged_rocks.help": "Značka blokuje jednu řadu, dokud nejsou hotové čtyři řady.",
    "opt.jagged_rocks.none": "Žádné",
    "opt.jagged_rocks.automatic": "Automaticky: posunou se každé kolo",
    "opt.jagged_rocks.manual": "Ručně: posunete je, nebo zaplatíte dvě karty",
    "opt.jagged_rocks.follow": "Za vámi: přesunou se do vaší řady",
    "opt.storms": "Bouře a kompas",
    "opt.storms.help": "Bouře udeří, když se lízne; kompas jednu zruší.",
    "opt.wild_cards": "Žolíci",
    "opt.wild_cards.help": "Žolík se hraje jako ostrov s libovolným číslem, jako Start nebo jako Cíl.",
    "opt.wild_cards.none": "Žádní",
    "opt.wild_cards.n": {"one": "{count} žolík", "few": "{count} žolíci", "other": "{count} žolíků"},
    "opt.layout": "Tvar moře",
    "opt.layout.help": "Podoba moře; Pyramida a Vysoký oblouk počítají i pole, na kterých karta leží.",
    "opt.layout.standard": "Běžné 6×6",
    "opt.layout.pyramid": "Pyramida",
    "opt.layout.high_arch": "Vysoký oblouk",
    "opt.day_night": "Den a noc",
    "opt.day_night.help": "V noci dolní polovina, ve dne horní; líznutý kompas otočí všechny ruce.",
    "opt.competitive": "Souboj 1 na 1",
    "opt.competitive.help": "Dva hráči, každý hraje na vlastní body.",
    # --- kolem hrací plochy --------------------------------------------------------------------
    "handoff.pass_to": "Předejte hráči ",
    "handoff.only_them": "Na obrazovku se teď smí dívat jen on.",
    "handoff.confirm": "Jsem {name}: ukázat mé karty",
    "undo.wait": "Počkejte, až budete na tahu.",
    "frame.undo": "Vrátit tah",
    "frame.home": "Domů",
    "frame.bots": "Boti:",
    "frame.pace_label": "Rychlost botů",
    "frame.log": "Záznam",
    "frame.move_log": "Záznam tahů",
    "frame.share": "Zopakovat nebo sdílet toto rozdání: ",
    "frame.seed_link": "rozdání č. {seed}",
    "pace.instant": "Okamžitě",
    "pace.normal": "Normálně",
    "pace.slow": "Pomalu",
    "end.seed": "Rozdání č. {seed}",
    "end.again": "Hrát znovu (stejné rozdání)",
    "end.chart_scores": "Body v průběhu hry",
    "end.chart_budget": "Zásoba karet v průběhu hry",
    "end.chart_held": "Karty, které tým držel",
    "msg.not_possible": "To teď nejde.",
    "msg.share_whole": "Každý podíl musí být celé číslo.",
    "msg.not_yours": "Tento tah teď nepatří vám.",
    "msg.bot_failed": "{name} (bot) nemohl táhnout: {error}",
    "hand.yours": "Vaše ruka ({name})",
    "hand.hidden": "Karty jsou skryté.",
    "chip.players": "Hráči",
    "chip.in_hand": {"one": "{count} v ruce", "few": "{count} v ruce", "other": "{count} v ruce"},
    "chip.in_pile": {"one": "{count} v balíčku", "few": "{count} v balíčku", "other": "{count} v balíčku"},
    "chip.compasses": {"one": "{count} kompas", "few": "{count} kompasy", "other": "{count} kompasů"},
    "chip.points": {"one": "{count} bod", "few": "{count} body", "other": "{count} bodů"},
    "chip.scored": {"one": "{count} získaná", "few": "{count} získané", "other": "{count} získaných"},
    "chip.strikes": {
        "one": "{strikes} z {count} trestného bodu",
        "few": "{strikes} ze {count} trestných bodů",
        "other": "{strikes} z {count} trestných bodů",
    },
    # --- záznam tahů ---------------------------------------------------------------------------
    "log.t.paid": {
        "one": " a odhodil {count} kartu",
        "few": " a odhodil {count} karty",
        "other": " a odhodil {count} karet",
    },
    "log.t.play": "{name} zahrál {card} na pole {cell}{paid}.",
    "log.t.play_wild": "{name} zahrál žolíka jako {number} na pole {cell}{paid}.",
    "log.t.discard": {
        "one": "{name} odhodil {count} kartu.",
        "few": "{name} odhodil {count} karty.",
        "other": "{name} odhodil {count} karet.",
    },
    "log.t.start": "{name} zahrál kartu Start.",
    "log.t.start_wild": "{name} zahrál kartu Start (žolíka).",
    "log.t.finish": "{name} zahrál kartu Cíl.",
    "log.t.finish_wild": "{name} zahrál kartu Cíl (žolíka).",
    "log.t.monster": "{name} poslal mořskou příšeru na pole {cell}.",
    "log.t.shares": "Stůl se dohodl na podílech odhozu při Startu: {shares}.",
    "log.t.give": {
        "one": "{name} dal {count} kartu do odhozu při Startu.",
        "few": "{name} dal {count} karty do odhozu při Startu.",
        "other": "{name} dal {count} karet do odhozu při Startu.",
    },
    "log.t.rocks_stay": "{name} nechal Ostré útesy na místě{paid}.",
    "log.t.rocks_move": "{name} přesunul Ostré útesy do řady {row}.",
    "log.t.compass_yes": "{name} použil kompas a utišil bouři.",
    "log.t.compass_no": "{name} nechal bouři udeřit.",
    "log.t.squall": {
        "one": "{name} odhodil {count} kartu kvůli Poryvu.",
        "few": "{name} odhodil {count} karty kvůli Poryvu.",
        "other": "{name} odhodil {count} karet kvůli Poryvu.",
    },
    "log.t.lightning": {
        "one": "{name} odhodil {count} kartu kvůli Blesku.",
        "few": "{name} odhodil {count} karty kvůli Blesku.",
        "other": "{name} odhodil {count} karet kvůli Blesku.",
    },
    "log.s.swap": "{name} odhodil {card} a prohodil kameny {a} a {b}.",
    "log.s.flip": "{name} odhodil {card} a otočil kámen {stone}.",
    "log.s.score": "{name} získal {card}.",
    "log.s.end": "{name} ukončil tah.",
    "log.s.skip": "{name} vynechal a lízl 2 karty.",
    # --- Shifting Stones -----------------------------------------------------------------------
    "face.sun": "slunce",
    "face.moon": "měsíc",
    "face.fish": "ryba",
    "face.bird": "pták",
    "face.horse": "kůň",
    "face.boat": "loď",
    "face.seed": "semeno",
    "face.tree": "strom",
    "face.any": "cokoli",
    "stones.face_label": "{face} (rub: {back})",
    "stones.cell_label": "Pole {cell}: {face}",
    "stones.grid_label": "Kameny (strana balíčku nahoře)",
    "stones.card_label": {
        "one": "Karta, {count} bod: {pattern}",
        "few": "Karta, {count} body: {pattern}",
        "other": "Karta, {count} bodů: {pattern}",
    },
    "stones.msg.card_cannot_pay": "Tou kartou tento tah zaplatit nelze.",
    "stones.msg.need_card_shift": "K zaplacení posunu potřebujete kartu v ruce.",
    "stones.msg.need_card_flip": "K zaplacení otočení potřebujete kartu v ruce.",
    "stones.skip.acted": "V tomto tahu už jste jednali: raději ho ukončete.",
    "stones.skip.twice": "Minulý tah jste vynechali; dvakrát za sebou to nejde.",
    "stones.skip.not_now": "Teď vynechat nemůžete.",
    "stones.prompt.turn": "Jste na tahu: vyberte kartu a uvidíte, kde sedí, nebo kámen k posunutí či "
    "otočení.",
    "stones.prompt.pay_swap": "Vyberte kartu k odhození, abyste prohodili kameny {a} a {b}.",
    "stones.prompt.pay_flip": "Vyberte kartu k odhození, abyste otočili kámen {stone}.",
    "stones.prompt.tile": "Otočte tento kámen, nebo vyberte sousední, se kterým ho prohodíte.",
    "stones.not_on_grid": "Tento vzor teď na kamenech není.",
    "stones.score": "Získat tuto kartu",
    "stones.flip": "Otočit kámen {stone}",
    "stones.end_turn": "Ukončit tah",
    "stones.skip": "Vynechat (líznout 2)",
    "stones.pay": "Zaplatit",
    "stones.deck": {
        "one": "Balíček: {count} karta",
        "few": "Balíček: {count} karty",
        "other": "Balíček: {count} karet",
    },
    "stones.discard_pile": {
        "one": "Odhazovací balíček: {count} karta",
        "few": "Odhazovací balíček: {count} karty",
        "other": "Odhazovací balíček: {count} karet",
    },
    "stones.discard_top": ", navrchu {card}",
    "stones.end.solo_won": "Získali jste všech 16 karet: vítězství!",
    "stones.end.solo_lost": "Čtyři trestné body: tentokrát vyhrály kameny.",
    "stones.end.solo_line": {
        "one": "Získáno {scored} z 16 karet, {count} trestný bod",
        "few": "Získáno {scored} z 16 karet, {count} trestné body",
        "other": "Získáno {scored} z 16 karet, {count} trestných bodů",
    },
    "stones.end.wins": "Vyhrává {name}!",
    "stones.end.shared": "Společná výhra: {names}",
    "stones.end.points": {"one": "{count} bod", "few": "{count} body", "other": "{count} bodů"},
    "stones.end.scored": {
        "one": "{count} získaná karta",
        "few": "{count} získané karty",
        "other": "{count} získaných karet",
    },
    # --- Tranquility ---------------------------------------------------------------------------
    "card.finish": "Cíl",
    "card.start": "Start",
    "card.wild": "Žolík",
    "card.monster": "Mořská příšera",
    "card.storm": "Bouře",
    "card.compass": "Kompas",
    "storm.squall": "Poryv",
    "storm.undertow": "Spodní proud",
    "storm.headwind": "Protivítr",
    "storm.breaker": "Příboj",
    "storm.doldrums": "Bezvětří",
    "storm.lightning": "Blesk",
    "pending.shares": "zadat, jak si tým rozdělí 8 karet odhozu při Startu",
    "pending.give": "vybrat karty, které dá do svého podílu při Startu",
    "pending.rocks": "přesunout Ostré útesy, nebo zaplatit dvě karty, aby zůstaly",
    "pending.compass": "rozhodnout, zda na bouři použije kompas",
    "pending.squall": "odhodit dvě karty kvůli Poryvu",
    "pending.lightning": "odhodit jednu kartu kvůli Blesku",
    "tranq.pending": "{name} má {task}.",
    "tranq.msg.choose_exactly": {
        "one": "Vyberte přesně {count} kartu, kterou lze odhodit.",
        "few": "Vyberte přesně {count} karty, které lze odhodit.",
        "other": "Vyberte přesně {count} karet, které lze odhodit.",
    },
    "tranq.msg.monster_target": "Mořská příšera potřebuje za cíl položený ostrov.",
    "tranq.msg.no_wild_number": "Na toto pole teď nepasuje žádné číslo.",
    "tranq.msg.cannot_go": "{card} teď nemůže na pole {cell}.",
    "tranq.cell_island": "Pole {cell}: ostrov {number}",
    "tranq.cell_empty": "Pole {cell}: prázdné",
    "tranq.free": "zdarma",
    "tranq.play_here": {
        "one": ", sem za {count} odhozenou kartu",
        "few": ", sem za {count} odhozené karty",
        "other": ", sem za {count} odhozených karet",
    },
    "tranq.sea_label": "Moře (pole v pořadí)",
    "tranq.budget": {
        "one": "Tým: {count} karta v držení, potřeba {need}, rezerva {spare}",
        "few": "Tým: {count} karty v držení, potřeba {need}, rezerva {spare}",
        "other": "Tým: {count} karet v držení, potřeba {need}, rezerva {spare}",
    },
    "tranq.cards_left": "Zbývá karet (ruka + balíček): {per}. Zatím odhozeno: {discarded}.",
    "tranq.budget_label": "Zásoba karet",
    "tranq.bot_proposal": "(návrh bota)",
    "tranq.shares_prompt": "Karta Start: dohodněte se, kolik karet kdo odhodí, celkem 8.",
    "tranq.agree": "Souhlasíme",
    "tranq.prompt.turn": "Jste na tahu: vyberte kartu, pak rozsvícené pole; nebo odhoďte dvě karty.",
    "tranq.prompt.choose": {
        "one": "Vyberte {count} kartu k odhození (vybráno {chosen}).",
        "few": "Vyberte {count} karty k odhození (vybráno {chosen}).",
        "other": "Vyberte {count} karet k odhození (vybráno {chosen}).",
    },
    "tranq.prompt.wild": "Určete číslo žolíka.",
    "tranq.special.start": "Zahrát kartu Start",
    "tranq.special.start:W": "Zahrát žolíka jako Start",
    "tranq.special.finish": "Zahrát Cíl: vítězství!",
    "tranq.special.finish:W": "Zahrát žolíka jako Cíl",
    "tranq.discard_two": "Odhodit dvě",
    "tranq.choose.give": "Vybrat karty k odevzdání",
    "tranq.choose.squall": "Vybrat karty pro Poryv",
    "tranq.choose.lightning": "Vybrat kartu pro Blesk",
    "tranq.choose.rocks_stay": "Nechat útesy: zaplatit dvě karty",
    "tranq.rocks_move": "Přesunout útesy do řady {row}",
    "tranq.compass_yes": "Použít kompas",
    "tranq.compass_no": "Nechat bouři udeřit",
    "tranq.chosen": ", vybrána k odhození",
    "tranq.playing": ", tuto kartu hrajete",
    "tranq.cannot_pay": ", teď ji nelze odhodit",
    "tranq.start_slot": "Místo pro Start",
    "tranq.night": "Ruce jsou otočené k noci: hrajte do dolní poloviny.",
    "tranq.day": "Ruce jsou otočené ke dni: hrajte do horní poloviny.",
    "tranq.rocks_block": "Ostré útesy blokují řadu {row}.",
    "tranq.storms_so_far": "Dosavadní bouře: {storms}",
    "tranq.own_discards": "Vaše odhozené karty ({count}): {cards}",
    "tranq.end.duel_win": "{name} vyhrává souboj!",
    "tranq.end.duel_draw": "Souboj skončil remízou.",
    "tranq.end.won": "Moře je hotové: vyhráli jste všichni!",
    "tranq.end.lost": "Plavba končí: zaplněno {filled} z 36 polí.",
    "tranq.end.cards_left": {
        "one": "zbývá {count} karta",
        "few": "zbývají {count} karty",
        "other": "zbývá {count} karet",
    },
    # --- stránky pravidel ----------------------------------------------------------------------
    "rules.how_to_play": "Jak hrát {game}",
    "rules.rulings": "Domácí upřesnění",
    "rules.rulings_help": "Kde vydaná pravidla mlčí nebo nejsou jasná, rozhoduje tento web takto.",
    "rules.tranquility.goal.title": "Cíl hry",
    "rules.tranquility.goal.text": "Společně zaplňte ostrovy všech 36 polí moře tak, aby čísla rostla v "
    "pořadí polí, cestou zahrajte kartu Start a zakončete kartou Cíl. Nikdo nemluví.",
    "rules.tranquility.order.title": "Pořadí polí",
    "rules.tranquility.order.text": "Pole se počítají od spodní řady zleva doprava, pak řada nad ní. "
    "Poslední pole řady a první pole další řady sousedí; pole nad sebou ne (kromě polí, na kterých karta "
    "leží, v Pyramidě a Vysokém oblouku).",
    "rules.tranquility.turn.title": "Váš tah",
    "rules.tranquility.turn.text": "Zahrajte jednu kartu, nebo odhoďte dvě karty lícem dolů. Pak si "
    "doberte do pěti ze svého balíčku.",
    "rules.tranquility.placing.title": "Položení ostrova",
    "rules.tranquility.placing.text": "Hodí se každé prázdné pole, pokud jsou všechna čísla před ním menší "
    "a všechna za ním větší. Vedle obsazeného souseda musíte odhodit tolik karet, kolik činí nejmenší "
    "rozdíl (6 mezi 3 a 7 stojí 1).",
    "rules.tranquility.start.title": "Karta Start",
    "rules.tranquility.start.text": "Kdo ji drží, musí ji zahrát. Pak tým odhodí celkem 8 karet v "
    "podílech, na kterých se stůl dohodne: jediná chvíle, kdy se smí mluvit, a jen v číslech.",
    "rules.tranquility.end.title": "Konec",
    "rules.tranquility.end.text": "Vyhráváte, když se po Startu zahraje karta Cíl na plné moře. Prohráváte, "
    "když hráč na začátku svého tahu nemůže zahrát kartu ani odhodit dvě.",
    "rules.stones.goal.title": "Cíl hry",
    "rules.stones.goal.text": "Získávejte karty se vzory tak, že devět kamenů uspořádáte, aby se vzor karty "
    "objevil na mřížce.",
    "rules.stones.turn.title": "Váš tah",
    "rules.stones.turn.text": "Kolikrát chcete a v libovolném pořadí: odhoďte kartu a prohoďte dva sousední "
    "kameny, odhoďte kartu a otočte kámen, nebo získejte kartu, jejíž vzor právě sedí. Pak si doberte do "
    "čtyř.",
    "rules.stones.skip.title": "Vynechání",
    "rules.stones.skip.text": "Místo všeho ostatního si lízněte dvě karty (nejvýš šest v ruce), ale nikdy "
    "dva tahy po sobě.",
    "rules.stones.matching.title": "Shoda vzoru",
    "rules.stones.matching.text": "Vzor může ležet kdekoli na mřížce, kam se vejde, ale nikdy otočený ani "
    "zrcadlený. Na šedých polích stačí jakýkoli kámen. Horní strana mřížky je strana dobíracího balíčku.",
    "rules.stones.end.title": "Konec",
    "rules.stones.end.text": "Když někdo získá 10 / 9 / 8 / 7 karet (2 / 3 / 4 / 5 hráčů), dohraje se "
    "kolo, aby měli všichni stejně tahů. Body plus 3 za nejvíc karet za 1 bod; při rovnosti se o výhru "
    "dělí.",
    "rules.stones.solo.title": "Sólo",
    "rules.stones.solo.text": "Šestnáct karet. Každý tah, který skončí bez získané karty, i vynechání, je "
    "trestný bod; čtyři trestné body prohrávají, všech šestnáct získaných karet vyhrává.",
    # --- chyby herního jádra -------------------------------------------------------------------
    "error.players_missing": "Zvolte počet hráčů.",
    "error.game_over": "Hra skončila.",
    "error.must_play_start": "Držíte kartu Start a žádná ještě nebyla zahrána: musíte ji zahrát teď.",
    "error.doldrums": "Bezvětří: v tomto tahu smíte jen odhodit dvě karty.",
    "error.monster_not_discardable": "Mořské příšery se nikdy nesmí odhodit.",
    "error.start_already_played": "Karta Start už byla zahrána; další karty Start lze jen odhodit.",
    "error.sea_not_full": "Cíl vyžaduje plné moře; prázdných polí zbývá: {empty}.",
    "error.no_start_yet": "Před Cílem musí být zahrána karta Start.",
    "error.monster_in_hand": "Žádný Cíl, dokud má někdo v ruce mořskou příšeru.",
    "error.no_such_decision": "Na tohle se teď nikdo neptá: je čas na akci tahu.",
    "error.bad_players": "Tranquility je pro 1 až 5 hráčů.",
    "error.competitive_needs_two": "Souboj je přesně pro 2 hráče, ne pro {players}.",
    "error.bad_removed_islands": "Odeberte buď žádné ostrovy, nebo 4 až 12, ne {value}.",
    "error.bad_sea_monsters": "Hrajte s 0, 3, 4 nebo 5 příšerami, ne s {value}.",
    "error.bad_wild_cards": "Hrajte s 0 až 3 žolíky, ne s {value}.",
    "error.players_out_of_range": "Shifting Stones je pro 1 až 5 hráčů, ne pro {value}.",
    "error.pattern_not_on_grid": "Vzor karty {card} teď na mřížce není.",
    "error.skip_after_action": "Vynechat lze jen místo jednání, a vy jste v tomto tahu už jednali.",
    "error.skip_twice": "Minulý tah jste vynechali a dva tahy po sobě vynechat nelze.",
    "error.save_not_json": "Tento soubor není uložená hra (není to platný JSON).",
    "error.save_not_object": "Tohle není uložená hra.",
    "error.save_damaged": "Uložená hra je poškozená a nejde otevřít.",
    "error.save_bad_seat": "Jedno místo v uložené hře je poškozené.",
    "error.save_no_game": "Uložená hra neuvádí, o jakou hru jde.",
    "error.save_no_options": "Uložená hra nemá volby.",
    "error.save_bad_seed": "Uložená hra nemá platné číslo rozdání.",
    "error.save_bad_actions": "Seznam tahů v uložené hře je poškozený.",
    "error.save_no_format": "Tohle není naše uložená hra (chybí verze formátu).",
    "error.save_newer": "Tato uložená hra je z novější verze (formát {format}); aktualizujte web, abyste ji "
    "otevřeli.",
    "error.save_unknown_game": "Uložená hra je z neznámé hry ({game}).",
    "error.save_replay_failed": "Tah {step} uložené hry ({action}) nelze přehrát.",
    "error.save_snapshot_mismatch": "Snímek uložené hry neodpovídá tahům: byl pozměněn.",
    "error.state_wrong_game": "Tato pozice není ze hry Shifting Stones.",
}

#: Domácí upřesnění podle jejich identifikátorů (anglický originál je v modulech rulings).
RULINGS: dict[str, str] = {
    "start-shares": "Odhoz při Startu: podíly jsou celá čísla od 0 se součtem 8. Každý odhodí svůj podíl z "
    "ruky; komu dojdou karty, které smí odhodit, dobere si do 5 a pokračuje. Karty Cíl se dávat smějí, "
    "mořské příšery nikdy. Pak si všichni doberou do 5. Při sólové hře dá jediný hráč všech 8; drží-li celý "
    "tým méně než 8 karet, které smí odhodit, dá každý všechno, co může.",
    "monster-blocks-finish": "Žádnou kartu Cíl nelze zahrát, dokud má kterýkoli hráč mořskou příšeru.",
    "storm-design": "Bouře a kompasy podle návrhu tohoto webu: 6 bouří (Poryv, Spodní proud, Protivítr, "
    "Příboj, Bezvětří, Blesk) a 4 kompasy se po rozdání úvodních rukou zamíchají do balíčků, navíc zásoba "
    "3 kompasů pro hráče, kteří dokončí řadu.",
    "high-arch": "Vysoký oblouk: na ploše široké 8 čtyři řady po dvou pilířích (sloupce 1–2 a 7–8), dvě "
    "plné řady po 8 a řada klenáku se 4 poli (sloupce 3–6). Pole leží na poli přímo pod sebou, pokud "
    "nějaké je.",
    "resting-neighbours": "V Pyramidě a Vysokém oblouku jsou sousedy karty její dva sousedé v pořadí a pole, "
    "na kterých leží; cena je nejmenší rozdíl k jakémukoli obsazenému sousedovi.",
    "day-night-turns": "Den a noc: pokud aktivní hráč na začátku tahu nemůže položit žádný ostrov do "
    "poloviny, kam ukazují ruce, a druhá polovina má prázdné pole mimo řadu Ostrých útesů, ruce se otočí "
    "dřív, než jedná.",
    "duel-scoring": "1 na 1: +1 za každý položený ostrov, −1 za každou odhozenou kartu (při Startu dá každý "
    "4), +3 a konec hry za zahraný Cíl, −3 a konec hry pro hráče, který nemůže jednat. Vyhrává vyšší skóre; "
    "při rovnosti je remíza.",
    "shares-entered-by-start-player": "Hráč, který zahrál Start, zadá rozdělení dohodnuté stolem: jedno "
    "číslo na místo, v pořadí míst. V souboji je rozdělení vždy 4 a 4.",
    "shares-given-clockwise": "Podíly při Startu dávají hráči jeden po druhém po směru hodin od hráče, který "
    "zahrál Start, a každý si vybírá své karty sám.",
    "shortfall-moves-on": "Kdo nemůže dát celý svůj podíl (v ruce ani v balíčku nemá kartu, kterou smí "
    "odhodit), předá zbytek dalšímu hráči po směru hodin, který ještě může; v souboji se nic nepředává.",
    "rocks-decided-after-start": "Ručně řízené Ostré útesy po Startu: hráč, který zahrál Start, přesune útesy "
    "(nebo zaplatí dvě karty) hned po něm, ještě před odhozem týmu.",
    "rocks-stay-free": "Ručně řízené Ostré útesy, když není jiná řada s prázdným polem, prostě zůstanou a "
    "nic se neplatí.",
    "automatic-rocks-every-turn": "Automatické Ostré útesy se posunou na konci každého tahu, který neukončí "
    "hru, i tahu se Startem; první řada se losuje ze všech řad.",
    "compass-before-storm": "Hráč, který lízne bouři a má kompas (líznutý nebo získaný ze zásoby), se před "
    "úderem bouře rozhodne, zda ho použije.",
    "squall-no-refill": "Poryv vezme 2 karty (méně, má-li hráč méně karet, které smí odhodit) až po doplnění "
    "ruky; hráč si pak do dalšího doplnění nelíže.",
    "lightning-clockwise": "Odhoz kvůli Blesku jde po směru hodin od hráče, který ho lízl, a každý si vybírá "
    "svou kartu sám.",
    "own-discards": "Odhozené karty leží lícem dolů a nikdo se na ně už nedívá, ale hráč si může pamatovat, "
    "co odhodil, a proto si boti pamatují své odhozené karty. Výpis vlastních odhozených karet na obrazovce je "
    "pomůcka, kterou vydaná hra nedává: volba „Pamatovat si mé odhozené karty“ (vypnutá, pokud ji při přípravě "
    "nezvolíte) je ukazuje pod mořem jen tomu, kdo je odhodil.",
    "undertow-unseen": "Karty Spodního proudu odcházejí ze hry neviděné, i když jsou to bouře nebo kompasy; "
    "karta Start mezi nimi se vrací do balíčku na náhodné místo. Nejde o odhoz (v souboji žádné −1).",
    "headwind-next-island": "Protivítr se spotřebuje při dalším položení ostrova hráčem, který ho lízl (i "
    "žolíka jako ostrova), v kterémkoli tahu to nastane.",
    "doldrums-at-turn-start": "Bezvětří se spotřebuje na začátku dalšího tahu hráče: může-li tehdy odhodit "
    "dvě karty (a nemusí hrát Start), je odhození dvou jeho jedinou akcí; jinak nemá žádný účinek.",
    "wild-unique-number": "Žádné číslo nesmí být v moři dvakrát: žolík nemůže jmenovat položené číslo a "
    "ostrov, jehož číslo žolík zabral, nelze položit, dokud ten žolík leží.",
    "removed-wild": "Žolík v roli ostrova, kterého odstraní mořská příšera nebo Příboj, odchází ze hry jako "
    "karta žolíka.",
    "day-night-check-islands-only": "Kontrola strany na začátku tahu bere v úvahu jen položení ostrovů "
    "(včetně žolíků), která dovolí pořadí, útesy a cena; povinný Start ani Bezvětří se nepočítají.",
    "duel-wild-island-scores": "V souboji dává žolík zahraný jako ostrov +1 jako každý ostrov; karty ztracené "
    "Spodním proudem nebo spolknuté příšerou skóre nemění.",
    "deal-round-robin": "Karty se rozdávají po jedné od místa 1, takže přebytek dostanou dřívější místa; "
    "bouře a kompasy se po úvodních rukou rozdělí stejně a pak se každý balíček zamíchá se svou kartou Start.",
    "bonus_needs_a_one_point_card": "Bonus +3 za nejvíc karet za 1 bod nedostane nikdo, pokud nikdo nezískal "
    "kartu za 1 bod; při rovnosti ho dostane každý.",
    "discard_pile_is_public": "Odhozené karty leží lícem nahoru: kdokoli si může prohlédnout celý odhazovací "
    "balíček.",
    "discard_any_card": "Posun nebo otočení lze zaplatit jakoukoli kartou z ruky, i takovou, která by teď "
    "šla získat; vybírá hráč.",
    "skip_is_the_whole_turn": "Vynechání nahrazuje celý tah: je možné jen před jakýmkoli posunem, otočením "
    "nebo získáním karty v tomto tahu.",
    "skip_respects_hand_of_six": "Vynechání lízne 2 karty, ale nikdy nad 6 v ruce (1 kartu při 5 v ruce, "
    "žádnou při 6); i tak se počítá jako vynechání.",
    "end_turn_without_actions": "Tah lze ukončit bez jakékoli akce: hráč si dobere do 4 a nejde o vynechání.",
    "reshuffle_when_drawing": "Odhazovací balíček se zamíchá do nového balíčku, když je třeba líznout z "
    "prázdného; je-li prázdný i odhazovací balíček, hráč už nelíže.",
    "end_round_closes_before_seat_one": "Dosažení počtu karet ukončí hru po tahu hráče sedícího před prvním "
    "hráčem, i když byl počet dosažen uprostřed tahu nebo prvním hráčem.",
    "solo_deck_unseen": "16 karet sólového balíčku se líže lícem dolů; zbylých 56 karet zůstává neviděno v "
    "krabici.",
    "solo_strike_at_end_of_turn": "V sólu se trestný bod dává, když tah skončí (ukončením nebo vynecháním) "
    "bez získané karty; čtvrtý trestný bod hru okamžitě ukončí.",
    "solo_win_at_once": "V sólu se vítězí v okamžiku získání 16. karty; bonus +3 se neuděluje.",
}
MESSAGES.update({f"ruling.{key}": text for key, text in RULINGS.items()})

# --- pomůcky: nápověda tahu, klávesy, karty po hráčích, zajímavosti partie ----------------------
MESSAGES.update(
    {
        "frame.hint": "Rada",
        "frame.hint_wait": "Rada je jen pro tvůj tah.",
        "hint.line": "Rada: {move}",
        "hint.line_reason": "Rada: {move} — {reason}",
        "hint.t.paid": ", odhoď {cards}",
        "hint.t.play": "zahraj {card} na pole {cell}{paid}.",
        "hint.t.play_wild": "zahraj žolíka jako {number} na pole {cell}{paid}.",
        "hint.t.discard": "odhoď {cards}.",
        "hint.t.give": "vzdej se karet {cards}.",
        "hint.t.squall": "nech poryv vzít {cards}.",
        "hint.t.lightning": "nech blesk vzít {cards}.",
        "hint.t.start": "zahraj kartu Start.",
        "hint.t.start_wild": "zahraj žolíka jako Start.",
        "hint.t.finish": "zahraj kartu Cíl.",
        "hint.t.finish_wild": "zahraj žolíka jako Cíl.",
        "hint.t.monster": "pošli mořskou příšeru na pole {cell}.",
        "hint.t.shares": "dohodněte se na podílech {shares}.",
        "hint.t.rocks_stay": "nech útesy na místě{paid}.",
        "hint.t.rocks_move": "přesuň útesy do řady {row}.",
        "hint.t.compass_yes": "použij kompas proti této bouři.",
        "hint.t.compass_no": "nech bouři udeřit.",
        "hint.s.swap": "prohoď kameny {a} a {b} a zaplať kartou {card}.",
        "hint.s.flip": "otoč kámen {stone} a zaplať kartou {card}.",
        "hint.s.score": "vyhodnoť {card}.",
        "hint.s.end": "ukonči tah.",
        "hint.s.skip": "vynech tah a lízni 2 karty.",
        "shell.contrast": "Vysoký kontrast",
        "help.open": "Klávesy",
        "help.open_label": "Klávesové zkratky (stiskni ?)",
        "help.title": "Klávesové zkratky",
        "help.close": "Zavřít",
        "help.everywhere": "Všude",
        "help.k.help": "Zobrazit nebo skrýt tento seznam",
        "help.k.escape": "Zrušit rozdělanou volbu; zavřít tento seznam",
        "help.k.undo": "Vrátit svůj poslední tah",
        "help.k.hint": "Požádat o radu",
        "help.k.arrows": "Pohyb po moři nebo po kamenech; Home a End skočí na kraj řady",
        "help.k.activate": "Vybrat pole, kartu nebo tlačítko, na kterém je fokus",
        "help.k.cards": "Vybrat kartu na tomto místě v ruce",
        "help.k.discard_two": "Odhodit dvě karty",
        "help.k.start_finish": "Zahrát kartu Start / kartu Cíl",
        "help.k.confirm": "Potvrdit vybrané karty",
        "help.k.score": "Vyhodnotit vybranou kartu",
        "help.k.flip": "Otočit vybraný kámen",
        "help.k.end": "Ukončit tah",
        "help.k.skip": "Vynechat tah a líznout dvě karty",
        "stones.msg.not_neighbours": "Prohodit lze jen sousední kameny.",
        "help.drag": "Myší nebo prstem můžeš také přetáhnout kámen na sousední a prohodit je.",
        "tranq.seat_held": {
            "one": "{name}: {count} karta",
            "few": "{name}: {count} karty",
            "other": "{name}: {count} karet",
        },
        "tranq.seats_label": "Kolik karet ještě má každý hráč (ruka a balíček)",
        "end.highlights": "Zajímavosti",
        "end.h.tightest": {
            "one": "O chlup: po tahu {move} měl tým v záloze jen {count} kartu.",
            "few": "O chlup: po tahu {move} měl tým v záloze jen {count} karty.",
            "other": "O chlup: po tahu {move} měl tým v záloze jen {count} karet.",
        },
        "end.h.short": {
            "one": "Karty došly v tahu {move}: chyběla {count} karta.",
            "few": "Karty došly v tahu {move}: chyběly {count} karty.",
            "other": "Karty došly v tahu {move}: chybělo {count} karet.",
        },
        "end.h.best_turn": {
            "one": "Nejlepší tah: {name} získal(a) {count} bod v jednom tahu.",
            "few": "Nejlepší tah: {name} získal(a) {count} body v jednom tahu.",
            "other": "Nejlepší tah: {name} získal(a) {count} bodů v jednom tahu.",
        },
        "end.h.margin": {
            "one": "Vítězství o {count} bod.",
            "few": "Vítězství o {count} body.",
            "other": "Vítězství o {count} bodů.",
        },
        "end.h.lead_changes": {
            "one": "Vedení se změnilo {count}krát.",
            "few": "Vedení se změnilo {count}krát.",
            "other": "Vedení se změnilo {count}krát.",
        },
    }
)

# --- předvolby, obtížnost, partie dne, statistiky --------------------------------------------
MESSAGES.update(
    {
        "preset.label": "Předvolba",
        "preset.calm": "Klidné moře",
        "preset.calm.help": "Základní hra bez modulů.",
        "preset.breeze": "Příznivý vítr",
        "preset.breeze.help": "Dva žolíci pro snazší plavbu.",
        "preset.choppy": "Zvlněné moře",
        "preset.choppy.help": "Tři mořské příšery a útesy, které se posouvají samy.",
        "preset.storm": "Bouře",
        "preset.storm.help": "Tři mořské příšery, 4 ostrovy odebrány, pohyblivé útesy a bouře.",
        "preset.expert": "Expert",
        "preset.expert.help": "Moře ve tvaru pyramidy s ručními útesy, dnem a nocí.",
        "preset.custom": "Vlastní",
        "preset.custom.help": "Tvoje vlastní směs modulů.",
        "meter.label": "Obtížnost",
        "meter.level.gentle": "mírná",
        "meter.level.fair": "vyrovnaná",
        "meter.level.hard": "těžká",
        "meter.level.brutal": "nelítostná",
        "meter.measured": "Tým silných botů vyhraje {percent} % takových her",
        "meter.estimate": "Tým silných botů vyhraje asi {percent} % takových her",
        "meter.stones_solo": "Silný bot vyhraje {percent} % sólových her",
        "meter.games": {
            "one": "(změřeno na {count} hře).",
            "few": "(změřeno na {count} hrách).",
            "other": "(změřeno na {count} hrách).",
        },
        "meter.duel": "Souboj 1 na 1 nemá měřítko obtížnosti: hrajete proti sobě.",
        "meter.versus": "Proti jiným hráčům záleží obtížnost na tom, kdo sedí u stolu.",
        "daily.title": "Partie dne · {date}",
        "daily.intro": "Jedno rozdání denně, pro všechny stejné. Počítá se tvoje první hra dne; "
        "opakování jsou označena.",
        "daily.play": "Hrát dnešní {game}",
        "daily.replay_button": "Znovu hrát dnešní {game}",
        "daily.in_progress": "Dnešní hra běží: pokračuj v ní z uložených her.",
        "daily.copy": "Kopírovat",
        "daily.copied": "Zkopírováno do schránky.",
        "daily.copy_failed": "Kopírování tu není povoleno: označ text a zkopíruj ho ručně.",
        "daily.badge": "Partie dne {date}",
        "daily.badge_replay": "Partie dne {date} · opakování, nepočítá se",
        "daily.share.line": "{game}, partie dne {date} — {result}",
        "daily.share.tranq_won": {
            "one": "výhra s {count} kartou v záloze",
            "few": "výhra se {count} kartami v záloze",
            "other": "výhra s {count} kartami v záloze",
        },
        "daily.share.tranq_lost": "prohra, zaplněno {count} z 36 polí",
        "daily.share.stones_won": {
            "one": "výhra s {count} trestným bodem",
            "few": "výhra se {count} trestnými body",
            "other": "výhra s {count} trestnými body",
        },
        "daily.share.stones_lost": "prohra, vyhodnoceno {count} z 16 karet",
        "daily.share.replay": " (opakování)",
        "stats.open": "Statistiky",
        "stats.title": "Tvoje statistiky",
        "stats.none": "Zatím žádné dokončené hry.",
        "stats.col.kind": "Hra",
        "stats.col.played": "Odehráno",
        "stats.col.won": "Výhry",
        "stats.col.rate": "Úspěšnost",
        "stats.col.streak": "Série",
        "stats.col.best": "Nejlepší série",
        "stats.col.average": "Průměr",
        "stats.unit.tranquility": "zbylých karet",
        "stats.unit.points": "bodů",
        "stats.kind.solo": "Sólo",
        "stats.kind.table": "Proti ostatním",
        "stats.kind.duel": "1 na 1",
        "stats.kind.daily": "Partie dne",
        "stats.chart": "Poslední hry: body nebo zbylé karty",
        "stats.reset": "Vynulovat statistiky…",
        "stats.reset_confirm": "Vynulovat všechny statistiky? Nelze to vrátit.",
        "stats.reset_yes": "Ano, vynulovat",
        "stats.reset_done": "Statistiky vynulovány.",
        "stats.problem": "Statistiky nelze použít: {reason} Zůstávají, jak jsou; vynuluj je a začni znovu.",
        "error.stats_damaged": "Statistiky jsou poškozené.",
        "error.stats_newer": "Statistiky pocházejí z novější verze webu.",
    }
)

# --- refusals in words, cards named by what they show -------------------------------------------
MESSAGES.update(
    {
        "stones.card_words": {
            "one": "„{pattern}“ ({count} bod)",
            "few": "„{pattern}“ ({count} body)",
            "other": "„{pattern}“ ({count} bodů)",
        },
        "stones.why.no_match": "{card} zatím nesedí: {missing}.",
        "stones.why.stone_needs": "kámen {stone} ukazuje {shown}, ale je potřeba {face}",
        "stones.why.score_not_now": "{card} sedí, ale kartu teď získat nelze.",
        "meter.estimate_games": {
            "one": "(odhad podle nejbližší změřené sestavy, {count} hra).",
            "few": "(odhad podle nejbližší změřené sestavy, {count} hry).",
            "other": "(odhad podle nejbližší změřené sestavy, {count} her).",
        },
        "tranq.rocks_gone": "Ostré útesy zmizely: čtyři řady jsou hotové.",
        "tranq.why.start_beside": "Karta Start se kládá vedle moře, ne do pole: použijte „Zahrát kartu Start“.",
        "tranq.why.finish_beside": "Karta Cíl se kládá vedle moře, až jsou všechna pole plná, ne do pole.",
        "tranq.why.not_played": "{card} se do moře nikdy nehraje.",
        "tranq.why.start_first": "{card} musí počkat: nejdřív zahrajte kartu Start.",
        "tranq.why.doldrums": "Bezvětří v tomto tahu dovoluje jen odhodit dvě karty, takže {card} zahrát nelze.",
        "tranq.why.placed": "{card} už v moři leží.",
        "tranq.why.wild_as": "žolík jako {number}",
        "tranq.why.taken": "{card} nemůže na pole {cell}: už na něm leží {number}.",
        "tranq.why.rocks": "{card} nemůže na pole {cell}: Ostré útesy blokují řadu {row}.",
        "tranq.why.night": "{card} nemůže na pole {cell}: v noci se hraje jen na pole 1–{last}.",
        "tranq.why.day": "{card} nemůže na pole {cell}: ve dne se hraje jen na pole {first}–36.",
        "tranq.why.no_number": "Na pole {cell} teď nemůže žádné číslo.",
        "tranq.why.order_before": "{card} nemůže na pole {cell}: {number} na poli {other} je před ním a moře "
        "stoupá od Startu k Cíli.",
        "tranq.why.order_after": "{card} nemůže na pole {cell}: {number} na poli {other} je za ním a moře "
        "stoupá od Startu k Cíli.",
        "tranq.why.cost": {
            "one": "{card} by stála {count} odhozenou kartu; dát můžete {have}.",
            "few": "{card} by stála {count} odhozené karty; dát můžete {have}.",
            "other": "{card} by stála {count} odhozených karet; dát můžete {have}.",
        },
        "tranq.why.headwind": "(Protivítr přidává 1.)",
        "tranq.why.not_now": "{card} teď nemůže na pole {cell}.",
        "tranq.why.nowhere": "{card} se teď nevejde na žádné pole.",
        "tranq.why.no_gap": "Pro {card} už nezbylo prázdné pole mezi menšími a většími čísly moře.",
        "tranq.why.cannot_pay": "{card} nemůže platit: tuto kartu nelze odhodit.",
        "tranq.why.pays_itself": "{card} je karta, kterou hrajete; nemůže zaplatit sama za sebe.",
    }
)

# --- engine errors by code (game.ui.locales.errors_cs) -------------------------------------------
from game.ui.locales.errors_cs import ERRORS  # noqa: E402

MESSAGES.update(ERRORS)

# --- damaged stored data, the error panel, refused links ---------------------------------------
MESSAGES.update(
    {
        "prefs.damaged": "Vaše nastavení nešlo přečíst, proto platí obvyklé. Poškozená kopie je "
        "uložena stranou.",
        "error.prefs_damaged": "Vaše nastavení je poškozené.",
        "error.save_too_large": "Toto není uložená hra (je příliš velká nebo hluboká).",
        "crash.title": "Něco se pokazilo",
        "crash.body": "Tuto obrazovku nešlo zobrazit. Uložené hry jsou v pořádku; pokračujte návratem "
        "na úvodní stránku.",
        "crash.home": "Zpět na úvod",
        "crash.copy": "Zkopírovat hlášení",
        "crash.report": "Hlášení",
        "link.refused": "Tento odkaz nešlo otevřít: {reason}",
        "link.bad_players": "počet hráčů musí být 1 až 5.",
        "link.bad_seed": "číslo rozdání není platné číslo.",
        "link.bad_options": "jeho volby nejsou platné.",
        "link.too_long": "je příliš dlouhý.",
        # --- row labels on the board and picking the rocks' row
        "tranq.row": "Řada {row}",
        "tranq.row_rocks": "Řada {row}, Ostré útesy",
        "tranq.rocks_pick_row": "Klikni na číslo řady na ploše a přesuň tam útesy.",
    }
)

# --- Remember my discards: an aid the published game does not give ---------------------------
MESSAGES.update(
    {
        "setup.aids": "Pomůcky pro hráče",
        "opt.remember_discards": "Pamatovat si mé odhozené karty",
        "opt.remember_discards.help": "Pomůcka, kterou vydaná hra nedává: karty, které jste odhodili, jsou vypsané pod mořem, jen pro vás.",
    }
)

# --- the log tells every event: storms, compasses, rocks, the hands turning, the split, the end --
MESSAGES.update(
    {
        "told.someone": "Hráč",
        "told.storm_drawn": "{name} si lízl Bouři: {storm}.",
        "told.compass_choice": "{name} má kompas a rozhoduje, zda ho použije.",
        "told.strike.squall": "{name} odhodí dvě karty, až si doplní ruku.",
        "told.strike.lightning": "Každý hráč odhodí jednu kartu, počínaje tím, kdo ji lízl.",
        "told.strike.undertow": {
            "one": "Odnesl ze hry {count} kartu z vršku dobíracího balíčku hráče {name}.",
            "few": "Odnesl ze hry {count} karty z vršku dobíracího balíčku hráče {name}.",
            "other": "Odnesl ze hry {count} karet z vršku dobíracího balíčku hráče {name}.",
        },
        "told.strike.headwind": "Další ostrov hráče {name} stojí o jeden odhoz víc.",
        "told.strike.doldrums": "V příštím tahu smí {name} jen odhodit dvě karty.",
        "told.strike.breaker": "Rozbil poslední položený ostrov: {card} opouští políčko {cell}.",
        "told.strike.breaker_none": "V moři nebyl žádný ostrov, který by mohl rozbít.",
        "told.calmed": "Kompas zrušil Bouři „{storm}“: nemá žádný účinek.",
        "told.monster": "Mořská příšera spolkla {card} na políčku {cell}: obě karty opouštějí hru.",
        "told.compass_row": "{name} dokončil řadu a bere si kompas od moře.",
        "told.compass_drawn": "{name} si lízl kompas a položil ho vedle sebe.",
        "told.rocks_gone": "Čtyři řady jsou hotové: Ostré útesy opouštějí moře.",
        "told.rocks_moved": "Ostré útesy se přesunuly do řady {row}.",
        "told.turned_night": "Karty v rukou se otočily na noční stranu: ostrovy teď patří na políčka 1–18.",
        "told.turned_day": "Karty v rukou se otočily na denní stranu: ostrovy teď patří na políčka 19–36.",
        "told.doldrums_now": "Bezvětří: v tomto tahu smí {name} jen odhodit dvě karty.",
        "told.won": "Cíl je zahrán: plavba je dokončena.",
        "told.stuck": "{name} už nemá žádný tah: plavba končí.",
        "told.lost": "Plavba končí.",
        "told.shares": "Stůl rozdělil 8 odhozů Startu: {shares}.",
        "told.since": "Od posledního tahu hráče {name}",
        "told.s.reshuffled": {
            "one": "Odhazovací balíček byl zamíchán do nového balíčku o {count} kartě.",
            "few": "Odhazovací balíček byl zamíchán do nového balíčku o {count} kartách.",
            "other": "Odhazovací balíček byl zamíchán do nového balíčku o {count} kartách.",
        },
        "told.s.strike": "Trestný bod: {strikes} z {count}.",
        "told.s.solo_won": "Všechny karty jsou započteny: sólová hra je vyhraná.",
        "told.s.solo_lost": "Sólová hra je prohraná.",
        "told.s.over": "Hra skončila. Vítěz: {names}.",
        "told.thinking": "Přemýšlím…",
        "told.split.solo": "Karta Start: tým odhodí {count} karet a při hře o samotě je všechny dáváte vy, z ruky (pravidlo A5).",
        "told.split.solo_go": "Odhodit karty za Start",
        "told.give.rule": "Karta Start: tým odhodí {count} karet; váš zbývající podíl je {owed}. Jdou z ruky (nikdy Mořská příšera); když v ruce už nic dát nejde, doberete si do 5 a pokračujete (pravidlo A5).",
        "told.give.forced": {
            "one": "V ruce máte jen {count} kartu, kterou smíte dát, takže musí jít: {cards}.",
            "few": "V ruce máte jen {count} karty, které smíte dát, takže musí jít všechny: {cards}.",
            "other": "V ruce máte jen {count} karet, které smíte dát, takže musí jít všechny: {cards}.",
        },
        "told.give.then_draw": {
            "one": "Pak si doberete do 5 a dáte ještě {count} kartu podle svého výběru.",
            "few": "Pak si doberete do 5 a dáte ještě {count} karty podle svého výběru.",
            "other": "Pak si doberete do 5 a dáte ještě {count} karet podle svého výběru.",
        },
        "told.give.choose": {
            "one": "Vyberte {count} kartu z ruky.",
            "few": "Vyberte {count} karty z ruky.",
            "other": "Vyberte {count} karet z ruky.",
        },
        "told.give.forced_go": {
            "one": "Dát tuto kartu",
            "few": "Dát tyto {count} karty",
            "other": "Dát těchto {count} karet",
        },
        "hint.r.play": "{card} patří na políčko {cell}, {where}, {cost}.",
        "hint.r.between": "mezi {low} a {high}",
        "hint.r.after": "za {low}",
        "hint.r.before": "před {high}",
        "hint.r.empty_sea": "do prázdného moře",
        "hint.r.free": "zdarma",
        "hint.r.cost": {"one": "za {count} odhoz", "few": "za {count} odhozy", "other": "za {count} odhozů"},
        "hint.r.monster": "Bez {card} na políčku {cell} se moře obejde nejsnáz.",
        "hint.r.discard": "Teď nic nepasuje dost dobře: tyto karty vám budou chybět nejméně.",
        "hint.r.least_missed": "Tyto karty vám budou chybět nejméně.",
        "hint.r.start": "Kartu Start je třeba zahrát, jakmile ji máte v ruce.",
        "hint.r.finish": "Moře je plné: Cíl dokončí plavbu.",
        "hint.r.shares": "Každý dá to, bez čeho se nejlépe obejde.",
        "hint.r.rocks_stay": "Přesun útesů by zablokoval víc dobrých tahů, než jsou dvě karty.",
        "hint.r.rocks_move": "Ta řada blokuje nejméně vašich dobrých tahů.",
        "hint.r.compass_yes": "Tato Bouře uškodí víc, než kolik kompas stojí.",
        "hint.r.compass_no": "Tato Bouře stojí málo: nechte si kompas.",
        "hint.r.s.score": {
            "one": "Teď odpovídá: {count} bod.",
            "few": "Teď odpovídá: {count} body.",
            "other": "Teď odpovídá: {count} bodů.",
        },
        "hint.r.s.skip": "V tomto tahu nejde žádnou kartu splnit: přeskočením si líznete další 2 karty.",
        "hint.r.s.end": "V tomto tahu už nezbývá lepší tah.",
        "hint.r.s.matches": "Pak bude odpovídat {card}.",
        "hint.r.s.nearer": "Kameny se přiblíží ke {card}.",
        "hint.r.s.nothing": "Je to nejlevnější zbývající tah.",
        "told.pile.list": {
            "one": "Odhazovací balíček: {count} karta, nejnovější první",
            "few": "Odhazovací balíček: {count} karty, nejnovější první",
            "other": "Odhazovací balíček: {count} karet, nejnovější první",
        },
    }
)

# --- two tabs, save upgrades, hidden seeds, the save index, damaged data, watch mode ---
MESSAGES.update(
    {
        "sync.refused": "Tuto hru mezitím uložila jiná karta nebo jiné okno, proto tento tah nebyl zahrán. Pokračujte otevřením novější hry.",
        "sync.elsewhere": "Tuto hru právě uložila jiná karta nebo jiné okno.",
        "sync.banner": "Tato hra pokračovala v jiné kartě nebo okně. Tahy zde by ji přepsaly, proto nejsou přijaty.",
        "sync.open_newer": "Otevřít novější hru",
        "saves.export_note": "Exportovaný soubor obsahuje celou hru: semínko a všechny tahy, takže kdokoli ho otevře, uvidí každou skrytou kartu.",
        "saves.export_about": "Uložená hra Sea & Stones. Tento soubor obsahuje celou hru (semínko a všechny tahy): kdo ho otevře, uvidí každou skrytou kartu.",
        "saves.show_all": "Zobrazit všechny uložené hry ({count})",
        "storage.title": "Úložiště",
        "storage.used": "Je zabráno asi {percent} % místa, které prohlížeč tomuto webu dává (uložených her: {saves}).",
        "storage.keep_label": "Kolik dohraných her uchovat:",
        "storage.keep_all": "všechny",
        "storage.beyond": "Dohraných her nad váš limit {keep}: {count}.",
        "storage.prune": "Odstranit nejstarší ({count})",
        "storage.prune_confirm": "Natrvalo odstranit dohrané hry ({count})? Ty, které chcete uchovat, nejdřív exportujte.",
        "storage.prune_yes": "Ano, odstranit",
        "storage.prune_no": "Ponechat",
        "storage.pruned": "Odstraněno dohraných her: {count}.",
        "storage.full_choose": "Úložiště je plné, takže tuto hru nešlo uložit. Vyberte uložené hry k odstranění (nejdřív dohrané a nejstarší) a pak uložte znovu.",
        "storage.save_now": "Uložit hru znovu",
        "watch.title": "Sledování botů",
        "watch.playing": "U tohoto stolu hrají jen boti: díváte se.",
        "watch.paused": "Pozastaveno. Krok zahraje jeden tah.",
        "watch.pause": "Pozastavit",
        "watch.resume": "Pokračovat",
        "watch.step": "Krok",
        "watch.take_seat": "Převzít místo: {name}",
        "damaged.title": "Poškozená data",
        "damaged.intro": "Tyto uložené hodnoty nešlo přečíst. Jsou uchovány přesně tak, jak byly: exportujte je a prohlédněte si je, nebo je odstraňte.",
        "damaged.prefs": "Vaše nastavení, jak byla uložena (platí výchozí)",
        "damaged.stats": "Vaše statistiky, jak byly uloženy (nedají se použít)",
        "damaged.prefs_copy": "Nastavení odložená {when}",
        "damaged.stats_copy": "Statistiky odložené {when}",
        "damaged.other": "Hodnota odložená {when}",
        "damaged.size": "znaků: {size}",
        "damaged.remove": "Odstranit",
        "damaged.removed": "Odstraněno.",
    }
)

# --- the table in motion: sound toggle, bot marks, play vs pay, the wild's numbers, preset cards ---
MESSAGES.update(
    {
        "shell.sound": "Zvuk",
        "chip.bot": "bot",
        "chip.bot_name": "{name} (bot)",
        "tranq.mark_play": "hrát",
        "tranq.mark_pay": "platí",
        "tranq.pay_counter": "vybráno {chosen} z {count}",
        "tranq.wild_pick": "Žolík do pole {cell}: jaké číslo?",
        "tranq.wild_close": "Zavřít výběr čísla",
        "setup.preset_rate": "{level}: silní boti vyhrají {percent} %",
    }
)

# --- konec hry z jednoho souhrnu, grafy, chvíle na vrácení tahu, mazání s Vrátit -----------------
MESSAGES.update(
    {
        "tranq.end.won_spare": {
            "one": "Moře je hotové: vyhráli jste všichni, s {count} kartou v záloze!",
            "few": "Moře je hotové: vyhráli jste všichni, se {count} kartami v záloze!",
            "other": "Moře je hotové: vyhráli jste všichni, s {count} kartami v záloze!",
        },
        "end.chart_spare": "Karty v záloze",
        "end.chart_budget_desc": "Kolik karet mohl tým po každém tahu ještě dát navíc k tomu, co "
        "potřebují prázdná pole, Start a Cíl; pod 0 už plavbu nelze dokončit.",
        "end.chart_scores_desc": "Body každého hráče po každém tahu.",
        "end.axis.move": "Tah",
        "end.axis.spare": "Karty v záloze",
        "end.axis.points": "Body",
        "stats.chart_rate": "Vyhrané hry podle hry a předvolby",
        "stats.chart_rate_desc": "Jeden pruh na každý řádek tabulky: podíl vyhraných her.",
        "stats.axis.rate": "Vyhrané hry",
        "stats.chart_desc": "Výsledek každé nedávné hry od nejstarší: body (Shifting Stones, 1 na 1) "
        "nebo zbylé karty (Tranquility).",
        "stats.axis.game": "Hra (od nejstarší)",
        "stats.axis.figure": "Body nebo zbylé karty",
        "window.made": "{name}, tah je hotový. Teď ho můžete vrátit, nebo předat zařízení dál.",
        "window.pass": "Hotovo: předat hráči {name}",
        "saves.undelete": "Vrátit",
        "saves.restored": "Uložená hra obnovena.",
    }
)
