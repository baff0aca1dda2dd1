#!/usr/bin/env bash
# `npm test`: every check, in the order a failure is cheapest to find.
set -euo pipefail
cd "$(dirname "$0")/.."

step() { printf '\n== %s\n' "$*"; }
started=$(date +%s)

step 'OpenAPI document'
npm run openapi:validate
step 'Generated API client is current'
npm run codegen:check
step 'Type check'
npm run typecheck
step 'Lint'
npm run lint
step 'Dead code (files, exports and dependencies nothing uses)'
npm run deadcode
step 'Runtime dependencies audit'
node scripts/audit.mjs
step 'Unit tests'
npx jest --ci
step 'Server tests'
npm run test:server
step 'Server tests against PostgreSQL'
bash scripts/with-postgres.sh npm run test:server
step 'Production build'
npm run build
step 'Byte budgets of the build (gzip)'
npm run check:bytes
step 'Browser'
bash scripts/find-browser.sh
step 'End-to-end tests'
npm run test:e2e

# The whole run's duration, reported by `npm run bench` against its 10-minute budget.
mkdir -p .bench
echo "{\"ms\": $(( ($(date +%s) - started) * 1000 ))}" > .bench/test-command.json
