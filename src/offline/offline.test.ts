// Saved contents kept offline: where a copy lives, which files a page needs, and how the page
// talks to the site's service worker.
import { MessageChannel as NodeMessageChannel } from 'node:worker_threads';
import { pageAssets } from './page-assets';
import { offlineAddress, SAVED_PAGES_CLEAR, SAVED_PAGES_DONE, SAVED_PAGES_SYNC, savedPagesCacheName } from './protocol';
import { savedCopyAddress, updateSavedPages } from './saved-pages';

const SCOPE = 'http://diario.localhost:8080/diario/';

describe('offlineAddress: the saved copy is read inside the worker scope', () => {
  it('puts a site path under the scope: /noticia/1001 → /diario/noticia/1001', () => {
    expect(offlineAddress('/noticia/1001', SCOPE)).toBe('http://diario.localhost:8080/diario/noticia/1001');
    expect(offlineAddress('http://diario.localhost:8080/noticia/1001?from=portada#comments', SCOPE)).toBe('http://diario.localhost:8080/diario/noticia/1001?from=portada');
  });

  it('keeps an address already inside the scope', () => {
    expect(offlineAddress('/diario/noticia/1001', SCOPE)).toBe('http://diario.localhost:8080/diario/noticia/1001');
  });

  it('gives nothing for another origin, another scheme or no address at all', () => {
    expect(offlineAddress('http://diari.localhost:8080/noticia/1001', SCOPE)).toBeUndefined();
    expect(offlineAddress('javascript:alert(1)', SCOPE)).toBeUndefined();
    expect(offlineAddress('data:text/html,<script>alert(1)</script>', SCOPE)).toBeUndefined();
    expect(offlineAddress('http://[bad', SCOPE)).toBeUndefined();
  });

  it('names one cache per site, like the worker\'s other caches', () => {
    expect(savedPagesCacheName(SCOPE)).toBe('np-diario-saved-pages');
    expect(savedPagesCacheName('http://diari.localhost:8080/diari/')).toBe('np-diari-saved-pages');
  });
});

describe('pageAssets: the files a saved page needs', () => {
  const page = `<!doctype html><html><head>
    <link rel="stylesheet" href="/site.css"><link rel="icon" href="/favicon.svg">
    <script defer src="/diario/np-loader.js"></script><script type="application/json" id="np-config">{"a":1}</script>
    </head><body>
    <img src="/__demo/img/a.svg?ar=16-9&amp;w=800" alt="">
    <img alt='' src='https://cdn.example.com/b.jpg' srcset="https://cdn.example.com/b-400.jpg 400w, https://cdn.example.com/b-1200.jpg 1200w">
    <picture><source srcset="/c.webp 2x"><img src=/c.jpg></picture>
    <img src="javascript:alert(1)"><img src="data:image/png;base64,AAAA"><img src="/a.svg#x">
    </body></html>`;

  it('lists images (src and the widest srcset candidate), stylesheets and scripts, absolute and once each', () => {
    expect(pageAssets(page, 'http://diario.localhost:8080/diario/noticia/1001')).toEqual([
      'http://diario.localhost:8080/site.css',
      'http://diario.localhost:8080/diario/np-loader.js',
      'http://diario.localhost:8080/__demo/img/a.svg?ar=16-9&w=800',
      'https://cdn.example.com/b.jpg',
      'https://cdn.example.com/b-1200.jpg',
      'http://diario.localhost:8080/c.webp',
      'http://diario.localhost:8080/c.jpg',
      'http://diario.localhost:8080/a.svg',
    ]);
  });

  it('finds nothing in a page without such tags, or in broken markup', () => {
    expect(pageAssets('<p>Sólo texto</p>', SCOPE)).toEqual([]);
    expect(pageAssets('<img src="/x.svg', SCOPE)).toEqual([]);
  });
});

describe('the page tells the site worker', () => {
  const postMessage = jest.fn<void, [unknown, Transferable[]]>();
  const getRegistration = jest.fn<Promise<unknown>, [string]>();

  beforeAll(() => {
    // jsdom has no MessageChannel; Node's behaves the same for one message.
    Object.defineProperty(globalThis, 'MessageChannel', { configurable: true, value: NodeMessageChannel });
  });
  afterAll(() => Reflect.deleteProperty(globalThis, 'MessageChannel'));

  beforeEach(() => {
    postMessage.mockReset();
    getRegistration.mockReset().mockResolvedValue({ active: { postMessage } });
    Object.defineProperty(navigator, 'serviceWorker', { configurable: true, value: { getRegistration } });
  });
  afterEach(() => {
    Reflect.deleteProperty(navigator, 'serviceWorker');
    Reflect.deleteProperty(globalThis, 'caches');
  });

  it('sends the request to the worker of the static folder and resolves with the addresses it keeps', async () => {
    postMessage.mockImplementation((_message, [port]) => (port as MessagePort).postMessage({ type: SAVED_PAGES_DONE, offlineAddresses: [`${SCOPE}noticia/1001`] }));
    await expect(updateSavedPages('/diario/', SAVED_PAGES_SYNC)).resolves.toEqual([`${SCOPE}noticia/1001`]);
    expect(getRegistration).toHaveBeenCalledWith(`${location.origin}/diario/`);
    expect(postMessage).toHaveBeenCalledWith({ type: SAVED_PAGES_SYNC }, [expect.anything()]);
  });

  it('a logout asks the worker to drop every copy', async () => {
    postMessage.mockImplementation((_message, [port]) => (port as MessagePort).postMessage({ type: SAVED_PAGES_DONE, offlineAddresses: [] }));
    await expect(updateSavedPages('/diario/', SAVED_PAGES_CLEAR)).resolves.toEqual([]);
    expect(postMessage).toHaveBeenCalledWith({ type: SAVED_PAGES_CLEAR }, [expect.anything()]);
  });

  it('is a no-op without a worker, without a static folder, or with a strange answer', async () => {
    getRegistration.mockResolvedValueOnce(undefined);
    await expect(updateSavedPages('/diario/', SAVED_PAGES_SYNC)).resolves.toEqual([]);
    await expect(updateSavedPages('', SAVED_PAGES_SYNC)).resolves.toEqual([]);
    postMessage.mockImplementation((_message, [port]) => (port as MessagePort).postMessage({ type: SAVED_PAGES_DONE, offlineAddresses: 'all' }));
    await expect(updateSavedPages('/diario/', SAVED_PAGES_SYNC)).resolves.toEqual([]);
    Reflect.deleteProperty(navigator, 'serviceWorker');
    await expect(updateSavedPages('/diario/', SAVED_PAGES_SYNC)).resolves.toEqual([]);
  });

  it('tells whether the site cache holds a content\'s copy, and where', async () => {
    const held = `${location.origin}/diario/noticia/1001`;
    const open = jest.fn(async () => ({ match: async (address: string) => (address === held ? {} : undefined) }));
    Object.defineProperty(globalThis, 'caches', { configurable: true, value: { open } });
    await expect(savedCopyAddress('/diario/', '/noticia/1001')).resolves.toBe(held);
    await expect(savedCopyAddress('/diario/', '/noticia/1002')).resolves.toBeUndefined();
    await expect(savedCopyAddress('/diario/', 'javascript:alert(1)')).resolves.toBeUndefined();
    expect(open).toHaveBeenCalledWith('np-diario-saved-pages');
  });
});
