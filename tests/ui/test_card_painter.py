"""Card painter (issue 2, part 2): every face renders, non-blank and distinct; cached; sharp on HiDPI."""

from __future__ import annotations

import hashlib

from PySide6.QtGui import QColor, QImage

from gunapp.core.cards import BIG_JOKER, FACES, SMALL_JOKER, Card, make_deck
from gunapp.ui.table.card_painter import CardPainter
from gunapp.ui.table.card_style import card_height, shadow_margin


def _digest(img: QImage) -> str:
    img = img.convertToFormat(QImage.Format.Format_ARGB32)
    return hashlib.sha1(bytes(img.constBits())).hexdigest()


def _count(img: QImage, pred) -> int:
    img = img.convertToFormat(QImage.Format.Format_ARGB32)
    n = 0
    for y in range(0, img.height(), 2):
        for x in range(0, img.width(), 2):
            if pred(img.pixelColor(x, y)):
                n += 1
    return n


def _is_red(c: QColor) -> bool:
    return c.alpha() > 200 and c.red() > 150 and c.green() < 90 and c.blue() < 90


def _is_dark(c: QColor) -> bool:
    return c.alpha() > 200 and c.red() < 70 and c.green() < 70 and c.blue() < 70


def test_every_face_and_the_back_render_non_blank_and_distinct(qapp):
    painter = CardPainter()
    digests = {}
    for face in [*FACES, None]:
        img = painter.image(face, 60)
        assert img.width() == 60 and img.height() == card_height(60)
        ink = _count(img, lambda c: c.alpha() > 200 and (c.red() < 200 or c.green() < 200 or c.blue() < 200))
        assert ink > 40, f"{face} looks blank"
        digests[_digest(img)] = face
    assert len(digests) == 55


def test_suit_colours_two_and_four_colour_decks(qapp):
    painter = CardPainter()
    hearts = painter.image(Card.parse("7H"), 80)
    spades = painter.image(Card.parse("7S"), 80)
    assert _count(hearts, _is_red) > 50 and _count(hearts, _is_dark) < 20
    assert _count(spades, _is_dark) > 50 and _count(spades, _is_red) == 0
    clubs_two = _digest(painter.image(Card.parse("7C"), 80))
    painter.four_colour = True
    clubs = painter.image(Card.parse("7C"), 80)
    green = _count(clubs, lambda c: c.alpha() > 200 and c.green() > 100 and c.red() < 60 and c.blue() < 90)
    assert green > 50 and _digest(clubs) != clubs_two
    diamonds = painter.image(Card.parse("7D"), 80)
    assert _count(diamonds, lambda c: c.alpha() > 200 and c.blue() > 150 and c.red() < 60) > 50


def test_big_joker_is_red_and_small_joker_is_black(qapp):
    painter = CardPainter()
    big = painter.image(BIG_JOKER, 80)
    small = painter.image(SMALL_JOKER, 80)
    assert _count(big, _is_red) > 100
    assert _count(small, _is_red) == 0
    assert _count(small, _is_dark) > 100


def test_joker_caption_follows_the_language(qapp):
    painter = CardPainter()
    painter.joker_labels = ("Big Joker", "Small Joker")
    en = _digest(painter.pixmap(BIG_JOKER, 80).toImage())
    painter.joker_labels = ("大王", "小王")
    zh = _digest(painter.pixmap(BIG_JOKER, 80).toImage())
    assert en != zh


def test_pixmaps_are_cached_per_face_size_and_ratio(qapp):
    painter = CardPainter()
    a = painter.pixmap(Card.parse("QS"), 70)
    b = painter.pixmap(Card.parse("QS"), 70)
    assert painter.renders == 1 and a.cacheKey() == b.cacheKey()
    painter.pixmap(Card.parse("QS"), 71)
    painter.pixmap(Card.parse("QS"), 70, 2.0)
    assert painter.renders == 3


def test_hidpi_pixmap_has_device_pixels(qapp):
    painter = CardPainter()
    pm = painter.pixmap(Card.parse("AH"), 60, 2.0)
    m = shadow_margin(60)
    assert pm.devicePixelRatio() == 2.0
    assert pm.width() == (60 + 2 * m) * 2 and pm.height() == (card_height(60) + 2 * m) * 2


def test_corner_index_stays_inside_the_visible_strip_of_a_crowded_fan(qapp):
    """The rank and suit in the corner sit in the left 29 % that a 45-card hand leaves visible."""
    from gunapp.ui.table.layout import MIN_STEP

    painter = CardPainter()
    for code in ("10H", "QS", "KD", "AC"):
        card = Card.parse(code.replace("10", "T"))
        img = painter.image(card, 60).convertToFormat(QImage.Format.Format_ARGB32)
        strip = int(60 * MIN_STEP)
        ink_in_strip = 0
        for y in range(2, int(img.height() * 0.4)):
            for x in range(2, strip):
                c = img.pixelColor(x, y)
                if _is_red(c) or _is_dark(c):
                    ink_in_strip += 1
        assert ink_in_strip > 60, code


def _whole(painter: CardPainter, card: Card | None, width: int, dpr: float) -> QImage:
    """A card drawn in one pass, shadow, face and all, with one painter: what the cached base must equal."""
    from PySide6.QtCore import QRectF, Qt

    from gunapp.ui.table.card_painter import _painter

    w, h, m = float(width), float(card_height(width)), shadow_margin(width)
    img = QImage(
        round((w + 2 * m) * dpr), round((h + 2 * m) * dpr), QImage.Format.Format_ARGB32_Premultiplied
    )
    img.setDevicePixelRatio(dpr)
    img.fill(Qt.GlobalColor.transparent)
    p = _painter(img)
    painter._shadow(p, QRectF(m, m, w, h))
    p.translate(m, m)
    if card is None:
        painter._back(p, w, h)
    else:
        painter._blank_face(p, w, h)
        if card.is_joker:
            painter._joker(p, w, h, card)
        else:
            painter._suited(p, w, h, card)
    p.end()
    return img


def test_cards_drawn_on_the_cached_base_match_cards_drawn_whole(qapp: object) -> None:
    """Every card starts from a copy of its size's shadow and blank face (a resize redraws every face shown):
    the pixels must be those of the card drawn in one pass, for every face, the back, sizes and ratios."""
    painter = CardPainter()
    cards: list[Card | None] = [None, *sorted(set(make_deck(1)), key=lambda c: c.code)]
    for width, dpr in ((41, 1.0), (88, 1.0), (64, 2.0)):
        for four in (False, True):
            painter.four_colour = four
            for card in cards:
                assert painter.pixmap(card, width, dpr).toImage() == _whole(painter, card, width, dpr), (
                    card,
                    width,
                    dpr,
                    four,
                )


def test_cache_holds_a_byte_budget_and_keeps_the_faces_in_use(qapp):
    """Issue 29 §2: widths no longer shown leave the cache (a Gunzi evening held ~24 MB of faces at four hand
    widths); the budget counts logical pixels, so a 2x screen keeps as many faces; the latest stay."""
    from gunapp.core.cards import make_deck
    from gunapp.ui.table.card_painter import CACHE_BYTES

    painter = CardPainter()
    deck = make_deck(1)
    for dpr in (1.0, 2.0):
        for width in (100, 104, 108, 112, 88, 60):
            for card in deck:
                painter.pixmap(card, width, dpr)
    held = sum(pm.width() * pm.height() * 4 / pm.devicePixelRatio() ** 2 for pm in painter._cache.values())
    assert held <= CACHE_BYTES and abs(painter.cached_bytes - held) < 1
    assert len(painter._cache) > 100  # a table's faces fit, at either ratio
    renders = painter.renders
    for card in deck:  # the last width drawn is all still there
        painter.pixmap(card, 60, 2.0)
    assert painter.renders == renders
