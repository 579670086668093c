#!/usr/bin/env bash
# Runs Playwright specs of one app while several people share this machine: one run at a time (the
# stand-in hosts and the app preview use fixed ports), with a fresh build and fresh servers each time
# (the production builds: on vite preview for the journeys, on nginx for the production subset).
# Usage: tools/scripts/e2e-locked.sh enterprise-portal [spec files relative to the e2e project...]
# E2E_CONFIG=playwright.prod.config.ts runs the production subset against `npm run start:prod` (nginx),
# which serves both apps, so both are built.
# Workers: E2E_WORKERS (libs/e2e-support hosts.ts); unset, one spec file runs in one worker on the fixed ports
# (one server set to start), more files or the whole suite in two, each with its own server set (ports + 1).
set -euo pipefail
app="${1:?app: enterprise-portal or org-console}"; shift
cd "$(dirname "$0")/../.."
if [ -z "${E2E_WORKERS:-}" ]; then
  if [ "$#" -eq 1 ]; then export E2E_WORKERS=1; else export E2E_WORKERS=2; fi
fi
exec flock /tmp/smes-e2e.lock bash -c '
  set -euo pipefail
  app="$1"; shift
  config="${E2E_CONFIG:-playwright.config.ts}"
  npx vite build --config "apps/$app/vite.config.ts" --logLevel error
  # nginx serves both apps, and the console suite serves the portal too (its cross-app journeys 4 and 5).
  if [ "$config" = playwright.prod.config.ts ] || [ "$app" = org-console ]; then
    other=enterprise-portal; [ "$app" = enterprise-portal ] && other=org-console
    npx vite build --config "apps/$other/vite.config.ts" --logLevel error
  fi
  cd "apps/$app-e2e"
  CI=1 npx playwright test --config "$config" --retries=0 "$@"
' _ "$app" "$@"
