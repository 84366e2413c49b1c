// Production build into dist/: np-loader.js (stable name, tiny), one lazy chunk per widget
// with its extracted CSS, and shared chunks that load only with the first widget.
const fs = require('node:fs');
const path = require('node:path');
const webpack = require('webpack');
const MiniCssExtractPlugin = require('mini-css-extract-plugin');
const CssMinimizerPlugin = require('css-minimizer-webpack-plugin');
const TerserPlugin = require('terser-webpack-plugin');
const { InjectManifest } = require('workbox-webpack-plugin');
const { version } = require('./package.json');
const { readWidgets } = require('./scripts/widget-docs/read-widgets');
const { customElementsManifest } = require('./scripts/widget-docs/manifest');
const { elementTypings } = require('./scripts/widget-docs/typings');

const CHUNK_LOAD_TIMEOUT_MS = 120_000;
const release = process.env.NP_RELEASE || version;
const uniqueName = `np_${release.replace(/\W/g, '_')}`;
const REGISTRY_FILE_TOKEN = '__NP_REGISTRY_FILE__';
const SHARED_FILES_TOKEN = '__NP_SHARED_FILES__';
/** Shared chunks that every widget's import lists (budgets.test.ts checks it stays true). */
const ALWAYS_NEEDED_CHUNKS = ['np-vendor', 'np-core'];
const COMPILE_HINT = '//# allFunctionsCalledOnLoad';
/** The files that open with COMPILE_HINT: the loader and the registry script, whose functions nearly all run as they are evaluated, and the shared chunks. */
const HINTED_CHUNKS = ['np-loader', 'np-registry', ...ALWAYS_NEEDED_CHUNKS];
const nodeModules = (names) => new RegExp(`[\\\\/]node_modules[\\\\/](${names.join('|')})[\\\\/]`);

/**
 * Writes dist/custom-elements.json (the custom-elements manifest format: tags, attributes, events,
 * definitions) and dist/np-elements.d.ts (HTMLElementTagNameMap and React JSX entries) from each
 * widget's widget.json, so editors' tools, templates and React hosts know every tag.
 */
class WidgetDocsPlugin {
  apply(compiler) {
    compiler.hooks.thisCompilation.tap('WidgetDocs', (compilation) => {
      compilation.hooks.processAssets.tap({ name: 'WidgetDocs', stage: webpack.Compilation.PROCESS_ASSETS_STAGE_ADDITIONAL }, () => {
        const docs = readWidgets(path.resolve(__dirname, 'widgets'));
        docs.files.forEach((file) => compilation.fileDependencies.add(file));
        compilation.emitAsset('custom-elements.json', new webpack.sources.RawSource(JSON.stringify(customElementsManifest(docs), null, 2)));
        compilation.emitAsset('np-elements.d.ts', new webpack.sources.RawSource(elementTypings(docs)));
      });
    });
  }
}

/**
 * The loader names the registry script, whose hash is only known once the chunks are hashed:
 * it is built with a token in its place, swapped here for the real file name. Likewise for the
 * shared chunks every widget needs (np-vendor, np-core), which the loader fetches alongside the
 * registry script instead of after it.
 */
class RegistryFileNamePlugin {
  apply(compiler) {
    compiler.hooks.thisCompilation.tap('RegistryFileName', (compilation) => {
      compilation.hooks.processAssets.tap({ name: 'RegistryFileName', stage: webpack.Compilation.PROCESS_ASSETS_STAGE_OPTIMIZE_TRANSFER }, () => {
        const jsFileOf = (name) => [...([...compilation.chunks].find((chunk) => chunk.name === name)?.files ?? [])].find((file) => file.endsWith('.js'));
        const registryFile = jsFileOf('np-registry');
        const loader = compilation.getAsset('np-loader.js');
        if (!registryFile || !loader) return;
        const sharedFiles = ALWAYS_NEEDED_CHUNKS.map(jsFileOf);
        if (sharedFiles.some((file) => !file)) throw new Error(`a chunk every widget needs is missing: ${ALWAYS_NEEDED_CHUNKS.join(', ')}`);
        const source = loader.source.source().toString();
        if (!source.includes(REGISTRY_FILE_TOKEN) || !source.includes(SHARED_FILES_TOKEN)) throw new Error('np-loader.js does not name the registry script and the shared chunks');
        const named = source.split(REGISTRY_FILE_TOKEN).join(registryFile).split(SHARED_FILES_TOKEN).join(sharedFiles.join(','));
        compilation.updateAsset('np-loader.js', new webpack.sources.RawSource(named));
      });
    });
  }
}

/**
 * Writes dist/build-report.json: for every chunk, its files and the npm packages and source
 * modules it holds. The size-budget tests read it to prove no library is bundled twice.
 */
class BuildReportPlugin {
  apply(compiler) {
    compiler.hooks.thisCompilation.tap('BuildReport', (compilation) => {
      compilation.hooks.processAssets.tap({ name: 'BuildReport', stage: webpack.Compilation.PROCESS_ASSETS_STAGE_REPORT }, () => {
        const chunks = [...compilation.chunks].map((chunk) => {
          const modules = [];
          for (const module of compilation.chunkGraph.getChunkModulesIterable(chunk)) {
            const inner = module.rootModule ? [module.rootModule, ...(module.modules || [])] : module.modules || [module];
            for (const each of inner) if (each.resource) modules.push(path.relative(__dirname, each.resource).split(path.sep).join('/'));
          }
          return { name: chunk.name || String(chunk.id), initial: chunk.canBeInitial(), files: [...chunk.files], modules: [...new Set(modules)].sort() };
        });
        compilation.emitAsset('build-report.json', new webpack.sources.RawSource(JSON.stringify({ chunks }, null, 2)));
      });
    });
  }
}

/**
 * Writes dist/np-placeholders.css from widgets/placeholder-styles.ts: the theme guard, then in the
 * layer `np` the widget base, the loader's styles and every widget's placeholder, in that file's
 * order (`:not(:defined)` widened to also hold an element waiting in the render queue). A template
 * carries it in its head (inline or linked) before the loader: a stylesheet in the head holds the
 * first paint in every engine, so widget boxes are kept from the first frame where
 * `blocking="render"` (Chromium only) is not honoured; the loader links it only into a page that
 * lacks it. Then PAGE_ONLY_RULES: the look of server HTML inside a widget (a programme index's
 * first page), which only a template that renders such HTML needs.
 */
const PAGE_ONLY_RULES = ['widgets/programme-index/first-page.css'];

/**
 * Chunks whose CSS np-placeholders.css also carries, after its layer: widgets a template renders
 * with their content inside on every page (the last-hour strip under the header), so that content
 * has the widget's look from the first paint. The eager build has no such chunk: it carries the
 * widget's source file instead.
 */
const EVERY_PAGE_CHUNKS = { 'np-last-hour': 'widgets/last-hour/last-hour.css' };

class PlaceholderStylesheetPlugin {
  constructor({ eager }) {
    this.eager = eager;
  }

  everyPageCss(compilation) {
    return Object.entries(EVERY_PAGE_CHUNKS).map(([chunkName, source]) => {
      if (this.eager) {
        compilation.fileDependencies.add(path.join(__dirname, source));
        return fs.readFileSync(path.join(__dirname, source), 'utf8');
      }
      const file = [...(compilation.namedChunks.get(chunkName)?.files ?? [])].find((each) => each.endsWith('.css'));
      if (!file) throw new Error(`PlaceholderStylesheetPlugin: no CSS in chunk ${chunkName}: update EVERY_PAGE_CHUNKS`);
      return compilation.getAsset(file).source.source().toString();
    });
  }

  apply(compiler) {
    compiler.hooks.thisCompilation.tap('PlaceholderStylesheet', (compilation) => {
      compilation.hooks.processAssets.tap({ name: 'PlaceholderStylesheet', stage: webpack.Compilation.PROCESS_ASSETS_STAGE_SUMMARIZE }, () => {
        const source = fs.readFileSync(path.join(__dirname, 'widgets/placeholder-styles.ts'), 'utf8');
        const files = Object.fromEntries([...source.matchAll(/^import (\w+) from '([^']+)\?raw';$/gm)].map(([, name, file]) => [name, path.join(__dirname, 'widgets', file)]));
        const css = (name) => {
          if (!files[name]) throw new Error(`widgets/placeholder-styles.ts: no ?raw import named ${name}`);
          compilation.fileDependencies.add(files[name]);
          return fs.readFileSync(files[name], 'utf8');
        };
        const layered = /const layered = \[([^\]]+)\]\.join\(''\)\.replaceAll\(':not\(:defined\)', WAITING\);/.exec(source);
        const queued = /export const QUEUED_ATTRIBUTE = '([a-z-]+)';/.exec(fs.readFileSync(path.join(__dirname, 'src/elements/registry.ts'), 'utf8'));
        const shapeKept = source.includes('const WAITING = `:is(:not(:defined),[${QUEUED_ATTRIBUTE}])`;') && /placeholderStyles = `\$\{themeGuard\}@layer np\{\$\{layered\}\}`/.test(source);
        if (!layered || !queued || !shapeKept) throw new Error('widgets/placeholder-styles.ts changed shape: update PlaceholderStylesheetPlugin');
        const waiting = `:is(:not(:defined),[${queued[1]}])`;
        const names = layered[1].split(',').map((name) => name.trim());
        const pageOnly = PAGE_ONLY_RULES.map((file) => {
          compilation.fileDependencies.add(path.join(__dirname, file));
          return fs.readFileSync(path.join(__dirname, file), 'utf8');
        });
        const rules = [...names.map(css), ...pageOnly].join('').replaceAll(':not(:defined)', waiting);
        compilation.emitAsset('np-placeholders.css', new webpack.sources.RawSource(`${css('themeGuard')}@layer np{${rules}}${this.everyPageCss(compilation).join('')}`), { minimized: true });
      });
    });
  }
}

/**
 * Writes dist/<widget chunk>-page.css for each of PAGE_STYLESHEETS: the CSS of the listed chunks
 * of that widget (its own, and the result cards' in np-discovery), minimised, under a name without
 * a hash. A template that renders the widget's first page inside it (a search page's form and
 * results) includes it as it includes np-placeholders.css, so the server's markup has the widget's
 * look from the first paint; pages without that markup never carry it.
 */
const PAGE_STYLESHEETS = { 'np-searcher': ['np-searcher', 'np-discovery'] };

/**
 * Per stylesheet a template carries in the page, the chunks whose CSS it holds: the registry then
 * loads none of theirs again (src/elements/carried-stylesheets.ts).
 */
const CARRIED_STYLESHEETS = {
  'np-placeholders.css': Object.keys(EVERY_PAGE_CHUNKS),
  ...Object.fromEntries(Object.entries(PAGE_STYLESHEETS).map(([name, chunkNames]) => [`${name}-page.css`, chunkNames])),
};

class PageStylesheetPlugin {
  apply(compiler) {
    compiler.hooks.thisCompilation.tap('PageStylesheet', (compilation) => {
      compilation.hooks.processAssets.tap({ name: 'PageStylesheet', stage: webpack.Compilation.PROCESS_ASSETS_STAGE_SUMMARIZE }, () => {
        for (const [name, chunkNames] of Object.entries(PAGE_STYLESHEETS)) {
          const css = chunkNames.map((chunkName) => {
            const file = [...(compilation.namedChunks.get(chunkName)?.files ?? [])].find((each) => each.endsWith('.css'));
            if (!file) throw new Error(`PageStylesheetPlugin: no CSS in chunk ${chunkName}: update PAGE_STYLESHEETS`);
            return compilation.getAsset(file).source.source().toString();
          });
          compilation.emitAsset(`${name}-page.css`, new webpack.sources.RawSource(css.join('')), { minimized: true });
        }
      });
    });
  }
}

/**
 * Starts the loader and the shared chunks every widget runs at once (HINTED_CHUNKS) with V8's
 * explicit compile hint (`//# allFunctionsCalledOnLoad`, Chromium 136+; other engines read a
 * comment). Their functions (the loader's scan, the registry's chunk runtime and render queue, React, the store, the element wrapper) then compile on the script-streaming thread while the
 * file downloads, instead of one by one on the main thread as they are first called, which was
 * most of the first widget's long task. Added after minimising, before the content hashes are
 * computed; Terser, which minimises an asset changed after it once more, keeps that one comment
 * (`format.comments` in the minimizer below).
 */
class CompileHintsPlugin {
  apply(compiler) {
    compiler.hooks.thisCompilation.tap('CompileHints', (compilation) => {
      // The hint goes into the chunk's hash too: webpack does not write a hashed file whose name is
      // in dist/ already, so a hinted chunk with an unhinted chunk's name would keep the old file.
      webpack.javascript.JavascriptModulesPlugin.getCompilationHooks(compilation).chunkHash.tap('CompileHints', (chunk, hash) => {
        if (HINTED_CHUNKS.includes(chunk.name)) hash.update(COMPILE_HINT);
      });
      compilation.hooks.processAssets.tap({ name: 'CompileHints', stage: webpack.Compilation.PROCESS_ASSETS_STAGE_OPTIMIZE_INLINE }, () => {
        for (const chunk of compilation.chunks) {
          if (!HINTED_CHUNKS.includes(chunk.name)) continue;
          for (const file of chunk.files) {
            if (!file.endsWith('.js')) continue;
            compilation.updateAsset(file, (source) => new webpack.sources.ConcatSource(`${COMPILE_HINT}\n`, source));
          }
        }
      });
    });
  }
}

/** `--env eager`: one script that defines every widget at start (the bench's baseline). */
module.exports = (env = {}) => {
  const eager = Boolean(env.eager);
  return {
    mode: 'production',
    target: ['web', 'es2020'],
    node: false,
    entry: eager ? { 'np-loader': './widgets/np-eager.ts' } : { 'np-loader': './widgets/np-loader.ts', 'np-registry': './widgets/np-registry.ts' },
    output: {
      path: path.resolve(__dirname, eager ? 'dist-eager' : 'dist'),
      // The loader keeps its stable name; the registry script is hashed like every chunk.
      filename: ({ chunk }) => (chunk.name === 'np-loader' ? '[name].js' : '[name].[chunkhash:8].js'),
      chunkFilename: '[name].[chunkhash:8].js',
      // Decided at run time in src/elements/public-path.ts from the page's config.
      publicPath: '',
      uniqueName,
      chunkLoadTimeout: CHUNK_LOAD_TIMEOUT_MS,
      // Chunk script URLs go through this Trusted Types policy (named in the /csp/ page's CSP).
      trustedTypes: { policyName: 'np-webpack', onPolicyCreationFailure: 'continue' },
      clean: true,
    },
    resolve: { extensions: ['.ts', '.tsx', '.js'] },
    module: {
      // Every import is made on need (a widget near the viewport, a first call, a click), so its
      // scripts are fetched at high priority, not as low-priority async scripts behind the page's
      // images further down (README, "Build output"). Stylesheets are high already.
      parser: { javascript: { dynamicImportFetchPriority: 'high' } },
      rules: [
        { test: /\.tsx?$/, exclude: /node_modules/, use: { loader: 'ts-loader', options: { transpileOnly: true } } },
        { test: /\.css$/, resourceQuery: /raw/, type: 'asset/source' },
        { test: /\.css$/, resourceQuery: { not: [/raw/] }, use: [MiniCssExtractPlugin.loader, 'css-loader'] },
      ],
    },
    plugins: [
      new webpack.DefinePlugin({ NP_BUILD_ID: JSON.stringify(uniqueName), NP_REGISTRY_FILE: JSON.stringify(REGISTRY_FILE_TOKEN), NP_SHARED_FILES: JSON.stringify(SHARED_FILES_TOKEN), NP_CARRIED_STYLESHEETS: JSON.stringify(CARRIED_STYLESHEETS) }),
      new RegistryFileNamePlugin(),
      new WidgetDocsPlugin(),
      new BuildReportPlugin(),
      new PlaceholderStylesheetPlugin({ eager }),
      ...(eager ? [] : [new PageStylesheetPlugin()]),
      // The eager build (the bench's baseline) names its one script np-loader too: it gets no hint, as before.
      ...(eager ? [] : [new CompileHintsPlugin()]),
      new MiniCssExtractPlugin({ filename: eager ? '[name].css' : '[name].[chunkhash:8].css', chunkFilename: '[name].[chunkhash:8].css' }),
      // Only the date pickers' languages: es, ca, it (en is moment's own).
      new webpack.ContextReplacementPlugin(/moment[\\/]locale$/, /^\.\/(es|ca|it)(\.js)?$/),
      ...(eager
        ? [new webpack.optimize.LimitChunkCountPlugin({ maxChunks: 1 })]
        : [
            new InjectManifest({
              swSrc: path.resolve(__dirname, 'service-worker/service-worker.ts'),
              swDest: 'service-worker.js',
              include: [/\.[0-9a-f]{8}\.(js|css)$/],
              maximumFileSizeToCacheInBytes: 5 * 1024 * 1024,
            }),
          ]),
    ],
    optimization: {
      chunkIds: 'named',
      moduleIds: 'deterministic',
      minimizer: [new TerserPlugin({ extractComments: false, terserOptions: { ecma: 2020, compress: { passes: 3 }, format: { comments: /^# allFunctionsCalledOnLoad$/ } } }), new CssMinimizerPlugin()],
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
          sanitize: {
            test: (module) => /[\\/]node_modules[\\/]dompurify[\\/]/.test(module.resource || '') || /[\\/]src[\\/]html[\\/](sanitize\.ts|safe-html\.tsx)$/.test(module.resource || ''),
            name: 'np-sanitize',
            chunks: 'async',
            enforce: true,
            priority: 25,
          },
          // The account forms' rules and fields: only for the widgets with a form.
          accountForms: {
            test: /[\\/]src[\\/](validation|forms)[\\/]/,
            name: 'np-account-forms',
            chunks: 'async',
            enforce: true,
            priority: 23,
          },
          // Reader accounts (session, offline saved pages, modal, their texts): only for widgets that use them.
          // Not api/shape.ts (the answer checks): the paywall reads its data with it before any account code.
          account: {
            test: /[\\/]src[\\/](session|offline|modal|i18n[\\/]account)[\\/]|[\\/]src[\\/]navigation[\\/]safe-redirect\.ts$|[\\/]src[\\/]api[\\/](user|user-read|valuation|newsletter)\.ts$/,
            name: 'np-account',
            chunks: 'async',
            enforce: true,
            priority: 22,
          },
          // Participation (contact form, user-content calls, digital interview): their texts.
          participation: {
            test: /[\\/]src[\\/]i18n[\\/]participation[\\/]/,
            name: 'np-participation',
            chunks: 'async',
            enforce: true,
            priority: 22,
          },
          // Cards: the listing card, its images, dates and texts, and the card reader; shared by the carousel and the discovery widgets.
          cards: {
            test: /[\\/]widgets[\\/]discovery-shared[\\/](ListingCard\.tsx|listing-card\.css|(card-styles|image-sources|media-badge|event-badge|event-occurrence|display-dates|calendar)\.ts)$|[\\/]src[\\/]i18n[\\/]cards[\\/]|[\\/]src[\\/]api[\\/]listing-card\.ts$/,
            name: 'np-cards',
            chunks: 'async',
            enforce: true,
            priority: 24,
          },
          // Content discovery: result and event cards, date filters and the searcher call, shared by the searcher and the event module.
          discovery: {
            test: /[\\/]widgets[\\/]discovery-shared[\\/]|[\\/]src[\\/]api[\\/](listing-card|searcher)\.ts$/,
            name: 'np-discovery',
            chunks: 'async',
            enforce: true,
            priority: 22,
          },
          // Swiper, only for the schedule carousel and np-carousel (a page without them never downloads it).
          swiper: {
            test: /[\\/]node_modules[\\/]swiper[\\/]/,
            name: 'np-swiper',
            chunks: 'async',
            enforce: true,
            priority: 22,
          },
          // What only the three infinite lists (searcher, programme index, load-more) use: their sentinel and runway hooks
          // and the page helpers (src/lists). No other page downloads them.
          lists: {
            test: /[\\/]src[\\/](lists[\\/]|hooks[\\/](use-runway|use-infinite-scroll)\.ts$)/,
            name: 'np-lists',
            chunks: 'async',
            enforce: true,
            priority: 22,
          },
          // Everything else in src/, except the calls that only one widget makes (they stay in its chunk), the texts that
          // load with their widgets (src/i18n/participation, video, widget-texts) and np's own scroll anchoring (np-scroll-anchoring,
          // only for engines without CSS Scroll Anchoring: src/elements/scroll-anchoring.ts), plus js-cookie (under 1 KB; the session marker and the paywall cookies both use it).
          core: {
            test: (module) => (/[\\/]src[\\/]/.test(module.resource || '') && !/[\\/]src[\\/](api[\\/](shows|load-more|paywall|paywall-messages|streaming|comments|poll|contact|ugc|interview)\.ts$|i18n[\\/](participation|video|widget-texts)[\\/]|scroll-anchoring[\\/])/.test(module.resource || '')) || /[\\/]node_modules[\\/]js-cookie[\\/]/.test(module.resource || ''),
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
