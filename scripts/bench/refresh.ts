/**
 * "File saved to change visible" in `npm run dev`, and whether a form keeps what was typed.
 *
 * Starts the webpack dev server on a free port, opens /forgot-password in headless Chromium, types
 * an email address, then edits a sentence of src/features/account/ForgotPasswordPage.tsx (a screen
 * file) and times how long until the page shows the new sentence; five rounds, the file restored
 * after each. Prints the median and whether the typed address survived every edit.
 *
 *   npx tsx scripts/bench/refresh.ts
 */
import { spawn } from 'node:child_process';
import { readFileSync, writeFileSync } from 'node:fs';
import { createServer } from 'node:net';
import { chromium } from 'playwright-core';
import { browserArgs, findBrowser } from '../browser';

const SCREEN = 'src/features/account/ForgotPasswordPage.tsx';
const SENTENCE = 'Enter the email address you sign in with';
const ROUNDS = 5;

const freePort = () =>
  new Promise<number>((resolve) => {
    const server = createServer();
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      server.close(() => resolve(typeof address === 'object' && address ? address.port : 0));
    });
  });

async function main() {
  const port = await freePort();
  const dev = spawn('npx', ['webpack', 'serve', '--mode', 'development'], {
    env: { ...process.env, DEV_PORT: String(port), API_TARGET: 'http://127.0.0.1:9' },
    stdio: ['ignore', 'pipe', 'pipe'],
    detached: true,
  });
  let log = '';
  dev.stdout.on('data', (chunk: Buffer) => (log += chunk.toString()));
  dev.stderr.on('data', (chunk: Buffer) => (log += chunk.toString()));
  const original = readFileSync(SCREEN, 'utf8');
  const browser = await chromium.launch({ executablePath: findBrowser(), args: browserArgs });
  try {
    const started = Date.now();
    while (!/compiled successfully/.test(log)) {
      if (Date.now() - started > 240_000) throw new Error(`The dev server did not start:\n${log}`);
      await new Promise((resolve) => setTimeout(resolve, 250));
    }
    const page = await browser.newPage();
    await page.goto(`http://127.0.0.1:${port}/forgot-password`);
    const email = page.getByLabel('Email Address');
    await email.fill('typed@example.com');
    const times: number[] = [];
    let kept = true;
    for (let round = 1; round <= ROUNDS; round += 1) {
      const marker = `${SENTENCE} (edit ${round})`;
      const saved = Date.now();
      writeFileSync(SCREEN, original.replace(SENTENCE, marker));
      await page.getByText(marker).waitFor({ timeout: 60_000 });
      times.push(Date.now() - saved);
      kept &&= (await page.getByLabel('Email Address').inputValue()) === 'typed@example.com';
      writeFileSync(SCREEN, original);
      await page.getByText(`${SENTENCE} (edit ${round})`).waitFor({ state: 'detached', timeout: 60_000 });
      if (!kept) await email.fill('typed@example.com');
    }
    times.sort((a, b) => a - b);
    const median = times[Math.floor(times.length / 2)] ?? 0;
    console.log(`file saved to change visible: median ${median} ms (${times.join(', ')} ms)`);
    console.log(`typed state kept across every edit: ${kept ? 'yes' : 'no'}`);
    console.log(`full reloads asked for: ${/full reload/i.test(log) ? 'yes' : 'none in the server log'}`);
  } finally {
    writeFileSync(SCREEN, original);
    await browser.close();
    if (dev.pid) process.kill(-dev.pid);
  }
}

void main();
