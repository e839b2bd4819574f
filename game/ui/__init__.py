"""The front end, pure: element specs built from the app's state, effects asked of the browser,
no browser access. In rooms: ``app`` (the loop), ``pages`` (one package a screen), ``games`` (one
front end a game), ``table`` (a game at the table), ``storage``, ``link`` (play by link),
``deals``, ``widgets``, ``practice``; ``element`` and ``i18n`` are what every room uses
(docs/ARCHITECTURE.md)."""
