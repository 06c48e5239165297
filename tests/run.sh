#!/usr/bin/env bash
# Set up everything the tests need on a fresh Debian 12 machine, then run every test.
# Usage: bash tests/run.sh [pytest arguments]
set -euo pipefail
cd "$(dirname "$0")/.."

# System packages: fonts and the libraries PySide6's offscreen platform loads; and (--a11y)
# what the screen-reader test runs: Xvfb, D-Bus, AT-SPI with its Debian-only Python binding;
# (--desktop) what the install test runs: gio, xdg-mime and the MIME and entry databases.
bash packaging/system-packages.sh --a11y --desktop

PYTHON=${PYTHON:-python3}
# Every version pinned: packaging/constraints.txt (its first lines say how to update it). Given
# as PIP_CONSTRAINT, it pins the build's own requirements in pip's isolated build too.
PIP_CONSTRAINT="$PWD/packaging/constraints.txt" \
  "$PYTHON" -m pip install --quiet --disable-pip-version-check -e '.[test]'
# the tools of the Python given (a virtual environment's), before whichever are on PATH
SCRIPTS=$("$PYTHON" -c 'import sysconfig; print(sysconfig.get_path("scripts"))')
tool() { if [ -x "$SCRIPTS/$1" ]; then "$SCRIPTS/$1" "${@:2}"; else "$@"; fi; }

echo "== import contracts" >&2
tool lint-imports
echo "== lint" >&2
tool ruff check tabletop tests
echo "== types" >&2
"$PYTHON" -m mypy  # the files and options: [tool.mypy] in pyproject.toml
echo "== tests" >&2
export QT_QPA_PLATFORM=offscreen
exec "$PYTHON" -m pytest -q "$@"
