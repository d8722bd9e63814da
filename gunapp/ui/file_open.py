"""Records opened from the desktop: ``gunapp FILE`` (Windows/Linux double-click), macOS's file-open event, and a
second launch that hands its file to the gunapp already running instead of opening a second window.

Every way ends in ``SavedGames.open_record(path)``, the checked path of Game → Open record… (it validates the
record and tells the player, in their language, why a file cannot be played).

The running app listens on a local socket (a Unix socket / a named pipe) named after the user's settings
folder, so each user (and each test with its own ``GUNAPP_CONFIG_DIR``) has its own; only that user may
connect (``UserAccessOption``). A launch with a file first tries to connect: if someone answers, it writes
the absolute path, UTF-8, one line, and exits.
"""

from __future__ import annotations

import logging
import os
from pathlib import Path
from typing import TYPE_CHECKING, Any

import shiboken6
from PySide6.QtCore import QByteArray, QEvent, QObject, Qt
from PySide6.QtGui import QFileOpenEvent
from PySide6.QtWidgets import QApplication

from gunapp.storage.settings import default_config_dir

if TYPE_CHECKING:
    from PySide6.QtNetwork import QLocalServer, QLocalSocket

# QtNetwork loads when it is used (a launch with a file, the server after the first frame), not before the
# first frame.

log = logging.getLogger(__name__)

CONNECT_MS = 500  # a running gunapp answers at once; a stale socket file fails at once too
MAX_MESSAGE = 64 * 1024  # a path; anything longer is not ours


def instance_name(config_dir: Path | None = None) -> str:
    """The local server's name: per user and settings folder (short, for the Unix socket path limit)."""
    import hashlib  # OpenSSL's library loads here, after the first paint (issue 29)

    folder = str((config_dir or default_config_dir()).expanduser().resolve())
    digest = hashlib.sha256(f"{os.getuid() if hasattr(os, 'getuid') else ''}|{folder}".encode()).hexdigest()
    return f"gunapp-{digest[:16]}"


def hand_to_running(path: str, name: str | None = None) -> bool:
    """Give ``path`` to the gunapp already running for this user; False if none answers."""
    from PySide6.QtNetwork import QLocalSocket

    sock = QLocalSocket()
    sock.connectToServer(name or instance_name())
    if not sock.waitForConnected(CONNECT_MS):
        return False
    sock.write(QByteArray((os.path.abspath(path) + "\n").encode("utf-8")))
    sent = sock.waitForBytesWritten(CONNECT_MS)
    sock.disconnectFromServer()
    if sock.state() != QLocalSocket.LocalSocketState.UnconnectedState:
        sock.waitForDisconnected(CONNECT_MS)
    return sent


class FileOpener(QObject):
    """Opens record files handed to the running app (file-open events, later launches) in the main window."""

    def __init__(self, window: Any, name: str | None = None, *, file_events: bool = True) -> None:
        super().__init__(window)
        self.window = window
        self._name = name  # the server's name, worked out when first needed (after the first paint)
        self.server: QLocalServer | None = None
        self.opened: list[str] = []  # every path handed over, in order (the tests read it)
        app = QApplication.instance()
        if app is not None and file_events:
            # an application-wide filter sees every event of every object: a Python call each, and the first
            # ones made PySide build the Python types of all QtWidgets classes (~25 ms before the first paint,
            # issue 29); ``app.run`` asks for it only where the system sends file-open events (macOS)
            app.installEventFilter(self)

    @property
    def name(self) -> str:
        if self._name is None:
            self._name = instance_name()
        return self._name

    # -- the ways in ------------------------------------------------------------------------------------
    def listen(self) -> bool:
        """Serve later launches. A socket file left by a crashed gunapp is removed; a live one is not ours."""
        from PySide6.QtNetwork import QLocalServer, QLocalSocket

        probe = QLocalSocket()
        probe.connectToServer(self.name)
        if probe.waitForConnected(CONNECT_MS):  # another gunapp of this user serves: leave it be
            probe.disconnectFromServer()
            return False
        server = QLocalServer(self)
        server.setSocketOptions(QLocalServer.SocketOption.UserAccessOption)
        if not server.listen(self.name):
            QLocalServer.removeServer(self.name)
            if not server.listen(self.name):
                log.warning("cannot serve later launches on %s: %s", self.name, server.errorString())
                return False
        server.newConnection.connect(self._accept)
        self.server = server
        return True

    def eventFilter(self, watched: QObject, event: QEvent) -> bool:
        if event.type() == QEvent.Type.FileOpen and isinstance(event, QFileOpenEvent):
            path = event.file()
            if path:
                self.open(path)
                return True
        return super().eventFilter(watched, event)

    def _accept(self) -> None:
        assert self.server is not None
        while self.server.hasPendingConnections():
            sock = self.server.nextPendingConnection()
            buffer = bytearray()

            def read(sock: QLocalSocket = sock, buffer: bytearray = buffer) -> None:
                buffer.extend(bytes(sock.readAll().data()))
                if len(buffer) > MAX_MESSAGE:
                    sock.abort()
                    buffer.clear()

            def done(sock: QLocalSocket = sock, buffer: bytearray = buffer) -> None:
                read()
                sock.deleteLater()
                lines = [line for line in buffer.decode("utf-8", "replace").splitlines() if line.strip()]
                if lines:
                    self.open(lines[-1])

            sock.readyRead.connect(read)
            sock.disconnected.connect(done)  # the sender writes one line and hangs up: then it is all here

    # -- opening ----------------------------------------------------------------------------------------
    def open(self, path: str) -> bool:
        """Bring the window forward and open ``path`` as Game → Open record… does."""
        if not shiboken6.isValid(self.window):
            return False
        self.opened.append(path)
        log.info("record handed over: %s", path)
        window = self.window
        if window.isMinimized():
            window.setWindowState(window.windowState() & ~Qt.WindowState.WindowMinimized)
        window.show()
        window.raise_()
        window.activateWindow()
        return bool(window.saved.open_record(path))
