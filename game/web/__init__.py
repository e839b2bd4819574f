"""The browser adapter: the only package that imports pyscript / js / pyodide."""
