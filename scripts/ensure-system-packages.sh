#!/usr/bin/env bash
# Installs the Debian packages the test tiers need when they are missing:
#   chromium            the browser Playwright drives (no browser downloads work here)
#   postgresql-15       server binaries the route tests start a real PostgreSQL from
#   apertium-*          the language packs the lexicon builds its lemma tables from (en es fr it da;
#                       scripts/setup-language-packs.sh installs the same for development)
# Safe to run again: it installs nothing when everything is present.
set -euo pipefail

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

echo "Installing Debian packages: ${missing[*]}"
if [ "$(id -u)" -eq 0 ]; then
  SUDO=()
elif command -v sudo >/dev/null 2>&1 && sudo -n true 2>/dev/null; then
  SUDO=(sudo -n)
else
  echo "Please install these Debian packages, then run the tests again: ${missing[*]}" >&2
  echo "  sudo apt-get update && sudo apt-get install -y ${missing[*]}" >&2
  exit 1
fi
export DEBIAN_FRONTEND=noninteractive
"${SUDO[@]}" apt-get update -qq
"${SUDO[@]}" apt-get install -y -qq --no-install-recommends "${missing[@]}" >/dev/null
echo "Installed: ${missing[*]}"
