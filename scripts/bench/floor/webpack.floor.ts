/**
 * Builds the bench's floor pages (login.tsx, list.tsx) with the console's own webpack settings
 * (loader, minifier, compression), into .bench/floor: the same toolchain on a bare React page.
 */
import path from 'node:path';
import HtmlWebpackPlugin from 'html-webpack-plugin';
import type { Configuration } from 'webpack';
import consoleConfigs from '../../../webpack.config';

const root = path.resolve(__dirname, '../../..');

export default (env: unknown, argv: { mode?: Configuration['mode'] }): Configuration => {
  const base = consoleConfigs(env, argv).find((config) => config.name === 'console');
  if (!base) throw new Error('webpack.config.ts has no browser build named console');
  const pages = ['login', 'list'];
  return {
    ...base,
    name: 'floor',
    dependencies: undefined,
    entry: Object.fromEntries(pages.map((page) => [page, path.join(__dirname, `${page}.tsx`)])),
    output: { ...base.output, path: path.join(root, '.bench/floor'), publicPath: '/floor/' },
    plugins: [
      // The console's compression; not its index.html, prerendering, public folder or chart swaps.
      ...(base.plugins ?? []).filter((plugin) => plugin?.constructor.name === 'CompressionPlugin'),
      ...pages.map(
        (page) =>
          new HtmlWebpackPlugin({
            template: path.join(__dirname, 'page.html'),
            filename: `${page}.html`,
            chunks: [page],
          }),
      ),
    ],
    devServer: undefined,
  };
};
