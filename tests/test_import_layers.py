"""Import lint (issue 15): no Qt below the models, and the product never imports the repository's tooling.

Read from the source with ``ast`` (every ``import`` statement, including those inside functions and under
``TYPE_CHECKING``), so a lazy import cannot slip past. Rules:

- the Qt-free layers (engines, AI, simulators, shared contracts, storage, the card counter's logic and the
  plain helper modules) import neither PySide6 nor shiboken, and import from ``gunapp`` only modules that are
  Qt-free themselves, so Qt cannot arrive through a side door either;
- nothing in ``gunapp/`` imports ``tests``, ``tools`` or ``bench`` (they are not shipped in the bundle);
- the shared layers (``core``, ``models``, ``ui``, ``sound``, ``storage``, ``sim``) import no game: what differs
  per game is reached through the registry's ``GameSpec`` (dotted paths), so a game joins with its folder.
"""

from __future__ import annotations

import ast
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parents[1]
PACKAGE = ROOT / "gunapp"

#: the parts of a game that must run without Qt (its ``model`` and ``ui`` are the Qt side)
GAME_QT_FREE_PARTS = ("engine", "ai", "sim", "counter", "spec", "contract")
GAMES = sorted(p.name for p in (PACKAGE / "games").iterdir() if (p / "__init__.py").is_file())
#: packages and modules that must run without Qt
QT_FREE = (
    "gunapp.ai",
    "gunapp.sim",
    "gunapp.core",
    "gunapp.storage",
    "gunapp.review",
    "gunapp.safe_json",
    "gunapp.fileio",
    "gunapp.paths",
    *(f"gunapp.games.{g}.{part}" for g in GAMES for part in GAME_QT_FREE_PARTS),
)
#: package ``__init__`` modules (no code of their own) that a Qt-free module may name
QT_FREE_PACKAGES = ("gunapp.games", *(f"gunapp.games.{g}" for g in GAMES))
QT_ROOTS = ("PySide6", "shiboken6", "shiboken2", "shiboken")
#: the code every game shares: it knows no game (the registry finds them by their folders)
SHARED = ("gunapp.core", "gunapp.models", "gunapp.ui", "gunapp.sound", "gunapp.storage", "gunapp.sim")
TOOLING_ROOTS = ("tests", "tools", "bench")


def module_name(path: Path) -> str:
    parts = list(path.relative_to(ROOT).with_suffix("").parts)
    if parts[-1] == "__init__":
        parts.pop()
    return ".".join(parts)


def imports_of(source: str, module: str, is_package: bool) -> list[tuple[int, str]]:
    """``(line, absolute module name)`` of every import in ``source``; relative imports are resolved against
    ``module`` (``from . import x`` gives ``<package>.x``, since ``x`` may be a submodule)."""
    package = module if is_package else module.rpartition(".")[0]
    found: list[tuple[int, str]] = []
    for node in ast.walk(ast.parse(source)):
        if isinstance(node, ast.Import):
            found.extend((node.lineno, alias.name) for alias in node.names)
        elif isinstance(node, ast.ImportFrom):
            if node.level:
                base_parts = package.split(".")
                base = ".".join(base_parts[: len(base_parts) - node.level + 1])
                target = f"{base}.{node.module}" if node.module else base
            else:
                target = node.module or ""
            if node.module is None or node.level:
                # ``from pkg import name``: name may be a submodule; checking both is the safe reading
                found.extend((node.lineno, f"{target}.{alias.name}") for alias in node.names)
            found.append((node.lineno, target))
    return found


def in_layer(name: str, prefixes: tuple[str, ...]) -> bool:
    return any(name == p or name.startswith(p + ".") for p in prefixes)


def modules() -> dict[str, Path]:
    return {module_name(p): p for p in sorted(PACKAGE.rglob("*.py"))}


def layer_violations(mods: dict[str, Path]) -> list[str]:
    bad: list[str] = []
    for name, path in mods.items():
        if not in_layer(name, QT_FREE):
            continue
        for line, target in imports_of(path.read_text(encoding="utf-8"), name, path.name == "__init__.py"):
            where = f"{path.name}:{line} ({name})"
            if in_layer(target, QT_ROOTS):
                bad.append(f"{where} imports {target} (no Qt below the models)")
            elif (
                in_layer(target, ("gunapp",))
                and target not in ("gunapp", *QT_FREE_PACKAGES)
                and not in_layer(target, QT_FREE)
            ):
                bad.append(f"{where} imports {target}, which is not in a Qt-free layer")
    return bad


def tooling_violations(mods: dict[str, Path]) -> list[str]:
    bad: list[str] = []
    for name, path in mods.items():
        for line, target in imports_of(path.read_text(encoding="utf-8"), name, path.name == "__init__.py"):
            if in_layer(target, TOOLING_ROOTS):
                bad.append(f"{path.name}:{line} ({name}) imports {target} (tooling is not shipped)")
    return bad


def game_violations(mods: dict[str, Path]) -> list[str]:
    """Shared modules importing a game's code (the bare ``gunapp.games`` package, which the registry scans, is
    no game)."""
    bad: list[str] = []
    for name, path in mods.items():
        if not in_layer(name, SHARED):
            continue
        for line, target in imports_of(path.read_text(encoding="utf-8"), name, path.name == "__init__.py"):
            if in_layer(target, ("gunapp.games",)) and target != "gunapp.games":
                bad.append(f"{path.name}:{line} ({name}) imports {target} (shared code knows no game)")
    return bad


def test_shared_code_imports_no_game() -> None:
    assert game_violations(modules()) == []


def test_the_lint_flags_a_game_import_in_shared_code(tmp_path: Path) -> None:
    probe = tmp_path / "probe.py"
    probe.write_text("def f():\n    from gunapp.games.gunzi.engine import events\n", encoding="utf-8")
    assert len(game_violations({"gunapp.sound.probe": probe})) == 1
    assert game_violations({"gunapp.games.gunzi.ui.probe": probe}) == []  # a game may import itself


def test_no_qt_below_the_models() -> None:
    mods = modules()
    assert any(in_layer(m, ("gunapp.games.gunzi.engine",)) for m in mods), "the engine package was not found"
    assert layer_violations(mods) == []


def test_the_product_does_not_import_tests_tools_or_bench() -> None:
    assert tooling_violations(modules()) == []


@pytest.mark.parametrize(
    ("source", "module", "expected"),
    [
        ("import PySide6.QtCore", "gunapp.games.gunzi.engine.x", ["PySide6.QtCore"]),
        ("def f():\n    from shiboken6 import isValid", "gunapp.games.gunzi.ai.x", ["shiboken6"]),
        ("from ..models import ddz_model", "gunapp.sim.x", ["gunapp.models.ddz_model", "gunapp.models"]),
        (
            "from . import rules",
            "gunapp.games.doudizhu.engine",
            ["gunapp.games.doudizhu.engine.rules", "gunapp.games.doudizhu.engine"],
        ),
    ],
)
def test_the_reader_sees_lazy_and_relative_imports(source: str, module: str, expected: list[str]) -> None:
    """The lint can fail: a lazy Qt import inside a function and a relative import are both found."""
    is_package = module == "gunapp.games.doudizhu.engine"
    assert [t for _, t in imports_of(source, module, is_package)] == expected


def test_the_lint_flags_qt_and_tooling_imports(tmp_path: Path) -> None:
    """A Qt import in the engine, an engine module importing the (Qt) models, and a product module importing
    the test fixtures are each reported."""
    probe = tmp_path / "probe.py"
    probe.write_text(
        "from PySide6.QtCore import QObject\nfrom gunapp.models import game_model\n"
        "from tests.fixtures import ddz_scenarios\n",
        encoding="utf-8",
    )
    mods = {"gunapp.games.gunzi.engine.probe": probe}
    layer = layer_violations(mods)
    assert len(layer) == 2 and "PySide6.QtCore" in layer[0] and "gunapp.models" in layer[1]
    assert ["tests.fixtures" in v for v in tooling_violations(mods)] == [True]
    assert layer_violations({"gunapp.ui.probe": probe}) == []  # the UI may use Qt
