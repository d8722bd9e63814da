"""The card gallery (View menu): deals all 54 faces and a back onto the felt, so a person can look at them."""

from __future__ import annotations

import functools

from PySide6.QtCore import QEasingCurve, QEvent, QPointF, QSize
from PySide6.QtGui import QColor, QFont
from PySide6.QtWidgets import QGraphicsSimpleTextItem, QVBoxLayout, QWidget

from gunapp.core.cards import FACES, Card
from gunapp.ui.table.animator import Animator, Call, Parallel, Step, Tween
from gunapp.ui.table.card_item import CardItem
from gunapp.ui.table.card_painter import CardPainter, shared_painter
from gunapp.ui.table.card_style import CJK_FAMILIES, FONT_FAMILIES, card_height
from gunapp.ui.table.durations import (
    GALLERY_CARD_FLIP,
    GALLERY_CARD_MOVE,
    GALLERY_FLIP_DELAY,
    GALLERY_RELAYOUT,
    GALLERY_STAGGER,
)
from gunapp.ui.table.scene import TableScene, TableView

COLUMNS = 13


def gallery_faces() -> list[Card | None]:
    """What the gallery shows, in order: the 52 suited faces by suit, then small joker, big joker, back."""
    return [*FACES, None]


def grid_positions(size: QSize, n: int, top: float) -> tuple[int, list[QPointF]]:
    """Card width and centres for ``n`` cards: rows of 13, the last (jokers and back) centred."""
    margin = max(12.0, size.width() * 0.015)
    rows = (n + COLUMNS - 1) // COLUMNS
    by_width = (size.width() - 2 * margin) / (COLUMNS + (COLUMNS - 1) * 0.12)
    by_height = (size.height() - top - margin) / (rows * 1.4 + (rows - 1) * 0.12)
    w = int(max(30, min(by_width, by_height * 1.0, 140)))
    h = card_height(w)
    gap_x, gap_y = w * 0.12, w * 0.12
    grid_w = COLUMNS * w + (COLUMNS - 1) * gap_x
    x0 = (size.width() - grid_w) / 2 + w / 2
    y0 = top + h / 2
    pts: list[QPointF] = []
    for i in range(n):
        row, col = divmod(i, COLUMNS)
        in_row = min(COLUMNS, n - row * COLUMNS)
        shift = (COLUMNS - in_row) * (w + gap_x) / 2
        pts.append(QPointF(round(x0 + shift + col * (w + gap_x)), round(y0 + row * (h + gap_y))))
    return w, pts


class CardGallery(QWidget):
    def __init__(
        self, parent: QWidget | None = None, *, speed: float = 1.0, painter: CardPainter | None = None
    ):
        super().__init__(parent)
        self.painter = painter or shared_painter()
        self.scene = TableScene(self)
        self.view = TableView(self.scene, self)
        box = QVBoxLayout(self)
        box.setContentsMargins(0, 0, 0, 0)
        box.addWidget(self.view)
        self.animator = Animator(self, speed=speed)
        self.title = QGraphicsSimpleTextItem()
        f = QFont()
        f.setFamilies(FONT_FAMILIES[:1] + CJK_FAMILIES + FONT_FAMILIES[1:])
        f.setPixelSize(20)
        f.setBold(True)
        self.title.setFont(f)
        self.title.setBrush(QColor("#f6f1e1"))
        self.scene.addItem(self.title)
        self.items: list[CardItem] = []
        self.view.resized.connect(lambda _s: self.relayout(animate=True))
        self.scene.sceneRectChanged.connect(lambda _r: self._place_title())
        self.retranslate()

    def _top(self) -> float:
        return 20 + self.title.boundingRect().height() + 14

    def deal(self) -> None:
        """Clear the table and deal every face, one after another, flipping each as it lands."""
        self.animator.clear()
        for it in self.items:
            self.scene.removeItem(it)
            it.deleteLater()
        self.items = []
        size = self.view.viewport().size()
        w, pts = grid_positions(size, len(gallery_faces()), self._top())
        start = QPointF(size.width() / 2, size.height() + w)
        steps: list[Step] = []
        for i, (face, pt) in enumerate(zip(gallery_faces(), pts, strict=True)):
            item = CardItem(face, w, face_up=False, painter=self.painter)
            item.setPos(start)
            item.setZValue(i)
            self.scene.addItem(item)
            self.items.append(item)
            delay = i * GALLERY_STAGGER
            steps.append(Tween(item, b"pos", pt, GALLERY_CARD_MOVE, QEasingCurve.Type.OutCubic, delay))
            if face is not None:
                steps.append(
                    Tween(
                        item,
                        b"flip",
                        1.0,
                        GALLERY_CARD_FLIP,
                        QEasingCurve.Type.InOutSine,
                        delay + GALLERY_FLIP_DELAY,
                    )
                )
        self.animator.enqueue(Parallel(steps))

    def relayout(self, animate: bool = False) -> None:
        size = self.view.viewport().size()
        self._place_title()
        if not self.items:
            return
        w, pts = grid_positions(size, len(self.items), self._top())
        steps: list[Step] = []
        for it, pt in zip(self.items, pts, strict=True):
            steps.append(Call(functools.partial(it.set_width, w)))
            steps.append(Tween(it, b"pos", pt, GALLERY_RELAYOUT if animate else 0))
        if self.animator.is_idle():
            self.animator.run_now(Parallel(steps))
        else:
            self.animator.enqueue(Parallel(steps))

    def refresh_cards(self) -> None:
        for it in self.items:
            it.refresh()

    def _place_title(self) -> None:
        width = self.scene.sceneRect().width()
        self.title.setPos(max(8.0, (width - self.title.boundingRect().width()) / 2), 18)

    def retranslate(self) -> None:
        self.title.setText(self.tr("Card gallery: 54 faces and the back"))
        self._place_title()

    def changeEvent(self, event: QEvent) -> None:  # noqa: N802
        if event.type() == QEvent.Type.LanguageChange:
            self.retranslate()
        super().changeEvent(event)
