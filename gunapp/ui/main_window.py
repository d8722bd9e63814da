"""The main window: a stack of pages (start page, card gallery, the current game's table) under the menus.

It is also the *host* handed to a game's table factory (``gunapp.ui.table.game_table.TableHost``): ``settings``,
``settings_changed(Settings)``, ``apply_settings``, ``card_painter``, ``show_start_page()``, ``game_started``.
A table is a ``GameTable``; a widget that is not (a stand-in in tests) is only shown and closed.
"""

from __future__ import annotations

import logging
from typing import TYPE_CHECKING, Any

from PySide6.QtCore import QByteArray, QCoreApplication, QEvent, Signal
from PySide6.QtGui import QIcon
from PySide6.QtWidgets import QApplication, QMainWindow, QStackedWidget, QWidget

from gunapp.i18n import LanguageManager, resolve_language
from gunapp.paths import resources_dir
from gunapp.storage.settings import LoadReport, Settings, SettingsStore
from gunapp.ui.games import TableFactory, game_info, load_game_modules, table_factory
from gunapp.ui.menus import Menus, connect_group
from gunapp.ui.os_words import os_reason
from gunapp.ui.start_page import StartPage
from gunapp.ui.table.card_painter import CardPainter, shared_painter
from gunapp.ui.table.game_table import GameTable

if TYPE_CHECKING:
    from PySide6.QtGui import QCloseEvent
    from PySide6.QtWidgets import QMessageBox

    from gunapp.sound.service import SoundService
    from gunapp.ui.gallery import CardGallery
    from gunapp.ui.saves_ui import SavedGames

log = logging.getLogger(__name__)
ICON_SIZES = (16, 24, 32, 48, 64, 128, 256, 512)


def app_icon() -> QIcon:
    """The window icon from resources/icons (empty if the icons are not there)."""
    icon = QIcon()
    folder = resources_dir() / "icons"
    for size in ICON_SIZES:
        path = folder / f"gunapp-{size}.png"
        if path.exists():
            icon.addFile(str(path))
    return icon


class MainWindow(QMainWindow):
    settings_changed = Signal(object)  # Settings
    can_change_rules = True  # the house-rules buttons show: apply_settings remembers them

    def __init__(
        self,
        store: SettingsStore,
        languages: LanguageManager,
        *,
        painter: CardPainter | None = None,
        load_games: bool = True,
        saves_after_first_frame: bool = False,
    ) -> None:
        super().__init__()
        self.settings_store = store
        self.language_manager = languages
        self.card_painter = painter or shared_painter()
        self.card_painter.four_colour = store.settings.four_colour
        self._page_key = "start"
        self.game_widget: QWidget | None = None
        self.game_key: str | None = None
        if load_games:
            load_game_modules()

        # no icon of its own: the window shows the application's (``app.run`` sets it once the window has
        # painted: handing 8 sizes of it to the window system cost ~14 ms before the first paint, issue 29)
        self.stack = QStackedWidget(self)
        self.setCentralWidget(self.stack)
        self.start_page = StartPage(self, self.card_painter)
        self.start_page.game_chosen.connect(self.open_game)
        self.start_page.gallery_requested.connect(self.show_gallery)
        self.start_page.continue_chosen.connect(self.continue_game)
        self.stack.addWidget(self.start_page)
        self.gallery: CardGallery | None = None

        self._sound: SoundService | None = None  # see ``sound``
        self.menus = Menus(self)
        m = self.menus
        m.quit.triggered.connect(self.close)
        m.start_page.triggered.connect(self.show_start_page)
        self._saved: SavedGames | None = None  # see ``saved``
        self._saves_later = saves_after_first_frame
        m.open_record.triggered.connect(lambda: self.saved.open_record())
        m.save_record.triggered.connect(lambda: self.saved.save_record_as())
        m.play_deal.triggered.connect(self._ask_deal_number)
        m.statistics.triggered.connect(lambda: self.saved.show_statistics())
        m.new_game.triggered.connect(self._new_game)
        for key, act in m.play.items():
            act.triggered.connect(lambda _=False, k=key: self.open_game(k))
        m.gallery.triggered.connect(self.show_gallery)
        m.full_screen.toggled.connect(self._set_full_screen)
        connect_group(m.speed_group, lambda v: self.apply_settings(animation_speed=float(v)))  # type: ignore[arg-type]
        connect_group(m.ai_group, lambda v: self.apply_settings(ai_level=v))
        connect_group(m.language_group, lambda v: self.set_language(str(v)))
        m.four_colour.toggled.connect(lambda on: self.apply_settings(four_colour=on))
        m.sound_on.toggled.connect(lambda on: self.apply_settings(sound=on))
        connect_group(m.volume_group, lambda v: self.apply_settings(sound_volume=int(v), sound=True))  # type: ignore[call-overload]
        m.about.triggered.connect(self.show_about)
        m.about_qt.triggered.connect(QApplication.aboutQt)
        languages.language_changed.connect(self._sync_menus)

        self.resize(1280, 800)
        self.setMinimumSize(800, 560)
        self._restore_geometry(store)
        self._sync_menus()
        self.refresh_games()
        self._retitle()  # the menus translated themselves as they were made (twice cost ~2 ms of the start)

    def _restore_geometry(self, store: SettingsStore) -> None:
        """The window where it was; geometry Qt refuses (or that is not base64, however it got into the
        settings) resets that setting alone."""
        geometry = store.settings.window_geometry
        if not geometry:
            return
        try:
            ok = self.restoreGeometry(QByteArray.fromBase64(geometry.encode("ascii")))
        except UnicodeEncodeError:
            ok = False
        if not ok:
            log.warning("stored window geometry not usable; reset")
            store.settings.window_geometry = None
            store.last_report.reset_fields.append("window_geometry")

    @property
    def saved(self) -> SavedGames:
        """Autosave, Continue, statistics and record files. With ``saves_after_first_frame`` (``app.run``) it is
        built on first use, so that the start page is drawn without the saves, statistics and record code
        (the engine's record reader and pydantic, about 0.35 s); ``app.run`` builds it once the window has
        painted, and the saves are read and summarised off the GUI thread (the Continue entries appear when
        ready). Otherwise the window builds it as it starts and reads the saves at once."""
        if self._saved is None:
            from gunapp.ui.saves_ui import SavedGames

            self._saved = SavedGames(self)
            self._saved.refresh_start_page(later=self._saves_later)
        return self._saved

    @property
    def sound(self) -> SoundService:
        """The app's one sound service, which the tables' cues play through, following the settings. Built on
        first use (the first table, a settings change): the start page is drawn without the sound code."""
        if self._sound is None:
            from gunapp.sound import service as sound_service

            self._sound = sound_service.shared()
            self._sound.configure(self.settings.sound, self.settings.sound_volume)
        return self._sound

    # -- host API for game tables -----------------------------------------------------------------------
    @property
    def settings(self) -> Settings:
        return self.settings_store.settings

    def apply_settings(self, **changes: Any) -> None:
        """Change settings, save them, and tell every page (``settings_changed``)."""
        try:
            self.settings_store.update(**changes)
        except ValueError as exc:
            log.warning("rejected settings change %s: %s", changes, exc)
            return
        s = self.settings
        if self.card_painter.four_colour != s.four_colour:
            self.card_painter.four_colour = s.four_colour
            self._refresh_cards()
        if self.gallery is not None:
            self.gallery.animator.set_speed(s.animation_speed)
        self.sound.configure(s.sound, s.sound_volume)
        self._sync_menus()
        self.settings_changed.emit(s)

    def set_language(self, code: str) -> None:
        """Switch the language live and remember it."""
        self.language_manager.set_language(code)
        self.apply_settings(language=code)

    def show_start_page(self) -> None:
        if not self._close_game():
            return
        self.refresh_games()
        self.stack.setCurrentWidget(self.start_page)
        self._page_key = "start"
        self.retranslate()

    def show_gallery(self) -> None:
        if not self._close_game():
            return
        if self.gallery is None:
            from gunapp.ui.gallery import CardGallery  # the gallery's scene and animator load with the page

            self.gallery = CardGallery(self, speed=self.settings.animation_speed, painter=self.card_painter)
            self.stack.addWidget(self.gallery)
        self.stack.setCurrentWidget(self.gallery)
        self._page_key = "gallery"
        self.retranslate()
        self.gallery.deal()

    def game_started(self, model: object) -> None:
        """A table started a match (host hook): autosave it and count its statistics."""
        self.saved.attach(model)

    def confirm_new_match(self, key: str) -> bool:
        """Before any new match of ``key`` (New game, a numbered deal, Play from here): a saved match of
        ``key`` is given up only if the player says so; True = go on."""
        return self.saved.confirm_abandon(key)

    def continue_game(self, key: str) -> None:
        """Start page "Continue": the saved match of ``key``, where it stopped."""
        self.saved.continue_game(key)

    def open_game(self, key: str, *, fresh: bool = True, factory: TableFactory | None = None) -> None:
        """Open ``key``'s table; ``fresh`` (a tile, the menu) asks before a saved match is given up.
        ``factory`` builds the table instead of the registered one (the demo's all-AI table)."""
        factory = factory or table_factory(key)
        if factory is None:
            return
        if fresh and not self.saved.confirm_abandon(key):
            return
        if not self._close_game():
            return
        self.sound.preload()  # QtMultimedia and the WAVs load with the first table, not at start-up
        widget = factory(self)
        self.game_widget, self.game_key = widget, key
        self.stack.addWidget(widget)
        self.stack.setCurrentWidget(widget)
        self._page_key = "game"
        self.apply_settings(last_game=key)
        self.retranslate()

    def refresh_games(self) -> None:
        self.start_page.refresh_games()
        if self._saved is not None:
            self._saved.refresh_start_page(later=self._saves_later)
        elif not self._saves_later:
            self.saved  # noqa: B018 - building it reads the saves and offers Continue
        # else app.run builds it once the window has painted: the Continue entries come in when read
        for key, act in self.menus.play.items():
            act.setEnabled(table_factory(key) is not None)

    def current_page(self) -> str:
        """``"start"``, ``"gallery"`` or ``"game"``."""
        return self._page_key

    # -- internals --------------------------------------------------------------------------------------
    def _ask_deal_number(self) -> None:
        from gunapp.ui.replay.entry import ask_deal_number

        ask_deal_number(self)

    def _new_game(self) -> None:
        if self.game_key is not None and not self.saved.confirm_abandon(self.game_key):
            return
        if isinstance(self.game_widget, GameTable):
            self.game_widget.new_game()
        else:
            self.show_start_page()

    def _close_game(self) -> bool:
        w = self.game_widget
        if w is None:
            return True
        self.saved.save_now()  # the match in progress, to the card being dealt
        if isinstance(w, GameTable) and not w.close_game():
            return False
        self.stack.removeWidget(w)
        w.deleteLater()
        self.game_widget, self.game_key = None, None
        return True

    def _refresh_cards(self) -> None:
        self.start_page.update()
        if self.gallery is not None:
            self.gallery.refresh_cards()
        w = self.game_widget
        if isinstance(w, GameTable):
            w.refresh_cards()

    def _set_full_screen(self, on: bool) -> None:
        self.showFullScreen() if on else self.showNormal()

    def _sync_menus(self, *_args: object) -> None:
        s = self.settings
        m = self.menus
        speed = min(m.speed, key=lambda v: abs(v - s.animation_speed))
        m.speed[speed].setChecked(True)
        m.ai[s.ai_level].setChecked(True)
        current = self.language_manager.current or resolve_language(s.language)
        if current in m.language:
            m.language[current].setChecked(True)
        volume = min(m.volume, key=lambda v: abs(v - s.sound_volume))
        m.volume[volume].setChecked(True)
        for act, on in ((m.four_colour, s.four_colour), (m.sound_on, s.sound)):
            if act.isChecked() != on:
                act.blockSignals(True)
                act.setChecked(on)
                act.blockSignals(False)

    def retranslate(self) -> None:
        self.menus.retranslate()
        self._retitle()

    def _retitle(self) -> None:
        titles = {
            "start": self.tr("gunapp: Gunzi and Dou Dizhu"),
            "gallery": self.tr("gunapp: card gallery"),
        }
        if self._page_key == "game" and self.game_key:
            name = QCoreApplication.translate("Games", game_info(self.game_key).title)
            self.setWindowTitle(f"gunapp: {name}")
        else:
            self.setWindowTitle(titles.get(self._page_key, "gunapp"))

    def changeEvent(self, event: QEvent) -> None:  # noqa: N802
        if event.type() == QEvent.Type.LanguageChange:
            self.retranslate()
            self._refresh_cards()  # the joker captions follow the language (the painter translates them)
        super().changeEvent(event)

    def show_about(self) -> None:
        from gunapp.ui.about import AboutDialog

        AboutDialog(self).exec()

    def report_settings_problem(self, report: LoadReport) -> QMessageBox | None:
        """Tell the user (in their language) what loading the settings repaired: a file set aside, a file
        that could not be read (left untouched, not written over), or single settings reset."""
        if report.moved_to is not None:
            text = self.tr(
                "Your settings file could not be read, so gunapp started with the default settings.\n\n"
                "The damaged file was kept as:\n{path}"
            ).format(path=str(report.moved_to))
        elif report.error is not None:
            text = self.tr(
                "Your settings file could not be opened ({error}), so gunapp started with the default "
                "settings. The file was left untouched, and changes you make now will not be saved until "
                "it can be opened.\n\nFile: {path}"
            ).format(error=os_reason(report.error), path=str(self.settings_store.path))
        elif report.reset_fields:
            names = sorted({self._setting_name(f) for f in report.reset_fields})
            text = self.tr(
                "Some of your settings were not valid and went back to their defaults: {names}.\n\n"
                "Your other settings were kept."
            ).format(names=self.saved.list_text(names))
        else:
            return None
        from PySide6.QtWidgets import QMessageBox  # only when there is something to say

        box = QMessageBox(
            QMessageBox.Icon.Warning, self.tr("Settings reset"), text, QMessageBox.StandardButton.Ok, self
        )
        box.open()  # window-modal but not blocking: the app keeps starting
        return box

    def _setting_name(self, field: str) -> str:
        """The name the player knows a stored setting by (``house_rules.gunzi.x`` -> house rules)."""
        names = {
            "language": self.tr("language"),
            "animation_speed": self.tr("animation speed"),
            "four_colour": self.tr("four-colour deck"),
            "sound": self.tr("sound"),
            "sound_volume": self.tr("sound volume"),
            "card_counter": self.tr("card counter"),
            "auto_forced": self.tr("playing forced moves at once"),
            "ai_level": self.tr("computer players' level"),
            "last_game": self.tr("last game played"),
            "window_geometry": self.tr("window size and position"),
            "house_rules": self.tr("house rules"),
            "hand_order": self.tr("hand order"),
        }
        return names.get(field.split(".")[0], field)

    def flush_statistics(self) -> None:
        """Wait (5 s at most: a hung disk must not hang the exit) for the last statistics write, which runs
        off the GUI thread: quitting must not cut it off."""
        if self._saved is not None:
            self._saved.stats.flush(5.0)

    def closeEvent(self, event: QCloseEvent) -> None:  # noqa: N802
        if not self._close_game():
            event.ignore()
            return
        self.flush_statistics()  # a reset on the start page, say
        geometry = bytes(self.saveGeometry().toBase64().data()).decode("ascii")
        self.apply_settings(window_geometry=geometry)
        super().closeEvent(event)
