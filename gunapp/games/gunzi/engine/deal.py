"""Dealing and declaring (spec R8-R11): the deal card by card, declarations between cards, the closing
window, the first hand's big-joker reveal and flips, later hands' declarations, overcalls and draws.

IllegalAction codes raised here:

======================== ======= ====================================================================
code                     rule    meaning (params)
======================== ======= ====================================================================
not_in_hand              R10.2   the shown cards are not (all) in the seat's hand yet (cards)
declare_bj_only          R9.2    a first hand is declared only by revealing one big joker
declare_already_revealed R9.2    a big joker was already revealed: nothing more can be declared (seat)
declare_shape            R10.2   1-3 identical level cards (rank L) or three identical jokers (level)
declare_too_few          R10.2   fewer level cards than ``minDeclareCards`` (min)
declare_suit             R10.3   three jokers must name a suit; level cards must not name another one
declare_not_higher       R10.4   the declaration does not rank strictly above the current one (current)
not_your_turn            R8.4    in the closing window only the seat in turn declares or passes
======================== ======= ====================================================================
"""

from __future__ import annotations

from gunapp.core.cards import (
    BIG_JOKER,
    BIG_JOKER_RANK,
    SMALL_JOKER,
    SMALL_JOKER_RANK,
    SUITS,
    Card,
    card_codes,
)
from gunapp.core.errors import IllegalAction
from gunapp.games.gunzi.engine import bottom as bottom_phase
from gunapp.games.gunzi.engine import tribute as tribute_phase
from gunapp.games.gunzi.engine.actions import Declare, Pass
from gunapp.games.gunzi.engine.events import (
    BottomDrawn,
    BottomFlipped,
    CardDealt,
    DeclarationPassed,
    Event,
    TrumpDeclared,
    TrumpFixed,
)
from gunapp.games.gunzi.engine.match import redeal
from gunapp.games.gunzi.engine.phase import Phase
from gunapp.games.gunzi.engine.rules import FlipOrder
from gunapp.games.gunzi.engine.state_data import DEAL_CARDS, GunziData, hand_rng

#: R10.4 ranks of the two joker declarations (level cards rank 1..3 by count)
RANK_SJ3 = 4
RANK_BJ3 = 5
#: R9.4(c) flip order GAME at level 3: 3 > 2 > A > K > ... > 4
_GAME_FLIP = {3: 20, 2: 19}


def _count(hand: list[Card], face: Card) -> int:
    rank, suit = face.rank, face.suit  # attribute compares: much cheaper than Card.__eq__ in the deal loop
    return sum(1 for c in hand if c.rank == rank and c.suit is suit)


#: index of each suit in a seat's declaration counts (see ``_held``); 5 = small jokers, 6 = big jokers
_SUIT_SLOT = {suit: i for i, suit in enumerate(SUITS, 1)}
_PASS = tuple(Pass(s) for s in range(4))


def _held(state: GunziData, seat: int) -> list[int]:
    """What the seat holds for declaring: level cards by suit (slots 1-4), small and big jokers (5, 6).

    This runs after every dealt card, so the counts are kept per seat and extended by the cards added since
    the last call (hands only grow while dealing); any other change of the hand, or of L, counts afresh.
    """
    hand = state.hands[seat]
    level = state.level
    n = len(hand)
    memo = state.caches.held[seat]
    done, counts = 0, [0] * 7
    if (
        memo is not None
        and memo[0] is hand
        and memo[2] == level
        and 0 < memo[1] <= n
        and hand[memo[1] - 1] is memo[3]
    ):
        done, counts = memo[1], memo[4]
        if done == n:
            return counts
    slot = _SUIT_SLOT
    for c in hand[done:] if done else hand:
        rank = c.rank
        if rank == level:
            counts[slot[c.suit]] += 1  # type: ignore[index]  # rank L (3..10) is never a joker
        elif rank >= SMALL_JOKER_RANK:
            counts[5 if rank == SMALL_JOKER_RANK else 6] += 1
    state.caches.held[seat] = (hand, n, level, hand[-1] if n else None, counts)
    return counts


def pass_action(seat: int) -> Pass:
    """``Pass(seat)``, shared: actions are immutable values."""
    return _PASS[seat]


def declarations(state: GunziData, seat: int) -> list[Declare]:
    """Every declaration ``seat`` could make now (R9.2 in a first hand, R10.2-R10.5 later)."""
    phase = state.phase
    if not 0 <= seat <= 3 or (
        phase is not Phase.DEAL and (phase is not Phase.WINDOW or state.window_turn != seat)
    ):
        return []
    counts = _held(state, seat)
    if state.first_hand:
        if state.decl_seat is None and counts[6]:
            return [Declare(seat, (BIG_JOKER,))]
        return []
    out: list[Declare] = []
    rank = state.decl_rank
    floor = rank + 1
    if floor < state.options.minDeclareCards:
        floor = state.options.minDeclareCards
    if floor <= 3:
        for i in (1, 2, 3, 4):
            n = counts[i]
            if n >= floor:
                level = state.level
                for k in range(floor, (n if n < 3 else 3) + 1):
                    out.append(_declare(seat, level, i, k))
    if rank < RANK_SJ3 and counts[5] >= 3:
        out.extend(_declare(seat, SMALL_JOKER_RANK, i, 3) for i in range(1, 5))
    if rank < RANK_BJ3 and counts[6] >= 3:
        out.extend(_declare(seat, BIG_JOKER_RANK, i, 3) for i in range(1, 5))
    return out


#: (seat, rank, suit slot, count) -> the Declare: actions are immutable values, built once and shared
_DECLARES: dict[tuple[int, int, int, int], Declare] = {}


def _declare(seat: int, rank: int, slot: int, k: int) -> Declare:
    """k level cards of rank ``rank`` and suit ``SUITS[slot - 1]``, or three jokers naming that suit."""
    key = (seat, rank, slot, k)
    action = _DECLARES.get(key)
    if action is None:
        suit = SUITS[slot - 1]
        if rank >= SMALL_JOKER_RANK:
            joker = SMALL_JOKER if rank == SMALL_JOKER_RANK else BIG_JOKER
            action = Declare(seat, (joker,) * 3, suit)
        else:
            action = Declare(seat, (Card(rank, suit),) * k)
        _DECLARES[key] = action
    return action


def _rank_of(state: GunziData, action: Declare) -> tuple[int, str]:
    """Validate the shape of a declaration; returns (R10.4 rank, kind)."""
    cards = action.cards
    if state.first_hand:
        if cards != (BIG_JOKER,) or action.suit is not None:
            raise IllegalAction("declare_bj_only", {"cards": card_codes(cards)}, "R9.2")
        if state.decl_seat is not None:
            raise IllegalAction("declare_already_revealed", {"seat": state.decl_seat}, "R9.2")
        return 1, "reveal"
    face = cards[0] if cards else None
    if face is None or len(cards) > 3 or any(c != face for c in cards):
        raise IllegalAction("declare_shape", {"cards": card_codes(cards), "level": state.level}, "R10.2")
    if face.is_joker:
        if len(cards) != 3:
            raise IllegalAction("declare_shape", {"cards": card_codes(cards), "level": state.level}, "R10.3")
        if action.suit is None:
            raise IllegalAction("declare_suit", {"cards": card_codes(cards)}, "R10.3")
        return (RANK_BJ3 if face.is_big_joker else RANK_SJ3), "jokers"
    if face.rank != state.level:
        raise IllegalAction("declare_shape", {"cards": card_codes(cards), "level": state.level}, "R10.2")
    if action.suit is not None and action.suit is not face.suit:
        raise IllegalAction("declare_suit", {"cards": card_codes(cards)}, "R10.2")
    if len(cards) < state.options.minDeclareCards:
        raise IllegalAction("declare_too_few", {"min": state.options.minDeclareCards}, "R10.2")
    return len(cards), "level"


def check_declare(state: GunziData, action: Declare) -> None:
    """Raise ``IllegalAction`` unless ``action`` is a legal declaration now."""
    seat = action.seat
    if not 0 <= seat <= 3:
        raise IllegalAction("no_such_seat", {"seat": seat}, "R1.1")
    if state.phase is Phase.WINDOW and state.window_turn != seat:
        raise IllegalAction("not_your_turn", {"seat": seat, "to_act": [state.window_turn]}, "R8.4")
    rank, _ = _rank_of(state, action)
    hand = state.hands[seat]
    face = action.cards[0]
    if _count(hand, face) < len(action.cards):
        raise IllegalAction("not_in_hand", {"cards": card_codes(action.cards)}, "R10.2")
    if not state.first_hand and rank <= state.decl_rank:
        current = card_codes(state.decl_cards)
        raise IllegalAction("declare_not_higher", {"current": current, "seat": state.decl_seat}, "R10.4")


def apply_declare(state: GunziData, action: Declare) -> list[Event]:
    rank, kind = _rank_of(state, action)
    seat = action.seat
    face = action.cards[0]
    state.decl_seat = seat
    state.decl_kind = kind
    state.decl_rank = rank
    state.decl_cards = action.cards
    record: dict[str, object] = {"seat": seat, "type": "declare", "cards": card_codes(action.cards)}
    record["at"] = state.dealt
    events: list[Event] = []
    if kind == "reveal":
        state.dealer = seat  # R9.2: the first reveal wins and makes the dealer
        state.reveal_pending = True
        state.decl_suit = None
    else:
        state.decl_suit = action.suit if kind == "jokers" else face.suit
        state.trump = state.decl_suit
        if kind == "jokers":
            record["suit"] = action.suit.value if action.suit else None
    state.log(record)
    events.append(TrumpDeclared(seat, action.cards, kind, state.decl_suit, state.dealt))
    if state.phase is Phase.WINDOW:
        state.window_passes = 0
        state.window_turn = (seat + 1) % 4
        if not _anyone_can_declare(state):
            return events + close_window(state)
    return events


_new_event = object.__new__
_set_seat, _set_index, _set_card = (getattr(CardDealt, n).__set__ for n in ("seat", "index", "card"))


def _card_dealt(seat: int, index: int, card: Card) -> CardDealt:
    """``CardDealt(seat, index, card)`` by its three slot writes, without the frozen dataclass ``__init__``
    (four calls of ``object.__setattr__`` from a Python frame): the deal makes 156 of them a hand."""
    event = _new_event(CardDealt)
    _set_seat(event, seat)
    _set_index(event, index)
    _set_card(event, card)
    return event  # type: ignore[no-any-return]


def deal_next(state: GunziData) -> list[Event]:
    """R8.3: deal one card, counter-clockwise from the starter; after the 156th, open the window (R8.4)."""
    i = state.dealt
    seat = (state.starter + i) % 4
    card = state.deck[i]
    state.hands[seat].append(card)
    state.dealt = i + 1
    events: list[Event] = [_card_dealt(seat, i, card)]
    if state.reveal_pending and seat == state.decl_seat and card.suit is not None:
        # R9.3: the first suited card dealt to the revealer after his reveal names T
        state.reveal_pending = False
        state.trump = card.suit
        state.decl_suit = card.suit
        state.trump_source = "reveal"
        events.append(TrumpFixed(card.suit, seat, state.level, "reveal"))
    if state.dealt == DEAL_CARDS:
        state.phase = Phase.WINDOW
        state.window_turn = state.starter
        state.window_passes = 0
        if not _anyone_can_declare(state):
            events += close_window(state)
    return events


def _anyone_can_declare(state: GunziData) -> bool:
    """The window is held unless no further declaration is possible (gunapp-record/1 ``pass``)."""
    turn = state.window_turn
    try:
        for s in range(4):
            state.window_turn = s
            if declarations(state, s):
                return True
        return False
    finally:
        state.window_turn = turn


def apply_window_pass(state: GunziData, action: Pass) -> list[Event]:
    state.log({"seat": action.seat, "type": "pass"})
    state.window_passes += 1
    state.window_turn = (action.seat + 1) % 4
    events: list[Event] = [DeclarationPassed(action.seat)]
    if state.window_passes >= 4 or not _anyone_can_declare(state):
        events += close_window(state)
    return events


def close_window(state: GunziData) -> list[Event]:
    """End of declaring: fix T and D (R9.3, R9.4, R10.7, R11), then go on to tribute or the bottom."""
    events: list[Event] = []
    if state.first_hand:
        if state.decl_seat is not None:
            if state.reveal_pending:
                # R9.3 fallback (A8): the first suited bottom card, in bottom order
                suit = next(c.suit for c in state.bottom if c.suit is not None)
                state.reveal_pending = False
                state.trump = suit
                state.decl_suit = suit
                state.trump_source = "reveal"
                events.append(TrumpFixed(suit, state.decl_seat, state.level, "reveal"))
        else:
            flipped = _flip(state, events)
            if flipped is None:
                return events + redeal(state, "flip")
    else:
        if state.decl_seat is not None:
            assert state.decl_suit is not None and state.dealer is not None
            state.trump = state.decl_suit
            state.trump_source = "declare"
            events.append(TrumpFixed(state.decl_suit, state.dealer, state.level, "declare"))
        elif not _draw(state, events):
            return events + redeal(state, "draw")
    state.forget_trump()
    return events + after_trump(state)


def _flip(state: GunziData, events: list[Event]) -> int | None:
    """R9.4: each player from the starter flips the next bottom card; jokers do not count (A7)."""
    pos = 0
    best: tuple[int, int, Card] | None = None  # (flip rank, seat, card); earlier flip keeps ties
    for i in range(4):
        seat = (state.starter + i) % 4
        while True:
            if pos >= len(state.bottom):
                return None  # R9.4(b): no card left: re-deal
            card = state.bottom[pos]
            counts = card.suit is not None
            events.append(BottomFlipped(seat, pos, card, counts))
            state.log({"seat": seat, "type": "flip", "card": card.code, "position": pos})
            state.shown.append((pos, card))
            pos += 1
            if counts:
                break
        value = flip_rank(card, state.options.flipOrder)
        if best is None or value > best[0]:
            best = (value, seat, card)
    assert best is not None and best[2].suit is not None
    state.dealer = best[1]
    state.trump = best[2].suit
    state.trump_source = "flip"
    events.append(TrumpFixed(best[2].suit, best[1], state.level, "flip"))
    return best[1]


def flip_rank(card: Card, order: FlipOrder) -> int:
    """R9.4(c): GAME = 3 > 2 > A > ... > 4 (the order at level 3); ACE_HIGH = A > K > ... > 3 > 2."""
    if order is FlipOrder.GAME:
        return _GAME_FLIP.get(card.rank, card.rank)
    return card.rank


def _draw(state: GunziData, events: list[Event]) -> bool:
    """R11.1: draw bottom cards at random until a suited one names T; False if all six are jokers."""
    order = list(range(len(state.bottom)))
    hand_rng(state.seed, state.deal_no, "draw").shuffle(order)
    for pos in order:
        card = state.bottom[pos]
        events.append(BottomDrawn(pos, card))
        state.log({"type": "draw", "card": card.code, "position": pos})
        state.shown.append((pos, card))
        if card.suit is not None:
            assert state.dealer is not None
            state.trump = card.suit
            state.trump_source = "draw"
            events.append(TrumpFixed(card.suit, state.dealer, state.level, "draw"))
            return True
    return False  # R11.2


def after_trump(state: GunziData) -> list[Event]:
    """R7 steps 4-5: tribute when blood is owed in a later hand (R12.1), else the bottom (R13)."""
    if not state.first_hand and state.blood > 0:
        return tribute_phase.start(state)
    return bottom_phase.start(state)
