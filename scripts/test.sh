#!/usr/bin/env bash
# Runs every test tier: lint and types, unit and route tests (PGlite and a real PostgreSQL 15),
# then the Playwright journeys in Debian's Chromium. Exits non-zero on any failure.
set -euo pipefail
cd "$(dirname "$0")/.."

report_dir="$(mktemp -d)"
trap 'rm -rf "$report_dir"' EXIT

step() { printf '\n== %s\n' "$1"; }

step "System packages"
bash scripts/ensure-system-packages.sh

if [ ! -d node_modules ] || [ package-lock.json -nt node_modules/.package-lock.json ]; then
  step "npm ci"
  npm ci --no-audit --no-fund
fi

step "Lint, format and types"
npx eslint .
npx prettier --check . >/dev/null || { npx prettier --check .; exit 1; }
npm run typecheck --silent

# Built first: the server's page tests render pages with the web app's server build.
step "Build the web app"
npm run build --silent

step "Unit and route tests (Vitest)"
npx vitest run --reporter=default --reporter=json --outputFile.json="$report_dir/vitest.json"

step "Bundle budget (gzipped JavaScript of the first pages)"
node scripts/check-bundle-budget.mjs

step "User journeys (Playwright, Chromium)"
PLAYWRIGHT_JSON_OUTPUT_FILE="$report_dir/playwright.json" npm test --silent -w @cinevocab/e2e

step "Summary"
node scripts/summarise-tests.mjs "$report_dir/vitest.json" "$report_dir/playwright.json"
