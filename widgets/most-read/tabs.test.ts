import fc from 'fast-check';
import { HOSTILE_HTML } from '../../test/support/malformed-json';
import { tabAfterKey } from './MostRead';
import { readMostReadTabs } from './tabs';

const card = (id: string, title: unknown, url: unknown, extra: Record<string, unknown> = {}) => ({ id, title, url, ...extra });

describe('the tabs attribute', () => {
  it('reads two tabs with their label and ranked cards (title, url, kicker text, image url)', () => {
    const { tabs, problems } = readMostReadTabs([
      { label: ' Lo más leído ', items: [card('1', 'Uno', '/noticia/1', { kicker: { text: 'Política', href: '/politica/' }, image: { url: 'https://img.example/1.jpg', width: 1, height: 1 } })] },
      { label: 'Lo más comentado', items: [card('2', 'Dos', 'http://diario.localhost/noticia/2')] },
    ]);
    expect(problems).toEqual([]);
    expect(tabs).toEqual([
      { label: 'Lo más leído', items: [{ id: '1', title: 'Uno', url: '/noticia/1', kicker: 'Política', image: 'https://img.example/1.jpg' }] },
      { label: 'Lo más comentado', items: [{ id: '2', title: 'Dos', url: 'http://diario.localhost/noticia/2', kicker: '', image: '' }] },
    ]);
  });

  it('is no problem when absent', () => {
    expect(readMostReadTabs(undefined)).toEqual({ tabs: [], problems: [] });
  });

  it('drops cards without a title or with an unsafe url, and unsafe images, and says so', () => {
    const hostile = ['javascript:alert(1)', ' JaVaScRiPt:alert(1)', 'data:text/html,<script>alert(1)</script>', '//evil.example/', 'mailto:a@b.c', '', 42, null];
    const { tabs, problems } = readMostReadTabs([
      { label: 'A', items: [...hostile.map((url, index) => card(String(index), 'T', url)), card('ok', 'Bien', '/ok/', { image: { url: 'javascript:alert(1)' } }), card('x', '  ', '/x/'), 'x', null] },
      { label: 'B', items: [card('b', 'B', '/b/')] },
    ]);
    expect(tabs[0]!.items).toEqual([{ id: 'ok', title: 'Bien', url: '/ok/', kicker: '', image: '' }]);
    expect(problems).toEqual(['tab 1: 11 card(s) without a title or a safe url']);
  });

  it.each([
    ['not a list', { label: 'A', items: [] }, [], ['is not a list of 2 tabs']],
    ['one tab', [{ label: 'A', items: [card('1', 'Uno', '/1')] }], ['A'], ['holds 1 tabs instead of 2']],
    ['three tabs', [{ label: 'A', items: [card('1', 'Uno', '/1')] }, { label: 'B', items: [card('2', 'Dos', '/2')] }, { label: 'C', items: [card('3', 'Tres', '/3')] }], ['A', 'B'], ['holds 3 tabs instead of 2']],
    ['a tab without label', [{ items: [card('1', 'Uno', '/1')] }, { label: 'B', items: [card('2', 'Dos', '/2')] }], ['B'], ['tab 1 has no label']],
    ['a tab without items', [{ label: 'A', items: 'x' }, { label: 'B', items: [card('2', 'Dos', '/2')] }], ['B'], ['tab 1 has no items list']],
    ['a tab that is not an object', ['A', { label: 'B', items: [card('2', 'Dos', '/2')] }], ['B'], ['tab 1 is not an object']],
    ['an empty tab', [{ label: 'A', items: [] }, { label: 'B', items: [card('2', 'Dos', '/2')] }], ['B'], ['tab 1 has no card to show']],
  ])('keeps what is valid of %s and names the problem', (_label, value, labels, problems) => {
    const read = readMostReadTabs(value);
    expect(read.tabs.map((tab) => tab.label)).toEqual(labels);
    expect(read.problems).toEqual(problems);
  });

  it('never throws on any JSON value, and keeps at most two tabs of non-empty, safe cards', () => {
    const hostileText = fc.oneof(fc.string({ maxLength: 8 }), fc.constant(HOSTILE_HTML), fc.constant('javascript:alert(1)'), fc.constant('/noticia/1'));
    const cardLike = fc.record({ id: fc.oneof(fc.integer(), hostileText), title: fc.oneof(hostileText, fc.constant(null)), url: hostileText, kicker: fc.anything(), image: fc.oneof(fc.record({ url: hostileText }), fc.anything()) }, { requiredKeys: [] });
    const tabLike = fc.oneof(fc.record({ label: fc.oneof(hostileText, fc.integer()), items: fc.oneof(fc.array(fc.oneof(cardLike, fc.anything()), { maxLength: 6 }), fc.anything()) }, { requiredKeys: [] }), fc.anything());
    fc.assert(
      fc.property(fc.oneof(fc.array(tabLike, { maxLength: 4 }), fc.jsonValue()), (value) => {
        const { tabs } = readMostReadTabs(value);
        expect(tabs.length).toBeLessThanOrEqual(2);
        for (const tab of tabs) {
          expect(tab.label).not.toBe('');
          expect(tab.items.length).toBeGreaterThan(0);
          for (const item of tab.items) expect(item.url).toMatch(/^(\/(?!\/)|https?:)/);
        }
      }),
      { seed: 20_261_124, numRuns: 500 },
    );
  });
});

describe('the keys of the tablist', () => {
  it.each([
    ['ArrowRight', 0, 1],
    ['ArrowRight', 1, 0],
    ['ArrowLeft', 1, 0],
    ['ArrowLeft', 0, 1],
    ['Home', 1, 0],
    ['End', 0, 1],
    ['Enter', 0, undefined],
  ])('%s from tab %i of two goes to %s', (key, from, to) => {
    expect(tabAfterKey(key, from, 2)).toBe(to);
  });
});
