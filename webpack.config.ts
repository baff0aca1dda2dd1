import { rmSync } from 'node:fs';
import path from 'node:path';
import ReactRefreshPlugin from '@pmmmwh/react-refresh-webpack-plugin';
import CopyPlugin from 'copy-webpack-plugin';
import HtmlWebpackPlugin from 'html-webpack-plugin';
import TerserPlugin from 'terser-webpack-plugin';
import webpack, { type Compiler, type Configuration } from 'webpack';
import type { Configuration as DevServerConfiguration } from 'webpack-dev-server';
import { ChunkGraphPlugin } from './scripts/build/chunkGraph';
import { precompressedCopies } from './scripts/build/compression';
import { PrerenderPlugin } from './scripts/build/prerenderPlugin';
import { buildStats, progressPlugins } from './scripts/build/progressLine';
import {
  browserTricks,
  flavourOf,
  outputFolder,
  sideEffectFreeRules,
  trickAliases,
  type Flavour,
} from './scripts/build/tricks';

type Argv = { mode?: Configuration['mode'] };

const apiTarget = process.env.API_TARGET ?? 'http://127.0.0.1:4000';

/** Where the Node bundle of src/app/prerender goes (the browser build reads it, then it is not needed). */
const prerenderDir = path.resolve(__dirname, 'node_modules/.cache/console-prerender');

/** The names antd exports (the style extractor renders its components by name). */
function antdExports(): Set<string> {
  // eslint-disable-next-line @typescript-eslint/no-require-imports
  const antd: unknown = require('antd');
  return new Set(typeof antd === 'object' && antd !== null ? Object.keys(antd) : []);
}

/**
 * Resolution and loaders shared by the browser bundle and the build-time Node bundle. `refresh`:
 * swc adds React Fast Refresh's registrations (the browser bundle of `npm run dev` only).
 */
function common(
  production: boolean,
  flavour: Flavour,
  refresh = false,
): Pick<Configuration, 'resolve' | 'module'> {
  // react-router's package exports point at its development build whatever the mode; its
  // production build drops the warnings and dev-only checks.
  const alias: Record<string, string> = production
    ? {
        ...trickAliases(flavour),
        'react-router$': path.resolve(__dirname, 'node_modules/react-router/dist/production/index.mjs'),
        'react-router/dom$': path.resolve(
          __dirname,
          'node_modules/react-router/dist/production/dom-export.mjs',
        ),
      }
    : {};
  return {
    resolve: { extensions: ['.tsx', '.ts', '.js', '.mjs'], alias },
    module: {
      // An import of a name the module does not export (a stub missing one, a library that dropped
      // one) is an error, not a warning and `undefined` at run time.
      parser: { javascript: { strictExportPresence: true } },
      rules: [
        ...(production ? sideEffectFreeRules(flavour) : []),
        {
          test: /\.[jt]sx?$/,
          exclude: /node_modules/,
          use: {
            loader: 'swc-loader',
            options: {
              jsc: {
                parser: { syntax: 'typescript', tsx: true },
                transform: {
                  react: { runtime: 'automatic', development: !production, refresh: refresh && !production },
                },
                target: 'es2022',
              },
            },
          },
        },
      ],
    },
  };
}

/**
 * Build-time rendering in Node (src/app/prerender): the sign-in page's HTML and antd's static CSS.
 * Built first, unminified, as one file; the browser build's PrerenderPlugin runs it.
 */
function prerenderConfig(production: boolean): Configuration {
  return {
    ...common(production, 'tuned'),
    name: 'prerender',
    mode: production ? 'production' : 'development',
    target: 'node',
    entry: './src/app/prerender/index.tsx',
    output: { path: prerenderDir, filename: 'prerender.js', library: { type: 'commonjs2' }, clean: true },
    devtool: false,
    // Nothing of this bundle ships: webpack's production analyses (which exports are used, module
    // concatenation) only made it smaller, and took about half of the compile time. dist/ is the
    // same byte for byte without them.
    optimization: {
      minimize: false,
      concatenateModules: false,
      usedExports: false,
      mangleExports: false,
      innerGraph: false,
    },
    plugins: [
      new webpack.optimize.LimitChunkCountPlugin({ maxChunks: 1 }),
      ...progressPlugins('the sign-in page'),
    ],
    performance: { hints: false },
  };
}

/**
 * Empties the output folder before a production build. `output.clean` keeps a file the build emits
 * again, and webpack never rewrites an existing file whose name holds a content hash (`immutable`):
 * a compressed copy is named after the uncompressed file, so new compression settings left the old
 * .gz and .br files in dist/.
 */
const emptyOutputFirst = (folder: string) => ({
  apply: (compiler: Compiler) =>
    compiler.hooks.beforeRun.tap('EmptyOutputFirst', () => rmSync(folder, { recursive: true, force: true })),
});

function browserConfig(
  production: boolean,
  flavour: Flavour,
): Configuration & { devServer?: DevServerConfiguration } {
  const tuned = production && flavour === 'tuned';
  const tricks = production ? browserTricks(__dirname, flavour) : { rules: [], plugins: [] };
  const output = outputFolder(__dirname, flavour);
  // An edit to a screen in `npm run dev` swaps its components in place and keeps their state (what
  // a form holds), rather than reloading the page.
  const shared = common(production, flavour, !production);
  return {
    ...shared,
    name: 'console',
    dependencies: tuned ? ['prerender'] : [],
    mode: production ? 'production' : 'development',
    // Two pages in the tuned build: index.html runs the console; login/index.html, the sign-in page
    // the build renders, runs a script of its own that loads the console once the admin starts typing.
    entry: tuned
      ? { main: './src/main.tsx', 'sign-in-page': './src/signInEntry.tsx' }
      : { main: './src/main.tsx' },
    output: {
      path: output,
      filename: production ? 'assets/[name].[contenthash:8].js' : 'assets/[name].js',
      chunkFilename: production ? 'assets/[name].[contenthash:8].js' : 'assets/[name].js',
      publicPath: '/',
      clean: true,
    },
    devtool: production ? false : 'eval-cheap-module-source-map',
    module: { ...shared.module, rules: [...(shared.module?.rules ?? []), ...tricks.rules] },
    plugins: [
      // The chunk graph, for the byte budgets the test command checks (scripts/build/checkBytes.ts).
      ...(production
        ? [emptyOutputFirst(output), ...tricks.plugins]
        : [new ReactRefreshPlugin({ overlay: false })]),
      ...(tuned ? [new ChunkGraphPlugin()] : []),
      // A progress line where `npm start` asks for one (scripts/build-if-stale.mjs).
      ...(production ? progressPlugins('the console') : []),
      // Store listings of the mobile app, set per deployment at build time.
      new webpack.DefinePlugin({
        'process.env.ANDROID_APP_URL': JSON.stringify(process.env.ANDROID_APP_URL ?? ''),
        'process.env.IOS_APP_URL': JSON.stringify(process.env.IOS_APP_URL ?? ''),
        // Where antd's styles come from: src/app/ConsoleConfig.tsx.
        'process.env.CONSOLE_BUILD': JSON.stringify(production ? flavour : 'development'),
      }),
      new HtmlWebpackPlugin({ template: 'public/index.html', chunks: ['main'] }),
      // The rendered sign-in page and antd's static stylesheet: the tuned build's. `npm run dev`
      // skips them (antd computes its styles in the browser there, and /login is the console's
      // route), so an edit rebuilds one bundle, not the Node bundle and every page's render after it.
      ...(tuned
        ? [
            new HtmlWebpackPlugin({
              template: 'public/index.html',
              filename: 'login/index.html',
              chunks: ['sign-in-page'],
            }),
            new PrerenderPlugin(path.join(prerenderDir, 'prerender.js'), (name) => antdExports().has(name)),
          ]
        : []),
      new CopyPlugin({ patterns: [{ from: 'public', globOptions: { ignore: ['**/index.html'] } }] }),
      // Pre-compressed copies, served as they are by the reference server (no work per request);
      // scripts/build/compression.ts has the settings.
      ...(production ? [...precompressedCopies()] : []),
    ],
    optimization: {
      minimizer: [new TerserPlugin({ minify: TerserPlugin.swcMinify, parallel: 2 })],
    },
    performance: { hints: false },
    devServer: {
      // Only this machine by default: a dev build serves source maps and proxies the API.
      host: process.env.DEV_HOST ?? '127.0.0.1',
      port: Number(process.env.DEV_PORT ?? 3000),
      historyApiFallback: true,
      hot: true,
      proxy: [{ context: ['/api'], target: apiTarget }],
    },
  };
}

export default (_env: unknown, argv: Argv) => {
  const production = argv.mode !== 'development';
  const flavour = flavourOf(process.env);
  if (!production) return [browserConfig(production, 'tuned')];
  const configs =
    flavour === 'tuned'
      ? [prerenderConfig(production), browserConfig(production, flavour)]
      : [browserConfig(production, flavour)];
  return configs.map((config) => ({ ...config, stats: buildStats() }));
};
