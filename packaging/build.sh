#!/usr/bin/env bash
# Build L5R Table as a one-folder app with PyInstaller, check it, and pack it.
#
#   bash packaging/build.sh            -> dist/l5r-desktop/  and  dist/l5r-desktop-<version>-linux-<arch>.tar.gz
#   bash packaging/build.sh --no-tar   -> the folder only
#
# Works from a clean checkout: it makes its own venv (build/venv-pack, kept for the next run),
# installs the package (non-editable) and PyInstaller from PyPI, compiles the Qt resources,
# renders the icons, runs PyInstaller on packaging/l5r-desktop.spec, adds the Linux desktop
# files, runs the bundle's `l5r-desktop --self-test` offscreen and makes the .tar.gz.
# Environment: PYTHON (default python3; needs venv and a shared libpython, as Debian's and
# pyenv's have), L5R_PACK_VENV (default build/venv-pack), L5R_PACK_DIST (default dist).
# Needs ldd, objdump and objcopy (Debian: binutils); installs binutils with apt when missing.
set -euo pipefail
cd "$(dirname "$0")/.."
ROOT=$PWD
APP=l5r-desktop
APP_ID=org.l5rtable.L5RTable
PYTHON=${PYTHON:-python3}
VENV=${L5R_PACK_VENV:-build/venv-pack}
DIST=${L5R_PACK_DIST:-dist}
WORK=build/pyinstaller
ICONS=build/icons
make_tar=1
for arg in "$@"; do
  case "$arg" in
    --no-tar) make_tar=0 ;;
    -h|--help) sed -n '2,15p' "$0"; exit 0 ;;
    *) echo "build.sh: unknown option $arg (try --help)" >&2; exit 2 ;;
  esac
done

started=$SECONDS
step_start=$SECONDS
quiet() {  # quiet CMD...: run CMD with its output in build/pack-step.log, shown only on failure
  mkdir -p build
  if ! "$@" > build/pack-step.log 2>&1; then
    cat build/pack-step.log >&2
    echo "build.sh: failed: $*" >&2
    exit 1
  fi
}
step() {  # step NAME: print the time of the previous step, announce the next
  local now=$SECONDS
  [ -n "${step_name:-}" ] && echo "   (${step_name}: $((now - step_start)) s)"
  step_name=$1
  step_start=$now
  echo "== $1"
}

step "tools"
if ! command -v objdump >/dev/null 2>&1 || ! command -v objcopy >/dev/null 2>&1; then
  if command -v apt-get >/dev/null 2>&1; then
    sudo=""; [ "$(id -u)" -ne 0 ] && sudo="sudo"
    $sudo env DEBIAN_FRONTEND=noninteractive apt-get update -q
    $sudo env DEBIAN_FRONTEND=noninteractive apt-get install -y -q --no-install-recommends binutils
  else
    echo "build.sh: PyInstaller needs objdump and objcopy (binutils); install them" >&2; exit 1
  fi
fi

step "build venv ($VENV)"
stamp=$VENV/.l5r-pack-deps
if [ ! -x "$VENV/bin/python" ]; then
  "$PYTHON" -m venv "$VENV"
fi
if [ ! -f "$stamp" ] || [ pyproject.toml -nt "$stamp" ] || [ packaging/requirements-build.txt -nt "$stamp" ]; then
  quiet "$VENV/bin/python" -m pip install -q --disable-pip-version-check --upgrade pip
  # The package pulls its runtime dependencies; it is reinstalled below with the resources.
  quiet "$VENV/bin/python" -m pip install -q --disable-pip-version-check -r packaging/requirements-build.txt .
  touch "$stamp"
fi

step "Qt resources"
"$VENV/bin/python" -m l5r_desktop.ui.resources

step "install the package (non-editable, with the compiled resources)"
rm -rf build/lib build/bdist.* ./*.egg-info   # never let setuptools reuse a stale build tree
quiet "$VENV/bin/python" -m pip install -q --disable-pip-version-check --no-deps --force-reinstall .
rm -rf build/lib build/bdist.*

step "icons"
rm -rf "$ICONS"
"$VENV/bin/python" packaging/render_icons.py "$ICONS" --name "$APP_ID"

step "PyInstaller"
rm -rf "$DIST/$APP"
(cd "$ROOT" && "$VENV/bin/pyinstaller" --noconfirm --log-level WARN \
  --distpath "$DIST" --workpath "$WORK" packaging/l5r-desktop.spec)

step "desktop files"
bundle=$DIST/$APP
mkdir -p "$bundle/share/applications" "$bundle/share/metainfo" "$bundle/share/icons"
cp packaging/linux/$APP_ID.desktop "$bundle/share/applications/"
cp packaging/linux/$APP_ID.metainfo.xml "$bundle/share/metainfo/"
cp -r "$ICONS/hicolor" "$bundle/share/icons/"
cp packaging/linux/install-desktop-entry.sh "$bundle/"
cp packaging/linux/README-bundle.txt "$bundle/README.txt"
chmod +x "$bundle/install-desktop-entry.sh" "$bundle/$APP"

step "self-test of the bundle"
selftest_dir=$(mktemp -d)
trap 'rm -rf "$selftest_dir"' EXIT
# No PYTHONPATH or venv leaks into the bundle: it must run on what it carries.
env -u PYTHONPATH -u PYTHONHOME -u VIRTUAL_ENV QT_QPA_PLATFORM=offscreen \
  "$bundle/$APP" --self-test --data-dir "$selftest_dir/data"

version=$("$VENV/bin/python" -c 'import l5r_desktop; print(l5r_desktop.__version__)')
if [ "$make_tar" -eq 1 ]; then
  step "tar.gz"
  tarball=$DIST/$APP-$version-linux-$(uname -m).tar.gz
  tar -C "$DIST" -czf "$tarball" "$APP"
fi
step "done"
echo "bundle:  $bundle ($(du -sh "$bundle" | cut -f1))"
[ "$make_tar" -eq 1 ] && echo "archive: $tarball ($(du -h "$tarball" | cut -f1))"
echo "built in $((SECONDS - started)) s"
