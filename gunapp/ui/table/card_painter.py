"""Card faces and backs drawn with QPainter, rendered once per (face, size, pixel ratio) and cached.

All 54 faces and the back: the suited faces (``card_faces``), the jokers with a caption in the current
language (``card_joker``) and the back (``card_back``), in the proportions, colours and fonts of
``card_style``. An optional four-colour deck paints clubs green and diamonds blue.

``CardPainter.pixmap()`` returns the card with a soft drop shadow baked in (``shadow_margin`` px on every
side), so a card item draws exactly one pixmap per frame.
"""

from __future__ import annotations

from collections import OrderedDict

from PySide6.QtCore import QCoreApplication, QPointF, QRectF, Qt
from PySide6.QtGui import QBrush, QColor, QImage, QLinearGradient, QPainter, QPen, QPixmap

from gunapp.core.cards import Card, Suit
from gunapp.core.game_spec import QT_TRANSLATE_NOOP
from gunapp.ui.table.card_back import paint_back
from gunapp.ui.table.card_faces import paint_suited
from gunapp.ui.table.card_joker import paint_joker
from gunapp.ui.table.card_style import BLACK, BLUE, GREEN, RED, card_height, card_radius, shadow_margin

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
            p.drawRoundedRect(r, card_radius(rect.width()) + grow, card_radius(rect.width()) + grow)

    def _blank_face(self, p: QPainter, w: float, h: float) -> None:
        rect = QRectF(0, 0, w, h)
        grad = QLinearGradient(0, 0, 0, h)
        grad.setColorAt(0.0, QColor("#ffffff"))
        grad.setColorAt(1.0, QColor("#f3efe6"))
        pen_w = max(1.0, w / 80)
        p.setPen(QPen(QColor("#9d978b"), pen_w))
        p.setBrush(QBrush(grad))
        r = card_radius(w)
        p.drawRoundedRect(rect.adjusted(pen_w / 2, pen_w / 2, -pen_w / 2, -pen_w / 2), r, r)

    # -- faces (``card_faces``, ``card_joker``, ``card_back``) ------------------------------------------
    def _suited(self, p: QPainter, w: float, h: float, card: Card) -> None:
        assert card.suit is not None
        paint_suited(p, w, h, card, self.suit_color(card.suit))

    def _joker(self, p: QPainter, w: float, h: float, card: Card) -> None:
        paint_joker(p, w, h, card, self.joker_labels[0 if card.is_big_joker else 1])

    def _back(self, p: QPainter, w: float, h: float) -> None:
        paint_back(p, w, h)


_shared: CardPainter | None = None


def shared_painter() -> CardPainter:
    """The process-wide painter (one cache for every table, the gallery and the start page)."""
    global _shared
    if _shared is None:
        _shared = CardPainter()
    return _shared
