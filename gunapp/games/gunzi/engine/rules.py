"""Gunzi rule options (spec table 2.A), with the spec's key names and defaults.

Every option here changes a behaviour pinned by a test in ``tests/gunzi/test_options.py``.
"""

from __future__ import annotations

from collections.abc import Iterable
from enum import StrEnum
from typing import Any

from pydantic import BaseModel, ConfigDict, Field, ValidationError, field_serializer, field_validator


class FollowMode(StrEnum):
    """R18: LIVE (活棒) has no shape obligation; DEAD (死棒) must match pairs/triples in the led suit."""

    LIVE = "LIVE"
    DEAD = "DEAD"


class LevelScope(StrEnum):
    PER_TEAM = "PER_TEAM"  # R4.2
    SHARED = "SHARED"


class JokerLevelBonus(StrEnum):
    BLOOD = "BLOOD"  # R22.2: jokerLevels = jokerBlood
    NONE = "NONE"


class DealerStays(StrEnum):
    SAME = "SAME"  # R24.1 连庄
    PARTNER = "PARTNER"


class Takeover(StrEnum):
    NEXT = "NEXT"  # R24.2: old dealer's 下家
    PREV = "PREV"


class DryPotRule(StrEnum):
    TRUMP_SUIT = "TRUMP_SUIT"  # R13.2(a): no card of suit T other than level cards
    ANY_TRUMP = "ANY_TRUMP"  # jokers and 2s also prevent (a)


class TripleJokerRule(StrEnum):
    IDENTICAL = "IDENTICAL"  # R21.3 E3/E4: 3 BJ or 3 SJ
    ANY_THREE = "ANY_THREE"


class FullScoreRule(StrEnum):
    FINAL_SCORE = "FINAL_SCORE"  # R21.3 E2: S >= 300
    ALL_RAW_POINTS = "ALL_RAW_POINTS"  # every one of the 300 card points captured


class FlipOrder(StrEnum):
    GAME = "GAME"  # R9.4(c): 3 > 2 > A > ... > 4
    ACE_HIGH = "ACE_HIGH"  # A > K > ... > 3 > 2


class ReturnRule(StrEnum):
    ANY = "ANY"  # R12.4
    NO_JOKERS = "NO_JOKERS"


class OnOff(StrEnum):
    ON = "ON"
    OFF = "OFF"


#: cyclesPerMatch meaning "no limit": the match goes on until the player starts a new one (R26.3 leaves the
#: match to the app; the app's default, unlike the spec's suggestion of one cycle)
ENDLESS_CYCLES = 99


class GunziOptions(BaseModel):
    """The options of spec table 2.A. Field names are the spec's keys (also used in records)."""

    model_config = ConfigDict(frozen=True, extra="forbid")

    followMode: FollowMode = FollowMode.LIVE
    levelScope: LevelScope = LevelScope.PER_TEAM
    mustPlayLevels: frozenset[int] = Field(default=frozenset({3, 10}))
    jokerLevelBonus: JokerLevelBonus = JokerLevelBonus.BLOOD
    dealerStays: DealerStays = DealerStays.SAME
    takeover: Takeover = Takeover.NEXT
    dryPotRule: DryPotRule = DryPotRule.TRUMP_SUIT
    tripleJokerRule: TripleJokerRule = TripleJokerRule.IDENTICAL
    fullScoreRule: FullScoreRule = FullScoreRule.FINAL_SCORE
    flipOrder: FlipOrder = FlipOrder.GAME
    minDeclareCards: int = Field(default=1, ge=1, le=2)
    returnRule: ReturnRule = ReturnRule.ANY
    riot: OnOff = OnOff.OFF
    othersMayBury: OnOff = OnOff.ON
    cyclesPerMatch: int = Field(default=1, ge=1)

    @field_validator("mustPlayLevels", mode="before")
    @classmethod
    def _parse_levels(cls, value: Any) -> Any:
        if isinstance(value, str):
            text = value.strip().strip("{}[]")
            return frozenset(int(p) for p in text.split(",") if p.strip())
        return value

    @field_validator("mustPlayLevels")
    @classmethod
    def _check_levels(cls, value: frozenset[int]) -> frozenset[int]:
        bad = [v for v in value if not 3 <= v <= 10]
        if bad:
            raise ValueError(f"must-play levels lie within 3..10, got {sorted(bad)}")
        return value

    @field_serializer("mustPlayLevels")
    def _dump_levels(self, value: frozenset[int]) -> list[int]:
        return sorted(value)

    @property
    def must_play(self) -> frozenset[int]:
        """R23.4: 10 is always a must-play level, whatever the option says."""
        return self.mustPlayLevels | {10}

    @property
    def dead(self) -> bool:
        return self.followMode is FollowMode.DEAD

    def to_record(self) -> dict[str, Any]:
        """Every option by its spec key, JSON-ready (gunapp-record/1 ``options``)."""
        return self.model_dump(mode="json")

    @classmethod
    def from_pairs(cls, pairs: Iterable[str], base: dict[str, Any] | None = None) -> GunziOptions:
        """Build options from ``key=value`` strings (the simulator's ``--option``); raises ValueError."""
        data: dict[str, Any] = dict(base or {})
        for pair in pairs:
            key, sep, value = pair.partition("=")
            if not sep:
                raise ValueError(f"option {pair!r} is not key=value")
            if key not in cls.model_fields:
                raise ValueError(f"unknown option {key!r} (known: {', '.join(cls.model_fields)})")
            data[key] = value
        try:
            return cls.model_validate(data)
        except ValidationError as exc:
            first = exc.errors()[0]
            raise ValueError(f"option {first['loc'][0] if first['loc'] else ''}: {first['msg']}") from None
