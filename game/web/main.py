"""PyScript entry point (index.html runs this file)."""

from game.ui.classcode import install_from_archive

# before anything creates a dataclass or a named tuple: their generated code comes ready-compiled
install_from_archive()

from game.web.boot import start  # noqa: E402

start()
