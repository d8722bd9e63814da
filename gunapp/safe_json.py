"""JSON from files and pipes we do not trust: every way ``json.loads`` can fail becomes one ``JsonError``.

``json.loads`` raises more than ``JSONDecodeError``: ``RecursionError`` on deeply nested input (about 1,000
levels), ``ValueError`` on an integer literal over ``sys.get_int_max_str_digits()`` digits, and
``UnicodeDecodeError`` on bad bytes. Readers that caught only the first let the others stop the app. Depth is
checked before parsing so a hostile file never reaches the recursion limit, and non-finite numbers
(``1e999``, ``NaN``, ``Infinity``) are refused: no field of ours holds one.
"""

from __future__ import annotations

import json
from typing import Any

MAX_DEPTH = 64  # our deepest file (a record) nests 6 levels


class JsonError(ValueError):
    """The text is not JSON we accept; ``str(error)`` says why in English (for logs)."""


def _depth(text: str) -> int:
    """The deepest nesting of ``[``/``{`` outside strings (a linear scan; no recursion)."""
    depth = deepest = 0
    in_str = escaped = False
    for ch in text:
        if in_str:
            if escaped:
                escaped = False
            elif ch == "\\":
                escaped = True
            elif ch == '"':
                in_str = False
        elif ch == '"':
            in_str = True
        elif ch in "[{":
            depth += 1
            if depth > deepest:
                deepest = depth
        elif ch in "]}":
            depth -= 1
    return deepest


def _refuse_constant(name: str) -> Any:
    raise JsonError(f"non-finite number {name}")


def _finite_float(literal: str) -> float:
    value = float(literal)
    if value in (float("inf"), float("-inf")):
        raise JsonError(f"number out of range: {literal[:20]}")
    return value


class BadNumber:
    """A number no field of ours holds (``NaN``, ``1e999``, thousands of digits), kept in place by
    ``loads(..., bad_numbers=True)`` so that only the field holding it is refused, not the whole file."""

    def __init__(self, literal: str) -> None:
        self.literal = literal[:20]

    def __repr__(self) -> str:
        return f"BadNumber({self.literal!r})"


#: longer integer literals are refused (ours have a few digits; Python refuses over 4,300 with ValueError)
MAX_INT_DIGITS = 100


def _int_or_bad(literal: str) -> int | BadNumber:
    return int(literal) if len(literal) <= MAX_INT_DIGITS else BadNumber(literal)


def _float_or_bad(literal: str) -> float | BadNumber:
    value = float(literal)
    return value if value not in (float("inf"), float("-inf")) else BadNumber(literal)


def loads(data: str | bytes, *, max_depth: int = MAX_DEPTH, bad_numbers: bool = False) -> Any:
    """Parse ``data`` (bytes are decoded as UTF-8, a BOM allowed) or raise ``JsonError``. With
    ``bad_numbers`` a number out of range becomes a ``BadNumber`` where it stands (settings: one field is
    reset, the rest kept) instead of refusing the document."""
    try:
        text = data.decode("utf-8-sig") if isinstance(data, bytes) else data.removeprefix("\ufeff")
    except UnicodeDecodeError as exc:
        raise JsonError(f"not UTF-8: {exc}") from exc
    if _depth(text) > max_depth:
        raise JsonError(f"nested deeper than {max_depth} levels")
    try:
        if bad_numbers:
            return json.loads(
                text, parse_constant=BadNumber, parse_float=_float_or_bad, parse_int=_int_or_bad
            )
        return json.loads(text, parse_constant=_refuse_constant, parse_float=_finite_float)
    except JsonError:
        raise
    except (ValueError, RecursionError, OverflowError) as exc:  # JSONDecodeError is a ValueError
        raise JsonError(str(exc)[:200]) from exc
