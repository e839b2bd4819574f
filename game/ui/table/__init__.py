"""A game at the table: the session, its log, its end, the review's positions and the guided games."""
