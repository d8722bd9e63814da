"""Write the reviewed translations of translations/src/*.json into the Qt Linguist .ts files.

Why a JSON source: several people add strings at once; each area keeps its own small file (one owner, clean
diffs, a glossary easy to review), and `make translations` merges them after lupdate. The .ts files stay the
Qt Linguist artefact that lrelease compiles.

JSON shape: {"<context>": {"<source text>": {"zh_CN": "...", "it": "...", "en": "..."}}}. A plural message
(tr(src, "", n)) takes a list of forms: zh_CN one form, it and en two (singular, plural). "en" may be omitted
for a non-plural message: the English .ts then repeats the source. A message with a disambiguation comment is
keyed "<source text>|<comment>".

Usage: python tools/fill_ts.py [--check]   (--check lists what is missing and exits 1 if anything is)
"""

from __future__ import annotations

import json
import sys
import xml.etree.ElementTree as ET
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]
LANGS = {"zh_CN": "gunapp_zh_CN.ts", "it": "gunapp_it.ts", "en": "gunapp_en.ts"}
HEADER = '<?xml version="1.0" encoding="utf-8"?>\n<!DOCTYPE TS>\n'


def load_sources() -> dict[tuple[str, str], dict[str, object]]:
    table: dict[tuple[str, str], dict[str, object]] = {}
    for path in sorted((ROOT / "translations" / "src").glob("*.json")):
        data = json.loads(path.read_text(encoding="utf-8"))
        for context, messages in data.items():
            for key, langs in messages.items():
                table[(context, key)] = langs
    return table


def fill(check_only: bool = False) -> list[str]:
    table = load_sources()
    missing: list[str] = []
    for lang, name in LANGS.items():
        path = ROOT / "translations" / name
        if not path.exists():
            continue
        tree = ET.parse(path)
        root = tree.getroot()
        root.set("language", lang)
        for ctx in root.iter("context"):
            ctx_name = ctx.findtext("name") or ""
            for msg in ctx.iter("message"):
                source = msg.findtext("source") or ""
                comment = msg.findtext("comment")
                key = f"{source}|{comment}" if comment else source
                numerus = msg.get("numerus") == "yes"
                tr = msg.find("translation")
                if tr is None:
                    tr = ET.SubElement(msg, "translation")
                entry = table.get((ctx_name, key), {})
                value = entry.get(lang)
                if value is None and lang == "en" and not numerus:
                    value = source
                if value is None:
                    if tr.get("type") == "unfinished" or not (tr.text or list(tr)):
                        missing.append(f"{lang}: [{ctx_name}] {key!r}")
                    continue
                if check_only:
                    continue
                for child in list(tr):
                    tr.remove(child)
                tr.text = None
                if numerus:
                    forms = value if isinstance(value, list) else [value]
                    for form in forms:
                        ET.SubElement(tr, "numerusform").text = str(form)
                else:
                    tr.text = str(value[0] if isinstance(value, list) else value)
                tr.attrib.pop("type", None)
        if not check_only:
            ET.indent(tree, space="    ")
            body = ET.tostring(root, encoding="unicode")
            path.write_text(HEADER + body + "\n", encoding="utf-8")
    return missing


def main() -> int:
    check_only = "--check" in sys.argv
    missing = fill(check_only)
    for line in missing:
        print("missing translation:", line)
    return 1 if (missing and check_only) else 0


if __name__ == "__main__":
    sys.exit(main())
