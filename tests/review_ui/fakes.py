"""A small stand-in for the review engine (``gunapp.review.ReviewRun``): the seat's real decisions in a
recorded hand (the same indices, trick numbers and cards as the engine's), with made-up values drawn from the
seed, handed out one at a time with a pause, so the widgets' tests run in a second and can watch progress."""

from __future__ import annotations

import copy
import random
import time
from collections.abc import Callable, Iterator
from typing import Any

from gunapp.core import registry
from gunapp.core.record import GameRecord
from gunapp.models.replay_model import Timeline
from gunapp.review.model import DecisionReview, HandReview, MoveValue
from gunapp.review.runner import Cancelled


def _kind(phase: str) -> str:
    for word, kind in (("play", "play"), ("bid", "bid"), ("bury", "bury"), ("tribute", "tribute")):
        if word in phase:
            return kind
    return "declare"


def _codes(action: Any) -> list[str]:
    cards = action.cards if hasattr(action, "cards") else ()
    return [c.code for c in cards] if isinstance(cards, list | tuple) else []


class FakeRun:
    def __init__(
        self, record: GameRecord, hand: int, seat: int, *, delay: float = 0.02, seed: int = 0
    ) -> None:
        self.record, self.hand, self.seat, self.delay, self.seed = record, hand, seat, delay, seed
        self.scale = "gunzi-points" if record.game == "gunzi" else "ddz-stake"
        ends = registry.game(record.game).load_trick_end()
        line = Timeline(record).hand(hand)
        engine = copy.deepcopy(line.start)
        self.positions: list[tuple[int, str, Any, list[Any], int | None, bool]] = []
        trick, opened = 1, False
        for k, action in enumerate(line.actions):
            if seat in engine.seats_to_act():
                legal = list(engine.legal_actions(seat))
                kind = _kind(str(engine.hand_phase()))
                if action in legal and len(legal) > 1:
                    play = kind == "play"
                    self.positions.append(
                        (k, kind, action, legal, trick if play else None, play and not opened)
                    )
            phase = str(engine.hand_phase())
            events = list(engine.apply(action))
            if "play" in phase and action != engine.table_action():
                opened = True
            if ends(events):
                trick, opened = trick + 1, False

    @property
    def total(self) -> int:
        return len(self.positions)

    def _value(self, rng: random.Random, action: Any, base: float) -> MoveValue:
        codes = _codes(action)
        label = "play" if codes else "pass"
        if self.scale == "gunzi-points":
            return MoveValue(cards=codes, label=label, value=-base, spread=3.0, points=base)
        return MoveValue(
            cards=codes, label=label, value=base, spread=0.4, win=max(0.0, min(1.0, 0.5 + base / 8))
        )

    def results(
        self, cancel: Callable[[], bool] | None = None, progress: Callable[[int, int], None] | None = None
    ) -> Iterator[DecisionReview]:
        stop = cancel or (lambda: False)
        for number, (k, kind, made, legal, trick, leading) in enumerate(self.positions):
            end = time.monotonic() + self.delay
            while time.monotonic() < end:
                if stop():
                    raise Cancelled
                time.sleep(0.005)
            if stop():
                raise Cancelled
            rng = random.Random(self.seed * 10_007 + k)
            gunzi = self.scale == "gunzi-points"
            cost = rng.choice([0.0, 0.0, 0.0, 8.0, 20.0, 35.0] if gunzi else [0.0, 0.0, 0.0, 0.5, 1.5, 3.0])
            base = rng.uniform(40, 80) if gunzi else rng.uniform(-2, 2)
            made_value = self._value(rng, made, base + cost if gunzi else base - cost)
            others = [a for a in legal if a != made][:3]
            alts = [self._value(rng, a, base if gunzi else base) for a in others[:1]]
            alts += [self._value(rng, a, base + 12 if gunzi else base - 2) for a in others[1:]]
            alts.sort(key=lambda m: -m.value)
            best = max([made_value.value, *(m.value for m in alts)])
            c = best - made_value.value
            yield DecisionReview(
                hand=self.hand,
                seat=self.seat,
                index=k,
                number=number,
                kind=kind,
                trick=trick,
                leading=leading,
                made=made_value,
                alternatives=alts,
                best=best,
                cost=c,
                cost_low=c / 2,
                cost_high=c * 1.5,
                significant=c > 0,
                worlds=8,
            )
            if progress is not None:
                progress(number + 1, self.total)

    def hand_review(self, decisions: list[DecisionReview]) -> HandReview:
        return HandReview(
            game=self.record.game,
            hand=self.hand,
            seat=self.seat,
            seed=self.seed,
            scale=self.scale,
            decisions=decisions,
        )


def fake_runs(delay: float = 0.02) -> Callable[[GameRecord, int, int], FakeRun]:
    return lambda record, hand, seat: FakeRun(record, hand, seat, delay=delay)


def declaration(index: int, made: MoveValue, better: MoveValue) -> DecisionReview:
    """A reviewed Gunzi declaration of seat 0 in hand 0 (a dealer-side seat, R10) that cost 10 points."""
    return DecisionReview(
        hand=0,
        seat=0,
        index=index,
        number=0,
        kind="declare",
        made=made,
        alternatives=[better],
        best=better.value,
        cost=10.0,
        cost_low=2.0,
        cost_high=18.0,
        significant=True,
        side="defenders",
    )
