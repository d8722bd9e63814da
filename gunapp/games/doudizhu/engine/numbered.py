"""A Dou Dizhu session whose every deal has a number that deals it again alone (``gunapp.core.deal_numbers``)."""

from __future__ import annotations

from gunapp.core.deal_numbers import MAX_NUMBER, ddz_deal, dealer_of
from gunapp.games.doudizhu.engine.rules import Options, Variant
from gunapp.games.doudizhu.engine.session import Session
from gunapp.games.doudizhu.engine.state import Deal


class NumberedSession(Session):
    """A Dou Dizhu session whose every deal is dealt from a number: the first one ``first`` (default the
    seed, so its first deal is the one a plain ``Session`` would deal), each later one a number drawn from the
    session's generator among those whose dealer is the rotating dealer (about ``players`` draws)."""

    def __init__(
        self, variant: Variant, options: Options | None = None, seed: int = 0, first: int | None = None
    ) -> None:
        if first is None and 0 <= seed <= MAX_NUMBER:
            first = seed
        self._first = first
        dealer = dealer_of(variant, first) if first is not None else None
        super().__init__(variant, options, seed, first_dealer=dealer)

    def _new_deal(self) -> Deal:
        if self._first is not None:
            number, self._first = self._first, None
        else:
            number = self.rng.randrange(MAX_NUMBER + 1)
            while dealer_of(self.variant, number) != self.dealer:
                number = self.rng.randrange(MAX_NUMBER + 1)
        deal = ddz_deal(self.variant, number, self.options, deal_no=self.deal_count)
        self.deals.append(deal)
        return deal
