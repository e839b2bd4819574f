"""Shared, pure foundations for every game: PRNG, interfaces, errors, registry, matches."""
