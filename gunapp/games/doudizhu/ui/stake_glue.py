"""DdzStakeGlue: the call-and-grab rules (D11) between the table's animations and its panels, mixed into
``DdzTable``: the stake panel follows each ×2 / ×4 (``DdzDealMoves.stake_changed``) with the player's own
multiplier, and the shown hands know when the replay draws every hand itself."""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

from PySide6.QtCore import QPoint, QRectF
from PySide6.QtWidgets import QWidget

from gunapp.games.doudizhu.engine.stake import Stake
from gunapp.games.doudizhu.ui.stake_ladder import own_multiplier, result_multiplier

if TYPE_CHECKING:
    from gunapp.games.doudizhu.model import DdzModel
    from gunapp.games.doudizhu.ui.panels import StakePanel
    from gunapp.ui.table.canvas import TableCanvas


class DdzStakeGlue:
    """``DdzTable`` supplies the attributes below."""

    model: DdzModel | None
    stake: StakePanel
    canvas: TableCanvas
    replay_viewer: Any

    def _place_overlays(self) -> None:  # DdzTable's: the panel grows with its ladder
        raise NotImplementedError

    def overlay_panels(self) -> list[QWidget]:  # DdzTable's
        raise NotImplementedError

    def _on_stake(self, stake: Stake, pop: bool) -> None:
        """Call and grab (D11): the player's own multiplier (the landlord's: the peasants' sum) and the
        factors it is made of; ``pop`` when a ×2 / ×4 just happened."""
        if self.model is None or not self.model.session.options.call_and_grab:
            return
        seat = self.model.viewer
        cap = self.model.session.options.doubling_cap
        self.stake.set_stake(stake, seat, own_multiplier(stake, seat, cap))
        if pop:
            self.stake.pop(self.canvas.animator.speed)
        self._place_overlays()

    def _on_multiplier(self, multiplier: int, _doubled: bool) -> None:
        """A bomb, a rocket or a spring doubled the stake (D8.2, D8.4)."""
        model = self.model
        speed = self.canvas.animator.speed
        if model is None or not model.session.options.call_and_grab:
            self.stake.bump(multiplier, speed)
            return
        view = model.view()
        if view.result is not None:  # the spring: the multiplier as settled (D11.12)
            self.stake.set_stake(view.stake, model.viewer, result_multiplier(view.result, model.viewer))
            self.stake.pop(speed)
        else:
            self._on_stake(view.stake, True)

    def _own_shown_hands(self) -> bool:
        """False while the replay lays every hand face up itself (its reveal layer)."""
        viewer = self.replay_viewer
        return not (viewer is not None and viewer.model is self.model and viewer.view_seat is None)

    def _panel_rects(self) -> list[QRectF]:
        """The panels over the canvas a top seat's shown hand keeps clear of."""
        out = []
        for w in self.overlay_panels():
            if w.isVisible():
                top_left = w.mapTo(self.canvas, QPoint(0, 0))
                out.append(QRectF(top_left.x(), top_left.y(), w.width(), w.height()))
        return out
