"""The Gunzi state machine (spec R7): one match of hands and cycles, driven by actions.

Public API (what the table UI and the AI build on):

- ``GunziState.new(options, seed)`` starts a match; the first hand is dealt card by card.
- ``state.phase`` (``Phase``), ``state.to_act`` (seats whose action the game waits for; ``TABLE`` = -1 means
  the table itself: ``DealNext`` during the deal, ``NextHand`` after settlement).
- ``state.legal_actions(seat)`` lists legal actions. During the deal any seat may declare between two cards
  (R8.4): ``legal_actions(s)`` then holds ``s``'s declarations plus ``Pass(s)`` ("not now", a no-op), and
  ``may_declare(s)`` says whether there is any. ``optional_declarer`` names the seat a driver offers that
  chance after each card (the one that just received it, if it may declare). For RETURN and EXCHANGE, where
  a seat picks N of 40+ cards, the list holds one suggested choice; ``selection(seat)`` describes the free
  choice and ``check(action)`` judges any selection.
- ``state.apply(action) -> list[Event]`` or ``IllegalAction(code, params, rule)``, with the state unchanged.
- ``state.view(seat)`` (``view.py``): what the seat may know (R27).
- A game is a value: options, seed and actions determine everything (``record_io`` replays records).
"""

from __future__ import annotations

from dataclasses import dataclass, field
from itertools import repeat
from operator import is_

from gunapp.core.cards import SMALL_JOKER_RANK, Card
from gunapp.core.errors import IllegalAction
from gunapp.games.gunzi.engine import bottom as bottom_phase
from gunapp.games.gunzi.engine import deal as deal_phase
from gunapp.games.gunzi.engine import match as match_phase
from gunapp.games.gunzi.engine import play as play_phase
from gunapp.games.gunzi.engine import tribute as tribute_phase
from gunapp.games.gunzi.engine.actions import (
    TABLE,
    Action,
    Bury,
    BuryJokers,
    DealNext,
    Declare,
    NextHand,
    Pass,
    PayTribute,
    Play,
    ReturnTribute,
    Riot,
)
from gunapp.games.gunzi.engine.events import Event
from gunapp.games.gunzi.engine.phase import Phase, Selection
from gunapp.games.gunzi.engine.rules import GunziOptions
from gunapp.games.gunzi.engine.state_data import BOTTOM_SIZE, DEAL_CARDS, HAND_SIZE, GunziData, hand_rng
from gunapp.games.gunzi.engine.view import GunziView, make_view

__all__ = ["BOTTOM_SIZE", "DEAL_CARDS", "HAND_SIZE", "TABLE", "GunziState", "Phase", "Selection", "hand_rng"]


@dataclass
class GunziState(GunziData):
    """A whole match. Mutable, but only through ``apply``; compare two states with ``==``.

    The data (fields, ``level``, ``ctx``) is ``GunziData`` in ``state_data.py``; this class adds the rules-level
    API and dispatches each action to its phase module.
    """

    #: bumped by every ``apply``: stamps the memo below
    _version: int = field(default=0, compare=False, repr=False)
    #: (version, hand, hand size, trick size, plays): the last plays ``legal_actions`` listed. ``apply`` skips
    #: re-validating a play that IS (identity) one of them while nothing changed since; any other play, even
    #: an equal one, is checked in full
    _play_memo: tuple[int, list[Card], int, int, list[Play]] | None = field(
        default=None, compare=False, repr=False
    )

    # ------------------------------------------------------------------ construction

    @classmethod
    def new(
        cls,
        options: GunziOptions | None = None,
        seed: int = 0,
        preset: dict[int, tuple[tuple[Card, ...], int | None]] | None = None,
    ) -> GunziState:
        """A new match; the first hand (a first hand of a cycle, R9) is ready to deal."""
        state = cls(options=options or GunziOptions(), seed=seed, preset=dict(preset or {}))
        match_phase.start_deal(state)
        return state

    # ------------------------------------------------------------------ derived facts

    @property
    def to_act(self) -> tuple[int, ...]:
        """Seats whose action the game waits for (``TABLE`` during the deal and after a hand)."""
        p = self.phase
        if p is Phase.PLAY:  # the hot loop first: 156 plays a hand (the branches exclude each other)
            return ((self.leader + len(self.trick)) % 4,)
        if p is Phase.DEAL or p is Phase.HAND_OVER:
            return (TABLE,)
        if p is Phase.WINDOW:
            return (self.window_turn,)
        if p is Phase.TRIBUTE:
            return (self.payer,) if self.payer is not None else ()
        if p is Phase.RETURN or p is Phase.EXCHANGE:
            return (self.dealer,) if self.dealer is not None else ()
        if p is Phase.BURY_JOKERS:
            return (self.bury_order[0],) if self.bury_order else ()
        return ()

    @property
    def optional_declarer(self) -> int | None:
        """During the deal, the seat that received the last card if it may declare now (R8.4), else None.

        The companion of ``to_act`` (which is ``TABLE`` all deal long): the table deals on whatever this seat
        does, so a driver (the simulator's runner, the table model) offers it the choice once per card, right
        after ``DealNext``. Other seats' options did not change with that card.
        """
        if self.phase is not Phase.DEAL or self.dealt == 0:
            return None
        seat = (self.starter + self.dealt - 1) % 4
        # While dealing, a seat's declarations only shrink (the rank to beat only rises, R10.4; a first hand's
        # reveal is taken once, R9.2) unless it receives a level card or a joker. So a seat that could not
        # declare one card ago, and got neither, still cannot: skip the question (asked after all 156 cards).
        hand = self.hands[seat]
        n = len(hand)
        memo = self.caches.no_decl[seat]
        if memo is not None and memo[0] is hand and memo[1] == n - 1:
            rank = hand[-1].rank
            if rank < SMALL_JOKER_RANK and rank != self.level:
                self.caches.no_decl[seat] = (hand, n)
                return None
        if deal_phase.declarations(self, seat):
            self.caches.no_decl[seat] = None
            return seat
        self.caches.no_decl[seat] = (hand, n)
        return None

    def may_declare(self, seat: int) -> bool:
        """Whether ``seat`` could declare right now (during the deal any seat, in the window the seat in turn)."""
        if self.phase is Phase.DEAL or (self.phase is Phase.WINDOW and self.window_turn == seat):
            return bool(deal_phase.declarations(self, seat))
        return False

    def selection(self, seat: int) -> Selection | None:
        """The free card choice ``seat`` must make now, if any (R12.4 return, R14.1 exchange)."""
        if seat != self.dealer:
            return None
        if self.phase is Phase.RETURN:
            return tribute_phase.return_selection(self)
        if self.phase is Phase.EXCHANGE:
            return Selection("bury", BOTTOM_SIZE, tuple(self.hands[seat]))
        return None

    # ------------------------------------------------------------------ actions

    def legal_actions(self, seat: int) -> list[Action]:
        """Legal actions of ``seat`` now (see the module docstring for the deal and the free choices)."""
        p = self.phase
        if seat == TABLE:
            if p is Phase.DEAL:
                return [DealNext()]
            if p is Phase.HAND_OVER:
                return [NextHand()]
            return []
        if p is Phase.DEAL:
            return [*deal_phase.declarations(self, seat), deal_phase.pass_action(seat)]
        if p is Phase.PLAY:
            if seat != (self.leader + len(self.trick)) % 4:
                return []
            plays = play_phase.legal(self, seat)
            hand = self.hands[seat]
            self._play_memo = (self._version, hand, len(hand), len(self.trick), plays)
            return list(plays)
        if seat not in self.to_act:
            return []
        if p is Phase.WINDOW:
            return [*deal_phase.declarations(self, seat), deal_phase.pass_action(seat)]
        out: list[Action] = []
        if p is Phase.TRIBUTE:
            out.extend(tribute_phase.legal(self, seat))
        elif p is Phase.RETURN:
            out.extend(tribute_phase.legal_returns(self, seat))
        elif p is Phase.EXCHANGE:
            out.extend(bottom_phase.legal_bury(self, seat))
        elif p is Phase.BURY_JOKERS:
            out.extend(bottom_phase.legal_bury_jokers(self, seat))
        return out

    def check(self, action: Action) -> None:
        """Raise ``IllegalAction`` if ``action`` is illegal now; never changes the state."""
        self._dispatch(action, dry_run=True)

    def apply(self, action: Action) -> list[Event]:
        """Apply a legal action and return what happened; on ``IllegalAction`` the state is unchanged."""
        self._version += 1
        return self._dispatch(action, dry_run=False)

    def _listed_play(self, action: Play) -> bool:
        """Whether ``action`` is one of the plays ``legal_actions`` listed for the state as it still is."""
        memo = self._play_memo
        if memo is None or memo[0] != self._version - 1 or not any(map(is_, memo[4], repeat(action))):
            return False
        hand = self.hands[action.seat]  # a listed play names the seat to act
        return hand is memo[1] and len(hand) == memo[2] and len(self.trick) == memo[3]

    def _dispatch(self, action: Action, dry_run: bool) -> list[Event]:
        p = self.phase
        # the two actions of the hot loop first; every branch needs its own action type, so order is free
        if isinstance(action, Play) and p is Phase.PLAY:
            if dry_run:
                self._check_seat(action.seat)
                play_phase.check(self, action)
                return []
            if not self._listed_play(action):
                self._check_seat(action.seat)
                play_phase.check(self, action)
            return play_phase.apply_play(self, action)
        if isinstance(action, DealNext) and p is Phase.DEAL:
            return [] if dry_run else deal_phase.deal_next(self)
        if isinstance(action, Declare) and p in (Phase.DEAL, Phase.WINDOW):
            deal_phase.check_declare(self, action)
            return [] if dry_run else deal_phase.apply_declare(self, action)
        if isinstance(action, Pass) and p in (Phase.DEAL, Phase.WINDOW, Phase.BURY_JOKERS):
            self._check_seat(action.seat, during_deal=p is Phase.DEAL)
            if p is Phase.BURY_JOKERS:
                bottom_phase.check_pass_bury(self, action)
            if dry_run or p is Phase.DEAL:
                return []  # during the deal "not now" changes nothing
            if p is Phase.WINDOW:
                return deal_phase.apply_window_pass(self, action)
            return bottom_phase.apply_pass_bury(self, action)
        if isinstance(action, PayTribute | Riot) and p is Phase.TRIBUTE:
            self._check_seat(action.seat)
            if isinstance(action, Riot):
                tribute_phase.check_riot(self, action)
                return [] if dry_run else tribute_phase.apply_riot(self, action)
            tribute_phase.check_pay(self, action)
            return [] if dry_run else tribute_phase.apply_pay(self, action)
        if isinstance(action, ReturnTribute) and p is Phase.RETURN:
            self._check_seat(action.seat)
            tribute_phase.check_return(self, action)
            return [] if dry_run else tribute_phase.apply_return(self, action)
        if isinstance(action, Bury) and p is Phase.EXCHANGE:
            self._check_seat(action.seat)
            bottom_phase.check_bury(self, action)
            return [] if dry_run else bottom_phase.apply_bury(self, action)
        if isinstance(action, BuryJokers) and p is Phase.BURY_JOKERS:
            self._check_seat(action.seat)
            bottom_phase.check_bury_jokers(self, action)
            return [] if dry_run else bottom_phase.apply_bury_jokers(self, action)
        if isinstance(action, NextHand) and p is Phase.HAND_OVER:
            return [] if dry_run else match_phase.next_hand(self)
        raise IllegalAction("wrong_phase", {"phase": p.value, "action": type(action).__name__}, "R7")

    def _check_seat(self, seat: int, during_deal: bool = False) -> None:
        if not 0 <= seat <= 3:
            raise IllegalAction("no_such_seat", {"seat": seat}, "R1.1")
        if not during_deal and seat not in self.to_act:
            raise IllegalAction("not_your_turn", {"seat": seat, "to_act": list(self.to_act)}, "R1.2")

    def view(self, seat: int) -> GunziView:
        """What ``seat`` may know now (R27); see ``gunapp.games.gunzi.engine.view.GunziView``."""
        return make_view(self, seat, self.to_act, self.selection)

    # ------------------------------------------------------------------ the shared engine contract

    def seats_to_act(self) -> tuple[int, ...]:
        """``core.engine.GameEngine``: the seats the match waits for (the table's own moves are not a seat)."""
        return tuple(s for s in self.to_act if s != TABLE)

    def hand_phase(self) -> str:
        return self.phase.value

    def hand_cards(self) -> list[list[Card]]:
        return [list(h) for h in self.hands]

    def hand_over(self) -> bool:
        return self.phase is Phase.HAND_OVER or self.phase is Phase.MATCH_OVER

    def match_over(self) -> bool:
        return self.phase is Phase.MATCH_OVER

    def table_action(self) -> Action | None:
        """The next card of the deal (R8): the table deals it; any other move is a seat's."""
        return DealNext() if self.phase is Phase.DEAL else None

    def next_hand(self) -> Action:
        return NextHand()
