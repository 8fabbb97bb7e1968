#!/usr/bin/env bash
# Installs the Debian packages GlassKit needs, only those that are missing. Idempotent.
# Without root or sudo it names the packages to install and stops with status 1.
set -euo pipefail

# Build: Cairo, pixman, Pango, SDL2 and SDL2_mixer (audio decoding) headers, SQLite for GRDB,
# pkg-config to find them.
# Run: the Inter font (named explicitly so renders are stable), DejaVu for the monospaced and
# serif designs, Material Icons for SF Symbol names, Noto Color Emoji, Noto CJK (Chinese, Japanese and
# Korean text in Horizon's posts), libjpeg-turbo for JPEG pictures.
# Tests: Xvfb, xdotool and ImageMagick drive and screenshot the real window.
packages=(
  pkg-config
  libcairo2-dev
  libpixman-1-dev
  libpango1.0-dev
  libsdl2-dev
  libsdl2-mixer-dev
  libturbojpeg0-dev
  libsqlite3-dev
  fonts-inter
  fonts-dejavu-core
  fonts-material-design-icons-iconfont
  fonts-noto-color-emoji
  fonts-noto-cjk
  xvfb
  xauth
  xdotool
  imagemagick
)

missing=()
for p in "${packages[@]}"; do
  if ! dpkg-query -W -f='${Status}' "$p" 2>/dev/null | grep -q "install ok installed"; then
    missing+=("$p")
  fi
done

if [ ${#missing[@]} -eq 0 ]; then
  echo "setup: all ${#packages[@]} Debian packages are installed"
  exit 0
fi

if [ "$(id -u)" -eq 0 ]; then
  run=()
elif command -v sudo >/dev/null 2>&1 && sudo -n true 2>/dev/null; then
  run=(sudo)
else
  echo "setup: missing Debian packages: ${missing[*]}" >&2
  echo "setup: run as root: apt-get update && apt-get install -y ${missing[*]}" >&2
  exit 1
fi

echo "setup: installing ${missing[*]}"
export DEBIAN_FRONTEND=noninteractive
"${run[@]}" apt-get update -qq
"${run[@]}" apt-get install -y -qq --no-install-recommends "${missing[@]}" >/dev/null
echo "setup: done"
