"""The table half of the conformance harness (issue 25): every registered game's table, offscreen, driven only
through shared code (``GameTable``, ``GameModel``, ``TableKit``, the comforts, the replay viewer, the record):
every comfort toggled, history, counter, last round, 托管 through a whole hand and its settlement, keyboard
keys, the replay viewer stepped by action, trick and hand and played on from there, save and resume, a sound
cue for every event kind, a language switch. Any exception in a slot fails the test (pytest-qt)."""

from __future__ import annotations

import copy
import inspect
from collections.abc import Iterator
from typing import Any

import pytest
import shiboken6
from PySide6.QtCore import Qt

from gunapp.core import registry
from gunapp.core.cards import Card
from gunapp.core.game_spec import load
from gunapp.core.match_record import record_of
from gunapp.core.prepare import prepare
from gunapp.core.record import parse_record
from gunapp.models.game_model import GameModel, SeatConfig
from gunapp.storage.saves import summarize
from gunapp.ui.continue_bar import describe
from gunapp.ui.replay.bar import open_viewer
from gunapp.ui.resume import restore
from gunapp.ui.table.game_table import GameTable

from .conftest import CONFIG_IDS, CONFIGS, GAME_KEYS
from .engine_play import event_leaks, new_engine, unmapped_events

#: the AI's thinking budget at the harness's tables (ms): the checks are about the plumbing, not the play
BUDGET_MS = 20


_open: list[Any] = []


@pytest.fixture(autouse=True)
def _close_tables() -> Iterator[None]:
    """Every table closes its game at the end of a test, as the window does when it lets one go (a model
    left running would otherwise take its next step inside the next test, on a deleted table)."""
    yield
    while _open:
        table = _open.pop()
        if shiboken6.isValid(table):
            table.close_game()


def make_table(key: str, qtbot: Any) -> Any:
    table = load(registry.game(key).table)(None)
    _open.append(table)
    qtbot.addWidget(table)
    table.resize(1280, 800)
    table.show()
    table.canvas.animator.set_speed(0)
    return table


def seats(key: str, human: int = 0) -> list[SeatConfig]:
    n = registry.game(key).players
    return [SeatConfig("human", None) if s == human else SeatConfig("ai", "easy") for s in range(n)]


def start(table: Any, key: str, seed: int, preset: str | None = None) -> GameModel[Any]:
    model: GameModel[Any] = table.resume_match(seats(key), new_engine(key, seed, preset), viewer=0)
    model.ai_budget_ms = BUDGET_MS
    return model


class Watch:
    """What the harness sees go by on a model: every event, and how many hands ended."""

    def __init__(self, model: GameModel[Any]) -> None:
        self.model = model
        self.events: list[object] = []
        self.hands = 0
        self.held: set[Card] = set()  # the viewer's cards this hand (it may see one it passed on)
        self.leaks: list[str] = []  # events that showed the viewer a card only another seat holds (R27)
        self._raw: object = None
        redact = model._redact

        def spy(event: object, seat: int) -> object:  # the event as the engine gave it, before redaction
            self._raw = event
            return redact(event, seat)

        model._redact = spy  # type: ignore[method-assign]
        model.event.connect(self._seen)
        model.event_done.connect(self._done)

    def _seen(self, e: object) -> None:
        self.events.append(e)
        engine = self.model.engine
        self.held |= set(engine.hand_cards()[self.model.viewer])
        leaked = event_leaks(self.model, self._raw, e, self.held)
        if leaked:
            self.leaks.append(f"{type(e).__name__} shows {sorted(map(str, leaked))}")

    def _done(self, _e: object) -> None:
        if self.model.engine.hand_over():
            self.hands += 1
            self.held = set()


def kit_of(key: str) -> Any:
    return load(registry.game(key).table_kit)


@pytest.mark.parametrize("key", GAME_KEYS)
def test_the_table_is_a_game_table(key: str, qtbot: Any) -> None:
    """Every member of ``GameTable`` is there, each method with the protocol's parameters."""
    table = make_table(key, qtbot)
    members = {n for n in vars(GameTable) if not n.startswith("_")} | set(GameTable.__annotations__)
    assert not [n for n in sorted(members) if not hasattr(table, n)]
    assert isinstance(table, GameTable)
    for name in members:
        wanted = getattr(GameTable, name, None)
        if inspect.isfunction(wanted):
            got = list(inspect.signature(getattr(table, name)).parameters)
            assert got == list(inspect.signature(wanted).parameters)[1:], name


@pytest.mark.parametrize(("key", "preset"), CONFIGS, ids=CONFIG_IDS)
def test_a_hand_with_every_comfort_on(key: str, preset: str | None, qtbot: Any, qapp: Any) -> None:
    """托管 plays the player's seat through a whole hand and past its settlement, with history and counter
    open; the history lists the tricks, the counter counts, the peek shows, each event kind has its sound."""
    table = make_table(key, qtbot)
    model = start(table, key, 21, preset)
    watch = Watch(model)
    c = table.comforts
    entries: list[int] = []
    counted: list[int] = []
    table.canvas.animator.drained.connect(lambda: entries.append(len(c.history.entries)))
    table.canvas.animator.drained.connect(lambda: counted.append(len(c.counter.values)))
    c.history_button.click()
    c.counter_button.click()
    c.auto_button.click()
    assert c.history.isVisible() and c.counter.isVisible() and c.auto.enabled
    qtbot.waitUntil(lambda: watch.hands >= 1 and not model.engine.hand_over(), timeout=180000)
    assert c.auto.played > 0 and c.auto_continued >= 1  # it played for the player and went past the result
    assert max(entries) > 0, "the history pane stayed empty through a hand (TableKit.history)"
    if kit_of(key).counter is not None:
        assert max(counted) > 0, "the card counter showed nothing through a hand (TableKit.counter)"
    # on into the next hand until a trick of it is over: the peek has a round to show
    qtbot.waitUntil(lambda: any(e.winner is not None for e in c.entries()), timeout=180000)
    c.auto_button.click()
    c.peek_last()  # L: the table's own last-trick review, or the comforts' peek at the last round
    if c.peek.isVisible():
        assert c.peek.entry is not None and c.peek.entry.winner is not None, (
            "the peek shows no finished round"
        )
    c.peek_last()
    c.history_button.click()
    c.counter_button.click()
    assert not c.history.isVisible() and not c.counter.isVisible() and not c.auto.enabled
    assert not watch.leaks, f"events shown to the player carry hidden cards: {watch.leaks[:3]}"
    unmapped = unmapped_events(kit_of(key).cue_plan(model), watch.events)
    assert not unmapped, f"events without a sound (TableKit.cue_plan): {unmapped}"


@pytest.mark.parametrize(("key", "preset"), CONFIGS, ids=CONFIG_IDS)
def test_the_comfort_keys_and_a_language_switch(
    key: str, preset: str | None, qtbot: Any, qapp: Any, languages: Any
) -> None:
    table = make_table(key, qtbot)
    start(table, key, 5, preset)
    c = table.comforts
    qtbot.keyClick(table, Qt.Key.Key_R)
    qtbot.keyClick(table, Qt.Key.Key_C)
    assert c.history.isVisible() and c.counter.isVisible()
    qtbot.keyClick(table, Qt.Key.Key_L)
    qtbot.keyClick(table, Qt.Key.Key_Escape)
    qtbot.keyClick(table, Qt.Key.Key_T)
    assert c.auto.enabled
    qtbot.keyClick(table, Qt.Key.Key_T)
    assert not c.auto.enabled
    for lang in ("zh_CN", "it", "en"):
        languages.set_language(lang)
        qapp.processEvents()
        assert c.last_button.text() == kit_of(key).last_label()
        assert c.history.heading.text() == kit_of(key).history_heading()


@pytest.mark.parametrize(("key", "preset"), CONFIGS, ids=CONFIG_IDS)
def test_keyboard_play_makes_a_decision(key: str, preset: str | None, qtbot: Any, qapp: Any) -> None:
    """At the player's turn, keys alone (Home, Right, Space, Enter; P to pass) make a decision (a turn the
    table settles by itself, like Gunzi's lone "pass" at the burial, shows no bar and is waited out)."""
    table = make_table(key, qtbot)
    model = start(table, key, 9, preset)
    turns: list[int] = []
    model.human_turn.connect(lambda seat, _legal: turns.append(seat))
    qtbot.waitUntil(lambda: bool(turns) and table.bar.isVisible() and bool(table.bar.buttons), timeout=120000)
    asked = model._decision_no
    hand = table.canvas.hand
    for i in range(len(hand.items) + 1):
        if model._decision_no != asked:
            break
        qtbot.keyClick(table, Qt.Key.Key_Escape)
        qtbot.keyClick(table, Qt.Key.Key_Home)
        for _ in range(i):
            qtbot.keyClick(table, Qt.Key.Key_Right)
        qtbot.keyClick(table, Qt.Key.Key_Space)
        qtbot.keyClick(table, Qt.Key.Key_Return)
    if model._decision_no == asked:
        qtbot.keyClick(table, Qt.Key.Key_P)
    assert model._decision_no != asked, "no key made the player's decision"


@pytest.mark.parametrize(("key", "preset"), CONFIGS, ids=CONFIG_IDS)
def test_save_resume_and_replay(key: str, preset: str | None, qtbot: Any, qapp: Any) -> None:
    """A match's record survives JSON and the engine's replay; it resumes on a fresh table where it stood;
    the replay viewer steps it by action, trick and hand, back again, and plays on from a position."""
    table = make_table(key, qtbot)
    model = start(table, key, 33, preset)
    watch = Watch(model)
    table.comforts.auto_button.click()
    qtbot.waitUntil(lambda: watch.hands >= 1 and not model.engine.hand_over(), timeout=180000)
    table.comforts.auto_button.click()
    qtbot.waitUntil(table.canvas.animator.is_idle, timeout=30000)
    record = parse_record(record_of(model).to_json())
    prepared = prepare(record)
    replayed = copy.deepcopy(prepared.start)
    for action in prepared.actions:
        replayed.apply(action)
    assert replayed.hand_cards() == model.engine.hand_cards()
    assert replayed.seats_to_act() == model.engine.seats_to_act()

    again = make_table(key, qtbot)
    resumed = restore(again, record)
    assert resumed.engine.hand_cards() == model.engine.hand_cards()
    summary = summarize(record)  # the start page's Continue, in the game's words
    assert summary.game == key and summary.hand >= 2
    assert describe(summary).strip() and kit_of(key).save_words(summary) in describe(summary)

    watching = make_table(key, qtbot)
    viewer, _bar = open_viewer(watching, record)
    line = viewer.timeline.hand(0)
    assert len(line.stops) >= 2, "the replay's next trick stops only at the hand's end (GameSpec.trick_end)"
    for _ in range(3):
        assert viewer.step()
    viewer.next_trick()
    assert viewer.k == line.stops[0] or viewer.k in line.stops
    expected = viewer.timeline.state_at(viewer.hand, viewer.k)
    assert viewer.hands_now() == expected.hand_cards()
    viewer.prev_trick()
    viewer.next_hand()
    assert viewer.hand == 1
    viewer.prev_hand()
    assert (viewer.hand, viewer.k) == (1, 0) or viewer.hand == 0
    viewer.goto(0, line.stops[0])
    viewer.set_view(1)
    viewer.set_view(None)
    played = viewer.play_from_here(level="easy", seat=0)
    assert played is not None and played.is_human(0)
    played.ai_budget_ms = BUDGET_MS
    branch = record_of(played).model_extra or {}
    assert branch.get("branch", {}).get("action") == line.stops[0]


def test_the_event_check_finds_a_card_shown_to_the_wrong_seat(qtbot: Any) -> None:
    """The check can fail: an event that shows seat 0 (and only seat 0) another seat's cards is caught."""
    from tests.third_game.engine import CardLaid
    from tests.third_game.model import TrickModel

    model = TrickModel(seats("hightrick"), seed=3, auto_ready=True)
    laid = CardLaid(1, model.engine.holdings[1][0])  # as if seat 1 had not laid it yet
    assert event_leaks(model, laid, laid, set()) == set()  # a laid card: every seat sees it

    class Leaky(TrickModel):
        def _redact(self, event: Any, seat: int) -> Any:
            return (event, self.engine.holdings[2]) if seat == 0 else event

    leaky = Leaky(seats("hightrick"), seed=3, auto_ready=True)
    shown = leaky._redact(laid, 0)
    assert event_leaks(leaky, laid, shown, set()) == set(leaky.engine.holdings[2])
