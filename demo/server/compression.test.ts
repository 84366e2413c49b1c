import http from 'node:http';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { FAKE_BUNDLE, startDemo, type DemoFixture } from './testing/demo-client';

let demo: DemoFixture;
beforeAll(async () => {
  demo = await startDemo();
});
afterAll(() => demo.stop());

interface RawAnswer {
  headers: http.IncomingHttpHeaders;
  body: Buffer;
}

/** The answer's bytes as sent (the demo client reads text, which a compressed body is not). */
function rawGet(pathname: string, acceptEncoding?: string): Promise<RawAnswer> {
  const headers: Record<string, string> = { host: `diario.localhost:${demo.port}` };
  if (acceptEncoding !== undefined) headers['accept-encoding'] = acceptEncoding;
  return new Promise((resolve, reject) => {
    http
      .get({ host: '127.0.0.1', port: demo.port, path: pathname, headers }, (res) => {
        const chunks: Buffer[] = [];
        res.on('data', (chunk: Buffer) => chunks.push(chunk));
        res.on('end', () => resolve({ headers: res.headers, body: Buffer.concat(chunks) }));
      })
      .on('error', reject);
  });
}

function decoded({ headers, body }: RawAnswer): string {
  if (headers['content-encoding'] === 'br') return brotliDecompressSync(body).toString('utf8');
  if (headers['content-encoding'] === 'gzip') return gunzipSync(body).toString('utf8');
  return body.toString('utf8');
}

const CHROMIUM_ACCEPTS = 'gzip, deflate, br, zstd';
const LOADER = '/diario/np-loader.js';

describe('static files are compressed as a production CDN serves them', () => {
  test('brotli when the browser accepts it (Chromium sends "gzip, deflate, br, zstd")', async () => {
    const answer = await rawGet(LOADER, CHROMIUM_ACCEPTS);
    expect(answer.headers['content-encoding']).toBe('br');
    expect(answer.headers.vary).toBe('Accept-Encoding');
    expect(Number(answer.headers['content-length'])).toBe(answer.body.length);
    expect(decoded(answer)).toBe(FAKE_BUNDLE['np-loader.js']);
  });

  test('gzip when the browser accepts gzip but not brotli', async () => {
    for (const accept of ['gzip, deflate', 'gzip, br;q=0']) {
      const answer = await rawGet(LOADER, accept);
      expect(answer.headers['content-encoding']).toBe('gzip');
      expect(answer.headers.vary).toBe('Accept-Encoding');
      expect(decoded(answer)).toBe(FAKE_BUNDLE['np-loader.js']);
    }
  });

  test('the bytes as they are when the browser accepts neither, still marked as varying by coding', async () => {
    for (const accept of [undefined, 'identity', 'deflate']) {
      const answer = await rawGet(LOADER, accept);
      expect(answer.headers['content-encoding']).toBeUndefined();
      expect(answer.headers.vary).toBe('Accept-Encoding');
      expect(answer.body.toString('utf8')).toBe(FAKE_BUNDLE['np-loader.js']);
    }
  });

  test('a stylesheet of the bundle is brotli too, the same bytes on every request', async () => {
    const first = await rawGet('/diario/np-placeholders.css', CHROMIUM_ACCEPTS);
    const second = await rawGet('/diario/np-placeholders.css', CHROMIUM_ACCEPTS);
    expect(first.headers['content-encoding']).toBe('br');
    expect(second.body.equals(first.body)).toBe(true);
    expect(decoded(first)).toBe(FAKE_BUNDLE['np-placeholders.css']);
  });
});

describe('pages and API answers are compressed too, as a production server does', () => {
  test('an API answer over 1 KiB in brotli when accepted, as it is otherwise', async () => {
    const br = await rawGet('/api/front/comments/1001?page=1', CHROMIUM_ACCEPTS);
    const plain = await rawGet('/api/front/comments/1001?page=1');
    expect(br.headers['content-encoding']).toBe('br');
    expect(br.headers.vary).toBe('Accept-Encoding');
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(JSON.parse(decoded(br))).toEqual(JSON.parse(plain.body.toString('utf8')));
  });

  test("a fault's raw body is sent exactly as given, even when long and the browser accepts brotli", async () => {
    const body = `<html>${'roto '.repeat(400)}</html>`;
    await demo.post('/__demo/faults', { path: '/api/front/comments/1001', status: 502, body, times: 1 });
    const answer = await rawGet('/api/front/comments/1001?page=1', CHROMIUM_ACCEPTS);
    expect(answer.headers['content-encoding']).toBeUndefined();
    expect(answer.body.toString('utf8')).toBe(body);
  });

  test('a page in brotli, gzip or as it is, by what the browser accepts', async () => {
    const br = await rawGet('/noticia/1001', CHROMIUM_ACCEPTS);
    const gzip = await rawGet('/noticia/1001', 'gzip');
    const plain = await rawGet('/noticia/1001');
    expect([br.headers['content-encoding'], gzip.headers['content-encoding'], plain.headers['content-encoding']]).toEqual(['br', 'gzip', undefined]);
    expect(br.headers.vary).toBe('Accept-Encoding');
    expect(decoded(br).length).toBe(plain.body.toString('utf8').length);
    expect(decoded(gzip).length).toBe(plain.body.toString('utf8').length);
    expect(br.body.length).toBeLessThan(gzip.body.length);
  });
});
