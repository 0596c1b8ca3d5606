#!/usr/bin/env bash
# Installs the Debian packages the test tiers need when they are missing:
#   chromium            the browser Playwright drives (no browser downloads work here)
#   postgresql-15       server binaries the route tests start a real PostgreSQL from
#   ffmpeg              makes the video files the watch page's journeys play (nothing downloaded)
# Nothing else: the app's language data (word readings, glosses) is committed and its pronunciation
# comes from npm, so the tests run on what a fresh `npm ci && npm start` has.
# Safe to run again: it installs nothing when everything is present.
set -euo pipefail
# shellcheck source=apt-install.sh
source "$(dirname "$0")/apt-install.sh"

missing=()
[ -x /usr/bin/chromium ] || missing+=(chromium)
[ -x /usr/lib/postgresql/15/bin/initdb ] || missing+=(postgresql-15)
[ -x /usr/bin/ffmpeg ] || missing+=(ffmpeg)

if [ ${#missing[@]} -eq 0 ]; then
  exit 0
fi

apt_install "${missing[@]}"
