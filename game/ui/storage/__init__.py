"""What the site keeps in the browser's storage: keys, reads, saves, their index, the player's record."""
