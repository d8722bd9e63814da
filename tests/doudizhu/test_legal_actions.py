"""``Deal.legal_actions``, the list the table model, the AI worker and the simulator receive every turn (D5.1-D5.3,
section 6, section 7): the same plays in the same order as listing each move of the generator with its cards
(the first of each rank in hand order) and its reading, though each play now picks its cards only when read,
and the readings are the generator's shared ``Combo`` objects."""

from __future__ import annotations

import copy
import pickle
import random

import pytest

from gunapp.core.cards import Card
from gunapp.games.doudizhu.engine import hand_cards
from gunapp.games.doudizhu.engine.actions import Bid, Pass, Play
from gunapp.games.doudizhu.engine.combos import Combo, Kind
from gunapp.games.doudizhu.engine.rules import Variant, rank_of
from gunapp.games.doudizhu.engine.session import Session
from gunapp.games.doudizhu.engine.state import Deal, Phase

from .helpers import make_deal


def eager(deal: Deal, seat: int) -> list[tuple[int, tuple[Card, ...], Combo]]:
    """The plays as listed before they picked their cards lazily: every generator move, in its order, with the
    first cards of each of its ranks in hand order."""
    by_rank: list[list[Card]] = [[] for _ in range(15)]
    for c in sorted(deal.hands[seat], key=lambda c: (rank_of(c), c.suit.value if c.suit else "")):
        by_rank[rank_of(c)].append(c)
    out = []
    for m in deal.legal_moves(seat):
        cards: list[Card] = []
        for r in sorted(set(m[3])):
            cards += by_rank[r][: m[3].count(r)]
        out.append((seat, tuple(cards), Combo(*m)))
    return out


def as_tuples(actions: list[object]) -> list[object]:
    return [(a.seat, a.cards, a.reading) if isinstance(a, Play) else a for a in actions]


@pytest.mark.parametrize("variant", [Variant.DDZ3, Variant.DDZ4])
def test_d5_legal_actions_equal_the_eager_listing_in_order_through_whole_deals(variant: Variant) -> None:
    """Every turn of random deals, leads (D5.1, D5.3) and answers (D5.2, section 7): same plays, same cards,
    same readings, same order, the pass last when legal; the plays listed before a turn keep the cards of the
    hand as it was (their cards are read only after the hand changed)."""
    session = Session(variant, seed=17)
    rng = random.Random(3)
    turns = 0
    for _ in range(6):
        while (seat := session.to_act) is not None:
            deal = session.deal
            actions = deal.legal_actions(seat)
            if deal.phase is Phase.PLAYING:
                expected: list[object] = list(eager(deal, seat))
                if not deal.leading:
                    expected.append(Pass(seat))
                action = rng.choice(actions)
                session.apply(action)  # the hand changes before the other plays' cards are read
                assert as_tuples(actions) == expected
                turns += 1
            else:
                assert all(isinstance(a, Bid) for a in actions)
                session.apply(rng.choice(actions))
        session.next_deal()
    assert turns > 100


#: the kinds the generator builds per call (airplanes with wings: their kicker sets); the others are table entries
_BUILT = (Kind.AIRPLANE_SINGLES, Kind.AIRPLANE_PAIRS)


def test_d5_1_a_listed_play_reads_no_cards_until_asked(monkeypatch: pytest.MonkeyPatch) -> None:
    """Listing sorts no hand and builds no reading: the cards are picked (once) when a play's cards are read;
    the readings are the generator's table entries, the same objects at every call."""
    deal = make_deal(Variant.DDZ3, {0: "333444 556 789TJ 2SB"})
    deal.apply(Bid(0, 3))
    sorts: list[int] = []
    real = hand_cards.cards_by_rank
    monkeypatch.setattr(hand_cards, "cards_by_rank", lambda hand: sorts.append(1) or real(hand))
    first, again = deal.legal_actions(0), deal.legal_actions(0)
    assert len(first) > 100 and not sorts
    tabled = [
        (a.reading, b.reading)
        for a, b in zip(first, again, strict=True)
        if isinstance(a, Play) and isinstance(b, Play) and a.reading and a.reading.kind not in _BUILT
    ]
    assert len(tabled) > 50 and all(x is y for x, y in tabled)
    play = first[0]
    assert isinstance(play, Play)
    assert play.cards == play.cards and len(sorts) == 1
    assert [rank_of(c) for c in play.cards] == list(play.reading.ranks if play.reading else ())


def test_d6_4_play_is_an_immutable_value_whether_listed_or_built() -> None:
    """A listed play and a play built from the same seat, cards and reading are equal, hash alike, show alike,
    copy and pickle to equal plays; no field can be set (a play names the reading chosen, D6.4)."""
    deal = make_deal(Variant.DDZ3, {0: "33 4"})
    deal.apply(Bid(0, 3))
    listed = next(a for a in deal.legal_actions(0) if isinstance(a, Play) and len(a.reading.ranks) == 2)  # type: ignore[union-attr]
    built = Play(0, listed.cards, listed.reading)
    fresh = next(a for a in deal.legal_actions(0) if a == built)
    assert fresh is not listed and fresh == built and hash(fresh) == hash(built) == hash(listed)
    assert repr(fresh) == repr(built) and repr(built).startswith("Play(seat=0, cards=(Card(")
    assert Play(0, listed.cards) != built and Play(1, listed.cards, listed.reading) != built
    assert built != Pass(0) and Pass(0) != built
    for clone in (copy.copy(listed), copy.deepcopy(listed), pickle.loads(pickle.dumps(listed))):
        assert clone == built
    with pytest.raises(AttributeError):
        built.cards = ()  # type: ignore[misc]
    with pytest.raises(AttributeError):
        listed.seat = 1  # type: ignore[misc]
    assert {built: 1}[listed] == 1
    deal.apply(listed)
    assert len(deal.hands[0]) == 18
