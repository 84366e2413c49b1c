// The strip a template writes inside <np-last-hour> (demo/server/pages/last-hour-markup.ts) held to
// the widget's own rendering, and the widget rendering over it.
import { act, screen, within } from '@testing-library/react';
import { lastHourMarkup } from '../../demo/server/pages/last-hour-markup';
import { generateSeed } from '../../demo/server/seed';
import { setPageConfig } from '../../test/support/page-config';
import './last-hour.element';

const seed = generateSeed(new Date('2026-03-20T10:00:00'));
/** The cards the demo's header passes, with a time; and one without a date, which shows no time. */
const latest = [...seed.contents.slice(0, 8).map(({ id, title, url, publishedDate }) => ({ id, title, url, publishedDate })), { id: 'x', title: 'Sin fecha', url: '/noticia/x' }];

beforeEach(() => {
  act(() => document.body.replaceChildren());
  setPageConfig();
});

/** Tags, classes, texts and the attributes the look and the links depend on (ids differ on purpose). */
function shape(node: Node): string {
  if (node.nodeType === Node.TEXT_NODE) return JSON.stringify(node.textContent);
  if (!(node instanceof Element)) return '';
  const kept = ['class', 'href', 'datetime'].filter((name) => node.hasAttribute(name)).map((name) => `${name}=${node.getAttribute(name)}`);
  const copy = node.cloneNode(true) as Element;
  copy.normalize();
  return `<${node.localName} ${kept.join(' ')}>${[...copy.childNodes].map(shape).join('')}</${node.localName}>`;
}

/** The element as a page brings it: the items attribute, and the template's strip inside. */
function place(items: unknown, lang: 'es' | 'ca' = 'es'): { element: HTMLElement; served: string } {
  setPageConfig({ lang });
  const element = document.createElement('np-last-hour');
  element.setAttribute('items', JSON.stringify(items));
  const markup = lastHourMarkup(items, lang);
  element.innerHTML = markup?.value ?? '';
  const served = element.firstElementChild ? shape(element.firstElementChild) : '';
  act(() => document.body.append(element));
  return { element, served };
}

describe('the strip a template writes inside <np-last-hour>', () => {
  it.each(['es', 'ca'] as const)('is the widget\'s own markup, element for element (%s)', (lang) => {
    const { element, served } = place(latest, lang);
    expect(element).toHaveAttribute('data-np-status', 'ready');
    expect(element.children).toHaveLength(1);
    expect(shape(element.firstElementChild!)).toBe(served);
    expect(served).toContain('Última hora');
    expect(within(screen.getByRole('region', { name: 'Última hora' })).getAllByRole('link')).toHaveLength(latest.length);
  });

  it('is labelled by its title before the widget renders, and marks itself for the theme guard', () => {
    const host = document.createElement('div');
    host.innerHTML = lastHourMarkup(latest, 'es')!.value;
    document.body.append(host);
    const region = screen.getByRole('region', { name: 'Última hora' });
    expect(region).toHaveAttribute('data-np-first-page');
    expect(within(region).getAllByRole('listitem')[0]!.textContent).toMatch(/^\d\d:\d\d/);
  });

  it('leaves out what the widget leaves out, and escapes every text', () => {
    const hostile = [
      { id: '1', title: '<img src=x onerror=alert(1)>', url: '/noticia/1' },
      { id: '2', title: 'Malo', url: 'javascript:alert(1)' },
      { id: '3', title: '', url: '/noticia/3' },
      { id: '4', title: 'Comillas', url: '/noticia/4?a="><script>alert(1)</script>' },
    ];
    const markup = lastHourMarkup(hostile, 'es')!.value;
    expect(markup).not.toMatch(/<img|<script|javascript:/);
    const { element, served } = place(hostile);
    expect(within(element).getAllByRole('link').map((link) => link.textContent)).toEqual(['<img src=x onerror=alert(1)>', 'Comillas']);
    expect(shape(element.firstElementChild!)).toBe(served);
  });

  it.each([['no cards', []], ['only broken cards', [{ id: '1', title: 'x', url: 'javascript:x' }, null]], ['not a list', { title: 'x' }]])('is not written for %s', (_label, items) => {
    expect(lastHourMarkup(items, 'es')).toBeNull();
  });
});
