"""SettlementFrame rows: a label beside a card strip is centred on the cards (it sat above them)."""

from __future__ import annotations

from PySide6.QtWidgets import QLabel, QWidget

from gunapp.core.cards import Card
from gunapp.ui.common.settlement_frame import SettlementFrame


def test_label_centred_on_its_card_strip(qtbot) -> None:
    host = QWidget()
    qtbot.addWidget(host)
    host.resize(900, 600)
    frame = SettlementFrame(host)
    frame.add_row("Right", "-6  (total -6)", [Card.parse(c) for c in ("3S", "4H", "5D", "6C", "7S")])
    frame.add_row("Bid", "3")
    frame.finish()
    host.show()
    frame.show()
    qtbot.waitExposed(host)
    label = next(w for w in frame.findChildren(QLabel) if w.text() == "Right")
    value = next(w for w in frame.findChildren(QLabel) if w.text().startswith("-6"))
    strip_row = value.parentWidget()
    assert strip_row is not None and strip_row.height() > label.height() + 10
    label_mid = label.mapTo(frame, label.rect().center()).y()
    row_mid = strip_row.mapTo(frame, strip_row.rect().center()).y()
    assert abs(label_mid - row_mid) <= 3, (label_mid, row_mid)


def test_refilled_while_visible_gets_its_full_size(qtbot) -> None:
    """Bug: the session's end, filled into the deal's visible settlement frame, came out tiny with the old
    rows painted over it."""
    host = QWidget()
    qtbot.addWidget(host)
    host.resize(900, 700)
    frame = SettlementFrame(host)
    frame.reset("Deal 1", "The landlord wins")
    frame.add_row("Bid", "3")
    frame.add_button("next", "Next deal")
    frame.finish()
    host.show()
    frame.show()
    qtbot.waitExposed(host)
    old = [w for w in frame.findChildren(QLabel) if w.text() == "Bid"]
    frame.reset("Session over", "Leader: Left with 12 points")
    for i in range(6):
        frame.add_row(f"Row {i}", "a longer value to make the frame grow " * 2)
    frame.add_button("home", "Start page")
    frame.finish()
    assert frame.height() >= frame.sizeHint().height() - 2
    assert frame.height() > 200
    rows = [w for w in frame.findChildren(QLabel) if w.text().startswith("Row ")]
    assert len(rows) == 6 and all(w.isVisible() for w in rows)
    assert all(not w.isVisible() for w in old)


def test_settlement_is_opaque_over_a_bright_table(qtbot) -> None:
    """Issue 26: the last card played showed through "Total"; nothing under the panel may show through."""
    from PySide6.QtGui import QColor, QPalette

    host = QWidget()
    qtbot.addWidget(host)
    host.resize(600, 400)
    pal = host.palette()
    pal.setColor(QPalette.ColorRole.Window, QColor("white"))
    host.setPalette(pal)
    host.setAutoFillBackground(True)
    frame = SettlementFrame(host)
    frame.reset("Deal 1", "The landlord wins")
    frame.add_row("Total", "-3")
    frame.finish()
    host.show()
    frame.show()
    qtbot.waitExposed(host)
    image = host.grab().toImage()
    inside = frame.geometry().center()
    inside.setX(frame.geometry().left() + 6)  # left of the rows' text, inside the rounded border
    colour = image.pixelColor(inside)
    assert (colour.red(), colour.green(), colour.blue()) == (6, 22, 14), colour.name()
