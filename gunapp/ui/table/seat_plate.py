"""Seat plates (avatar, name, role badge, level/score line, turn highlight) and card-count badges.

The texts are given already translated by the game table; the plate only draws them. Call the setters
again after a language change.
"""

from __future__ import annotations

import math
from collections.abc import Sequence

from PySide6.QtCore import Property, QPointF, QRectF, Qt
from PySide6.QtGui import QColor, QFont, QFontMetricsF, QLinearGradient, QPainter, QPen
from PySide6.QtWidgets import QGraphicsItem, QGraphicsObject, QWidget

from gunapp.ui.table.card_style import CJK_FAMILIES, FONT_FAMILIES, font

UI_FAMILIES = FONT_FAMILIES[:1] + CJK_FAMILIES + FONT_FAMILIES[1:]
AVATAR_COLOURS = ["#d9822b", "#3f7fbf", "#8e5bb5", "#2a9d8f"]
ROLE_COLOURS = {"landlord": "#d64545", "peasant": "#3f7fbf", "dealer": "#d9a521", "partner": "#2a9d8f"}


#: the second line's size as a share of the plate's height, and the smallest it shrinks to before eliding
INFO_SIZE = 0.22
INFO_MIN_SIZE = 0.185


def info_font(text: str, h: float, avail: float) -> QFont:
    """The second line's font: a longer line ("IA normale · Liv. 10", "Normal AI · −120 pts") is set a
    little smaller to fit the plate rather than cut, down to ``INFO_MIN_SIZE``; past that it is elided."""
    f = font(UI_FAMILIES, h * INFO_SIZE, QFont.Weight.Normal)
    wide = QFontMetricsF(f).horizontalAdvance(text)
    if wide > avail > 0:
        f = font(
            UI_FAMILIES, max(h * INFO_MIN_SIZE, math.floor(h * INFO_SIZE * avail / wide)), QFont.Weight.Normal
        )
    return f


def avatar_initials(names: Sequence[str]) -> list[str]:
    """One avatar letter per name, no two alike at one table: a name's first letter, else the first letter of
    one of its later words ("Di fronte" -> F beside "Destra"), else one of its later letters."""
    used: set[str] = set()
    out: list[str] = []
    for name in names:
        words = name.split()
        choices = [w[:1] for w in words] + [ch for ch in name if ch.isalnum()]
        pick = next((c.upper() for c in choices if c.upper() not in used), name[:1].upper())
        used.add(pick)
        out.append(pick)
    return out


def share_initials(plates: Sequence[SeatPlate]) -> None:
    """Give the plates of one table distinct avatar letters (in seat order: the first claimant keeps its
    first letter)."""
    named = sorted((p for p in plates if p.name), key=lambda p: p.seat)
    for plate, initial in zip(named, avatar_initials([p.name for p in named]), strict=True):
        plate.set_initial(initial)


class SeatPlate(QGraphicsObject):
    """A rounded panel for one seat. ``pos`` is its top-left corner; ``set_size`` follows the layout."""

    def __init__(self, seat: int, parent: QGraphicsItem | None = None) -> None:
        super().__init__(parent)
        self.seat = seat
        self._w, self._h = 200.0, 66.0
        self._name = ""
        self._initial = ""  # the avatar's letter, unique at the table (``share_initials``)
        self._info = ""
        self._role = ""
        self._role_colour = QColor(ROLE_COLOURS["dealer"])
        self._active = False
        self._glow = 0.0
        self.setZValue(5)
        # painted again only when a setter changes something: the table refreshes the plates after every
        # step, and cards flying over a plate would otherwise repaint its gradient, avatar and texts
        self.setCacheMode(QGraphicsItem.CacheMode.DeviceCoordinateCache)

    # -- content ----------------------------------------------------------------------------------------
    def set_size(self, w: float, h: float) -> None:
        if (w, h) != (self._w, self._h):
            self.prepareGeometryChange()
            self._w, self._h = w, h

    def set_name(self, name: str) -> None:
        if name != self._name:
            self._name = name
            self._initial = name[:1].upper()
            self.update()
            scene = self.scene()
            if scene is not None:  # the other plates' letters may have to give way (Destra / Di fronte)
                share_initials([it for it in scene.items() if isinstance(it, SeatPlate)])

    def set_initial(self, initial: str) -> None:
        if initial != self._initial:
            self._initial = initial
            self.update()

    @property
    def initial(self) -> str:
        return self._initial

    def set_info(self, text: str) -> None:
        """The second line: level, score, or anything the game wants (already translated)."""
        if text != self._info:
            self._info = text
            self.update()

    def set_role(self, text: str, colour: str | QColor = ROLE_COLOURS["dealer"]) -> None:
        """A badge such as 地主 / Landlord or 庄家 / Dealer; empty text hides it."""
        colour = QColor(colour)
        if (text, colour) != (self._role, self._role_colour):
            self._role = text
            self._role_colour = colour
            self.update()

    def set_active(self, on: bool) -> None:
        """Highlight the seat whose turn it is."""
        glow = 1.0 if on else 0.0
        if (on, glow) != (self._active, self._glow):
            self._active = on
            self._glow = glow
            self.update()

    @property
    def name(self) -> str:
        return self._name

    @property
    def plate_height(self) -> float:
        """The panel's height (its bounding rectangle adds room for the role badge and the glow)."""
        return self._h

    @property
    def info(self) -> str:
        return self._info

    @property
    def role(self) -> str:
        return self._role

    @property
    def role_kind(self) -> str:
        """Which of ``ROLE_COLOURS`` the badge shows ("landlord", ...), by its colour; "" for none or another:
        what a language switch needs to name the badge again."""
        if not self._role:
            return ""
        return next((k for k, c in ROLE_COLOURS.items() if QColor(c) == self._role_colour), "")

    def _get_glow(self) -> float:
        return self._glow

    def _set_glow(self, v: float) -> None:
        self._glow = v
        self.update()

    glow = Property(float, _get_glow, _set_glow)

    # -- painting ---------------------------------------------------------------------------------------
    def boundingRect(self) -> QRectF:  # noqa: N802
        return QRectF(-6, -14, self._w + 12, self._h + 20)

    def paint(self, p: QPainter, option: object, widget: QWidget | None = None) -> None:
        p.setRenderHint(QPainter.RenderHint.Antialiasing)
        w, h = self._w, self._h
        r = h * 0.22
        rect = QRectF(0, 0, w, h)
        grad = QLinearGradient(0, 0, 0, h)
        grad.setColorAt(0, QColor(8, 28, 18, 170))
        grad.setColorAt(1, QColor(4, 16, 10, 200))
        p.setBrush(grad)
        border = QColor("#f2c14e") if self._glow > 0 else QColor(255, 255, 255, 46)
        p.setPen(QPen(border, 2.0 if self._glow > 0 else 1.0))
        p.drawRoundedRect(rect, r, r)
        # avatar
        d = h * 0.68
        ac = QPointF(h * 0.5, h / 2)
        p.setPen(QPen(QColor(255, 255, 255, 160), 1.5))
        p.setBrush(QColor(AVATAR_COLOURS[self.seat % len(AVATAR_COLOURS)]))
        p.drawEllipse(ac, d / 2, d / 2)
        initial = self._initial
        if initial:
            f = font(UI_FAMILIES, d * 0.5)
            fm = QFontMetricsF(f)
            p.setFont(f)
            p.setPen(QColor("white"))
            p.drawText(
                QPointF(ac.x() - fm.horizontalAdvance(initial) / 2, ac.y() + fm.capHeight() / 2), initial
            )
        # name and info
        x = h * 0.95
        avail = w - x - h * 0.15
        f = font(UI_FAMILIES, h * 0.27)
        fm = QFontMetricsF(f)
        p.setFont(f)
        p.setPen(QColor("#ffffff"))
        p.drawText(QPointF(x, h * 0.44), fm.elidedText(self._name, Qt.TextElideMode.ElideRight, avail))
        f2 = info_font(self._info, h, avail)
        fm2 = QFontMetricsF(f2)
        p.setFont(f2)
        p.setPen(QColor("#cfe3d6"))
        p.drawText(QPointF(x, h * 0.78), fm2.elidedText(self._info, Qt.TextElideMode.ElideRight, avail))
        # role badge over the top-right corner
        if self._role:
            f3 = font(UI_FAMILIES, h * 0.2)
            fm3 = QFontMetricsF(f3)
            bw = fm3.horizontalAdvance(self._role) + h * 0.3
            bh = h * 0.32
            badge = QRectF(w - bw - h * 0.12, -bh * 0.45, bw, bh)
            p.setPen(QPen(QColor(255, 255, 255, 200), 1))
            p.setBrush(self._role_colour)
            p.drawRoundedRect(badge, bh / 2, bh / 2)
            p.setFont(f3)
            p.setPen(QColor("white"))
            p.drawText(badge, Qt.AlignmentFlag.AlignCenter, self._role)


class CountBadge(QGraphicsObject):
    """A round badge with the number of cards an opponent holds. ``pos`` is its centre."""

    def __init__(self, parent: QGraphicsItem | None = None) -> None:
        super().__init__(parent)
        self._count = 0
        self._d = 30.0
        self.setZValue(400)
        self.setCacheMode(QGraphicsItem.CacheMode.DeviceCoordinateCache)

    def set_count(self, n: int) -> None:
        self.setVisible(n > 0)
        if n != self._count:
            self._count = n
            self.update()

    @property
    def count(self) -> int:
        return self._count

    def set_diameter(self, d: float) -> None:
        if d != self._d:
            self.prepareGeometryChange()
            self._d = d

    def boundingRect(self) -> QRectF:  # noqa: N802
        r = self._d / 2 + 2
        return QRectF(-r, -r, 2 * r, 2 * r)

    def paint(self, p: QPainter, option: object, widget: QWidget | None = None) -> None:
        p.setRenderHint(QPainter.RenderHint.Antialiasing)
        r = self._d / 2
        p.setPen(QPen(QColor("white"), 2))
        p.setBrush(QColor("#e07b24"))
        p.drawEllipse(QPointF(0, 0), r, r)
        f = font(FONT_FAMILIES, self._d * 0.48)
        p.setFont(f)
        p.setPen(QColor("white"))
        p.drawText(QRectF(-r, -r, 2 * r, 2 * r), Qt.AlignmentFlag.AlignCenter, str(self._count))
