// Production build into dist/: np-loader.js (stable name, tiny), one lazy chunk per widget
// with its extracted CSS, and shared chunks that load only with the first widget.
const path = require('node:path');
const webpack = require('webpack');
const MiniCssExtractPlugin = require('mini-css-extract-plugin');
const CssMinimizerPlugin = require('css-minimizer-webpack-plugin');
const TerserPlugin = require('terser-webpack-plugin');
const { InjectManifest } = require('workbox-webpack-plugin');
const { version } = require('./package.json');

const CHUNK_LOAD_TIMEOUT_MS = 120_000;
const release = process.env.NP_RELEASE || version;
const uniqueName = `np_${release.replace(/\W/g, '_')}`;
const nodeModules = (names) => new RegExp(`[\\\\/]node_modules[\\\\/](${names.join('|')})[\\\\/]`);

/** `--env eager`: one script that defines every widget at start (the bench's baseline). */
module.exports = (env = {}) => {
  const eager = Boolean(env.eager);
  return {
    mode: 'production',
    target: 'web',
    node: false,
    entry: { 'np-loader': eager ? './widgets/np-eager.ts' : './widgets/np-loader.ts' },
    output: {
      path: path.resolve(__dirname, eager ? 'dist-eager' : 'dist'),
      filename: '[name].js',
      chunkFilename: '[name].[contenthash].js',
      // Decided at run time in src/public-path.ts from the page's config.
      publicPath: '',
      uniqueName,
      chunkLoadTimeout: CHUNK_LOAD_TIMEOUT_MS,
      clean: true,
    },
    resolve: { extensions: ['.ts', '.tsx', '.js'] },
    module: {
      rules: [
        { test: /\.tsx?$/, exclude: /node_modules/, use: { loader: 'ts-loader', options: { transpileOnly: true } } },
        { test: /\.css$/, resourceQuery: /raw/, type: 'asset/source' },
        { test: /\.css$/, resourceQuery: { not: [/raw/] }, use: [MiniCssExtractPlugin.loader, 'css-loader'] },
      ],
    },
    plugins: [
      new webpack.DefinePlugin({ NP_BUILD_ID: JSON.stringify(uniqueName) }),
      new MiniCssExtractPlugin({ filename: '[name].[contenthash].css', chunkFilename: '[name].[contenthash].css' }),
      // Only the date pickers' languages: es, ca, it (en is moment's own).
      new webpack.ContextReplacementPlugin(/moment[\\/]locale$/, /^\.\/(es|ca|it)(\.js)?$/),
      ...(eager
        ? []
        : [
            new InjectManifest({
              swSrc: path.resolve(__dirname, 'service-worker/service-worker.ts'),
              swDest: 'service-worker.js',
              include: [/\.[0-9a-f]{16,}\.(js|css)$/],
              maximumFileSizeToCacheInBytes: 5 * 1024 * 1024,
            }),
          ]),
    ],
    optimization: {
      chunkIds: 'named',
      moduleIds: 'deterministic',
      minimizer: [new TerserPlugin({ extractComments: false }), new CssMinimizerPlugin()],
      splitChunks: {
        chunks: 'async',
        minSize: 10_000,
        cacheGroups: {
          vendor: {
            test: nodeModules(['react', 'react-dom', 'scheduler', '@r2wc', 'react-redux', 'use-sync-external-store', 'redux', '@reduxjs', 'immer', 'reselect', 'redux-thunk']),
            name: 'np-vendor',
            chunks: 'async',
            enforce: true,
            priority: 30,
          },
          request: {
            test: (module) => /[\\/]node_modules[\\/]axios[\\/]/.test(module.resource || '') || /[\\/]src[\\/]api[\\/]client\.ts$/.test(module.resource || ''),
            name: 'np-request',
            chunks: 'async',
            enforce: true,
            priority: 25,
          },
          core: {
            test: /[\\/]src[\\/]/,
            name: 'np-core',
            chunks: 'async',
            enforce: true,
            priority: 20,
          },
        },
      },
    },
    performance: { hints: false },
    devtool: false,
  };
};
