// Compresses one asset per message with zopfli, for the worker pool in scripts/zopfliPool.ts.
import { gzip } from '@gfx/zopfli';
import { parentPort } from 'node:worker_threads';

parentPort?.on('message', (input) => {
  gzip(input, { numiterations: 3 }, (error, output) =>
    parentPort?.postMessage({ error: error?.message, output }),
  );
});
