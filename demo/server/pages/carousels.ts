// <np-carousel> as a CMS places it: the cards as JSON in `items`, and the same cards rendered
// inside the element (`<ul><li>`), which readers see until the widget's code arrives.
import type { ListingCard } from '../../../src/api/content';
import type { CarouselTemplate } from '../../../widgets/carousel/carousel-templates';
import { imageAt } from '../../../widgets/discovery-shared/image-sources';
import type { DemoContent, Seed } from '../seed/types';
import type { PageContext } from './context';
import { attributes, html, SafeHtml } from './html';
import { newsContents } from './queries';
import { widgetTag } from './widgets';

/** What a card carries into `items`: the listing card's fields, not the article body. */
function listingCard(content: DemoContent): ListingCard {
  const { contentType: _type, body: _body, tags: _tags, ...card } = content;
  return card;
}

/** The server's view of a card: its image (first view only: the rest lazy) and its title link. */
function fallbackItem(content: DemoContent, index: number, eager: number): SafeHtml {
  const image = content.image ? html`<img${attributes({ src: imageAt(content.image.url, 410, '16-9'), alt: '', width: 410, height: 231, loading: index < eager ? undefined : 'lazy' })}>` : '';
  return html`<li>${image}<p><a href="${content.url}">${content.title}</a></p></li>`;
}

export interface CarouselOptions {
  label: string;
  overlay?: 'linear' | 'opacity';
  /** Server-rendered images that load at once (the first view of a carousel near the top). */
  eager?: number;
}

export function carousel(template: CarouselTemplate, contents: readonly DemoContent[], options: CarouselOptions): SafeHtml {
  const element = widgetTag('np-carousel', { template, label: options.label, overlay: options.overlay, items: contents.map(listingCard) }).value;
  const fallback = html`<ul>${contents.map((content, index) => fallbackItem(content, index, options.eager ?? 0))}</ul>`;
  return new SafeHtml(element.replace('></np-carousel>', `>${fallback.value}</np-carousel>`));
}

/** The front page's carousels, one per card template, each from its own part of the seed. */
export function frontCarousels(ctx: PageContext): SafeHtml {
  const { seed } = ctx.state;
  const texts = ctx.texts.front.carousels;
  const news = newsContents(seed).filter((content) => content.image);
  const ofType = (types: readonly string[]) => seed.contents.filter((content) => content.image && types.includes(content.contentType));
  const opinion = seed.contents.filter((content) => content.image && content.articleNewsTypeEnum === 'opinion');
  const sections: Array<[CarouselTemplate, string, readonly DemoContent[], CarouselOptions['overlay']]> = [
    ['slider', texts.slider, news.slice(19, 24), 'linear'],
    ['mini', texts.mini, news.slice(24, 40), undefined],
    ['vertical', texts.vertical, ofType(['video', 'video-embed']).slice(0, 10), 'opacity'],
    ['carousel', texts.carousel, ofType(['photo-gallery', 'audio']).slice(0, 9), undefined],
    ['four-columns', texts.fourColumns, opinion.slice(0, 8), undefined],
  ];
  return html`${sections.map(
    ([template, label, contents, overlay]) =>
      html`<section class="front-section front-carousel" aria-labelledby="front-carousel-${template}"><h2 class="section-title" id="front-carousel-${template}">${label}</h2>${carousel(template, contents, { label, overlay })}</section>`,
  )}`;
}

/** An article's photo gallery: its own picture and those of its category, as a CMS would pick them. */
export function articleGallery(seed: Seed, content: DemoContent, label: string): SafeHtml {
  const photos = [content, ...seed.contents.filter((each) => each.id !== content.id && each.image && each.category.id === content.category.id)].filter((each) => each.image).slice(0, 12);
  const templates: readonly CarouselTemplate[] = ['gallery-full-width', 'gallery-thumbnails', 'gallery-grid', 'gallery-vertical-mobile'];
  const template = templates[Number.parseInt(content.id, 10) % templates.length] ?? 'gallery-full-width';
  return html`<div class="article__gallery">${carousel(template, photos, { label })}</div>`;
}
