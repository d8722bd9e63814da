"""Numbered deals (issue 13 item 6): the same number deals the same cards, marker and starter."""

from __future__ import annotations

import pytest

from gunapp.games.doudizhu.engine import numbered as dn
from gunapp.games.doudizhu.engine import record_io as ddz_io
from gunapp.games.doudizhu.engine.numbered import NumberedSession
from gunapp.games.doudizhu.engine.rules import Variant
from gunapp.games.doudizhu.engine.session import Session
from gunapp.games.gunzi.engine import numbered as gn
from gunapp.games.gunzi.engine import record_io as gunzi_io
from gunapp.games.gunzi.engine.actions import DealNext
from gunapp.games.gunzi.engine.phase import Phase


@pytest.mark.parametrize("variant", [Variant.DDZ3, Variant.DDZ4])
@pytest.mark.parametrize("number", [0, 7, 123456789])
def test_ddz_same_number_same_deal_d3(variant: Variant, number: int) -> None:
    """D3.1-D3.3: deck order, marker, dealer, starter and first bidder are a pure function of the number."""
    a = dn.ddz_deal(variant, number)
    b = dn.ddz_deal(variant, number)
    assert a.deck == b.deck and a.marker_index == b.marker_index and a.dealer == b.dealer
    assert a.hands == b.hands and a.first_bidder == b.first_bidder and a.starter == b.starter
    other = dn.ddz_deal(variant, number + 1)
    assert other.deck != a.deck


def test_ddz_number_is_what_a_seeded_session_deals_first() -> None:
    plain = Session(Variant.DDZ3, seed=4242)
    numbered = dn.ddz_deal(Variant.DDZ3, 4242)
    assert plain.deal.deck == numbered.deck and plain.deal.dealer == numbered.dealer
    assert plain.deal.marker_index == numbered.marker_index


def test_every_later_ddz_deal_has_a_number_that_deals_it_again_d3_1() -> None:
    s = NumberedSession(Variant.DDZ4, seed=99)
    # the session's later deals (as next_deal makes them): each number re-deals it with the rotating dealer
    for step in range(3):
        s.dealer = (s.dealer + 1) % 4
        deal = s._new_deal()
        number = dn.number_of(deal)
        assert number is not None
        again = dn.ddz_deal(Variant.DDZ4, number)
        assert again.deck == deal.deck and again.dealer == deal.dealer == s.dealer, step


def test_ddz_record_names_the_number_and_keeps_it_on_replay() -> None:
    s = NumberedSession(Variant.DDZ3, seed=5, first=31337)
    rec = ddz_io.session_record(s)
    assert rec.hands[0].model_extra == {"deal_number": 31337}
    rep = ddz_io.replay(rec)
    assert dn.number_of(rep.deals[0]) == 31337


def test_ddz_number_range_is_checked() -> None:
    with pytest.raises(ValueError):
        dn.ddz_cards(Variant.DDZ3, -1)


def _dealt(number: int) -> list[list[str]]:
    state = gn.gunzi_match(number)
    while state.phase is Phase.DEAL and state.dealt < 156:
        state.apply(DealNext())
    return [sorted(c.code for c in h) for h in state.hands]


def test_gunzi_same_number_same_first_hand_r8() -> None:
    """R8.1/R8.2: the deck and the starter of a match's first hand are fixed by the number."""
    a, b = gn.gunzi_match(2024), gn.gunzi_match(2024)
    assert a.starter == b.starter and a.records[0]["deck"] == b.records[0]["deck"]
    assert _dealt(2024) == _dealt(2024)
    assert _dealt(2024) != _dealt(2025)


def test_gunzi_record_names_the_number_and_replay_keeps_it() -> None:
    state = gn.gunzi_match(777)
    rec = gunzi_io.to_record(state)
    assert rec.hands[0].model_extra.get("deal_number") == 777
    assert gn.gunzi_number(gunzi_io.replay(rec), 0) == 777


def test_the_numbers_module_imports_no_game_engine() -> None:
    """Issue 29 §2: both tables import ``deal_numbers``; at module level it imported both engines, so a Gunzi
    table carried the Dou Dizhu move generator (6.5 MB resident) and a Dou Dizhu table the Gunzi engine."""
    import subprocess
    import sys

    probe = (
        "import sys, gunapp.core.deal_numbers;"
        "print(sorted(m for m in sys.modules if m.startswith('gunapp.games')))"
    )
    out = subprocess.run(
        [sys.executable, "-c", probe], capture_output=True, text=True, check=True, timeout=60
    )
    assert out.stdout.strip() == "[]"
