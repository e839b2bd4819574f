"""One message catalogue per language (see game.ui.i18n); English is the reference."""
