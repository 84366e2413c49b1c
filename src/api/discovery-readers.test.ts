import { readLoadMorePage, sameOriginPage } from './load-more';
import { listingCard } from './listing-card';
import { safeUrl } from './read';
import { filtersForSearchType, readSearcherResponse } from './searcher';
import { readShowsPage } from './shows';

const card = { id: 1001, title: 'Titular', url: '/noticia/1001', publishedDate: { date: '2026-03-18 10:00:00.000000' } };

describe('searcher responses are checked, never trusted', () => {
  it('keeps well-formed cards and drops the rest', () => {
    const response = readSearcherResponse({
      results: [card, null, 'x', { ...card, id: '' }, { title: 'no url', id: '2' }, card, { ...card, id: '1002', url: 'javascript:alert(1)' }],
      numResults: 'many',
      searcherPayload: { cursorMark: 7, limit: '20' },
    });
    expect(response.results.map((each) => each.id)).toEqual(['1001']);
    expect(response.numResults).toBe(1);
    expect(response.searcherPayload).toEqual({ cursorMark: '7', categoryId: '', moduleId: '', limit: 0 });
  });

  it.each([undefined, null, 42, 'text', [], { results: 'nope' }])('an unreadable body (%p) is an empty last page', (body) => {
    expect(readSearcherResponse(body)).toEqual({ results: [], numResults: 0, searcherPayload: { cursorMark: '', categoryId: '', moduleId: '', limit: 0 } });
  });

  it('drops unsafe links from kickers, authors and images', () => {
    const checked = listingCard({
      ...card,
      kicker: { text: 'Vídeo', href: 'javascript:alert(1)' },
      authors: [{ id: 1, name: 'Ana', url: 'data:text/html,x', image: { url: 'https://cdn.example/a.jpg' } }, { id: 2 }],
      image: { url: 'vbscript:x' },
      event: { eventOccurrenceType: 'OneTime', thematics: [{ name: 'Música', url: '/agenda/' }, 'x'], timetable: ['10:00', 3] },
    });
    expect(checked?.kicker?.href).toBe('');
    expect(checked?.authors).toEqual([{ id: '1', name: 'Ana', url: '', image: { url: 'https://cdn.example/a.jpg' } }]);
    expect(checked?.image).toBeNull();
    expect(checked?.event?.thematics).toEqual([{ name: 'Música', url: '/agenda/' }]);
    expect(checked?.event?.timetable).toEqual(['10:00']);
  });

  it("shows the multimedia's image or poster when a card has no image of its own, never an unsafe one", () => {
    const bare = { ...card, image: null };
    const poster = { src: '/__demo/img/c1.jpg', widthRatio: 4, heightRatio: 3, alt: '' };
    expect(listingCard({ ...bare, multimedia: { type: 'video', poster } })?.image).toEqual({ url: '/__demo/img/c1.jpg', width: 4, height: 3 });
    expect(listingCard({ ...bare, multimedia: { type: 'image', image: { src: 'https://cdn.example/x.jpg' }, poster } })?.image).toEqual({ url: 'https://cdn.example/x.jpg', width: 16, height: 9 });
    expect(listingCard({ ...bare, multimedia: { type: 'video', poster: { src: 'javascript:alert(1)' } } })?.image).toBeNull();
    expect(listingCard({ ...bare, multimedia: 'video' })?.image).toBeNull();
    expect(listingCard({ ...card, image: { url: '/own.jpg', width: 1, height: 1 }, multimedia: { type: 'video', poster } })?.image?.url).toBe('/own.jpg');
  });

  it('reads a sponsor (name and safe link) and leaves it out without a name', () => {
    expect(listingCard({ ...card, sponsor: { name: 'Aigües', url: 'javascript:alert(1)' } })?.sponsor).toEqual({ name: 'Aigües', url: '' });
    expect(listingCard({ ...card, sponsor: { name: 'Aigües', href: 'https://example.org/' } })?.sponsor).toEqual({ name: 'Aigües', url: 'https://example.org/' });
    expect(listingCard({ ...card, sponsor: { url: '/x' } })).not.toHaveProperty('sponsor');
  });

  it('maps the opening page searchtype to filters', () => {
    expect(filtersForSearchType('news')).toEqual(['news']);
    expect(filtersForSearchType('other')).not.toContain('news');
    expect(filtersForSearchType('all')).toEqual([]);
  });
});

describe('links', () => {
  it('accepts site-relative and http(s) addresses only', () => {
    expect(safeUrl('/noticia/1')).toBe('/noticia/1');
    expect(safeUrl('https://example.com/x')).toBe('https://example.com/x');
    expect(safeUrl('//evil.example/x')).toBe('');
    expect(safeUrl(' JavaScript:alert(1)')).toBe('');
  });

  it('follows next pages on the same origin only', () => {
    const base = 'http://diario.localhost:8080/noticias/';
    expect(sameOriginPage('/webapi/listing/news/3', base)).toBe('http://diario.localhost:8080/webapi/listing/news/3');
    expect(sameOriginPage('https://evil.example/page', base)).toBeNull();
    expect(sameOriginPage('javascript:alert(1)', base)).toBeNull();
    expect(sameOriginPage('', base)).toBeNull();
  });
});

describe('shows and load-more bodies', () => {
  it('read html and cursors as text, with safe defaults', () => {
    expect(readShowsPage({ html: '<article></article>', cursorMark: 'abc' })).toEqual({ html: '<article></article>', cursorMark: 'abc' });
    expect(readShowsPage([1, 2])).toEqual({ html: '', cursorMark: '' });
    expect(readLoadMorePage({ html: 5, nextPage: { url: '/x' } })).toEqual({ html: '5', nextPage: null });
  });
});
