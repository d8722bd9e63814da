"""Where saves live, and whether the saves folder holds anything the start page must read.

Apart from :mod:`gunapp.storage.saves` because that module reads records (the engine's record reader and
pydantic): the main window asks :func:`saves_to_read` before its first frame and loads the saves code only
when the answer is yes.
"""

from __future__ import annotations

import os
import stat
from pathlib import Path

from platformdirs import PlatformDirs

from gunapp.core import registry
from gunapp.storage.settings import CONFIG_DIR_ENV, default_config_dir

#: environment variable that redirects saves and statistics (tests, portable installs); without it the
#: settings override (``GUNAPP_CONFIG_DIR``) is used for both, so a test that isolates settings isolates all
DATA_DIR_ENV = "GUNAPP_DATA_DIR"
#: the games with a save file (every registered game)
GAMES: tuple[str, ...] = registry.game_keys()


def default_data_dir() -> Path:
    override = os.environ.get(DATA_DIR_ENV) or os.environ.get(CONFIG_DIR_ENV)
    if override:
        return Path(override)
    return PlatformDirs("gunapp", appauthor=False).user_data_path


def data_dir_beside(settings_path: Path | None) -> Path | None:
    """A settings file outside the default folder (tests, a portable install) keeps saves beside it."""
    if settings_path is None or Path(settings_path).parent == default_config_dir():
        return None
    return Path(settings_path).parent


def saves_folder(settings_path: Path | None) -> Path:
    """The saves folder the app uses with the settings file at ``settings_path``."""
    folder = data_dir_beside(settings_path)
    return folder / "saves" if folder else default_data_dir() / "saves"


def saves_to_read(folder: Path) -> bool:
    """Whether ``folder`` has something the start page would offer or report: a save file (or anything by a
    save's name: a folder, a broken link), or a folder that is not a usable folder. False only when there is
    certainly nothing: no folder yet, or a readable folder without a save."""
    try:
        st = folder.stat()
    except FileNotFoundError:
        return False
    except OSError:
        return True
    if not stat.S_ISDIR(st.st_mode) or not os.access(folder, os.R_OK | os.W_OK | os.X_OK):
        return True
    return any(os.path.lexists(folder / f"{game}.json") for game in GAMES)
