import type { StreamingListResponse } from '../../../src/api/streaming';
import { STREAM_ARTICLES } from '../seed/streaming';
import { startDemo, type DemoFixture } from '../testing/demo-client';

let demo: DemoFixture;
beforeAll(async () => {
  demo = await startDemo();
});
afterAll(async () => demo.stop());

const streams = async (path: string) => {
  const response = await demo.get(path);
  expect(response.status).toBe(200);
  return response.json<{ response: StreamingListResponse }>().response.streamingList;
};

describe('GET /api/front/streaming/list', () => {
  test('answers the 3 seeded live streams, with kicker, title, image and video or audio links', async () => {
    const list = await streams('/api/front/streaming/list');
    expect(list.map((item) => item.id)).toEqual(['4001', '4002', '4003']);
    for (const item of list) {
      expect(item.title).not.toBe('');
      expect(item.kicker).not.toBe('');
      expect(item.image.image.src).toMatch(/^\//);
      expect(item.video ?? item.audio).not.toBeNull();
    }
  });

  test('/{excludeId} leaves that stream out: an article with its own stream does not list it', async () => {
    const [article, own] = Object.entries(STREAM_ARTICLES)[0]!;
    expect((await streams(`/api/front/streaming/list/${own}`)).map((item) => item.id)).toEqual(['4001', '4002', '4003'].filter((id) => id !== own));
    const page = await demo.get(`/noticia/${article}`);
    expect(page.text).toContain(`streaming-exclude-id="${own}"`);
    expect((await demo.get('/noticia/1001')).text).not.toContain('streaming-exclude-id');
  });
});
