"""A sound service whose audio layer records the cues instead of playing them."""

from __future__ import annotations

from collections import Counter
from collections.abc import Iterator

import pytest

from gunapp.sound import service as sound_service
from gunapp.sound.cues import Cue
from gunapp.sound.service import SoundService


class RecordingBackend:
    """Stands in for QtMultimedia: what reached the audio layer, in order, with the volume asked."""

    def __init__(self) -> None:
        self.played: list[tuple[Cue, float]] = []

    def play(self, cue: Cue, volume: float) -> None:
        self.played.append((cue, volume))

    def counts(self) -> Counter[Cue]:
        return Counter(c for c, _v in self.played)


@pytest.fixture
def recorder() -> Iterator[RecordingBackend]:
    """The app's shared service, switched on, playing into a ``RecordingBackend``."""
    backend = RecordingBackend()
    service = SoundService(lambda: backend, enabled=True, volume=100)
    sound_service.set_shared(service)
    yield backend
    sound_service.set_shared(None)
