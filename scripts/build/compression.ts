/**
 * The pre-compressed copies the reference server sends as they are (compression-webpack-plugin in
 * webpack.config.ts): gzip and brotli at their best, with one exception each for the chart chunk,
 * the one script this large (never on a first screen; scripts/build/checkBytes.ts fails the test
 * command if another script grows past the threshold, or the chart chunk shrinks below it).
 *
 * - gzip: zopfli (one iteration) instead of zlib's level 9, 204.5 to 197.4 KiB for the chart
 *   chunk, inside its 200 KiB budget; about 1.5 s of build time, on that one file.
 * - brotli: quality 10 instead of 11, 164.6 to 167.5 KiB for about a third of the time (0.45 s
 *   instead of 1.5 s).
 */
import zlib from 'node:zlib';
import { gzip as zopfliGzip } from '@gfx/zopfli';

/** Scripts of at least this many bytes (minified) are the chart chunk's; every other is well below. */
export const CHART_CHUNK_MIN_BYTES = 600 * 1024;

type Done = (error: Error | null, output: Uint8Array) => void;

export function gzipSmallest(input: Buffer, _options: unknown, callback: Done): void {
  if (input.length >= CHART_CHUNK_MIN_BYTES) zopfliGzip(input, { numiterations: 1 }, callback);
  else zlib.gzip(input, { level: 9 }, (error, output) => callback(error, output));
}

export function brotliSmallest(input: Buffer, _options: unknown, callback: Done): void {
  const quality = input.length >= CHART_CHUNK_MIN_BYTES ? 10 : 11;
  zlib.brotliCompress(
    input,
    {
      params: {
        [zlib.constants.BROTLI_PARAM_QUALITY]: quality,
        [zlib.constants.BROTLI_PARAM_SIZE_HINT]: input.length,
      },
    },
    (error, output) => callback(error, output),
  );
}
