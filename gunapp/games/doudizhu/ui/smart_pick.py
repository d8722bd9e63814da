"""Smart selection for the Dou Dizhu hand (issue 26), decided like 欢乐斗地主 and drawn from the plays the
engine lists for this turn (``legal_actions``, the list the table's ``HumanTurn`` holds), so a suggestion is
always a legal play.

- **A click** on a card, nothing selected yet, while following a combination of two or more cards (a pair,
  a straight, a pair straight, an airplane, a trio with kickers ...): the play of the table's kind that beats
  it and holds that card (in its body, not as a kicker) is selected whole; of several, the smallest, with
  the kickers that cost least (lone low cards first). One that would break a bomb (or the rocket) is left to
  a double click: that card may mean the bomb. On a lead a click selects the one card: a single is a play.
- **A double click**: the longest sensible play holding the card: on a lead a straight, pair straight,
  airplane, or the card's pair / trio / bomb, breaking no bomb if it can; when following, the click's pick,
  or one that breaks a bomb when no other beats the table.
- **A drag** across cards whose selection is no play: the best play inside it (no bomb broken, most cards,
  the smallest), as the apps' slide selection picks a straight out of a row with a pair in it.
"""

from __future__ import annotations

from collections.abc import Sequence
from typing import TYPE_CHECKING

from gunapp.core.cards import Card
from gunapp.games.doudizhu.engine.actions import Play
from gunapp.games.doudizhu.engine.combos import Combo, Kind
from gunapp.games.doudizhu.engine.combos import ranks_to_counts as counts
from gunapp.games.doudizhu.engine.rules import BLACK_JOKER, RED_JOKER, rank_of
from gunapp.ui.common.human_turn import HumanTurn

if TYPE_CHECKING:
    from gunapp.games.doudizhu.model import DdzModel

#: kinds a lead's double click may offer: a chain, or the card's own rank together
LEAD_KINDS = frozenset({Kind.STRAIGHT, Kind.PAIR_STRAIGHT, Kind.AIRPLANE, Kind.PAIR, Kind.TRIO, Kind.BOMB})
#: the body of a play with kickers is its trios (or its four); kickers may be any card
KICKED = {
    Kind.TRIO_SINGLE: 3,
    Kind.TRIO_PAIR: 3,
    Kind.AIRPLANE_SINGLES: 3,
    Kind.AIRPLANE_PAIRS: 3,
    Kind.FOUR_TWO_SINGLES: 4,
    Kind.FOUR_TWO_PAIRS: 4,
}


def body(combo: Combo) -> set[int]:
    """The ranks that make the combination (without its kickers)."""
    need = KICKED.get(combo.kind)
    if need is None:
        return set(combo.ranks)
    c = counts(combo.ranks)
    return {r for r in combo.ranks if c[r] >= need}


class Hand:
    """The player's cards as rank counts, to weigh what a play leaves behind."""

    def __init__(self, cards: Sequence[Card], four_players: bool) -> None:
        self.counts = counts([rank_of(c) for c in cards])
        self.rocket = 2 if four_players else 1  # jokers of each colour in a rocket

    def breaks_bomb(self, combo: Combo) -> bool:
        """Playing ``combo`` spoils a bomb or the rocket the hand holds (a bomb played whole is no loss)."""
        if combo.is_bomb_like:
            return False
        used = counts(combo.ranks)
        for r, n in enumerate(used):
            if n and self.counts[r] >= 4 and self.counts[r] - n < 4:
                return True
        has_rocket = self.counts[BLACK_JOKER] >= self.rocket and self.counts[RED_JOKER] >= self.rocket
        return has_rocket and bool(used[BLACK_JOKER] or used[RED_JOKER])

    def kicker_cost(self, combo: Combo) -> int:
        """Lower for kickers that are lone low cards; a kicker torn from a pair or trio, or a big card, costs."""
        core = body(combo)
        used = counts(combo.ranks)
        cost = 0
        for r, n in enumerate(used):
            if n and r not in core:
                cost += r + (20 if self.counts[r] > n else 0)
        return cost


def _smallest(combo: Combo) -> tuple[int, int, int]:
    return (combo.key, int(combo.kind), combo.length)


def follow_pick(
    card: Card,
    hand: Sequence[Card],
    plays: Sequence[Play],
    last: Combo,
    four_players: bool,
    *,
    break_bombs: bool = True,
) -> Play | None:
    """The play of ``last``'s kind that beats it with ``card`` in its body (None: none, or ``last`` is a
    single card, a bomb or the rocket, where one click means one card)."""
    if last.kind is Kind.SINGLE or last.is_bomb_like:
        return None
    r = rank_of(card)
    h = Hand(hand, four_players)
    found = [
        p for p in plays if p.reading is not None and p.reading.kind is last.kind and r in body(p.reading)
    ]
    if not break_bombs:  # a click on a bomb's card may mean the bomb: only a double click splits it
        found = [p for p in found if p.reading is not None and not h.breaks_bomb(p.reading)]
    if not found:
        return None
    return min(found, key=lambda p: _follow_order(h, p))


def _follow_order(h: Hand, p: Play) -> tuple[bool, tuple[int, int, int], int]:
    assert p.reading is not None
    return (h.breaks_bomb(p.reading), _smallest(p.reading), h.kicker_cost(p.reading))


def lead_pick(card: Card, hand: Sequence[Card], plays: Sequence[Play], four_players: bool) -> Play | None:
    """The longest chain or group holding ``card`` that a lead may play, breaking no bomb if it can."""
    r = rank_of(card)
    h = Hand(hand, four_players)
    found = [
        p for p in plays if p.reading is not None and p.reading.kind in LEAD_KINDS and r in p.reading.ranks
    ]
    if not found:
        return None

    def order(p: Play) -> tuple[bool, int, tuple[int, int, int]]:
        assert p.reading is not None
        return (h.breaks_bomb(p.reading), -len(p.reading.ranks), _smallest(p.reading))

    return min(found, key=order)


def best_within(
    cards: Sequence[Card], hand: Sequence[Card], plays: Sequence[Play], four_players: bool
) -> Play | None:
    """The best play made of ``cards`` only: no bomb broken, most cards, the smallest, cheapest kickers."""
    have = counts([rank_of(c) for c in cards])
    h = Hand(hand, four_players)
    found = []
    for p in plays:
        if p.reading is None:
            continue
        need = counts(p.reading.ranks)
        if all(n <= have[r] for r, n in enumerate(need)):
            found.append(p)
    if not found:
        return None

    def order(p: Play) -> tuple[bool, bool, int, tuple[int, int, int], int]:
        c = p.reading
        assert c is not None
        return (c.is_bomb_like, h.breaks_bomb(c), -len(c.ranks), _smallest(c), h.kicker_cost(c))

    return min(found, key=order)


def cards_for(play: Play, card: Card, pool: Sequence[Card]) -> list[Card]:
    """``play``'s rank content as cards of ``pool``, holding ``card`` itself (suits do not matter, D6)."""
    out = [card]
    left = list(pool)
    left.remove(card)
    need = counts(play.reading.ranks if play.reading is not None else [rank_of(c) for c in play.cards])
    need[rank_of(card)] -= 1
    for c in left:
        r = rank_of(c)
        if need[r] > 0:
            need[r] -= 1
            out.append(c)
    return out


class DdzPicker:
    """The table's picker (``ui.common.drag_select.Picker``) over its ``HumanTurn`` and model."""

    def __init__(self, turn: HumanTurn) -> None:
        self.turn = turn

    def _state(self) -> tuple[DdzModel, list[Card], list[Play], Combo | None, bool] | None:
        turn = self.turn
        model: DdzModel | None = turn.model
        if model is None or turn.seat is None or turn.mode != "play":
            return None
        view = model.view(turn.seat)
        plays = [a for a in turn.legal if isinstance(a, Play)]
        four = model.players == 4
        return model, list(view.hand), plays, None if view.leading else view.last, four

    def click(self, card: Card) -> list[Card] | None:
        state = self._state()
        if state is None or state[3] is None:
            return None
        _m, hand, plays, last, four = state
        assert last is not None
        play = follow_pick(card, hand, plays, last, four, break_bombs=False)
        return cards_for(play, card, hand) if play is not None else None

    def double_click(self, card: Card) -> list[Card] | None:
        state = self._state()
        if state is None:
            return None
        _m, hand, plays, last, four = state
        if last is not None:
            play = follow_pick(card, hand, plays, last, four)
        else:
            play = lead_pick(card, hand, plays, four)
        return cards_for(play, card, hand) if play is not None else None

    def within(self, cards: Sequence[Card]) -> list[Card] | None:
        state = self._state()
        if state is None or len(cards) < 2:
            return None
        model, hand, plays, _last, four = state
        if model.readings(cards, self.turn.seat):
            return None  # already a play: kept as it is
        play = best_within(cards, hand, plays, four)
        if play is None:
            return None
        return cards_for(play, _first_of(play, cards), list(cards))


def _first_of(play: Play, cards: Sequence[Card]) -> Card:
    ranks = set(play.reading.ranks if play.reading is not None else [])
    return next(c for c in cards if rank_of(c) in ranks)
