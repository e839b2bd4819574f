"""Tranquility and Shifting Stones: pure-Python rules, bots and a browser front end."""

__version__ = "0.1.0"
