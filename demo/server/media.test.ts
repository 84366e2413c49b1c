// The demo's video files and where the article pages place the video player.
import { startDemo, type DemoFixture } from './testing/demo-client';

let demo: DemoFixture;
beforeAll(async () => {
  demo = await startDemo();
});
afterAll(() => demo.stop());
beforeEach(() => demo.post('/__demo/reset'));

describe('/__demo/media/', () => {
  test('serves the one HLS stream under any video key: playlist, init segment and media segments with their types', async () => {
    const playlist = await demo.get('/__demo/media/c1006/index.m3u8');
    expect(playlist.status).toBe(200);
    expect(playlist.headers['content-type']).toBe('application/vnd.apple.mpegurl');
    expect(playlist.text).toContain('#EXT-X-ENDLIST');
    const segments = [...playlist.text.matchAll(/^(segment-\d{2}\.m4s)$/gm)].map((match) => match[1]);
    expect(segments.length).toBeGreaterThan(0);
    expect((await demo.get('/__demo/media/stream-4001/init.mp4')).headers['content-type']).toBe('video/mp4');
    const segment = await demo.get(`/__demo/media/c1013/${segments[0]}`);
    expect(segment.status).toBe(200);
    expect(segment.headers['content-type']).toBe('video/iso.segment');
  });

  test('serves the ad, its VAST answers and a 204 for their pixels', async () => {
    expect((await demo.get('/__demo/media/ad.mp4')).headers['content-type']).toBe('video/mp4');
    const vast = await demo.get('/__demo/media/vast.xml');
    expect(vast.headers['content-type']).toBe('application/xml; charset=utf-8');
    expect(vast.text).toContain('<MediaFile');
    expect((await demo.get('/__demo/media/vast-empty.xml')).text).toContain('<VAST version="4.0"/>');
    expect((await demo.get('/__demo/media/vast-event?event=impression')).status).toBe(204);
  });

  test.each(['/__demo/media/../server/app.ts', '/__demo/media/c1/../../package.json', '/__demo/media/c1/other.m3u8', '/__demo/media/README.md', '/__demo/media/video/index.m3u8/x'])('answers 404 for %s', async (pathname) => {
    expect((await demo.get(pathname)).status).toBe(404);
  });

  test('a scheduled fault reaches the video files', async () => {
    expect((await demo.post('/__demo/faults', { path: '/__demo/media/vast.xml', status: 503, body: 'down' })).status).toBe(201);
    expect((await demo.get('/__demo/media/vast.xml')).status).toBe(503);
    expect((await demo.get('/__demo/media/vast.xml')).status).toBe(200);
  });
});

describe('the video on article pages', () => {
  const playerOf = (html: string) => /<np-video-player [^>]*>(?:<img [^>]*>)?<\/np-video-player>/.exec(html)?.[0];

  test.each([
    ['diario', 'es'],
    ['diari', 'ca'],
  ])('on %s, the first video article loads its player on mount and the next one is lazy with the ad tag', async (alias, lang) => {
    const host = (port: number) => `${alias}.localhost:${port}`;
    const first = await demo.get('/noticia/1006', { host: host(demo.port) });
    expect(first.text).toContain(`<html lang="${lang}">`);
    const onMount = playerOf(first.text);
    expect(onMount).toMatch(/src="\/__demo\/media\/c1006\/index\.m3u8"/);
    expect(onMount).toMatch(/duration="8"/);
    expect(onMount).toMatch(/aspect-ratio="16-9"/);
    expect(onMount).not.toMatch(/ lazy|ad-tag-url/);
    const lazy = playerOf((await demo.get('/noticia/1013', { host: host(demo.port) })).text);
    expect(lazy).toMatch(/ lazy[ >]/);
    expect(lazy).toMatch(/ad-tag-url="\/__demo\/media\/vast\.xml"/);
  });

  test('an article without a video has no player', async () => {
    expect(playerOf((await demo.get('/noticia/1001')).text)).toBeUndefined();
  });
});
