"""TableScene and TableView: scene coordinates are the view's pixels, so cards stay pixel-sharp.

The view keeps the scene rect equal to its viewport and emits ``resized`` (debounced) so the owner can
compute a new ``TableLayout`` and move the cards; the felt background is redrawn for the new size.
"""

from __future__ import annotations

from PySide6.QtCore import QRect, QRectF, QSize, QSizeF, Qt, QTimer, Signal
from PySide6.QtGui import QPainter, QResizeEvent
from PySide6.QtWidgets import QFrame, QGraphicsScene, QGraphicsView, QWidget

from gunapp.ui.table.felt import felt_for


class TableScene(QGraphicsScene):
    """A scene with the felt as background. Items are added by the table pieces."""

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setItemIndexMethod(QGraphicsScene.ItemIndexMethod.NoIndex)  # everything moves all the time
        self.setSceneRect(0, 0, 1280, 800)

    def drawBackground(self, painter: QPainter, rect: QRectF | QRect) -> None:  # noqa: N802 (Qt override)
        # only the exposed part: a card's move repaints a few small rects, not the whole felt
        sr = self.sceneRect()
        device = painter.device()
        dpr = device.devicePixelRatioF() if device is not None else 1.0
        pm, at = felt_for(QSize(round(sr.width()), round(sr.height())), dpr)
        origin = sr.topLeft() + at
        target = QRectF(rect).intersected(QRectF(origin, QSizeF(pm.size()) / pm.devicePixelRatio()))
        if target.isEmpty():
            return
        source = target.translated(-origin)
        painter.drawPixmap(
            target,
            pm,
            QRectF(source.topLeft() * pm.devicePixelRatio(), source.size() * pm.devicePixelRatio()),
        )


class TableView(QGraphicsView):
    """Shows a TableScene 1:1; ``resized(QSize)`` fires 60 ms after the last resize step."""

    resized = Signal(QSize)

    def __init__(self, scene: TableScene, parent: QWidget | None = None) -> None:
        super().__init__(scene, parent)
        self.setFrameShape(QFrame.Shape.NoFrame)
        self.setHorizontalScrollBarPolicy(Qt.ScrollBarPolicy.ScrollBarAlwaysOff)
        self.setVerticalScrollBarPolicy(Qt.ScrollBarPolicy.ScrollBarAlwaysOff)
        self.setAlignment(Qt.AlignmentFlag.AlignLeft | Qt.AlignmentFlag.AlignTop)
        self.setRenderHints(
            QPainter.RenderHint.Antialiasing
            | QPainter.RenderHint.TextAntialiasing
            | QPainter.RenderHint.SmoothPixmapTransform
        )
        self.setViewportUpdateMode(QGraphicsView.ViewportUpdateMode.SmartViewportUpdate)
        # no CacheBackground: the felt is already one cached pixmap (``felt_for``), and the view's cache was a
        # second copy of it (4 MB at 1280 x 800) that a frame copied from all the same (issue 29)
        self.setOptimizationFlag(QGraphicsView.OptimizationFlag.DontSavePainterState, True)
        self.setMinimumSize(480, 360)
        self._debounce = QTimer(self)
        self._debounce.setSingleShot(True)
        self._debounce.setInterval(60)
        self._debounce.timeout.connect(lambda: self.resized.emit(self.viewport().size()))

    def resize_pending(self) -> bool:
        """A resize whose ``resized`` has not fired yet (the table still shows the old size's layout)."""
        return self._debounce.isActive()

    def resizeEvent(self, event: QResizeEvent) -> None:  # noqa: N802 (Qt override)
        super().resizeEvent(event)
        size = self.viewport().size()
        self.scene().setSceneRect(0, 0, size.width(), size.height())
        self._debounce.start()
