import type { SearcherResponse } from '../../../src/api/searcher';
import type { ShowsPage } from '../../../src/api/shows';
import type { LoadMorePage } from '../../../src/api/load-more';
import { parseApiDate } from '../seed/dates';
import { startDemo, type DemoFixture } from '../testing/demo-client';

let demo: DemoFixture;
beforeAll(async () => {
  demo = await startDemo({ now: () => new Date(2026, 2, 18, 10, 30) });
});
afterAll(async () => demo.stop());

const base = { filterValues: [], dateValue: { start: null, end: null }, searchText: '', categoryId: '', moduleId: '', type: '', limit: 20 };
const search = async (body: object, cursor = '') => {
  const response = await demo.post(`/webapi/searcher/${cursor}`, { ...base, ...body });
  expect(response.status).toBe(200);
  return response.json<{ response: SearcherResponse }>().response;
};

describe('POST /webapi/searcher/', () => {
  test('pages through every content with cursorMark until it is empty', async () => {
    const ids: string[] = [];
    let page = await search({ limit: 50 });
    const total = page.numResults;
    ids.push(...page.results.map((card) => card.id));
    while (page.searcherPayload.cursorMark) {
      page = await search({ limit: 50 }, page.searcherPayload.cursorMark);
      ids.push(...page.results.map((card) => card.id));
    }
    expect(total).toBeGreaterThanOrEqual(300);
    expect(ids).toHaveLength(total);
    expect(new Set(ids).size).toBe(total);
  });

  test('filters by text (accents and case ignored), by filter name and by date range', async () => {
    const byText = await search({ searchText: 'AGENDA' });
    expect(byText.numResults).toBeGreaterThan(0);
    const videos = await search({ filterValues: ['video'], limit: 100 });
    expect(videos.results.every((card) => card.mediaInfo?.type === 'video' || card.mediaInfo?.type === 'video-embed')).toBe(true);
    const today = await search({ dateValue: { start: '2026-03-18 00:00:00', end: '2026-03-18 23:59:59' }, limit: 100 });
    expect(today.numResults).toBeGreaterThan(0);
    expect(today.results.every((card) => card.publishedDate.date.startsWith('2026-03-18'))).toBe(true);
  });

  test('the agenda gives events from today on, soonest first', async () => {
    const agenda = await search({ type: 'agenda', limit: 100 });
    expect(agenda.results.length).toBeGreaterThan(10);
    expect(agenda.results.every((card) => card.event)).toBe(true);
  });

  test('a newsletter gives its own issues: news contents of its taxon', async () => {
    const issues = await search({ type: 'newsletter', taxonUrl: '/boletines/2/', limit: 100 });
    expect(issues.numResults).toBeGreaterThan(10);
    expect(issues.results.every((card) => Number(card.id) % 5 === 1 && !card.event && card.articleNewsTypeEnum !== 'opinion')).toBe(true);
  });

  test('answers 400 to a cursor it did not give, and ignores wrong-typed fields', async () => {
    expect((await demo.post('/webapi/searcher/bogus', base)).status).toBe(400);
    const odd = await search({ filterValues: 'video', limit: -3, searchText: 42 });
    expect(odd.searcherPayload.limit).toBe(20);
  });

  test('sends cards without the article-only fields', async () => {
    const page = await search({ limit: 1 });
    expect(page.results[0]).not.toHaveProperty('body');
    expect(parseApiDate(page.results[0]!.publishedDate).getTime()).not.toBeNaN();
  });
});

describe('GET /webapi/shows/search/', () => {
  const shows = async (query: string, cursor = '') => {
    const response = await demo.get(`/webapi/shows/search/${cursor}?${query}`);
    expect(response.status).toBe(200);
    return response.json<{ response: ShowsPage }>().response;
  };
  const count = (page: ShowsPage) => (page.html.match(/data-programme-id=/g) ?? []).length;

  test('gives pages of 12 programmes with a cursor, 60 in all', async () => {
    let page = await shows('limit=12&types=program&orderBy=lastPublishedContentDate');
    let total = count(page);
    expect(total).toBe(12);
    while (page.cursorMark) {
      page = await shows('limit=12&types=program&orderBy=lastPublishedContentDate', page.cursorMark);
      total += count(page);
    }
    expect(total).toBe(60);
  });

  test('/programas/ carries the same first page inside its index, and its cursor goes on from there', async () => {
    const first = await shows('limit=12&types=program&orderBy=lastPublishedContentDate');
    const { text } = await demo.get('/programas/');
    const inside = /<np-programme-index[^>]*><div data-np-first-page data-cursor-mark="([^"]*)">([\s\S]*?)<\/div><\/np-programme-index>/.exec(text);
    expect(inside?.[2]).toBe(first.html);
    expect(inside?.[1]).toBe(first.cursorMark);
    // Only the index's first image asks for a high priority; those below the first screen load lazily.
    expect(first.html.match(/fetchpriority="high"/g)).toHaveLength(1);
    expect(first.html.match(/loading="lazy"/g)).toHaveLength(10);
    const next = await shows('limit=12&types=program&orderBy=lastPublishedContentDate', inside![1]);
    expect(count(next)).toBe(12);
    expect(next.html).not.toContain('fetchpriority');
  });

  test('filters by letter (# for a digit) and by text', async () => {
    const digits = await shows('limit=60&letter=%23');
    expect(count(digits)).toBeGreaterThanOrEqual(4);
    expect(digits.html).toContain('24 horas');
    const letterB = await shows('limit=60&letter=B');
    expect(letterB.html).toContain('Bon dia');
    expect(letterB.html).not.toContain('Arrels');
    expect(count(await shows('text=tertulia'))).toBe(1);
    expect(await shows('text=zzzz')).toEqual({ html: '', cursorMark: '' });
  });

  test('each card offers its image at every width for a column of about 300 px, as responsive CMS markup does', async () => {
    const images = (await shows('limit=12')).html.match(/<img [^>]+>/g) ?? [];
    expect(images).toHaveLength(12);
    for (const image of images) {
      expect(image).toContain('sizes="(min-width: 600px) 300px, 100vw"');
      expect(image.match(/ \d+w/g)).toEqual([' 210w', ' 410w', ' 630w', ' 850w', ' 1200w', ' 1600w']);
    }
  });
});

describe('GET /webapi/listing/{kind}/{page}', () => {
  test('every listing has a second page that repeats the last item of the first, and the last page has no nextPage', async () => {
    for (const kind of ['news', 'opinion', 'blog', 'events', 'authors', 'newsletters']) {
      let response = await demo.get(`/webapi/listing/${kind}/2`);
      expect(response.status).toBe(200);
      let page = response.json<{ response: LoadMorePage }>().response;
      expect(page.html).toContain('data-content-id=');
      let pages = 2;
      while (page.nextPage) {
        pages += 1;
        response = await demo.get(page.nextPage);
        page = response.json<{ response: LoadMorePage }>().response;
      }
      expect(page.nextPage).toBeNull();
      expect(pages).toBeGreaterThanOrEqual(2);
    }
  });

  test('answers 404 to an unknown listing or page 1', async () => {
    expect((await demo.get('/webapi/listing/secret/2')).status).toBe(404);
    expect((await demo.get('/webapi/listing/news/1')).status).toBe(404);
  });
});
