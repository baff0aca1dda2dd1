// `npm audit --omit=dev`: fails on any high or critical finding in the runtime dependencies.
// Where the registry offers no audit endpoint (the one these machines reach answers 405), no audit
// has run: it says so plainly, as a warning and never as a pass. AUDIT_REQUIRED=1 makes that a
// failure, for a machine whose registry can audit.
import { spawnSync } from 'node:child_process';

const run = spawnSync('npm', ['audit', '--omit=dev', '--audit-level=high', '--json'], { encoding: 'utf8' });
let report;
try {
  report = JSON.parse(run.stdout);
} catch {
  report = undefined;
}
const counts = report?.metadata?.vulnerabilities;
if (!counts) {
  // Only the status: the registry's own message names its address.
  const status = report?.statusCode ?? report?.error?.code ?? `exit ${run.status}`;
  console.warn(
    `WARNING: npm audit did NOT run (the registry answered ${status} instead of an audit report).`,
  );
  console.warn('No dependency audit result exists for this run; nothing has been checked.');
  process.exit(process.env.AUDIT_REQUIRED === '1' ? 1 : 0);
}
const serious = (counts.high ?? 0) + (counts.critical ?? 0);
console.log(`npm audit (runtime dependencies) ran: ${JSON.stringify(counts)}`);
if (serious > 0)
  console.error(`${serious} high or critical finding(s): run \`npm audit --omit=dev\` for details.`);
process.exit(serious > 0 ? 1 : 0);
