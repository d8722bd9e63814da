"""Who the plates name in the replay viewer and after Play from here (bug: every plate said "Normal AI", or
"You" on whatever seat was drawn at the bottom, whoever had sat there; the 托管 badge stayed on seat 0's
plate after the player took another seat).

A record's ``seats`` (``SeatInfo``: kind, level) say who sat where: the player's plate is named "You" (the
name the table gives the player) and every AI seat shows its recorded level; seats are named from the
player's seat whichever view is shown. After Play from here the plates say who plays each seat now.
"""

from __future__ import annotations

from typing import Any

import pytest

from gunapp.core.record import GameRecord, SeatInfo
from gunapp.games.doudizhu.engine.rules import Variant
from gunapp.ui.replay.bar import open_viewer

from .helpers import ddz_record, gunzi_record
from .test_viewer import _table

LEVEL_WORDS = {"easy": "Easy AI", "normal": "Normal AI", "hard": "Hard AI"}


def _seated(kind: str, human: int, levels: list[str]) -> GameRecord:
    """The test record with the player in seat ``human`` and the AI seats at ``levels`` (in seat order)."""
    record = gunzi_record() if kind == "gunzi" else ddz_record(Variant(kind))
    n = len(record.seats)
    ai = iter(levels)
    seats = [SeatInfo(kind="human") if s == human else SeatInfo(kind="ai", level=next(ai)) for s in range(n)]
    return record.model_copy(update={"seats": seats})


def _plates(table: Any) -> dict[int, tuple[str, str]]:
    return {s: (p.name, p.info) for s, p in table.canvas.plates.items()}


def _check_plates(table: Any, human: int, levels: dict[int, str]) -> None:
    plates = _plates(table)
    assert plates[human][0] == "You", plates
    assert not any(word in plates[human][1] for word in LEVEL_WORDS.values()), plates
    for seat, level in levels.items():
        name, info = plates[seat]
        assert name != "You", (seat, plates)
        assert LEVEL_WORDS[level] in info, (seat, level, plates)


CASES = [
    ("gunzi", 0, ["hard", "easy", "normal"]),
    ("gunzi", 1, ["easy", "hard", "hard"]),
    ("ddz3", 0, ["hard", "easy"]),
    ("ddz3", 2, ["easy", "hard"]),
    ("ddz4", 3, ["hard", "easy", "normal"]),
]


@pytest.mark.parametrize(("kind", "human", "levels"), CASES)
def test_replay_plates_name_the_recorded_player_and_levels(
    kind: str, human: int, levels: list[str], qtbot: Any
) -> None:
    """R27 / D4 views aside, the plates say who sat where in the record, in every view and at every step."""
    table = _table(kind, qtbot)
    record = _seated(kind, human, levels)
    viewer, _bar = open_viewer(table, record, "seats.json")
    ai_seats = [s for s in range(len(record.seats)) if s != human]
    expected = dict(zip(ai_seats, levels, strict=True))
    _check_plates(table, human, expected)
    for view in [None, *range(len(record.seats))]:  # every hand face up, then each seat's view
        viewer.set_view(view)
        viewer.next_trick()
        _check_plates(table, human, expected)
    table.close_game()


def _play_from(kind: str, seat: int, qtbot: Any) -> tuple[Any, Any]:
    table = _table(kind, qtbot)
    record = _seated(kind, 0, ["hard"] * (len(_table_seats(kind)) - 1))
    viewer, _bar = open_viewer(table, record, "seats.json")
    viewer.goto(0, viewer.timeline.hand(0).stops[1])
    model: Any = viewer.play_from_here("easy", seat)
    assert model is not None and table.canvas.south == seat
    return table, model


PLAY_ON = [("gunzi", 2), ("gunzi", 3), ("ddz3", 1), ("ddz4", 2)]


@pytest.mark.parametrize(("kind", "seat"), PLAY_ON)
def test_play_from_here_plates_say_who_plays_each_seat_now(kind: str, seat: int, qtbot: Any) -> None:
    """After Play from here in ``seat``: that seat's plate is the player's ("You", at the bottom), every other
    seat shows the level chosen for the new AI, not the recorded one."""
    table, model = _play_from(kind, seat, qtbot)
    _check_plates(table, seat, {s: "easy" for s in range(len(model.seats)) if s != seat})
    model.stop()
    table.close_game()


@pytest.mark.parametrize(("kind", "seat"), PLAY_ON)
def test_autoplay_badge_sits_on_the_players_plate_after_play_from_here(
    kind: str, seat: int, qtbot: Any
) -> None:
    """The 托管 badge marks the seat the AI now plays for the player (``seat``), not seat 0."""
    table, model = _play_from(kind, seat, qtbot)
    comforts = table.comforts
    comforts.auto_button.setChecked(True)
    qtbot.waitUntil(lambda: comforts.badge.isVisible(), timeout=2000)
    badge = comforts.badge.sceneBoundingRect()
    mine = table.canvas.plates[seat].sceneBoundingRect()
    assert badge.intersects(mine), (badge, mine)
    for other, plate in table.canvas.plates.items():
        if other != seat:
            assert not badge.intersects(plate.sceneBoundingRect()), (other, badge)
    comforts.auto_button.setChecked(False)
    model.stop()
    table.close_game()


def _table_seats(kind: str) -> range:
    return range(4 if kind in ("gunzi", "ddz4") else 3)


@pytest.mark.parametrize(("kind", "seat"), [("ddz3", 1), ("ddz4", 2)])
def test_ddz_bar_sits_above_the_players_own_trick_slot_d5_3(kind: str, seat: int, qtbot: Any) -> None:
    """D5.3: the last play stays visible under the bar: above the trick slot of the seat the player holds
    (drawn at the bottom), beside the player's plate; it was placed by seat 0's slot and plate."""
    from gunapp.ui.table.card_style import card_height

    table, model = _play_from(kind, seat, qtbot)
    qtbot.waitUntil(lambda: table.bar.isVisible(), timeout=30000)
    table._place_overlays()
    lay = table.canvas.table_layout
    slot_top = lay.trick_slot(seat).y() - card_height(lay.trick_width) / 2
    bar = table.bar.geometry()
    assert bar.bottom() <= slot_top, (bar, slot_top)
    assert bar.top() > lay.height / 3, (bar, lay.height)  # down by the player's cards, not by a side seat
    assert bar.left() >= lay.plate_rect(seat).right(), (bar, lay.plate_rect(seat))
    model.stop()
    table.close_game()


@pytest.mark.parametrize(("kind", "seat"), [("ddz3", 1), ("ddz4", 2)])
def test_ddz_prompt_names_the_rival_from_the_players_seat(kind: str, seat: int, qtbot: Any) -> None:
    """ "Beat Left's Pair": the seat whose play is to beat is named as the plates name it, from the seat the
    player holds (it was named from seat 0: after Play from here in seat 1 the rival could be "You")."""
    from gunapp.games.doudizhu.ui.texts import T

    table, model = _play_from(kind, seat, qtbot)
    n = len(model.seats)
    deal = model.session.deal
    for _ in range(12):
        qtbot.waitUntil(
            lambda: deal.turn == seat and table.turn.seat == seat or deal.phase.name == "ENDED", timeout=30000
        )
        qtbot.waitUntil(table.canvas.animator.is_idle, timeout=20000)
        if deal.phase.name == "ENDED":
            break
        view = model.view(seat)
        if table.turn.mode == "play" and not view.leading:
            name = T().seat(view.last_seat, n, seat)
            assert name != "You"
            assert table.bar.prompt.text().startswith(f"Beat {name}'s "), table.bar.prompt.text()
            break
        with qtbot.waitSignal(model.human_turn, timeout=30000, raising=False):
            assert model.submit(table.turn.legal[0])
    else:
        pytest.fail("no play to beat came up")
    model.stop()
    table.close_game()
