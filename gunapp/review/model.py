"""The review's results as values (pydantic, strict): what one decision was worth, per move, and a whole hand.

Every value is on the hand's ``scale`` and from the reviewed seat's side (higher is better for that seat):

- ``"gunzi-points"``: the attackers' final score S (R21.1, the dig included, R20.2) with a level worth 40
  points (S >= 120 counts 40 more: R21.4, and so does the dig's level), the hard AI's own utility; positive
  for an attacking seat, negated for a seat of the dealer's side. ``points`` says the raw S. A first hand's
  declaration decides the sides (R9.2): its values are centred on an average first hand, the same for either
  side, and give no S (the Gunzi reviewer's ``review_declare``).
- ``"ddz-stake"``: the seat's score change for the deal (D8.1: base times multiplier, bombs and spring
  included, times the peasants' count for the landlord), with ``win`` the chance its side wins.
"""

from __future__ import annotations

from typing import Literal

from pydantic import BaseModel, ConfigDict, Field

#: the version of the results below (a reader skips a review of another version instead of misreading it)
REVIEW_FORMAT = "gunapp-review/1"

# decision kinds (``DecisionReview.kind``, ``Skipped.kind``): plain strings, so a game may add its own (the
# Dou Dizhu call-and-grab phases) without a change here
PLAY = "play"
DECLARE = "declare"  # Gunzi R9/R10
BURY = "bury"  # Gunzi R14: the dealer's six
BURY_JOKERS = "bury_jokers"  # Gunzi R15
TRIBUTE = "tribute"  # Gunzi R12.3 (pay or riot)
TRIBUTE_RETURN = "tribute_return"  # Gunzi R12.4
BID = "bid"  # Dou Dizhu D4
# Dou Dizhu call-and-grab (section 11); a move's label says the answer: "call:1", "grab:0", "double:4",
# "start_show:1" (D11.9, before the deal) or "landlord_show:0" (D11.10)
CALL = "call"  # D11.1
GRAB = "grab"  # D11.3, D11.4
DOUBLE = "double"  # D11.7
SHOW = "show"  # D11.9, D11.10

Scale = Literal["gunzi-points", "ddz-stake"]


class _Frozen(BaseModel):
    model_config = ConfigDict(frozen=True, strict=True, extra="ignore")


class MoveValue(_Frozen):
    """One move and what it is worth from the seat's information.

    ``cards``: the card codes it shows or lays (empty for a pass); ``label``: a machine word for moves that
    are not cards (``"pass"``, ``"bid:2"``, ``"declare"``), else ``"play"``. ``value``: the mean over the
    sampled deals on the hand's scale; ``spread``: the half-width of its 95 % confidence interval (1.96
    standard errors). ``win``: the chance the seat's side wins the hand (Dou Dizhu; Gunzi: the attackers reach
    120 if the seat attacks, else they do not); ``points``: Gunzi's expected S, the attackers' final score."""

    cards: list[str] = Field(default_factory=list)
    label: str = PLAY
    value: float
    spread: float = 0.0
    win: float | None = None
    points: float | None = None


class DecisionReview(_Frozen):
    """One decision of the reviewed seat.

    ``hand``: the record's hand index; ``index``: the decision's place in that hand's action list as the
    replay timeline counts it (``models.replay_model.Timeline.hand(hand).actions``: ``state_at(hand, index)``
    is the table just before the move); ``number``: its ordinal among the seat's reviewed decisions (0-based).
    ``trick``: 1-based trick number for a card play (None before the tricks); ``leading``: the seat led.
    ``made`` is the move played; ``alternatives`` up to three others, best first. ``best``: the highest value
    among ``made`` and ``alternatives``; ``cost`` = best - made.value (>= 0; 0 when the move made is best), and
    ``cost_low`` / ``cost_high`` its 95 % interval from the paired differences over the same sampled deals
    (common random numbers). ``significant``: ``cost_low > 0`` (the review is sure the move cost something).
    ``worlds``: sampled deals behind the figures; ``exact``: every deal was finished by an exact solver;
    ``truncated``: the per-decision time cap cut the sampling short (then not reproducible exactly).
    ``side``: the seat's side then, to word the points: Gunzi ``"attackers"`` (``points`` are the side's own)
    or ``"defenders"`` (``points`` went to the opponents); Dou Dizhu ``"landlord"`` or ``"peasants"``; None
    before the sides are known (a bid, a call, a grab, a show before the deal)."""

    hand: int
    seat: int
    index: int
    number: int
    kind: str
    trick: int | None = None
    leading: bool | None = None
    made: MoveValue
    alternatives: list[MoveValue] = Field(default_factory=list)
    best: float
    cost: float
    cost_low: float
    cost_high: float
    significant: bool = False
    worlds: int = 0
    exact: bool = False
    truncated: bool = False
    side: str | None = None


class Skipped(_Frozen):
    """A decision of the seat the review leaves out, and why (a machine word: ``"unknown_kind"``,
    ``"no_choice"``, ``"bottom_hidden"`` ...); ``index`` as in ``DecisionReview``."""

    hand: int
    seat: int
    index: int
    kind: str
    reason: str


class HandReview(_Frozen):
    """A complete review of one seat's decisions in one hand: only a finished review is ever built (a
    cancelled one yields no ``HandReview``), so a record never holds half a review."""

    format: str = REVIEW_FORMAT
    game: str
    hand: int
    seat: int
    seed: int
    scale: Scale
    #: the effort behind the figures (``contract.Effort`` as a dict), to tell two reviews apart
    effort: dict[str, float | int] = Field(default_factory=dict)
    decisions: list[DecisionReview] = Field(default_factory=list)
    skipped: list[Skipped] = Field(default_factory=list)

    def costliest(self, n: int = 3) -> list[DecisionReview]:
        """The ``n`` decisions that cost most (significant ones first, then by cost), for the "what decided
        this hand" sentences; decisions that cost nothing are left out."""
        costly = [d for d in self.decisions if d.cost > 0]
        costly.sort(key=lambda d: (not d.significant, -d.cost, d.index))
        return costly[:n]
