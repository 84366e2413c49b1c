import http2 from 'node:http2';
import https from 'node:https';
import { startDemo, type DemoFixture } from './testing/demo-client';
import { TEST_TLS } from './testing/test-tls';

let demo: DemoFixture;
beforeAll(async () => {
  demo = await startDemo({ tls: TEST_TLS });
});
afterAll(() => demo.stop());

interface Answer {
  status: number;
  headers: Record<string, unknown>;
  body: string;
}

/** One GET over HTTP/2 on its own session, naming the site in `:authority` as a browser does. */
function getOverHttp2(pathname: string, session = http2.connect(`https://127.0.0.1:${demo.port}`, { rejectUnauthorized: false })): Promise<Answer> {
  return new Promise((resolve, reject) => {
    const stream = session.request({ ':path': pathname, ':authority': `diario.localhost:${demo.port}` });
    let headers: Record<string, unknown> = {};
    let body = '';
    stream.setEncoding('utf8');
    stream.on('response', (received) => (headers = received));
    stream.on('data', (chunk: string) => (body += chunk));
    stream.on('end', () => {
      session.close();
      resolve({ status: Number(headers[':status']), headers, body });
    });
    stream.on('error', reject);
  });
}

function getOverHttps1(pathname: string): Promise<Answer> {
  return new Promise((resolve, reject) => {
    https
      .get({ host: '127.0.0.1', port: demo.port, path: pathname, headers: { host: `diario.localhost:${demo.port}` }, rejectUnauthorized: false }, (res) => {
        let body = '';
        res.setEncoding('utf8');
        res.on('data', (chunk: string) => (body += chunk));
        res.on('end', () => resolve({ status: res.statusCode ?? 0, headers: res.headers, body }));
      })
      .on('error', reject);
  });
}

describe('the demo over HTTPS (the bench serves it so, as a CDN serves a news site)', () => {
  it('says https in its url', () => {
    expect(demo.server.url).toBe(`https://127.0.0.1:${demo.port}`);
  });

  it('answers a page over HTTP/2, picking the site from :authority, with an https origin in np-config', async () => {
    const page = await getOverHttp2('/acceso');
    expect(page.status).toBe(200);
    expect(page.headers['content-type']).toMatch(/^text\/html/);
    expect(page.body).toContain('"scheme":"https"');
    expect(page.body).toContain(`"url":"https://diario.localhost:${demo.port}"`);
    expect(page.body).toContain('"alias":"diario"');
  });

  it('serves the bundle and the API over HTTP/2', async () => {
    const loader = await getOverHttp2('/diario/np-loader.js');
    expect(loader.status).toBe(200);
    expect(loader.body).toBe('window.npLoaded = true;');
    const api = await getOverHttp2('/api/front/streaming/list');
    expect(api.status).toBe(200);
    expect(api.headers['content-type']).toMatch(/^application\/json/);
    expect(() => JSON.parse(api.body) as unknown).not.toThrow();
  });

  it('answers HTTP/1.1 over TLS too, for a client that offers no HTTP/2', async () => {
    const page = await getOverHttps1('/acceso');
    expect(page.status).toBe(200);
    expect(page.body).toContain('"scheme":"https"');
  });

  it('closes while a browser still holds an idle HTTP/2 session open', async () => {
    const held = await startDemo({ tls: TEST_TLS });
    const session = http2.connect(`https://127.0.0.1:${held.port}`, { rejectUnauthorized: false });
    await new Promise<void>((resolve, reject) => session.once('connect', () => resolve()).once('error', reject));
    session.on('error', () => {});
    const sessionEnded = new Promise<void>((resolve) => session.once('close', () => resolve()));
    await expect(held.stop()).resolves.toBeUndefined();
    await sessionEnded;
    expect(session.closed).toBe(true);
  });
});

describe('the demo over plain HTTP', () => {
  it('keeps http in np-config', async () => {
    const plain = await startDemo();
    try {
      const page = await plain.get('/acceso', { host: `diario.localhost:${plain.port}` });
      expect(page.text).toContain('"scheme":"http"');
      expect(page.text).toContain(`"url":"http://diario.localhost:${plain.port}"`);
    } finally {
      await plain.stop();
    }
  });
});
