// The front page: latest news, opinion, agenda and more news, with ad slots.
// Also: alert banner, newsletter signup, schedule carousel, one <np-carousel> per card template and most read.
import type { DemoContent } from '../seed/types';
import { box, topLeaderboard } from './ads';
import { card, cardList } from './cards';
import type { PageContext, PageResult } from './context';
import { htmlResult } from './context';
import { html, type SafeHtml } from './html';
import { layout } from './layout';
import { adSlot, alertBanner, newsletterSignup } from './widgets';
import { mostCommentedContents, mostReadContents, newsContents, upcomingEvents } from './queries';
import { listingPageUrl } from './listing-pages';
import { loadMore, mostRead, scheduleCarousel } from './widgets';
import { imageUrl } from '../seed/images';
import { frontCarousels } from './carousels';

function section(id: string, title: string, body: SafeHtml): SafeHtml {
  return html`<section class="front-section" aria-labelledby="${id}"><h2 class="section-title" id="${id}">${title}</h2>${body}</section>`;
}

function latest(ctx: PageContext, news: readonly DemoContent[]): SafeHtml {
  const [lead, ...rest] = news;
  return html`${lead ? card(ctx, lead, { size: 'lead' }) : ''}${cardList(ctx, rest.slice(0, 6), { eagerImages: 2 })}`;
}

/** How many news each most-read list ranks (the box its widget keeps before it renders). */
const MOST_READ_COUNT = 5;

/** A ranked card as the CMS writes it: a square thumbnail rather than the card's wide image. */
const rankedCard = ({ id, title, url, kicker, image }: DemoContent) => ({ id, title, url, kicker, image: image ? { url: imageUrl(`c${id}`, '1-1', 210), width: 210, height: 210 } : null });

/** `<np-most-read>`: most read and most commented of the latest news, seeded. */
function mostReadTabs(ctx: PageContext): SafeHtml {
  const { mostReadTabs: labels } = ctx.texts.front;
  return mostRead([
    { label: labels.read, items: mostReadContents(ctx.state.seed, MOST_READ_COUNT).map(rankedCard) },
    { label: labels.commented, items: mostCommentedContents(ctx.state, MOST_READ_COUNT).map(rankedCard) },
  ]);
}

/** The identity provider's script, as the CMS includes it (the demo serves a stand-in). */
const IDENTITY_PROVIDER_SCRIPT = '/__demo/assets/identity-provider.js';

export function frontPage(ctx: PageContext): PageResult {
  const { contents } = ctx.state.seed;
  const { front } = ctx.texts;
  const news = newsContents(ctx.state.seed);
  const opinion = contents.filter((content) => content.articleNewsTypeEnum === 'opinion').slice(0, 4);
  const more = news.slice(7, 19);
  const main = html`${alertBanner(ctx.state.seed.alerts)}
<div class="ad ad--top">${adSlot(topLeaderboard(ctx.site, 'portada'))}</div>
<h1 class="visually-hidden">${ctx.site.name}: ${front.title}</h1>
${section('front-latest', front.latest, latest(ctx, news))}
<div class="ad ad--box">${adSlot(box(ctx.site, 'portada', 'box1'))}</div>
${section('front-opinion', front.opinion, cardList(ctx, opinion))}
<div class="front-newsletter">${newsletterSignup()}</div>
${section('front-agenda', front.agenda, cardList(ctx, upcomingEvents(ctx.state.seed, 4)))}
${section('front-schedule', front.schedule, scheduleCarousel(ctx.state.seed.schedule))}
${frontCarousels(ctx)}
${section('front-most-read', front.mostRead, mostReadTabs(ctx))}
${section('front-more', front.more, html`${cardList(ctx, more, { between: new Map([[5, adSlot(box(ctx.site, 'portada', 'box2'), { lazy: true })]]) })}${loadMore(listingPageUrl('news', 2))}`)}`;
  return htmlResult(layout(ctx, { title: front.title, main, pageClass: 'page-front', scripts: [IDENTITY_PROVIDER_SCRIPT] }));
}
