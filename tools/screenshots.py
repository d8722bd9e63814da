"""Save screenshots of the start page and the card gallery in every language (for README and reviews).

Usage: python -m tools.screenshots OUTDIR [--size 1280x800]
Run under Xvfb (DISPLAY=:N QT_QPA_PLATFORM=xcb) or offscreen with a CJK font installed. Settings go to a
temporary folder, so the user's own settings are never touched.
"""

from __future__ import annotations

import argparse
import os
import sys
import tempfile
from pathlib import Path


def main(argv: list[str] | None = None) -> int:
    ap = argparse.ArgumentParser(prog="python -m tools.screenshots")
    ap.add_argument("outdir")
    ap.add_argument("--size", default="1280x800")
    args = ap.parse_args(argv)
    width, height = (int(v) for v in args.size.split("x"))
    out = Path(args.outdir)
    out.mkdir(parents=True, exist_ok=True)

    from PySide6.QtWidgets import QApplication

    from gunapp.i18n import LANGUAGES, LanguageManager
    from gunapp.storage.settings import SettingsStore
    from gunapp.ui.main_window import MainWindow

    app = QApplication.instance() or QApplication(sys.argv[:1])
    with tempfile.TemporaryDirectory() as tmp:
        store = SettingsStore(Path(tmp) / "settings.json")
        store.load()
        languages = LanguageManager(app)
        languages.set_language("en")
        window = MainWindow(store, languages)
        window.resize(width, height)
        window.show()
        window.apply_settings(animation_speed=0.0)
        for code in LANGUAGES:
            window.set_language(code)
            for _ in range(3):
                app.processEvents()
            window.show_start_page()
            app.processEvents()
            window.grab().save(str(out / f"start_{code}.jpg"), "JPG", 85)
            window.show_gallery()
            app.processEvents()
            window.grab().save(str(out / f"gallery_{code}.jpg"), "JPG", 85)
        window.close()
    print(f"screenshots written to {out}{os.sep}")
    return 0


if __name__ == "__main__":
    sys.exit(main())
