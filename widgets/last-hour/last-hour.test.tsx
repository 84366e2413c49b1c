import { screen, within } from '@testing-library/react';
import { setPageConfig } from '../../test/support/page-config';
import { placeWidget } from '../../test/support/widgets';
import './last-hour.element';

beforeEach(() => {
  document.body.replaceChildren();
  setPageConfig();
});

const card = (id: string, title: unknown, url: unknown, date?: unknown) => ({ id, title, url, publishedDate: date === undefined ? undefined : { date } });

describe('<np-last-hour>', () => {
  it('shows the latest headlines with their time under the title "Última hora"', () => {
    placeWidget('np-last-hour', { items: JSON.stringify([card('1', 'Primera', '/noticia/1', '2026-11-24 09:05:00'), card('2', 'Segunda', 'https://example.org/2')]) });
    const section = screen.getByRole('region', { name: 'Última hora' });
    const items = within(section).getAllByRole('listitem');
    expect(items.map((item) => item.textContent)).toEqual(['09:05Primera', 'Segunda']);
    expect(within(section).getByRole('link', { name: 'Primera' })).toHaveAttribute('href', '/noticia/1');
    expect(section.querySelector('time')).toHaveAttribute('datetime', '2026-11-24T09:05');
  });

  it.each([
    ['an empty list', '[]'],
    ['only broken or hostile cards', JSON.stringify([card('1', '', '/a'), card('2', 'Malo', 'javascript:alert(1)'), null, 'x'])],
    ['not a list', '{"title":"x"}'],
    ['malformed JSON', '[{'],
  ])('renders nothing at all with %s', (_label, items) => {
    jest.spyOn(console, 'warn').mockImplementation(() => undefined);
    const element = placeWidget('np-last-hour', { items });
    expect(element).toBeEmptyDOMElement();
    expect(element).toHaveAttribute('data-np-status', 'ready');
    jest.restoreAllMocks();
  });

  it('speaks Catalan', () => {
    setPageConfig({ lang: 'ca' });
    placeWidget('np-last-hour', { items: JSON.stringify([card('1', 'Primera', '/noticia/1')]) });
    expect(screen.getByRole('region', { name: 'Última hora' })).toBeVisible();
  });
});
