"""Card faces and backs drawn with QPainter, rendered once per (face, size, pixel ratio) and cached.

All 54 faces: corner indices large enough to read at 60 px card width (the part left visible in a crowded
fan), suit symbols of our own (``suit_shapes``), pips for 2..10, a large pip for the ace, double-headed court
panels for J/Q/K, and jokers in the 大王/小王 style (big joker red and gold, small joker black) with the
vertical word JOKER in the corners plus a caption in the current language. An optional four-colour deck
paints clubs green and diamonds blue.

``CardPainter.pixmap()`` returns the card with a soft drop shadow baked in (``shadow_margin`` px on every
side), so a card item draws exactly one pixmap per frame.
"""

from __future__ import annotations

from collections import OrderedDict

from PySide6.QtCore import QCoreApplication, QPointF, QRectF, Qt
from PySide6.QtGui import (
    QBrush,
    QColor,
    QFont,
    QFontMetricsF,
    QImage,
    QLinearGradient,
    QPainter,
    QPainterPath,
    QPen,
    QPixmap,
    QRadialGradient,
)

from gunapp.core.cards import Card, Suit
from gunapp.core.game_spec import QT_TRANSLATE_NOOP
from gunapp.ui.table import suit_shapes

#: card height / width (poker size 63 x 88 mm)
ASPECT = 1.4
RED = QColor("#c8102e")
BLACK = QColor("#1b1b1f")
GREEN = QColor("#17803a")
BLUE = QColor("#1a58c0")
GOLD = QColor("#d9a521")
FONT_FAMILIES = ["Arial", "Helvetica Neue", "Helvetica", "DejaVu Sans", "Noto Sans", "Liberation Sans"]
SERIF_FAMILIES = ["Georgia", "Times New Roman", "DejaVu Serif", "Noto Serif", "Liberation Serif"]
CJK_FAMILIES = [
    "Microsoft YaHei",
    "PingFang SC",
    "Noto Sans CJK SC",
    "Source Han Sans SC",
    "WenQuanYi Micro Hei",
]

# Pip positions for 2..10 as (column, row): column 0/0.5/1 = left/centre/right, row 0..1 top to bottom.
_PIPS: dict[int, list[tuple[float, float]]] = {
    2: [(0.5, 0), (0.5, 1)],
    3: [(0.5, 0), (0.5, 0.5), (0.5, 1)],
    4: [(0, 0), (1, 0), (0, 1), (1, 1)],
    5: [(0, 0), (1, 0), (0.5, 0.5), (0, 1), (1, 1)],
    6: [(0, 0), (1, 0), (0, 0.5), (1, 0.5), (0, 1), (1, 1)],
    7: [(0, 0), (1, 0), (0.5, 0.25), (0, 0.5), (1, 0.5), (0, 1), (1, 1)],
    8: [(0, 0), (1, 0), (0.5, 0.25), (0, 0.5), (1, 0.5), (0.5, 0.75), (0, 1), (1, 1)],
    9: [(0, 0), (1, 0), (0, 1 / 3), (1, 1 / 3), (0.5, 0.5), (0, 2 / 3), (1, 2 / 3), (0, 1), (1, 1)],
    10: [
        (0, 0),
        (1, 0),
        (0.5, 1 / 6),
        (0, 1 / 3),
        (1, 1 / 3),
        (0, 2 / 3),
        (1, 2 / 3),
        (0.5, 5 / 6),
        (0, 1),
        (1, 1),
    ],
}


def card_height(width: float) -> float:
    return round(width * ASPECT)


def shadow_margin(width: float) -> int:
    """Pixels of shadow around a card pixmap of ``width`` (logical px)."""
    return max(3, round(width * 0.07))


def font(families: list[str], pixel_size: float, weight: QFont.Weight = QFont.Weight.Bold) -> QFont:
    f = QFont()
    f.setFamilies(families)
    f.setPixelSize(max(1, round(pixel_size)))
    f.setWeight(weight)
    f.setStyleStrategy(QFont.StyleStrategy.PreferAntialias)
    return f


#: the captions under the joker's star, translated when a joker is drawn
JOKER_CAPTIONS = (
    QT_TRANSLATE_NOOP("CardPainter", "Big Joker"),
    QT_TRANSLATE_NOOP("CardPainter", "Small Joker"),
)


#: base images kept (a few sizes: the table's, the hand's, a dialog's, at one or two device ratios)
_BASES_KEPT = 16

#: what the cached pixmaps may hold, counted at a device ratio of 1 (a 2x screen holds the same faces in four
#: times the bytes), least recently drawn out first. A count limit alone let a Gunzi evening keep ~24 MB (a long
#: hand shrinks its cards in four width steps, each a full set of faces); the faces on show fit (a hand, the
#: trick, the strips) and Dou Dizhu 4 redraws about 6 faces a deal at this size, a Gunzi hand about 200 (0.3 ms
#: each), mostly when its hand changes width (issue 29: at most 150 MB resident at a table)
CACHE_BYTES = 8 * 2**20


def _bytes(pm: QPixmap) -> float:
    dpr = pm.devicePixelRatio() or 1.0
    return pm.width() * pm.height() * 4 / (dpr * dpr)


def _painter(img: QImage) -> QPainter:
    p = QPainter(img)
    p.setRenderHints(
        QPainter.RenderHint.Antialiasing
        | QPainter.RenderHint.TextAntialiasing
        | QPainter.RenderHint.SmoothPixmapTransform
    )
    return p


def _translated_captions() -> tuple[str, str]:
    big, small = JOKER_CAPTIONS
    return (QCoreApplication.translate("CardPainter", big), QCoreApplication.translate("CardPainter", small))


class CardPainter:
    """Draws and caches card pixmaps. One instance is shared by every table (see ``shared_painter``).

    ``four_colour`` and ``joker_labels`` (big, small) are part of the cache key, so changing them never
    shows a stale card. The labels follow the installed translation by themselves, for every window, table
    and screenshot tool; whoever shows cards redraws them on ``LanguageChange`` (``TableCanvas`` does).
    """

    def __init__(self, cache_size: int = 600, cache_bytes: int = CACHE_BYTES) -> None:
        self.four_colour = False
        self._joker_labels: tuple[str, str] | None = None  # None: the current language's
        self._cache: OrderedDict[tuple[object, ...], QPixmap] = OrderedDict()
        self._cache_size = cache_size
        self._cache_budget = cache_bytes
        self._cached = 0.0  # the cache's bytes, as ``_bytes`` counts them
        #: the shadow and blank face of each size, drawn once: every card of a size starts from a copy (a
        #: resize redraws every face shown, and the shadow's stacked rounded rects were a third of each)
        self._bases: OrderedDict[tuple[int, float, bool, bool], QImage] = OrderedDict()
        self.renders = 0  # how many pixmaps were drawn (tests check the cache works)

    @property
    def joker_labels(self) -> tuple[str, str]:
        return self._joker_labels if self._joker_labels is not None else _translated_captions()

    @joker_labels.setter
    def joker_labels(self, labels: tuple[str, str] | None) -> None:
        """Fixed captions (tests, icons); ``None``, or the current language's own, follow the language: a
        caller that copies today's translation must not pin it for the next language."""
        self._joker_labels = None if labels is None or labels == _translated_captions() else labels

    # -- public -----------------------------------------------------------------------------------------
    def suit_color(self, suit: Suit) -> QColor:
        if self.four_colour:
            return {Suit.SPADES: BLACK, Suit.HEARTS: RED, Suit.CLUBS: GREEN, Suit.DIAMONDS: BLUE}[suit]
        return RED if suit.is_red else BLACK

    def pixmap(self, card: Card | None, width: int, dpr: float = 1.0) -> QPixmap:
        """The card (``None`` = back) at ``width`` logical px with its shadow, for a device of ``dpr``."""
        width = max(8, int(width))
        key: tuple[object, ...] = (card.code if card else "back", width, round(dpr, 2), self.four_colour)
        if card is not None and card.is_joker:
            key += self.joker_labels
        pm = self._cache.get(key)
        if pm is not None:
            self._cache.move_to_end(key)
            return pm
        pm = QPixmap.fromImage(self._render(card, width, dpr, with_shadow=True))
        pm.setDevicePixelRatio(dpr)
        self._cache[key] = pm
        self._cached += _bytes(pm)
        while len(self._cache) > 1 and (
            len(self._cache) > self._cache_size or self._cached > self._cache_budget
        ):
            self._cached -= _bytes(self._cache.popitem(last=False)[1])
        self.renders += 1
        return pm

    @property
    def cached_bytes(self) -> int:
        """The cached pixmaps' bytes at a device ratio of 1 (at most ``cache_bytes``)."""
        return round(self._cached)

    def image(self, card: Card | None, width: int, dpr: float = 1.0) -> QImage:
        """The bare card (no shadow, transparent corners), uncached: for tests and icons."""
        return self._render(card, max(8, int(width)), dpr, with_shadow=False)

    def clear(self) -> None:
        self._cache.clear()
        self._cached = 0.0

    # -- rendering --------------------------------------------------------------------------------------
    def _render(self, card: Card | None, width: int, dpr: float, *, with_shadow: bool) -> QImage:
        w, h = float(width), float(card_height(width))
        m = shadow_margin(width) if with_shadow else 0
        img = self._base(width, dpr, with_shadow, card is not None).copy()
        img.setDevicePixelRatio(dpr)
        p = _painter(img)
        p.translate(m, m)
        if card is None:
            self._back(p, w, h)
        elif card.is_joker:
            self._joker(p, w, h, card)
        else:
            self._suited(p, w, h, card)
        p.end()
        return img

    def _base(self, width: int, dpr: float, with_shadow: bool, face: bool) -> QImage:
        """The image every card of this size starts from: transparent, the shadow, the blank face."""
        key = (width, dpr, with_shadow, face)
        img = self._bases.get(key)
        if img is not None:
            return img
        w, h = float(width), float(card_height(width))
        m = shadow_margin(width) if with_shadow else 0
        img = QImage(
            round((w + 2 * m) * dpr), round((h + 2 * m) * dpr), QImage.Format.Format_ARGB32_Premultiplied
        )
        img.setDevicePixelRatio(dpr)
        img.fill(Qt.GlobalColor.transparent)
        p = _painter(img)
        if with_shadow:
            self._shadow(p, QRectF(m, m, w, h))
        p.translate(m, m)
        if face:
            self._blank_face(p, w, h)
        p.end()
        self._bases[key] = img
        if len(self._bases) > _BASES_KEPT:
            self._bases.popitem(last=False)
        return img

    @staticmethod
    def _radius(w: float) -> float:
        return w * 0.075

    def _shadow(self, p: QPainter, rect: QRectF) -> None:
        # stacked translucent rounded rects: a soft falloff without a blur filter
        steps = max(3, round(rect.width() * 0.06))
        offset = QPointF(0, rect.width() * 0.025)
        p.setPen(Qt.PenStyle.NoPen)
        for i in range(steps, 0, -1):
            grow = i * 0.9
            alpha = int(60 * (1 - i / (steps + 1)) ** 1.6) + 2
            p.setBrush(QColor(0, 0, 0, alpha))
            r = rect.adjusted(-grow, -grow, grow, grow).translated(offset)
            p.drawRoundedRect(r, self._radius(rect.width()) + grow, self._radius(rect.width()) + grow)

    def _blank_face(self, p: QPainter, w: float, h: float) -> None:
        rect = QRectF(0, 0, w, h)
        grad = QLinearGradient(0, 0, 0, h)
        grad.setColorAt(0.0, QColor("#ffffff"))
        grad.setColorAt(1.0, QColor("#f3efe6"))
        pen_w = max(1.0, w / 80)
        p.setPen(QPen(QColor("#9d978b"), pen_w))
        p.setBrush(QBrush(grad))
        r = self._radius(w)
        p.drawRoundedRect(rect.adjusted(pen_w / 2, pen_w / 2, -pen_w / 2, -pen_w / 2), r, r)

    # -- suited cards -----------------------------------------------------------------------------------
    def _suited(self, p: QPainter, w: float, h: float, card: Card) -> None:
        assert card.suit is not None
        color = self.suit_color(card.suit)
        self._corner(p, w, h, card, color)
        p.save()
        p.translate(w, h)
        p.rotate(180)
        self._corner(p, w, h, card, color)
        p.restore()
        if card.rank <= 10:
            self._pips(p, w, h, card.suit, card.rank, color)
        elif card.rank == 14:
            self._ace(p, w, h, card.suit, color)
        else:
            self._court(p, w, h, card, color)

    def _corner(self, p: QPainter, w: float, h: float, card: Card, color: QColor) -> None:
        assert card.suit is not None
        label = card.rank_label
        col_w = w * 0.23
        f = font(FONT_FAMILIES, w * 0.275)
        if label == "10":
            f.setLetterSpacing(QFont.SpacingType.PercentageSpacing, 88)
        fm = QFontMetricsF(f)
        text_w = fm.horizontalAdvance(label)
        top = w * 0.045
        p.save()
        p.setFont(f)
        p.setPen(color)
        cx = w * 0.035 + col_w / 2
        sx = min(1.0, col_w / text_w) if text_w > 0 else 1.0
        p.translate(cx, top + fm.ascent() * 0.93)
        p.scale(sx, 1.0)
        p.drawText(QPointF(-text_w / 2, 0), label)
        p.restore()
        pip = w * 0.155
        pip_top = top + fm.ascent() * 0.93 + w * 0.035
        self._pip(p, QRectF(cx - pip / 2, pip_top, pip, pip), card.suit, color)

    def _pip(self, p: QPainter, rect: QRectF, suit: Suit, color: QColor, flip: bool = False) -> None:
        path = suit_shapes.fit(suit_shapes.suit_path(suit), rect)
        p.save()
        if flip:
            c = rect.center()
            p.translate(c)
            p.rotate(180)
            p.translate(-c)
        p.setPen(Qt.PenStyle.NoPen)
        p.setBrush(color)
        p.drawPath(path)
        p.restore()

    def _pips(self, p: QPainter, w: float, h: float, suit: Suit, rank: int, color: QColor) -> None:
        size = w * (0.185 if rank < 9 else 0.165)
        left, right = w * 0.375, w * 0.625
        top, bottom = h * 0.2, h * 0.8
        for col, row in _PIPS[rank]:
            x = left + (right - left) * col
            y = top + (bottom - top) * row
            self._pip(p, QRectF(x - size / 2, y - size / 2, size, size), suit, color, flip=row > 0.5)

    def _ace(self, p: QPainter, w: float, h: float, suit: Suit, color: QColor) -> None:
        c = QPointF(w / 2, h / 2)
        ring = w * 0.3
        p.setPen(QPen(QColor(color.red(), color.green(), color.blue(), 70), max(1.0, w / 70)))
        p.setBrush(Qt.BrushStyle.NoBrush)
        p.drawEllipse(c, ring, ring)
        p.drawEllipse(c, ring * 0.9, ring * 0.9)
        size = w * 0.42
        self._pip(p, QRectF(c.x() - size / 2, c.y() - size / 2, size, size), suit, color)

    def _court(self, p: QPainter, w: float, h: float, card: Card, color: QColor) -> None:
        assert card.suit is not None
        frame = QRectF(w * 0.28, h * 0.085, w * 0.44, h * 0.83)
        tint = QColor(color)
        tint.setAlpha(26)
        p.setPen(QPen(color, max(1.0, w / 60)))
        p.setBrush(tint)
        p.drawRoundedRect(frame, w * 0.03, w * 0.03)
        inner = frame.adjusted(w * 0.025, w * 0.025, -w * 0.025, -w * 0.025)
        p.setPen(QPen(QColor(GOLD.red(), GOLD.green(), GOLD.blue(), 200), max(0.8, w / 110)))
        p.setBrush(Qt.BrushStyle.NoBrush)
        p.drawRoundedRect(inner, w * 0.02, w * 0.02)
        letter = card.rank_label
        for flip in (False, True):
            p.save()
            if flip:
                p.translate(w, h)
                p.rotate(180)
            self._court_half(p, w, h, inner, letter, card.suit, color)
            p.restore()
        # the dividing line between the two heads
        p.setPen(QPen(QColor(color.red(), color.green(), color.blue(), 110), max(0.8, w / 120)))
        p.drawLine(QPointF(inner.left() + w * 0.04, h / 2), QPointF(inner.right() - w * 0.04, h / 2))

    def _court_half(
        self, p: QPainter, w: float, h: float, inner: QRectF, letter: str, suit: Suit, color: QColor
    ) -> None:
        cx = inner.center().x()
        crown_w = inner.width() * 0.8
        crown = QRectF(cx - crown_w / 2, inner.top() + w * 0.03, crown_w, crown_w * 0.72)
        path = suit_shapes.fit(suit_shapes.crown_path(letter), crown)
        grad = QLinearGradient(crown.topLeft(), crown.bottomLeft())
        grad.setColorAt(0, QColor("#f6d36b"))
        grad.setColorAt(1, GOLD.darker(115))
        p.setBrush(QBrush(grad))
        p.setPen(QPen(color, max(0.8, w / 110)))
        p.drawPath(path)
        f = font(SERIF_FAMILIES, w * 0.27)
        fm = QFontMetricsF(f)
        p.setFont(f)
        p.setPen(color)
        base = crown.bottom() + fm.ascent() * 0.85
        p.drawText(QPointF(cx - fm.horizontalAdvance(letter) / 2, base), letter)
        pip = w * 0.11
        mid = h / 2 - w * 0.02
        self._pip(p, QRectF(cx - pip / 2, min(base + w * 0.02, mid - pip), pip, pip), suit, color)

    # -- jokers -----------------------------------------------------------------------------------------
    def _joker(self, p: QPainter, w: float, h: float, card: Card) -> None:
        big = card.is_big_joker
        color = RED if big else BLACK
        for flip in (False, True):
            p.save()
            if flip:
                p.translate(w, h)
                p.rotate(180)
            self._joker_corner(p, w, color)
            p.restore()
        c = QPointF(w / 2, h * 0.44)
        radius = w * 0.27
        if big:
            glow = QRadialGradient(c, radius * 1.2)
            glow.setColorAt(0, QColor("#ffe9a8"))
            glow.setColorAt(0.7, QColor("#f6c453"))
            glow.setColorAt(1, QColor(246, 196, 83, 0))
            p.setPen(Qt.PenStyle.NoPen)
            p.setBrush(QBrush(glow))
            p.drawEllipse(c, radius * 1.2, radius * 1.2)
        p.setPen(QPen(color, max(1.0, w / 50)))
        p.setBrush(Qt.BrushStyle.NoBrush)
        p.drawEllipse(c, radius, radius)
        star = suit_shapes.fit(
            suit_shapes.star_path(), QRectF(c.x() - radius, c.y() - radius, radius * 2, radius * 2)
        )
        if big:
            grad = QLinearGradient(c.x(), c.y() - radius, c.x(), c.y() + radius)
            grad.setColorAt(0, QColor("#e8344a"))
            grad.setColorAt(1, RED.darker(130))
            p.setBrush(QBrush(grad))
            p.setPen(QPen(GOLD.darker(120), max(1.0, w / 70)))
        else:
            p.setBrush(QColor("#2b2b30"))
            p.setPen(QPen(QColor("#f3efe6"), max(1.0, w / 70)))
        p.drawPath(star)
        # caption: 大王 / 小王 in the current language, shrunk to fit the width between the corner columns
        label = self.joker_labels[0 if big else 1]
        f = font(CJK_FAMILIES + FONT_FAMILIES, w * 0.16)
        fm = QFontMetricsF(f)
        avail = w * 0.56
        tw = fm.horizontalAdvance(label)
        p.save()
        p.setFont(f)
        p.setPen(color)
        p.translate(w / 2, h * 0.77)
        if tw > avail:
            p.scale(avail / tw, avail / tw)
        p.drawText(QPointF(-tw / 2, fm.ascent() / 2 - fm.descent() / 2), label)
        p.restore()

    def _joker_corner(self, p: QPainter, w: float, color: QColor) -> None:
        f = font(FONT_FAMILIES, w * 0.135)
        fm = QFontMetricsF(f)
        p.setFont(f)
        p.setPen(color)
        cx = w * 0.035 + w * 0.1
        y = w * 0.06
        for ch in "JOKER":
            y += fm.ascent() * 0.98
            p.drawText(QPointF(cx - fm.horizontalAdvance(ch) / 2, y), ch)
        s = w * 0.12
        star = suit_shapes.fit(suit_shapes.star_path(), QRectF(cx - s / 2, y + w * 0.04, s, s))
        p.setPen(Qt.PenStyle.NoPen)
        p.setBrush(color)
        p.drawPath(star)

    # -- back -------------------------------------------------------------------------------------------
    def _back(self, p: QPainter, w: float, h: float) -> None:
        r = self._radius(w)
        outer = QRectF(0, 0, w, h)
        p.setPen(QPen(QColor("#9d978b"), max(1.0, w / 80)))
        p.setBrush(QColor("#fbf8f1"))
        p.drawRoundedRect(outer.adjusted(0.5, 0.5, -0.5, -0.5), r, r)
        inner = outer.adjusted(w * 0.06, w * 0.06, -w * 0.06, -w * 0.06)
        grad = QLinearGradient(inner.topLeft(), inner.bottomRight())
        grad.setColorAt(0, QColor("#b3263a"))
        grad.setColorAt(1, QColor("#7c1122"))
        clip = QPainterPath()
        clip.addRoundedRect(inner, r * 0.6, r * 0.6)
        p.save()
        p.setClipPath(clip)
        p.fillRect(inner, QBrush(grad))
        # a lattice of fine gold lines
        step = w * 0.09
        p.setPen(QPen(QColor(240, 200, 120, 70), max(0.7, w / 140)))
        n = int((inner.width() + inner.height()) / step) + 2
        for i in range(n):
            d = i * step
            p.drawLine(
                QPointF(inner.left() + d, inner.top()),
                QPointF(inner.left() + d - inner.height(), inner.bottom()),
            )
            p.drawLine(
                QPointF(inner.left() + d - inner.height(), inner.top()),
                QPointF(inner.left() + d, inner.bottom()),
            )
        p.restore()
        p.setPen(QPen(QColor(240, 200, 120, 200), max(0.8, w / 100)))
        p.setBrush(Qt.BrushStyle.NoBrush)
        p.drawRoundedRect(inner.adjusted(w * 0.03, w * 0.03, -w * 0.03, -w * 0.03), r * 0.5, r * 0.5)
        # centre medallion: the four suits around a ring
        c = inner.center()
        rad = w * 0.24
        p.setBrush(QColor("#8e1526"))
        p.setPen(QPen(QColor("#f0c878"), max(1.0, w / 60)))
        p.drawEllipse(c, rad, rad)
        s = rad * 0.62
        offs = rad * 0.45
        for suit, (dx, dy) in zip(
            (Suit.SPADES, Suit.HEARTS, Suit.CLUBS, Suit.DIAMONDS),
            ((0, -1), (1, 0), (0, 1), (-1, 0)),
            strict=True,
        ):
            box = QRectF(c.x() + dx * offs - s / 2, c.y() + dy * offs - s / 2, s, s)
            self._pip(p, box, suit, QColor("#f0c878"))


_shared: CardPainter | None = None


def shared_painter() -> CardPainter:
    """The process-wide painter (one cache for every table, the gallery and the start page)."""
    global _shared
    if _shared is None:
        _shared = CardPainter()
    return _shared
