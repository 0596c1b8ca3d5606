#!/usr/bin/env bash
# Installs the Debian language packs the lexicon builder uses for its best lemma tables (the
# optional third setup step; CI installs them through ensure-system-packages.sh):
#   apertium + lttoolbox   lt-proc, which runs the morphological analysers
#   apertium-eng-spa       English and Spanish analysers
#   apertium-fr-es         French analyser
#   apertium-spa-ita       Italian analyser
#   apertium-dan-nor       Danish analyser
# German needs no pack: its dictionaries come from npm. Then rebuilds the tables (npm run lexicon:build).
# Safe to run again: it installs nothing when everything is present.
set -euo pipefail
cd "$(dirname "$0")/.."

packages=(apertium lttoolbox apertium-eng-spa apertium-fr-es apertium-spa-ita apertium-dan-nor)
missing=()
for package in "${packages[@]}"; do
  dpkg-query -W -f '${Status}' "$package" 2>/dev/null | grep -q 'install ok installed' || missing+=("$package")
done

if [ ${#missing[@]} -gt 0 ]; then
  echo "Installing Debian language packs: ${missing[*]}"
  if [ "$(id -u)" -eq 0 ]; then
    SUDO=()
  elif command -v sudo >/dev/null 2>&1 && sudo -n true 2>/dev/null; then
    SUDO=(sudo -n)
  else
    echo "Please install these Debian packages, then run this again: ${missing[*]}" >&2
    echo "  sudo apt-get update && sudo apt-get install -y --no-install-recommends ${missing[*]}" >&2
    exit 1
  fi
  export DEBIAN_FRONTEND=noninteractive
  "${SUDO[@]}" apt-get update -qq
  "${SUDO[@]}" apt-get install -y -qq --no-install-recommends "${missing[@]}" >/dev/null
  echo "Installed: ${missing[*]}"
else
  echo "Language packs already installed: ${packages[*]}"
fi

npm run --silent lexicon:build -- --if-stale
