"""The screens, one package each (home, setup, play, replay, review, stats, rules, error):
``__init__`` holds the screen's model and its messages (typed, decoded once from the page's
``data-cmd`` by ``game.ui.app.decode``), ``update`` what they do (it may read storage through
``Env``), ``view`` what the screen shows (pure: it reads the model only).

Every screen is listed once, in ``game.ui.app.registry``: ``game.ui.app.controller`` routes a
message to the shell or, through it, to the screen on; ``game.ui.app.page`` draws the screen on
through it.

No page imports another (a test says so): a screen that leads to another asks for it with a
request of ``game.ui.app.common`` (``events.Go``), which ``game.ui.app.nav`` (the shell's update,
the one module that builds other screens' models) turns into that screen's model;
``game.ui.app.arrive`` opens the screen an address asks for.
"""
