"""The screens, one package each (home, setup, play, replay, review, stats, rules, error):
``__init__`` holds the screen's model and its messages (typed, decoded once from the page's
``data-cmd`` by ``game.ui.decode``), ``update`` what they do (it may read storage through
``Env``), ``view`` what the screen shows (pure: it reads the model only).

No page imports another (a test says so): a screen that leads to another asks for it with a
request of ``game.ui.go`` (``events.Go``), which ``nav`` (the shell's update, the one module that
knows every screen) turns into that screen's model; ``arrive`` opens the screen an address asks
for. ``game.ui.controller`` routes a message to the shell or to the screen on.
"""
