"""The in-app agent: ``choose(view, legal_actions, *, rng, deadline) -> action`` over the engine's
``DealView``, the same shape as ``RandomAgent`` / ``RuleAgent``, driving an easy or normal
:class:`PlayPolicy`.

The view is turned into a :class:`Situation` (own hand, cards left per seat, each seat's played cards, the
table), so the agent sees only what its seat may know. Plays come back as one of ``legal_actions``, carrying the
reading the engine attached (D6.4: the AI always names the reading it means).
"""

from __future__ import annotations

import random
from collections.abc import Sequence

from gunapp.games.doudizhu.ai.situation import PlayPolicy, Situation
from gunapp.games.doudizhu.ai.talk import action_for, is_talk, talk_situation
from gunapp.games.doudizhu.engine.actions import Action, Bid, Pass, Play
from gunapp.games.doudizhu.engine.combos import Move
from gunapp.games.doudizhu.engine.rules import counts_of
from gunapp.games.doudizhu.engine.view import DealView


def situation_of(view: DealView) -> Situation:
    n = view.players
    played = [[0] * 15 for _ in range(n)]
    for rec in view.history:
        if rec.cards:
            counts = counts_of(list(rec.cards))
            row = played[rec.seat]
            for r in range(15):
                row[r] += counts[r]
    last: Move | None = None
    if not view.leading and view.last is not None:
        c = view.last
        last = (c.kind, c.key, c.length, c.ranks)
    return Situation(
        variant=view.variant,
        me=view.seat,
        landlord=view.landlord,
        hand=tuple(counts_of(list(view.hand))),
        last=last,
        last_seat=view.last_seat if last is not None else -1,
        cards_left=tuple(view.hand_counts),
        played=tuple(tuple(p) for p in played),
        kitty=tuple(counts_of(list(view.kitty))) if view.kitty else None,
        history=tuple(
            (
                rec.seat,
                None
                if rec.combo is None
                else (rec.combo.kind, rec.combo.key, rec.combo.length, rec.combo.ranks),
            )
            for rec in view.history
        ),
        shown=tuple(None if h is None else tuple(counts_of(list(h))) for h in view.shown),
    )


class PolicyAgent:
    """An AI seat: bids by hand strength and plays by its policy; deterministic given its seed."""

    def __init__(self, policy: PlayPolicy) -> None:
        self.policy = policy
        self.name = policy.name

    def choose(
        self,
        view: DealView,
        legal_actions: Sequence[Action],
        *,
        rng: random.Random,
        deadline: float | None = None,
    ) -> Action:
        actions = list(legal_actions)
        if not actions:
            raise ValueError("no legal action to choose from")
        if isinstance(actions[0], Bid):
            return self._bid(view, actions)
        if is_talk(actions):  # section 11: from this seat's own view only
            return action_for(actions, self.policy.choose_talk(talk_situation(view, actions)))
        plays: dict[tuple[int, ...], Play] = {}
        moves: list[Move] = []
        passing: Action | None = None
        for a in actions:
            if isinstance(a, Play) and a.reading is not None:
                move: Move = (a.reading.kind, a.reading.key, a.reading.length, a.reading.ranks)
                if move[3] not in plays:
                    plays[move[3]] = a
                    moves.append(move)
            elif isinstance(a, Pass):
                passing = a
        if not moves:
            return passing if passing is not None else actions[0]
        choice = self.policy.choose_play(situation_of(view), moves, passing is not None)
        if choice is None:
            return passing if passing is not None else plays[moves[0][3]]
        return plays[choice[3]]

    def _bid(self, view: DealView, actions: list[Action]) -> Action:
        highest = max((v for _, v in view.bids), default=0)
        value = self.policy.choose_bid(tuple(counts_of(list(view.hand))), view.variant, highest)
        for a in actions:
            if isinstance(a, Bid) and a.value == value:
                return a
        return next(a for a in actions if isinstance(a, Bid) and a.value == 0)
