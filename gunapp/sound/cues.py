"""The sound cues: one WAV each in ``resources/sounds/`` (made by ``tools/make_sounds.py``)."""

from __future__ import annotations

from enum import StrEnum
from pathlib import Path

from gunapp.paths import resources_dir


class Cue(StrEnum):
    DEAL = "deal"
    PLAY_ONE = "play_one"
    PLAY_MANY = "play_many"
    PASS = "pass"
    YOUR_TURN = "your_turn"
    TRICK = "trick"
    TRICK_POINTS = "trick_points"
    DECLARE = "declare"
    OVERCALL = "overcall"
    BID_1 = "bid_1"
    BID_2 = "bid_2"
    BID_3 = "bid_3"
    NO_BID = "no_bid"
    LANDLORD = "landlord"
    BOMB = "bomb"
    ROCKET = "rocket"
    SPRING = "spring"
    WARN_ONE = "warn_one"
    WARN_TWO = "warn_two"
    HAND_WON = "hand_won"
    HAND_LOST = "hand_lost"
    CYCLE_WON = "cycle_won"


#: the cues of every card and turn: silent at instant speed (0), where a whole trick appears at once and
#: a burst of snaps would only be noise; the rarer event cues still sound
PER_CARD: frozenset[Cue] = frozenset(
    {Cue.DEAL, Cue.PLAY_ONE, Cue.PLAY_MANY, Cue.PASS, Cue.TRICK, Cue.TRICK_POINTS}
)

#: simultaneous voices per cue (one QSoundEffect each): the frequent cues overlap when a trick is played
#: fast, and a new play must not cut the previous one off
VOICES: dict[Cue, int] = {Cue.DEAL: 3, Cue.PLAY_ONE: 3, Cue.PLAY_MANY: 2, Cue.PASS: 2, Cue.TRICK: 2}

BID_CUES: dict[int, Cue] = {0: Cue.NO_BID, 1: Cue.BID_1, 2: Cue.BID_2, 3: Cue.BID_3}


def sounds_dir() -> Path:
    return resources_dir() / "sounds"


def cue_path(cue: Cue) -> Path:
    return sounds_dir() / f"{cue.value}.wav"
