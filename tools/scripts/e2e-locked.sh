#!/usr/bin/env bash
# Runs Playwright specs of one app while several people share this machine: one run at a time (the
# stand-in hosts and the app preview use fixed ports), with a fresh build and fresh servers each time.
# Usage: tools/scripts/e2e-locked.sh enterprise-portal [spec files relative to the e2e project...]
set -euo pipefail
app="${1:?app: enterprise-portal or org-console}"; shift
cd "$(dirname "$0")/../.."
exec flock /tmp/smes-e2e.lock bash -c '
  set -euo pipefail
  app="$1"; shift
  npx vite build --config "apps/$app/vite.config.ts" --logLevel error
  cd "apps/$app-e2e"
  CI=1 npx playwright test --config playwright.config.ts --retries=0 "$@"
' _ "$app" "$@"
