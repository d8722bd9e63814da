#!/usr/bin/env bash
# Build the Linux onedir bundle (dist/gunapp/) with PyInstaller, smoke-run it offscreen (start, then records
# given as argument: packaging/smoke.py), report its size.
# Run by `make package` (which installs PyInstaller and compiles the translations first).
# Environment: PYTHON (default .venv/bin/python), GUNAPP_MAX_BUNDLE_MB (default 110, MiB, issue 29.6; the build fails above it),
#              GUNAPP_ENTRY (an alternative entry script, only for trying the spec).
set -euo pipefail
cd "$(dirname "$0")/../.."

PYTHON=${PYTHON:-.venv/bin/python}
MAX_MB=${GUNAPP_MAX_BUNDLE_MB:-110}
BUNDLE=dist/gunapp

start=$(date +%s.%N)
"$PYTHON" -m PyInstaller --noconfirm --log-level WARN \
    --distpath dist --workpath build/pyinstaller packaging/gunapp.spec
# ICU's data without what Qt never reads (packaging/linux/icu_data.py: about 12 MB)
for icu in "$BUNDLE"/_internal/PySide6/Qt/lib/libicudata.so.*; do
    [ -f "$icu" ] && [ ! -L "$icu" ] && "$PYTHON" packaging/linux/icu_data.py "$icu"
done
built=$(date +%s.%N)

# The smoke run must not touch the developer's own settings, saves or logs.
scratch=$(mktemp -d)
trap 'rm -rf "$scratch"' EXIT
set +e
env HOME="$scratch" XDG_CONFIG_HOME="$scratch/config" XDG_DATA_HOME="$scratch/data" \
    XDG_STATE_HOME="$scratch/state" XDG_CACHE_HOME="$scratch/cache" QT_QPA_PLATFORM=offscreen \
    timeout 120 "$BUNDLE/gunapp" --smoke
smoke=$?
set -e
done_at=$(date +%s.%N)

size_mb=$(du -s --apparent-size --block-size=1M "$BUNDLE" | cut -f1)
files=$(find "$BUNDLE" -type f | wc -l)
printf 'bundle: %s  %s MB (target <= %s MB), %s files\n' "$BUNDLE" "$size_mb" "$MAX_MB" "$files"
awk -v a="$start" -v b="$built" -v c="$done_at" -v rc="$smoke" \
    'BEGIN { printf "build: %.1f s   smoke: %.1f s, exit %s\n", b - a, c - b, rc }'
if [ -f "$scratch/state/gunapp/log/gunapp.log" ]; then
    echo "log file written by the frozen app: ok"
fi
if [ "$smoke" -ne 0 ]; then
    echo "FAIL: $BUNDLE/gunapp --smoke exited $smoke" >&2
    for log in "$scratch"/state/gunapp/log/*.log; do
        [ -s "$log" ] && { echo "--- $log" >&2; tail -n 40 "$log" >&2; }
    done
    exit 1
fi
if [ "$size_mb" -gt "$MAX_MB" ]; then
    echo "FAIL: bundle is $size_mb MB, above the $MAX_MB MB target" >&2
    exit 1
fi
# A record given as argument, as a double-click hands it over: opened (exit 0), a bad file refused (exit 2).
"$PYTHON" packaging/smoke.py "$BUNDLE/gunapp"
