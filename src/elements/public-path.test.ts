// The public path every chunk is fetched from: the config block's staticUrl, else the folder of
// the loader script, else an np:error (one build serves every site from /<siteAlias>/).
import { recordNpErrorsInEachTest } from '../../test/support/np-errors';

type PublicPathModule = typeof import('./public-path');
type WebpackGlobals = typeof globalThis & { __webpack_public_path__?: string };

const globals = globalThis as WebpackGlobals;
const UNSET = 'unset-by-test';

/** Runs the module as the loader's first import does, with a fresh copy each time. */
function loadPublicPathModule(): PublicPathModule {
  let module: PublicPathModule | undefined;
  jest.isolateModules(() => {
    module = require('./public-path') as PublicPathModule;
  });
  if (!module) throw new Error('public-path did not load');
  return module;
}

function placeConfigBlock(config: unknown): void {
  const block = document.createElement('script');
  block.type = 'application/json';
  block.id = 'np-config';
  block.textContent = JSON.stringify(config);
  document.head.append(block);
}

/** The page is running the loader script at `src` (document.currentScript). */
function runningScript(src: string): void {
  const script = document.createElement('script');
  script.src = src;
  Object.defineProperty(document, 'currentScript', { configurable: true, get: () => script });
}

const npErrors = recordNpErrorsInEachTest();

beforeEach(() => {
  globals.__webpack_public_path__ = UNSET;
});

afterEach(() => {
  document.getElementById('np-config')?.remove();
  // Drops the test's own currentScript, uncovering jsdom's (null outside a running script).
  Reflect.deleteProperty(document, 'currentScript');
  delete globals.__webpack_public_path__;
  jest.restoreAllMocks();
});

describe('resolvePublicPath', () => {
  const resolvePublicPath: PublicPathModule['resolvePublicPath'] = (staticUrl, scriptSrc) => loadPublicPathModule().resolvePublicPath(staticUrl, scriptSrc);

  it('staticUrl wins, and gets a trailing slash', () => {
    expect(resolvePublicPath('/diario', 'http://static.localhost/other/np-loader.js')).toBe('/diario/');
    expect(resolvePublicPath('/diario/', undefined)).toBe('/diario/');
    expect(resolvePublicPath('https://static.example/diari', undefined)).toBe('https://static.example/diari/');
  });

  it("without staticUrl, the loader script's folder, with query and hash stripped", () => {
    expect(resolvePublicPath('', 'http://static.localhost/diario/np-loader.js')).toBe('http://static.localhost/diario/');
    expect(resolvePublicPath('', 'http://static.localhost/diario/np-loader.js?v=3#top')).toBe('http://static.localhost/diario/');
    expect(resolvePublicPath('', 'http://static.localhost/np-loader.js?from=/a/b/')).toBe('http://static.localhost/');
    expect(resolvePublicPath('', 'http://static.localhost/diario/np-loader.js#/x/')).toBe('http://static.localhost/diario/');
  });

  it('with neither, undefined', () => {
    expect(resolvePublicPath('', undefined)).toBeUndefined();
    expect(resolvePublicPath('', '')).toBeUndefined();
  });
});

describe('when the loader starts', () => {
  it("sets __webpack_public_path__ to the config block's staticUrl", () => {
    placeConfigBlock({ site: { staticUrl: '/diario' } });
    const { publicPath } = loadPublicPathModule();
    expect(globals.__webpack_public_path__).toBe('/diario/');
    expect(publicPath).toBe('/diario/');
    expect(npErrors.details).toEqual([]);
  });

  it("without a staticUrl, sets it to the loader script's folder", () => {
    runningScript('http://static.localhost/diari/np-loader.js?v=abc');
    const { publicPath } = loadPublicPathModule();
    expect(globals.__webpack_public_path__).toBe('http://static.localhost/diari/');
    expect(publicPath).toBe('http://static.localhost/diari/');
  });

  it("prefers staticUrl to the loader script's folder", () => {
    placeConfigBlock({ site: { staticUrl: '/diario/' } });
    runningScript('http://static.localhost/elsewhere/np-loader.js');
    expect(loadPublicPathModule().publicPath).toBe('/diario/');
  });

  it("with neither (no config block, no document.currentScript) reports 'Automatic publicPath is not supported in this browser' through np:error and leaves the path alone", () => {
    expect(document.currentScript).toBeNull();
    const { publicPath, PUBLIC_PATH_ERROR } = loadPublicPathModule();
    expect(PUBLIC_PATH_ERROR).toBe('Automatic publicPath is not supported in this browser');
    expect(publicPath).toBeUndefined();
    expect(globals.__webpack_public_path__).toBe(UNSET);
    expect(npErrors.details).toEqual([expect.objectContaining({ message: 'Automatic publicPath is not supported in this browser' })]);
  });

  it('a malformed config block counts as no staticUrl', () => {
    const block = document.createElement('script');
    block.type = 'application/json';
    block.id = 'np-config';
    block.textContent = '{"site": {"staticUrl": "/diario/"';
    document.head.append(block);
    runningScript('http://static.localhost/diario/np-loader.js');
    expect(loadPublicPathModule().publicPath).toBe('http://static.localhost/diario/');
  });
});
