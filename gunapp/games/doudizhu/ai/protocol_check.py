"""The schema of a ddz-agent/1 request, checked before anything reads it (issue 14 item 5).

A host is a program we do not control: every field is checked against the variant (3 or 4 players, hands
within the deck, cards within the encoding of protocol section 1, seats within the table) so that the policy
only ever sees a position that could occur, and a bad request becomes one ``ObsError`` naming the field.
Sizes are checked before anything is built from them (``n_players: 100000000`` must not allocate a list).
"""

from __future__ import annotations

from collections.abc import Mapping
from dataclasses import dataclass, field
from typing import Any

from gunapp.games.doudizhu.engine.rules import INT_TO_RANK, N_RANKS, Variant

#: a bid is at most 3 and the stake doubles per bomb: these bound what a real game can reach
MAX_BOMBS = 64
MAX_BID = 3
MAX_HISTORY = 2_000
#: every legal move of a 4-player hand fits well under this; it bounds the work one request can ask for
MAX_LEGAL_MOVES = 200_000
SEED_RANGE = (-(2**63), 2**64)


class ObsError(ValueError):
    """The request is not a ddz-agent/1 request we can answer; ``str()`` says which field and why."""


@dataclass(frozen=True)
class Deck:
    players: int
    #: copies of each rank index in the deck(s)
    copies: tuple[int, ...]
    max_hand: int
    kitty: int

    @property
    def size(self) -> int:
        return sum(self.copies)


def deck_of(variant: Variant) -> Deck:
    decks = 2 if variant is Variant.DDZ4 else 1
    copies = tuple(decks * (1 if r >= N_RANKS - 2 else 4) for r in range(N_RANKS))
    kitty = 8 if variant is Variant.DDZ4 else 3
    players = 4 if variant is Variant.DDZ4 else 3
    # the landlord holds the most: a full share plus the kitty
    return Deck(players, copies, (sum(copies) - kitty) // players + kitty, kitty)


def is_int(value: object) -> bool:
    return isinstance(value, int) and not isinstance(value, bool)


def check_int(value: object, field: str, lo: int, hi: int) -> int:
    """``value`` as an int in ``lo..hi`` (inclusive); a bool, float or string is refused."""
    if not is_int(value):
        raise ObsError(f"{field}: expected an integer, got {type(value).__name__}")
    assert isinstance(value, int)
    if not lo <= value <= hi:
        raise ObsError(f"{field}: {value} is outside {lo}..{hi}")
    return value


def check_seed(value: object) -> int:
    lo, hi = SEED_RANGE
    return check_int(value, "seed", lo, hi - 1)


def check_cards(value: object, field: str, deck: Deck, limit: int) -> list[int]:
    """A list of at most ``limit`` card ints (protocol section 1), no rank more often than the deck holds."""
    if not isinstance(value, list):
        raise ObsError(f"{field}: expected a list of cards, got {type(value).__name__}")
    if len(value) > limit:
        raise ObsError(f"{field}: {len(value)} cards, at most {limit} possible")
    counts = [0] * N_RANKS
    for card in value:
        if not is_int(card) or card not in INT_TO_RANK:
            raise ObsError(f"{field}: {card!r} is not a card (3..14, 17, 20, 30)")
        r = INT_TO_RANK[card]
        counts[r] += 1
        if counts[r] > deck.copies[r]:
            raise ObsError(f"{field}: more {card}s than the deck holds ({deck.copies[r]})")
    return list(value)


def _variant(obs: Mapping[str, Any], default: str) -> Variant:
    name = obs.get("variant", default)
    if name not in ("3p", "4p"):
        raise ObsError(f"variant: {name!r} is neither '3p' nor '4p'")
    variant = Variant.DDZ4 if name == "4p" else Variant.DDZ3
    if "n_players" in obs:
        n = check_int(obs["n_players"], "n_players", 3, 4)
        if "variant" not in obs:
            variant = Variant.DDZ4 if n == 4 else Variant.DDZ3
        elif n != deck_of(variant).players:
            raise ObsError(f"n_players: {n} does not match variant {name!r}")
    return variant


def _subset(move: list[int], hand_counts: list[int]) -> bool:
    need = [0] * N_RANKS
    for c in move:
        need[INT_TO_RANK[c]] += 1
    return all(n <= h for n, h in zip(need, hand_counts, strict=True))


@dataclass(frozen=True)
class CheckedObs:
    """An ``act`` observation whose every field the agent reads has been checked."""

    variant: Variant
    seat: int
    hand: list[int]
    legal_moves: list[list[int]]
    last_move: list[int]
    last_move_seat: int | None
    num_cards_left: list[int]
    played_cards: list[list[int]]
    kitty: list[int]
    #: every card-play action so far in order: (seat, cards), a pass as ``[]``
    history: list[tuple[int, list[int]]] = field(default_factory=list)


def check_obs(obs: object, default_variant: str = "3p") -> CheckedObs:
    """The checked form of ``obs`` (protocol section 3), or ``ObsError`` naming the first bad field."""
    if not isinstance(obs, Mapping):
        raise ObsError(f"obs: expected an object, got {type(obs).__name__}")
    variant = _variant(obs, default_variant)
    deck = deck_of(variant)
    n = deck.players
    for key in ("seat", "hand", "legal_moves", "num_cards_left"):
        if key not in obs:
            raise ObsError(f"{key}: missing")
    seat = check_int(obs["seat"], "seat", 0, n - 1)
    hand = check_cards(obs["hand"], "hand", deck, deck.max_hand)
    hand_counts = [0] * N_RANKS
    for c in hand:
        hand_counts[INT_TO_RANK[c]] += 1

    raw_legal = obs["legal_moves"]
    if not isinstance(raw_legal, list) or not raw_legal:
        raise ObsError("legal_moves: expected a non-empty list of moves ([] is a pass)")
    if len(raw_legal) > MAX_LEGAL_MOVES:
        raise ObsError(f"legal_moves: {len(raw_legal)} moves, at most {MAX_LEGAL_MOVES} accepted")
    legal: list[list[int]] = []
    for i, m in enumerate(raw_legal):
        move = check_cards(m, f"legal_moves[{i}]", deck, len(hand))
        if not _subset(move, hand_counts):
            raise ObsError(f"legal_moves[{i}]: {move} is not in the hand")
        legal.append(move)

    last = check_cards(obs.get("last_move") or [], "last_move", deck, deck.max_hand)
    raw_seat = obs.get("last_move_seat")
    last_seat = None if raw_seat is None else check_int(raw_seat, "last_move_seat", 0, n - 1)
    if last and last_seat is None:
        raise ObsError("last_move_seat: missing for a non-empty last_move")

    left = obs["num_cards_left"]
    if not isinstance(left, list) or len(left) != n:
        raise ObsError(f"num_cards_left: expected a list of {n} counts")
    cards_left = [check_int(x, f"num_cards_left[{i}]", 0, deck.max_hand) for i, x in enumerate(left)]

    raw_played = obs.get("played_cards")
    if raw_played is None:
        played: list[list[int]] = [[] for _ in range(n)]
    elif not isinstance(raw_played, list) or len(raw_played) != n:
        raise ObsError(f"played_cards: expected a list of {n} card lists")
    else:
        played = [check_cards(p, f"played_cards[{i}]", deck, deck.size) for i, p in enumerate(raw_played)]
    kitty = check_cards(obs.get("kitty") or [], "kitty", deck, deck.kitty)

    history = obs.get("history", [])
    if not isinstance(history, list) or len(history) > MAX_HISTORY:
        raise ObsError(f"history: expected a list of at most {MAX_HISTORY} [seat, move] pairs")
    checked_history: list[tuple[int, list[int]]] = []
    for i, entry in enumerate(history):
        if not isinstance(entry, list) or len(entry) != 2:
            raise ObsError(f"history[{i}]: expected [seat, move]")
        who = check_int(entry[0], f"history[{i}][0]", 0, n - 1)
        checked_history.append((who, check_cards(entry[1], f"history[{i}][1]", deck, deck.max_hand)))
    if "bombs_played" in obs:
        check_int(obs["bombs_played"], "bombs_played", 0, MAX_BOMBS)
    if "bid" in obs:
        check_int(obs["bid"], "bid", 0, MAX_BID)
    for key in ("role", "protocol"):
        if key in obs and not isinstance(obs[key], str):
            raise ObsError(f"{key}: expected a string")
    return CheckedObs(variant, seat, hand, legal, last, last_seat, cards_left, played, kitty, checked_history)
