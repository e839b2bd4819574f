"""Play by link, and share links of a deal or a whole game."""
