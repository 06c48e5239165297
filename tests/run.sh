#!/usr/bin/env bash
# Set up everything the tests need on a fresh Debian 12 machine, then run every test.
# Usage: bash tests/run.sh [pytest arguments]
set -euo pipefail
cd "$(dirname "$0")/.."

# System packages: fonts (Qt draws empty boxes without them; CJK card names need Noto CJK) and
# the libraries PySide6's offscreen platform loads.
APT_PACKAGES=(fonts-dejavu-core fonts-noto-cjk libegl1 libgl1 libxkbcommon0 libfontconfig1
              libdbus-1-3 libglib2.0-0)
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
"$PYTHON" -m pip install --quiet --disable-pip-version-check -e '.[test]'

echo "== import contracts" >&2
lint-imports
echo "== lint" >&2
ruff check tabletop tests
echo "== tests" >&2
export QT_QPA_PLATFORM=offscreen
exec "$PYTHON" -m pytest -q "$@"
