#!/usr/bin/env bash
# Set up everything L5R Table needs on Debian 12 (idempotent), then run the app or the tests.
#   bash scripts/dev.sh run [ARGS...]   set up, then start the app (ARGS go to l5r-desktop)
#   bash scripts/dev.sh test [ARGS...]  set up, then run the tests offscreen and the GUI tests
#                                       again under Xvfb (real xcb platform)
#   bash scripts/dev.sh setup           set up only
# Needs root or sudo only to install missing Debian packages.
set -euo pipefail
cd "$(dirname "$0")/.."

mode="${1:-run}"
[ $# -gt 0 ] && shift

# Debian packages Qt needs offscreen and under Xvfb (see docs/development.md).
DEB_PACKAGES=(
  python3 python3-venv python3-pip ca-certificates
  libglib2.0-0 libegl1 libgl1 libx11-6 libdbus-1-3 libfontconfig1 libfreetype6 libxkbcommon0
  fonts-dejavu-core
  libx11-xcb1 libxcb1 libxcb-cursor0 libxcb-icccm4 libxcb-image0 libxcb-keysyms1 libxcb-randr0
  libxcb-render-util0 libxcb-render0 libxcb-shape0 libxcb-shm0 libxcb-sync1 libxcb-util1
  libxcb-xfixes0 libxcb-xkb1 libxkbcommon-x11-0 libxcb-glx0
  xvfb xauth
)

install_debian_packages() {
  command -v dpkg >/dev/null 2>&1 || { echo "dpkg not found: not Debian, install Qt's libraries yourself"; return 0; }
  local missing=()
  for pkg in "${DEB_PACKAGES[@]}"; do
    dpkg -s "$pkg" >/dev/null 2>&1 || missing+=("$pkg")
  done
  [ ${#missing[@]} -eq 0 ] && return 0
  echo "Installing Debian packages: ${missing[*]}"
  local sudo=""
  if [ "$(id -u)" -ne 0 ]; then sudo="sudo"; fi
  $sudo env DEBIAN_FRONTEND=noninteractive apt-get update -q
  $sudo env DEBIAN_FRONTEND=noninteractive apt-get install -y -q --no-install-recommends "${missing[@]}"
}

setup_venv() {
  local stamp=.venv/.l5r-installed
  if [ ! -x .venv/bin/python ]; then
    python3 -m venv .venv
  fi
  if [ ! -f "$stamp" ] || [ pyproject.toml -nt "$stamp" ]; then
    .venv/bin/python -m pip install -q --upgrade pip
    .venv/bin/python -m pip install -q -e '.[test]'
    touch "$stamp"
  fi
  .venv/bin/python -m l5r_desktop.ui.resources >/dev/null
}

install_debian_packages
setup_venv

case "$mode" in
  setup)
    echo "Set up: .venv ready. Start the app with: .venv/bin/l5r-desktop"
    ;;
  run)
    exec .venv/bin/l5r-desktop "$@"
    ;;
  test)
    echo "== tests, offscreen =="
    QT_QPA_PLATFORM=offscreen .venv/bin/python -m pytest -q -m "not slow" "$@"
    echo "== GUI tests again under Xvfb (xcb platform) =="
    QT_QPA_PLATFORM=xcb xvfb-run -a -s "-screen 0 1600x1000x24" \
      .venv/bin/python -m pytest -q -m "not slow" tests/foundation $(ls -d tests/ui 2>/dev/null || true)
    ;;
  *)
    echo "usage: bash scripts/dev.sh run|test|setup [ARGS...]" >&2
    exit 2
    ;;
esac
