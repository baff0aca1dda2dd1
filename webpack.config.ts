import path from 'node:path';
import CompressionPlugin from 'compression-webpack-plugin';
import CopyPlugin from 'copy-webpack-plugin';
import HtmlWebpackPlugin from 'html-webpack-plugin';
import TerserPlugin from 'terser-webpack-plugin';
import webpack, { type Configuration } from 'webpack';
import type { Configuration as DevServerConfiguration } from 'webpack-dev-server';

type Argv = { mode?: Configuration['mode'] };

const apiTarget = process.env.API_TARGET ?? 'http://127.0.0.1:4000';

export default (_env: unknown, argv: Argv): Configuration & { devServer?: DevServerConfiguration } => {
  const production = argv.mode !== 'development';
  return {
    mode: production ? 'production' : 'development',
    entry: './src/main.tsx',
    output: {
      path: path.resolve(__dirname, 'dist'),
      filename: production ? 'assets/[name].[contenthash:8].js' : 'assets/[name].js',
      chunkFilename: production ? 'assets/[name].[contenthash:8].js' : 'assets/[name].js',
      publicPath: '/',
      clean: true,
    },
    resolve: { extensions: ['.tsx', '.ts', '.js', '.mjs'] },
    devtool: production ? false : 'eval-cheap-module-source-map',
    module: {
      rules: [
        {
          test: /\.[jt]sx?$/,
          exclude: /node_modules/,
          use: {
            loader: 'swc-loader',
            options: {
              jsc: {
                parser: { syntax: 'typescript', tsx: true },
                transform: { react: { runtime: 'automatic', development: !production } },
                target: 'es2022',
              },
            },
          },
        },
      ],
    },
    plugins: [
      // Store listings of the mobile app, set per deployment at build time.
      new webpack.DefinePlugin({
        'process.env.ANDROID_APP_URL': JSON.stringify(process.env.ANDROID_APP_URL ?? ''),
        'process.env.IOS_APP_URL': JSON.stringify(process.env.IOS_APP_URL ?? ''),
      }),
      new HtmlWebpackPlugin({ template: 'public/index.html' }),
      new CopyPlugin({ patterns: [{ from: 'public', globOptions: { ignore: ['**/index.html'] } }] }),
      // Pre-compressed copies, served as they are by the reference server (no work per request).
      ...(production
        ? [
            new CompressionPlugin({
              test: /\.(js|html|svg)$/,
              algorithm: 'gzip',
              filename: '[path][base].gz',
              minRatio: 0.9,
            }),
            new CompressionPlugin({
              test: /\.(js|html|svg)$/,
              algorithm: 'brotliCompress',
              filename: '[path][base].br',
              minRatio: 0.9,
            }),
          ]
        : []),
    ],
    optimization: {
      minimizer: [new TerserPlugin({ minify: TerserPlugin.swcMinify })],
    },
    performance: { hints: false },
    devServer: {
      port: 3000,
      historyApiFallback: true,
      proxy: [{ context: ['/api'], target: apiTarget }],
    },
  };
};
