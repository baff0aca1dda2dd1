#!/usr/bin/env bash
# `npm test`: every check, in two lanes at a time (the machines have two cores).
#   - The static checks (type check, lint, dead code, audit) run beside the production build;
#   - then jest and the server tests on PGlite run beside the byte budgets, the journeys (which need
#     the build) and the server tests on PostgreSQL. The journeys run two files at a time: they
#     spend much of their time waiting (on the console's 10 s timeout, on back-off, on live
#     events), and each file has its own server and database.
# Each stage writes to its own log in .test-logs/, printed only when it fails; every stage's exit
# status counts, a failed stage stops the rest of its lane, and the run ends with a table of each
# stage's wall time and how busy the machine's cores were.
set -uo pipefail
cd "$(dirname "$0")/.."

LOGS=.test-logs
rm -rf "$LOGS"
mkdir -p "$LOGS"
# Milliseconds since the epoch, from bash itself (EPOCHREALTIME, bash 5).
now_ms() { local t=${EPOCHREALTIME/[.,]/}; echo $((t / 1000)); }
started=$(now_ms)
# The cores' busy and total time so far, in clock ticks, from the kernel's /proc/stat (Linux).
cpu_ticks() {
  local _ user nice system idle iowait irq softirq steal
  read -r _ user nice system idle iowait irq softirq steal _ </proc/stat 2>/dev/null || return 1
  echo "$((user + nice + system + irq + softirq + steal)) $((user + nice + system + idle + iowait + irq + softirq + steal))"
}
ticks_before=$(cpu_ticks)

# The run's CPU, not its lanes, sets its length (the cores are 99 % busy), so two V8 settings save
# work that short-lived test processes never get back:
#   - a young generation of 64 MB per semi-space: jest, tsc, eslint and webpack allocate briskly,
#     and fewer scavenges cost them 3 to 9 % less CPU;
#   - WebAssembly from V8's baseline compiler only (--liftoff-only) in the processes that start
#     PGlite (the server tests and, through `npm run test:e2e`, the journeys): optimizing its
#     module in the background costs about a second of CPU per process, more than the faster code
#     returns in a test file's queries (15 % less CPU for the server tests on PGlite).
# Measured, and why only here, in docs/decisions/043-v8-settings-for-test-processes.md.
export NODE_OPTIONS="--max-semi-space-size=64${NODE_OPTIONS:+ $NODE_OPTIONS}"
NODE_TESTS=(node --import tsx --test)
PGLITE_TESTS=(node --liftoff-only --import tsx --test)

# The server test files whose behaviour can differ by database run again on PostgreSQL. The two
# adapters (server/db/) send the same SQL; what differs is the engine (PostgreSQL 18 in WebAssembly
# against a server), the driver's reading of values (timestamps, numbers, counts), real concurrency
# (a pool of connections against one embedded session), transactions and advisory locks, and
# LISTEN/NOTIFY. So on PostgreSQL: every operation's answer checked against the OpenAPI document
# (contract), paging, sort and search (paging), aggregates (dashboard), timestamps read back
# (auth: token expiry), transactions and constraints (business-import, deletion-rules, versions,
# history, audit), change events (events), and, of the sign-in throttle, the tests whose counts
# live in the database (five failures, parallel guesses, two instances). Seeding runs on PostgreSQL
# into the template database each test database is copied from (server/test-support.ts), and in
# startup-race and seed-shared. The rest check
# input validation, headers, compression, serving files, password hashing, the CLI and the
# embedded database's folder lock: no answer there depends on the engine. The sign-in throttle's
# other tests (many scrypt hashes each, the longest file) would double its cost for nothing more.
# events-instances, seed-shared and startup-race need PostgreSQL itself: they run on it only (run
# without TEST_DATABASE_URL, each would start a PostgreSQL of its own).
POSTGRES_ONLY=(server/events-instances.test.ts server/seed-shared.test.ts server/startup-race.test.ts)
ON_POSTGRES=(
  server/audit.test.ts
  server/auth.test.ts
  server/business-import.test.ts
  server/contract.test.ts
  server/dashboard.test.ts
  server/deletion-rules.test.ts
  server/events.test.ts
  server/history.test.ts
  server/paging.test.ts
  server/versions.test.ts
  "${POSTGRES_ONLY[@]}"
)
THROTTLE_ON_POSTGRES='after five failures|parallel wrong passwords|instances on one database'
embedded=()
while IFS= read -r file; do
  [[ " ${POSTGRES_ONLY[*]} " == *" $file "* ]] || embedded+=("$file")
done < <(find server -name '*.test.ts' | sort)

# Runs one stage: its output to its log, its wall time and exit status beside it.
stage() {
  local name="$1"
  shift
  local from
  from=$(now_ms)
  echo "$name" >>"$LOGS/order"
  printf '%s\n' "$*" >"$LOGS/$name.cmd"
  "$@" >"$LOGS/$name.log" 2>&1
  local status=$?
  echo "$(($(now_ms) - from)) $status" >"$LOGS/$name.result"
  printf '%-28s %s\n' "$name" "$([[ $status == 0 ]] && echo passed || echo "FAILED ($status)")"
  return "$status"
}

# Lanes: each runs its stages in order and stops at its first failure.
static_checks() {
  stage 'Type check' npm run typecheck &&
    stage 'Lint' npm run lint &&
    stage 'Dead code' npm run deadcode &&
    stage 'Dependencies audit' node scripts/audit.mjs
}
build() {
  # By content: a clone builds, a second run of unchanged sources does not (scripts/build-if-stale.mjs).
  stage 'Production build' node scripts/build-if-stale.mjs &&
    stage 'Plain build (PLAIN=1)' npm run build:plain
}
unit_and_server() {
  stage 'Unit tests (jest)' npx jest --ci &&
    stage 'Server tests (PGlite)' "${PGLITE_TESTS[@]}" --test-concurrency=2 "${embedded[@]}"
}
journeys_and_postgres() {
  stage 'Byte budgets' npm run check:bytes &&
    stage 'Browser' bash scripts/find-browser.sh &&
    stage 'End-to-end journeys' npm run test:e2e &&
    stage 'Server tests (PostgreSQL)' bash scripts/with-postgres.sh \
      "${NODE_TESTS[@]}" --test-concurrency=2 "${ON_POSTGRES[@]}" &&
    stage 'Sign-in throttle (PostgreSQL)' bash scripts/with-postgres.sh \
      "${NODE_TESTS[@]}" --test-name-pattern="$THROTTLE_ON_POSTGRES" server/login-throttle.test.ts
}

# Runs the lanes given at the same time; fails when any of them failed.
together() {
  local pids=() failed=0
  for lane in "$@"; do
    "$lane" &
    pids+=($!)
  done
  for pid in "${pids[@]}"; do wait "$pid" || failed=1; done
  return "$failed"
}

ok=1
stage 'OpenAPI document' npm run openapi:validate &&
  stage 'Generated client is current' npm run codegen:check || ok=0
if [[ $ok == 1 ]]; then
  together static_checks build || ok=0
fi
if [[ $ok == 1 ]]; then
  together unit_and_server journeys_and_postgres || ok=0
fi

passed_or() { [[ $1 == 0 ]] && echo passed || echo "FAILED ($1)"; }
total=$(($(now_ms) - started))
printf '\n| Stage | Wall time | Result |\n|---|---:|---|\n'
while IFS= read -r name; do
  read -r ms status <"$LOGS/$name.result" || continue
  printf '| %s | %d.%d s | %s |\n' "$name" $((ms / 1000)) $((ms % 1000 / 100)) "$(passed_or "$status")"
done <"$LOGS/order"
printf '| **Whole command** | **%d min %02d s** | %s |\n' $((total / 60000)) $((total / 1000 % 60)) \
  "$([[ $ok == 1 ]] && echo passed || echo FAILED)"
# How busy the cores were: near 100 %, only less work makes the run shorter, not more lanes.
ticks_after=$(cpu_ticks)
if [[ -n $ticks_before && -n $ticks_after ]]; then
  read -r busy_before all_before <<<"$ticks_before"
  read -r busy_after all_after <<<"$ticks_after"
  busy=$((busy_after - busy_before))
  all=$((all_after - all_before))
  cores=$(nproc)
  printf '\nCPU: %d s busy on %d cores, %d %% of their time\n' $((busy / $(getconf CLK_TCK))) "$cores" \
    $((all > 0 ? busy * 100 / all : 0))
fi

# Every test counted, from the runners' own summaries: jest's `Tests:` line, node's `# pass`/`# fail`.
passed=0
failed=0
for log in "$LOGS"/*.log; do
  jest_line=$(grep -E '^Tests: ' "$log" | tail -n 1)
  if [[ -n $jest_line ]]; then
    [[ $jest_line =~ ([0-9]+)\ passed ]] && passed=$((passed + BASH_REMATCH[1]))
    [[ $jest_line =~ ([0-9]+)\ failed ]] && failed=$((failed + BASH_REMATCH[1]))
  fi
  while read -r _ word count; do
    [[ $word == pass ]] && passed=$((passed + count))
    [[ $word == fail ]] && failed=$((failed + count))
  done < <(grep -E '^# (pass|fail) [0-9]+$' "$log")
done
printf '\ntests: %d passed, %d failed\n' "$passed" "$failed"

if [[ $ok == 1 ]]; then
  # The whole run's duration, reported by `npm run bench` against its 10-minute budget.
  mkdir -p .bench
  echo "{\"ms\": $total}" >.bench/test-command.json
  exit 0
fi
while IFS= read -r name; do
  read -r _ status <"$LOGS/$name.result" || status=unfinished
  [[ $status == 0 ]] && continue
  printf '\n== %s failed: %s\n' "$name" "$(cat "$LOGS/$name.cmd")"
  tail -n 200 "$LOGS/$name.log"
done <"$LOGS/order"
# Last, so that a viewer showing only the end of the output still names what failed: each failing
# test's name and error, from node's TAP (`not ok` to its `...`) and jest's summary (`●` lines).
printf '\n== Failing tests\n'
for log in "$LOGS"/*.log; do
  awk '/^ *not ok /{on=1} on{print; if (/^ *\.\.\.$/) on=0}' "$log" | grep -v "type: 'suite'" | head -n 120
  grep -E '^ *● ' "$log" | grep -v 'Console' | awk '!seen[$0]++' | head -n 40
done
exit 1
