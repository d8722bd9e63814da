"""The look shared by the overlay panels drawn over the felt (dark glass, light text, gold accents)."""

PANEL_QSS = """
QFrame#overlayPanel {
    background: rgba(6, 22, 14, 215);
    border: 1px solid rgba(255, 255, 255, 60);
    border-radius: 10px;
}
QFrame#overlayPanel QLabel { color: #f1f5ef; background: transparent; }
QFrame#overlayPanel QLabel[role="title"] { color: #f2c14e; font-weight: bold; }
QFrame#overlayPanel QLabel[role="muted"] { color: #b8cdbf; }
QFrame#overlayPanel QLabel[role="warn"] { color: #ffcf70; }
QFrame#overlayPanel QPushButton {
    color: #10251a; background: #e9e3cf; border: 1px solid #b8ad86; border-radius: 6px;
    padding: 5px 12px; font-weight: bold;
}
QFrame#overlayPanel QPushButton:hover { background: #fff6d8; }
QFrame#overlayPanel QPushButton:disabled { color: #7d8a80; background: #5b6a60; border-color: #4a574f; }
QFrame#overlayPanel QPushButton[accent="true"] { background: #f2c14e; border-color: #c79a2a; }
QFrame#overlayPanel QPushButton[accent="true"]:hover { background: #ffd76e; }
QFrame#overlayPanel QPushButton[accent="true"]:disabled { color: #7d8a80; background: #5b6a60; }
QFrame#overlayPanel QPushButton[hinted="true"] { border: 3px solid #4fe0ff; background: #fff6d8; }
QFrame#overlayPanel QComboBox { color: #10251a; background: #e9e3cf; border-radius: 4px; padding: 2px 6px; }
QFrame#overlayPanel QCheckBox, QFrame#overlayPanel QRadioButton { color: #f1f5ef; }
"""


def text_scale(table_width: int, table_height: int, most: float = 1.5) -> float:
    """How much the side panels' text and cards grow with the table, like the plates drawn on it: 1 up to a
    1280x800 table (never smaller: the application's font stays readable), then in proportion, up to ``most``."""
    return max(1.0, min(most, table_width / 1280, table_height / 800))
