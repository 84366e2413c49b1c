// Chunk stylesheets the page already carries (np-placeholders.css, np-searcher-page.css) are not
// loaded again; every other chunk's stylesheet loads as before.
import { carriedChunks, pageHolds, skipStylesheetsThePageCarries, type CarriedStylesheets } from './carried-stylesheets';

type EnsureChunk = (chunkId: string | number, promises: Promise<unknown>[]) => void;
type WebpackGlobals = typeof globalThis & { __webpack_require__?: { f: Record<string, EnsureChunk | undefined> } };

const CARRIED: CarriedStylesheets = {
  'np-placeholders.css': ['np-last-hour'],
  'np-searcher-page.css': ['np-searcher', 'np-discovery'],
};

/** Webpack's runtime with a miniCss handler that records the chunks it was asked for. */
function installWebpackRuntime(): { runtime: { f: Record<string, EnsureChunk | undefined> }; loaded: Array<string | number> } {
  const loaded: Array<string | number> = [];
  const runtime = { f: { miniCss: (chunkId: string | number, promises: Promise<unknown>[]) => void (loaded.push(chunkId), promises.push(Promise.resolve())) } as Record<string, EnsureChunk | undefined> };
  (globalThis as WebpackGlobals).__webpack_require__ = runtime;
  return { runtime, loaded };
}

/** Asks for each chunk's stylesheet as `__webpack_require__.e` does; returns how many promises each added. */
const ask = (runtime: { f: Record<string, EnsureChunk | undefined> }, chunkIds: string[]) =>
  chunkIds.map((chunkId) => {
    const promises: Promise<unknown>[] = [];
    runtime.f.miniCss!(chunkId, promises);
    return promises.length;
  });

afterEach(() => {
  delete (globalThis as WebpackGlobals).__webpack_require__;
  document.head.replaceChildren();
});

describe('pageHolds', () => {
  it.each([
    ['np-searcher-page.css', '<style data-np-page-rules="np-searcher-page.css">.np-searcher{}</style>'],
    ['np-searcher-page.css', '<link rel="stylesheet" href="https://static.example/diario/np-searcher-page.css">'],
    ['np-searcher-page.css', '<link rel="stylesheet" href="np-searcher-page.css">'],
    // np-placeholders.css as the loader finds it (pageHasPlaceholderRules, stylesheet.test.ts).
    ['np-placeholders.css', '<style data-np-placeholders>np-login:not(:defined){}</style>'],
  ])('finds %s in %s', (file, markup) => {
    document.head.innerHTML = markup;
    expect(pageHolds(file)).toBe(true);
  });

  it.each([
    ['an unnamed page-rules style, whose rules are not known', '<style data-np-page-rules>.np-searcher{}</style>'],
    ['another file\'s page rules', '<style data-np-page-rules="np-agenda-page.css"></style>'],
    ['a preload, not a stylesheet', '<link rel="preload" as="style" href="/diario/np-searcher-page.css">'],
  ])('does not count %s', (_case, markup) => {
    document.head.innerHTML = markup;
    expect(pageHolds('np-searcher-page.css')).toBe(false);
  });
});

describe('carriedChunks', () => {
  it('gathers the chunks of every stylesheet the page holds', () => {
    document.head.innerHTML = '<style data-np-placeholders></style><style data-np-page-rules="np-searcher-page.css"></style>';
    expect([...carriedChunks(CARRIED)].sort()).toEqual(['np-discovery', 'np-last-hour', 'np-searcher']);
  });

  it('is empty on a page that holds none of them', () => {
    expect(carriedChunks(CARRIED).size).toBe(0);
  });
});

describe('skipStylesheetsThePageCarries', () => {
  it('loads no stylesheet for a carried chunk, and every other chunk\'s as before', () => {
    const { runtime, loaded } = installWebpackRuntime();
    document.head.innerHTML = '<style data-np-placeholders></style><style data-np-page-rules="np-searcher-page.css"></style>';
    skipStylesheetsThePageCarries(CARRIED);
    expect(ask(runtime, ['np-last-hour', 'np-searcher', 'np-discovery', 'np-header', 'np-cards'])).toEqual([0, 0, 0, 1, 1]);
    expect(loaded).toEqual(['np-header', 'np-cards']);
  });

  it('loads the searcher\'s stylesheets on a page without its page rules (the agenda)', () => {
    const { runtime, loaded } = installWebpackRuntime();
    document.head.innerHTML = '<link rel="stylesheet" href="/diario/np-placeholders.css">';
    skipStylesheetsThePageCarries(CARRIED);
    ask(runtime, ['np-searcher', 'np-discovery', 'np-last-hour']);
    expect(loaded).toEqual(['np-searcher', 'np-discovery']);
  });

  it('reads the page once, when the first stylesheet is asked for: the head is complete by then', () => {
    const { runtime, loaded } = installWebpackRuntime();
    skipStylesheetsThePageCarries(CARRIED);
    document.head.innerHTML = '<style data-np-page-rules="np-searcher-page.css"></style>';
    ask(runtime, ['np-searcher']);
    document.head.replaceChildren();
    ask(runtime, ['np-discovery']);
    expect(loaded).toEqual([]);
  });

  it('does nothing without webpack\'s runtime or its stylesheet handler', () => {
    expect(() => skipStylesheetsThePageCarries(CARRIED)).not.toThrow();
    (globalThis as WebpackGlobals).__webpack_require__ = { f: {} };
    skipStylesheetsThePageCarries(CARRIED);
    expect((globalThis as WebpackGlobals).__webpack_require__!.f.miniCss).toBeUndefined();
  });
});
