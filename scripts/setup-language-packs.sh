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
# shellcheck source=apt-install.sh
source scripts/apt-install.sh

packages=(apertium lttoolbox apertium-eng-spa apertium-fr-es apertium-spa-ita apertium-dan-nor)
missing=()
for package in "${packages[@]}"; do
  dpkg-query -W -f '${Status}' "$package" 2>/dev/null | grep -q 'install ok installed' || missing+=("$package")
done

if [ ${#missing[@]} -gt 0 ]; then
  apt_install "${missing[@]}"
else
  echo "Language packs already installed: ${packages[*]}"
fi

npm run --silent lexicon:build -- --if-stale
