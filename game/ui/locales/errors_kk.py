"""Engine error messages by code, in this language (see ``errors_en`` for the parameters)."""

from __future__ import annotations

ERRORS: dict[str, str | dict[str, str]] = {
    # --- Tranquility: жүрістерді жазу ------------------------------------------------------------
    "error.bad_action_syntax": "«{action}» — Tranquility ойынының жүрісі емес.",
    "error.not_canonical": "Бұл жүрісті былай жазыңыз: «{canonical}».",
    # --- Tranquility: жүрістер мен шешімдер ------------------------------------------------------
    "error.card_not_in_hand": "Қолыңызда {card} картасы жоқ.",
    "error.no_such_cell": "{cell}-ұяшық жоқ: ұяшықтар 0-ден 35-ке дейін нөмірленеді.",
    "error.cell_taken": "Бұл ұяшық бос емес: онда {number} тұр.",
    "error.row_blocked": "Бұл ұяшықтың қатарын Өткір жартастар жауып тұр.",
    "error.wrong_half": "Қазір аралдар теңіздің екінші жартысына қойылады: қолдар бұрылған жағына.",
    "error.number_placed": "{number} теңізге қойылып қойған.",
    "error.out_of_order": "{number} бұл ұяшыққа қойылмайды: теңіздегі {other} аралымен реті бұзылады.",
    "error.cannot_afford": "Бұл жүрісті төлей алмайсыз: құны {cost}, ал тек {available} карта тастай аласыз.",
    "error.wrong_cost": "Жүріс төлемі дұрыс емес: құны {cost}, ал {given} таңдалды.",
    "error.wrong_card_count": "Карта саны дұрыс емес: {need} керек, {given} таңдалды.",
    "error.no_monster_target": "Бұл ұяшық бос, ал теңіз құбыжығына жұтатын арал керек.",
    "error.decision_pending": "Қазір емес: алдымен күтіп тұрған шешімді қабылдау керек.",
    "error.bad_shares": "Мұндай бөлуге болмайды: әр ойыншыға бір бүтін сан, барлығы 8 (жекпе-жекте "
    "әрқайсысына 4).",
    "error.bad_rocks_row": "Өткір жартастарды бұл қатарға жылжытуға болмайды: бос ұяшығы бар басқа қатар "
    "керек.",
    # --- Tranquility: баптаулар мен позициялар ---------------------------------------------------
    "error.option_not_int": "Бұл баптау бүтін сан болуы керек.",
    "error.option_not_bool": "Бұл баптау тек қосулы не өшірулі бола алады.",
    "error.options_not_object": "Баптаулар JSON объектісі болуы керек.",
    "error.unknown_option": "Белгісіз баптау: «{option}».",
    "error.bad_jagged_rocks": "Өткір жартастардың белгісіз режимі: {value}.",
    "error.bad_layout": "Белгісіз теңіз пішіні: {value}.",
    "error.state_bad_version": "Бұл Tranquility позициясының форматын осы нұсқа оқи алмайды.",
    "error.state_damaged": "Сақталған позиция бүлінген.",
    # --- Shifting Stones -------------------------------------------------------------------------
    "error.unknown_action": "«{action}» — Shifting Stones ойынының жүрісі емес (мысалы: "
    "swap:3-4/discard:c12, flip:5/discard:c7, score:c41, end не skip).",
    "error.bad_cell": "Мұндай ұяшық жоқ: ұяшықтар жоғарғы қатардан бастап қатар-қатарымен 0-ден 8-ге "
    "дейін нөмірленеді.",
    "error.bad_card": "«{action}»: мұндай карта жоқ (карталар c1-ден c72-ге дейін).",
    "error.discard_missing": "«{action}»: төлем ретінде қай картаны тастайтыныңызды көрсетіңіз "
    "(…/discard:c12).",
    "error.swap_order": "«{action}»: ауыстыруда алдымен кіші нөмірлі ұяшықты жазыңыз.",
    "error.not_adjacent": "Бұл екі тастың ортақ қабырғасы жоқ: тек көрші тастардың орнын ауыстыруға болады.",
    "error.players_not_integer": "Ойыншылар саны бүтін сан болуы керек, {value} емес.",
    "error.state_schema": "Бұл Shifting Stones позициясы {schema} форматында, оны осы нұсқа оқи алмайды.",
    # --- екі ойын да: сақтаулар, қайтару, ойындар тізімі -----------------------------------------
    "error.save_bad_format": "Сақтаудың белгісіз форматы: {format}.",
    "error.save_bad_options": "Сақтаудағы баптаулар жарамсыз.",
    "error.undo_nothing": "Әзірге қайтаратын ештеңе жоқ.",
    "error.undo_hidden": "Соңғы жүріс карта тартты не ашты, немесе кезекті берді: оны қайтаруға болмайды.",
    "error.unknown_bot_level": "«{level}» деген бот деңгейі жоқ.",
    "error.unknown_game": "Белгісіз ойын: «{game}».",
}
