import { closeSync, openSync, readFileSync, rmSync, writeSync } from 'node:fs';
import path from 'node:path';

export const LOCK_FILE = 'server.pid';

/**
 * The state letter of a process from /proc (Linux): 'Z' for a zombie (killed, not yet reaped by
 * its parent), 'X' for dead. Null where there is no /proc, or the process is gone.
 */
function processState(pid: number): string | null {
  try {
    const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
    // "pid (command) S ...": the command may hold spaces and parentheses, the state follows the last ')'.
    return (
      stat
        .slice(stat.lastIndexOf(')') + 1)
        .trim()
        .charAt(0) || null
    );
  } catch {
    return null;
  }
}

/** Whether a process that could hold the folder is running: a zombie or a dead one is not. */
function alive(pid: number): boolean {
  try {
    process.kill(pid, 0);
  } catch (error) {
    // EPERM: the process exists but belongs to someone else.
    if (!(error instanceof Error && 'code' in error && error.code === 'EPERM')) return false;
  }
  const state = processState(pid);
  return state !== 'Z' && state !== 'X';
}

/**
 * One server per PGlite data folder: two processes writing one folder hand out the same ids and
 * lose acknowledged writes. The lock is a file created exclusively with this process's id; one
 * left by a process that has died is taken over. Returns the release.
 */
export function lockDataFolder(folder: string): () => void {
  const file = path.join(folder, LOCK_FILE);
  for (let attempt = 0; attempt < 2; attempt++) {
    try {
      const fd = openSync(file, 'wx');
      writeSync(fd, String(process.pid));
      closeSync(fd);
      return () => rmSync(file, { force: true });
    } catch (error) {
      if (!(error instanceof Error && 'code' in error && error.code === 'EEXIST')) throw error;
      const holder = Number.parseInt(readFileSync(file, 'utf8'), 10);
      if (Number.isInteger(holder) && holder !== process.pid && alive(holder)) {
        throw new Error(
          `The data folder ${folder} is in use by process ${holder} (a server, or a seed or create-admin command). ` +
            'Stop it first, or give this one its own folder with DATA_DIR (or use DATABASE_URL).',
          { cause: error },
        );
      }
      if (holder === process.pid) {
        throw new Error(`The data folder ${folder} is already open in this process.`, { cause: error });
      }
      rmSync(file, { force: true });
    }
  }
  throw new Error(`Could not lock the data folder ${folder}.`);
}
