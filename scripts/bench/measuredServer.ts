/*
 * The reference server with a probe for the events bench: run with `node --expose-gc`, it answers
 * the parent's "measure" message, over the IPC channel only, with its memory after a full garbage
 * collection. Without the collection, RSS before and after opening the streams differs by
 * whatever garbage happens to be waiting, enough to swing the per-stream figure either way between
 * runs of the same code. The probe lives here, not in the server: nothing it serves
 * exposes it.
 */
export type MemoryAfterGc = { rss: number; heapUsed: number; external: number; arrayBuffers: number };

const collect = globalThis.gc;
if (typeof collect !== 'function') throw new Error('run this with node --expose-gc');

process.on('message', (message: unknown) => {
  if (message !== 'measure') return;
  // Two passes: the first can only queue objects with finalizers (sockets' handles) for the second.
  collect();
  collect();
  const { rss, heapUsed, external, arrayBuffers } = process.memoryUsage();
  const answer: MemoryAfterGc = { rss, heapUsed, external, arrayBuffers };
  process.send?.(answer);
});

// Imported after the probe is listening; the server starts on import.
void import('../../server/main');
