"""The settlement's breakdown under the call-and-grab rules (D11.12): one row per peasant with every factor of
its payment, ``base × 2^g × s × 2^m × spring × d(p) × d(L)``, capped last, and the amount; the engine's
numbers (``DealResult.payments``), never computed here."""

from __future__ import annotations

from gunapp.games.doudizhu.engine.events import DealResult
from gunapp.games.doudizhu.ui.call_words import T as CallT
from gunapp.games.doudizhu.ui.texts import T


def breakdown_rows(result: DealResult) -> list[tuple[int, list[str], int]]:
    """Per peasant: (seat, the factors as shown, the amount it pays, negative when it is paid)."""
    rows = []
    cap_on = any(p.cap is not None for p in result.payments)
    for p in result.payments:
        cells = [
            str(p.base),
            f"×{1 << p.grabs}",
            f"×{p.show}",
            f"×{1 << p.doublings}",
            f"×{p.spring}",
            f"×{p.double}",
            f"×{p.landlord_double}",
        ]
        if cap_on:
            cells.append(f"×{p.cap}" if p.capped else "—")
        rows.append((p.seat, cells, p.amount))
    return rows


def breakdown_html(result: DealResult, players: int, viewer: int) -> str:
    """A small rich-text table: a header of the factors' names, a row per peasant, the landlord's total."""
    t, c = T(), CallT()
    heads = [
        c.base(),
        c.grabs(),
        c.shown(),
        c.bombs(),
        c.spring(),
        c.own_double(),
        c.landlord_double(),
    ]
    rows = breakdown_rows(result)
    if rows and len(rows[0][1]) > len(heads):
        heads.append(c.cap())
    # Qt broke a Chinese name between any two characters (抢地 / 主, 底 / 分) to fit the panel: each name keeps
    # its lines, one, or two split between words ("Landlord's / double")
    head = "".join(
        f"<th style='white-space:nowrap'>&nbsp;{_two_lines(h)}&nbsp;</th>" for h in ["", *heads, "="]
    )
    body = []
    landlord_won = result.winner == "landlord"
    for seat, cells, amount in rows:
        name = t.seat(seat, players, viewer)
        tds = "".join(f"<td align='center'>{v}</td>" for v in cells)
        mine = seat == viewer
        total = f"<b>{abs(amount)}</b>" if mine else str(abs(amount))
        body.append(
            f"<tr><td style='white-space:nowrap'>{'<b>' + name + '</b>' if mine else name}</td>{tds}<td align='right'>{total}</td></tr>"
        )
    sum_all = sum(abs(a) for _s, _c, a in rows)
    landlord = t.seat(result.landlord, players, viewer)
    span = len(heads)
    verdict = c.landlord_gets(landlord, sum_all) if landlord_won else c.landlord_pays(landlord, sum_all)
    body.append(f"<tr><td colspan='{span + 2}' align='right'><i>{verdict}</i></td></tr>")
    return f"<table cellspacing='0' cellpadding='2'><tr>{head}</tr>{''.join(body)}</table>"


def _two_lines(name: str) -> str:
    """``name`` on one line, or on two split at the space that makes the longer line shortest."""
    words = name.split()
    if len(words) < 2:
        return name
    cut = min(range(1, len(words)), key=lambda i: max(len(" ".join(words[:i])), len(" ".join(words[i:]))))
    return " ".join(words[:cut]) + "<br>" + " ".join(words[cut:])
