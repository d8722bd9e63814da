"""Persistent user data: settings now, saves and statistics later (platformdirs + pydantic + atomic writes)."""
