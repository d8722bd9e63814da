"""The sound player: the one place that talks to QtMultimedia.

``SoundService.play(cue)`` returns at once: it hands the cue to a backend of preloaded ``QSoundEffect``s
(several voices for the frequent cues) which Qt plays on its own audio thread. When sound is off nothing
reaches the backend, which is not even created (QtMultimedia is imported lazily, on the first cue or
``preload``, so start-up does not pay for it).

Anything wrong with audio (QtMultimedia missing, no output device, a backend that fails, a missing or
corrupt WAV) makes the app silent for what is affected and is logged once: never a dialog, never an
exception out of ``play``.

QtMultimedia is started without a media backend (``_audio_outputs``): the audio classes used here are served
by Qt's core multimedia library, and the one backend the wheels ship (FFmpeg, which links Qt Quick, QML and
OpenGL) would add about 15 MB resident to every table (issue 29).
"""

from __future__ import annotations

import logging
import sys
from collections.abc import Callable
from typing import Any, Protocol

from PySide6.QtCore import QObject, Signal

from gunapp.sound.cues import VOICES, Cue, cue_path

log = logging.getLogger(__name__)


class Backend(Protocol):
    def play(self, cue: Cue, volume: float) -> None: ...


BackendFactory = Callable[[], Backend]


class _Once:
    """Log each kind of audio trouble once per run, not once per card."""

    def __init__(self) -> None:
        self.seen: set[str] = set()

    def warn(self, key: str, msg: str, *args: object) -> None:
        if key not in self.seen:
            self.seen.add(key)
            log.warning(msg, *args)


class SilentBackend:
    """What is left when audio cannot work: accepts every cue and plays nothing."""

    def play(self, cue: Cue, volume: float) -> None:
        pass


class QtBackend:
    """One or more preloaded ``QSoundEffect`` per cue. Raises nothing: trouble leaves cues silent."""

    def __init__(self, once: _Once | None = None) -> None:
        self._once = once or _Once()
        self._voices: dict[Cue, list[Any]] = {}
        self._next: dict[Cue, int] = {}
        self._broken: set[Cue] = set()
        try:
            from PySide6.QtCore import QUrl
            from PySide6.QtMultimedia import QMediaDevices, QSoundEffect
        except Exception as exc:  # ImportError, or a Qt plugin failing while the module initialises
            self._once.warn("import", "sound off: QtMultimedia is not available (%s)", exc)
            return
        try:
            if not _audio_outputs(QMediaDevices):
                self._once.warn("device", "sound off: no audio output device")
                return
            for cue in Cue:
                path = cue_path(cue)
                if not path.is_file():
                    self._once.warn(f"missing:{cue}", "sound: %s is missing; that cue stays silent", path)
                    continue
                voices = []
                for _ in range(VOICES.get(cue, 1)):
                    effect = QSoundEffect()
                    effect.statusChanged.connect(lambda c=cue, e=effect: self._check(c, e))
                    effect.setSource(QUrl.fromLocalFile(str(path)))
                    voices.append(effect)
                self._voices[cue] = voices
                self._next[cue] = 0
        except Exception as exc:
            self._voices.clear()
            self._once.warn("backend", "sound off: the audio backend failed (%s)", exc)

    @property
    def working(self) -> bool:
        return bool(self._voices)

    def _check(self, cue: Cue, effect: Any) -> None:
        from PySide6.QtMultimedia import QSoundEffect

        if effect.status() == QSoundEffect.Status.Error:
            self._broken.add(cue)
            # once for all files: a device that refuses the format refuses every cue
            self._once.warn(
                "error", "sound: %s could not be loaded or played; cues stay silent", cue_path(cue)
            )

    def play(self, cue: Cue, volume: float) -> None:
        voices = self._voices.get(cue)
        if not voices or cue in self._broken:
            return
        try:
            # a free voice if there is one, else the one that started longest ago
            free = [v for v in voices if not v.isPlaying()]
            if free:
                effect = free[0]
            else:
                i = self._next[cue]
                self._next[cue] = (i + 1) % len(voices)
                effect = voices[i]
            effect.setVolume(volume)
            effect.play()
        except Exception as exc:  # a dead audio device mid-game: silence, not a crash
            self._broken.add(cue)
            self._once.warn(f"play:{cue}", "sound: playing %s failed (%s)", cue, exc)


def _audio_outputs(devices: Any) -> list[Any]:
    """``devices.audioOutputs()`` (``QMediaDevices``) with Qt's plugin folders hidden for the call.

    Qt chooses its media backend once, at the first use of QtMultimedia in the process, from the plugin
    folders. Finding none, it serves QMediaDevices, QAudioDevice, QSoundEffect, QAudioSink and QAudioSource
    (its words) from the core library with the platform's own audio (PulseAudio or PipeWire, WASAPI,
    CoreAudio): all this app plays through; the FFmpeg backend is for players, recorders and video. The
    folders are back before this returns, for every other plugin (image formats, input methods), and Qt's
    notice that it found no backend, expected here, stays out of the player's log."""
    from PySide6.QtCore import QCoreApplication, qInstallMessageHandler

    # the handler that was in place (the crash log's), known once installing ours returns it
    previous: list[Any] = [None]

    def quiet(kind: Any, context: Any, message: str) -> None:
        if message.startswith("No QtMultimedia backends found"):
            return
        if previous[0] is not None:
            previous[0](kind, context, message)
        else:
            print(message, file=sys.stderr)

    paths = QCoreApplication.libraryPaths()
    previous[0] = qInstallMessageHandler(quiet)
    QCoreApplication.setLibraryPaths([])
    try:
        return list(devices.audioOutputs())
    finally:
        QCoreApplication.setLibraryPaths(paths)
        qInstallMessageHandler(previous[0])


def perceived(volume: int) -> float:
    """Slider percent -> linear gain: ears hear roughly logarithmically, so 50 % should sound like half."""
    v = max(0, min(100, volume)) / 100
    return v * v


class SoundService(QObject):
    """Plays cues if sound is on. ``requested(cue)`` is emitted for each cue handed to the audio layer."""

    requested = Signal(str)

    def __init__(
        self,
        backend_factory: BackendFactory | None = None,
        *,
        enabled: bool = False,
        volume: int = 70,
        parent: QObject | None = None,
    ) -> None:
        super().__init__(parent)
        self._factory: BackendFactory = backend_factory or QtBackend
        self._backend: Backend | None = None
        self.enabled = enabled
        self.volume = volume

    def configure(self, enabled: bool, volume: int) -> None:
        self.enabled = bool(enabled)
        self.volume = max(0, min(100, int(volume)))

    @property
    def audible(self) -> bool:
        return self.enabled and self.volume > 0

    def preload(self) -> None:
        """Create the backend now (imports QtMultimedia, starts loading every WAV) if sound is on."""
        if self.audible:
            self._ensure()

    def play(self, cue: Cue) -> None:
        if not self.audible:
            return
        backend = self._ensure()
        self.requested.emit(str(cue))
        try:
            backend.play(cue, perceived(self.volume))
        except Exception as exc:  # a test double or a future backend must not take the table down
            log.warning("sound: backend failed (%s); sound stays off", exc)
            self._backend = SilentBackend()

    def _ensure(self) -> Backend:
        if self._backend is None:
            try:
                self._backend = self._factory()
            except Exception as exc:
                log.warning("sound off: the audio backend could not start (%s)", exc)
                self._backend = SilentBackend()
        return self._backend


_shared: SoundService | None = None


def shared() -> SoundService:
    """The app's sound service (off until the main window configures it from the settings)."""
    global _shared
    if _shared is None:
        _shared = SoundService()
    return _shared


def set_shared(service: SoundService | None) -> None:
    """Replace the app's service (tests: a recording backend); None makes a fresh one on the next call."""
    global _shared
    _shared = service
