# pain_bridge — every target creates the environment on first use.
PYTHON ?= python3
VENV   := .venv
BIN    := $(VENV)/bin
STAMP  := $(VENV)/.installed-stamp

.PHONY: demo test lint typecheck unit bench bench-serve lock clean codes dataclass-methods regex-ahead refdata-ahead iso-ahead codegen-ahead field-tables docs docs-serve docs-images wheel wheel-check axe

$(STAMP): requirements-dev.lock pyproject.toml
	$(PYTHON) -m venv $(VENV)
	$(BIN)/python -m pip install --quiet --require-hashes -r requirements-dev.lock
	$(BIN)/python -m pip install --quiet --no-deps -e .
	touch $@

demo: $(STAMP)
	$(BIN)/pain2pis demo

test: lint typecheck unit

lint: $(STAMP)
	$(BIN)/ruff check src tests benchmarks tools
	$(BIN)/ruff format --check src tests benchmarks tools
	$(BIN)/lint-imports

typecheck: $(STAMP)
	$(BIN)/mypy

unit: $(STAMP)
	$(BIN)/pytest -q

# axe-core, the accessibility check of pain2pis serve's page in the browser tests
# (tests/test_browser_serve.py): the version package-lock.json pins, with its hash, from
# npm into node_modules/ (the page is checked with this copy, never one from a CDN).
AXE := node_modules/axe-core/axe.min.js
axe: $(AXE)
$(AXE): package.json package-lock.json
	npm ci --no-audit --no-fund --ignore-scripts
	touch $@

# The finding codes and scheme names derived from the rule declarations (src/pain_bridge/codes.py):
# run after declaring a rule; tests/test_codes.py fails while it is out of date.
codes: $(STAMP)
	$(BIN)/python tools/codes.py

# The package's dataclass methods compiled ahead (src/pain_bridge/dataclass_methods.py, by
# text, and src/pain_bridge/dataclass_shapes.py, by class shape): run after changing a
# dataclass; tests/test_dataclass_methods.py fails while they are out of date.
dataclass-methods: $(STAMP)
	$(BIN)/python tools/dataclass_methods.py

# The patterns a command compiles at start, compiled ahead (src/pain_bridge/regex_ahead.py):
# run after changing a pattern or a dependency; tests/test_regex_ahead.py says when
regex-ahead: $(STAMP)
	$(BIN)/python tools/regex_ahead.py

# The reference data tables read ahead from the libraries' files, with their files' sizes
# and checksums (src/pain_bridge/refdata_ahead.py): run after upgrading pycountry, iso4217
# or schwifty; tests/test_refdata_ahead.py fails while it is out of date.
refdata-ahead: $(STAMP)
	$(BIN)/python tools/refdata_ahead.py

# ISO's own rules (src/pain_bridge/guideline/bundled/iso.toml) read ahead, paths resolved
# per version (src/pain_bridge/guideline/iso_ahead.py), and their screens compiled ahead
# (codegen-ahead): run after editing the file; tests/test_iso_rules.py and
# tests/test_codegen_ahead.py fail while they are stale.
iso-ahead: $(STAMP)
	$(BIN)/python tools/iso_ahead.py
	$(BIN)/python tools/codegen_ahead.py

# The general builders', text checks' and ISO rules' screens' generated code compiled ahead
# (src/pain_bridge/codegen_ahead.py): run after changing a field table or a generator;
# tests/test_codegen_ahead.py fails while it is out of date.
codegen-ahead: $(STAMP)
	$(BIN)/python tools/codegen_ahead.py

# Every version's field tables built ahead (src/pain_bridge/fields/ahead/*.bin): run
# after changing a layout, a block or a schema; tests/test_field_tables_ahead.py fails
# while they are out of date.
field-tables: $(STAMP)
	$(BIN)/python tools/field_tables.py

# The documentation site (mkdocs.yml): every warning fails the build.
docs: $(STAMP)
	NO_MKDOCS_2_WARNING=1 $(BIN)/mkdocs build --strict

docs-serve: $(STAMP)
	NO_MKDOCS_2_WARNING=1 $(BIN)/mkdocs serve --strict

# The pictures in docs/ (an HTML report, the bank's consent page), remade by the browser
# tests that take them; a plain test run keeps its screenshots in temporary folders.
docs-images: $(STAMP)
	PAIN_BRIDGE_DOCS_IMAGES=$(CURDIR)/docs $(BIN)/pytest -q \
	  tests/test_browser_report.py tests/test_browser_bank_page.py -k "docs_picture or approve_lands"

# The sdist and the wheel, into $(DIST): `pip install dist/pain_bridge-*.whl` installs
# pain_bridge anywhere, with no clone (it is on no package index). Older builds are
# removed first, so that the pattern names one wheel.
DIST ?= dist
wheel: $(STAMP)
	rm -f $(DIST)/pain_bridge-*.whl $(DIST)/pain_bridge-*.tar.gz
	$(BIN)/python -m build --outdir $(DIST) .

# Build the sdist and wheel, install the wheel alone in a fresh venv and use it.
wheel-check: $(STAMP)
	$(BIN)/python tools/check_wheel.py

bench: $(STAMP)
	$(BIN)/python -m pip install --quiet --require-hashes -r requirements-bench.lock
	# byte-compiled as a pip install leaves it (an editable install compiles on first
	# import, and not at all under PYTHONDONTWRITEBYTECODE)
	$(BIN)/python -m compileall -q src
	$(BIN)/python benchmarks/run.py
	$(BIN)/python benchmarks/throughput.py
	# kept for the README's and RESULTS.md's tables (benchmarks/tables.py write)
	$(BIN)/python benchmarks/tables.py keep benchmarks/results/latest.json

# pain2pis serve under load (wrk, 8 connections; Debian's wrk installed when missing):
# requests/s and latency percentiles of single-file validations, 1 and 2 workers.
bench-serve: $(STAMP)
	command -v wrk >/dev/null || (apt-get update -qq && DEBIAN_FRONTEND=noninteractive apt-get install -y -qq wrk)
	$(BIN)/python -m compileall -q src
	$(BIN)/python benchmarks/serve_load.py

lock:
	uv pip compile pyproject.toml --extra dev --extra docs --python-version 3.11 --generate-hashes -o requirements-dev.lock
	uv pip compile pyproject.toml --extra dev --extra docs --extra bench --python-version 3.11 --generate-hashes -o requirements-bench.lock

clean:
	rm -rf $(VENV) node_modules build dist site *.egg-info src/*.egg-info .pytest_cache .mypy_cache .ruff_cache
