/*
 * npm run bench:load [-- --duration 60 --admins 50 --think-ms 1000 --seed large|demo]
 *
 * A load bench of the reference server, on 127.0.0.1 only: N virtual admins, each signed in once,
 * send requests (80% reads, 20% writes) for a bounded time and a bounded count, first at a human
 * pace (a think time of --think-ms ±50 % after each answer; the budgeted row), then with no pause
 * at all (the saturated capacity, a row that informs; --think-ms 0 runs only this one),
 * against one server with its embedded database (PGlite), and, when TEST_DATABASE_URL names a
 * PostgreSQL server (`bash scripts/with-postgres.sh npm run bench:load`), against two instances
 * sharing one PostgreSQL database. It reports requests per second, p50/p95/p99, errors and the
 * servers' peak RSS and the host's load average at the start of each row, checks the budgets on the
 * paced row (no errors; a write's p99 under load at most 5 times its p99 when idle, both
 * percentiles of the same kind, measured in the same run just before the load; the idle median is
 * shown beside it), exits non-zero naming any budget missed, and writes its table to
 * its own section of docs/performance-figures.md, leaving the table of `npm run bench` as it is.
 *
 * On PGlite it also measures whole lists: ten parallel uncompressed whole `GET /logs` (as curl and
 * scripts send them, without Accept-Encoding), again and again, while another admin reads
 * `GET /regions`; budget: its p99 at most 5× its idle p99 (`--whole-lists-only` runs just this).
 */
import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { monitorEventLoopDelay } from 'node:perf_hooks';
import { parseArgs } from 'node:util';
import { writePerformanceSection } from './performanceSection';
import { percentile } from './report';

const HOST = '127.0.0.1';
const ROOT = path.join(__dirname, '..', '..');
const DEMO_ADMIN = 'admin@example.com';
const DEMO_PASSWORD = 'referrals-demo';
/** Whatever the duration, no run sends more than this many requests. */
const MAX_REQUESTS = 500_000;
const WRITE_SHARE = 0.2;
const IDLE_SAMPLES = 200;
/** Whole lists asked for at once, and the reads of GET /regions timed idle and beside them. */
const PARALLEL_WHOLE_LISTS = 10;
const WHOLE_LIST_READS = 100;
const WHOLE_LIST_BUDGET_RATIO = 5;

const { values } = parseArgs({
  options: {
    duration: { type: 'string', default: '60' },
    admins: { type: 'string', default: '50' },
    seed: { type: 'string', default: 'large' },
    'think-ms': { type: 'string', default: '1000' },
    'whole-lists-only': { type: 'boolean', default: false },
  },
  strict: true,
});
const durationSeconds = Math.min(Math.max(Number(values.duration), 1), 600);
const admins = Math.min(Math.max(Math.floor(Number(values.admins)), 1), 500);
/** The mean pause between one admin's answer and its next request; 0 saturates the server. */
const thinkMs = Math.min(Math.max(Math.floor(Number(values['think-ms'])) || 0, 0), 60_000);
const seedKind = values.seed === 'demo' ? 'demo' : 'large';
const seedFlag = seedKind === 'large' ? ['--large'] : [];

type Server = { process: ChildProcess; url: string; peakRssKiB: number };

function rssKiB(pid: number | undefined): number {
  if (pid === undefined) return 0;
  try {
    const match = /VmRSS:\s+(\d+)/.exec(readFileSync(`/proc/${pid}/status`, 'utf8'));
    return match ? Number(match[1]) : 0;
  } catch {
    return 0;
  }
}

function run(command: string, args: string[], env: Record<string, string>): void {
  const result = spawnSync(command, args, { cwd: ROOT, env: { ...process.env, ...env }, stdio: 'inherit' });
  if (result.status !== 0) throw new Error(`${command} ${args.join(' ')} failed`);
}

/** The reference server as `npm run server` starts it, on a free port of 127.0.0.1. */
async function startServer(env: Record<string, string>): Promise<Server> {
  const child = spawn(process.execPath, ['--import', 'tsx', 'server/main.ts', '--no-demo'], {
    cwd: ROOT,
    env: { ...process.env, HOST, PORT: '0', PUBLIC_URL: '', LOG_REQUESTS: '', SMTP_URL: '', ...env },
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  const url = await new Promise<string>((resolve, reject) => {
    let output = '';
    child.stdout?.on('data', (chunk: Buffer) => {
      output += chunk.toString();
      const match = /API: (http:\/\/127\.0\.0\.1:\d+\/api\/v1)/.exec(output);
      if (match?.[1]) resolve(match[1]);
    });
    child.once('exit', (code) => reject(new Error(`the server exited (${code}): ${output}`)));
  });
  if (new URL(url).hostname !== HOST) throw new Error(`refusing to load anything but ${HOST}: ${url}`);
  return { process: child, url, peakRssKiB: rssKiB(child.pid) };
}

async function stop(server: Server): Promise<void> {
  if (server.process.exitCode !== null) return;
  const exited = new Promise((resolve) => server.process.once('exit', resolve));
  server.process.kill('SIGTERM');
  await exited;
}

/** One answered (or failed) request; kind names the route, for the per-route figures on the console. */
type Sample = { write: boolean; kind: string; ms: number; ok: boolean };

type Answer = { status: number; json: unknown; ms: number; kind: string };

async function request(url: string, method: string, token: string | null, body?: unknown): Promise<Answer> {
  const started = performance.now();
  const response = await fetch(url, {
    method,
    headers: {
      'accept-encoding': 'gzip, br',
      ...(token ? { 'x-auth-token': token } : {}),
      ...(body === undefined ? {} : { 'content-type': 'application/json' }),
    },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  const text = await response.text();
  const ms = performance.now() - started;
  let json: unknown;
  try {
    json = JSON.parse(text);
  } catch {
    json = null;
  }
  const route = new URL(url).pathname.replace(/^\/api\/v1/, '').replace(/\/\d+/g, '/:id');
  return { status: response.status, json, ms, kind: `${method} ${route}${new URL(url).search ? '?…' : ''}` };
}

function dataOf(json: unknown): unknown {
  return typeof json === 'object' && json !== null && 'data' in json ? json.data : undefined;
}

function idOf(value: unknown): number {
  return typeof value === 'object' && value !== null && 'id' in value && typeof value.id === 'number'
    ? value.id
    : NaN;
}

/** One virtual admin: its own region to rename, the referrals to read, a session. */
type Admin = { api: string; token: string; regionId: number; referralIds: number[]; n: number };

async function signInAdmin(api: string, n: number): Promise<Admin> {
  const login = await request(`${api}/auth/login`, 'POST', null, {
    email: DEMO_ADMIN,
    password: DEMO_PASSWORD,
  });
  const data = dataOf(login.json);
  const token =
    typeof data === 'object' && data !== null && 'token' in data && typeof data.token === 'string'
      ? data.token
      : '';
  if (login.status !== 200 || !token) throw new Error(`sign-in ${n} failed: ${login.status}`);
  const region = await request(`${api}/regions`, 'POST', token, { name: `Load region ${process.pid}-${n}` });
  const referrals = await request(`${api}/referrals?pageSize=50`, 'GET', token);
  const list = dataOf(referrals.json);
  return {
    api,
    token,
    n,
    regionId: idOf(dataOf(region.json)),
    referralIds: Array.isArray(list) ? list.map(idOf).filter(Number.isInteger) : [],
  };
}

let round = 0;
async function write(admin: Admin): Promise<Answer> {
  round += 1;
  if (round % 2 === 0) {
    return request(`${admin.api}/regions/${admin.regionId}`, 'PUT', admin.token, {
      name: `Load region ${process.pid}-${admin.n} r${round}`,
    });
  }
  const referralId = admin.referralIds[round % admin.referralIds.length] ?? 1;
  return request(`${admin.api}/transactions`, 'POST', admin.token, {
    amount: 10 + (round % 90),
    date: '2024-05-01',
    referralId,
  });
}

const READS = [
  (_admin: Admin) => '/regions',
  (_admin: Admin) => '/categories',
  (_admin: Admin) => '/dashboard',
  (admin: Admin) => `/referrals/${admin.referralIds[round % admin.referralIds.length] ?? 1}?extended=true`,
  (_admin: Admin) => '/businesses?pageSize=20',
  (_admin: Admin) => '/referrals?pageSize=20&search=a',
  (_admin: Admin) => '/logs?pageSize=50',
  (admin: Admin) => `/regions/${admin.regionId}`,
];

async function read(admin: Admin): Promise<Answer> {
  round += 1;
  const pick = READS[round % READS.length];
  return request(`${admin.api}${pick ? pick(admin) : '/regions'}`, 'GET', admin.token);
}

/** The host's load averages (1, 5 and 15 min), as /proc/loadavg has them. */
function loadAverage(): string {
  try {
    return readFileSync('/proc/loadavg', 'utf8').split(' ').slice(0, 3).join(', ');
  } catch {
    return os
      .loadavg()
      .map((value) => value.toFixed(2))
      .join(', ');
  }
}

const sleep = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, Math.max(0, ms)));

/** A think time: the pace ±50 %, so the admins do not click in step. */
const thinkTime = (pace: number) => pace * (0.5 + Math.random());

/** One load of the run: at a human pace (the budgeted row) or with no pause at all (capacity). */
type Phase = { name: string; thinkMs: number; budget: boolean };

const phases: Phase[] = [
  ...(thinkMs > 0
    ? [
        {
          name: `${admins} admins at a human pace: ${thinkMs} ms ±50 % between requests`,
          thinkMs,
          budget: true,
        },
      ]
    : []),
  { name: `saturated capacity: ${admins} admins, no pause`, thinkMs: 0, budget: false },
];

type Result = {
  setup: string;
  phase: Phase;
  loadAtStart: string;
  /** The p99 of the bench's own event-loop delay during the load: a starved host shows here too. */
  benchLagP99: number;
  requests: number;
  perSecond: number;
  p50: number;
  p95: number;
  p99: number;
  writeP99: number;
  writeIdle: number;
  writeIdleP99: number;
  errors: number;
  peakRssMiB: number;
};

/** The budgets a budgeted row missed, named; none for a row that only informs. */
function missedBudgets(result: Result): string[] {
  if (!result.phase.budget) return [];
  const missed: string[] = [];
  if (result.errors !== 0) missed.push(`0 errors (${result.errors})`);
  const ratio = result.writeP99 / result.writeIdleP99;
  if (!(ratio <= 5))
    missed.push(
      `write p99 at most 5× its idle p99 (${ratio.toFixed(2)}×: ${ms(result.writeP99)} against ${ms(result.writeIdleP99)})`,
    );
  return missed;
}

async function load(setup: string, servers: Server[], virtualAdmins: Admin[], phase: Phase): Promise<Result> {
  const [first] = virtualAdmins;
  if (!first) throw new Error('no admin');
  const loadAtStart = loadAverage();
  console.log(`${setup}, ${phase.name}: load average at the start ${loadAtStart}`);
  // A write's idle time: one admin alone, after a warm-up, just before this load. Enough samples
  // that the idle p99 is a percentile and not one unlucky request.
  for (let warm = 0; warm < 20; warm++) await write(first);
  const idle: number[] = [];
  for (let sample = 0; sample < IDLE_SAMPLES; sample++) idle.push((await write(first)).ms);

  const samples: Sample[] = [];
  const lag = monitorEventLoopDelay({ resolution: 10 });
  lag.enable();
  for (const server of servers) server.peakRssKiB = rssKiB(server.process.pid);
  const sampler = setInterval(() => {
    for (const server of servers) server.peakRssKiB = Math.max(server.peakRssKiB, rssKiB(server.process.pid));
  }, 500);
  const started = performance.now();
  const deadline = started + durationSeconds * 1000;
  const open = () => performance.now() < deadline && samples.length < MAX_REQUESTS;
  await Promise.all(
    virtualAdmins.map(async (admin) => {
      // Each admin starts somewhere within one pace, so they do not start in step.
      if (phase.thinkMs > 0)
        await sleep(Math.min(phase.thinkMs * Math.random(), deadline - performance.now()));
      while (open()) {
        const isWrite = Math.random() < WRITE_SHARE;
        try {
          const answer = isWrite ? await write(admin) : await read(admin);
          samples.push({ write: isWrite, kind: answer.kind, ms: answer.ms, ok: answer.status < 400 });
        } catch {
          samples.push({ write: isWrite, kind: 'failed', ms: 0, ok: false });
        }
        if (phase.thinkMs > 0 && open())
          await sleep(Math.min(thinkTime(phase.thinkMs), deadline - performance.now()));
      }
    }),
  );
  const elapsed = (performance.now() - started) / 1000;
  clearInterval(sampler);
  lag.disable();
  const times = samples.filter((sample) => sample.ok).map((sample) => sample.ms);
  const writes = samples.filter((sample) => sample.ok && sample.write).map((sample) => sample.ms);
  const result: Result = {
    setup,
    phase,
    loadAtStart,
    benchLagP99: lag.percentile(99) / 1e6,
    requests: samples.length,
    perSecond: samples.length / elapsed,
    p50: percentile(times, 50),
    p95: percentile(times, 95),
    p99: percentile(times, 99),
    writeP99: percentile(writes, 99),
    writeIdle: percentile(idle, 50),
    writeIdleP99: percentile(idle, 99),
    errors: samples.filter((sample) => !sample.ok).length,
    peakRssMiB: servers.reduce((sum, server) => sum + server.peakRssKiB, 0) / 1024,
  };
  console.log(`  ${row(result)}`);
  const kinds = [...new Set(samples.map((sample) => sample.kind))].sort();
  for (const kind of kinds) {
    const of = samples.filter((sample) => sample.kind === kind).map((sample) => sample.ms);
    console.log(
      `  ${kind.padEnd(32)} n=${String(of.length).padStart(6)}  p50 ${ms(percentile(of, 50)).padStart(8)}  p99 ${ms(percentile(of, 99)).padStart(8)}`,
    );
  }
  return result;
}

/** Signs the admins in once, then runs each phase against the same servers, the paced one first. */
async function measure(setup: string, servers: Server[]): Promise<Result[]> {
  const virtualAdmins: Admin[] = [];
  for (let n = 0; n < admins; n++) {
    const server = servers[n % servers.length];
    if (server) virtualAdmins.push(await signInAdmin(server.url, n));
  }
  const results: Result[] = [];
  for (const phase of phases) results.push(await load(setup, servers, virtualAdmins, phase));
  return results;
}

type WholeListResult = {
  idleP99: number;
  busyP99: number;
  reads: number;
  lists: number;
  refused: number;
  failed: number;
};

/**
 * Ten admins each fetch the whole log, uncompressed, again and again, while one more reads
 * GET /regions: its p99 against its p99 alone, just before. A 503 (the whole-list queue is full)
 * is counted apart: it is the server's answer to too many at once, not an error.
 */
async function wholeListsUnderLoad(api: string): Promise<WholeListResult> {
  const readers = await Promise.all([signInAdmin(api, 9001), signInAdmin(api, 9002)]);
  const [reader, exporter] = readers;
  if (!reader || !exporter) throw new Error('no admin');
  const timeRegions = async () => {
    const started = performance.now();
    const response = await fetch(`${api}/regions`, { headers: { 'x-auth-token': reader.token } });
    await response.arrayBuffer();
    return performance.now() - started;
  };
  for (let warm = 0; warm < 20; warm++) await timeRegions();
  const idle: number[] = [];
  for (let sample = 0; sample < WHOLE_LIST_READS; sample++) idle.push(await timeRegions());
  let measuring = true;
  let lists = 0;
  let refused = 0;
  let failed = 0;
  const exports = Array.from({ length: PARALLEL_WHOLE_LISTS }, async () => {
    while (measuring) {
      try {
        // No Accept-Encoding: the answer is sent as it is built, uncompressed.
        const response = await fetch(`${api}/logs`, {
          headers: { 'x-auth-token': exporter.token, 'accept-encoding': 'identity' },
        });
        await response.arrayBuffer();
        if (response.status === 200) lists += 1;
        else if (response.status === 503) {
          refused += 1;
          await sleep(Number(response.headers.get('retry-after') ?? '1') * 1000);
        } else failed += 1;
      } catch {
        failed += 1;
      }
    }
  });
  // The lists start before the reads are timed.
  await sleep(500);
  const busy: number[] = [];
  for (let sample = 0; sample < WHOLE_LIST_READS; sample++) {
    busy.push(await timeRegions());
    await sleep(20);
  }
  measuring = false;
  await Promise.all(exports);
  const result = {
    idleP99: percentile(idle, 99),
    busyP99: percentile(busy, 99),
    reads: WHOLE_LIST_READS,
    lists,
    refused,
    failed,
  };
  console.log(`  whole lists: ${wholeListRow(result)}`);
  return result;
}

function wholeListMissed(result: WholeListResult): string[] {
  const missed: string[] = [];
  const ratio = result.busyP99 / result.idleP99;
  if (!(ratio <= WHOLE_LIST_BUDGET_RATIO))
    missed.push(
      `GET /regions p99 beside ${PARALLEL_WHOLE_LISTS} whole /logs at most ${WHOLE_LIST_BUDGET_RATIO}× its idle p99 (${ratio.toFixed(2)}×)`,
    );
  if (result.failed > 0) missed.push(`whole lists without errors (${result.failed})`);
  return missed;
}

function wholeListRow(result: WholeListResult): string {
  const ratio = result.busyP99 / result.idleP99;
  return `| one instance, embedded PGlite | ${PARALLEL_WHOLE_LISTS} parallel uncompressed whole GET /logs, repeated | ${ms(result.idleP99)} → ${ms(result.busyP99)} (${ratio.toFixed(2)}×, budget ≤ ${WHOLE_LIST_BUDGET_RATIO}×) | ${result.lists} answered, ${result.refused} refused with 503, ${result.failed} failed | ${wholeListMissed(result).length === 0 ? 'met' : '**missed**'} |`;
}

async function onePglite(): Promise<{ results: Result[]; whole: WholeListResult }> {
  const folder = mkdtempSync(path.join(os.tmpdir(), 'referral-load-'));
  try {
    run(process.execPath, ['--import', 'tsx', 'server/seed-cli.ts', ...seedFlag, '--data', folder], {
      DATABASE_URL: '',
    });
    const server = await startServer({ DATA_DIR: folder, DATABASE_URL: '' });
    try {
      const results = values['whole-lists-only']
        ? []
        : await measure('one instance, embedded PGlite', [server]);
      return { results, whole: await wholeListsUnderLoad(server.url) };
    } finally {
      await stop(server);
    }
  } finally {
    rmSync(folder, { recursive: true, force: true });
  }
}

async function twoPostgres(serverUrl: string): Promise<Result[]> {
  const url = new URL(serverUrl);
  const base = new URL(serverUrl);
  if (url.hostname !== HOST) throw new Error(`refusing a database server other than ${HOST}`);
  const name = `referrals_load_${process.pid}`;
  url.pathname = `/${name}`;
  const psql = (sql: string) =>
    run(
      process.execPath,
      [
        '-e',
        `const pg=require('pg');const c=new pg.Client(process.env.U);c.connect().then(()=>c.query(process.env.Q)).then(()=>c.end()).catch(e=>{console.error(e);process.exit(1)})`,
      ],
      {
        U: base.toString(),
        Q: sql,
      },
    );
  psql(`create database ${name}`);
  try {
    run(process.execPath, ['--import', 'tsx', 'server/seed-cli.ts', ...seedFlag], {
      DATABASE_URL: url.toString(),
    });
    const servers = await Promise.all([
      startServer({ DATABASE_URL: url.toString() }),
      startServer({ DATABASE_URL: url.toString() }),
    ]);
    try {
      return await measure('two instances, one PostgreSQL', servers);
    } finally {
      await Promise.all(servers.map(stop));
    }
  } finally {
    psql(`drop database if exists ${name}`);
  }
}

function ms(value: number): string {
  return `${value.toFixed(0)} ms`;
}

function verdict(result: Result): string {
  if (!result.phase.budget) return 'info (no budget)';
  const missed = missedBudgets(result);
  return missed.length === 0 ? 'met' : `**missed**: ${missed.join('; ')}`;
}

function row(result: Result): string {
  const ratio = result.writeP99 / result.writeIdleP99;
  const toMedian = result.writeP99 / result.writeIdle;
  return `| ${result.setup} | ${result.phase.name} | ${result.loadAtStart}; bench's event-loop delay p99 ${ms(result.benchLagP99)} | ${result.perSecond.toFixed(0)} (${result.requests} in all) | ${ms(result.p50)} | ${ms(result.p95)} | ${ms(result.p99)} | ${ratio.toFixed(2)}×: ${ms(result.writeP99)} against ${ms(result.writeIdleP99)} (${toMedian.toFixed(1)}× the idle median, ${ms(result.writeIdle)}) | ${result.errors} | ${result.peakRssMiB.toFixed(0)} MiB | ${verdict(result)} |`;
}

function table(results: Result[]): string {
  return [
    '| Setup | Load | Host: load average at the start (1, 5, 15 min) | Requests/s | p50 | p95 | p99 | Write p99 under load ÷ its idle p99 (budget ≤ 5×) | Errors (budget 0) | Peak RSS | Budget |',
    '|---|---|---|---|---|---|---|---|---|---|---|',
    ...results.map(row),
  ].join('\n');
}

async function main(): Promise<void> {
  const pglite = await onePglite();
  const results = [...pglite.results];
  const postgres = values['whole-lists-only'] ? undefined : process.env.TEST_DATABASE_URL;
  if (postgres) results.push(...(await twoPostgres(postgres)));
  const wholeTable = [
    "| Setup | Load | Another admin's GET /regions p99, idle → beside the lists | Whole lists | Budget |",
    '|---|---|---|---|---|',
    wholeListRow(pglite.whole),
  ].join('\n');
  const commit = spawnSync('git', ['rev-parse', '--short', 'HEAD'], {
    cwd: ROOT,
    encoding: 'utf8',
  }).stdout.trim();
  const when = new Date().toISOString().slice(0, 16).replace('T', ' ');
  const paced =
    thinkMs > 0
      ? `At a human pace each admin waits ${thinkMs} ms ±50 % (drawn anew each time, the first wait too)
after every answer before its next request, as an admin reads a page before the next click: this
row carries the budgets (0 errors; a write's p99 under load at most 5 times its p99 alone). The saturated
row follows on the same servers with no pause at all, a closed loop that measures capacity; it
informs and has no budget.`
      : 'Run with `--think-ms 0`: only the saturated row, which informs and has no budget.';
  const body = `## Load (\`npm run bench:load\`)

Written by \`npm run bench:load\` (\`bash scripts/with-postgres.sh npm run bench:load\` adds the
PostgreSQL rows); do not edit by hand. ${admins} virtual admins on 127.0.0.1, each signed in once,
send requests for ${durationSeconds} s per row: 80% reads (regions, categories, the dashboard, a
referral with its transactions, a page of businesses, a referral search, a page of the log, its own
region), 20% writes (renaming its own region, adding a transaction), on the ${seedKind} seed.
${paced} Latencies are of answered requests, read in full; a write's idle p99 and median are
taken from ${IDLE_SAMPLES} writes just before each row's load, by one admin alone.
Peak RSS is the servers' together, during the row's load.
The host is shared: the load average at the start of each row says how busy it was, and the
p99 of the bench's own event-loop delay during the load (a 10 ms timer's lateness; a few ms on an
idle host) shows how long any process there waited for a core.

${when} UTC, commit ${commit}, ${os.cpus().length} cores, load average at the end ${loadAverage()}${postgres ? '' : '; no PostgreSQL rows (run it through scripts/with-postgres.sh)'}.

${table(results)}

Whole lists: ${PARALLEL_WHOLE_LISTS} admins each fetch the whole log without Accept-Encoding, again and
again, while another reads GET /regions ${WHOLE_LIST_READS} times; its p99 is compared with its p99 from
${WHOLE_LIST_READS} reads alone just before (budget ≤ ${WHOLE_LIST_BUDGET_RATIO}×). A 503 is the server refusing
a whole list beyond its queue; the admin waits its Retry-After and asks again.

${wholeTable}`;
  if (!values['whole-lists-only']) writePerformanceSection('load-bench', body);
  console.log(`\n${table(results)}\n\n${wholeTable}\n`);
  const missed = [
    ...results.flatMap((result) =>
      missedBudgets(result).map((budget) => `${result.setup}, ${result.phase.name}: ${budget}`),
    ),
    ...wholeListMissed(pglite.whole),
  ];
  for (const line of missed) console.error(`Budget missed: ${line}`);
  process.exit(missed.length === 0 ? 0 : 1);
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
