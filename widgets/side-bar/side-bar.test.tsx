import { readFileSync } from 'node:fs';
import path from 'node:path';
import { screen, within } from '@testing-library/react';
import { SIDE_BAR_STICKY_BELOW_PX } from '../../src/constants';
import { setPageConfig } from '../../test/support/page-config';
import { placeWidget } from '../../test/support/widgets';
import { commentCountOf, countText } from './SideBar';
import './side-bar.element';

beforeEach(() => {
  document.body.replaceChildren();
  setPageConfig();
});

describe('<np-side-bar>', () => {
  it('holds the share controls for the article and a link to #comments whose text includes the count', () => {
    const element = placeWidget('np-side-bar', { url: 'http://diario.localhost:8080/noticia/1001', title: 'Titular', 'comment-count': '12' });
    const bar = screen.getByRole('complementary', { name: 'Compartir y comentarios' });
    const share = element.querySelector('np-share-bar');
    expect(share).toHaveAttribute('url', 'http://diario.localhost:8080/noticia/1001');
    expect(share).toHaveAttribute('title', 'Titular');
    const link = within(bar).getByRole('link', { name: /comentarios/ });
    expect(link).toHaveAttribute('href', '#comments');
    expect(link).toHaveTextContent('12 comentarios');
    expect(element).toHaveAttribute('data-np-status', 'ready');
  });

  it('says one comment in the singular, in both languages', () => {
    placeWidget('np-side-bar', { 'comment-count': '1' });
    expect(screen.getByRole('link')).toHaveTextContent('1 comentario');
    document.body.replaceChildren();
    setPageConfig({ lang: 'ca' });
    placeWidget('np-side-bar', { 'comment-count': '3' });
    expect(screen.getByRole('complementary', { name: 'Compartir i comentaris' })).toBeVisible();
    expect(screen.getByRole('link')).toHaveTextContent('3 comentaris');
  });

  it('shows 0 for a missing, negative or malformed count', () => {
    expect([undefined, -4, Number.NaN, 2.7].map(commentCountOf)).toEqual([0, 0, 0, 2]);
    placeWidget('np-side-bar', { 'comment-count': 'muchos' });
    expect(screen.getByRole('link')).toHaveTextContent('0 comentarios');
  });
});

describe('the count as written', () => {
  afterEach(() => jest.restoreAllMocks());

  it('below 1,000 is its digits, without Intl; from 1,000 on, Intl groups it as es and ca do', () => {
    const numberFormat = jest.spyOn(Intl, 'NumberFormat');
    expect([0, 7, 999].map((count) => countText(count, 'es'))).toEqual(['0', '7', '999']);
    expect(numberFormat).not.toHaveBeenCalled();
    expect([countText(12345, 'es'), countText(12345, 'ca'), countText(1234, 'ca')]).toEqual(['12.345', '12.345', '1.234']);
  });
});

describe('the side bar styles', () => {
  it('switch from sticky to beside the article at the spec breakpoint (SIDE_BAR_STICKY_BELOW_PX)', () => {
    const read = (file: string) => readFileSync(path.join(__dirname, file), 'utf8').replace(/\s+/g, '');
    for (const file of ['side-bar.css', 'placeholder.css']) expect(read(file)).toContain(`@media(min-width:${SIDE_BAR_STICKY_BELOW_PX}px)`);
  });
});
