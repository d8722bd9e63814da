"""No import circle inside ``gunapp/`` (issue 15): every module can be read after the ones it imports.

The graph counts every import statement: top-level ones, the ones under ``if TYPE_CHECKING:`` (a circle by
type is still a circle for a reader and for the type checker) and the ones inside functions (a lazy import
hides a circle, it does not remove it). Built from the source with ``ast``: nothing is imported.
"""

from __future__ import annotations

import ast
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parent.parent
PACKAGE = ROOT / "gunapp"


def module_files(package: Path = PACKAGE) -> dict[str, tuple[Path, bool]]:
    """Dotted module name -> (file, is a package ``__init__``)."""
    out: dict[str, tuple[Path, bool]] = {}
    for path in sorted(package.rglob("*.py")):
        parts = list(path.relative_to(package.parent).with_suffix("").parts)
        is_pkg = parts[-1] == "__init__"
        if is_pkg:
            parts.pop()
        out[".".join(parts)] = (path, is_pkg)
    return out


def _targets(node: ast.Import | ast.ImportFrom, module: str, is_pkg: bool, known: set[str]) -> set[str]:
    """The modules of ``known`` that one import statement loads by name."""
    found: set[str] = set()
    if isinstance(node, ast.Import):
        for alias in node.names:
            name = alias.name
            while name and name not in known:  # ``import a.b.c`` of a package-less name: nearest module
                name = name.rpartition(".")[0]
            if name:
                found.add(name)
        return found
    if node.level:
        base = module.split(".")
        if not is_pkg:
            base.pop()
        base = base[: len(base) - (node.level - 1)]
        if node.module:
            base.append(node.module)
        source = ".".join(base)
    else:
        source = node.module or ""
    for alias in node.names:
        sub = f"{source}.{alias.name}"
        if sub in known:  # ``from pkg import module``
            found.add(sub)
        elif source in known:  # ``from module import name``
            found.add(source)
    return found


def import_graph(package: Path = PACKAGE) -> dict[str, set[str]]:
    """Module -> the modules of ``package`` it imports anywhere in its body (TYPE_CHECKING and lazy too)."""
    files = module_files(package)
    known = set(files)
    graph: dict[str, set[str]] = {}
    for module, (path, is_pkg) in files.items():
        edges: set[str] = set()
        for node in ast.walk(ast.parse(path.read_text(encoding="utf-8"), str(path))):
            if isinstance(node, ast.Import | ast.ImportFrom):
                edges |= _targets(node, module, is_pkg, known)
        edges.discard(module)
        graph[module] = edges
    return graph


def cycles(graph: dict[str, set[str]]) -> list[list[str]]:
    """The circles to report: in each strongly connected group (Tarjan), a shortest circle through each of
    its modules, each circle once (listing every elementary circle could be exponential)."""
    index: dict[str, int] = {}
    low: dict[str, int] = {}
    stack: list[str] = []
    on_stack: set[str] = set()
    groups: list[set[str]] = []

    def visit(v: str) -> None:
        index[v] = low[v] = len(index)
        stack.append(v)
        on_stack.add(v)
        for w in sorted(graph[v]):
            if w not in index:
                visit(w)
                low[v] = min(low[v], low[w])
            elif w in on_stack:
                low[v] = min(low[v], index[w])
        if low[v] == index[v]:
            group: set[str] = set()
            while True:
                w = stack.pop()
                on_stack.discard(w)
                group.add(w)
                if w == v:
                    break
            if len(group) > 1:
                groups.append(group)

    for v in sorted(graph):
        if v not in index:
            visit(v)
    out: list[list[str]] = []
    seen: set[frozenset[str]] = set()
    for group in groups:
        for start in sorted(group):
            circle = _shortest_circle(graph, group, start)
            if frozenset(circle) not in seen:
                seen.add(frozenset(circle))
                out.append(circle)
    return out


def _shortest_circle(graph: dict[str, set[str]], group: set[str], start: str) -> list[str]:
    """A shortest path from ``start`` back to itself, staying inside its group."""
    paths = {start: [start]}
    frontier = [start]
    while frontier:
        nxt: list[str] = []
        for v in frontier:
            for w in sorted(graph[v] & group):
                if w == start:
                    return [*paths[v], start]
                if w not in paths:
                    paths[w] = [*paths[v], w]
                    nxt.append(w)
        frontier = nxt
    raise AssertionError(f"not a circle: {sorted(group)}")  # pragma: no cover - Tarjan groups are circles


def test_gunapp_has_no_import_circle() -> None:
    found = cycles(import_graph())
    assert not found, "import circles in gunapp/:\n" + "\n".join(" -> ".join(c) for c in found)


def test_the_graph_sees_every_kind_of_import(tmp_path: Path) -> None:
    """The checker must be able to fail: a circle by TYPE_CHECKING, a lazy one and a relative one are found."""
    pkg = tmp_path / "pkg"
    (pkg / "sub").mkdir(parents=True)
    (pkg / "__init__.py").write_text("")
    (pkg / "sub" / "__init__.py").write_text("")
    (pkg / "a.py").write_text(
        "from typing import TYPE_CHECKING\nif TYPE_CHECKING:\n    from pkg.b import B\n"
    )
    (pkg / "b.py").write_text("from pkg import a\nB = 1\n")
    (pkg / "c.py").write_text("def f():\n    from pkg.sub.d import g\n    return g\n")
    (pkg / "sub" / "d.py").write_text("from .. import c\ndef g(): pass\n")
    (pkg / "e.py").write_text("import pkg.a\n")
    found = {tuple(c) for c in cycles(import_graph(pkg))}
    assert found == {("pkg.a", "pkg.b", "pkg.a"), ("pkg.c", "pkg.sub.d", "pkg.c")}


@pytest.mark.parametrize(
    ("statement", "expected"),
    [
        ("import pkg.sub.d", {"pkg.sub.d"}),
        ("from pkg.sub import d", {"pkg.sub.d"}),
        ("from pkg.sub.d import g", {"pkg.sub.d"}),
        ("from . import c", {"pkg.c"}),
        ("from .sub import d", {"pkg.sub.d"}),
        ("import os.path", set()),
    ],
)
def test_import_targets(statement: str, expected: set[str]) -> None:
    known = {"pkg", "pkg.a", "pkg.c", "pkg.sub", "pkg.sub.d"}
    node = ast.parse(statement).body[0]
    assert isinstance(node, ast.Import | ast.ImportFrom)
    assert _targets(node, "pkg.a", False, known) == expected
