"""Engine error messages by code, in this language (see ``errors_en`` for the parameters)."""

from __future__ import annotations

ERRORS: dict[str, str | dict[str, str]] = {
    # --- Tranquility: запись ходов ---------------------------------------------------------------
    "error.bad_action_syntax": "«{action}» — это не ход Tranquility.",
    "error.not_canonical": "Запишите этот ход так: «{canonical}».",
    # --- Tranquility: ходы и решения -------------------------------------------------------------
    "error.card_not_in_hand": "У вас в руке нет карты {card}.",
    "error.no_such_cell": "Клетки {cell} нет: клетки нумеруются от 0 до 35.",
    "error.cell_taken": "В этой клетке уже лежит {number}.",
    "error.row_blocked": "Ряд этой клетки перекрыт Острыми скалами.",
    "error.wrong_half": "Сейчас острова кладут в другую половину моря — ту, к которой повёрнуты руки.",
    "error.number_placed": "{number} уже лежит в море.",
    "error.out_of_order": "{number} нельзя положить в эту клетку: нарушится порядок с островом {other}, "
    "который уже в море.",
    "error.cannot_afford": "Этот ход не оплатить: нужно сбросить {cost}, а сбросить можно только "
    "{available}.",
    "error.wrong_cost": "Неверная оплата хода: нужно сбросить {cost}, а выбрано {given}.",
    "error.wrong_card_count": "Неверное число карт: нужно {need}, выбрано {given}.",
    "error.no_monster_target": "Эта клетка пуста, а морскому чудовищу нужен остров, чтобы его проглотить.",
    "error.decision_pending": "Не сейчас: сначала нужно принять ожидающее решение.",
    "error.bad_shares": "Такое деление не подходит: по одному целому числу на игрока, в сумме 8 "
    "(в дуэли — по 4).",
    "error.bad_rocks_row": "Острые скалы нельзя перенести в этот ряд: нужен другой ряд, где есть пустая "
    "клетка.",
    # --- Tranquility: настройки и позиции --------------------------------------------------------
    "error.option_not_int": "Эта настройка должна быть целым числом.",
    "error.option_not_bool": "Эта настройка может быть только включена или выключена.",
    "error.options_not_object": "Настройки должны быть объектом JSON.",
    "error.unknown_option": "Неизвестная настройка «{option}».",
    "error.bad_jagged_rocks": "Неизвестный режим Острых скал: {value}.",
    "error.bad_layout": "Неизвестная форма моря: {value}.",
    "error.state_bad_version": "Эта позиция Tranquility записана в формате, который эта версия не читает.",
    "error.state_damaged": "Сохранённая позиция повреждена.",
    # --- Shifting Stones -------------------------------------------------------------------------
    "error.unknown_action": "«{action}» — это не ход Shifting Stones (например: swap:3-4/discard:c12, "
    "flip:5/discard:c7, score:c41, end или skip).",
    "error.bad_cell": "Такой клетки нет: клетки нумеруются от 0 до 8, по рядам начиная с верхнего.",
    "error.bad_card": "«{action}»: такой карты нет (карты — от c1 до c72).",
    "error.discard_missing": "«{action}»: укажите, какую карту вы сбрасываете в оплату (…/discard:c12).",
    "error.swap_order": "«{action}»: при обмене сначала пишется клетка с меньшим номером.",
    "error.not_adjacent": "Эти камни не соседние: поменять местами можно только камни с общей стороной.",
    "error.players_not_integer": "Число игроков должно быть целым числом, а не {value}.",
    "error.state_schema": "Эта позиция Shifting Stones записана в формате {schema}, который эта версия "
    "не читает.",
    # --- обе игры: сохранения, отмена, список игр ------------------------------------------------
    "error.save_bad_format": "Неизвестный формат сохранения: {format}.",
    "error.save_bad_options": "В сохранении недопустимые настройки.",
    "error.undo_nothing": "Отменять пока нечего.",
    "error.undo_hidden": "Последний ход вытянул или открыл карту либо передал ход: его нельзя отменить.",
    "error.unknown_bot_level": "Такого уровня бота нет: «{level}».",
    "error.unknown_game": "Неизвестная игра «{game}».",
}
