import assert from 'node:assert/strict';
import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import net from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { after, test } from 'node:test';
import { openEventStream } from './events/streamClient';

// The server as `npm start` runs it (server/main.ts), on its own embedded database, stopped by SIGTERM.
const ROOT = path.join(__dirname, '..');
const folder = mkdtempSync(path.join(tmpdir(), 'referral-drain-'));
after(() => rmSync(folder, { recursive: true, force: true }));
const DEMO = { email: 'admin@example.com', password: 'referrals-demo' };

type Started = { child: ChildProcess; url: string; output: () => string };

/** Starts server/main.ts on the test's data folder; resolves once it prints its address. */
function startMain(): Promise<Started> {
  const child = spawn(process.execPath, ['--import', 'tsx', path.join('server', 'main.ts')], {
    cwd: ROOT,
    env: {
      ...process.env,
      DATABASE_URL: '',
      DATA_DIR: path.join(folder, 'db'),
      OUTBOX_FILE: path.join(folder, 'outbox.jsonl'),
      PORT: '0',
      HOST: '127.0.0.1',
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let printed = '';
  child.stdout?.on('data', (chunk: Buffer) => (printed += chunk.toString()));
  child.stderr?.on('data', (chunk: Buffer) => (printed += chunk.toString()));
  return new Promise((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error(`the server did not start:\n${printed}`)), 180_000);
    const look = () => {
      const url = /Referral Network Admin: (http:\/\/\S+)/.exec(printed)?.[1];
      if (!url) return;
      clearTimeout(timer);
      child.stdout?.off('data', look);
      resolve({ child, url, output: () => printed });
    };
    child.stdout?.on('data', look);
    child.once('exit', (code) => reject(new Error(`the server exited (${code}):\n${printed}`)));
  });
}

const exited = (child: ChildProcess) =>
  new Promise<number | null>((resolve) => {
    if (child.exitCode !== null) resolve(child.exitCode);
    else child.once('exit', (code) => resolve(code));
  });

async function signIn(url: string): Promise<string> {
  const answer = await fetch(`${url}/api/v1/auth/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(DEMO),
  });
  assert.equal(answer.status, 200);
  const body: unknown = await answer.json();
  const token: unknown =
    typeof body === 'object' && body !== null
      ? Reflect.get(Reflect.get(body, 'data') ?? {}, 'token')
      : undefined;
  assert.equal(typeof token, 'string');
  return String(token);
}

/** One keep-alive connection, read as text; `answered(n)` waits for the n-th HTTP status line. */
function rawConnection(url: string) {
  const { hostname, port } = new URL(url);
  const socket = net.connect({ host: hostname, port: Number(port) });
  let received = '';
  socket.on('data', (chunk: Buffer) => (received += chunk.toString('latin1')));
  socket.on('error', () => undefined);
  const answered = (count: number) =>
    new Promise<string>((resolve, reject) => {
      const timer = setTimeout(() => reject(new Error(`no answer ${count}: ${received}`)), 60_000);
      const check = () => {
        if ((received.match(/HTTP\/1\.1 \d{3}/g) ?? []).length >= count && /\r\n\r\n[^]*\}$/.test(received)) {
          clearTimeout(timer);
          socket.off('data', check);
          resolve(received);
        }
      };
      socket.on('data', check);
      check();
    });
  return {
    socket,
    answered,
    connected: new Promise<void>((resolve) => socket.once('connect', () => resolve())),
  };
}

test(
  'SIGTERM drains: streams are told to reconnect, no new connection is taken, a write in flight is answered and kept, and the process exits 0',
  { timeout: 600_000 },
  async () => {
    const first = await startMain();
    const token = await signIn(first.url);
    const stream = await openEventStream(first.url, token);
    await stream.next((frame) => frame.comment === 'connected');

    // A write in flight: its head and half its body are in when SIGTERM comes.
    const name = `Drained ${Date.now().toString(36)}`;
    const body = JSON.stringify({ name });
    const connection = rawConnection(first.url);
    await connection.connected;
    // One whole exchange first: the connection is open and read by the server.
    connection.socket.write(
      `GET /api/v1/regions HTTP/1.1\r\nHost: 127.0.0.1\r\nX-Auth-Token: ${token}\r\n\r\n`,
    );
    await connection.answered(1);
    connection.socket.write(
      `POST /api/v1/regions HTTP/1.1\r\nHost: 127.0.0.1\r\nX-Auth-Token: ${token}\r\n` +
        `Content-Type: application/json\r\nContent-Length: ${Buffer.byteLength(body)}\r\n\r\n${body.slice(0, 5)}`,
    );
    await new Promise((resolve) => setTimeout(resolve, 1_000));
    first.child.kill('SIGTERM');

    // The streams hear that they should come back, and end.
    const hint = await stream.next((frame) => frame.retry !== undefined, 30_000);
    assert.equal(hint.retry, '1000');
    await new Promise<void>((resolve) => {
      const wait = () => (stream.ended() ? resolve() : setTimeout(wait, 20));
      wait();
    });
    // No new connection is taken.
    await assert.rejects(fetch(`${first.url}/livez`));

    // The write finishes and is acknowledged.
    connection.socket.write(body.slice(5));
    const answers = await connection.answered(2);
    assert.match(answers, /HTTP\/1\.1 201 /);
    assert.ok(answers.includes(name));
    assert.equal(await exited(first.child), 0, first.output());
    assert.match(first.output(), /SIGTERM: draining/);

    // Started again on the same folder, the acknowledged write is there.
    const second = await startMain();
    try {
      const regions = await fetch(`${second.url}/api/v1/regions`, {
        headers: { 'x-auth-token': await signIn(second.url) },
      });
      assert.ok((await regions.text()).includes(name), 'the acknowledged region is kept');
    } finally {
      second.child.kill('SIGTERM');
      assert.equal(await exited(second.child), 0, second.output());
    }
  },
);
