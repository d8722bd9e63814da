"""Why the system refused a file or folder, in the player's words (light: loaded by the main window at start)."""

from __future__ import annotations

import errno
import re

from PySide6.QtCore import QCoreApplication


def os_reason(error: str | int | None) -> str:
    """The player's words for why the system refused a file or folder (an errno, or an OSError's text that
    starts ``[Errno N]``); an error without words of ours becomes a plain sentence with its code, never the
    system's English text inside a translated notice."""

    code = error
    if isinstance(error, str):
        match = re.match(r"\[Errno (\d+)\]", error)
        code = int(match.group(1)) if match else None
    reasons = {
        errno.ENOSPC: QCoreApplication.translate("SavedGames", "the disk is full"),
        errno.EDQUOT: QCoreApplication.translate("SavedGames", "the disk is full"),
        errno.EFBIG: QCoreApplication.translate("SavedGames", "the file is too large"),
        errno.EACCES: QCoreApplication.translate("SavedGames", "gunapp is not allowed to write there"),
        errno.EPERM: QCoreApplication.translate("SavedGames", "gunapp is not allowed to write there"),
        errno.EROFS: QCoreApplication.translate("SavedGames", "the disk is read-only"),
        errno.ENOTDIR: QCoreApplication.translate("SavedGames", "a file has taken the folder's name"),
        errno.EEXIST: QCoreApplication.translate(
            "SavedGames", "a file has taken the folder's name"
        ),  # mkdir over a file
        errno.ELOOP: QCoreApplication.translate("SavedGames", "a link there points back to itself"),
        errno.EISDIR: QCoreApplication.translate("SavedGames", "it is a folder, not a file"),
        errno.ENOENT: QCoreApplication.translate("SavedGames", "it does not exist"),
        errno.EINVAL: QCoreApplication.translate("SavedGames", "it is not an ordinary file"),
        errno.ENAMETOOLONG: QCoreApplication.translate("SavedGames", "its name is too long"),
        errno.EIO: QCoreApplication.translate("SavedGames", "the disk could not be read or written"),
    }
    if isinstance(code, int) and code in reasons:
        return reasons[code]
    if isinstance(code, int):
        return QCoreApplication.translate("SavedGames", "the system refused it (error {code})").format(
            code=code
        )
    return QCoreApplication.translate("SavedGames", "the system refused it")
