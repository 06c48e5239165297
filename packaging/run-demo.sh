#!/usr/bin/env bash
# Run tabletop on the built-in demo game (two seats, demo decks shuffled, opening hands drawn).
# On a fresh Debian 12 machine run as root: installs the fonts and the X11/xcb libraries Qt needs,
# installs the package with pip, then opens the app. Extra arguments go to the app, e.g.
#   bash packaging/run-demo.sh --screenshot table.png      (renders offscreen and exits)
set -euo pipefail
cd "$(dirname "$0")/.."

# Fonts (text is empty boxes without them; CJK card names need Noto CJK) and the libraries of
# Qt's xcb platform (DESIGN.md) plus those its offscreen platform loads.
APT_PACKAGES=(fonts-dejavu-core fonts-noto-cjk libegl1 libgl1 libxkbcommon0 libfontconfig1
              libdbus-1-3 libglib2.0-0 libxcb-cursor0 libxcb-icccm4 libxcb-keysyms1
              libxcb-image0 libxcb-render-util0 libxcb-shape0 libxkbcommon-x11-0)
missing=()
for p in "${APT_PACKAGES[@]}"; do
  dpkg-query -W -f='${Status}' "$p" 2>/dev/null | grep -q "install ok installed" || missing+=("$p")
done
if [ ${#missing[@]} -gt 0 ]; then
  if [ "$(id -u)" = 0 ] && command -v apt-get >/dev/null; then
    echo "Installing system packages: ${missing[*]}" >&2
    apt-get update -qq
    DEBIAN_FRONTEND=noninteractive apt-get install -y -qq --no-install-recommends "${missing[@]}" >/dev/null
  else
    echo "warning: missing system packages (${missing[*]}); run as root to install them" >&2
  fi
fi

PYTHON=${PYTHON:-python3}
"$PYTHON" -m pip install --quiet --disable-pip-version-check -e .

# No display: render offscreen (the app still runs; --screenshot writes a PNG and exits).
if [ -z "${DISPLAY:-}" ] && [ -z "${WAYLAND_DISPLAY:-}" ] && [ -z "${QT_QPA_PLATFORM:-}" ]; then
  echo "No display found: running with the offscreen platform." >&2
  export QT_QPA_PLATFORM=offscreen
fi
exec "$PYTHON" -m tabletop "$@"
