"""SettlementFrame rows: a label beside a card strip is centred on the cards (it sat above them)."""

from __future__ import annotations

from PySide6.QtWidgets import QLabel, QWidget

from gunapp.cards import Card
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
