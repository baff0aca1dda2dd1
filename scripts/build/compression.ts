/**
 * The pre-compressed copies the reference server sends as they are: gzip and brotli at their best
 * for every script, stylesheet, page and image, with one exception each for the chart chunk, the
 * one script this large (never on a first screen; scripts/build/checkBytes.ts fails the test
 * command if another script grows past the threshold, or the chart chunk shrinks below it).
 *
 * - gzip: zopfli (one iteration) instead of zlib's level 9, which keeps the chart chunk inside its
 *   200 KiB budget for about a second of build time, spent on that one file.
 * - brotli: quality 10 instead of 11, a few KiB larger for about a third of the time, which pays
 *   for zopfli's second. Figures: docs/decisions/011-precompressed-files.md.
 */
import zlib from 'node:zlib';
import { gzip as zopfliGzip } from '@gfx/zopfli';
import CompressionPlugin from 'compression-webpack-plugin';
import type { WebpackPluginInstance } from 'webpack';

/** Scripts of at least this many bytes (minified) are the chart chunk's; every other is well below. */
export const CHART_CHUNK_MIN_BYTES = 600 * 1024;

type Done = (error: Error | null, output: Uint8Array) => void;

const isChartChunk = (input: Buffer, script: boolean) => script && input.length >= CHART_CHUNK_MIN_BYTES;

function gzipSmallest(input: Buffer, script: boolean, callback: Done): void {
  if (isChartChunk(input, script)) zopfliGzip(input, { numiterations: 1 }, callback);
  else zlib.gzip(input, { level: 9 }, (error, output) => callback(error, output));
}

function brotliSmallest(input: Buffer, script: boolean, callback: Done): void {
  const quality = isChartChunk(input, script) ? 10 : 11;
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

/** `.gz` and `.br` beside every script, stylesheet, page and SVG that compresses by 10 % or more. */
export function precompressedCopies(): WebpackPluginInstance[] {
  return [
    { test: /\.js$/, scripts: true },
    { test: /\.(css|html|svg)$/, scripts: false },
  ].flatMap(({ test, scripts }) => [
    new CompressionPlugin({
      test,
      algorithm: (input: Buffer, _options: unknown, callback: Done) => gzipSmallest(input, scripts, callback),
      filename: '[path][base].gz',
      minRatio: 0.9,
    }),
    new CompressionPlugin({
      test,
      algorithm: (input: Buffer, _options: unknown, callback: Done) =>
        brotliSmallest(input, scripts, callback),
      filename: '[path][base].br',
      minRatio: 0.9,
    }),
  ]);
}
