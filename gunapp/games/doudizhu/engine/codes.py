"""IllegalAction codes of the Dou Dizhu engine, and the analysis that explains a rejected play.

Every rejected action raises ``IllegalAction(code, params, rule)`` and leaves the state unchanged. Codes are
stable; the UI maps each to a translated sentence filled from ``params``. Ranks in params are labels
(``"3"``..``"A"``, ``"2"``, ``"SJ"``, ``"BJ"``), kinds are :attr:`Kind.label` names, cards are record codes.

| code | params | rule | meaning |
|---|---|---|---|
| ``deal_over`` | | D5.4 | the deal has ended; no more actions |
| ``wrong_phase`` | ``phase``, ``action`` | D4, D5 | a bid during play or a play during bidding |
| ``not_your_turn`` | ``seat``, ``turn`` | D4.1, D5.2 | another seat is to act |
| ``bid_value`` | ``value`` | D4.1 | a bid must be 0 (pass), 1, 2 or 3 |
| ``bid_too_low`` | ``value``, ``highest`` | D4.1 | a bid must be higher than the highest bid so far |
| ``empty_play`` | | D5.1 | a play needs at least one card (to pass, pass) |
| ``cards_not_in_hand`` | ``cards`` | D5.2 | the cards are not all in the player's hand |
| ``not_a_combination`` | ``cards`` | D6 | the cards form none of the 13 kinds |
| ``sequence_has_twos`` | ``cards`` | D6 | 2s and jokers never appear in a sequence (kinds 6-10) |
| ``sequence_too_short`` | ``kind``, ``length``, ``min`` | D6 | straights need 5 ranks, pair straights 3 pairs, airplanes 2 trios |
| ``kickers_must_differ`` | ``cards`` | D6.1 | kickers must differ in rank from the trios / quad and from each other |
| ``jokers_as_kickers`` | | D6.2 | in 3-player games the two jokers may not both be kickers |
| ``mixed_joker_pair`` | | D6 (kind 2) | a red and a black joker are not a pair |
| ``kind_not_in_variant`` | ``kind`` | D6 table | this kind is not allowed with 4 players |
| ``reading_mismatch`` | ``cards``, ``reading`` | D6.4 | the named reading does not fit the cards |
| ``must_lead`` | | D5.3 | the leader must play, not pass |
| ``wrong_kind`` | ``kind``, ``rival_kind`` | D7.1 | only the same kind (or a bomb / rocket) can beat the table |
| ``wrong_length`` | ``kind``, ``length``, ``rival_length`` | D7.1 | same kind but not the same size |
| ``not_higher`` | ``kind``, ``key``, ``rival_key`` | D7.1, D7.3 | same kind and size but not a higher rank |
| ``bomb_too_short`` | ``length``, ``rival_length`` | D7.3 | with 4 players a bomb beats a bomb only with as many cards or more |
| ``rocket_unbeatable`` | | D7.2 | nothing beats the rocket |
| ``double_value`` | ``value`` | D11.7 | a double must be 1, 2 or (with super doubling) 4 |
"""

from __future__ import annotations

from collections.abc import Sequence

from gunapp.core.errors import IllegalAction
from gunapp.games.doudizhu.engine.combos import NOT_IN_DDZ4, Kind, Move, shape_of
from gunapp.games.doudizhu.engine.rules import (
    BLACK_JOKER,
    MAX_CHAIN_RANK,
    RANK_LABELS,
    RED_JOKER,
    TWO,
    Variant,
)

DEAL_OVER = "deal_over"
WRONG_PHASE = "wrong_phase"
NOT_YOUR_TURN = "not_your_turn"
BID_VALUE = "bid_value"
BID_TOO_LOW = "bid_too_low"
DOUBLE_VALUE = "double_value"
EMPTY_PLAY = "empty_play"
CARDS_NOT_IN_HAND = "cards_not_in_hand"
NOT_A_COMBINATION = "not_a_combination"
SEQUENCE_HAS_TWOS = "sequence_has_twos"
SEQUENCE_TOO_SHORT = "sequence_too_short"
KICKERS_MUST_DIFFER = "kickers_must_differ"
JOKERS_AS_KICKERS = "jokers_as_kickers"
MIXED_JOKER_PAIR = "mixed_joker_pair"
KIND_NOT_IN_VARIANT = "kind_not_in_variant"
READING_MISMATCH = "reading_mismatch"
MUST_LEAD = "must_lead"
WRONG_KIND = "wrong_kind"
WRONG_LENGTH = "wrong_length"
NOT_HIGHER = "not_higher"
BOMB_TOO_SHORT = "bomb_too_short"
ROCKET_UNBEATABLE = "rocket_unbeatable"

ALL_CODES = (
    DEAL_OVER, WRONG_PHASE, NOT_YOUR_TURN, BID_VALUE, BID_TOO_LOW, EMPTY_PLAY, CARDS_NOT_IN_HAND,
    NOT_A_COMBINATION, SEQUENCE_HAS_TWOS, SEQUENCE_TOO_SHORT, KICKERS_MUST_DIFFER, JOKERS_AS_KICKERS,
    MIXED_JOKER_PAIR, KIND_NOT_IN_VARIANT, READING_MISMATCH, MUST_LEAD, WRONG_KIND, WRONG_LENGTH, NOT_HIGHER,
    BOMB_TOO_SHORT, ROCKET_UNBEATABLE,
)  # fmt: skip


def why_not_combination(counts: Sequence[int], variant: Variant, cards: list[str]) -> IllegalAction:
    """The most specific reason a rank content is no combination under ``variant`` (section 6)."""
    four = variant is Variant.DDZ4
    total = sum(counts)
    bj, rj = counts[BLACK_JOKER], counts[RED_JOKER]
    if four:
        other = shape_of(counts, Variant.DDZ3)
        if other is not None and other[0] in NOT_IN_DDZ4:
            return IllegalAction(KIND_NOT_IN_VARIANT, {"kind": other[0].label}, "D6")
        if total == 2 and bj == 1 and rj == 1:
            return IllegalAction(MIXED_JOKER_PAIR, {}, "D6")
    present = [r for r, c in enumerate(counts) if c]
    levels = {counts[r] for r in present}
    if len(levels) == 1 and len(present) > 1:
        (m,) = levels
        consecutive = present[-1] - present[0] == len(present) - 1
        minimum = {1: 5, 2: 3}.get(m, 2)
        if m <= 3 and consecutive and present[-1] > MAX_CHAIN_RANK and len(present) >= minimum:
            return IllegalAction(SEQUENCE_HAS_TWOS, {"cards": cards}, "D6")
        if m <= 2 and consecutive and len(present) < minimum and len(present) * m >= 3:
            kind = Kind.STRAIGHT if m == 1 else Kind.PAIR_STRAIGHT
            return IllegalAction(
                SEQUENCE_TOO_SHORT, {"kind": kind.label, "length": len(present), "min": minimum}, "D6"
            )
    if not four and bj and rj and total > 2 and _fits_loosely(counts, four, jokers_ok=True):
        return IllegalAction(JOKERS_AS_KICKERS, {}, "D6.2")
    if _fits_loosely(counts, four, jokers_ok=False):
        return IllegalAction(KICKERS_MUST_DIFFER, {"cards": cards}, "D6.1")
    return IllegalAction(NOT_A_COMBINATION, {"cards": cards}, "D6")


def _fits_loosely(counts: Sequence[int], four: bool, jokers_ok: bool) -> bool:
    """Would the cards be a trio / airplane / quad with kickers if kickers could share ranks (D6.1) or, with
    ``jokers_ok``, if both jokers could be single kickers (D6.2)? Used only to explain a rejection."""
    if jokers_ok:
        # swap the two jokers for two other distinct single kickers and see whether that fits
        probe = list(counts)
        probe[BLACK_JOKER] = probe[RED_JOKER] = 0
        free = [r for r in range(TWO + 1) if probe[r] == 0]
        for i, a in enumerate(free):
            for b in free[i + 1 :]:
                probe[a] = probe[b] = 1
                if shape_of(probe, Variant.DDZ3) is not None:
                    return True
                probe[a] = probe[b] = 0
        return False
    total = sum(counts)
    if not four and total in (6, 8) and any(c >= 4 for c in counts):
        return True  # a quad + any two cards / pairs
    for width in (2,) if four else (1, 2):
        if total % (3 + width):
            continue
        n = total // (3 + width)
        for top in range(n - 1, MAX_CHAIN_RANK + 1 if n > 1 else TWO + 1):
            if all(counts[r] >= 3 for r in range(top - n + 1, top + 1)):
                rest = list(counts)
                for r in range(top - n + 1, top + 1):
                    rest[r] -= 3
                if width == 1 or all(c % 2 == 0 for c in rest):
                    return True
    return False


def why_not_beating(play: Move, rival: Move) -> IllegalAction:
    """Why ``play`` does not beat ``rival`` (section 7); call only when it does not."""
    kind, key, length = play[0], play[1], play[2]
    rkind, rkey, rlength = rival[0], rival[1], rival[2]
    if rkind is Kind.ROCKET:
        return IllegalAction(ROCKET_UNBEATABLE, {}, "D7.2")
    if kind is Kind.BOMB and rkind is Kind.BOMB and length < rlength:
        return IllegalAction(BOMB_TOO_SHORT, {"length": length, "rival_length": rlength}, "D7.3")
    if kind is not rkind:
        return IllegalAction(WRONG_KIND, {"kind": kind.label, "rival_kind": rkind.label}, "D7.1")
    if length != rlength and kind is not Kind.BOMB:
        return IllegalAction(
            WRONG_LENGTH, {"kind": kind.label, "length": length, "rival_length": rlength}, "D7.1"
        )
    return IllegalAction(
        NOT_HIGHER,
        {"kind": kind.label, "key": RANK_LABELS[key], "rival_key": RANK_LABELS[rkey]},
        "D7.3" if kind is Kind.BOMB else "D7.1",
    )
