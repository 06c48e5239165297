#!/usr/bin/env bash
# Run tabletop on the built-in demo game (two seats, demo decks shuffled, opening hands drawn).
# On a fresh Debian 12 machine run as root: installs the fonts and the X11/xcb libraries Qt needs,
# installs the package with pip, then opens the app. Extra arguments go to the app, e.g.
#   bash packaging/run-demo.sh --screenshot table.png --seed 7   (renders offscreen and exits;
#                                            --seed: the same game, so the same picture, each time)
set -euo pipefail
cd "$(dirname "$0")/.."

# Fonts and the libraries of Qt's xcb (real window) and offscreen platforms.
bash packaging/system-packages.sh --gui

PYTHON=${PYTHON:-python3}
# The versions the tests passed with (packaging/constraints.txt; PIP_CONSTRAINT reaches the build).
PIP_CONSTRAINT="$PWD/packaging/constraints.txt" \
  "$PYTHON" -m pip install --quiet --disable-pip-version-check -e .

# No display: render offscreen (the app still runs; --screenshot writes a PNG and exits).
if [ -z "${DISPLAY:-}" ] && [ -z "${WAYLAND_DISPLAY:-}" ] && [ -z "${QT_QPA_PLATFORM:-}" ]; then
  echo "No display found: running with the offscreen platform." >&2
  export QT_QPA_PLATFORM=offscreen
fi
exec "$PYTHON" -m tabletop "$@"
