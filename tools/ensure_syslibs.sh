#!/usr/bin/env bash
# Installs the Debian packages a target needs, only those missing: as root, or through sudo when it exists and
# needs no password (CI runners); otherwise it warns. apt waits up to 5 minutes for another apt/dpkg process's
# lock (an unattended upgrade at boot) instead of failing the first `make run`.
set -euo pipefail
case "${1:-test}" in
  venv) pkgs="python3-venv" ;;
  # Qt's offscreen platform: EGL/GL, fontconfig, xkbcommon, glib, dbus; the CJK font the text-measuring
  # tests lay out Chinese with (tests/fonts.py names it); libpulse0: QtMultimedia links it (the sounds)
  test) pkgs="libegl1 libgl1 libfontconfig1 libxkbcommon0 libglib2.0-0 libdbus-1-3 fonts-noto-cjk libpulse0" ;;
  # a real window (xcb) plus CJK fonts so 中文 is not drawn as boxes
  run) pkgs="libegl1 libgl1 libfontconfig1 libxkbcommon0 libglib2.0-0 libdbus-1-3 libxkbcommon-x11-0
             libxcb-cursor0 libxcb-icccm4 libxcb-keysyms1 libxcb-image0 libxcb-render-util0 libxcb-shape0
             libxcb-xkb1 libxcb-randr0 libxcb-xinerama0 fonts-noto-cjk libpulse0" ;;
  screenshots) pkgs="xvfb fonts-noto-cjk libxkbcommon-x11-0 libxcb-cursor0 libxcb-icccm4 libxcb-keysyms1
             libxcb-image0 libxcb-render-util0 libxcb-shape0 libxcb-xkb1 libxcb-randr0 libxcb-xinerama0" ;;
  *) echo "usage: $0 venv|test|run|screenshots" >&2; exit 2 ;;
esac
command -v dpkg-query >/dev/null || exit 0
missing=""
for p in $pkgs; do
  dpkg-query -W -f='${Status}' "$p" 2>/dev/null | grep -q "install ok installed" || missing="$missing $p"
done
[ -z "$missing" ] && exit 0
SUDO=""
if [ "$(id -u)" != 0 ]; then
  # -n: never prompt for a password (make would hang); a runner's passwordless sudo passes
  if command -v sudo >/dev/null && sudo -n true 2>/dev/null; then
    SUDO="sudo -n"
  else
    echo "warning: missing system packages:$missing (run as root, or: sudo apt-get install$missing)" >&2
    exit 0
  fi
fi
echo "installing system packages:$missing"
LOCK_WAIT=(-o DPkg::Lock::Timeout=300)
$SUDO env DEBIAN_FRONTEND=noninteractive apt-get "${LOCK_WAIT[@]}" update -qq
$SUDO env DEBIAN_FRONTEND=noninteractive apt-get "${LOCK_WAIT[@]}" install -y -qq --no-install-recommends $missing >/dev/null
