#!/usr/bin/env bash
# Install tabletop for this user (no root): the app, its icon, its desktop entry and the MIME type
# of a save (`*.tabletop`, opened by double-click), under ~/.local; `--uninstall` removes them.
#
#   bash install.sh                  from an unpacked desktop bundle (this script sits in it)
#   bash packaging/install.sh --bundle dist/tabletop     a bundle built by build-bundle.sh
#   bash packaging/install.sh --python .venv/bin/python  the tabletop-gui of a pip install
#   bash install.sh --uninstall      removes what an install wrote (listed in its manifest)
#   --prefix DIR                     instead of ~/.local (XDG_DATA_HOME: its share/ folder)
#
# A bundle is copied to PREFIX/lib/tabletop; PREFIX/bin/tabletop-gui (and tabletop) point at its
# executable, or at a pip install's own scripts. The desktop entry runs that absolute path, so
# launching it from a menu needs nothing on PATH. Every file written is listed in
# PREFIX/share/tabletop/installed.txt; an uninstall removes those and nothing else.
set -euo pipefail

APP_ID=io.github.tabletop.Tabletop
MIME=application/x-tabletop-game
here=$(cd "$(dirname "$0")" && pwd)
prefix=${HOME}/.local
bundle=""
python=""
uninstall=no
while [ $# -gt 0 ]; do
  case "$1" in
    --bundle) bundle=$2; shift 2 ;;
    --python) python=$2; shift 2 ;;
    --prefix) prefix=$2; shift 2 ;;
    --uninstall) uninstall=yes; shift ;;
    -h|--help) sed -n '2,14p' "$0"; exit 0 ;;
    *) echo "install.sh: unknown argument $1 (see --help)" >&2; exit 2 ;;
  esac
done
share=$prefix/share
manifest=$share/tabletop/installed.txt

refresh() {  # the desktop's caches of MIME types and entries (each tool only if present)
  if command -v update-mime-database >/dev/null; then
    update-mime-database "$share/mime" >/dev/null 2>&1 || true
  fi
  if command -v update-desktop-database >/dev/null; then
    update-desktop-database "$share/applications" >/dev/null 2>&1 || true
  fi
}

mimeapps=${XDG_CONFIG_HOME:-$HOME/.config}/mimeapps.list
forget_default() {  # our line in [Default Applications], and nothing else of the file
  [ -f "$mimeapps" ] || return 0
  grep -v "^$MIME=$APP_ID.desktop\$" "$mimeapps" > "$mimeapps.tmp" || true
  mv "$mimeapps.tmp" "$mimeapps"
}

if [ "$uninstall" = yes ]; then
  [ -f "$manifest" ] || { echo "install.sh: nothing installed under $prefix" >&2; exit 1; }
  while IFS= read -r f; do
    if [ -d "$f" ] && [ ! -L "$f" ]; then rm -rf -- "$f"; else rm -f -- "$f"; fi
  done < "$manifest"
  rm -f -- "$manifest"
  rmdir "$share/tabletop" 2>/dev/null || true
  forget_default
  refresh
  echo "tabletop removed from $prefix" >&2
  exit 0
fi

# what runs: a bundle's executable, or a pip install's tabletop-gui
if [ -z "$bundle" ] && [ -z "$python" ] && [ -x "$here/tabletop" ]; then
  bundle=$here  # this script inside an unpacked bundle
fi
mkdir -p "$prefix/bin" "$share/tabletop"
: > "$manifest.new"
written() { echo "$1" >> "$manifest.new"; }
if [ -n "$bundle" ]; then
  bundle=$(cd "$bundle" && pwd)
  [ -x "$bundle/tabletop" ] || { echo "install.sh: $bundle has no tabletop executable" >&2; exit 2; }
  target=$prefix/lib/tabletop
  if [ "$bundle" != "$target" ]; then
    rm -rf "$target.new" && mkdir -p "$prefix/lib" && cp -a "$bundle" "$target.new"
    rm -rf "$target" && mv "$target.new" "$target"
  fi
  written "$target"
  gui=$target/tabletop
  cli=$target/tabletop
else
  python=${python:-python3}
  scripts=$("$python" -c 'import sysconfig; print(sysconfig.get_path("scripts"))')
  gui=$scripts/tabletop-gui
  cli=$scripts/tabletop
  [ -x "$gui" ] || { echo "install.sh: no tabletop-gui beside $python (pip install tabletop first)" >&2; exit 2; }
fi
ln -sfn "$gui" "$prefix/bin/tabletop-gui"; written "$prefix/bin/tabletop-gui"
ln -sfn "$cli" "$prefix/bin/tabletop"; written "$prefix/bin/tabletop"

find_data() {  # a packaging file: beside this script, or in a bundle's share/ tree
  for d in "$here" "$here/share/$2" "${bundle:-/nonexistent}/share/$2"; do
    [ -f "$d/$1" ] && { echo "$d/$1"; return 0; }
  done
  echo "install.sh: $1 is missing" >&2; exit 2
}
install -D -m 644 "$(find_data "$APP_ID.svg" icons/hicolor/scalable/apps)" \
  "$share/icons/hicolor/scalable/apps/$APP_ID.svg"
written "$share/icons/hicolor/scalable/apps/$APP_ID.svg"
install -D -m 644 "$(find_data "$APP_ID.mime.xml" mime/packages)" \
  "$share/mime/packages/$APP_ID.xml"
written "$share/mime/packages/$APP_ID.xml"
entry=$share/applications/$APP_ID.desktop
mkdir -p "$share/applications"
sed "s|^Exec=.*|Exec=\"$prefix/bin/tabletop-gui\" %f|" \
  "$(find_data "$APP_ID.desktop" applications)" > "$entry"
chmod 644 "$entry"
written "$entry"
if command -v desktop-file-validate >/dev/null; then desktop-file-validate "$entry"; fi
mv "$manifest.new" "$manifest"
refresh
# double-clicking a save opens it with tabletop: the user's default for the type
if command -v xdg-mime >/dev/null; then
  xdg-mime default "$APP_ID.desktop" "$MIME"
else
  mkdir -p "$(dirname "$mimeapps")"
  forget_default
  grep -q '^\[Default Applications\]' "$mimeapps" 2>/dev/null || \
    echo "[Default Applications]" >> "$mimeapps"
  sed -i "/^\[Default Applications\]/a $MIME=$APP_ID.desktop" "$mimeapps"
fi
echo "tabletop installed under $prefix (run it from your applications menu, or" \
  "$prefix/bin/tabletop-gui); bash $0 --uninstall removes it" >&2
