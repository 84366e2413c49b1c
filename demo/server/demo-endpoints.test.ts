import { cookieHeader, startDemo, type DemoFixture } from './testing/demo-client';

let demo: DemoFixture;
beforeAll(async () => {
  demo = await startDemo();
});
afterAll(() => demo.stop());
beforeEach(() => demo.post('/__demo/reset'));

const fault = (body: unknown) => demo.post('/__demo/faults', body);
const profile = () => demo.get('/api/front/user/profile');

describe('POST /__demo/faults', () => {
  test('the next call to the path fails with the status and {"httpCode":500} by default, then it works again', async () => {
    expect((await fault({ path: '/api/front/user/profile' })).status).toBe(201);
    const failed = await profile();
    expect(failed.status).toBe(500);
    expect(failed.json()).toEqual({ httpCode: 500 });
    expect((await profile()).status).toBe(401);
  });

  test('status and JSON body as given', async () => {
    await fault({ path: '/api/front/user/profile', status: 412, body: { httpCode: 412, code: 'DEMO' } });
    const failed = await profile();
    expect(failed.status).toBe(412);
    expect(failed.json()).toEqual({ httpCode: 412, code: 'DEMO' });
  });

  test('a string body is sent raw: malformed JSON or an HTML error page', async () => {
    await fault({ path: '/api/front/user/profile', status: 200, body: '{"response": {' });
    const malformed = await profile();
    expect(malformed.status).toBe(200);
    expect(malformed.text).toBe('{"response": {');
    await fault({ path: '/api/front/user/profile', status: 502, body: '<html><body>Bad gateway</body></html>' });
    const page = await profile();
    expect(page.text).toBe('<html><body>Bad gateway</body></html>');
    expect(page.headers['content-type']).toBe('text/html; charset=utf-8');
  });

  test('delayMs holds the answer back', async () => {
    await fault({ path: '/api/front/user/profile', delayMs: 300, status: 503 });
    const started = Date.now();
    expect((await profile()).status).toBe(503);
    expect(Date.now() - started).toBeGreaterThanOrEqual(290);
  });

  test('times counts the failing calls', async () => {
    await fault({ path: '/api/front/user/profile', times: 2 });
    expect((await profile()).status).toBe(500);
    expect((await demo.get('/__demo/faults')).json()).toEqual([expect.objectContaining({ path: '/api/front/user/profile', times: 1 })]);
    expect((await profile()).status).toBe(500);
    expect((await profile()).status).toBe(401);
    expect((await demo.get('/__demo/faults')).json()).toEqual([]);
  });

  test('a path ending in * matches as a prefix; the query does not count', async () => {
    await fault({ path: '/webapi/*', status: 504, times: 2 });
    expect((await demo.post('/webapi/searcher/', {})).status).toBe(504);
    expect((await demo.get('/webapi/shows/search/?letter=A')).status).toBe(504);
    expect((await demo.get('/webapi/shows/search/')).status).toBe(200); // the third call reaches the real endpoint
  });

  test('an exact path does not match a longer one', async () => {
    await fault({ path: '/api/front/user' });
    expect((await profile()).status).toBe(401);
  });

  test('bundle files can fail too, so a chunk can be made to fail', async () => {
    await fault({ path: '/diario/main.0123abcd.js', status: 404, body: 'gone' });
    expect((await demo.get('/diario/main.0123abcd.js')).status).toBe(404);
    expect((await demo.get('/diario/main.0123abcd.js')).status).toBe(200);
  });

  test('passThrough delays the real answer', async () => {
    await fault({ path: '/api/front/user/profile', delayMs: 200, passThrough: true });
    const started = Date.now();
    expect((await profile()).status).toBe(401);
    expect(Date.now() - started).toBeGreaterThanOrEqual(190);
  });

  test('a scoped fault only touches requests carrying the np_demo_scope cookie with its value', async () => {
    await fault({ path: '/api/front/user/profile', status: 503, scope: 'xss-run-1' });
    expect((await profile()).status).toBe(401);
    expect((await demo.get('/api/front/user/profile', { headers: { cookie: 'np_demo_scope=other' } })).status).toBe(401);
    expect((await demo.get('/api/front/user/profile', { headers: { cookie: 'np_demo_scope=xss-run-1' } })).status).toBe(503);
    expect((await demo.get('/api/front/user/profile', { headers: { cookie: 'np_demo_scope=xss-run-1' } })).status).toBe(401);
  });

  test('an invalid fault is refused with 400', async () => {
    expect((await fault({ status: 500 })).status).toBe(400);
    expect((await fault({ path: 'api' })).status).toBe(400);
    expect((await fault({ path: '/api/x', status: 42 })).status).toBe(400);
    expect((await fault({ path: '/api/x', times: 0 })).status).toBe(400);
  });
});

describe('POST /__demo/reset', () => {
  test('restores the seed: sessions, mails and faults are gone', async () => {
    const { cookies } = await demo.post('/api/front/user/login', { email: 'lector@example.com', password: 'Lectura2026' });
    await demo.post('/api/front/user/login', { email: 'antiguo@example.com', password: 'x' });
    await fault({ path: '/api/front/user/logout', times: 5 });
    const user = demo.server.state.users.get('101');
    if (user) user.nick = 'changed';

    expect((await demo.post('/__demo/reset')).status).toBe(200);

    expect((await demo.get('/__demo/mail')).json()).toEqual([]);
    expect((await demo.get('/__demo/faults')).json()).toEqual([]);
    expect((await demo.get('/api/front/user/profile', { headers: { cookie: cookieHeader(cookies) } })).status).toBe(401);
    expect(demo.server.state.users.get('101')?.nick).toBe('lector');
  });
});

describe('demo assets', () => {
  test('site.css and gallery.js are served from demo/public', async () => {
    const css = await demo.get('/__demo/assets/site.css');
    expect(css.status).toBe(200);
    expect(css.headers['content-type']).toBe('text/css; charset=utf-8');
    expect((await demo.get('/__demo/assets/gallery.js')).headers['content-type']).toBe('text/javascript; charset=utf-8');
    expect((await demo.get('/__demo/assets/..%2f..%2fpackage.json')).status).toBe(404);
  });

  test('placeholder images are SVG drawn by the demo', async () => {
    const image = await demo.get('/__demo/img/c1001.svg?ar=1-1&w=210');
    expect(image.headers['content-type']).toBe('image/svg+xml');
    expect(image.text).toContain('width="210" height="210"');
    expect((await demo.get('/__demo/img/..%2fx.svg')).status).toBe(404);
  });

  /** Width and height from a PNG's IHDR chunk, after its signature. */
  const pngSize = (png: Buffer) => ({ width: png.readUInt32BE(16), height: png.readUInt32BE(20) });

  test('a placeholder image answers the width and crop asked for, as jpg or webp (a PNG, the format echoed)', async () => {
    const webp = await demo.get('/__demo/img/c1001.webp?ar=21-9&w=630');
    expect(webp.status).toBe(200);
    expect(webp.headers['content-type']).toBe('image/png');
    expect(pngSize(webp.body)).toEqual({ width: 630, height: 270 });
    expect(webp.headers['x-np-image-format']).toBe('webp');
    const jpg = await demo.get('/__demo/img/c1001.jpg?ar=3-4&w=1600');
    expect(pngSize(jpg.body)).toEqual({ width: 1600, height: 2133 });
    expect(jpg.headers['x-np-image-format']).toBe('jpg');
    expect((await demo.get('/__demo/img/c1001.gif?w=210')).status).toBe(404);
  });
});
