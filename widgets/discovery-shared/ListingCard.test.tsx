import { render, screen, within } from '@testing-library/react';
import { listingCard } from '../../src/api/listing-card';
import type { ListingCard as Card } from '../../src/api/content';
import { WidgetHostContext, type WidgetHost } from '../../src/elements/widget-host';
import { translator } from '../../src/i18n';
import '../../src/i18n/cards';
import { ListingCard, type ListingCardProps } from './ListingCard';

const RAW = {
  id: '1001',
  title: 'Titular de la noticia',
  url: '/noticia/1001',
  kicker: { text: 'Política', href: '/politica/' },
  publishedDate: { date: '2026-11-24 09:05:00' },
  authors: [
    { id: '1', name: 'Laia Serra', url: '/autores/#autor-1', image: { url: '/img/author-1.jpg' } },
    { id: '2', name: 'Pau Vidal', authorUrl: '/autores/#autor-2' },
  ],
  category: { name: 'Política', url: '/politica/' },
  image: { url: '/img/c1001.jpg?ar=16-9&w=1200', width: 1200, height: 675 },
  mediaInfo: { type: 'video', duration: 95 },
};

function place(raw: object, props: Omit<ListingCardProps, 'card'> = {}, language: 'es' | 'ca' = 'es') {
  const element = document.createElement('np-carousel');
  element.lang = language;
  const host: WidgetHost = { element, tag: 'np-carousel', t: translator(language), markReady: () => undefined, emit: () => undefined };
  const card = listingCard(raw) as Card;
  return render(
    <WidgetHostContext.Provider value={host}>
      <ListingCard card={card} image={{ ratio: '4-3', sizes: '33vw', loading: 'lazy' }} {...props} />
    </WidgetHostContext.Provider>,
  );
}

describe('the listing card', () => {
  it('shows kicker, title link, authors, category and date (Intl, in the page language)', () => {
    place(RAW);
    const card = screen.getByRole('article');
    expect(within(card).getByRole('heading', { level: 3, name: 'Titular de la noticia' })).toBeVisible();
    expect(within(card).getByRole('link', { name: 'Titular de la noticia' })).toHaveAttribute('href', '/noticia/1001');
    expect(within(card).getAllByRole('link', { name: 'Política' }).map((link) => link.getAttribute('href'))).toEqual(['/politica/', '/politica/']);
    expect(within(card).getByRole('link', { name: 'Laia Serra' })).toHaveAttribute('href', '/autores/#autor-1');
    expect(within(card).getByRole('link', { name: 'Pau Vidal' })).toHaveAttribute('href', '/autores/#autor-2');
    expect(card.querySelector('time')).toHaveAttribute('datetime', '2026-11-24T09:05');
    expect(card.querySelector('time')).toHaveTextContent(/24 nov/);
  });

  it('asks for every spec width in webp at the slot ratio, with sizes, lazily when told', () => {
    const { container } = place(RAW);
    const image = container.querySelector('img.np-listing-card__image')!;
    expect(image.getAttribute('srcset')).toBe(['/img/c1001.webp?ar=4-3&w=210 210w', '/img/c1001.webp?ar=4-3&w=410 410w', '/img/c1001.webp?ar=4-3&w=630 630w', '/img/c1001.webp?ar=4-3&w=850 850w', '/img/c1001.webp?ar=4-3&w=1200 1200w'].join(', '));
    expect(image).toHaveAttribute('src', '/img/c1001.jpg?ar=4-3&w=850');
    expect(image).toHaveAttribute('sizes', '33vw');
    expect(image).toHaveAttribute('loading', 'lazy');
  });

  it('loads the first visible image at once', () => {
    const { container } = place(RAW, { image: { ratio: '16-9', sizes: '100vw', loading: 'eager' } });
    expect(container.querySelector('img.np-listing-card__image')).toHaveAttribute('loading', 'eager');
  });

  it('gives a mobile crop its own source below 567 px', () => {
    const { container } = place(RAW, { image: { ratio: '16-9', mobileRatio: '3-4', sizes: '100vw', loading: 'lazy' } });
    const source = container.querySelector('picture > source')!;
    expect(source).toHaveAttribute('media', '(max-width: 566px)');
    expect(source.getAttribute('srcset')).toContain('/img/c1001.webp?ar=3-4&w=210 210w');
  });

  it.each([
    ['round', 100, 24],
    ['rounded', 500, 64],
    ['square', 900, 160],
  ] as const)('draws avatars %s at step %i (%i px)', (shape, step, size) => {
    const { container } = place(RAW, { avatarShape: shape, avatarStep: step });
    const avatar = container.querySelector('img.np-avatar')!;
    expect(avatar).toHaveClass(`np-avatar--${shape}`);
    expect(avatar).toHaveAttribute('width', String(size));
    expect(avatar).toHaveAttribute('height', String(size));
    expect(avatar).toHaveAttribute('src', '/img/author-1.webp?w=210&ar=1-1');
  });

  it.each([
    [{ type: 'video', duration: 95 }, 'Vídeo · 1:35'],
    [{ type: 'audio', duration: 3725 }, 'Audio · 1:02:05'],
    [{ type: 'photo-gallery', photoCount: 12 }, 'Fotogalería · 12 fotos'],
  ])('shows the multimedia badge for %j', (mediaInfo, text) => {
    place({ ...RAW, mediaInfo });
    expect(screen.getByText(text)).toBeVisible();
  });

  it('styles opinion apart and says so', () => {
    place({ ...RAW, articleNewsTypeEnum: 'opinion' });
    expect(screen.getByRole('article')).toHaveClass('np-listing-card--opinion');
    expect(screen.getByText('Opinión')).toBeVisible();
  });

  it('shows an event date badge by occurrence type', () => {
    place({ ...RAW, event: { eventOccurrenceType: 'date-range', eventStartDate: { date: '2026-12-01 10:00:00' }, eventEndDate: { date: '2026-12-08 20:00:00' } } });
    const badge = screen.getByText(/^Del 1 dic\.? al 8 dic\.?$/);
    expect(badge).toHaveAttribute('data-np-event-badge', 'DateRange');
  });

  it.each(['solid', 'dotted'] as const)('names its sponsor in a %s footer, in Catalan too', (style) => {
    place({ ...RAW, sponsor: { name: 'Aigües de la Vall', url: 'https://example.org/' } }, { sponsorStyle: style }, 'ca');
    const footer = screen.getByText(/Patrocinat per/);
    expect(footer).toHaveClass(`np-listing-card__sponsor--${style}`);
    expect(within(footer).getByRole('link', { name: 'Aigües de la Vall' })).toHaveAttribute('href', 'https://example.org/');
  });

  it('puts text over the image with the overlay style', () => {
    place(RAW, { overlay: 'opacity' });
    expect(screen.getByRole('article')).toHaveClass('np-listing-card--over', 'np-listing-card--overlay-opacity');
  });

  it('keeps hostile text as text and drops unsafe links', () => {
    place({ ...RAW, title: '<img src=x onerror=alert(1)>', kicker: { text: 'K', href: 'javascript:alert(1)' }, authors: [{ id: '9', name: 'X', url: 'javascript:alert(1)' }] });
    const card = screen.getByRole('article');
    expect(card.querySelector('[onerror]')).toBeNull();
    expect(screen.getByRole('link', { name: '<img src=x onerror=alert(1)>' })).toBeVisible();
    expect([...card.querySelectorAll('a')].map((link) => link.getAttribute('href'))).not.toContain('javascript:alert(1)');
  });
});
