#!/usr/bin/env bash
# Add L5R Table to your desktop's application menu (for you only, no root needed).
#   ./install-desktop-entry.sh              install the menu entry, icons and AppStream data
#   ./install-desktop-entry.sh --uninstall  remove them again
# The entry starts the l5r-desktop program in this folder: run this again after moving it.
set -euo pipefail
here=$(cd "$(dirname "$0")" && pwd)
app_id=org.l5rtable.L5RTable
data_home=${XDG_DATA_HOME:-$HOME/.local/share}
apps=$data_home/applications
metainfo=$data_home/metainfo
icons=$data_home/icons/hicolor

if [ "${1:-}" = "--uninstall" ]; then
  rm -f "$apps/$app_id.desktop" "$metainfo/$app_id.metainfo.xml"
  rm -f "$icons"/*/apps/"$app_id".png "$icons/scalable/apps/$app_id.svg"
  echo "Removed the L5R Table menu entry."
  exit 0
fi
if [ ! -x "$here/l5r-desktop" ]; then
  echo "install-desktop-entry.sh: $here/l5r-desktop not found: run me from the unpacked folder" >&2
  exit 1
fi
mkdir -p "$apps" "$metainfo"
# Exec must be an absolute path: quote it for the desktop entry format (spaces allowed).
exec_path=${here//\\/\\\\}
exec_path=${exec_path//\"/\\\"}
sed "s|^Exec=.*|Exec=\"$exec_path/l5r-desktop\"|" \
  "$here/share/applications/$app_id.desktop" > "$apps/$app_id.desktop.tmp"
mv "$apps/$app_id.desktop.tmp" "$apps/$app_id.desktop"
cp "$here/share/metainfo/$app_id.metainfo.xml" "$metainfo/"
for dir in "$here"/share/icons/hicolor/*/apps; do
  size=$(basename "$(dirname "$dir")")
  mkdir -p "$icons/$size/apps"
  cp "$dir"/* "$icons/$size/apps/"
done
command -v update-desktop-database >/dev/null 2>&1 && update-desktop-database -q "$apps" || true
command -v gtk-update-icon-cache >/dev/null 2>&1 && gtk-update-icon-cache -q -t "$icons" || true
echo "L5R Table is in your application menu (entry: $apps/$app_id.desktop)."
