// Cards and lists of cards, as a CMS listing renders them.
// Like buttons for each content and author go in card() (`<np-like-button content-id>`).
import type { Author } from '../../../src/api/content';
import type { DemoContent } from '../seed/types';
import type { PageContext } from './context';
import { timeElement } from './format';
import { attributes, html, type SafeHtml } from './html';
import { likeButton } from './widgets';
import { imageSrcSet } from '../../../widgets/discovery-shared/image-sources';

export type CardSize = 'lead' | 'normal' | 'compact';

/**
 * The width each card image is shown at, from site.css: the lead card fills the column (3 of 5
 * parts of the 72rem column from 1100px), the others one of the list's 1, 2 or 3 columns. With
 * them the browser picks the smallest webp that fills the box, as a real site's template would.
 */
const CARD_IMAGE_SIZES: Record<Exclude<CardSize, 'compact'>, string> = {
  lead: '(min-width: 1100px) 680px, 100vw',
  normal: '(min-width: 1100px) 370px, (min-width: 578px) 50vw, 100vw',
};

function cardImage(content: DemoContent, size: CardSize, eager: boolean): SafeHtml {
  if (!content.image || size === 'compact') return html``;
  const { url, width, height } = content.image;
  const lead = size === 'lead';
  return html`<img${attributes({
    class: 'card__image',
    src: url,
    srcset: imageSrcSet(url, { ratio: '16-9', format: 'webp', maxWidth: width }),
    sizes: CARD_IMAGE_SIZES[size],
    alt: '',
    width,
    height,
    loading: lead || eager ? undefined : 'lazy',
    // The lead image is the front page's largest paint: fetched before the other images.
    fetchpriority: lead ? 'high' : undefined,
  })}>`;
}

function cardMeta(ctx: PageContext, content: DemoContent): SafeHtml {
  return html`<p class="card__meta"><span class="card__signature">${content.signature}</span> · ${timeElement(content.publishedDate, ctx.texts.locale)}</p>`;
}

export interface CardOptions {
  size?: CardSize;
  /** The heading level of the card title: 2 right under the page h1, 3 inside a section. */
  level?: 2 | 3;
  /** Load the image at once: for cards in the first screen, where the largest paint usually is. */
  eagerImage?: boolean;
}

function cardTitle(content: DemoContent, level: 2 | 3): SafeHtml {
  const link = html`<a href="${content.url}">${content.title}</a>`;
  return level === 2 ? html`<h2 class="card__title">${link}</h2>` : html`<h3 class="card__title">${link}</h3>`;
}

/** Save the content; follow each of its authors. */
function cardLikes(content: DemoContent): SafeHtml {
  return html`<div class="card__likes">${likeButton({ contentId: content.id })}${content.authors.map((author) => likeButton({ authorId: author.id }))}</div>`;
}

export function card(ctx: PageContext, content: DemoContent, options: CardOptions = {}): SafeHtml {
  const size = options.size ?? 'normal';
  const classes = ['card', `card--${size}`, content.articleNewsTypeEnum === 'opinion' ? 'card--opinion' : ''].filter(Boolean).join(' ');
  const heading = cardTitle(content, options.level ?? 3);
  return html`<article${attributes({ class: classes, 'data-content-id': content.id })}>
${cardImage(content, size, options.eagerImage ?? false)}
<div class="card__body">
${content.kicker ? html`<p class="card__kicker">${content.kicker.text}</p>` : ''}
${heading}
${cardMeta(ctx, content)}
${cardLikes(content)}
</div>
</article>`;
}

export interface CardListOptions extends CardOptions {
  /** Extra markup (an ad slot) after the card at each given index. */
  between?: ReadonlyMap<number, SafeHtml>;
  /** How many cards, from the first, load their image at once. */
  eagerImages?: number;
}

export function cardList(ctx: PageContext, contents: readonly DemoContent[], options: CardListOptions = {}): SafeHtml {
  const between = options.between ?? new Map<number, SafeHtml>();
  const items = contents.map((content, index) => {
    const extra = between.get(index);
    return html`<li class="card-list__item">${card(ctx, content, { ...options, eagerImage: index < (options.eagerImages ?? 0) })}</li>${extra ? html`<li class="card-list__item card-list__item--wide">${extra}</li>` : ''}`;
  });
  return html`<ul class="card-list">${items}</ul>`;
}

export function authorCard(author: Author): SafeHtml {
  return html`<article class="author-card" id="autor-${author.id}">
<img class="author-card__image" src="${author.image.url}" alt="" width="64" height="64" loading="lazy">
<div><h2 class="author-card__name">${author.name}</h2>
<p><a href="${author.twitterAccount.href}" rel="noopener">${author.twitterAccount.text}</a></p>${likeButton({ authorId: author.id })}</div>
</article>`;
}
