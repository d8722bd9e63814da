"""The phases of a Dou Dizhu deal, in order (section 11's only under its options)."""

from __future__ import annotations

from enum import StrEnum


class Phase(StrEnum):
    START_SHOW = "start_show"  # D11.9: before the deal
    BIDDING = "bidding"  # section 4, or D11.1-D11.5
    LANDLORD_SHOW = "landlord_show"  # D11.10
    DOUBLING = "doubling"  # D11.7
    PLAYING = "playing"
    ENDED = "ended"  # a played-out deal, or a redeal (D4.4: ``redeal`` is True)


#: the phases of section 11's decisions
TALK_PHASES = (Phase.START_SHOW, Phase.LANDLORD_SHOW, Phase.DOUBLING)
