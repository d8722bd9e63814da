"""The stake of a deal as it grows (the ladder the table shows) and each peasant's payment at the settlement
(D8.2, D11.5, D11.8, D11.11, D11.12).

Each peasant p pays, or is paid, ``base × 2^g × s × 2^m × spring × d(p) × d(L)``, the multiplier (everything
but ``base``) capped by ``doublingCap``, last. Under the default options g = 0, s = 1 and every d = 1, and this
is D8.1-D8.4 unchanged.
"""

from __future__ import annotations

from dataclasses import dataclass


@dataclass(frozen=True, slots=True)
class Stake:
    """The stake as it stands, for the ladder: every factor so far (the events of section 11 carry the stake
    after them, ``DealView.stake`` the stake now).

    ``base``: the bid (``bidding=points``: the highest bid so far, 0 before any) or 1 (``bidding=grab``, from
    the first call, 0 before);
    ``grabs``: g, each grab ×2 (D11.5); ``show``: s, the largest show factor, 1, 2 or 4 (D11.11);
    ``doublings``: m, the doubling plays so far (D8.2); ``doubles``: d per seat, 1 until chosen (D11.7);
    ``landlord``: -1 until known.
    """

    base: int = 0
    grabs: int = 0
    show: int = 1
    doublings: int = 0
    doubles: tuple[int, ...] = ()
    landlord: int = -1

    @property
    def common(self) -> int:
        """2^g × s × 2^m: the multiplier every peasant's payment shares, before the doubles (and spring)."""
        return (1 << self.grabs) * self.show * (1 << self.doublings)

    def double_of(self, seat: int) -> int:
        return self.doubles[seat] if 0 <= seat < len(self.doubles) else 1

    def peasant_multiplier(self, seat: int) -> int:
        """2^g × s × 2^m × d(p) × d(L) for peasant ``seat`` (before spring and the cap)."""
        return self.common * self.double_of(seat) * self.double_of(self.landlord)

    def multiplier_of(self, seat: int) -> int:
        """The multiplier a seat plays for now (before spring and the cap): a peasant's own, or for the
        landlord the sum over the peasants (what the landlord wins or loses, in units of ``base``). Before the
        landlord is known: the common multiplier."""
        n = len(self.doubles)
        if self.landlord < 0 or n == 0:
            return self.common
        if seat != self.landlord:
            return self.peasant_multiplier(seat)
        return sum(self.peasant_multiplier(p) for p in range(n) if p != self.landlord)


@dataclass(frozen=True, slots=True)
class PeasantPayment:
    """D11.12, one peasant's line of the settlement: the factors, the multiplier before and after the cap, and
    ``amount`` = ``base × multiplier``, positive when this peasant pays the landlord, negative when it is paid.

    ``grabs`` is g (factor 2^g), ``doublings`` is m (factor 2^m), ``spring`` the factor (1 or 2), ``double``
    d(p), ``landlord_double`` d(L), ``cap`` the ``doublingCap`` (None: no cap).
    """

    seat: int
    base: int
    grabs: int
    show: int
    doublings: int
    spring: int
    double: int
    landlord_double: int
    uncapped: int
    cap: int | None
    multiplier: int
    amount: int

    @property
    def capped(self) -> bool:
        return self.multiplier < self.uncapped


def peasant_payments(
    players: int,
    landlord: int,
    base: int,
    doublings: int,
    landlord_won: bool,
    *,
    spring: int = 1,
    grabs: int = 0,
    show: int = 1,
    doubles: tuple[int, ...] = (),
    cap: int | None = None,
) -> tuple[PeasantPayment, ...]:
    """D11.12: each peasant's line, in seat order (``spring`` is the factor, 1 or 2; ``doubles`` d per seat,
    empty: all 1)."""
    d = doubles or (1,) * players
    sign = 1 if landlord_won else -1
    out: list[PeasantPayment] = []
    for p in range(players):
        if p == landlord:
            continue
        uncapped = ((1 << grabs) * show * d[p] * d[landlord] << doublings) * spring
        mult = uncapped if cap is None else min(uncapped, cap)
        out.append(
            PeasantPayment(
                p,
                base,
                grabs,
                show,
                doublings,
                spring,
                d[p],
                d[landlord],
                uncapped,
                cap,
                mult,
                sign * base * mult,
            )
        )
    return tuple(out)
