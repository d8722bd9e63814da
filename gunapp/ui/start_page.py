"""The start page: the felt, the app's name, one tile per game and a link to the card gallery.

A tile is enabled when its game registered a table (``gunapp.ui.games``); otherwise it says "Coming soon"
on its face and in its tooltip.
"""

from __future__ import annotations

from PySide6.QtCore import QCoreApplication, QEvent, QPointF, QRectF, QSize, Qt, Signal
from PySide6.QtGui import QColor, QEnterEvent, QFont, QFontMetricsF, QPainter, QPainterPath, QPaintEvent, QPen
from PySide6.QtWidgets import QHBoxLayout, QLabel, QPushButton, QSizePolicy, QVBoxLayout, QWidget

from gunapp.core.cards import Card
from gunapp.ui.continue_bar import ContinueBar
from gunapp.ui.games import GAMES, GameInfo, table_factory
from gunapp.ui.table.card_painter import CardPainter, shared_painter
from gunapp.ui.table.card_style import CJK_FAMILIES, FONT_FAMILIES, font
from gunapp.ui.table.felt import felt_for

UI_FAMILIES = FONT_FAMILIES[:1] + CJK_FAMILIES + FONT_FAMILIES[1:]

#: where a line may break in Chinese: after a punctuation mark, never inside a phrase (Qt's word wrap breaks
#: Chinese between any two characters: "对 / 门", "三副 / 牌")
BREAK_AFTER = "，、：；。！？）,;: "


def phrase_lines(text: str, fm: QFontMetricsF, width: float) -> list[str]:
    """``text`` in lines no wider than ``width``, broken after a space or a punctuation mark only; a phrase
    wider than a whole line is broken where it must."""
    chunks: list[str] = []
    start = 0
    for i, ch in enumerate(text):
        if ch in BREAK_AFTER:
            chunks.append(text[start : i + 1])
            start = i + 1
    if start < len(text):
        chunks.append(text[start:])
    lines: list[str] = []
    line = ""
    for chunk in chunks:
        if not line or fm.horizontalAdvance((line + chunk).rstrip()) <= width:
            line += chunk
            continue
        lines.append(line.rstrip())
        line = chunk
    if line:
        lines.append(line.rstrip())
    out: list[str] = []
    for ln in lines:  # a phrase wider than the line: by character, as little as needed
        while fm.horizontalAdvance(ln) > width and len(ln) > 1:
            cut = len(ln) - 1
            while cut > 1 and fm.horizontalAdvance(ln[:cut]) > width:
                cut -= 1
            out.append(ln[:cut])
            ln = ln[cut:].lstrip()
        out.append(ln)
    return out


class GameTile(QPushButton):
    """A large painted button for one game."""

    def __init__(self, info: GameInfo, painter: CardPainter, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.info = info
        self._painter = painter
        self._hover = False
        self.setMinimumSize(QSize(220, 250))
        self.setSizePolicy(QSizePolicy.Policy.Expanding, QSizePolicy.Policy.Expanding)
        self.setMaximumSize(QSize(340, 300))
        self.setCursor(Qt.CursorShape.PointingHandCursor)
        self.retranslate()

    def title(self) -> str:
        return QCoreApplication.translate("Games", self.info.title)

    def subtitle(self) -> str:
        return QCoreApplication.translate("Games", self.info.subtitle)

    def subtitle_lines(self, width: float, fm: QFontMetricsF) -> list[str]:
        return phrase_lines(self.subtitle(), fm, width)

    def retranslate(self) -> None:
        self.setAccessibleName(self.title())
        if self.isEnabled():
            self.setToolTip(self.subtitle())
        else:
            self.setToolTip(QCoreApplication.translate("StartPage", "Coming soon"))
        self.update()

    def changeEvent(self, event: QEvent) -> None:  # noqa: N802
        if event.type() in (QEvent.Type.LanguageChange, QEvent.Type.EnabledChange):
            self.retranslate()
        super().changeEvent(event)

    def enterEvent(self, event: QEnterEvent) -> None:  # noqa: N802
        self._hover = True
        self.update()
        super().enterEvent(event)

    def leaveEvent(self, event: QEvent) -> None:  # noqa: N802
        self._hover = False
        self.update()
        super().leaveEvent(event)

    def paintEvent(self, event: QPaintEvent) -> None:  # noqa: N802
        p = QPainter(self)
        p.setRenderHints(QPainter.RenderHint.Antialiasing | QPainter.RenderHint.TextAntialiasing)
        enabled = self.isEnabled()
        r = QRectF(self.rect()).adjusted(4, 4, -4, -4)
        lift = 3 if (self._hover and enabled) else 0
        r.translate(0, -lift)
        p.setPen(Qt.PenStyle.NoPen)
        p.setBrush(QColor(0, 0, 0, 70))
        p.drawRoundedRect(r.translated(0, 4 + lift), 18, 18)
        p.setBrush(QColor(10, 40, 24, 215) if enabled else QColor(10, 36, 22, 185))
        border = (
            QColor("#f2c14e") if (self._hover and enabled) or self.hasFocus() else QColor(255, 255, 255, 60)
        )
        p.setPen(QPen(border, 2 if self._hover and enabled else 1))
        p.drawRoundedRect(r, 18, 18)
        # a small fan of cards showing what the game is about
        cw = max(44, int(r.width() * 0.24))
        faces = [Card.parse(c) for c in self.info.showcase]
        n = len(faces)
        dpr = self.devicePixelRatioF()
        span = cw * 0.55 * (n - 1)
        x0 = r.center().x() - span / 2
        top = r.top() + r.height() * 0.13
        p.save()
        p.setOpacity(1.0 if enabled else 0.8)
        for i, face in enumerate(faces):
            pm = self._painter.pixmap(face, cw, dpr)
            angle = (i - (n - 1) / 2) * 9
            p.save()
            p.translate(x0 + i * cw * 0.55, top + cw * 0.72 + abs(i - (n - 1) / 2) * 4)
            p.rotate(angle)
            p.setRenderHint(QPainter.RenderHint.SmoothPixmapTransform)
            p.drawPixmap(QPointF(-pm.width() / dpr / 2, -pm.height() / dpr / 2), pm)
            p.restore()
        p.restore()
        # title and subtitle
        text_top = top + cw * 1.62
        f = font(UI_FAMILIES, max(16.0, r.width() * 0.075))
        p.setFont(f)
        p.setPen(QColor("#ffffff") if enabled else QColor(255, 255, 255, 200))
        title_rect = QRectF(r.left() + 12, text_top, r.width() - 24, QFontMetricsF(f).height() * 1.1)
        p.drawText(title_rect, Qt.AlignmentFlag.AlignHCenter | Qt.AlignmentFlag.AlignTop, self.title())
        f2 = font(UI_FAMILIES, max(12.0, r.width() * 0.048), QFont.Weight.Normal)
        p.setFont(f2)
        p.setPen(QColor("#cfe3d6") if enabled else QColor(207, 227, 214, 185))
        sub_rect = QRectF(
            r.left() + 16, title_rect.bottom() + 4, r.width() - 32, r.bottom() - title_rect.bottom() - 8
        )
        p.drawText(
            sub_rect,
            Qt.AlignmentFlag.AlignHCenter | Qt.AlignmentFlag.AlignTop,
            "\n".join(self.subtitle_lines(sub_rect.width(), QFontMetricsF(f2))),
        )
        if not enabled:
            self._ribbon(p, r)

    def _ribbon(self, p: QPainter, r: QRectF) -> None:
        text = QCoreApplication.translate("StartPage", "Coming soon")
        f = font(UI_FAMILIES, max(11.0, r.width() * 0.042))
        fm = QFontMetricsF(f)
        w = fm.horizontalAdvance(text) + 24
        h = fm.height() + 8
        pill = QRectF(r.right() - w - 12, r.top() + 12, w, h)
        path = QPainterPath()
        path.addRoundedRect(pill, h / 2, h / 2)
        p.fillPath(path, QColor("#e07b24"))
        p.setFont(f)
        p.setPen(QColor("white"))
        p.drawText(pill, Qt.AlignmentFlag.AlignCenter, text)


class StartPage(QWidget):
    """Emits ``game_chosen(key)`` for an enabled tile and ``gallery_requested`` for the gallery link."""

    game_chosen = Signal(str)
    gallery_requested = Signal()
    continue_chosen = Signal(str)

    def __init__(self, parent: QWidget | None = None, painter: CardPainter | None = None) -> None:
        super().__init__(parent)
        self._painter = painter or shared_painter()
        outer = QVBoxLayout(self)
        outer.setContentsMargins(40, 30, 40, 30)
        outer.addStretch(2)
        self.title = QLabel("gunapp")
        self.title.setAlignment(Qt.AlignmentFlag.AlignCenter)
        self.title.setStyleSheet("color: white; font-size: 46px; font-weight: 700; letter-spacing: 2px;")
        outer.addWidget(self.title)
        self.games_line = QLabel("打滚子 · 斗地主")
        self.games_line.setAlignment(Qt.AlignmentFlag.AlignCenter)
        self.games_line.setStyleSheet("color: #f2c14e; font-size: 20px; font-weight: 600;")
        outer.addWidget(self.games_line)
        outer.addSpacing(10)
        self.prompt = QLabel()
        self.prompt.setAlignment(Qt.AlignmentFlag.AlignCenter)
        self.prompt.setStyleSheet("color: #dfeee4; font-size: 17px;")
        outer.addWidget(self.prompt)
        outer.addSpacing(18)
        self.continue_bar = ContinueBar(self)  # saved matches (filled by the main window)
        self.continue_bar.continue_chosen.connect(self.continue_chosen)
        outer.addWidget(self.continue_bar)
        outer.addSpacing(12)
        row = QHBoxLayout()
        row.setSpacing(24)
        row.addStretch(1)
        self.tiles: dict[str, GameTile] = {}
        for info in GAMES:
            tile = GameTile(info, self._painter)
            tile.clicked.connect(lambda _=False, k=info.key: self.game_chosen.emit(k))
            row.addWidget(tile, 3)
            self.tiles[info.key] = tile
        row.addStretch(1)
        outer.addLayout(row, 6)
        outer.addSpacing(18)
        self.gallery_button = QPushButton()
        self.gallery_button.setCursor(Qt.CursorShape.PointingHandCursor)
        self.gallery_button.setFlat(True)
        self.gallery_button.setStyleSheet(
            "QPushButton { color: #f2c14e; font-size: 15px; border: none; text-decoration: underline; }"
            "QPushButton:hover { color: white; }"
        )
        self.gallery_button.clicked.connect(self.gallery_requested)
        outer.addWidget(self.gallery_button, 0, Qt.AlignmentFlag.AlignHCenter)
        outer.addStretch(3)
        self.refresh_games()
        self.retranslate()

    def refresh_games(self) -> None:
        """Enable the tiles whose games have registered a table."""
        for key, tile in self.tiles.items():
            tile.setEnabled(table_factory(key) is not None)

    def retranslate(self) -> None:
        self.prompt.setText(self.tr("Choose a game"))
        self.gallery_button.setText(self.tr("Look at the cards (card gallery)"))

    def changeEvent(self, event: QEvent) -> None:  # noqa: N802
        if event.type() == QEvent.Type.LanguageChange:
            self.retranslate()
        super().changeEvent(event)

    def paintEvent(self, event: QPaintEvent) -> None:  # noqa: N802
        p = QPainter(self)
        pm, at = felt_for(self.size(), self.devicePixelRatioF())
        p.drawPixmap(at, pm)
