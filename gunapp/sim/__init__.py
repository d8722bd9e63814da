"""Command-line simulators: ``python -m gunapp.sim gunzi|ddz3|ddz4 ...`` (no Qt)."""
