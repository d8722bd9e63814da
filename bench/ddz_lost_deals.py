"""The deals the hard Dou Dizhu AI loses against RLCard's rule agent, with every decision it made in them.

Each seeded RLCard deal (the seeds of ``bench.ddz_paired``: ``SEED + index``) is played twice, the hard AI as
the landlord and as both peasants, at ``ddz_paired``'s load-independent effort (0.15 s of the thread's CPU a
decision, the wall cap lifted, the policy reseeded per deal). For every game the hard AI loses it prints:

* references on the same deal and seats: RLCard's rule agent in our seats (rule vs rule) and the normal AI;
  a loss where the rule agent in our place wins is a loss the hand did not force;
* every decision of ours: the cards left per seat, our hand, the play to beat, the normal policy's choice, the
  search's options with the sampled deals each won, and what was played;
* an open-hand oracle (the bench, not the AI, reads the hidden hands): from ``--oracle-cards`` cards left in all
  hands, the exact solver on the true hands says for each legal play whether our side still wins against best
  play. The first decision where a winning play existed and ours loses is marked ``BLUNDER``; if the first
  position the oracle settles is already lost, the game was lost before that (``lost before the oracle's
  reach``). The rule agent does not play best, so a lost position can still be won and vice versa;
* a counterfactual per option of the search, ``cf {move+ move-}``: the real deal goes on from that move, the
  rule agent against the normal AI in our seats, and ``+`` says our side won (one continuation, not a proof:
  it shows which decision turned a deal the normal AI would have won from there).

Run: PYTHONHASHSEED=0 nice -n 5 .venv/bin/python -m bench.ddz_lost_deals --deals 100 [--first 0] [--out x.jsonl]
[--set 'policy.NAME=value' ...]
(needs rlcard: ``make .venv/.bench-installed``; some 3 s a deal on a quiet core). The CPU budget makes some
15 % of the deals play differently from run to run (``ddz_paired``); ``--budget 0`` (48 deals a decision, no
clock) lists the same games every run, at a higher effort than the product's.
"""

from __future__ import annotations

import argparse
import copy
import json
import time
from collections.abc import Sequence
from dataclasses import dataclass, field
from typing import Any

from bench.bench_ddz_ai import SEED
from bench.ddz_host import _is_bomb, _obs, to_ints, to_str
from bench.ddz_paired import overridden, parse_overrides

ROLE_NAMES = ("L", "D", "U")  # landlord, landlord_down (the peasant after him), landlord_up


@dataclass
class Decision:
    turn: int
    seat: int
    left: list[int]
    hand: str
    last: str  # the play to beat ("" = we lead) with its seat
    base: str  # the normal policy's choice
    options: list[tuple[str, int]]  # the search's options and the sampled deals each won
    worlds: int
    played: str
    #: the oracle: None = not settled (too many cards or over its node budget); else per legal play, our win
    oracle: dict[str, bool] | None = None
    #: the counterfactual: per option of the search (and the play made), does our side win when the real deal
    #: goes on from that play with the rule agent against the normal AI in our seats
    rollouts: dict[str, bool] = field(default_factory=dict)


@dataclass
class Game:
    seed: int
    role: str  # "landlord" or "peasants": which side the hard AI played
    won: bool
    trace: list[tuple[int, str]] = field(default_factory=list)
    decisions: list[Decision] = field(default_factory=list)
    hands0: list[str] = field(default_factory=list)


def _hands(game: Any) -> list[str]:
    from rlcard.games.doudizhu.utils import cards2str

    return [cards2str(p.current_hand) for p in game.players]


def _table(game: Any, state: dict[str, Any], seat: int) -> Any:
    """The true open position (all hands) in the hard AI's compact form."""
    from gunapp.games.doudizhu.ai.hard.playout import Table
    from gunapp.games.doudizhu.ai.protocol import to_counts, to_move
    from gunapp.games.doudizhu.engine.rules import Variant

    obs = _obs(state, [], 0)
    last = to_move(obs["last_move"], Variant.DDZ3) if obs["last_move"] else None
    hands = [list(to_counts(to_ints(h))) for h in _hands(game)]
    played = [list(to_counts(p)) for p in obs["played_cards"]]
    return Table(Variant.DDZ3, 0, hands, played, last, obs["last_move_seat"] if last else -1, seat)


def _oracle(table: Any, ours_lord: bool, max_cards: int, nodes: int) -> dict[str, bool] | None:
    from gunapp.games.doudizhu.ai.hard.solver import Solver
    from gunapp.games.doudizhu.ai.protocol import to_ints as move_ints

    if sum(table.left) > max_cards:
        return None
    memo: dict[tuple[object, ...], bool] = {}
    out: dict[str, bool] = {}
    options: list[Any] = list(table.moves()) + ([] if table.leading else [None])
    for m in options:
        t = table.copy()
        went_out = t.apply(m)
        if went_out >= 0:
            lord_won: bool | None = went_out == 0
        else:
            solver = Solver(nodes)
            solver.memo = memo
            lord_won = solver.landlord_wins(t)
            if lord_won is None:
                return None
        out[to_str([] if m is None else move_ints(m))] = lord_won == ours_lord
    return out


def play(seed: int, our_seats: Sequence[int], who: str, args: argparse.Namespace) -> Game:
    """One deal: ``who`` ("hard", "normal" or "rule") in ``our_seats``, RLCard's rule agent elsewhere."""
    import numpy as np
    from rlcard.games.doudizhu.game import DoudizhuGame
    from rlcard.models.doudizhu_rule_models import DouDizhuRuleAgentV1

    from gunapp.games.doudizhu.ai.hard.policy import HardPolicy
    from gunapp.games.doudizhu.ai.policy import choose_play
    from gunapp.games.doudizhu.ai.protocol import ProtocolAgent, situation
    from gunapp.games.doudizhu.ai.protocol import to_ints as move_ints

    def s(m: Any) -> str:
        return to_str([] if m is None else move_ints(m))

    agent = ProtocolAgent("hard" if who == "rule" else who, seed + (0 if 0 in our_seats else 1))
    policy = agent.policy
    if isinstance(policy, HardPolicy):
        if args.budget > 0:
            policy.budget, policy.wall_cap = args.budget, args.wall_cap
        else:  # as ``ddz_paired --budget 0``: no clocks, the worlds cap alone, the same games every run
            policy.budget, policy.wall_cap = 1.0, 1.0
            policy.clock = policy.work_clock = lambda: 0.0
    game = DoudizhuGame()
    game.np_random = np.random.RandomState(seed)
    np.random.seed(seed % (2**32))
    rule = DouDizhuRuleAgentV1()
    state, pid = game.init_game()
    kitty = to_ints(game.round.seen_cards)
    result = Game(seed, "landlord" if 0 in our_seats else "peasants", False, hands0=_hands(game))
    bombs = turn = 0
    snapshots: list[tuple[Any, dict[str, Any], int, int]] = []
    while not game.is_over():
        turn += 1
        if pid in our_seats and who != "rule":
            obs = _obs(state, kitty, bombs)
            table = _table(game, state, pid) if who == "hard" else None
            if who == "hard":
                snapshots.append((copy.deepcopy(game), state, bombs, pid))
            if isinstance(policy, HardPolicy):
                policy.last_search, policy.last_worlds = None, 0  # a forced pass never reaches the policy
            move = to_str(agent.choose(obs) if args.budget > 0 else agent._choose(obs, "3p"))
            if isinstance(policy, HardPolicy) and table is not None:
                sit = situation(obs)
                legal = [m for m in table.moves()]
                base = choose_play(sit, legal, not table.leading) if legal else None
                opts = policy.last_search
                last = (
                    ""
                    if not obs["last_move"]
                    else f"{to_str(obs['last_move'])}@{ROLE_NAMES[obs['last_move_seat']]}"
                )
                result.decisions.append(
                    Decision(
                        turn,
                        pid,
                        list(table.left),
                        to_str(obs["hand"]),
                        last,
                        s(base),
                        [] if opts is None else [(s(m), w) for m, w in zip(opts[0], opts[1], strict=True)],
                        policy.last_worlds,
                        move,
                        _oracle(table, 0 in our_seats, args.oracle_cards, args.oracle_nodes),
                    )
                )
        else:
            move = rule.step({"raw_obs": state})
        result.trace.append((pid, move))
        bombs += _is_bomb(move)
        state, pid = game.step(move)
    result.won = (game.winner_id == 0) == (0 in our_seats)
    if who == "hard" and not result.won:
        for d, snap in zip(result.decisions, snapshots, strict=True):
            for option in {d.played, d.base, *(m for m, _ in d.options)}:
                d.rollouts[option] = _rollout(snap, option, kitty, our_seats, seed)
    return result


def _rollout(
    snap: tuple[Any, dict[str, Any], int, int],
    move: str,
    kitty: list[int],
    our_seats: Sequence[int],
    seed: int,
) -> bool:
    """Our side wins if ``move`` is played in the snapshot and the deal goes on, normal AI vs rule agent."""
    import numpy as np
    from rlcard.models.doudizhu_rule_models import DouDizhuRuleAgentV1

    from gunapp.games.doudizhu.ai.protocol import ProtocolAgent

    game, state, bombs, _pid = copy.deepcopy(snap)
    np.random.seed((seed + 7) % (2**32))
    rule, normal = DouDizhuRuleAgentV1(), ProtocolAgent("normal", seed)
    state, pid = game.step(move)
    while not game.is_over():
        if pid in our_seats:
            m = to_str(normal.choose(_obs(state, kitty, bombs)))
        else:
            m = rule.step({"raw_obs": state})
        bombs += _is_bomb(m)
        state, pid = game.step(m)
    return bool((game.winner_id == 0) == (0 in our_seats))


def verdict(g: Game) -> str:
    """Where the oracle places the loss: the first blunder, or before its reach, or never settled."""
    settled = [d for d in g.decisions if d.oracle is not None]
    if not settled:
        return "never settled"
    for d in settled:
        assert d.oracle is not None
        if any(d.oracle.values()) and not d.oracle.get(d.played, False):
            return f"BLUNDER at turn {d.turn} ({sum(d.left)} cards left)"
    if not any(settled[0].oracle.values()):  # type: ignore[union-attr]
        return f"lost before the oracle's reach (first settled at {sum(settled[0].left)} cards)"
    return "won positions only: lost to the rule agent's later play"


def report(g: Game, refs: dict[str, bool]) -> str:
    lines = [
        f"seed {g.seed} hard as {g.role}: LOST; same seats, rule agent "
        f"{'won' if refs['rule'] else 'lost'}, normal AI {'won' if refs['normal'] else 'lost'}; {verdict(g)}",
        f"  hands L {g.hands0[0]} | D {g.hands0[1]} | U {g.hands0[2]}",
    ]
    ours = {d.turn: d for d in g.decisions}
    for n, (seat, move) in enumerate(g.trace, start=1):
        d = ours.get(n)
        if d is None:
            lines.append(f"  {n:3d} {ROLE_NAMES[seat]} rule  {move}")
            continue
        mark = ""
        if d.oracle is not None:
            good = sorted(k for k, v in d.oracle.items() if v)
            ok = d.oracle.get(d.played, False)
            mark = f" oracle {'win' if ok else 'LOSE'}" + (
                "" if ok or not good else f" (winning: {' '.join(good[:6])})"
            )
        opts = " ".join(f"{m}:{w}" for m, w in d.options)
        cf = " ".join(f"{m}{'+' if w else '-'}" for m, w in sorted(d.rollouts.items()))
        lines.append(
            f"  {n:3d} {ROLE_NAMES[seat]} HARD  {move:10s} left {d.left} hand {d.hand} vs {d.last or '-'} "
            f"base {d.base} [{opts}] /{d.worlds} cf {{{cf}}}{mark}"
        )
    return "\n".join(lines)


def main(argv: list[str] | None = None) -> int:
    ap = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    ap.add_argument("--deals", type=int, default=100)
    ap.add_argument("--first", type=int, default=0, help="index of the first deal (seed = SEED + index)")
    ap.add_argument("--budget", type=float, default=0.15, help="CPU seconds a decision; 0 = worlds cap only")
    ap.add_argument("--wall-cap", type=float, default=5.0)
    ap.add_argument(
        "--oracle-cards", type=int, default=24, help="the oracle solves from this many cards left"
    )
    ap.add_argument("--oracle-nodes", type=int, default=60_000, help="the oracle's node budget a play")
    ap.add_argument("--out", default="", help="append one JSON line per lost game")
    ap.add_argument(
        "--set", nargs="*", default=[], help="overrides as in bench.ddz_paired: policy.NAME=value"
    )
    args = ap.parse_args(argv)
    with overridden(parse_overrides(args.set)):
        return _run(args)


def _run(args: argparse.Namespace) -> int:
    games = lost = 0
    t0 = time.monotonic()
    for i in range(args.first, args.first + args.deals):
        seed = SEED + i
        for seats in ([0], [1, 2]):
            g = play(seed, seats, "hard", args)
            games += 1
            if g.won:
                continue
            lost += 1
            refs = {who: play(seed, seats, who, args).won for who in ("rule", "normal")}
            print(report(g, refs), flush=True)
            if args.out:
                with open(args.out, "a") as sink:
                    row = {"seed": g.seed, "role": g.role, "refs": refs, "verdict": verdict(g)}
                    row["decisions"] = [d.__dict__ for d in g.decisions]
                    row["trace"] = g.trace
                    sink.write(json.dumps(row) + "\n")
    print(f"{lost} of {games} games lost ({args.deals} deals x 2 roles), {time.monotonic() - t0:.0f} s")
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
