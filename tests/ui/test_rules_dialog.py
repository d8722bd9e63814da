"""House rules (Gunzi table 2.A, Dou Dizhu D8.4): the dialog writes Settings.house_rules, a new match or session
starts with them, Restore defaults, one bad stored option resets alone, live retranslation, the rules in force
shown during play."""

from __future__ import annotations

import json
from typing import Any

import pytest
from PySide6.QtCore import QObject, Signal
from PySide6.QtWidgets import QLabel, QMainWindow

from gunapp.games.doudizhu.engine.rules import Options as DdzOptions
from gunapp.games.doudizhu.engine.rules import Variant
from gunapp.games.doudizhu.ui.house_options import ddz_options
from gunapp.games.doudizhu.ui.table import DdzTable
from gunapp.games.gunzi.engine.rules import ENDLESS_CYCLES, FollowMode, GunziOptions, OnOff
from gunapp.games.gunzi.engine.settle import Settlement
from gunapp.games.gunzi.engine.state import GunziState
from gunapp.games.gunzi.ui.house_options import gunzi_options
from gunapp.games.gunzi.ui.panels import GunziSettlement
from gunapp.games.gunzi.ui.status_panel import StatusPanel
from gunapp.games.gunzi.ui.table import GunziTable
from gunapp.storage.settings import Settings, SettingsStore
from gunapp.ui.menus import Menus
from gunapp.ui.rules import HouseRulesDialog, RulesText
from gunapp.ui.rules.dialog import open_house_rules


class FakeHost(QObject):
    """What a table and the dialog use of the main window: the settings and apply_settings."""

    settings_changed = Signal(object)

    def __init__(self, store: SettingsStore) -> None:
        super().__init__()
        self.settings_store = store

    @property
    def settings(self) -> Settings:
        return self.settings_store.settings

    def apply_settings(self, **changes: Any) -> None:
        self.settings_store.update(**changes)
        self.settings_changed.emit(self.settings)


@pytest.fixture
def host(store: SettingsStore) -> FakeHost:
    return FakeHost(store)


def _choose(dialog: HouseRulesDialog, game: str, key: str, value: Any) -> None:
    row = dialog.pages[game].rows[key]
    row.set_value(value)
    assert row.value() == value


def test_dialog_writes_settings_and_a_new_gunzi_match_uses_them(qtbot, host, store):
    """R18 DEAD and R12.5 riot ON, chosen in the dialog, reach the GunziOptions of the next match."""
    dialog = open_house_rules(host, "gunzi")
    qtbot.addWidget(dialog)
    assert dialog.current_game() == "gunzi"
    _choose(dialog, "gunzi", "followMode", "DEAD")
    dialog.pages["gunzi"].rows["riot"].check.setChecked(True)
    _choose(dialog, "gunzi", "mustPlayLevels", [5, 10])
    dialog.accept()
    saved = json.loads(store.path.read_text("utf-8"))["house_rules"]
    assert saved == {"gunzi": {"followMode": "DEAD", "riot": "ON", "mustPlayLevels": [5, 10]}}
    again = SettingsStore(store.path).load()
    assert gunzi_options(again).riot is OnOff.ON

    table = GunziTable(host, speed=0)
    qtbot.addWidget(table)
    assert table.setup.follow.currentData() == "DEAD"  # the setup panel shows the remembered follow mode
    assert "Riots" in table.setup.rules_summary.text()
    table.setup.go.click()
    opts = table.model.options
    assert opts.followMode is FollowMode.DEAD and opts.riot is OnOff.ON
    assert opts.mustPlayLevels == frozenset({5, 10}) and opts.cyclesPerMatch == ENDLESS_CYCLES
    assert opts.levelScope.value == "PER_TEAM"  # untouched options keep their defaults
    table.close_game()


def test_follow_mode_chosen_on_the_setup_panel_is_remembered(qtbot, host, store):
    table = GunziTable(host, speed=0)
    qtbot.addWidget(table)
    table.setup.follow.setCurrentIndex(table.setup.follow.findData("DEAD"))
    table.setup.go.click()
    assert table.model.options.dead
    assert store.settings.house_rules == {"gunzi": {"followMode": "DEAD"}}
    table.close_game()


def test_restore_defaults_resets_only_the_page_on_show(qtbot):
    dialog = HouseRulesDialog(
        {"gunzi": {"followMode": "DEAD", "cyclesPerMatch": 3}, "doudizhu": {"spring": True}}, "gunzi"
    )
    qtbot.addWidget(dialog)
    rows = dialog.pages["gunzi"].rows
    assert rows["followMode"].value() == "DEAD" and rows["cyclesPerMatch"].value() == 3
    assert rows["followMode"].name.property("changed") == "true"
    dialog.restore_defaults()
    assert rows["followMode"].value() == "LIVE" and rows["cyclesPerMatch"].value() == ENDLESS_CYCLES
    assert rows["followMode"].name.property("changed") == "false"
    assert dialog.rules() == {"doudizhu": {"spring": True}}
    dialog.show_game("doudizhu")
    dialog.restore_defaults()
    assert dialog.rules() == {}


def test_r23_4_ten_is_always_a_must_play_level(qtbot):
    dialog = HouseRulesDialog({"gunzi": {"mustPlayLevels": [4]}})
    qtbot.addWidget(dialog)
    row = dialog.pages["gunzi"].rows["mustPlayLevels"]
    assert row.value() == [4, 10]
    assert row.levels[10].isChecked() and not row.levels[10].isEnabled()
    row.levels[3].setChecked(True)
    row.levels[4].setChecked(False)
    assert dialog.rules() == {}  # {3, 10} is the default


def test_one_invalid_stored_option_resets_alone(tmp_path):
    path = tmp_path / "settings.json"
    rules = {
        "gunzi": {"followMode": "DEAD", "riot": "SOMETIMES", "mustPlayLevels": [2, 10], "noSuchRule": 1},
        "doudizhu": {"spring": True, "doublingCap": 6},
        "poker": {"x": 1},
    }
    path.write_text(json.dumps({"four_colour": True, "house_rules": rules}), "utf-8")
    store = SettingsStore(path)
    s = store.load()
    assert s.four_colour
    assert s.house_rules == {"gunzi": {"followMode": "DEAD"}, "doudizhu": {"spring": True}}
    assert store.last_report.reset_fields == sorted(
        [
            "house_rules.gunzi.riot",
            "house_rules.gunzi.mustPlayLevels",
            "house_rules.gunzi.noSuchRule",
            "house_rules.doudizhu.doublingCap",
            "house_rules.poker",
        ]
    )
    assert gunzi_options(s).dead and gunzi_options(s).riot is OnOff.OFF
    assert ddz_options(s) == DdzOptions(spring=True)


def test_a_bad_change_is_rejected_and_the_settings_are_kept(store):
    store.update(house_rules={"gunzi": {"riot": "ON"}})
    with pytest.raises(ValueError):
        store.update(house_rules={"gunzi": {"riot": "LOUD"}})
    assert store.settings.house_rules == {"gunzi": {"riot": "ON"}}


def test_ddz_spec_keys_are_stored_whatever_name_was_used(store):
    store.update(house_rules={"doudizhu": {"kitty_visible": False, "doublingCap": 8}})
    assert store.settings.house_rules == {"doudizhu": {"kittyVisible": False, "doublingCap": 8}}
    assert ddz_options(store.settings) == DdzOptions(kittyVisible=False, doublingCap=8)


def test_language_switch_retranslates_the_dialog(qtbot, languages):
    languages.set_language("en")
    dialog = HouseRulesDialog({}, "gunzi")
    qtbot.addWidget(dialog)
    dialog.show()
    follow = dialog.pages["gunzi"].rows["followMode"]
    assert dialog.windowTitle() == "House rules"
    assert follow.combo.itemText(1) == "Dead (死棒)"
    languages.set_language("zh_CN")
    qtbot.waitUntil(lambda: dialog.windowTitle() == "规则设置")
    assert follow.combo.itemText(0) == "活棒" and follow.combo.itemText(1) == "死棒"
    assert dialog.tabs.tabText(1) == "斗地主"
    languages.set_language("it")
    qtbot.waitUntil(lambda: dialog.windowTitle() == "Regole della casa")
    assert "Vincolata" in follow.combo.itemText(1)
    assert dialog.pages["gunzi"].rows["cyclesPerMatch"].spin.specialValueText() == "Senza limite"


def test_status_panel_names_the_house_rules_in_force(qtbot, languages):
    languages.set_language("en")  # the English catalogue holds the plural forms
    panel = StatusPanel()
    qtbot.addWidget(panel)
    standard = GunziState.new(GunziOptions(cyclesPerMatch=ENDLESS_CYCLES), 3)
    panel.update_from(standard.view(0))
    assert panel.rules.isHidden() and panel.toolTip() == ""
    house = GunziState.new(GunziOptions(followMode="DEAD", riot="ON", cyclesPerMatch=2), 3)
    panel.update_from(house.view(0))
    assert not panel.rules.isHidden()
    assert panel.rules.text() == "House rules: Dead (死棒) · Riots · Match of 2 cycles"
    assert "Riot (暴动): On" in panel.toolTip()


def test_summary_texts(languages):
    languages.set_language("en")
    text = RulesText()
    assert text.summary(GunziOptions(cyclesPerMatch=ENDLESS_CYCLES)) == ""
    assert text.summary(GunziOptions(cyclesPerMatch=1, mustPlayLevels=[10])) == (
        "Must-play levels 10 · Match of 1 cycle"
    )
    assert text.summary(DdzOptions(spring=True, doublingCap=16)) == "Spring ×2 · Multiplier cap ×16"
    assert text.summary(DdzOptions()) == ""


def _settlement(outcome: str = "E1") -> Settlement:
    return Settlement(0, 0, False, 0, outcome, (3, 3), (3, 3), None, 0, 0, 0, 0, 0)


def test_r26_3_match_over_offers_a_new_match(qtbot):
    """With a house rule of N cycles, the hand that ends the match says who won it and offers a new match."""
    frame = GunziSettlement()
    qtbot.addWidget(frame)
    frame.show_result(_settlement(), (), dealer=0, viewer=0, match=(2, 1))
    assert list(frame.buttons) == ["new_match"]
    texts = [w.text() for w in frame.findChildren(QLabel)]
    assert any("Your side wins the match 2–1!" in t for t in texts)
    frame.show_result(_settlement(), (), dealer=0, viewer=0)
    assert list(frame.buttons) == ["continue"]


def test_settings_menu_opens_the_dialog_on_the_game_on_show(qtbot, host):
    window = QMainWindow()
    qtbot.addWidget(window)
    window.settings = host.settings  # type: ignore[attr-defined]
    window.game_key = "ddz4"  # type: ignore[attr-defined]
    menus = Menus(window)
    assert menus.house_rules in menus.settings_menu.actions()
    assert menus.house_rules.text() == "&House rules…"
    menus.house_rules.trigger()
    dialogs = window.findChildren(HouseRulesDialog)
    assert len(dialogs) == 1 and dialogs[0].current_game() == "doudizhu"
    dialogs[0].reject()


def test_dialog_spring_reaches_the_next_dou_dizhu_session(qtbot, host, store, languages):
    """D8.4 spring ON and a cap of 8, chosen in the dialog, reach the options of a new 3- or 4-player session;
    the stake panel names them."""
    languages.set_language("en")
    dialog = open_house_rules(host, "doudizhu")
    qtbot.addWidget(dialog)
    assert dialog.current_game() == "doudizhu"
    dialog.pages["doudizhu"].rows["spring"].check.setChecked(True)
    _choose(dialog, "doudizhu", "doublingCap", 8)
    dialog.accept()
    assert store.settings.house_rules == {"doudizhu": {"spring": True, "doublingCap": 8}}
    for variant in (Variant.DDZ3, Variant.DDZ4):
        table = DdzTable(host, variant, speed=0, seed=5)
        qtbot.addWidget(table)
        assert table.setup.rules_summary.text() == "House rules: Spring ×2 · Multiplier cap ×8"
        model = table.new_session()
        assert model.session.options == DdzOptions(spring=True, doublingCap=8)
        assert not table.stake.rules.isHidden() and "Spring ×2" in table.stake.rules.text()
        assert "Multiplier cap (封顶): ×8" in table.stake.toolTip()
        table.close_game()


def test_standard_rules_show_no_line_in_the_stake_panel(qtbot, host):
    table = DdzTable(host, Variant.DDZ3, speed=0, seed=5)
    qtbot.addWidget(table)
    assert table.new_session().session.options == DdzOptions()
    assert table.stake.rules.isHidden() and table.stake.toolTip() == ""
    table.close_game()


def test_a_page_is_built_when_its_tab_first_shows_and_an_unseen_game_keeps_its_rules(qtbot) -> None:
    """Opening the dialog builds the shown game's page only (the GUI monkey saw the two-page dialog cost
    ~150 ms of the GUI thread); OK on the other game's unseen page keeps its house rules exactly."""
    given = {"doudizhu": {"spring": True}, "gunzi": {"riot": "ON"}}
    dialog = HouseRulesDialog(given, "gunzi")
    qtbot.addWidget(dialog)
    assert list(dialog.pages.built) == ["gunzi"]
    assert dialog.rules() == given
    dialog.tabs.setCurrentIndex(list(dialog.pages).index("doudizhu"))
    assert set(dialog.pages.built) == {"gunzi", "doudizhu"}
    assert dialog.current_game() == "doudizhu"
    assert dialog.rules() == given
    dialog.restore_defaults()  # the page on show only
    assert dialog.rules() == {"gunzi": {"riot": "ON"}}
