import { rmSync } from 'node:fs';
import path from 'node:path';
import ReactRefreshPlugin from '@pmmmwh/react-refresh-webpack-plugin';
import CopyPlugin from 'copy-webpack-plugin';
import HtmlWebpackPlugin from 'html-webpack-plugin';
import TerserPlugin from 'terser-webpack-plugin';
import webpack, { type Compiler, type Configuration } from 'webpack';
import type { Configuration as DevServerConfiguration } from 'webpack-dev-server';
import { ChunkGraphPlugin } from './scripts/build/chunkGraph';
import { compileHints } from './scripts/build/compileHints';
import { precompressedCopies } from './scripts/build/compression';
import { PrerenderPlugin } from './scripts/build/prerenderPlugin';
import { SwapPlugin, type Swap } from './scripts/build/swapPlugin';

type Argv = { mode?: Configuration['mode'] };

const apiTarget = process.env.API_TARGET ?? 'http://127.0.0.1:4000';

/**
 * The chart chunk draws one line chart with @ant-design/charts, whose plot table and G2 runtime name
 * every chart type (sankey, treemap, word cloud, liquid, gauge, maps, graphs): 412 KiB gzip. Some of
 * its modules are swapped for ones that name only what a line chart needs
 * (src/features/dashboard/chartLibrary/). Tests run the library as it is. Each swap matches one
 * import's exact text inside one folder; the build fails naming a swap that matched nothing
 * (scripts/build/swapPlugin.ts).
 */
function chartLibrarySwaps(): Swap[] {
  const folder = 'src/features/dashboard/chartLibrary';
  const plots = 'node_modules/@ant-design/plots/es';
  const g2 = 'node_modules/@antv/g2/esm';
  return [
    {
      name: 'plots: table of plots',
      inside: `${plots}/components/base`,
      request: '../../core',
      file: `${folder}/plots.ts`,
    },
    {
      name: 'plots: G2 runtime',
      inside: `${plots}/core/base`,
      request: './chart',
      file: `${folder}/g2Runtime.ts`,
    },
    {
      name: 'plots: annotations',
      inside: `${plots}/core/base`,
      request: '../annotation',
      file: `${folder}/noAnnotations.ts`,
    },
    {
      name: 'G2: built-in library',
      inside: `${g2}/runtime`,
      request: '../lib/builtinlib',
      file: `${folder}/g2Builtins.ts`,
    },
    {
      name: 'G2: colour schemes',
      inside: `${g2}/runtime`,
      request: '@antv/vendor/d3-scale-chromatic',
      file: `${folder}/noColorSchemes.ts`,
    },
    {
      name: 'G2 runtime: drag and drop',
      inside: `${g2}/runtime`,
      request: '@antv/g-plugin-dragndrop',
      file: `${folder}/noDragAndDrop.ts`,
    },
    {
      name: 'G2 api: drag and drop',
      inside: `${g2}/api`,
      request: '@antv/g-plugin-dragndrop',
      file: `${folder}/noDragAndDrop.ts`,
    },
    {
      name: 'lodash-es: flow',
      inside: 'node_modules/lodash-es',
      request: './flow.js',
      file: `${folder}/flow.ts`,
    },
  ];
}

/** Parts of antd the console never uses but its first script would carry (src/app/antdStubs). */
function antdSwaps(): Swap[] {
  return [
    {
      // Zero runtime: antd's style generators without its runtime style engine.
      name: 'antd: style generators',
      inside: /node_modules\/antd\/es\//,
      request: /(^|\/)util\/genStyleUtils$/,
      file: 'src/app/antdStubs/zeroRuntimeStyles.ts',
    },
    {
      name: 'antd: tooltip UniqueProvider',
      inside: 'node_modules/antd/es/config-provider',
      request: '../tooltip/UniqueProvider',
      file: 'src/app/antdStubs/TooltipUniqueProvider.tsx',
    },
    {
      name: 'antd: table column filter dropdown',
      inside: 'node_modules/antd/es/table/hooks/useFilter',
      request: './FilterDropdown',
      file: 'src/app/antdStubs/TableFilterDropdown.tsx',
    },
    {
      name: 'antd: icon style',
      inside: 'node_modules/antd/es/theme',
      request: './util/useResetIconStyle',
      file: 'src/app/antdStubs/noIconStyle.ts',
    },
  ];
}

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
function common(production: boolean, refresh = false): Pick<Configuration, 'resolve' | 'module'> {
  // react-router's package exports point at its development build whatever the mode; its
  // production build drops the warnings and dev-only checks. The chart library imports single
  // helpers from lodash's CommonJS build, which brings all of it; the ES build lets webpack keep
  // only those helpers.
  const alias: Record<string, string> = production
    ? {
        lodash$: 'lodash-es',
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
        {
          // Ant Design's helper packages are pure ES modules but do not say so in package.json, so
          // webpack keeps every module their index files re-export (a whole colour picker behind
          // Button, all of rc-util behind ConfigProvider). Declaring them side-effect free lets it
          // drop what is never used.
          test: /[\\/]node_modules[\\/](@rc-component|@ant-design[\\/](cssinjs|cssinjs-utils|colors|fast-color))[\\/]/,
          sideEffects: false,
        },
        {
          // html2canvas is reached only through G's image exporter, which no chart here uses.
          test: /[\\/]node_modules[\\/]html2canvas[\\/]/,
          sideEffects: false,
        },
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
    ...common(production),
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
    plugins: [new webpack.optimize.LimitChunkCountPlugin({ maxChunks: 1 })],
    performance: { hints: false },
  };
}

const ZERO_RUNTIME_LOADER = 'scripts/build/antdZeroRuntimeLoader.cjs';

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

function browserConfig(production: boolean): Configuration & { devServer?: DevServerConfiguration } {
  const swaps = new SwapPlugin(__dirname, [...chartLibrarySwaps(), ...antdSwaps()], ZERO_RUNTIME_LOADER);
  // An edit to a screen in `npm run dev` swaps its components in place and keeps their state (what
  // a form holds), rather than reloading the page.
  const shared = common(production, !production);
  return {
    ...shared,
    name: 'console',
    dependencies: production ? ['prerender'] : [],
    mode: production ? 'production' : 'development',
    // Two pages: index.html runs the console; login/index.html, the sign-in page the build
    // renders, runs a script of its own that loads the console once the admin starts typing.
    entry: { main: './src/main.tsx', 'sign-in-page': './src/signInEntry.tsx' },
    output: {
      path: path.resolve(__dirname, 'dist'),
      filename: production ? 'assets/[name].[contenthash:8].js' : 'assets/[name].js',
      chunkFilename: production ? 'assets/[name].[contenthash:8].js' : 'assets/[name].js',
      publicPath: '/',
      clean: true,
    },
    devtool: production ? false : 'eval-cheap-module-source-map',
    module: {
      ...shared.module,
      rules: [
        ...(shared.module?.rules ?? []),
        ...(production
          ? [
              {
                // Zero runtime: antd's style functions stay out of the browser bundle (the static
                // stylesheet has their CSS); the Node bundle keeps them to write that stylesheet.
                test: /[\\/]node_modules[\\/]antd[\\/]es[\\/](?!theme[\\/]).*\.js$/,
                use: {
                  loader: path.resolve(__dirname, ZERO_RUNTIME_LOADER),
                  options: {
                    stub: path.resolve(__dirname, 'src/app/antdStubs/zeroRuntimeStyles.ts'),
                    onRewrite: swaps.onRewrite,
                  },
                },
              },
            ]
          : []),
      ],
    },
    plugins: [
      // The chunk graph, for the byte budgets the test command checks (scripts/build/checkBytes.ts).
      ...(production
        ? [emptyOutputFirst(path.resolve(__dirname, 'dist')), swaps, new ChunkGraphPlugin(), compileHints()]
        : [new ReactRefreshPlugin({ overlay: false })]),
      // Store listings of the mobile app, set per deployment at build time.
      new webpack.DefinePlugin({
        'process.env.ANDROID_APP_URL': JSON.stringify(process.env.ANDROID_APP_URL ?? ''),
        'process.env.IOS_APP_URL': JSON.stringify(process.env.IOS_APP_URL ?? ''),
      }),
      new HtmlWebpackPlugin({ template: 'public/index.html', chunks: ['main'] }),
      // The rendered sign-in page and antd's static stylesheet: the build's. `npm run dev` skips
      // them (antd computes its styles in the browser there, and /login is the console's route),
      // so an edit rebuilds one bundle, not the Node bundle and every page's render after it.
      ...(production
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
  return production ? [prerenderConfig(production), browserConfig(production)] : [browserConfig(production)];
};
