#!/usr/bin/env bash
# Set up everything the tests need on a fresh Debian 12 machine, then run every test.
# Usage: bash tests/run.sh [pytest arguments]
set -euo pipefail
cd "$(dirname "$0")/.."

# System packages: fonts and the libraries PySide6's offscreen platform loads.
bash packaging/system-packages.sh

PYTHON=${PYTHON:-python3}
"$PYTHON" -m pip install --quiet --disable-pip-version-check -e '.[test]'

echo "== import contracts" >&2
lint-imports
echo "== lint" >&2
ruff check tabletop tests
echo "== tests" >&2
export QT_QPA_PLATFORM=offscreen
exec "$PYTHON" -m pytest -q "$@"
