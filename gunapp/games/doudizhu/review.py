"""Dou Dizhu's hand review (``GameSpec.review``, issue 27): the seat's bids, section-11 decisions (call,
grab, show, double) and plays, valued in stake.

``positions`` walks a deal's actions and keeps, for each decision of the seat with a real choice, what the seat
knew then (``review_play.Spot``, ``review_talk.TalkSpot``: its own hand and the public record, read from its
``DealView``); a decision of a kind this reviewer does not know would be listed as skipped, never guessed at.
``evaluate`` values the move made and the hard AI's candidates (``review_play``) or every other answer
(``review_talk``) and sums them up. Scale ``"ddz-stake"``: the seat's score change for the deal.
"""

from __future__ import annotations

import copy
import dataclasses
import random
from collections.abc import Sequence
from typing import Any

from gunapp.core.cards import Card
from gunapp.games.doudizhu.ai.talk import kind_of
from gunapp.games.doudizhu.ai.view_agent import situation_of
from gunapp.games.doudizhu.engine.actions import Bid, Call, Double, Grab, Pass, Play, Show
from gunapp.games.doudizhu.engine.combos import Move
from gunapp.games.doudizhu.engine.rules import counts_of, rank_of
from gunapp.games.doudizhu.engine.session import Session
from gunapp.games.doudizhu.engine.view import CALL as CALL_KIND
from gunapp.games.doudizhu.engine.view import DOUBLE as DOUBLE_KIND
from gunapp.games.doudizhu.engine.view import GRAB as GRAB_KIND
from gunapp.games.doudizhu.engine.view import LANDLORD_SHOW, START_SHOW, DealView
from gunapp.games.doudizhu.review_play import Spot, fill, play_candidates, value_bid, value_play
from gunapp.games.doudizhu.review_talk import TalkSpot, value_talk
from gunapp.review.contract import Effort, Position
from gunapp.review.model import BID, CALL, DOUBLE, GRAB, PLAY, SHOW, DecisionReview, Scale, Skipped
from gunapp.review.stats import Candidate, summarise

#: the default effort: a ddz3 deal of some 15 decisions in about 10 s on two cores
EFFORT = Effort(worlds=128, candidates=5, cpu_cap=6.0)


def _spot(view: DealView, session: Session) -> Spot:
    plays = [0] * view.players
    for rec in view.history:
        if rec.combo is not None:
            plays[rec.seat] += 1
    return Spot(
        variant=view.variant,
        seat=view.seat,
        hand=tuple(counts_of(list(view.hand))),
        sit=situation_of(view) if view.phase == "playing" else None,
        options=session.options,  # the house rules: public
        first_bidder=view.first_bidder,
        bids=tuple(view.bids),
        base=view.base,
        doublings=view.doublings,
        plays=tuple(plays),
        grabs=view.stake.grabs,
        show=view.stake.show,
        doubles=view.stake.doubles if any(d != 1 for d in view.stake.doubles) else (),
    )


def _talk_spot(view: DealView, session: Session, kind: str) -> TalkSpot:
    dealt = view.phase != "start_show"
    return TalkSpot(
        variant=view.variant,
        seat=view.seat,
        kind=kind,
        options=session.options,  # the house rules: public
        hand=tuple(counts_of(list(view.hand))),
        counts=tuple(view.hand_counts) if dealt else (0,) * view.players,
        shown=tuple(None if h is None else tuple(counts_of(list(h))) for h in view.shown)
        or (None,) * view.players,
        kitty=tuple(counts_of(list(view.kitty))) if view.kitty else None,
        landlord=view.landlord,
        starter=(view.dealer + 1) % view.players,  # D3.3, D11.9: the first seat dealt to
        first_bidder=view.first_bidder,
        base=view.base,
        talk=tuple(view.talk),
        bids=tuple(view.bids),
    )


#: the review's kind of each section-11 decision (``model``), and its move labels' prefix
_TALK_KINDS = {START_SHOW: SHOW, CALL_KIND: CALL, GRAB_KIND: GRAB, LANDLORD_SHOW: SHOW, DOUBLE_KIND: DOUBLE}


def _answer(action: Any) -> int:
    if isinstance(action, Show):
        return int(action.show)
    if isinstance(action, Call):
        return int(action.call)
    if isinstance(action, Grab):
        return int(action.grab)
    assert isinstance(action, Double)
    return action.factor


def _move(action: Any) -> Move | None:
    if isinstance(action, Play) and action.reading is not None:
        r = action.reading
        return (r.kind, r.key, r.length, r.ranks)
    return None


def _made(action: Play | Pass, moves: Sequence[Move | None]) -> Move | None:
    """The move made among the seat's choices (a recorded play names no reading: its cards decide)."""
    if isinstance(action, Pass):
        return None
    ranks = tuple(sorted(rank_of(c) for c in action.cards))
    return next(m for m in moves if m is not None and tuple(sorted(m[3])) == ranks)


def _cards_for(ranks: tuple[int, ...], hand: Sequence[Card]) -> list[str]:
    """Card codes of the seat's own cards making up ``ranks`` (which copy of a rank does not matter)."""
    left = list(hand)
    out: list[str] = []
    for r in ranks:
        card = next(c for c in left if rank_of(c) == r)
        left.remove(card)
        out.append(card.code)
    return out


class DdzReviewer:
    scale: Scale = "ddz-stake"
    effort = EFFORT

    def positions(
        self, start: Any, actions: Sequence[Any], hand: int, seat: int
    ) -> tuple[list[Position], list[Skipped]]:
        session: Session = copy.deepcopy(start)
        out: list[Position] = []
        skipped: list[Skipped] = []
        rounds = 0
        for k, action in enumerate(actions):
            deal = session.deal
            actor = getattr(action, "seat", None)  # a table action (NextDeal) has no seat
            leading = deal.phase.value == "playing" and deal.leading
            if actor == seat:
                view = session.view(seat)
                legal = session.legal_actions(seat)
                if isinstance(action, Bid):
                    values = tuple(a.value for a in legal if isinstance(a, Bid))
                    if len(values) > 1:
                        # with a show or a doubling round after the bids (section 11) the bid is valued
                        # with the rest of the talk, as a call is
                        later = session.options.show_hand or bool(session.options.double_factors)
                        bid_view = _talk_spot(view, session, BID) if later else _spot(view, session)
                        out.append(Position(hand, seat, k, BID, bid_view, values, action.value, None, None))
                elif isinstance(action, Play | Pass):
                    moves = _distinct(legal)
                    if len(moves) > 1:
                        spot = _spot(view, session)
                        trick = rounds + (1 if leading else 0)
                        info = {
                            "hand_cards": tuple(c.code for c in view.hand),
                            "side": "landlord" if view.landlord == seat else "peasants",
                        }
                        made = _made(action, moves)
                        pos = Position(hand, seat, k, PLAY, spot, moves, made, trick, leading, info)
                        out.append(pos)
                elif isinstance(action, Show | Call | Grab | Double):
                    answers = tuple(_answer(a) for a in legal)
                    if len(answers) > 1:
                        talk_kind = kind_of(view, legal)
                        spot_t = _talk_spot(view, session, talk_kind)
                        side = (
                            None if view.landlord < 0 else "landlord" if view.landlord == seat else "peasants"
                        )
                        talk_info: dict[str, Any] = {"talk": talk_kind, "side": side}
                        kind = _TALK_KINDS[talk_kind]
                        out.append(
                            Position(
                                hand, seat, k, kind, spot_t, answers, _answer(action), None, None, talk_info
                            )
                        )
                else:
                    # a decision this reviewer does not know: said, not guessed
                    kind = type(action).__name__.lower()
                    skipped.append(Skipped(hand=hand, seat=seat, index=k, kind=kind, reason="unknown_kind"))
            if isinstance(action, Play) and leading:
                rounds += 1
            session.apply(action)
        return out, skipped

    def evaluate(self, position: Position, effort: Effort, seed: int) -> DecisionReview:
        spot: Spot = position.view
        rng = random.Random(seed)
        if position.kind == BID:
            bids: list[int] = [position.made, *(v for v in position.legal if v != position.made)]
            bids = bids[: max(2, effort.candidates)]
            cands = [Candidate([], f"bid:{v}" if v else "pass") for v in bids]
            if isinstance(position.view, TalkSpot):
                values, wins, truncated = value_talk(position.view, bids, effort, rng)
            else:
                values, wins, truncated = value_bid(spot, bids, effort, rng)
            fill(cands, values, wins)
            return summarise(position, cands, truncated=truncated)
        if position.kind in (CALL, GRAB, DOUBLE, SHOW):
            talk: TalkSpot = position.view
            prefix = position.info["talk"]
            answers: list[int] = [position.made, *(v for v in position.legal if v != position.made)]
            cands = [Candidate([], f"{prefix}:{v}") for v in answers]
            # two or three answers where a play compares up to ``candidates`` moves: the same playouts buy
            # more sampled deals, and a stake that can be ×16 needs them
            more = dataclasses.replace(
                effort, worlds=effort.worlds * max(1, effort.candidates // len(answers))
            )
            values, wins, truncated = value_talk(talk, answers, more, rng)
            fill(cands, values, wins)
            return summarise(position, cands, truncated=truncated)
        assert spot.sit is not None
        options = play_candidates(spot.sit, list(position.legal), position.made, effort.candidates)
        hand = [Card.parse(c) for c in position.info["hand_cards"]]
        cands = [
            Candidate([], "pass") if m is None else Candidate(_cards_for(m[3], hand), PLAY) for m in options
        ]
        values, wins, exact, truncated = value_play(spot, options, effort, rng)
        fill(cands, values, wins)
        return summarise(position, cands, exact=exact, truncated=truncated)


def _distinct(legal: Sequence[Any]) -> tuple[Move | None, ...]:
    """The seat's distinct choices: each rank content once (a reading's copies of a suit do not matter),
    pass as None."""
    out: list[Move | None] = []
    seen: set[tuple[int, ...] | None] = set()
    for a in legal:
        m = _move(a) if isinstance(a, Play) else None
        if isinstance(a, Play) and m is None:
            continue
        key = None if m is None else m[3]
        if key not in seen:
            seen.add(key)
            out.append(m)
    return tuple(out)


REVIEWER = DdzReviewer()
