"""PyScript entry point (index.html runs this file)."""

from game.web.start.classcode import install_from_archive

# before anything creates a dataclass or a named tuple: their generated code comes ready-compiled
install_from_archive()

from game.web.start.boot import start  # noqa: E402

start()
