"""Fetch Inno Setup's Simplified Chinese messages (ChineseSimplified.isl) from a pinned issrc commit and check it.

Used by the Windows job only when the pinned Inno Setup has no ``Languages\\ChineseSimplified.isl`` of its own.
The file comes from one commit of jrsoftware/issrc (never a branch), and its text must hash to ``SHA256``: the
digest is taken over the text with a UTF-8 BOM dropped and CRLF read as LF, so a checkout's line-ending
conversion cannot fail a good file, while any change of wording does.

Usage: python packaging/windows/fetch_isl.py OUT   (writes OUT, or exits 1 naming the digest it got)
"""

from __future__ import annotations

import hashlib
import sys
import urllib.request
from pathlib import Path

COMMIT = "2fac1b77a685e9bf566ffd2b007f4a0a0aae1c92"  # jrsoftware/issrc: "Inno Setup version 6.5.0+" messages
URL = f"https://raw.githubusercontent.com/jrsoftware/issrc/{COMMIT}/Files/Languages/ChineseSimplified.isl"
SHA256 = "eb53feb7be1b037dfbb03333424bf2541ddc61f71ce871e9d1f9fec21f60b9c4"


def digest(data: bytes) -> str:
    text = data.removeprefix(b"\xef\xbb\xbf").replace(b"\r\n", b"\n")
    return hashlib.sha256(text).hexdigest()


def fetch(out: Path, url: str = URL) -> Path:
    with urllib.request.urlopen(url, timeout=60) as response:  # noqa: S310 - a fixed https URL
        data = response.read()
    got = digest(data)
    if got != SHA256:
        raise SystemExit(f"{url}: SHA-256 {got}, expected {SHA256}: not the pinned translation")
    out.parent.mkdir(parents=True, exist_ok=True)
    out.write_bytes(data)
    return out


def main(argv: list[str] | None = None) -> int:
    args = sys.argv[1:] if argv is None else argv
    if len(args) != 1:
        print(__doc__, file=sys.stderr)
        return 2
    print(fetch(Path(args[0])))
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
