"""Issue 15, item 3: a table always has a host that answers every ``TableHost`` member, so tables and their
parts use it without asking ``hasattr``: a ``NoHost`` when built without the main window (tests, the
screenshot tools), a partial host completed with ``NoHost``'s defaults."""

from __future__ import annotations

from types import SimpleNamespace
from typing import Any

from gunapp.games.doudizhu.engine.rules import Variant
from gunapp.games.doudizhu.ui.table import DdzTable
from gunapp.games.gunzi.ui.table import GunziTable
from gunapp.storage.settings import Settings
from gunapp.ui.table.game_table import NoHost, TableHost, table_host


def test_a_table_without_a_host_gets_a_no_host_with_the_default_settings(qtbot) -> None:
    """The defaults a table used when it had no host: speed 1, the normal AI level, no house rules."""
    for table in (GunziTable(None, autostart=False), DdzTable(None, Variant.DDZ3, seed=5)):
        qtbot.addWidget(table)
        assert isinstance(table.host, NoHost) and isinstance(table.host, TableHost)
        assert table.host.settings.model_dump() == Settings().model_dump()
        assert table.host.can_change_rules is False
        assert table.host.card_painter is None
        table.close_game()


def test_no_host_hides_the_house_rules_button_of_the_setup_panel(qtbot) -> None:
    """Outside the app nothing can remember house rules (R18 / D8 options), so the button stays hidden."""
    table = GunziTable(None, autostart=False)
    qtbot.addWidget(table)
    table.setup.refresh_rules()
    assert not table.setup.rules_button.isVisibleTo(table.setup)
    table.close_game()


class _Recorder:
    """A partial host: the settings and apply_settings, nothing else."""

    def __init__(self) -> None:
        self.settings = Settings()
        self.applied: list[dict[str, Any]] = []

    def apply_settings(self, **changes: Any) -> None:
        self.applied.append(changes)


def test_a_partial_host_is_completed_and_still_receives_the_changes(qtbot) -> None:
    given = _Recorder()
    host = table_host(given)
    assert isinstance(host, TableHost) and host is not given
    assert host.settings is given.settings and host.can_change_rules is True
    host.apply_settings(card_counter=True)
    host.game_started(object())  # no autosave here: nothing happens
    host.show_start_page()
    assert given.applied == [{"card_counter": True}]


def test_a_host_without_apply_settings_cannot_change_rules() -> None:
    host = table_host(SimpleNamespace(settings=Settings()))
    assert host.can_change_rules is False
    host.apply_settings(card_counter=True)  # nowhere to go: ignored


def test_a_full_host_is_kept_as_it_is() -> None:
    host = NoHost()
    assert table_host(host) is host
