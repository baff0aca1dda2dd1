/**
 * The production build's speed tricks, in one place, and the switch that builds without them.
 *
 * `npm run build` is the tuned build; `PLAIN=1 npm run build` writes the plain build into
 * dist-plain/: plain antd (styles computed in the browser), plain @ant-design/charts, no module
 * swaps, no rendered sign-in page, no compile hints, and in place of each look-alike the antd
 * component itself (every `X.plain.tsx` beside an `X.tsx` in src/ replaces it). The bench measures
 * both builds in one run; src/speed/README.md lists each trick, what it buys and the library
 * internals it relies on.
 */
import { existsSync } from 'node:fs';
import path from 'node:path';
import webpack, { type RuleSetRule } from 'webpack';
import { compileHints } from './compileHints';
import { SwapPlugin, type Swap } from './swapPlugin';

export type Flavour = 'tuned' | 'plain';

export const flavourOf = (env: NodeJS.ProcessEnv): Flavour => (env.PLAIN === '1' ? 'plain' : 'tuned');

/** Where each flavour's production build goes. */
export const outputFolder = (root: string, flavour: Flavour) =>
  path.resolve(root, flavour === 'plain' ? 'dist-plain' : 'dist');

const ZERO_RUNTIME_LOADER = 'scripts/build/antdZeroRuntimeLoader.cjs';

/**
 * The chart chunk draws one line chart with @ant-design/charts, whose plot table and G2 runtime name
 * every chart type (sankey, treemap, word cloud, liquid, gauge, maps, graphs): 412 KiB gzip. Some of
 * its modules are swapped for ones that name only what a line chart needs (src/speed/chartLibrary/).
 * Tests run the library as it is. Each swap matches one import's exact text inside one folder; the
 * build fails naming a swap that matched nothing (scripts/build/swapPlugin.ts).
 */
function chartLibrarySwaps(): Swap[] {
  const folder = 'src/speed/chartLibrary';
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

/** Parts of antd the console never uses but its first script would carry (src/speed/antd). */
function antdSwaps(): Swap[] {
  return [
    {
      // Zero runtime: antd's style generators without its runtime style engine.
      name: 'antd: style generators',
      inside: /node_modules\/antd\/es\//,
      request: /(^|\/)util\/genStyleUtils$/,
      file: 'src/speed/antd/zeroRuntimeStyles.ts',
    },
    {
      name: 'antd: tooltip UniqueProvider',
      inside: 'node_modules/antd/es/config-provider',
      request: '../tooltip/UniqueProvider',
      file: 'src/speed/antd/TooltipUniqueProvider.tsx',
    },
    {
      name: 'antd: icon style',
      inside: 'node_modules/antd/es/theme',
      request: './util/useResetIconStyle',
      file: 'src/speed/antd/noIconStyle.ts',
    },
  ];
}

/** The tuned build's module resolution: the chart library's lodash as ES modules, which webpack can prune. */
export const trickAliases = (flavour: Flavour): Record<string, string> =>
  flavour === 'tuned' ? { lodash$: 'lodash-es' } : {};

/** Modules declared free of side effects that their packages do not declare so (the tuned build's). */
export const sideEffectFreeRules = (flavour: Flavour): RuleSetRule[] =>
  flavour === 'tuned'
    ? [
        {
          // Ant Design's helper packages are pure ES modules but do not say so in package.json, so
          // webpack keeps every module their index files re-export (a whole colour picker behind
          // Button, all of rc-util behind ConfigProvider).
          test: /[\\/]node_modules[\\/](@rc-component|@ant-design[\\/](cssinjs|cssinjs-utils|colors|fast-color))[\\/]/,
          sideEffects: false,
        },
        // html2canvas is reached only through G's image exporter, which no chart here uses.
        { test: /[\\/]node_modules[\\/]html2canvas[\\/]/, sideEffects: false },
      ]
    : [];

/**
 * The browser bundle's tricks: the module swaps and the style rewriter (which fail the build when
 * they match nothing), and the compile hints; in the plain build, the `.plain` modules instead.
 */
export function browserTricks(root: string, flavour: Flavour) {
  if (flavour === 'plain') return { rules: [], plugins: [plainModules(path.resolve(root, 'src'))] };
  const swaps = new SwapPlugin(root, [...chartLibrarySwaps(), ...antdSwaps()], ZERO_RUNTIME_LOADER);
  const rules: RuleSetRule[] = [
    {
      // Zero runtime: antd's style functions stay out of the browser bundle (the static
      // stylesheet has their CSS); the Node bundle keeps them to write that stylesheet.
      test: /[\\/]node_modules[\\/]antd[\\/]es[\\/](?!theme[\\/]).*\.js$/,
      use: {
        loader: path.resolve(root, ZERO_RUNTIME_LOADER),
        options: {
          stub: path.resolve(root, 'src/speed/antd/zeroRuntimeStyles.ts'),
          onRewrite: swaps.onRewrite,
        },
      },
    },
  ];
  return { rules, plugins: [swaps, compileHints()] };
}

/** The plain build: each module of src/ with an `X.plain.ts(x)` beside it is built from that file. */
function plainModules(srcFolder: string) {
  return new webpack.NormalModuleReplacementPlugin(
    /\.tsx?$/,
    (resolved: { createData?: { resource?: string } }) => {
      const resource = resolved.createData?.resource;
      if (!resource?.startsWith(srcFolder) || /\.plain\.tsx?$/.test(resource)) return;
      const plain = resource.replace(/\.(tsx?)$/, '.plain.$1');
      if (resolved.createData && existsSync(plain)) resolved.createData.resource = plain;
    },
  );
}
