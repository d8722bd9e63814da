"""Pure-Python game engines. Nothing under this package may import Qt or do I/O other than records."""
