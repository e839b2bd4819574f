"""Practice: positions to play again, scheduled by spaced repetition (pure).

A finished game's review flags mistakes and blunders; each becomes a *card*: the position as the
player who decided saw it (their hand, the public table), the move they played and the move the
review prefers. Cards live in one deck under their own key of the browser's storage
(``deck.DECK_KEY``), with a starter pool of positions from the bots' own games for a new player
(``starter``) and one position a day for everyone (``starter.daily_position``). An answer is
judged by the review's own analysis (``judging``) and the card is scheduled again with FSRS
(``schedule``, through the pinned ``fsrs`` package). Nothing here touches the browser.
"""
