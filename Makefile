# Two commands do all the set-up: `make serve` and `make test`.
PORT ?= 8000
PYTHON ?= python3
VENV := .venv
VPY := $(VENV)/bin/python

.PHONY: serve test explore checks vendor venv lint typecheck unit e2e build bench clean

node_modules/.package-lock.json: package.json package-lock.json
	npm ci --no-audit --no-fund

static/vendor/versions.json: node_modules/.package-lock.json scripts/vendor.py scripts/stdlib.mjs scripts/stdlib-keep.txt scripts/packing.py scripts/zstd.mjs
	$(PYTHON) scripts/vendor.py

## The pinned runtime in static/vendor/, the loading screen's words (static/js/boot.js, from the
## locales), then our Python archive (static/py/) and pyscript.toml.
vendor: static/vendor/versions.json
	$(PYTHON) scripts/boot_words.py
	$(PYTHON) scripts/pyscript_config.py

## Serve the site locally on $(PORT) (installs and vendors the pinned runtime on first use;
## the server regenerates the Python archive when a module changes).
serve: vendor
	PORT=$(PORT) $(PYTHON) scripts/serve.py

$(VENV)/.installed: requirements-dev.txt
	$(PYTHON) -m venv $(VENV)
	$(VPY) -m pip install --quiet -r requirements-dev.txt
	touch $@

venv: $(VENV)/.installed

## Python by ruff; the site's JavaScript by ESLint (eslint.config.mjs, pinned in package.json).
lint: venv node_modules/.package-lock.json
	$(VENV)/bin/ruff check .
	$(VENV)/bin/ruff format --check .
	node_modules/.bin/eslint --max-warnings 0 .

typecheck: venv
	$(VENV)/bin/mypy

## Test processes at once: the machine's cores (at least 2).
WORKERS ?= $(shell n=$$(nproc 2>/dev/null || echo 2); [ $$n -lt 2 ] && n=2; echo $$n)

unit: venv
	$(VPY) -m pytest tests -n $(WORKERS) --dist worksteal

## A test whose page's renderer crashed (the machine, not the site: a crash is warned of in the
## run's summary) runs once more; any other failure fails at once.
E2E_RERUN := --reruns 1 --only-rerun 'Target crashed|Page crashed' -rR

e2e: venv vendor
	$(VPY) -m pytest e2e -n $(WORKERS) --dist worksteal $(E2E_RERUN)

## Lint and types alongside the unit and property tests.
checks: venv vendor
	$(MAKE) --no-print-directory -j3 --output-sync=target lint typecheck unit

## Every test: lint, types, unit + property (at once), then end-to-end in headless Chromium.
test: checks
	$(MAKE) --no-print-directory e2e

## The property tests at length: thousands of games each, new examples every run.
explore: venv
	EXPLORE=1 $(VPY) -m pytest tests -n $(WORKERS) --dist worksteal

## The deployable site in dist/ (what Netlify publishes).
build: vendor
	$(PYTHON) scripts/build_site.py

bench: venv vendor
	$(VPY) bench/startup.py

clean:
	rm -rf dist static/vendor static/py pyscript.toml .pytest_cache .mypy_cache .ruff_cache
