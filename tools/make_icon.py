"""Draw the gunapp icon with QPainter and write resources/icons/: PNGs, gunapp.ico and gunapp.icns.

The drawing: a felt-green tile holding a fan of three cards, two red-backed and in front the red joker
(大王) marked by a crown and a star. Small sizes (<= 32 px) drop the fan and show one bold joker card so the
shape still reads in a taskbar or a tab.

The .ico and .icns containers are written here with ``struct`` (no imaging library needed):
- ICO: 16..48 px as 32-bit BMP entries (every Windows tool reads them), 64..256 px as PNG entries.
- ICNS: PNG entries under the OSTypes macOS expects for each size (ic07..ic14, icp4/icp5).

Usage: python tools/make_icon.py [--out resources/icons]
"""

from __future__ import annotations

import argparse
import math
import os
import struct
import sys
from pathlib import Path

os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")

from PySide6.QtCore import QBuffer, QByteArray, QIODevice, QPointF, QRectF, Qt
from PySide6.QtGui import (
    QBrush,
    QColor,
    QGuiApplication,
    QImage,
    QLinearGradient,
    QPainter,
    QPainterPath,
    QPen,
    QRadialGradient,
)

ROOT = Path(__file__).resolve().parents[1]
PNG_SIZES = (16, 24, 32, 48, 64, 128, 256, 512, 1024)
ICO_SIZES = (16, 24, 32, 48, 64, 128, 256)
ICO_BMP_MAX = 48
# OSType -> pixel size of the PNG it holds (the @2x types reuse the bigger bitmaps)
ICNS_TYPES = (
    ("icp4", 16),
    ("icp5", 32),
    ("ic11", 32),
    ("icp6", 64),
    ("ic12", 64),
    ("ic07", 128),
    ("ic08", 256),
    ("ic13", 256),
    ("ic09", 512),
    ("ic14", 512),
    ("ic10", 1024),
)

FELT_LIGHT = QColor("#2f9a5f")
FELT_DARK = QColor("#0c3f26")
GOLD = QColor("#e6c35c")
JOKER_RED = QColor("#d0202b")
BACK_RED = QColor("#9e1b25")
BACK_RED_DARK = QColor("#6d0f17")
CARD_WHITE = QColor("#fffdf6")


def rounded(rect: QRectF, radius: float) -> QPainterPath:
    path = QPainterPath()
    path.addRoundedRect(rect, radius, radius)
    return path


def star_path(cx: float, cy: float, outer: float, inner: float, points: int = 5) -> QPainterPath:
    path = QPainterPath()
    for i in range(points * 2):
        r = outer if i % 2 == 0 else inner
        a = -math.pi / 2 + i * math.pi / points
        pt = QPointF(cx + r * math.cos(a), cy + r * math.sin(a))
        if i == 0:
            path.moveTo(pt)
        else:
            path.lineTo(pt)
    path.closeSubpath()
    return path


def crown_path(cx: float, top: float, width: float, height: float) -> QPainterPath:
    """A five-point crown: a band at the bottom, three tall spikes and two short ones between them."""
    w, h = width, height
    left, right, base = cx - w / 2, cx + w / 2, top + h
    band = h * 0.22
    path = QPainterPath()
    path.moveTo(left, base)
    path.lineTo(left, top + h * 0.25)
    path.lineTo(left + w * 0.25, top + h * 0.55)
    path.lineTo(cx, top)
    path.lineTo(right - w * 0.25, top + h * 0.55)
    path.lineTo(right, top + h * 0.25)
    path.lineTo(right, base)
    path.closeSubpath()
    bandpath = QPainterPath()
    bandpath.addRect(QRectF(left, base - band, w, band))
    return path.united(bandpath)


def draw_tile(p: QPainter, s: float) -> None:
    margin = s * 0.06
    tile = QRectF(margin, margin, s - 2 * margin, s - 2 * margin)
    radius = tile.width() * 0.2
    grad = QRadialGradient(QPointF(s * 0.45, s * 0.35), s * 0.75)
    grad.setColorAt(0.0, FELT_LIGHT)
    grad.setColorAt(1.0, FELT_DARK)
    p.setPen(Qt.PenStyle.NoPen)
    p.setBrush(QBrush(grad))
    p.drawPath(rounded(tile, radius))
    if s >= 48:
        inset = s * 0.025
        p.setBrush(Qt.BrushStyle.NoBrush)
        p.setPen(QPen(QColor(GOLD.red(), GOLD.green(), GOLD.blue(), 150), s * 0.008))
        p.drawPath(rounded(tile.adjusted(inset, inset, -inset, -inset), radius - inset))


def draw_card_shadow(p: QPainter, card: QRectF, radius: float, s: float) -> None:
    for i in range(4, 0, -1):
        off = s * 0.004 * i
        p.setPen(Qt.PenStyle.NoPen)
        p.setBrush(QColor(0, 0, 0, 22))
        p.drawPath(rounded(card.translated(off * 0.6, off), radius + off))


def draw_card_back(p: QPainter, card: QRectF, radius: float, s: float) -> None:
    draw_card_shadow(p, card, radius, s)
    p.setPen(QPen(QColor("#3a0a0e"), s * 0.004))
    p.setBrush(CARD_WHITE)
    p.drawPath(rounded(card, radius))
    inner = card.adjusted(
        card.width() * 0.07, card.width() * 0.07, -card.width() * 0.07, -card.width() * 0.07
    )
    grad = QLinearGradient(inner.topLeft(), inner.bottomRight())
    grad.setColorAt(0, BACK_RED)
    grad.setColorAt(1, BACK_RED_DARK)
    p.setPen(Qt.PenStyle.NoPen)
    p.setBrush(QBrush(grad))
    inner_path = rounded(inner, radius * 0.6)
    p.drawPath(inner_path)
    # a gold lattice of diamonds, clipped to the inner panel
    p.save()
    p.setClipPath(inner_path)
    p.setPen(QPen(QColor(GOLD.red(), GOLD.green(), GOLD.blue(), 170), max(1.0, s * 0.005)))
    step = card.width() * 0.16
    span = int(card.height() / step) + 4
    for i in range(-span, span + 1):
        x = inner.left() + i * step
        p.drawLine(QPointF(x, inner.top()), QPointF(x + inner.height(), inner.bottom()))
        p.drawLine(QPointF(x, inner.top()), QPointF(x - inner.height(), inner.bottom()))
    p.restore()


def draw_joker(p: QPainter, card: QRectF, radius: float, s: float, bold: bool) -> None:
    draw_card_shadow(p, card, radius, s)
    p.setPen(QPen(QColor("#55442a"), max(1.0, s * 0.004)))
    p.setBrush(CARD_WHITE)
    p.drawPath(rounded(card, radius))
    cx = card.center().x()
    w = card.width()
    crown_w = w * (0.78 if bold else 0.62)
    crown_h = crown_w * 0.72
    crown_top = card.top() + card.height() * (0.2 if bold else 0.3)
    crown = crown_path(cx, crown_top, crown_w, crown_h)
    grad = QLinearGradient(QPointF(cx, crown_top), QPointF(cx, crown_top + crown_h))
    grad.setColorAt(0, QColor("#ff4b4b"))
    grad.setColorAt(1, JOKER_RED)
    p.setPen(QPen(QColor("#8a0d14"), max(1.0, s * 0.006)) if not bold else Qt.PenStyle.NoPen)
    p.setBrush(QBrush(grad))
    p.drawPath(crown)
    if not bold:
        # gold jewels on the spike tips and the band
        p.setPen(Qt.PenStyle.NoPen)
        p.setBrush(GOLD)
        jewel = w * 0.045
        for tx, ty in ((cx, crown_top), (cx - crown_w / 2, crown_top + crown_h * 0.25)):
            p.drawEllipse(QPointF(tx, ty), jewel, jewel)
        p.drawEllipse(QPointF(cx + crown_w / 2, crown_top + crown_h * 0.25), jewel, jewel)
        band_y = crown_top + crown_h - crown_h * 0.11
        for dx in (-0.25, 0.0, 0.25):
            p.drawEllipse(QPointF(cx + crown_w * dx, band_y), jewel * 0.8, jewel * 0.8)
        # the big star under the crown and the small corner stars of a joker face
        p.setBrush(JOKER_RED)
        p.drawPath(star_path(cx, crown_top + crown_h + w * 0.3, w * 0.2, w * 0.085))
        corner = w * 0.085
        p.drawPath(star_path(card.left() + w * 0.14, card.top() + w * 0.16, corner, corner * 0.42))
        p.drawPath(star_path(card.right() - w * 0.14, card.bottom() - w * 0.16, corner, corner * 0.42))
    else:
        p.setPen(Qt.PenStyle.NoPen)
        p.setBrush(JOKER_RED)
        p.drawPath(star_path(cx, crown_top + crown_h + w * 0.32, w * 0.26, w * 0.11))


def render(size: int) -> QImage:
    """The icon at ``size`` pixels; drawn on a 1024 unit canvas scaled down, so all sizes share one design."""
    img = QImage(size, size, QImage.Format.Format_ARGB32_Premultiplied)
    img.fill(Qt.GlobalColor.transparent)
    p = QPainter(img)
    p.setRenderHint(QPainter.RenderHint.Antialiasing)
    s = 1024.0
    p.scale(size / s, size / s)
    draw_tile(p, s)
    if size <= 32:
        card = QRectF(s * 0.24, s * 0.14, s * 0.52, s * 0.72)
        draw_joker(p, card, s * 0.06, s, bold=True)
    else:
        card_w, card_h = s * 0.40, s * 0.56
        pivot = QPointF(s * 0.5, s * 0.86)
        for angle, kind in ((-24.0, "back"), (24.0, "back"), (0.0, "joker")):
            p.save()
            p.translate(pivot)
            p.rotate(angle)
            card = QRectF(-card_w / 2, -card_h - s * 0.05, card_w, card_h)
            if kind == "back":
                draw_card_back(p, card, s * 0.035, s)
            else:
                draw_joker(p, card, s * 0.035, s, bold=False)
            p.restore()
    p.end()
    return img.convertToFormat(QImage.Format.Format_ARGB32)


def png_bytes(img: QImage) -> bytes:
    data = QByteArray()
    buf = QBuffer(data)
    buf.open(QIODevice.OpenModeFlag.WriteOnly)
    if not img.save(buf, "PNG"):
        raise RuntimeError("PNG encoding failed")
    buf.close()
    return bytes(data.data())


def bmp_entry(img: QImage) -> bytes:
    """An ICO BMP entry: BITMAPINFOHEADER (height doubled for the mask), BGRA rows bottom-up, AND mask."""
    w, h = img.width(), img.height()
    rows = []
    for y in range(h - 1, -1, -1):
        line = img.constScanLine(y)
        rows.append(bytes(line)[: w * 4])  # Format_ARGB32 is B,G,R,A in memory on little-endian hosts
    pixels = b"".join(rows)
    mask_stride = ((w + 31) // 32) * 4
    mask = bytes(mask_stride * h)  # all zero: the alpha channel decides transparency
    header = struct.pack("<IiiHHIIiiII", 40, w, h * 2, 1, 32, 0, len(pixels) + len(mask), 0, 0, 0, 0)
    return header + pixels + mask


def ico_bytes(images: dict[int, QImage]) -> bytes:
    entries = []
    for size in ICO_SIZES:
        img = images[size]
        entries.append((size, bmp_entry(img) if size <= ICO_BMP_MAX else png_bytes(img)))
    offset = 6 + 16 * len(entries)
    out = [struct.pack("<HHH", 0, 1, len(entries))]
    blobs = []
    for size, blob in entries:
        dim = 0 if size >= 256 else size
        out.append(struct.pack("<BBBBHHII", dim, dim, 0, 0, 1, 32, len(blob), offset))
        offset += len(blob)
        blobs.append(blob)
    return b"".join(out + blobs)


def icns_bytes(pngs: dict[int, bytes]) -> bytes:
    body = b"".join(
        ostype.encode("ascii") + struct.pack(">I", 8 + len(pngs[size])) + pngs[size]
        for ostype, size in ICNS_TYPES
    )
    return b"icns" + struct.pack(">I", 8 + len(body)) + body


def write_all(out: Path) -> list[Path]:
    out.mkdir(parents=True, exist_ok=True)
    images = {size: render(size) for size in PNG_SIZES}
    pngs = {size: png_bytes(img) for size, img in images.items()}
    written = []
    for size, data in pngs.items():
        path = out / f"gunapp-{size}.png"
        path.write_bytes(data)
        written.append(path)
    for name, data in (("gunapp.ico", ico_bytes(images)), ("gunapp.icns", icns_bytes(pngs))):
        (out / name).write_bytes(data)
        written.append(out / name)
    return written


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--out", type=Path, default=ROOT / "resources" / "icons")
    args = parser.parse_args(argv)
    _app = QGuiApplication.instance() or QGuiApplication(sys.argv[:1])
    for path in write_all(args.out):
        print(f"{path.relative_to(ROOT) if path.is_relative_to(ROOT) else path}  {path.stat().st_size} bytes")
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
