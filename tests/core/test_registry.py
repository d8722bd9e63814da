"""The game registry (issue 15, item 3): every game key resolves to a spec whose lazy references load, an
unknown key is an error (never a default game), and each spec's record codec round-trips a match: the record
of a position, written as JSON and read back, resumes (``resume_point``) to the same record."""

from __future__ import annotations

import json
import random
from dataclasses import dataclass, field
from typing import Any

import pytest

from gunapp.core import registry
from gunapp.core.game_spec import load
from gunapp.core.match_codec import MatchCodec
from gunapp.core.prepare import prepare
from gunapp.core.record import WRONG_GAME, GameRecord, RecordError, SeatInfo, parse_record
from gunapp.storage.saves import summarize

PATHS = ("codec", "engine", "agents", "model", "table")
RULE_PATHS = ("options", "defaults", "catalogue", "page", "explain")


def test_the_registry_lists_the_three_games_once() -> None:
    assert registry.game_keys() == ("gunzi", "ddz3", "ddz4")
    assert [r.key for r in registry.RULES] == ["gunzi", "doudizhu"]


@pytest.mark.parametrize("key", registry.game_keys())
def test_every_game_key_resolves_and_every_reference_loads(key: str) -> None:
    spec = registry.game(key)
    assert spec.key == key and spec.players in (3, 4) and spec.decks in (1, 2, 3)
    for name in PATHS:
        assert load(getattr(spec, name)) is not None, f"{key}.{name}"
    for name in RULE_PATHS:
        assert load(getattr(spec.rules, name)) is not None, f"{key}.rules.{name}"
    assert isinstance(load(spec.rules.defaults)(), dict)
    # the figures the statistics dialog knows (StatsDialog._figures, and _grab_figures for Dou Dizhu's
    # call-and-grab block): a row naming another would fail when the dialog opens
    figures = {"hands_played", "hands_won", "win_rate", "matches_won", "best_score"}
    grab = {
        "grab",
        "grab_deals",
        "grab_win_rate",
        "landlord_record",
        "grabs",
        "doubled",
        "doubled_points",
        "shown",
        "best_multiplier",
        "average_stake",
        "grab_best_score",
    }
    assert spec.stats_rows and {r.figure for r in spec.stats_rows} <= figures | (
        grab if key.startswith("ddz") else set()
    )


@pytest.mark.parametrize("key", ["poker", "", "GUNZI", None, 3])
def test_an_unknown_game_key_is_an_error_not_gunzi(key: object) -> None:
    with pytest.raises(registry.UnknownGame) as info:
        registry.game(key)
    assert "unknown game" in str(info.value) and "gunzi, ddz3, ddz4" in str(info.value)
    with pytest.raises(registry.UnknownGame):
        registry.rules(key)


def test_house_rules_page_of_a_game_key_never_falls_back() -> None:
    from gunapp.ui.rules.house import game_of

    assert [game_of(k) for k in ("gunzi", "ddz3", "ddz4")] == ["gunzi", "doudizhu", "doudizhu"]
    assert game_of(None) == "gunzi"  # no game open: the first game's page
    with pytest.raises(registry.UnknownGame):
        game_of("ddz5")  # was "doudizhu" by its prefix


def _record_text(key: str, **changes: Any) -> str:
    data = json.loads(_played(key).record.to_json())
    data.update(changes)
    return json.dumps(data)


def test_a_record_or_save_of_an_unknown_game_says_so() -> None:
    """A file naming a game this version does not play is WRONG_GAME (translated by ``RecordErrorText``)."""
    text = _record_text("ddz3", game="ddz5")
    with pytest.raises(RecordError) as info:
        parse_record(text)
    assert info.value.code == WRONG_GAME and info.value.params == {"game": "ddz5"}
    record = parse_record(_record_text("ddz3"))
    record.game = "ddz5"
    for reader in (prepare, summarize):
        with pytest.raises(RecordError) as info:
            reader(record)
        assert info.value.code == WRONG_GAME


@dataclass
class FakeModel:
    """What a codec reads of a game model, without Qt."""

    game_key: str
    engine: Any = None
    branch: dict[str, Any] | None = None
    ended: bool = False
    seats: list[SeatInfo] = field(default_factory=list)
    record: GameRecord | None = None

    def seat_info(self) -> list[SeatInfo]:
        return self.seats


def _played(key: str, steps: int = 60, seed: int = 11) -> FakeModel:
    """A match of ``key`` some random legal actions in, and its record."""
    spec = registry.game(key)
    match = load(spec.engine)(None, seed)
    rng = random.Random(seed)
    for _ in range(steps):
        acting = match.seats_to_act()
        if acting:
            match.apply(rng.choice(list(match.legal_actions(acting[0]))))
        else:  # the table deals a card, or the next hand (the engine contract, core.engine)
            table = match.table_action()
            match.apply(table if table is not None else match.next_hand())
    seats = [SeatInfo(kind="human")] + [SeatInfo(kind="ai", level="normal")] * (spec.players - 1)
    model = FakeModel(key, engine=match, seats=seats)
    codec: MatchCodec = spec.load_codec()
    model.record = codec.record(model)
    return model


@pytest.mark.parametrize("key", registry.game_keys())
def test_each_codec_round_trips_a_sample_match(key: str) -> None:
    spec = registry.game(key)
    codec: MatchCodec = spec.load_codec()
    model = _played(key)
    record = model.record
    assert record is not None and record.game == key
    # the autosave's snapshot gives the same record as the record itself
    assert codec.snapshot(model, model.seat_info(), {})().to_json() == record.to_json()
    read = parse_record(record.to_json())
    start, actions = codec.resume_point(read)
    resumed = FakeModel(key, engine=start, seats=model.seats)
    for action in actions:
        start.apply(action)
    assert codec.record(resumed).to_json() == record.to_json()
    assert codec.signature(resumed) == codec.signature(model)
    assert not codec.finished(model)
    summary = summarize(read)
    assert summary.game == key and summary.hand >= 1
