"""The HTML of a rules page: a title, a note under it, then sections of paragraphs (each game's
``rules_text`` words them; the dialog shows the result)."""

from __future__ import annotations


def rules_html(title: str, note: str, parts: list[tuple[str, list[str]]]) -> str:
    body = [f"<h1>{title}</h1>", f'<p class="note">{note}</p>']
    for head, paras in parts:
        body.append(f"<h2>{head}</h2>")
        body += [f"<p>{p}</p>" for p in paras]
    return "\n".join(body)
