#!/usr/bin/env bash
# Pin every package the test and demo commands install, direct and indirect, and the build's own
# requirements, to what pip picks today in a fresh virtual environment; writes
# packaging/constraints.txt. Run it to move to newer releases, then `bash tests/run.sh` (which
# installs from the new pins) and commit both.
#   bash packaging/update-constraints.sh            (PYTHON=python3.12 ... for another Python)
set -euo pipefail
cd "$(dirname "$0")/.."
PYTHON=${PYTHON:-python3}
tmp=$(mktemp -d)
trap 'rm -rf "$tmp"' EXIT
"$PYTHON" -m venv "$tmp/venv"
pip=("$tmp/venv/bin/python" -m pip --disable-pip-version-check --quiet)
# The newest releases pyproject.toml admits (not the old pins), without compiling anything.
env -u PIP_CONSTRAINT TABLETOP_PURE_PYTHON=1 "${pip[@]}" install -e '.[test,bundle]'
# The build's requirements ([build-system] in pyproject.toml, and hatchling's `editables` for
# `pip install -e`; its pydantic, which generates logshape.py, is the app's, pinned above):
# PIP_CONSTRAINT reaches pip's isolated build environment too, so they are pinned here as well,
# consistent with the rest.
env -u PIP_CONSTRAINT "${pip[@]}" install --upgrade hatchling Cython setuptools editables
{
  echo "# Every package the tests and the demo install, and the build's own requirements, pinned"
  echo "# (tests/run.sh and packaging/run-demo.sh install with PIP_CONSTRAINT=this file)."
  echo "# Generated on $(date -u +%Y-%m-%d) with $("$tmp/venv/bin/python" -V) by:"
  echo "#   bash packaging/update-constraints.sh"
  "$tmp/venv/bin/python" -m pip freeze --all --exclude-editable | grep -v -i -E '^(pip|wheel)=='
} > packaging/constraints.txt
echo "wrote packaging/constraints.txt ($(grep -c '==' packaging/constraints.txt) pins)" >&2
