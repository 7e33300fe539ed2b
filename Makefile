# Two commands for a fresh machine: `make play` and `make test`.
PYTHON ?= python3
VENV   := .venv
BIN    := $(VENV)/bin
CATALOGS := $(wildcard locales/*/LC_MESSAGES/*.po)

.PHONY: play test typecheck lint bench balance clean catalogs

$(BIN)/python:
	$(PYTHON) -m venv $(VENV)
	$(BIN)/python -m pip install --quiet --upgrade pip

# Reinstall (which recompiles the catalogs) whenever the package metadata or a catalog changes.
$(VENV)/.installed: $(BIN)/python pyproject.toml setup.py $(CATALOGS)
	$(BIN)/python -m pip install --quiet -e '.[test]'
	touch $@

play: $(VENV)/.installed
	$(BIN)/alea

# The suite runs on every core (pytest-xdist), the real-time tests in a second run beside it
# (tools/run_tests.sh, docs/testing.md); `pytest -q` alone still runs everything in one process.
# The type check and the lint come first: a typing error or a lint finding fails `make test` (and CI)
# like a failing test.
test: $(VENV)/.installed typecheck lint
	PYTHON=$(BIN)/python bash tools/run_tests.sh

# mypy --strict over src/alea (the kernel, the table, every game); settings in pyproject.toml.
typecheck: $(VENV)/.installed
	$(BIN)/python -m mypy

# ruff's linter over the repository (rules in pyproject.toml: pycodestyle and pyflakes, what the tree
# passes). The formatter is configured but not yet run: the tree is formatted in a commit of its own.
lint: $(VENV)/.installed
	$(BIN)/python -m ruff check .

# python-chess is the yardstick the engine benchmark measures itself against (the bench extra).
bench: $(VENV)/.installed
	$(BIN)/python -m pip install --quiet -e '.[bench]'
	$(BIN)/python benchmarks/engine_bench.py
	$(BIN)/python benchmarks/cli_bench.py

# The whole balance measurement on every core, then docs/balance.md: about an hour and a half on two
# cores from nothing; games already kept in .balance-cache/ with the same fingerprint are not replayed.
BALANCE_GAMES ?= 60
# Then the Multiverse and Tetrikon ladders (benchmarks/balance_games.py, the same cache design):
# docs/balance-multiverse.md and docs/balance-tetrikon.md; BALANCE_SCALE multiplies their game counts.
BALANCE_SCALE ?= 1
balance: $(VENV)/.installed
	$(BIN)/python benchmarks/balance.py --docs --games $(BALANCE_GAMES)
	cd benchmarks && ../$(BIN)/python balance_games.py --game multiverse --docs --scale $(BALANCE_SCALE)
	cd benchmarks && ../$(BIN)/python balance_games.py --game tetrikon --docs --scale $(BALANCE_SCALE)

# After changing a message in the code: extract the templates, merge them into every language's
# catalog (new entries stay empty for the translator), and check everything.
catalogs: $(VENV)/.installed
	$(BIN)/python tools/catalogs.py extract
	$(BIN)/python tools/catalogs.py update
	$(BIN)/python tools/catalogs.py check

clean:
	rm -rf $(VENV) src/alea/locale build src/*.egg-info
