#!/usr/bin/env bash
# Installs the Debian packages the test tiers need when they are missing:
#   chromium            the browser Playwright drives (no browser downloads work here)
#   postgresql-15       server binaries the route tests start a real PostgreSQL from
#   apertium-*          the language packs the lexicon builds its lemma tables from (en es fr it da)
#                       and some of its bilingual dictionaries (en↔es, es→fr, fr→es, it→es, es→pt)
#   dict-freedict-*     the FreeDict bilingual dictionaries of the other pairs
#   wordnet-base        English definitions;  espeak-ng   IPA
# (scripts/setup-language-packs.sh installs the same for development.)
# Safe to run again: it installs nothing when everything is present.
set -euo pipefail
# shellcheck source=apt-install.sh
source "$(dirname "$0")/apt-install.sh"

missing=()
[ -x /usr/bin/chromium ] || missing+=(chromium)
[ -x /usr/lib/postgresql/15/bin/initdb ] || missing+=(postgresql-15)
[ -x /usr/bin/lt-proc ] || missing+=(apertium lttoolbox)
[ -f /usr/share/apertium/apertium-eng-spa/spa-eng.automorf.bin ] || missing+=(apertium-eng-spa)
[ -f /usr/share/apertium/apertium-fr-es/fr-es.automorf.bin ] || missing+=(apertium-fr-es)
[ -f /usr/share/apertium/apertium-spa-ita/ita-spa.automorf.bin ] || missing+=(apertium-spa-ita)
[ -f /usr/share/apertium/apertium-dan-nor/dan-nob.automorf.bin ] || missing+=(apertium-dan-nor)
[ -f /usr/share/apertium/apertium-es-pt/es-pt.autobil.bin ] || missing+=(apertium-es-pt)
[ -x /usr/bin/espeak-ng ] || missing+=(espeak-ng)
[ -f /usr/share/wordnet/data.noun ] || missing+=(wordnet-base)
for package in \
  dict-freedict-eng-hin dict-freedict-eng-deu dict-freedict-eng-fra dict-freedict-eng-por \
  dict-freedict-eng-spa dict-freedict-eng-ita dict-freedict-eng-dan \
  dict-freedict-spa-eng dict-freedict-spa-deu dict-freedict-spa-por \
  dict-freedict-fra-eng dict-freedict-fra-spa dict-freedict-fra-deu dict-freedict-fra-por dict-freedict-fra-ita \
  dict-freedict-deu-eng dict-freedict-deu-spa dict-freedict-deu-fra dict-freedict-deu-por dict-freedict-deu-ita \
  dict-freedict-ita-eng dict-freedict-ita-spa dict-freedict-ita-por dict-freedict-ita-deu \
  dict-freedict-dan-eng \
  dict-freedict-por-eng dict-freedict-por-spa dict-freedict-por-fra dict-freedict-por-deu; do
  [ -f "/usr/share/dictd/freedict-${package#dict-freedict-}.index" ] || missing+=("$package")
done

if [ ${#missing[@]} -eq 0 ]; then
  exit 0
fi

apt_install "${missing[@]}"
