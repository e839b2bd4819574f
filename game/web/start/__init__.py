"""The start, all of it in one place: what runs before and while home opens.

- ``classcode``: the code dataclasses and named tuples generate, ready-compiled (pure);
- ``pyscript_code``: PyScript's own package, ready-compiled (pure: files only);
- ``later``: the finder of our modules in the later archive (pure: imports only);
- ``warm``: what home does not need, imported in idle time after it (pure);
- ``boot``: the browser's start: the app made, home painted, the later archive waited for, the
  idle imports.
"""
