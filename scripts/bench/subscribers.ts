/*
 * npm run bench:events [-- --subscribers 200 --changes 5]
 *
 * The change events under load, on 127.0.0.1 only: a server on the demo seed (its own
 * process, with its embedded database), N admins' event streams open on it, then one change at a
 * time (a region renamed) while every stream waits for it. It reports the delivery time to all
 * subscribers (p50/p95/max, from the write's request to each stream's receipt, and from the write's
 * acknowledgement) and the server's memory per open stream: its heap and external memory after a
 * full garbage collection with the streams open, less the same before them, divided by N (budget
 * ≤ 50 KiB; RSS is reported beside it). It exits non-zero when the budget is missed or a stream
 * misses a change, and writes its own section of docs/performance-figures.md. The streams come from many
 * admins (the server holds each account to STREAMS_PER_ACCOUNT). Another admin reads GET /regions
 * throughout, idle and then during the changes: a change may add at most 100 ms to its p99.
 */
import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { openEventStream, type StreamReader } from '../../server/events/streamClient';
import { openDatabase } from '../../server/db/open';
import { STREAMS_PER_ACCOUNT } from '../../server/routes/events';
import type { MemoryAfterGc } from './measuredServer';
import { writePerformanceSection } from './performanceSection';

const HOST = '127.0.0.1';
const ROOT = path.join(__dirname, '..', '..');
const DEMO_ADMIN = 'admin@example.com';
const DEMO_PASSWORD = 'referrals-demo';
const BUDGET_KIB_PER_SUBSCRIBER = 50;
/** What the changes may add to another admin's GET /regions p99. */
const BUDGET_READ_ADDED_MS = 100;
/** Sign-ins at once while the sessions are made (each hashes a password). */
const PARALLEL_SIGN_INS = 4;

const { values } = parseArgs({
  options: {
    subscribers: { type: 'string', default: '200' },
    changes: { type: 'string', default: '5' },
  },
  strict: true,
});
const subscribers = Math.min(Math.max(Math.floor(Number(values.subscribers)) || 1, 1), 2000);
const changes = Math.min(Math.max(Math.floor(Number(values.changes)) || 1, 1), 100);

function isMemory(value: unknown): value is MemoryAfterGc {
  return (
    typeof value === 'object' &&
    value !== null &&
    ['rss', 'heapUsed', 'external', 'arrayBuffers'].every(
      (key) => typeof Reflect.get(value, key) === 'number',
    )
  );
}

/** The server's memory after a full collection (scripts/bench/measuredServer.ts). */
function memoryAfterGc(server: ChildProcess): Promise<MemoryAfterGc> {
  return new Promise((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error('the server did not report its memory')), 10_000);
    const onMessage = (message: unknown) => {
      if (!isMemory(message)) return;
      clearTimeout(timer);
      server.off('message', onMessage);
      resolve(message);
    };
    server.on('message', onMessage);
    server.send('measure');
  });
}

/** What the streams hold on the server's heap and outside it (buffers), in bytes. */
const held = (memory: MemoryAfterGc) => memory.heapUsed + memory.external;

async function startServer(folder: string): Promise<{ process: ChildProcess; api: string }> {
  const child = spawn(
    process.execPath,
    ['--expose-gc', '--import', 'tsx', 'scripts/bench/measuredServer.ts', '--no-demo'],
    {
      cwd: ROOT,
      env: {
        ...process.env,
        HOST,
        PORT: '0',
        PUBLIC_URL: '',
        LOG_REQUESTS: '',
        SMTP_URL: '',
        DATABASE_URL: '',
        DATA_DIR: folder,
      },
      stdio: ['ignore', 'pipe', 'inherit', 'ipc'],
    },
  );
  const api = await new Promise<string>((resolve, reject) => {
    let output = '';
    child.stdout?.on('data', (chunk: Buffer) => {
      output += chunk.toString();
      const match = /API: (http:\/\/127\.0\.0\.1:\d+)\/api\/v1/.exec(output);
      if (match?.[1]) resolve(match[1]);
    });
    child.once('exit', (code) => reject(new Error(`the server exited (${code}): ${output}`)));
  });
  if (new URL(api).hostname !== HOST) throw new Error(`refusing to load anything but ${HOST}: ${api}`);
  return { process: child, api };
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

function percentile(sorted: readonly number[], p: number): number {
  if (sorted.length === 0) return NaN;
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)] ?? NaN;
}

const ms = (value: number) => `${value.toFixed(1)} ms`;
const mib = (bytes: number) => `${(bytes / 1024 / 1024).toFixed(1)} MiB`;

async function json(response: Response): Promise<unknown> {
  return response.json();
}

function field(value: unknown, ...keys: string[]): unknown {
  let current = value;
  for (const key of keys)
    current = typeof current === 'object' && current !== null ? Reflect.get(current, key) : undefined;
  return current;
}

async function main(): Promise<void> {
  const folder = mkdtempSync(path.join(os.tmpdir(), 'referral-events-'));
  const seeded = spawnSync(process.execPath, ['--import', 'tsx', 'server/seed-cli.ts', '--data', folder], {
    cwd: ROOT,
    stdio: 'inherit',
  });
  if (seeded.status !== 0) throw new Error('the seed failed');
  // The readers: one admin per STREAMS_PER_ACCOUNT streams, as that many browsers of different
  // admins would be, with the demo admin's password.
  const readers = Math.ceil(subscribers / STREAMS_PER_ACCOUNT);
  const db = await openDatabase(folder);
  try {
    await db.query(
      `insert into users (email, first_name, last_name, mobile, is_admin, password_hash, verified_at)
       select 'bench-reader-' || n || '@example.com', 'Bench', 'Reader ' || n, '0400000000', true,
              u.password_hash, now()
         from generate_series(1, $1::int) as n, users u
        where u.email = $2`,
      [readers, DEMO_ADMIN],
    );
  } finally {
    await db.close();
  }
  const server = await startServer(folder);
  const streams: StreamReader[] = [];
  try {
    const login = await fetch(`${server.api}/api/v1/auth/login`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ email: DEMO_ADMIN, password: DEMO_PASSWORD }),
    });
    const token = String(field(await json(login), 'data', 'token'));
    const signIn = async (email = DEMO_ADMIN) => {
      const answer = await fetch(`${server.api}/api/v1/auth/login`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ email, password: DEMO_PASSWORD }),
      });
      if (answer.status !== 200) throw new Error(`a sign-in failed: ${answer.status}`);
      return String(field(await json(answer), 'data', 'token'));
    };
    // One session per reader.
    const sessions: string[] = [];
    while (sessions.length < readers) {
      const batch = Math.min(PARALLEL_SIGN_INS, readers - sessions.length);
      const from = sessions.length;
      sessions.push(
        ...(await Promise.all(
          Array.from({ length: batch }, (_, index) => signIn(`bench-reader-${from + index + 1}@example.com`)),
        )),
      );
    }
    const reader = await signIn();
    /** GET /regions as another admin reads it, timed, until `until()` says stop. */
    const readRegions = async (until: () => boolean): Promise<number[]> => {
      const times: number[] = [];
      while (!until()) {
        const started = performance.now();
        const answer = await fetch(`${server.api}/api/v1/regions`, { headers: { 'x-auth-token': reader } });
        await answer.arrayBuffer();
        times.push(performance.now() - started);
        await sleep(20);
      }
      return times.sort((a, b) => a - b);
    };
    // Warm up the route once, so the memory measured is the streams', not the first request's.
    const warm = await openEventStream(server.api, token);
    await warm.next((frame) => frame.comment === 'connected');
    warm.close();
    await sleep(500);
    const before = await memoryAfterGc(server.process);

    for (let index = 0; index < subscribers; index += 1) {
      const stream = await openEventStream(server.api, sessions[Math.floor(index / STREAMS_PER_ACCOUNT)]);
      if (stream.response.status !== 200) throw new Error(`stream ${index + 1}: ${stream.response.status}`);
      streams.push(stream);
    }
    await Promise.all(streams.map((stream) => stream.next((frame) => frame.comment === 'connected', 30_000)));
    await sleep(500);
    const open = await memoryAfterGc(server.process);
    const perSubscriberKiB = (held(open) - held(before)) / 1024 / subscribers;
    const rssPerSubscriberKiB = (open.rss - before.rss) / 1024 / subscribers;

    const idleUntil = performance.now() + 3_000;
    const idleReads = await readRegions(() => performance.now() > idleUntil);
    const fromRequest: number[] = [];
    const fromAck: number[] = [];
    let missed = 0;
    let changing = true;
    const busyReadsDone = readRegions(() => !changing);
    for (let round = 1; round <= changes; round += 1) {
      const seen = streams.map((stream) => stream.frames.length);
      const started = performance.now();
      let acknowledged = started;
      const arrivals = streams.map((stream, index) =>
        stream
          .next((frame) => frame.event === 'change', 10_000, seen[index])
          .then(() => performance.now())
          .catch(() => NaN),
      );
      const answer = await fetch(`${server.api}/api/v1/regions/1`, {
        method: 'PUT',
        headers: { 'content-type': 'application/json', 'x-auth-token': token },
        body: JSON.stringify({ name: `Bench region ${round} ${Date.now()}` }),
      });
      acknowledged = performance.now();
      if (answer.status !== 200) throw new Error(`the change failed: ${answer.status}`);
      await answer.arrayBuffer();
      for (const at of await Promise.all(arrivals)) {
        if (Number.isNaN(at)) missed += 1;
        else {
          fromRequest.push(at - started);
          fromAck.push(Math.max(0, at - acknowledged));
        }
      }
    }
    changing = false;
    const busyReads = await busyReadsDone;
    const readAdded = percentile(busyReads, 99) - percentile(idleReads, 99);
    fromRequest.sort((a, b) => a - b);
    fromAck.sort((a, b) => a - b);
    const withinBudget =
      perSubscriberKiB <= BUDGET_KIB_PER_SUBSCRIBER && missed === 0 && readAdded <= BUDGET_READ_ADDED_MS;
    const row = `| ${subscribers} (${readers} admins) | ${changes} | ${ms(percentile(idleReads, 99))} → ${ms(percentile(busyReads, 99))} (+${ms(readAdded)}) | ${ms(percentile(fromRequest, 50))} | ${ms(percentile(fromRequest, 95))} | ${ms(percentile(fromRequest, 100))} | ${ms(percentile(fromAck, 50))} | ${ms(percentile(fromAck, 95))} | ${missed} | ${mib(held(before))} → ${mib(held(open))} | ${perSubscriberKiB.toFixed(1)} KiB | ${mib(before.rss)} → ${mib(open.rss)} (${rssPerSubscriberKiB.toFixed(1)} KiB per stream) | ${withinBudget ? 'met' : '**missed**'} |`;
    console.log(row);
    const commit = spawnSync('git', ['rev-parse', '--short', 'HEAD'], {
      cwd: ROOT,
      encoding: 'utf8',
    }).stdout.trim();
    const when = new Date().toISOString().slice(0, 16).replace('T', ' ');
    writePerformanceSection(
      'events-bench',
      `## Change events (\`npm run bench:events\`)

Written by \`npm run bench:events\`; do not edit by hand. One server on 127.0.0.1 (its own process,
embedded database, demo seed), ${subscribers} admins' event streams open on it; then ${changes}
changes one after the other (a region renamed), each awaited by every stream. Delivery is timed
from the write's request (and from its acknowledgement) to each stream's receipt of the change;
memory is the server's heap and external memory after a full garbage collection with the streams
open, less the same before them, per stream (budget ≤ ${BUDGET_KIB_PER_SUBSCRIBER} KiB); RSS after the same collection
is beside it, for information (freed memory is not always returned to the system, so it is not
the budget). Another admin reads GET /regions throughout: its p99 during the changes may exceed its
p99 with the streams open and idle by at most ${BUDGET_READ_ADDED_MS} ms. The streams come from admins of
${STREAMS_PER_ACCOUNT} each (the server's limit per account). The bench and the server share the host.

${when} UTC, commit ${commit}, ${os.cpus().length} cores.

| Streams | Changes | Another admin's GET /regions p99, idle → during the changes (budget +${BUDGET_READ_ADDED_MS} ms) | Delivery p50 (from the request) | p95 | max | p50 from the acknowledgement | p95 | Missed | Server heap + external, after GC | Per stream | Server RSS, after GC | Budget |
|---|---|---|---|---|---|---|---|---|---|---|---|---|
${row}`,
    );
    if (!withinBudget) process.exitCode = 1;
  } finally {
    for (const stream of streams) stream.close();
    const exited = new Promise((resolve) => server.process.once('exit', resolve));
    server.process.kill('SIGTERM');
    await exited;
    rmSync(folder, { recursive: true, force: true });
  }
}

main().catch((error: unknown) => {
  console.error(error);
  process.exitCode = 1;
});
