"""The review is engine-side (issue 27): it runs in worker processes and from the command line, so neither
``gunapp.review`` nor a game's evaluator may pull in Qt."""

from __future__ import annotations

import subprocess
import sys


def test_the_review_imports_no_qt() -> None:
    code = (
        "import sys\n"
        "import gunapp.review, gunapp.review.__main__\n"
        "import gunapp.games.doudizhu.review, gunapp.games.gunzi.review\n"
        "print(sorted(m for m in sys.modules if m.startswith(('PySide6', 'shiboken6'))))\n"
    )
    out = subprocess.run([sys.executable, "-c", code], capture_output=True, text=True, check=True).stdout
    assert out.strip() == "[]"
