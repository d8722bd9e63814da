"""A finished deal's record kept packed: an evening's match keeps every hand for the autosave and the replay,
and a hand's events as Python dicts cost ~53 KB where their compressed JSON costs ~1 KB (issue 10, memory).

Only the deal in progress is ever written to. The app's model packs the finished deals when a new one starts
(``pack_finished``); the engine itself does not, so simulators, benchmarks and searches pay nothing (packing
costs ~0.5 ms a hand). A packed record reads like the dict it was (it is a ``Mapping``), is immutable, and a
copy of the state shares it.
"""

from __future__ import annotations

import json
import zlib
from collections.abc import Iterator, Mapping
from typing import Any


class PackedHand(Mapping[str, Any]):
    __slots__ = ("_blob", "_keys")

    def __init__(self, record: Mapping[str, Any]) -> None:
        # records hold only JSON values (they are what the save file holds), so the round trip is exact
        text = json.dumps(dict(record), separators=(",", ":"), ensure_ascii=False)
        self._blob = zlib.compress(text.encode("utf-8"), 6)
        self._keys = tuple(record)

    def unpack(self) -> dict[str, Any]:
        """The record as a new dict (every read decodes: keep the result when reading several fields)."""
        value: dict[str, Any] = json.loads(zlib.decompress(self._blob))
        return value

    def __getitem__(self, key: str) -> Any:
        if key not in self._keys:
            raise KeyError(key)
        return self.unpack()[key]

    def __iter__(self) -> Iterator[str]:
        return iter(self._keys)

    def __len__(self) -> int:
        return len(self._keys)

    def __contains__(self, key: object) -> bool:
        return key in self._keys

    def __copy__(self) -> PackedHand:
        return self

    def __deepcopy__(self, memo: dict[int, Any]) -> PackedHand:
        return self

    def __repr__(self) -> str:
        return f"PackedHand({len(self._blob)} bytes, keys={self._keys})"


def unpacked(record: Mapping[str, Any]) -> dict[str, Any]:
    """A deal's record as a new dict, packed or not."""
    return record.unpack() if isinstance(record, PackedHand) else dict(record)


def pack_finished(records: list[Mapping[str, Any]]) -> None:
    """Pack in place every record but the last (the deal in progress, still written to)."""
    for i in range(len(records) - 2, -1, -1):
        if isinstance(records[i], PackedHand):
            break  # the earlier ones were packed before
        records[i] = PackedHand(records[i])
