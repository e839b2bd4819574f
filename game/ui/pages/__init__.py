"""The screens, one package each: ``__init__`` holds the screen's model and its messages (typed,
decoded once from the page's ``data-cmd`` by ``game.ui.decode``), ``update`` what they do (it may
read storage through ``Env``), ``view`` what the screen shows (pure: it reads the model only).
``shell`` is what holds across screens (language, preferences, navigation, storage health);
``game.ui.controller`` routes a message to the shell or to the screen on.
"""
