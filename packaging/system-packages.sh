#!/usr/bin/env bash
# Install the Debian packages tabletop needs, if missing (run as root; otherwise only warns).
#   bash packaging/system-packages.sh          fonts and the libraries of Qt's offscreen platform
#   bash packaging/system-packages.sh --gui    also the X11/xcb libraries of a real window
#   bash packaging/system-packages.sh --bundle also what builds and checks the desktop bundle
#   bash packaging/system-packages.sh --a11y   also what the screen-reader test runs: a virtual
#                                              X server, D-Bus, AT-SPI and its Python binding
#                                              (the --gui libraries too: the app runs on xcb)
#   bash packaging/system-packages.sh --desktop also what the install test runs: the desktop's
#                                              MIME and entry tools (gio, xdg-mime, the
#                                              databases' updaters) and a virtual X server
# Several groups may be given at once.
# Fonts matter: without them Qt draws text as empty boxes, and CJK card names need Noto CJK.
set -euo pipefail

PACKAGES=(fonts-dejavu-core fonts-noto-cjk libegl1 libgl1 libxkbcommon0 libfontconfig1
          libdbus-1-3 libglib2.0-0)
GUI=(libxcb-cursor0 libxcb-icccm4 libxcb-keysyms1 libxcb-image0 libxcb-render-util0
     libxcb-shape0 libxkbcommon-x11-0)
for group in "$@"; do
  case "$group" in
    --bundle)  # PyInstaller reads binaries with objdump; the validators
      PACKAGES+=(binutils desktop-file-utils appstream) ;;
    --gui)
      PACKAGES+=("${GUI[@]}") ;;
    --desktop)  # packaging/install.sh and tests/packaging: launching as a desktop does
      PACKAGES+=("${GUI[@]}" xdg-utils libglib2.0-bin shared-mime-info desktop-file-utils xvfb
                 procps) ;;
    --a11y)  # python3-pyatspi is Debian's binding: the test runs it with /usr/bin/python3
      PACKAGES+=("${GUI[@]}" at-spi2-core python3-pyatspi xvfb dbus xauth) ;;
    *)
      echo "system-packages.sh: unknown group $group (--gui, --bundle, --a11y, --desktop)" >&2
      exit 2 ;;
  esac
done

missing=()
for p in "${PACKAGES[@]}"; do
  dpkg-query -W -f='${Status}' "$p" 2>/dev/null | grep -q "install ok installed" || missing+=("$p")
done
[ ${#missing[@]} -eq 0 ] && exit 0
if [ "$(id -u)" = 0 ] && command -v apt-get >/dev/null; then
  echo "Installing system packages: ${missing[*]}" >&2
  apt-get update -qq
  DEBIAN_FRONTEND=noninteractive apt-get install -y -qq --no-install-recommends "${missing[@]}" >/dev/null
else
  echo "warning: missing system packages (${missing[*]}); run as root to install them" >&2
fi
