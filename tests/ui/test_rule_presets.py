"""Rule sets by name (D11: the preset 欢乐 (Happy)): picking one in the house-rules dialog or the Dou Dizhu
setup panel sets its values; changing one of them shows "Custom"; the choice round-trips through the
settings, the table's summary names it."""

from __future__ import annotations

from gunapp.games.doudizhu.engine.presets import HAPPY
from gunapp.games.doudizhu.engine.rules import Variant
from gunapp.games.doudizhu.ui.house_options import ddz_options
from gunapp.games.doudizhu.ui.panels import SetupPanel
from gunapp.games.doudizhu.ui.table import DdzTable
from gunapp.ui.rules import HouseRulesDialog, RulesText
from gunapp.ui.rules.house import CUSTOM, differences
from tests.ddz_ui.call_grab_host import HappyHost


def test_dialog_preset_sets_the_values_and_editing_shows_custom(qtbot) -> None:
    dialog = HouseRulesDialog({}, "doudizhu")
    qtbot.addWidget(dialog)
    page = dialog.pages["doudizhu"]
    assert page.preset.isVisibleTo(dialog)
    assert page.preset.current() == "classic"
    page.preset.choose("happy")
    values = page.values()
    assert {k: values[k] for k in HAPPY.values} == dict(HAPPY.values)
    assert page.rows["bidding"].changed() and page.rows["showHand"].changed()
    # a rule the preset does not name leaves it as it is (D11: the cap is the table's own choice)
    page.rows["doublingCap"].set_value(16)
    assert page.preset.current() == "happy"
    rules = dialog.rules()["doudizhu"]
    assert rules == differences("doudizhu", {**values, "doublingCap": 16})
    # one of its own rules changed: custom, and nothing else moves
    page.rows["doubling"].set_value("on")
    assert page.preset.current() == CUSTOM
    assert page.values()["bidding"] == "grab"
    page.preset.choose(CUSTOM)  # picking "Custom" itself changes nothing
    assert page.values()["doubling"] == "on"
    dialog.restore_defaults()
    assert page.preset.current() == "classic"


def test_dialog_opens_on_the_preset_of_the_stored_rules(qtbot) -> None:
    dialog = HouseRulesDialog({"doudizhu": dict(HAPPY.values)}, "doudizhu")
    qtbot.addWidget(dialog)
    assert dialog.pages["doudizhu"].preset.current() == "happy"
    assert dialog.pages["doudizhu"].preset.combo.currentText() == "Happy (欢乐)"


def test_setup_panel_preset_round_trips_through_the_settings(qtbot) -> None:
    host = HappyHost(rules={})
    table = DdzTable(host, Variant.DDZ3, speed=0)
    qtbot.addWidget(table)
    table.show()
    panel: SetupPanel = table.setup
    assert panel.preset.isVisible()
    assert panel.preset.current() == "classic"
    panel.preset.choose("happy")
    assert host.settings.house_rules["doudizhu"] == differences("doudizhu", dict(HAPPY.values))
    options = ddz_options(host.settings)
    assert options.grab and options.doubling == "super" and options.show_hand and options.spring
    assert panel.rules_summary.text() == "House rules: Happy (欢乐)"
    # the dialog reads the same settings: it opens on Happy
    dialog = HouseRulesDialog(host.settings.house_rules, "doudizhu")
    qtbot.addWidget(dialog)
    assert dialog.pages["doudizhu"].preset.current() == "happy"
    # and a new session plays it
    model = table.new_session([None, "easy", "easy"])
    assert model.session.options.grab
    table.new_game()
    panel.preset.choose("classic")
    assert "doudizhu" not in host.settings.house_rules
    assert not ddz_options(host.settings).call_and_grab


def test_summary_names_the_preset_and_the_rules_it_leaves_alone() -> None:
    text = RulesText()
    happy = HAPPY.options()
    assert text.summary(happy) == "Happy (欢乐)"
    capped = happy.model_copy(update={"doubling_cap": 32})
    assert text.summary(capped) == "Happy (欢乐) · Multiplier cap ×32"
    custom = happy.model_copy(update={"doubling": "on"})
    assert "Call and grab" in text.summary(custom) and "Doubling" in text.summary(custom)
