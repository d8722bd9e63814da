"""A declaration button clicked as its list changes (R10): the GUI monkey clicked ``decl:i`` after the list it
was drawn from had shrunk, and the table indexed the new list (IndexError, caught by the crash hook). A button
now stands for the declaration it showed; one no longer legal only redraws the bar, nothing is submitted."""

from __future__ import annotations

from typing import Any

from gunapp.games.gunzi.engine.actions import Declare
from gunapp.games.gunzi.ui.table import GunziTable

from . import scenarios as sc
from .test_scenarios_ui import start


def _table_offering_a_declaration(qtbot: Any) -> GunziTable:
    table = start(qtbot, sc.dealer_scenario)
    qtbot.waitUntil(lambda: any(k.startswith("decl:") for k in table.bar.buttons), timeout=60000)
    return table


def test_a_button_past_the_end_of_a_shrunken_list_redraws_the_bar_r10(qtbot: Any) -> None:
    table = _table_offering_a_declaration(qtbot)
    m = table.model
    assert m is not None
    submitted: list[object] = []
    real_submit = m.submit
    m.submit = lambda action: submitted.append(action) or real_submit(action)  # type: ignore[method-assign]
    table._on_bar(f"decl:{len(m.declarations()) + 5}")  # the bar's key of a longer list, gone
    assert submitted == []
    shown = sorted(k for k in table.bar.buttons if k.startswith("decl:"))
    assert shown == sorted(f"decl:{i}" for i, d in enumerate(m.declarations()) if d.suit is None)
    table.close_game()


def test_a_button_for_a_declaration_no_longer_legal_submits_nothing_r10(qtbot: Any) -> None:
    table = _table_offering_a_declaration(qtbot)
    m = table.model
    assert m is not None
    legal = m.declarations()
    assert legal
    gone = Declare(legal[0].seat, legal[0].cards[:1] * 9)  # a set the seat could never declare
    assert gone not in legal
    table.declare._shown = [gone]  # what the bar drew a moment ago
    submitted: list[object] = []
    real_submit = m.submit
    m.submit = lambda action: submitted.append(action) or real_submit(action)  # type: ignore[method-assign]
    table._on_bar("decl:0")
    assert submitted == []
    assert table.declare.shown(0) in m.declarations()  # redrawn from the current list
    table.close_game()
