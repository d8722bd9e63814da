"""What the Dou Dizhu samplers of hidden hands give on a few seeded positions, for
``test_sampler_pin.py``: the hard AI's play sampler (``ai.hard.sampling``), its section-11 sampler
(``ai.hard.talk``) and the review's (``review_talk``, ``review_play``), each with what it decides or values.

The positions come from random legal play (the engine only, no AI), so they do not move when an AI level
changes; the figures are the samplers' and the policies' own. ``python -m tests.doudizhu_ai.sampler_pin``
writes them to ``tests/fixtures/ddz_sampler_pin.json``: do that only when a change of these figures is meant
(the file was written by the code before the samplers shared ``ai.hard.sampling``'s dealing).
"""

from __future__ import annotations

import copy
import json
import random
from pathlib import Path
from typing import Any

from gunapp.games.doudizhu.ai.hard import talk
from gunapp.games.doudizhu.ai.hard.allowance import Allowance
from gunapp.games.doudizhu.ai.hard.bidding import sample_landlord_world
from gunapp.games.doudizhu.ai.hard.policy import HardPolicy
from gunapp.games.doudizhu.ai.hard.sampling import sample_hands
from gunapp.games.doudizhu.ai.talk import TalkSituation, is_talk, talk_situation
from gunapp.games.doudizhu.ai.view_agent import PolicyAgent, situation_of
from gunapp.games.doudizhu.engine.actions import Action, Bid, Play
from gunapp.games.doudizhu.engine.presets import HAPPY
from gunapp.games.doudizhu.engine.rules import Options, Variant, counts_of
from gunapp.games.doudizhu.engine.session import Session
from gunapp.games.doudizhu.engine.state import Phase
from gunapp.games.doudizhu.review import REVIEWER
from gunapp.games.doudizhu.review_play import Spot, value_bid
from gunapp.games.doudizhu.review_talk import TalkSpot, sample, value_talk
from gunapp.review.contract import Effort, Position
from tests.fake_clock import FakeClock

PIN = Path(__file__).resolve().parents[1] / "fixtures" / "ddz_sampler_pin.json"
#: (name, variant, options, session seed); points bidding with doubling after it makes the review value a
#: bid as a section-11 decision (``TalkSpot`` of kind ``bid``), without it a plain ``Spot``
GAMES: tuple[tuple[str, Variant, dict[str, Any], int], ...] = (
    ("ddz3-happy", Variant.DDZ3, HAPPY.options().all_values(), 3),
    ("ddz4-happy", Variant.DDZ4, HAPPY.options().all_values(), 4),
    (
        "ddz3-grab-hidden-kitty",
        Variant.DDZ3,
        {"bidding": "grab", "doubling": "super", "kittyVisible": False},
        1,
    ),
    ("ddz3-points-double", Variant.DDZ3, {"bidding": "points", "doubling": "on", "showHand": True}, 10),
    ("ddz3-points", Variant.DDZ3, {"bidding": "points"}, 4),
)
SEEDS = (0, 1, 2)


def _worlds(variant: Variant) -> int:
    """Playouts per figure: few (the samplers are what is pinned; the values only check what follows them),
    fewer in DDZ4, whose playouts are long."""
    return 2 if variant is Variant.DDZ3 else 1


def _effort(variant: Variant) -> Effort:
    """A small effort, no time cap in practice: the figures must not depend on the machine."""
    return Effort(worlds=_worlds(variant), candidates=3, cpu_cap=1e6)


def _hands(hands: list[list[int]] | list[int] | None) -> Any:
    """Rank counts as digit strings (at most 8 of a rank): short, and a diff shows the seat."""
    if hands is None:
        return None
    if hands and isinstance(hands[0], list):
        return ["".join(map(str, h)) for h in hands]  # type: ignore[arg-type]
    return "".join(map(str, hands))


def _hard(seed: int, variant: Variant) -> HardPolicy:
    """The hard level on a fake clock that moves a millisecond a reading: its budget, not the machine, bounds
    the search."""
    return HardPolicy(seed, worlds=_worlds(variant), budget=1e4, clock=FakeClock(0.001))


def play_out(variant: Variant, options: Options, seed: int) -> tuple[Session, list[Action]]:
    """One deal by random legal play (the engine's session, which deals): the start and the actions."""
    s = Session(variant, options, seed=seed, first_dealer=0)
    start = copy.deepcopy(s)
    rng = random.Random(seed)
    actions: list[Action] = []
    deal = s.deal
    while s.deal is deal and deal.phase is not Phase.ENDED:
        seat = s.deal.to_act
        assert seat is not None
        legal = s.legal_actions(seat)
        plays = [a for a in legal if isinstance(a, Play)]
        # play rather than pass mostly, so the deal reaches its end game in a few dozen turns
        action = rng.choice(plays) if plays and rng.random() < 0.8 else rng.choice(legal)
        actions.append(action)
        s.apply(action)
    return start, actions


def ai_figures(start: Session, actions: list[Action]) -> list[dict[str, Any]]:
    """Per AI decision of the deal: a bid (the bid sampler), section 11 (the talk sampler) or, every sixth play
    (every twelfth in DDZ4, whose playouts are long), the play sampler; for the first decision of each kind
    and every other sampled play also what the hard level answers (and in section 11 its win rate)."""
    every = 6 * (start.variant.players - 2)
    s = copy.deepcopy(start)
    out: list[dict[str, Any]] = []
    plays = 0
    answered: set[str] = set()
    for k, action in enumerate(actions):
        seat = getattr(action, "seat", None)
        assert seat is not None
        view = s.view(seat)
        legal = s.legal_actions(seat)
        s.apply(action)
        row: dict[str, Any] = {"at": k}
        if is_talk(legal):
            ts: TalkSituation = talk_situation(view, legal)
            lord = ts.landlord if ts.landlord >= 0 else ts.me
            row["kind"] = ts.kind
            row["worlds"] = [_hands(talk.sample_world(ts, lord, random.Random(x))) for x in SEEDS]
            if ts.kind not in answered:
                allowance = Allowance(FakeClock(0.001), FakeClock(0.001), 1e4, 1e4, None)
                row["p"], row["n"] = talk.win_rate(ts, random.Random(7), _worlds(ts.variant), allowance)
        elif isinstance(action, Bid):  # D4.1: the hard level's bid samples deals with it as the landlord
            hand = tuple(counts_of(list(view.hand)))
            row["kind"] = "bid"
            row["worlds"] = [
                _hands(sample_landlord_world(hand, view.variant, random.Random(x))) for x in SEEDS
            ]
        elif view.phase == "playing" and any(isinstance(a, Play) for a in legal):
            plays += 1
            if plays % every != 1:
                continue
            row["kind"] = "play"
            row["worlds"] = [_hands(sample_hands(situation_of(view), random.Random(x))) for x in SEEDS]
        else:
            continue
        if row["kind"] not in answered:
            if row["kind"] != "play" or plays % (2 * every) != 1:
                answered.add(row["kind"])
            agent = PolicyAgent(_hard(k, view.variant))
            row["answer"] = repr(agent.choose(view, legal, rng=random.Random(k)))
        out.append(row)
    return out


def review_figures(start: Session, actions: list[Action]) -> list[dict[str, Any]]:
    """Per reviewed section-11 decision or bid of each seat: the review's sampled worlds; for the first of each
    kind also the values of every answer (``value_talk``, ``value_bid``)."""
    out: list[dict[str, Any]] = []
    valued: set[str] = set()
    for seat in range(start.variant.players):
        positions: list[Position] = REVIEWER.positions(start, actions, 0, seat)[0]
        for pos in positions:
            spot = pos.view
            rng = random.Random(pos.index)
            row: dict[str, Any] = {"seat": seat, "at": pos.index, "kind": pos.kind}
            first = pos.kind not in valued
            if isinstance(spot, TalkSpot):
                worlds = [sample(spot, random.Random(x)) for x in SEEDS]
                row["worlds"] = [[_hands(h), _hands(kitty), bidder] for h, kitty, bidder in worlds]
                if first:
                    row["values"] = value_talk(spot, list(pos.legal), _effort(spot.variant), rng)
            elif isinstance(spot, Spot) and pos.kind == "bid":
                if first:
                    row["values"] = value_bid(spot, list(pos.legal), _effort(spot.variant), rng)
            else:
                continue
            valued.add(pos.kind)
            out.append(row)
    return out


def figures(name: str) -> dict[str, Any]:
    """The figures of the game ``name`` (one of ``GAMES``), as the pin file holds them."""
    _, variant, values, seed = next(g for g in GAMES if g[0] == name)
    start, actions = play_out(variant, Options.model_validate(values), seed)
    out = {"ai": ai_figures(start, actions), "review": review_figures(start, actions)}
    # through JSON, as the pin is read back: tuples become lists
    loaded: dict[str, Any] = json.loads(json.dumps(out))
    return loaded


if __name__ == "__main__":
    pins = {g[0]: figures(g[0]) for g in GAMES}
    PIN.write_text(json.dumps(pins, indent=0, sort_keys=True) + "\n", encoding="utf-8")
    print(f"written {PIN}")
