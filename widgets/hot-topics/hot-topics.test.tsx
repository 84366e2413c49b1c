import { screen, within } from '@testing-library/react';
import { setPageConfig } from '../../test/support/page-config';
import { placeWidget } from '../../test/support/widgets';
import { readTopics } from './topics';
import './hot-topics.element';

const topic = (id: string, text: string, href: unknown, rel = '', target = '') => ({ link: { id, href, rel, target, text } });

beforeEach(() => {
  document.body.replaceChildren();
  setPageConfig();
});

describe('<np-hot-topics>', () => {
  it('shows a labelled strip of topic links that keep their rel and target', () => {
    const element = placeWidget('np-hot-topics', {
      topics: JSON.stringify([topic('1', 'Presupuestos', '/buscar?searchText=presupuestos'), topic('2', 'El tiempo', 'https://www.aemet.es/', 'noopener external', '_blank')]),
    });
    const strip = screen.getByRole('navigation', { name: 'Temas del momento' });
    const links = within(strip).getAllByRole('link');
    expect(links.map((link) => [link.textContent, link.getAttribute('href'), link.getAttribute('rel'), link.getAttribute('target')])).toEqual([
      ['Presupuestos', '/buscar?searchText=presupuestos', null, null],
      ['El tiempo', 'https://www.aemet.es/', 'noopener external', '_blank'],
    ]);
    expect(element).toHaveAttribute('data-np-status', 'ready');
  });

  it('drops hostile hrefs: only http(s) and site-relative addresses stay', () => {
    const hostile = ['javascript:alert(1)', ' JaVaScRiPt:alert(1)', 'data:text/html,<script>alert(1)</script>', 'vbscript:msgbox(1)', '//evil.example/', 'mailto:a@b.c', '', 42, null, { href: '/' }];
    const kept = readTopics([...hostile.map((href, index) => topic(String(index), `T${index}`, href)), topic('ok', 'Bien', '/ok/'), topic('web', 'Web', 'http://example.org/')]);
    expect(kept.map(({ link }) => link.href)).toEqual(['/ok/', 'http://example.org/']);
    placeWidget('np-hot-topics', { topics: JSON.stringify(hostile.map((href, index) => topic(String(index), `T${index}`, href))) });
    expect(screen.queryByRole('link')).toBeNull();
  });

  it('ignores malformed topics and renders nothing without any', () => {
    expect(readTopics([null, 'x', { link: 'x' }, { link: { href: '/a' } }, topic('1', '  ', '/b')])).toEqual([]);
    expect(readTopics({ link: { href: '/a', text: 'A' } })).toEqual([]);
    const element = placeWidget('np-hot-topics', { topics: '[]' });
    expect(element).toBeEmptyDOMElement();
  });

  it('speaks Catalan', () => {
    setPageConfig({ lang: 'ca' });
    placeWidget('np-hot-topics', { topics: JSON.stringify([topic('1', 'Pressupostos', '/p/')]) });
    expect(screen.getByRole('navigation', { name: 'Temes del moment' })).toBeVisible();
  });
});
