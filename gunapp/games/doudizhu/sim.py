"""``python -m gunapp.sim ddz3|ddz4 --hands N --seed S [--agents LEVEL[,LEVEL...]] [--record FILE]
[--option KEY=VALUE ...] [--preset NAME]``

Plays N deals (redeals not counted) between agents through the engine's only door (legal_actions / apply),
prints a summary, and optionally writes a gunapp-record/1 file. ``--agents`` names one level for every seat or
one per seat, comma-separated: random, rule, easy, normal, hard (e.g. ``hard,normal,normal``). Every agent sees
only its seat's view. ``--option`` sets a house rule by its spec key (``--option bidding=grab --option
doubling=super --option showHand=on --option doublingCap=16``; on / off for the yes-no ones), ``--preset`` a
named set of them (``happy``, ``classic``), the options given after it over it.
"""

from __future__ import annotations

import argparse
import random
import sys
import time

from pydantic import ValidationError

from gunapp.core.record import RecordError, SeatInfo
from gunapp.games.doudizhu.ai.levels import AGENTS, make_agent
from gunapp.games.doudizhu.engine.events import DealEnded
from gunapp.games.doudizhu.engine.played_deal import PlayedDeal
from gunapp.games.doudizhu.engine.presets import PRESETS, preset
from gunapp.games.doudizhu.engine.record_io import hand_record
from gunapp.games.doudizhu.engine.rules import Options, Variant
from gunapp.games.doudizhu.engine.session import Session
from gunapp.games.doudizhu.engine.state import Deal
from gunapp.sim.record_stream import RecordStream, written

AGENT_LEVELS = AGENTS


def _agent_list(text: str) -> list[str]:
    levels = [p.strip() for p in text.split(",")]
    for level in levels:
        if level not in AGENT_LEVELS:
            raise argparse.ArgumentTypeError(
                f"unknown level {level!r} (choose from {', '.join(AGENT_LEVELS)})"
            )
    return levels


_WORDS: dict[str, object] = {"on": True, "off": False, "true": True, "false": False, "none": None}
#: the yes-no options, whose "off" is False (``doubling`` has a value called "off" of its own)
_SWITCHES = ("kittyVisible", "spring", "showHand")


def _option(text: str) -> tuple[str, object]:
    """``KEY=VALUE`` as an option value by spec key: on / off for the switches, an int for ``doublingCap``."""
    key, sep, raw = text.partition("=")
    if not sep:
        raise argparse.ArgumentTypeError(f"expected KEY=VALUE, got {text!r}")
    key, raw = key.strip(), raw.strip()
    known = Options().all_values()
    if key not in known:
        raise argparse.ArgumentTypeError(f"unknown option {key!r} (known: {', '.join(known)})")
    value: object = raw
    if key in _SWITCHES or raw.lower() == "none":
        value = _WORDS.get(raw.lower(), raw)
    elif key == "doublingCap":
        value = int(raw) if raw.isdigit() else raw
    return key, value


def options_of(values: list[tuple[str, object]], preset_key: str | None) -> Options:
    """The options named on the command line (ValueError naming the bad one)."""
    merged = dict(Options().all_values())
    if preset_key is not None:
        merged.update(preset(preset_key).values)
    merged.update(dict(values))
    return Options.model_validate(merged)


def run(game: str, argv: list[str]) -> int:
    """The registry's entry (``GameSpec.sim``): ``python -m gunapp.sim ddz3|ddz4 ...``."""
    return main(game, argv)


def main(game: str, argv: list[str]) -> int:
    ap = argparse.ArgumentParser(prog=f"python -m gunapp.sim {game}")
    ap.add_argument("--hands", type=int, default=10, help="deals to play (redeals not counted)")
    ap.add_argument("--seed", type=int, default=0)
    ap.add_argument(
        "--agents",
        type=_agent_list,
        default=["random"],
        help=f"one level for all seats or one per seat, comma-separated ({', '.join(AGENT_LEVELS)})",
    )
    ap.add_argument("--record", help="write a gunapp-record/1 file")
    ap.add_argument("--spring", action="store_true", help="option spring on (D8.4)")
    ap.add_argument(
        "--option",
        type=_option,
        action="append",
        default=[],
        metavar="KEY=VALUE",
        help="a house rule by its spec key, e.g. bidding=grab, doubling=super, showHand=on (D8.4, D11)",
    )
    ap.add_argument("--preset", choices=[p.key for p in PRESETS], help="a named set of house rules")
    args = ap.parse_args(argv)
    variant = Variant(game)
    given: list[tuple[str, object]] = ([("spring", True)] if args.spring else []) + args.option
    try:
        options = options_of(given, args.preset)
    except ValidationError as exc:
        first = exc.errors()[0]
        ap.error(f"--option {'.'.join(str(p) for p in first['loc'])}: {first['msg']}")
    session = Session(variant, options, seed=args.seed)
    n = variant.players
    levels: list[str] = args.agents
    if len(levels) == 1:
        levels = levels * n
    if len(levels) != n:
        ap.error(f"--agents: {game} has {n} seats, got {len(levels)} levels")
    agents = [make_agent(level, args.seed * 10 + s) for s, level in enumerate(levels)]
    rngs = [random.Random(args.seed * 1000 + s) for s in range(n)]
    stream: RecordStream | None = None
    if args.record:
        # the record goes to disk deal by deal: a long session held whole grows with every deal
        seats = [SeatInfo(kind="ai", level=level) for level in levels]
        try:
            stream = RecordStream(args.record, game, session.options.to_record(), args.seed, seats)
        except OSError as exc:
            print(f"error: cannot write {args.record}: {exc}", file=sys.stderr)
            return 1
    landlord_wins = 0
    mult_sum = 0
    turns = redeals = 0
    t0 = time.perf_counter()

    def flush(
        deals: list[Deal | PlayedDeal],
    ) -> None:  # finished deals to the record; the session forgets them
        nonlocal redeals
        redeals += sum(1 for d in deals if d.redeal)
        if stream is not None:
            for done in deals:
                stream.add(hand_record(done).model_dump(mode="json"))

    try:
        with written(stream):
            for deal_no in range(args.hands):
                if deal_no:
                    session.next_deal()
                    flush(session.forget_finished())  # the last deal and any redeals (D4.4) before this one
                while (seat := session.to_act) is not None:  # None: the deal is over (D5.4)
                    action = agents[seat].choose(
                        session.view(seat), session.legal_actions(seat), rng=rngs[seat]
                    )
                    events = session.apply(action)
                    turns += 1
                    for e in events:
                        if isinstance(e, DealEnded):
                            landlord_wins += e.result.winner == "landlord"
                            mult_sum += e.result.multiplier
            flush(session.forget_finished() + [session.deal])
    except (RecordError, OSError) as exc:
        print(f"error: cannot write {args.record}: {exc}", file=sys.stderr)
        return 1
    elapsed = time.perf_counter() - t0
    print(f"{game}: {args.hands} deals ({redeals} redeals), agents {','.join(levels)}, seed {args.seed}")
    print(f"  landlord won {landlord_wins}/{args.hands}, mean multiplier {mult_sum / max(args.hands, 1):.2f}")
    print(f"  totals {session.totals}; {turns} actions in {elapsed:.2f} s")
    if args.record:
        print(f"  record written to {args.record}")
    return 0


if __name__ == "__main__":
    sys.exit(main(sys.argv[1], sys.argv[2:]))
