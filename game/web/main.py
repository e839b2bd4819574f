"""PyScript entry point (index.html runs this file)."""

from game.web.app import start

start()
