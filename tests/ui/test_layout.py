"""Table layout (issue 2, part 4): 3 and 4 seats, hands of 17..45 cards, any reasonable window size."""

from __future__ import annotations

import pytest
from PySide6.QtCore import QRectF

from gunapp.ui.table.card_style import card_height
from gunapp.ui.table.layout import MAX_BACKS, MIN_HAND_WIDTH, MIN_STEP, TableLayout

SIZES = [(800, 560), (1024, 700), (1280, 800), (1600, 900), (1920, 1080)]


def _card_rect(pt, w) -> QRectF:
    h = card_height(w)
    return QRectF(pt.x() - w / 2, pt.y() - h / 2, w, h)


@pytest.mark.parametrize("size", SIZES)
@pytest.mark.parametrize("n", [1, 17, 25, 33, 39, 45])
def test_hand_fits_and_keeps_corner_indices_visible(size, n):
    lay = TableLayout(*size, seats=4)
    pts = lay.hand_positions(n)
    w = lay.hand_card_width(n)
    assert len(pts) == n
    window = QRectF(0, 0, *size)
    for pt in pts:
        assert window.contains(_card_rect(pt, w))
    xs = [p.x() for p in pts]
    assert xs == sorted(xs)
    if n > 1:
        step = xs[1] - xs[0]
        if w > MIN_HAND_WIDTH:
            assert step >= MIN_STEP * w - 1.5  # the corner index is never covered
        assert step <= 0.6 * w + 1


def test_overlap_adapts_to_count_and_width():
    wide, narrow = TableLayout(1920, 1080), TableLayout(1024, 700)
    assert wide.hand_card_width(45) >= narrow.hand_card_width(45)
    s17 = wide.hand_positions(17)
    s45 = wide.hand_positions(45)
    assert (s17[1].x() - s17[0].x()) > (s45[1].x() - s45[0].x())


@pytest.mark.parametrize("seats", [3, 4])
@pytest.mark.parametrize("size", SIZES)
def test_every_piece_is_inside_the_window_and_plates_do_not_overlap(seats, size):
    lay = TableLayout(*size, seats=seats)
    window = QRectF(0, 0, *size)
    plates = [lay.plate_rect(s) for s in range(seats)]
    for i, a in enumerate(plates):
        assert window.contains(a)
        for b in plates[i + 1 :]:
            assert not a.intersects(b)
    hand_top = min(_card_rect(p, lay.hand_card_width(39)).top() for p in lay.hand_positions(39))
    for s in range(seats):
        assert plates[s].bottom() < hand_top
        for pt in lay.trick_positions(s, 8):
            r = _card_rect(pt, lay.trick_width)
            assert window.contains(r)
            assert r.bottom() <= lay.hand_top() + 1
        if s:
            for pt in lay.opponent_positions(s, MAX_BACKS):
                r = _card_rect(pt, lay.back_width)
                assert window.contains(r)
                assert not r.intersects(plates[s])
    for pt in lay.kitty_positions(8 if seats == 4 else 3):
        assert window.contains(_card_rect(pt, lay.back_width))


@pytest.mark.parametrize("seats", [3, 4])
def test_sides_follow_counter_clockwise_order(seats):
    """Seat 0 at the bottom, seat 1 on its right (gunzi R1.2; Dou Dizhu seats the same way)."""
    lay = TableLayout(1280, 800, seats)
    assert lay.side(0) == "bottom" and lay.side(1) == "right" and lay.side(seats - 1) == "left"
    assert lay.plate_rect(1).center().x() > 640 > lay.plate_rect(seats - 1).center().x()


def test_trick_slots_are_distinct_per_seat():
    lay = TableLayout(1280, 800, 4)
    rects = [_card_rect(lay.trick_slot(s), lay.trick_width) for s in range(4)]
    for i, a in enumerate(rects):
        for b in rects[i + 1 :]:
            assert not a.intersects(b)


def test_bad_seat_count():
    with pytest.raises(ValueError):
        TableLayout(800, 600, seats=5)


def test_card_widths_move_in_steps_so_small_changes_keep_the_drawn_faces() -> None:
    """Every new card width draws each face anew on the GUI thread (issue 10's stalls): widths are multiples
    of WIDTH_STEP, so the table's height moving by a few px (the bar below it) or a long hand losing a card
    mostly keeps them."""
    from gunapp.ui.table.layout import WIDTH_STEP

    for w, h in ((1024, 700), (1280, 800), (1920, 1080), (1366, 733)):
        lay = TableLayout(w, h, 4)
        for width in (
            lay.card_width,
            lay.back_width,
            lay.trick_width,
            *(lay.hand_card_width(n) for n in range(1, 40)),
        ):
            assert width % WIDTH_STEP == 0, (w, h, width)
    for top in range(700, 900, 20):  # 20 px of height: at most one change of width (it was one per 7 px)
        assert len({TableLayout(1280, h, 4).card_width for h in range(top, top + 20)}) <= 2
    widths = [TableLayout(1280, 800, 4).hand_card_width(n) for n in range(39, 20, -1)]
    assert len(set(widths)) <= len(widths) // 3
