import { resolveInside } from './http/static-files';
import { SECRET_TEXT, startDemo, type DemoFixture } from './testing/demo-client';

let demo: DemoFixture;
beforeAll(async () => {
  demo = await startDemo();
});
afterAll(() => demo.stop());

describe('the bundle under /<alias>/', () => {
  test.each(['diario', 'diari'])('both sites serve the same files: /%s/np-loader.js', async (alias) => {
    const response = await demo.get(`/${alias}/np-loader.js`);
    expect(response.status).toBe(200);
    expect(response.text).toBe('window.npLoaded = true;');
    expect(response.headers['content-type']).toBe('text/javascript; charset=utf-8');
  });

  test('the loader and its placeholder stylesheet are cached for five minutes', async () => {
    expect((await demo.get('/diario/np-loader.js')).headers['cache-control']).toBe('public, max-age=300');
    expect((await demo.get('/diario/np-placeholders.css')).headers['cache-control']).toBe('public, max-age=300');
  });

  test.each(['/diario/main.0123abcd.js', '/diari/share-bar.89abcdef01.css', '/diario/chunks/ad-slot.fedcba98.js'])(
    'a content-hashed file is immutable for a year: %s',
    async (pathname) => {
      const response = await demo.get(pathname);
      expect(response.status).toBe(200);
      expect(response.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    },
  );

  test('the service worker is always revalidated and may control its site folder', async () => {
    const response = await demo.get('/diari/service-worker.js', { host: 'diari.localhost' });
    expect(response.headers['cache-control']).toBe('no-cache');
    expect(response.headers['service-worker-allowed']).toBe('/diari/');
  });

  test('content types for css, map and json', async () => {
    expect((await demo.get('/diario/share-bar.89abcdef01.css')).headers['content-type']).toBe('text/css; charset=utf-8');
    expect((await demo.get('/diario/main.0123abcd.js.map')).headers['content-type']).toBe('application/json; charset=utf-8');
    expect((await demo.get('/diario/manifest.json')).headers['content-type']).toBe('application/json; charset=utf-8');
    expect((await demo.get('/diario/main.0123abcd.js.map')).headers['cache-control']).toBe('no-cache');
  });

  test('a missing file answers 404 text', async () => {
    const response = await demo.get('/diario/nope.12345678.js');
    expect(response.status).toBe(404);
    expect(response.headers['content-type']).toBe('text/plain; charset=utf-8');
  });

  test('a path without a file extension is a page of the site mounted under its static folder (the service worker scope)', async () => {
    const front = await demo.get('/diario/');
    expect(front.status).toBe(200);
    expect(front.headers['content-type']).toMatch(/^text\/html/);
    expect((await demo.get('/diario/noticia/1001')).status).toBe(200);
    expect((await demo.get('/diario/chunks')).status).toBe(404);
    expect((await demo.get('/diario/chunks')).headers['content-type']).toMatch(/^text\/html/);
  });

  test.each([
    '/diario/../secret.txt',
    '/diario/%2e%2e/secret.txt',
    '/diario/..%2fsecret.txt',
    '/diario/%2e%2e%2fsecret.txt',
    '/diario/chunks/..%2f..%2fsecret.txt',
    '/diario/..%5csecret.txt',
    '/diario/%2Ftmp%2Fsecret.txt',
    '/diario/secret.txt%00.js',
  ])('directory traversal is refused: %s', async (pathname) => {
    const response = await demo.get(pathname);
    expect(response.status).toBe(404);
    expect(response.text).not.toContain(SECRET_TEXT);
  });
});

describe('resolveInside', () => {
  test('keeps paths inside the folder and refuses the rest', () => {
    expect(resolveInside('/srv/dist', 'a/b.js')).toBe('/srv/dist/a/b.js');
    expect(resolveInside('/srv/dist', '../x')).toBeNull();
    expect(resolveInside('/srv/dist', '/etc/passwd')).toBe('/srv/dist/etc/passwd');
    expect(resolveInside('/srv/dist', '%2e%2e%2fx')).toBeNull();
    expect(resolveInside('/srv/dist', '%E0%A4%A')).toBeNull();
    expect(resolveInside('/srv/dist', '')).toBeNull();
  });
});
