# gunapp: every target installs what it needs (venv, packages, system libraries).
PY ?= python3
VENV := .venv
BIN := $(VENV)/bin
STAMP := $(VENV)/.installed-$(shell cat pyproject.toml | md5sum | cut -c1-8)
TS := translations/gunapp_zh_CN.ts translations/gunapp_it.ts translations/gunapp_en.ts
QM := $(TS:.ts=.qm)
SOURCES := $(shell find gunapp -name '*.py' 2>/dev/null)
# pytest worker processes for make test (pytest-xdist, a test file per worker at a time); 0: one process
PYTEST_WORKERS ?= 2

.PHONY: run test bench soak translations package lint sysdeps-run sysdeps-test demo clean

run: $(STAMP) $(QM) sysdeps-run
	$(BIN)/python -m gunapp

test: $(STAMP) $(QM) sysdeps-test
	$(BIN)/ruff check gunapp tests bench tools
	$(BIN)/ruff format --check gunapp tests bench tools
	$(BIN)/mypy
	QT_QPA_PLATFORM=offscreen $(BIN)/python -m pytest -n $(PYTEST_WORKERS) --dist loadfile

bench: $(STAMP) $(QM) $(VENV)/.bench-installed sysdeps-test
	QT_QPA_PLATFORM=offscreen PYTHONHASHSEED=0 $(BIN)/python -m bench

# soak and fault runs (issue 10), bounded in time; results in bench/results/soak.md
soak: $(STAMP) $(QM) sysdeps-test
	QT_QPA_PLATFORM=offscreen $(BIN)/python -m tools.soak

package: $(STAMP) $(QM) $(VENV)/.build-installed sysdeps-test
	bash packaging/linux/build.sh

lint: $(STAMP)
	$(BIN)/ruff check gunapp tests bench tools
	$(BIN)/ruff format --check gunapp tests bench tools
	$(BIN)/mypy

# lupdate re-extracts every tr() string; fill_ts writes our reviewed translations
# (translations/src/*.json) into the .ts files; lrelease compiles them.
translations: $(STAMP)
	$(BIN)/pyside6-lupdate $(SOURCES) -ts $(TS) -no-obsolete -locations none
	$(BIN)/python tools/fill_ts.py
	for t in $(TS); do $(BIN)/pyside6-lrelease -silent $$t -qm $${t%.ts}.qm; done

translations/%.qm: translations/%.ts $(STAMP)
	$(BIN)/pyside6-lrelease -silent $< -qm $@

$(STAMP): pyproject.toml
	test -x $(BIN)/python || $(PY) -m venv $(VENV) || (bash tools/ensure_syslibs.sh venv && $(PY) -m venv $(VENV))
	$(BIN)/python -m pip install -q --upgrade pip
	$(BIN)/python -m pip install -q -e '.[test]'
	touch $@

$(VENV)/.bench-installed: $(STAMP)
	$(BIN)/python -m pip install -q -e '.[bench]'
	$(BIN)/python -m pip install -q --no-deps douzero==1.1.0
	touch $@

$(VENV)/.build-installed: $(STAMP)
	$(BIN)/python -m pip install -q -e '.[build]'
	touch $@

sysdeps-run:
	bash tools/ensure_syslibs.sh run

sysdeps-test:
	bash tools/ensure_syslibs.sh test

demo: $(STAMP) $(QM) sysdeps-run
	$(BIN)/python -m gunapp --demo gunzi

clean:
	rm -rf $(VENV) build dist translations/*.qm
