"""Draw the disk image window's background: an arrow from the app to Applications and, for a build that Apple
has not notarised, how to open it the first time (in English, Chinese and Italian: the dmg cannot know the
player's language). Run by the macOS job before dmgbuild (packaging/macos/dmg_settings.py reads the PNG).

Usage: python packaging/macos/dmg_background.py OUT.png [--unsigned]
"""

from __future__ import annotations

import sys
from pathlib import Path

# dmg_settings.py's window: 640 x 300 points, the app at (160, 130), Applications at (480, 130)
WIDTH, HEIGHT = 640, 300
SCALE = 2  # drawn at Retina resolution; dmgbuild shows it at the window's size
HINT = "Drag gunapp to Applications  ·  把 gunapp 拖到“应用程序”  ·  Trascina gunapp in Applicazioni"
# macOS 14/15: a downloaded app that is not notarised opens only after "Open Anyway" (Apple's support page
# "Safely open apps on your Mac"); macOS 15 no longer offers Control-click → Open for it
UNSIGNED = (
    "First start: if macOS says it cannot check gunapp, open System Settings → Privacy & Security → Open Anyway.",
    "首次打开：若提示无法验证 gunapp，请前往 系统设置 → 隐私与安全性，点按“仍要打开”。",
    "Primo avvio: se macOS non può verificare gunapp, vai in Impostazioni di Sistema → Privacy e sicurezza → "
    "Apri comunque.",
)


def draw(out: Path, unsigned: bool) -> Path:
    from PySide6.QtCore import QPointF, QRectF, Qt
    from PySide6.QtGui import QColor, QFont, QGuiApplication, QImage, QPainter, QPainterPath, QPen

    app = QGuiApplication.instance() or QGuiApplication([])
    assert app is not None
    image = QImage(WIDTH * SCALE, HEIGHT * SCALE, QImage.Format.Format_ARGB32)
    image.setDevicePixelRatio(SCALE)
    image.fill(QColor("#f4f1ea"))
    p = QPainter(image)
    p.setRenderHint(QPainter.RenderHint.Antialiasing)
    # the arrow between the two icons (their centres at y = 130, 128 px icons)
    pen = QPen(QColor("#8a7f6e"), 6, Qt.PenStyle.SolidLine, Qt.PenCapStyle.RoundCap)
    p.setPen(pen)
    p.drawLine(QPointF(250, 130), QPointF(385, 130))
    head = QPainterPath(QPointF(395, 130))
    head.lineTo(QPointF(375, 116))
    head.lineTo(QPointF(375, 144))
    head.closeSubpath()
    p.fillPath(head, QColor("#8a7f6e"))
    p.setPen(QColor("#3b3630"))
    font = QFont()
    font.setPixelSize(12)
    p.setFont(font)
    p.drawText(QRectF(10, 8, WIDTH - 20, 20), int(Qt.AlignmentFlag.AlignHCenter), HINT)
    if unsigned:
        font.setPixelSize(11)
        p.setFont(font)
        p.setPen(QColor("#7a2e12"))
        box = QRectF(16, 218, WIDTH - 32, 76)
        p.drawText(box, int(Qt.AlignmentFlag.AlignLeft | Qt.TextFlag.TextWordWrap), "\n".join(UNSIGNED))
    p.end()
    out.parent.mkdir(parents=True, exist_ok=True)
    if not image.save(str(out)):
        raise SystemExit(f"cannot write {out}")
    return out


def main(argv: list[str] | None = None) -> int:
    args = sys.argv[1:] if argv is None else argv
    paths = [a for a in args if not a.startswith("--")]
    if len(paths) != 1:
        print(__doc__, file=sys.stderr)
        return 2
    print(draw(Path(paths[0]), "--unsigned" in args))
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
