#!/usr/bin/env bash
# Installs the Debian packages the test tiers need when they are missing:
#   chromium            the browser Playwright drives (no browser downloads work here)
#   postgresql-15       server binaries the route tests start a real PostgreSQL from
#   apertium-*          the language packs the lexicon builds its lemma tables from (en es fr it da;
#                       scripts/setup-language-packs.sh installs the same for development)
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

if [ ${#missing[@]} -eq 0 ]; then
  exit 0
fi

apt_install "${missing[@]}"
