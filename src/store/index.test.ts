// One page store on window.npStore, shared by every widget and every build of the library.
import { setPageConfig, setWindowWidth } from '../../test/support/page-config';
import { setSessionCookie } from '../../test/support/readers';
import { readPageConfig } from '../config';
import { getStore } from './index';
import { requestErrorsCleared, requestFailed } from './session-slice';
import { headerScrolled, isFeatureEnabled, previewChanged, type SiteState } from './site-slice';

type StoreModule = typeof import('./index');

/** The store module as a second build of the library on the same page would load it. */
function loadStoreModuleAgain(): StoreModule {
  let module: StoreModule | undefined;
  jest.isolateModules(() => {
    module = require('./index') as StoreModule;
  });
  if (!module) throw new Error('the store module did not load');
  return module;
}

let consoleError: jest.SpyInstance;

beforeEach(() => {
  setWindowWidth(1024);
  setPageConfig();
  consoleError = jest.spyOn(console, 'error').mockImplementation(() => undefined);
});

afterEach(() => {
  setSessionCookie(null);
  jest.useRealTimers();
  jest.restoreAllMocks();
});

describe('window.npStore', () => {
  it('is created on first use, and a second getStore() returns the same store', () => {
    expect(window.npStore).toBeUndefined();
    const store = getStore();
    expect(window.npStore).toBe(store);
    expect(getStore()).toBe(store);
  });

  it('is reused when the store module is loaded again (a second build on the page)', () => {
    const first = getStore();
    const again = loadStoreModuleAgain();
    expect(again.getStore()).toBe(first);
    expect(window.npStore).toBe(first);
  });

  it('made by another copy of the module first, is the one this copy uses', () => {
    const other = loadStoreModuleAgain().getStore();
    expect(getStore()).toBe(other);
  });
});

describe('the site slice', () => {
  it('holds the np-config fields, the window width and the header scroll state', () => {
    setWindowWidth(800);
    const site: SiteState = getStore().getState().site;
    const { site: siteConfig, ...page } = readPageConfig().config;
    expect(site).toEqual({ ...siteConfig, ...page, windowWidth: 800, headerScroll: { hidden: false, sticky: false, lastScrollY: 0 } });
    expect(site.contentId).toBe('1001');
  });

  it('has exactly the shape the contract documents for getState().site, the site fields flat', () => {
    const site = getStore().getState().site;
    expect(Object.keys(site).sort()).toEqual(
      ['alias', 'id', 'mediaId', 'name', 'scheme', 'staticUrl', 'url', 'contentId', 'preview', 'loginUrl', 'featureFlags', 'webFeatures', 'windowWidth', 'headerScroll'].sort(),
    );
    expect(site).toMatchObject({ alias: 'diario', id: '1', mediaId: '10', staticUrl: '/diario/' });
  });

  it('records the header scroll state and preview changes', () => {
    const store = getStore();
    store.dispatch(headerScrolled({ hidden: true, sticky: false, lastScrollY: 400 }));
    store.dispatch(previewChanged(true));
    expect(store.getState().site.headerScroll).toEqual({ hidden: true, sticky: false, lastScrollY: 400 });
    expect(store.getState().site.preview).toBe(true);
  });
});

describe('a missing or malformed np-config block', () => {
  it('a missing block logs a console.error naming the np-config block, and the store still has default settings', () => {
    document.getElementById('np-config')?.remove();
    const site = getStore().getState().site;
    expect(consoleError).toHaveBeenCalledTimes(1);
    expect(consoleError.mock.calls[0]?.[0]).toMatch(/no <script type="application\/json" id="np-config"> block on this page/);
    expect(site.loginUrl).toBe('/acceso');
    expect(site.url).toBe(location.origin);
    expect(site.alias).toBe('');
  });

  it('a malformed block logs a console.error saying it is not a valid JSON object', () => {
    document.getElementById('np-config')!.textContent = '{"site": ';
    getStore();
    expect(consoleError).toHaveBeenCalledTimes(1);
    expect(consoleError.mock.calls[0]?.[0]).toMatch(/the np-config block is not a valid JSON object/);
  });

  it('a valid block logs nothing', () => {
    getStore();
    expect(consoleError).not.toHaveBeenCalled();
  });
});

describe('isFeatureEnabled reads webFeatures[siteId]', () => {
  const site = (id: string, webFeatures: SiteState['webFeatures']) => ({ id, webFeatures });

  it('a feature the site does not mention is enabled', () => {
    expect(isFeatureEnabled(site('1', { '1': { comments: false } }), 'video')).toBe(true);
    expect(isFeatureEnabled(site('1', {}), 'comments')).toBe(true);
  });

  it('a feature the site switches off is disabled, one it switches on is enabled', () => {
    expect(isFeatureEnabled(site('1', { '1': { comments: false, video: true } }), 'comments')).toBe(false);
    expect(isFeatureEnabled(site('1', { '1': { comments: false, video: true } }), 'video')).toBe(true);
  });

  it("another site's switch does not count", () => {
    expect(isFeatureEnabled(site('2', { '1': { comments: false } }), 'comments')).toBe(true);
  });

  it('works on the store state: the page config switches comments on for site 1', () => {
    expect(isFeatureEnabled(getStore().getState().site, 'comments')).toBe(true);
  });
});

describe('the session slice', () => {
  it('starts anonymous on a page without a session cookie: no session load can find a reader', () => {
    expect(getStore().getState().session).toEqual({ user: null, currentUser: null, status: 'anonymous', requestErrors: [] });
  });

  it('starts unknown on a page with a session cookie, until the session load reads it', () => {
    setSessionCookie('u-1');
    expect(getStore().getState().session).toEqual({ user: null, currentUser: null, status: 'unknown', requestErrors: [] });
  });

  it('records failed user calls and clears them', () => {
    const store = getStore();
    store.dispatch(requestFailed({ message: 'm', apiType: 'login', apiText: '401' }));
    expect(store.getState().session.requestErrors).toEqual([{ message: 'm', apiType: 'login', apiText: '401' }]);
    store.dispatch(requestErrorsCleared());
    expect(store.getState().session.requestErrors).toEqual([]);
  });
});

describe('the window width', () => {
  it('a window resize updates windowWidth on the next animation frame', () => {
    jest.useFakeTimers();
    const store = getStore();
    setWindowWidth(500);
    window.dispatchEvent(new Event('resize'));
    expect(store.getState().site.windowWidth).toBe(1024);
    jest.advanceTimersToNextFrame();
    expect(store.getState().site.windowWidth).toBe(500);
  });

  it('several resizes within one frame update the store once, with the last width', () => {
    jest.useFakeTimers();
    const store = getStore();
    const updates = jest.fn();
    store.subscribe(updates);
    for (const width of [900, 700, 375]) {
      setWindowWidth(width);
      window.dispatchEvent(new Event('resize'));
    }
    jest.advanceTimersToNextFrame();
    expect(updates).toHaveBeenCalledTimes(1);
    expect(store.getState().site.windowWidth).toBe(375);
  });
});
