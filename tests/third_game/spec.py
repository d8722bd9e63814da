"""High Trick's ``GameSpec``, and ``register``: the test run offers it like the shipped games."""

from __future__ import annotations

from gunapp.core import registry
from gunapp.core.game_spec import GameSpec, RulesSpec, StatsRow
from tests.third_game.codec import KEY
from tests.third_game.engine import FACES

P = "tests.third_game"

RULES = RulesSpec(
    key=KEY,
    title="High Trick",
    options=f"{P}.engine:TrickOptions",
    defaults=f"{P}.codec:house_defaults",
    catalogue=f"{P}.rules:CATALOGUE",
    page=f"{P}.rules:page_body",
    page_title="Rules of High Trick",
    menu_title="Rules of &High Trick",
    explain=f"{P}.rules:TrickExplain",
    levels=f"{P}.rules:TrickLevels",
)

SPEC = GameSpec(
    key=KEY,
    title="High Trick",
    subtitle="Three hands, 24 cards: follow suit, take the most tricks",
    players=3,
    decks=1,
    showcase=("AS", "AH", "AD"),
    rules=RULES,
    stats_rows=(StatsRow("Hands played", "hands_played"), StatsRow("Hands won", "hands_won")),
    codec=f"{P}.codec:CODEC",
    engine=f"{P}.codec:new_match",
    agents=f"{P}.ai:make_agent",
    model=f"{P}.model:TrickModel",
    table=f"{P}.table:make_table",
    sim=f"{P}.ai:run_sim",
    demo=f"{P}.table:demo",
    trick_end=f"{P}.codec:trick_end",
    hand_order=f"{P}.codec:hand_order",
    table_kit=f"{P}.kit:KIT",
    faces=FACES,
)


def register() -> None:
    """Offer High Trick for this run (idempotent)."""
    registry.register(SPEC)
