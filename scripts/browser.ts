import { execFileSync } from 'node:child_process';

/** Flags that let Debian's Chromium run headless as root on a machine without a network. */
export const browserArgs = [
  '--headless',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
];

/** A local Chromium: scripts/find-browser.sh finds one (or installs Debian's package). */
export function findBrowser(): string {
  return (
    execFileSync('bash', ['scripts/find-browser.sh'], { encoding: 'utf8' }).trim().split('\n').pop() ?? ''
  );
}
