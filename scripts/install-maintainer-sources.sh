#!/usr/bin/env bash
# Maintainers only: installs the Debian packages that the lexicon's maintainer tools read to remake
# the committed data (npm run lexicon:sources: the word readings; npm run lexicon:glosses: the
# glosses). Neither the app nor its tests need them: everything they read is committed. Asks for
# root or sudo:
#   apertium + lttoolbox   lt-proc, which runs the morphological analysers and bilingual dictionaries
#   apertium-eng-spa       English and Spanish analysers; en↔es dictionaries
#   apertium-fr-es         French analyser; es→fr and fr→es dictionaries; Spanish nouns spa-eng lacks
#   apertium-spa-ita       Italian analyser; it→es dictionary; Spanish nouns spa-eng lacks
#   apertium-dan-nor       Danish analyser
#   apertium-es-pt         es→pt dictionary; Spanish nouns spa-eng lacks
#   dict-freedict-*        FreeDict bilingual dictionaries for the other pairs (GPL or CC-BY-SA)
#   wordnet-base           WordNet 3.0: English definitions, and English readings Apertium lacks
#   lttoolbox-dev          lt-print, to read every form an analyser knows (lexicon:sources)
# The glosses also read two folders a maintainer fetches (the Open Multilingual Wordnet and the
# English Wiktionary's lists): packages/lexicon/data/README.md says which and from where.
# Safe to run again: it installs nothing when everything is present.
set -euo pipefail
cd "$(dirname "$0")/.."
# shellcheck source=apt-install.sh
source scripts/apt-install.sh

packages=(
  apertium lttoolbox apertium-eng-spa apertium-fr-es apertium-spa-ita apertium-dan-nor apertium-es-pt
  lttoolbox-dev wordnet-base dict-freedict-slk-eng
  dict-freedict-eng-hin dict-freedict-eng-deu dict-freedict-eng-fra dict-freedict-eng-por
  dict-freedict-eng-spa dict-freedict-eng-ita dict-freedict-eng-dan
  dict-freedict-spa-eng dict-freedict-spa-deu dict-freedict-spa-por
  dict-freedict-fra-eng dict-freedict-fra-spa dict-freedict-fra-deu dict-freedict-fra-por dict-freedict-fra-ita
  dict-freedict-deu-eng dict-freedict-deu-spa dict-freedict-deu-fra dict-freedict-deu-por dict-freedict-deu-ita
  dict-freedict-ita-eng dict-freedict-ita-spa dict-freedict-ita-por dict-freedict-ita-deu
  dict-freedict-dan-eng
  dict-freedict-por-eng dict-freedict-por-spa dict-freedict-por-fra dict-freedict-por-deu
)
missing=()
for package in "${packages[@]}"; do
  dpkg-query -W -f '${Status}' "$package" 2>/dev/null | grep -q 'install ok installed' || missing+=("$package")
done

if [ ${#missing[@]} -gt 0 ]; then
  apt_install "${missing[@]}"
else
  echo "Maintainer sources already installed: ${packages[*]}"
fi

