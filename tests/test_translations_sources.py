"""The reviewed translations in translations/src/*.json hold only strings the code still asks for: an entry left
behind when its string changed or went away is never shown, and misleads whoever edits the file next (the
review's "not declaring" and "declaring {cards}" had stayed beside the strings that replaced them)."""

from __future__ import annotations

import json
import xml.etree.ElementTree as ET
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]


def _ts_keys() -> set[tuple[str, str]]:
    """(context, key) of every live message, keyed as tools/fill_ts.py looks them up."""
    keys = set()
    for ctx in ET.parse(ROOT / "translations" / "gunapp_it.ts").getroot().iter("context"):
        name = ctx.findtext("name") or ""
        for msg in ctx.iter("message"):
            tr = msg.find("translation")
            if tr is not None and tr.get("type") in ("obsolete", "vanished"):
                continue
            source, comment = msg.findtext("source") or "", msg.findtext("comment")
            keys.add((name, f"{source}|{comment}" if comment else source))
    return keys


def test_every_json_entry_is_a_string_of_the_code() -> None:
    live = _ts_keys()
    stale = [
        f"{path.name}: [{context}] {key!r}"
        for path in sorted((ROOT / "translations" / "src").glob("*.json"))
        for context, messages in json.loads(path.read_text(encoding="utf-8")).items()
        for key in messages
        if (context, key) not in live
    ]
    assert stale == [], "entries no tr() asks for any more: remove them from translations/src"
