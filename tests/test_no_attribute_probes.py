"""Issue 25: shared code asks a game's engine, model or table only through their typed contracts
(``core.engine.GameEngine``, ``models.game_model.GameModel``, ``ui.table.game_table.GameTable``), never by
``hasattr``/``getattr``: a third game with other attribute names would otherwise half-work.

Read from the source with ``ast``: every ``hasattr(x, ...)`` / ``getattr(x, ...)`` in the shared layers is
reported unless its object is one of the few listed below, each for a reason that is not a game's object."""

from __future__ import annotations

import ast
from pathlib import Path

from tests.test_import_layers import SHARED, in_layer, modules

#: (module, the probed object as written) -> why probing it is no game's business
ALLOWED: dict[tuple[str, str], str] = {
    ("gunapp.core.game_spec", "obj"): "a spec's dotted path resolved to its attribute",
    ("gunapp.models.game_model", "self"): "the model's own signal named in its EVENT_SIGNALS",
    ("gunapp.storage.settings", "model"): "the settings' pydantic model, read field by field",
    ("gunapp.storage.settings", "self"): "the settings' own fields",
    ("gunapp.ui.rules.house", "settings"): "settings or a stand-in without house rules",
    ("gunapp.ui.table.hand_order", "settings"): "settings or a stand-in without a hand order",
    ("gunapp.ui.table.game_table", "given"): "a partial host completed with defaults (tests, tools)",
    ("gunapp.ui.table.game_table", "self._given"): "a partial host completed with defaults",
    ("gunapp.ui.table.game_table", "host"): "whether a host is a whole TableHost",
    (
        "gunapp.models.ai_worker",
        "agent.agent",
    ): "an AI's optional wall-clock cap (agents are no game contract)",
    ("gunapp.ui.file_open", "os"): "os.getuid exists on POSIX only",
}


def probes(source: str) -> list[tuple[int, str]]:
    """``(line, object source)`` of every ``hasattr``/``getattr`` call in ``source``."""
    found: list[tuple[int, str]] = []
    for node in ast.walk(ast.parse(source)):
        if (
            isinstance(node, ast.Call)
            and isinstance(node.func, ast.Name)
            and node.func.id in ("hasattr", "getattr")
            and node.args
        ):
            found.append((node.lineno, ast.unparse(node.args[0])))
    return found


def violations(mods: dict[str, Path]) -> list[str]:
    bad: list[str] = []
    for name, path in mods.items():
        if not in_layer(name, SHARED):
            continue
        for line, obj in probes(path.read_text(encoding="utf-8")):
            if (name, obj) not in ALLOWED:
                bad.append(f"{path.name}:{line} ({name}) probes {obj} by name")
    return bad


def test_shared_code_does_not_probe_attributes() -> None:
    assert violations(modules()) == []


def test_the_lint_finds_a_probe(tmp_path: Path) -> None:
    probe = tmp_path / "probe.py"
    probe.write_text(
        "def f(model, table):\n    return getattr(table, 'anims', None) or hasattr(model, 'state')\n",
        encoding="utf-8",
    )
    assert len(violations({"gunapp.ui.replay.probe": probe})) == 2
    assert violations({"gunapp.games.gunzi.ui.probe": probe}) == []  # a game may ask its own objects
