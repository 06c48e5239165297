#!/usr/bin/env bash
# Build the desktop bundle: a PyInstaller one-folder build in dist/tabletop/ (its executable:
# dist/tabletop/tabletop) with the .desktop file, AppStream metadata and icon beside it, and
# dist/tabletop-VERSION-linux-x86_64.tar.gz. Run from the repository root:
#   bash packaging/build-bundle.sh          (PYTHON=python3.12 ... for another Python)
# It installs tabletop (the pinned versions of packaging/constraints.txt) into a fresh virtual
# environment under build/, validates the desktop files, and runs the frozen app with
# --screenshot (offscreen): the build fails if the bundle can't draw its window.
set -euo pipefail
cd "$(dirname "$0")/.."
ROOT=$PWD
PYTHON=${PYTHON:-python3}
APP_ID=io.github.tabletop.Tabletop

# what builds the bundle, and the X11/xcb libraries it carries (so it runs where they are missing)
bash packaging/system-packages.sh --bundle
bash packaging/system-packages.sh --gui

venv=$ROOT/build/bundle-venv
rm -rf "$venv" build/pyinstaller dist/tabletop
"$PYTHON" -m venv "$venv"
# not editable: the wheel's build compiles the replay (packaging/hatch_build.py) and carries the
# resources inside the package, as an installed tabletop has them
PIP_CONSTRAINT="$ROOT/packaging/constraints.txt" "$venv/bin/python" -m pip install --quiet \
  --disable-pip-version-check "$ROOT[bundle]"
version=$("$venv/bin/python" -c 'import tabletop; print(tabletop.__version__)')
compiled=$("$venv/bin/python" -c 'import tabletop.storage; from tabletop._compiled import compiled; print("yes" if compiled("tabletop.storage.replay") else "no")')
echo "tabletop $version (compiled replay: $compiled)" >&2

# from a folder outside the checkout, so that the installed package is the one frozen
(cd "$ROOT/build" && "$venv/bin/pyinstaller" --noconfirm --log-level WARN \
  --distpath "$ROOT/dist" --workpath "$ROOT/build/pyinstaller" "$ROOT/packaging/tabletop.spec")

out=$ROOT/dist/tabletop
install -D -m 644 packaging/$APP_ID.desktop "$out/share/applications/$APP_ID.desktop"
install -D -m 644 packaging/$APP_ID.metainfo.xml "$out/share/metainfo/$APP_ID.metainfo.xml"
install -D -m 644 packaging/$APP_ID.svg "$out/share/icons/hicolor/scalable/apps/$APP_ID.svg"
install -D -m 644 packaging/$APP_ID.mime.xml "$out/share/mime/packages/$APP_ID.mime.xml"
install -m 755 packaging/install.sh "$out/install.sh"  # the bundle's own install step
ln -sfn tabletop "$out/tabletop-gui"  # what the shipped desktop entry runs, from the bundle
desktop-file-validate "$out/share/applications/$APP_ID.desktop"
# the install step, into a home of its own: the entry runs the installed bundle by its path
home=$(mktemp -d)
HOME=$home XDG_CONFIG_HOME=$home/.config XDG_DATA_HOME=$home/.local/share bash "$out/install.sh"
"$home/.local/bin/tabletop-gui" --version
grep -q "^Exec=\"$home/.local/bin/tabletop-gui\" %f" \
  "$home/.local/share/applications/$APP_ID.desktop"
HOME=$home XDG_CONFIG_HOME=$home/.config XDG_DATA_HOME=$home/.local/share \
  bash "$home/.local/lib/tabletop/install.sh" --uninstall
appstreamcli validate --no-net --pedantic "$out/share/metainfo/$APP_ID.metainfo.xml"

# the frozen app must draw its window, and its compiled replay (if any) must load
shot=$(mktemp -d)/bundle.png
QT_QPA_PLATFORM=offscreen TABLETOP_HOME=$(mktemp -d) "$out/tabletop" --screenshot "$shot" \
  --seed 7 --size 1280x720
test -s "$shot" || { echo "the frozen app wrote no screenshot" >&2; exit 1; }
# a save of every format version opens in the frozen app (storage, migrations, replay)
for save in tests/data/saves/v[0-9]-SC-001.json tests/data/saves/v[0-9][0-9]-SC-001.json; do "$out/tabletop" validate "$save"; done
if [ "$compiled" = yes ]; then
  ls "$out"/_internal/tabletop/storage/replay.*.so >/dev/null  # fails if it was left out
  ls "$out"/_internal/tabletop/storage/logshape.*.so >/dev/null
fi

tarball=$ROOT/dist/tabletop-$version-linux-x86_64.tar.gz
tar -C "$ROOT/dist" -czf "$tarball" tabletop
echo "bundle: $out ($(du -sh "$out" | cut -f1)), $tarball ($(du -h "$tarball" | cut -f1));" \
  "screenshot $shot" >&2
