"""The normal AI's card play: plan-driven leads, cheap answers, team play and well-timed bombs.

Everything is decided from a :class:`Situation` and the legal moves, so the in-app agent and the agent server
play alike. Main ideas, as good players play:

* Lead from the plan (``decompose``): weak multi-card plays and low cards first; when every play but one is
  safe (nobody can beat it), cash the safe ones and finish with the last.
* Answer an opponent with the play that spoils the plan least; refuse answers that break it badly unless an
  opponent is close to finishing. Bomb when it leaves a hand that wins, or to stop an opponent about to finish.
* Peasants cooperate: never overtake a partner without need, feed a partner with one or two cards left; the
  peasant after the landlord blocks low singles.
* Opponents with 1 or 2 cards left: do not lead what they can answer with their last cards.
"""

from __future__ import annotations

from gunapp.games.doudizhu.ai.decompose import EMPTY_SCORE, best_plan, plan_score, play_value
from gunapp.games.doudizhu.ai.memory import can_be_beaten, min_opponent_cards
from gunapp.games.doudizhu.ai.situation import Situation
from gunapp.games.doudizhu.engine.combos import Kind, Move
from gunapp.games.doudizhu.engine.movegen import legal_answers
from gunapp.games.doudizhu.engine.rules import TWO

_BOMBS = (Kind.BOMB, Kind.ROCKET)
#: at most this many answers (plus the plan's own plays) get a plan search each
MAX_SCORED = 10
#: the peasant after the landlord blocks low singles once the landlord has at most this many cards left
BLOCK_BELOW = 6
#: how much plan score an answer to an opponent may cost (landlord, peasant)
LANDLORD_LIMIT, PEASANT_LIMIT = -1.0, -4.0


def _rest(hand: tuple[int, ...], move: Move) -> tuple[int, ...]:
    out = list(hand)
    for r in move[3]:
        out[r] -= 1
    return tuple(out)


def _n(move: Move) -> int:
    return len(move[3])


def _is_bomb(move: Move) -> bool:
    return move[0] in _BOMBS


def choose_play(sit: Situation, legal: list[Move], can_pass: bool) -> Move | None:
    """The move to play, or None to pass (only if ``can_pass``)."""
    total = sum(sit.hand)
    for m in legal:
        if _n(m) == total:
            return m  # the deal ends at once (D5.4)
    if sit.last is None or not can_pass:
        return _lead(sit, legal)
    return _answer(sit, legal)


# ---- leading ----


def _lead(sit: Situation, legal: list[Move]) -> Move:
    by_content = {m[3]: m for m in legal}
    plan = [m for m in best_plan(sit.hand, sit.variant).plays if m[3] in by_content]
    if not plan:
        return min(legal, key=lambda m: (m[1], -_n(m)))
    safe = [m for m in plan if not can_be_beaten(sit, m)]
    unsafe = [m for m in plan if m not in safe]
    # every play but one is safe: cash the safe ones (non-bombs first), finish with the last
    if len(unsafe) <= 1 and safe:
        return min(safe, key=lambda m: (_is_bomb(m), -_n(m), m[1]))

    partners = [s for s in sit.partners() if sit.cards_left[s] > 0]
    if partners:
        p_left = min(sit.cards_left[s] for s in partners)
        if p_left <= 2:
            fed = _feed(sit, legal, p_left)
            if fed is not None:
                return fed

    danger = min_opponent_cards(sit)
    candidates = [m for m in plan if not _is_bomb(m)] or plan
    if danger <= 2:
        # do not lead what an opponent can answer with their last cards
        fits = [m for m in candidates if _n(m) != danger or not can_be_beaten(sit, m)]
        if fits:
            candidates = fits
        elif danger == 1:
            singles = [m for m in legal if m[0] is Kind.SINGLE]
            if singles:
                return max(singles, key=lambda m: m[1])  # the highest single: the best hope to keep the lead
    if len(plan) == 2 and len(candidates) == 2:
        # two plays from going out: the one the others can hardly answer first, so that the lead comes back
        # for the last (a low single led first gives the lead away, and a long straight never finds a lead
        # to follow); among equally hard ones, the usual order
        return min(candidates, key=lambda m: (_answers(sit, m), _lead_rank(m)))
    return min(candidates, key=_lead_rank)


def _answers(sit: Situation, move: Move) -> int:
    """How many plain plays (bombs aside) from the unseen cards could answer ``move``."""
    most = max((sit.cards_left[s] for s in sit.opponents()), default=0)
    return sum(1 for a in legal_answers(sit.pool, move, sit.variant) if not _is_bomb(a) and len(a[3]) <= most)


def _lead_rank(m: Move) -> tuple[float, int]:
    """Lower leads first: low keys, and multi-card plays (harder to answer) before singles and pairs."""
    return (m[1] - 0.35 * (_n(m) - 1) + (4.0 if m[1] >= TWO else 0.0), -_n(m))


def _feed(sit: Situation, legal: list[Move], p_left: int) -> Move | None:
    """Lead the lowest single (or pair, for a partner with two cards): a nearly-out partner can then shed
    their last cards on it, and the landlord must spend a control to stop them."""
    kind = Kind.PAIR if p_left == 2 else Kind.SINGLE
    options = [m for m in legal if m[0] is kind]
    if not options and kind is Kind.PAIR:
        options = [m for m in legal if m[0] is Kind.SINGLE]
    if not options:
        return None
    return min(options, key=lambda m: m[1])


# ---- answering ----


def _answer(sit: Situation, legal: list[Move]) -> Move | None:
    assert sit.last is not None
    if not legal:
        return None
    if sit.same_side(sit.last_seat):
        return _answer_partner(sit, legal)
    return _answer_opponent(sit, legal)


def _answer_partner(sit: Situation, legal: list[Move]) -> Move | None:
    """Don't overtake a partner without need: only to win outright (the rest is a single safe play)."""
    if sit.cards_left[sit.last_seat] <= 2:
        return None
    for m in sorted(legal, key=lambda m: (_is_bomb(m), m[1])):
        if _is_bomb(m):
            continue
        if can_be_beaten(sit, m):
            continue
        plan = best_plan(_rest(sit.hand, m), sit.variant)
        if plan.count <= 1 or all(not can_be_beaten(sit, p) for p in plan.plays):
            return m
    return None


def _answer_opponent(sit: Situation, legal: list[Move]) -> Move | None:
    last = sit.last
    assert last is not None
    base = plan_score(sit.hand, sit.variant)
    rival_left = sit.cards_left[sit.last_seat]
    danger = min_opponent_cards(sit)
    # is the rival's play likely to win the round if I pass? the partners after me may still answer
    urgent = rival_left <= 2 or (danger <= 2 and sit.is_landlord) or rival_left <= _n(last) + 1

    plain = [m for m in legal if not _is_bomb(m)]
    bombs = [m for m in legal if _is_bomb(m)]

    scored = sorted(
        ((plan_score(_rest(sit.hand, m), sit.variant) - base, m) for m in _shortlist(sit, plain)),
        key=_by_gain,
    )
    if scored:
        gain, move = scored[0]
        if urgent:
            return _strongest_answer(sit, plain, bombs)
        threshold = _threshold(sit, move)
        if gain >= threshold:
            return _block(sit, scored, move)
    if bombs:
        return _maybe_bomb(sit, bombs, urgent)
    return None


def _shortlist(sit: Situation, plain: list[Move]) -> list[Move]:
    """The answers worth scoring: every play of the current plan, the lowest few and the highest two. Big
    hands (DDZ4) can have dozens of answers; scoring them all costs a plan search each."""
    if len(plain) <= MAX_SCORED:
        return plain
    in_plan = {p[3] for p in best_plan(sit.hand, sit.variant).plays}
    ordered = sorted(plain, key=lambda m: (m[1], len(m[3])))
    keep = [m for m in ordered if m[3] in in_plan]
    keep += ordered[: MAX_SCORED - 2] + ordered[-2:]
    return list(dict.fromkeys(keep))


def _by_gain(item: tuple[float, Move]) -> tuple[float, int]:
    return (-item[0], item[1][1])


def _threshold(sit: Situation, move: Move) -> float:
    """How much plan damage an answer may do. Playing a control (2, joker) early needs more reason."""
    limit = LANDLORD_LIMIT if sit.is_landlord else PEASANT_LIMIT
    # a peasant keeps controls unless the landlord is getting close or nobody else on the team can answer
    peasant_with_time = not sit.is_landlord and sum(sit.hand) > 8 and sit.cards_left[sit.landlord] > 8
    if move[1] >= TWO and peasant_with_time and not _i_am_last_defender(sit):
        return 1e9
    return limit


def _i_am_last_defender(sit: Situation) -> bool:
    """True if, when I pass, only the rival's own side is left to answer before the rival leads again."""
    seat = sit.next_seat(sit.me)
    while seat != sit.last_seat:
        if sit.same_side(seat) and seat != sit.me and sit.cards_left[seat] > 0:
            return False
        seat = sit.next_seat(seat)
    return True


def _block(sit: Situation, scored: list[tuple[float, Move]], move: Move) -> Move:
    """The peasant right after the landlord answers a low single with a card high enough to block."""
    last = sit.last
    assert last is not None
    if sit.is_landlord or last[0] is not Kind.SINGLE or sit.last_seat != sit.landlord:
        return move
    if sit.next_seat(sit.landlord) != sit.me or move[1] >= 8 or sit.cards_left[sit.landlord] > BLOCK_BELOW:
        return move
    best_gain = scored[0][0]
    blockers = [(g, m) for g, m in scored if 8 <= m[1] < TWO and g >= max(0.0, best_gain - 8.0)]
    return min(blockers, key=lambda x: x[1][1])[1] if blockers else move


def _strongest_answer(sit: Situation, plain: list[Move], bombs: list[Move]) -> Move:
    """An opponent is close to finishing: answer with something they cannot beat if possible, else high."""
    safe = [m for m in plain if not can_be_beaten(sit, m)]
    if safe:
        return min(safe, key=lambda m: (-(plan_score(_rest(sit.hand, m), sit.variant)), m[1]))
    strongest = max(plain, key=lambda m: (m[1], -play_value(m)))
    if bombs and (_breaks_bomb(strongest, bombs) or can_be_beaten(sit, strongest, bombs=False)):
        # a plain answer they can top (or one torn from a bomb, as an ace from four) only delays the end: the
        # bomb takes the lead and keeps it unless they hold a bigger one
        return min(bombs, key=lambda m: (m[0] is Kind.ROCKET, m[2], m[1]))
    return strongest


def _breaks_bomb(move: Move, bombs: list[Move]) -> bool:
    held = {r for b in bombs for r in b[3]}
    return any(r in held for r in move[3])


def _maybe_bomb(sit: Situation, bombs: list[Move], urgent: bool) -> Move | None:
    """Bomb to stop an opponent about to finish, or when the hand left after the bomb wins."""
    bomb = min(bombs, key=lambda m: (m[0] is Kind.ROCKET, m[2], m[1]))
    if urgent:
        return bomb
    rest = _rest(sit.hand, bomb)
    if not any(rest):
        return bomb
    plan = best_plan(rest, sit.variant)
    unsafe = [p for p in plan.plays if can_be_beaten(sit, p)]
    if len(unsafe) <= 1 and not can_be_beaten(sit, bomb):
        return bomb
    if len(plan.plays) <= 2 and sum(can_be_beaten(sit, p, bombs=False) for p in plan.plays) <= 1:
        # two plays from going out, and only a bomb stops the first: waiting for a lead that may never come
        # (and breaking the bomb later to get it) loses more often than the doubled stake costs
        return bomb
    if plan_score(rest, sit.variant) >= EMPTY_SCORE:
        return bomb
    return None
