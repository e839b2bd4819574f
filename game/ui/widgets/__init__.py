"""Pieces any screen draws: form controls, the saves panel, shortcuts, pickers, the daily box."""
