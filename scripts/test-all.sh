#!/usr/bin/env bash
# `npm test`: every check, in the order a failure is cheapest to find.
set -euo pipefail
cd "$(dirname "$0")/.."

step() { printf '\n== %s\n' "$*"; }

step 'OpenAPI document'
npm run openapi:validate
step 'Generated API client is current'
npm run codegen:check
step 'Type check'
npm run typecheck
step 'Lint'
npm run lint
step 'Unit tests'
npx jest --ci
step 'Server tests'
npm run test:server
step 'Production build'
npm run build
step 'Browser'
bash scripts/find-browser.sh
step 'End-to-end tests'
npm run test:e2e
