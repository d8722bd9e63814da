# dmgbuild settings: the drag-to-Applications disk image for gunapp.app.
#
# Run on macOS from the repository root, after PyInstaller produced dist/gunapp.app:
#   dmgbuild -s packaging/macos/dmg_settings.py -D app=dist/gunapp.app -D background=build/dmg-background.png \
#       "gunapp" dist/gunapp-<version>-macos-<arch>.dmg
# dmgbuild executes this file with a `defines` dict holding the -D values (hence no imports of our own and
# ruff skips it). Paths are relative to the working directory.
import os.path

application = defines.get("app", "dist/gunapp.app")  # noqa: F821 - provided by dmgbuild
appname = os.path.basename(application)

# Volume: compressed read-only image (UDZO opens on every supported macOS); HFS+ keeps Finder's layout.
format = defines.get("format", "UDZO")  # noqa: F821
filesystem = "HFS+"
size = None  # dmgbuild measures the files

files = [application]
symlinks = {"Applications": "/Applications"}

# The volume shows the app's own icon on the desktop and in the Finder sidebar.
icon = defines.get("icon", "resources/icons/gunapp.icns")  # noqa: F821

# Window: the app on the left, an arrow, the Applications folder on the right. The workflow draws the
# background (packaging/macos/dmg_background.py: the arrow, "drag to Applications" and, for a build Apple has
# not notarised, how to open it the first time) and passes it as -D background=...png.
background = defines.get("background", "builtin-arrow")  # noqa: F821
window_rect = ((200, 160), (640, 300))
default_view = "icon-view"
show_status_bar = False
show_tab_view = False
show_toolbar = False
show_pathbar = False
show_sidebar = False
show_icon_preview = False
arrange_by = None
icon_size = 128
text_size = 14
icon_locations = {
    appname: (160, 130),
    "Applications": (480, 130),
}
hide_extensions = [appname]
