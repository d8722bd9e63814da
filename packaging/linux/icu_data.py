"""Linux bundle: rebuild ICU's data library without the parts Qt never reads (issue 29.6, 12 of its 32 MB).

Qt links ICU for collation (QCollator: the file dialog sorts names with it), code converters, break iteration
and time zones; it takes locale display data (language, country and currency names, units, number spell-out)
from its own CLDR tables, and nothing in Qt uses ICU's transliterators, Unicode character names, stringprep
profiles or spoof checker. Those items are left out; everything else is kept byte for byte.

The data is ICU's "common data" package that ``libicudata.so.NN`` exports as one symbol (``icudtNN_dat``): a
header, a table of contents sorted by item name, and the items, each 16-byte aligned. The filtered package is
assembled into a new library of the same name and symbol (``gcc`` with ``.incbin``). Without gcc or nm the
bundle keeps the original library (a warning, not a failure).

Usage: python packaging/linux/icu_data.py PATH/TO/libicudata.so.NN [OUT]   (OUT defaults to replacing PATH)
"""

from __future__ import annotations

import re
import shutil
import struct
import subprocess
import sys
import tempfile
from pathlib import Path

# item names below the package prefix (icudtNNl/...) that are left out
DROP_FOLDERS = ("curr/", "lang/", "region/", "unit/", "rbnf/", "translit/")
DROP_SUFFIXES = (".spp",)  # stringprep profiles (IDNA and friends)
DROP_NAMES = ("unames.icu", "confusables.cfu", "confusablesWholeScript.cfu")
ALIGN = 16


def keep(name: str) -> bool:
    rest = name.split("/", 1)[1] if "/" in name else name
    return not (rest.startswith(DROP_FOLDERS) or rest.endswith(DROP_SUFFIXES) or rest in DROP_NAMES)


def _symbol(lib: Path) -> tuple[str, int, int]:
    """The data symbol's name, file offset and size (nm for the symbol, the ELF program headers for the offset)."""
    out = subprocess.run(["nm", "-D", "--defined-only", "-S", str(lib)], capture_output=True, text=True, check=True)
    match = re.search(r"^([0-9a-f]+) ([0-9a-f]+) R (icudt\d+_dat)$", out.stdout, re.MULTILINE)
    if not match:
        raise ValueError(f"{lib}: no icudtNN_dat symbol")
    vaddr, size, name = int(match.group(1), 16), int(match.group(2), 16), match.group(3)
    elf = lib.read_bytes()
    if elf[:4] != b"\x7fELF" or elf[4] != 2 or elf[5] != 1:
        raise ValueError(f"{lib}: not a 64-bit little-endian ELF file")
    phoff, phentsize, phnum = struct.unpack_from("<Q", elf, 0x20)[0], *struct.unpack_from("<HH", elf, 0x36)
    for i in range(phnum):
        p_type, _flags, p_offset, p_vaddr, _paddr, p_filesz = struct.unpack_from("<IIQQQQ", elf, phoff + i * phentsize)
        if p_type == 1 and p_vaddr <= vaddr < p_vaddr + p_filesz:  # PT_LOAD
            return name, vaddr - p_vaddr + p_offset, size
    raise ValueError(f"{lib}: {name} is in no loaded segment")


def read_package(data: bytes) -> tuple[bytes, list[tuple[str, bytes]]]:
    """The package's header and its items in table-of-contents order (sorted by name)."""
    header_size, magic = struct.unpack_from("<HH", data, 0)
    if magic != 0x27DA:
        raise ValueError("not ICU common data")
    toc = header_size
    (count,) = struct.unpack_from("<I", data, toc)
    entries = [struct.unpack_from("<II", data, toc + 4 + 8 * i) for i in range(count)]
    starts = sorted({toc + data_off for _n, data_off in entries} | {len(data)})
    end_of = {start: starts[k + 1] for k, start in enumerate(starts[:-1])}
    items = []
    for name_off, data_off in entries:
        name = data[toc + name_off : data.index(b"\0", toc + name_off)].decode("ascii")
        start = toc + data_off
        items.append((name, data[start : end_of[start]]))
    return data[:header_size], items


def write_package(header: bytes, items: list[tuple[str, bytes]]) -> bytes:
    names = b"".join(name.encode("ascii") + b"\0" for name, _ in items)
    toc_size = 4 + 8 * len(items)
    first = toc_size + len(names)
    first += -(len(header) + first) % ALIGN  # the first item 16-byte aligned in the whole package
    out = bytearray(header)
    out += struct.pack("<I", len(items))
    name_off, data_off = toc_size, first
    for name, blob in items:
        out += struct.pack("<II", name_off, data_off)
        name_off += len(name) + 1
        data_off += len(blob) + (-len(blob) % ALIGN)
    out += names
    out += b"\xaa" * (len(header) + first - len(out))  # icupkg's filler, so an unfiltered package is rebuilt as is
    for _name, blob in items:
        out += blob + b"\0" * (-len(blob) % ALIGN)
    return bytes(out)


def filter_package(data: bytes) -> bytes:
    header, items = read_package(data)
    return write_package(header, [(name, blob) for name, blob in items if keep(name)])


def build(lib: Path, out: Path) -> tuple[int, int]:
    """Write ``out``: ``lib`` with the filtered package; returns (old, new) data sizes."""
    symbol, offset, size = _symbol(lib)
    data = lib.read_bytes()[offset : offset + size]
    filtered = filter_package(data)
    soname = lib.name
    with tempfile.TemporaryDirectory() as tmp:
        dat = Path(tmp) / "data.dat"
        dat.write_bytes(filtered)
        asm = Path(tmp) / "data.S"
        asm.write_text(
            f"""    .section .rodata
    .global {symbol}
    .type {symbol}, @object
    .balign {ALIGN}
{symbol}:
    .incbin "{dat}"
    .size {symbol}, . - {symbol}
    .section .note.GNU-stack,"",@progbits
""",
            encoding="ascii",
        )
        built = Path(tmp) / soname
        subprocess.run(
            ["gcc", "-shared", "-nostdlib", "-Wl,-soname," + soname, "-o", str(built), str(asm)], check=True
        )
        shutil.copyfile(built, out)
    return size, len(filtered)


def main(argv: list[str] | None = None) -> int:
    args = sys.argv[1:] if argv is None else argv
    if len(args) not in (1, 2):
        print(__doc__, file=sys.stderr)
        return 2
    lib = Path(args[0])
    out = Path(args[1]) if len(args) == 2 else lib
    if not (shutil.which("gcc") and shutil.which("nm")):
        print("icu_data: gcc or nm missing: the bundle keeps ICU's full data", file=sys.stderr)
        return 0
    old, new = build(lib, out)
    print(f"icu_data: {lib.name}: data {old / 1e6:.1f} MB -> {new / 1e6:.1f} MB")
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
