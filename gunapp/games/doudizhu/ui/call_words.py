"""The words of the call-and-grab rules (D11): the bar's buttons and prompts, the seats' callouts, the stake
ladder and the settlement's factors, translated at call time (context ``DdzCall``)."""

from __future__ import annotations

from PySide6.QtCore import QObject


class DdzCallText(QObject):
    # -- what a seat says (callouts, the bar's buttons) ------------------------------------------------
    def call(self, yes: bool) -> str:
        """D11.1."""
        return self.tr("Call the landlord") if yes else self.tr("Don't call")

    def grab(self, yes: bool) -> str:
        """D11.3."""
        return self.tr("Grab the landlord") if yes else self.tr("Don't grab")

    def show(self, yes: bool, stage: str) -> str:
        """D11.9 (``stage`` "start") and D11.10 ("landlord")."""
        if not yes:
            return self.tr("Don't show")
        return self.tr("Start shown") if stage == "start" else self.tr("Show the hand")

    def double(self, factor: int) -> str:
        """D11.7."""
        if factor >= 4:
            return self.tr("Super double")
        return self.tr("Double") if factor == 2 else self.tr("No double")

    def exclaim(self, text: str) -> str:
        return self.tr("{text}!").format(text=text)

    # -- the bar's prompts -----------------------------------------------------------------------------
    def prompt_call(self) -> str:
        return self.tr("Call the landlord? Nobody has called yet.")

    def prompt_grab(self, final: bool) -> str:
        if final:
            return self.tr("Someone grabbed your call: grab it back (×2)?")
        return self.tr("Grab the landlord from the caller? Each grab doubles the stake.")

    def prompt_show(self, stage: str) -> str:
        if stage == "start":
            return self.tr("Start with your hand shown to everyone? The stake ×4.")
        return self.tr("Show your hand to everyone for the rest of the deal? The stake ×2.")

    def prompt_double(self, landlord: bool) -> str:
        if landlord:
            return self.tr("Double? Your double counts against every peasant.")
        return self.tr("Double? Your double counts for your own payment only.")

    def marker_calls_first(self) -> str:
        return self.tr("Marker card: calls first")

    def nobody_called(self) -> str:
        return self.tr("Nobody called the landlord: the cards are dealt again.")

    def key_hint(self, keys: str) -> str:
        """A button's tooltip naming its key."""
        return self.tr("Key: {keys}").format(keys=keys)

    def keys_yes(self) -> str:
        return self.tr("Keys: 1 or Enter")

    def keys_no(self) -> str:
        return self.tr("Keys: 0, P or Backspace")

    # -- the stake ladder and the settlement's factors ------------------------------------------------
    def grabs(self) -> str:
        return self.tr("Grabs")

    def shown(self) -> str:
        return self.tr("Shown")

    def bombs(self) -> str:
        return self.tr("Bombs")

    def doubles(self) -> str:
        return self.tr("Doubles")

    def base(self) -> str:
        return self.tr("Base")

    def cap(self) -> str:
        return self.tr("Cap")

    def landlord_double(self) -> str:
        return self.tr("Landlord's double")

    def own_double(self) -> str:
        return self.tr("Own double")

    def spring(self) -> str:
        return self.tr("Spring")

    def multiplier(self) -> str:
        return self.tr("Multiplier")

    def landlord_gets(self, seat: str, n: int) -> str:
        return self.tr("{seat}, the landlord, receives {n} in all").format(seat=seat, n=n)

    def landlord_pays(self, seat: str, n: int) -> str:
        return self.tr("{seat}, the landlord, pays {n} in all").format(seat=seat, n=n)

    def breakdown(self) -> str:
        """The settlement row holding the table of each peasant's factors (D11.12)."""
        return self.tr("Each peasant")

    def multiplier_tip(self, landlord: bool) -> str:
        """What the stake panel's multiplier means for the player (D11.12)."""
        if landlord:
            return self.tr("What you win or lose: the sum of every peasant's multiplier, times the base.")
        return self.tr("What you win or lose: your own multiplier, times the base.")

    def mark_double(self, factor: int) -> str:
        """The mark left at a seat's plate (D11.7)."""
        return self.tr("Super ×4") if factor >= 4 else self.tr("Double ×2")

    def mark_shown(self) -> str:
        return self.tr("Shown")


_MADE: list[DdzCallText] = []


def T() -> DdzCallText:  # noqa: N802 (short, as the table's other words)
    """One instance, made on first use (after the QApplication exists)."""
    if not _MADE:
        _MADE.append(DdzCallText())
    return _MADE[0]
