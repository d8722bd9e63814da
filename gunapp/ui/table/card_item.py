"""One card on the table: a QGraphicsObject drawing one cached pixmap per frame.

The item's origin is the card's centre, so ``pos`` is the centre, rotation turns about the middle and the
layout speaks in centres. Animatable Qt properties (names for ``Tween``): ``pos``, ``rotation``, ``z``,
``opacity``, ``scale`` (inherited) and ``flip`` (1.0 face up, 0.0 face down: the pixmap is squeezed
horizontally and the front/back swap half-way), ``lift`` (px raised, for hover and selection) and
``cardWidth`` (px; resizes without animating the pixmap itself).

An ``interactive`` card (the human's hand) lifts on hover and toggles ``selected`` on a click, emitting
``clicked`` and ``selected_changed``; games decide what a selection means.
"""

from __future__ import annotations

from PySide6.QtCore import Property, QEasingCurve, QPointF, QPropertyAnimation, QRectF, Qt, Signal
from PySide6.QtGui import QColor, QPainter, QPainterPath, QPixmap
from PySide6.QtWidgets import QGraphicsItem, QGraphicsObject, QGraphicsSceneMouseEvent, QWidget

from gunapp.core.cards import Card
from gunapp.ui.table.card_painter import CardPainter, shared_painter
from gunapp.ui.table.card_style import card_height, shadow_margin
from gunapp.ui.table.durations import CARD_LIFT

#: fractions of the card height
HOVER_LIFT = 0.07
SELECT_LIFT = 0.2


class CardItem(QGraphicsObject):
    clicked = Signal(object)
    selected_changed = Signal(object, bool)

    def __init__(
        self,
        card: Card | None,
        width: int = 80,
        *,
        face_up: bool = True,
        painter: CardPainter | None = None,
        parent: QGraphicsItem | None = None,
    ) -> None:
        super().__init__(parent)
        self._card = card
        self._width = max(8, int(width))
        self._flip = 1.0 if face_up else 0.0
        self._lift = 0.0
        self._hover = False
        self._selected = False
        self._interactive = False
        self._dimmed = False
        self._mark: QColor | None = None
        self._painter = painter or shared_painter()
        self._pm: QPixmap | None = None
        self._pm_key: tuple[object, ...] | None = None
        self._pm_dpr = 0.0
        self._lift_anim: QPropertyAnimation | None = None
        self._bounds = QRectF()
        self._offset = QPointF()
        self._update_geometry()
        self.setAcceptedMouseButtons(Qt.MouseButton.NoButton)

    # -- identity ---------------------------------------------------------------------------------------
    @property
    def card(self) -> Card | None:
        return self._card

    def set_card(self, card: Card | None) -> None:
        if card != self._card:
            self._card = card
            self._pm = None
            self.update()

    def _update_geometry(self) -> None:
        # paint() and boundingRect() run for every card in every frame: keep them to a lookup
        w, h = self._width, self.height
        m = shadow_margin(w)
        top_extra = h * (SELECT_LIFT + HOVER_LIFT) + 2
        self._bounds = QRectF(-w / 2 - m, -h / 2 - m - top_extra, w + 2 * m, h + 2 * m + top_extra)
        self._offset = QPointF(-w / 2 - m, -h / 2 - m)

    def refresh(self) -> None:
        """Drop the item's pixmap (after the painter's four-colour or joker labels changed)."""
        self._pm = None
        self.update()

    # -- geometry ---------------------------------------------------------------------------------------
    @property
    def width(self) -> int:
        return self._width

    @property
    def height(self) -> int:
        return int(card_height(self._width))

    def set_width(self, width: int) -> None:
        width = max(8, int(width))
        if width != self._width:
            self.prepareGeometryChange()
            self._width = width
            self._update_geometry()
            self._pm = None
            self.update()

    def _get_width(self) -> int:
        return self._width

    cardWidth = Property(int, _get_width, set_width)  # noqa: N815 (Qt property name)

    def card_rect(self) -> QRectF:
        """The card's face rectangle in item coordinates, including the current lift."""
        w, h = self._width, self.height
        return QRectF(-w / 2, -h / 2 - self._lift, w, h)

    def boundingRect(self) -> QRectF:  # noqa: N802 (Qt override)
        return self._bounds

    def shape(self) -> QPainterPath:
        path = QPainterPath()
        path.addRect(self.card_rect())
        return path

    # -- flip / lift ------------------------------------------------------------------------------------
    @property
    def face_up(self) -> bool:
        return self._flip >= 0.5

    def _get_flip(self) -> float:
        return self._flip

    def set_flip(self, value: float) -> None:
        value = min(1.0, max(0.0, float(value)))
        if value != self._flip:
            if (value >= 0.5) != (self._flip >= 0.5):
                self._pm = None  # the other side shows now
            self._flip = value
            self.update()

    flip = Property(float, _get_flip, set_flip)

    def _get_lift(self) -> float:
        return self._lift

    def _set_lift(self, value: float) -> None:
        if value != self._lift:
            self._lift = float(value)
            self.update()

    lift = Property(float, _get_lift, _set_lift)

    def _target_lift(self) -> float:
        h = self.height
        return h * ((SELECT_LIFT if self._selected else 0.0) + (HOVER_LIFT if self._hover else 0.0))

    def _animate_lift(self) -> None:
        # hover and selection are direct feedback to the pointer: they do not wait for the game queue
        if self._lift_anim is None:
            self._lift_anim = QPropertyAnimation(self, b"lift", self)
            self._lift_anim.setDuration(CARD_LIFT)
            self._lift_anim.setEasingCurve(QEasingCurve.Type.OutQuad)
        self._lift_anim.stop()
        self._lift_anim.setEndValue(self._target_lift())
        self._lift_anim.start()

    # -- interaction ------------------------------------------------------------------------------------
    @property
    def interactive(self) -> bool:
        return self._interactive

    def set_interactive(self, on: bool) -> None:
        self._interactive = on
        self.setAcceptHoverEvents(on)
        self.setAcceptedMouseButtons(Qt.MouseButton.LeftButton if on else Qt.MouseButton.NoButton)
        self.setCursor(Qt.CursorShape.PointingHandCursor if on else Qt.CursorShape.ArrowCursor)
        if not on and self._hover:
            self._hover = False
            self._animate_lift()

    @property
    def selected(self) -> bool:
        return self._selected

    def set_selected(self, on: bool, *, animate: bool = True) -> None:
        if on == self._selected:
            return
        self._selected = on
        if animate:
            self._animate_lift()
        else:
            self._set_lift(self._target_lift())
        self.selected_changed.emit(self, on)

    @property
    def dimmed(self) -> bool:
        return self._dimmed

    def set_dimmed(self, on: bool) -> None:
        """Grey the card out (for example a card the rules do not allow now)."""
        if on != self._dimmed:
            self._dimmed = on
            self.update()

    @property
    def mark(self) -> QColor | None:
        return self._mark

    def set_mark(self, colour: QColor | None) -> None:
        """Point the card out while it is face up: a light wash of ``colour`` and its lower left corner folded
        in it (the visible strip of a fanned card), e.g. the bottom's six in the dealer's hand; None: plain."""
        if colour != self._mark:
            self._mark = colour
            self.update()

    def hoverEnterEvent(self, event: object) -> None:  # noqa: N802
        self._hover = True
        self._animate_lift()

    def hoverLeaveEvent(self, event: object) -> None:  # noqa: N802
        self._hover = False
        self._animate_lift()

    def mousePressEvent(self, event: QGraphicsSceneMouseEvent) -> None:  # noqa: N802
        if not self._interactive or event.button() != Qt.MouseButton.LeftButton:
            event.ignore()
            return
        event.accept()
        self.set_selected(not self._selected)
        self.clicked.emit(self)

    # -- painting ---------------------------------------------------------------------------------------
    def _pixmap(self, dpr: float) -> QPixmap:
        pm = self._pm
        if pm is None or dpr != self._pm_dpr:
            pm = self._painter.pixmap(self._card if self._flip >= 0.5 else None, self._width, dpr)
            self._pm, self._pm_dpr = pm, dpr
        return pm

    def paint(self, painter: QPainter, option: object, widget: QWidget | None = None) -> None:
        flip = self._flip
        device = painter.device()
        pm = self._pixmap(device.devicePixelRatioF() if device is not None else 1.0)
        if flip == 1.0 or flip == 0.0:
            if self._lift:
                painter.drawPixmap(self._offset + QPointF(0, -self._lift), pm)
            else:
                painter.drawPixmap(self._offset, pm)
        else:
            sx = abs(2.0 * flip - 1.0)
            if sx < 0.02:
                return
            painter.save()
            painter.setRenderHint(QPainter.RenderHint.SmoothPixmapTransform)
            painter.translate(0, -self._lift)
            painter.scale(sx, 1.0)
            painter.drawPixmap(self._offset, pm)
            painter.restore()
        if self._dimmed:
            w = self._width
            path = QPainterPath()
            path.addRoundedRect(self.card_rect(), w * 0.075, w * 0.075)
            painter.fillPath(path, QColor(20, 30, 25, 110))
        if self._mark is not None and flip >= 0.5:
            self._paint_mark(painter, self._mark)

    def _paint_mark(self, painter: QPainter, colour: QColor) -> None:
        r, w = self.card_rect(), self._width
        face = QPainterPath()
        face.addRoundedRect(r, w * 0.075, w * 0.075)
        wash = QColor(colour)
        wash.setAlpha(46)
        painter.fillPath(face, wash)
        fold = QPainterPath()
        s = w * 0.3
        fold.moveTo(r.left(), r.bottom() - s)
        fold.lineTo(r.left(), r.bottom())
        fold.lineTo(r.left() + s, r.bottom())
        fold.closeSubpath()
        painter.fillPath(fold.intersected(face), colour)
