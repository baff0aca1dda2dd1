/**
 * V8's explicit compile hint (Chrome and Edge 136 and later; other engines ignore a comment): a
 * script whose first line is this comment has all its functions compiled on the thread that
 * streams it in, while it downloads, instead of each one on the main thread the first time it
 * runs. Without it a cold load of a list compiles some two thousand functions on the main thread,
 * one by one as main.js's modules and the page's first render run them, on the way to the first rows
 * (the trace's figures: docs/decisions/027-v8-compile-hint.md).
 *
 * Every script gets it: each is loaded because it runs at once (the page's code, the frame's, a
 * control's asked for when it is needed). `npm run check:bytes` fails when a script lacks it.
 */
import webpack, { Compilation } from 'webpack';

export const COMPILE_HINT = '//# allFunctionsCalledOnLoad';

/** After the minifier (which drops comments) and before the content hashes and compressed copies. */
export const compileHints = () =>
  new webpack.BannerPlugin({
    banner: COMPILE_HINT,
    raw: true,
    test: /\.js$/,
    stage: Compilation.PROCESS_ASSETS_STAGE_OPTIMIZE_SIZE + 1,
  });
