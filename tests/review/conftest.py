"""Records for the review tests: short simulated matches written by the games' own simulators."""

from __future__ import annotations

from pathlib import Path

import pytest

from gunapp.core.record import GameRecord, load_record
from gunapp.review.contract import Effort

#: a small effort: the tests check properties, not strength
QUICK = Effort(worlds=6, candidates=3, cpu_cap=5.0)


def simulate(
    game: str,
    tmp: Path,
    seed: int,
    agents: str = "normal",
    hands: int = 1,
    preset: str | None = None,
    options: tuple[str, ...] = (),
) -> GameRecord:
    from gunapp.core import registry

    path = tmp / f"{game}-{seed}{'-' + preset if preset else ''}{'-'.join(('', *options))}.json"
    run = registry.game(game)
    from gunapp.core.game_spec import load

    code = load(run.sim)(
        game,
        ["--hands", str(hands), "--seed", str(seed), "--agents", agents, "--record", str(path)]
        + (["--preset", preset] if preset else [])
        + [a for o in options for a in ("--option", o)],
    )
    assert code == 0
    return load_record(path)


@pytest.fixture(scope="session")
def ddz3_record(tmp_path_factory: pytest.TempPathFactory) -> GameRecord:
    return simulate("ddz3", tmp_path_factory.mktemp("ddz"), 5)


@pytest.fixture(scope="session")
def gunzi_record(tmp_path_factory: pytest.TempPathFactory) -> GameRecord:
    return simulate("gunzi", tmp_path_factory.mktemp("gunzi"), 5)
