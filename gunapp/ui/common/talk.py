"""TableTalk: the callouts a table's card moves put up ("Pass", a bid, a declaration with its cards).

Both tables place a ``CalloutBubble`` next to a seat plate (or in the middle of the table for ``seat=None``),
show it at the animator's speed and keep the live ones; they differ only in the defaults below.
"""

from __future__ import annotations

from collections.abc import Sequence
from typing import TYPE_CHECKING

from PySide6.QtCore import QPointF

from gunapp.core.cards import Card
from gunapp.ui.common.alive import alive
from gunapp.ui.common.callout import CalloutBubble, bubble_anchor
from gunapp.ui.table.animator import Call, Pause
from gunapp.ui.table.durations import TALK_HOLD, TALK_PAUSE

if TYPE_CHECKING:
    from gunapp.ui.table.animator import Animator
    from gunapp.ui.table.canvas import TableCanvas


class TableTalk:
    """Mixin for a table's card-moves QObject, which sets ``canvas``, ``anim``, ``_bubbles = []`` and
    ``_centre_bubble = None``. ``talk_accent_shown`` colours bubbles that show cards or big text (None: the
    plain ``talk_accent``)."""

    talk_hold = TALK_HOLD  # how long a callout stays
    talk_pause = TALK_PAUSE  # how long the queue waits after putting one up
    talk_accent = "#8fb79b"
    talk_accent_shown: str | None = None

    canvas: TableCanvas
    anim: Animator
    _bubbles: list[CalloutBubble]
    _centre_bubble: CalloutBubble | None

    def _bubble(
        self,
        seat: int | None,
        text: str,
        cards: Sequence[Card] = (),
        hold: int | None = None,
        big: bool = False,
        accent: str | None = None,
    ) -> CalloutBubble:
        """Put a callout up now; ``hold`` 0 keeps it until dismissed."""
        lay = self.canvas.table_layout
        if accent is None:
            shown = self.talk_accent_shown if (cards or big) else None
            accent = shown or self.talk_accent
        size = max(13.0, lay.card_width * (0.2 if big else 0.15))
        b = CalloutBubble(text, cards, size=size, accent=accent)
        self.canvas.scene.addItem(b)
        r = b.boundingRect()
        if seat is None:
            pt = QPointF(lay.width / 2, lay.height * 0.42)
        else:
            pt = bubble_anchor(lay.plate_rect(seat), lay.side(seat), r.width(), r.height())
        b.setPos(pt)
        if seat is None:
            self._centre_bubble = b
        speed = self.anim.speed
        hold = self.talk_hold if hold is None else hold
        b.show_for(hold if speed > 0 else 1, speed if speed > 0 else 1.0)
        self._bubbles = [x for x in self._bubbles if alive(x)] + [b]
        return b

    def _say(
        self,
        seat: int | None,
        text: str,
        cards: Sequence[Card] = (),
        hold: int | None = None,
        pause: int | None = None,
        big: bool = False,
        accent: str | None = None,
    ) -> None:
        """Queue a callout, then a pause before the next step."""
        hold = self.talk_hold if hold is None else hold
        pause = self.talk_pause if pause is None else pause

        def put_up() -> None:
            if self.canvas.rebuilding:
                return  # a replay's rebuild at speed 0: the callout would be gone before it is drawn
            # the accent goes along only when given, so ``_bubble`` keeps the five-argument shape the
            # Gunzi tests wrap
            if accent is None:
                self._bubble(seat, text, cards, hold, big)
            else:
                self._bubble(seat, text, cards, hold, big, accent)

        self.anim.enqueue(Call(put_up))
        self.anim.enqueue(Pause(pause))

    def bubbles(self) -> list[CalloutBubble]:
        """The callouts still on the table."""
        return [b for b in self._bubbles if alive(b)]

    def dismiss_bubbles(self) -> None:
        """Fade every callout out now."""
        for b in self._bubbles:
            if alive(b):
                b.dismiss()
        self._bubbles = []

    def drop_bubbles(self) -> None:
        """Take every callout down at once, with no fade: a panel opens over the table (the settlement), and
        a callout still fading there looked like a leftover of the hand."""
        for b in self._bubbles:
            if alive(b):
                b.setVisible(False)
                b.dismiss()  # deleted at the end of its (now unseen) fade
        self._bubbles = []
