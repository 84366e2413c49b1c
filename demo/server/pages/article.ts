// The article page: /noticia/<id>. Widgets of the article (share bar, ad slots, like buttons,
// side bar, paywall, video, poll, comments) are placed in articlePage() and articleBody().
import type { EventInfo } from '../../../src/api/content';
import { POLL_ID } from '../seed/comments';
import type { DemoContent } from '../seed/types';
import { box, topLeaderboard } from './ads';
import { cardList } from './cards';
import { articleGallery } from './carousels';
import type { PageContext, PageResult } from './context';
import { htmlResult, pageOrigin } from './context';
import { timeElement } from './format';
import { attributes, html, trusted, type SafeHtml } from './html';
import { layout } from './layout';
import { notFoundPage } from './not-found';
import { demoPaywallData } from './paywall';
import { DEMO_AD_TAG_PATH, DEMO_VIDEO_DURATION_S } from '../media';
import { publishedCommentCount } from './queries';
import { adSlot, comments, likeButton, paywall, poll, shareBar, sideBar, videoPlayer } from './widgets';

const RELATED_COUNT = 6;
const BOX_AFTER_PARAGRAPH = 2;

function byline(ctx: PageContext, content: DemoContent): SafeHtml {
  const names = content.authors.length
    ? content.authors.map((author, index) => html`${index ? ', ' : ''}<a href="${author.url ?? '/autores/'}">${author.name}</a> ${likeButton({ authorId: author.id })}`)
    : html`${content.signature}`;
  const { by, published } = ctx.texts.article;
  return html`<p class="article__byline">${by} ${names} · ${published} ${timeElement(content.publishedDate, ctx.texts.locale)}</p>`;
}

/**
 * A video content leads with its video instead of its image, as a CMS places it: the first seeded
 * video loads its player on mount, every other one is lazy (poster first) with the demo's ad tag.
 * All of them play the demo's one real stream, so the poster shows that stream's duration.
 */
function leadVideo(ctx: PageContext, content: DemoContent): SafeHtml | undefined {
  const video = content.multimedia?.type === 'video' ? content.multimedia.video : undefined;
  if (!video) return undefined;
  const onMount = ctx.state.seed.contents.find((each) => each.multimedia?.type === 'video' && each.multimedia.video)?.id === content.id;
  const player = videoPlayer({ src: video.hlsSource, poster: video.poster.src, duration: DEMO_VIDEO_DURATION_S, aspectRatio: video.aspectRatio, lazy: !onMount, adTagUrl: onMount ? undefined : DEMO_AD_TAG_PATH });
  return html`<figure class="article__figure article__video">${player}</figure>`;
}

function figure(ctx: PageContext, content: DemoContent): SafeHtml {
  const video = leadVideo(ctx, content);
  if (video) return video;
  if (!content.image) return html``;
  const { url, width, height } = content.image;
  return html`<figure class="article__figure"><img${attributes({ src: url, alt: content.title, width, height })}><figcaption>${ctx.texts.article.imageCredit} · ${ctx.site.name}</figcaption></figure>`;
}

function eventDetails(ctx: PageContext, event: EventInfo): SafeHtml {
  const { when, where } = ctx.texts.article;
  return html`<dl class="article__event">
<dt>${when}</dt><dd>${event.datesLiteral}${event.timetable.length ? html`. ${event.timetable.join(' · ')}` : ''}</dd>
<dt>${where}</dt><dd>${event.location?.name ?? ''}${event.address ? html`, ${event.address}` : ''}</dd>
</dl>`;
}

/** Paragraphs of the body with the mid-article ad box. */
export function articleBody(ctx: PageContext, content: DemoContent): SafeHtml {
  const paragraphs = content.body.map(
    (paragraph, index) => html`<p>${trusted(paragraph)}</p>${index === BOX_AFTER_PARAGRAPH - 1 ? html`<div class="ad ad--box">${adSlot(box(ctx.site, 'noticia', 'mid'))}</div>` : ''}`,
  );
  return html`<div class="article__body">${paragraphs}</div>`;
}

function articleHeader(ctx: PageContext, content: DemoContent, url: string): SafeHtml {
  const kicker = content.kicker ? html`<p class="article__kicker"><a href="${content.kicker.href ?? content.category.url ?? '/'}">${content.kicker.text}</a></p>` : '';
  return html`<header class="article__header">
${kicker}
<h1 class="article__title">${content.title}</h1>
<div class="article__standfirst">${content.description.map((fragment) => html`<p>${trusted(fragment)}</p>`)}</div>
${byline(ctx, content)}
${likeButton({ contentId: content.id })}
${shareBar(url, content.title)}
</header>`;
}

function articleFooter(ctx: PageContext, content: DemoContent, url: string): SafeHtml {
  return html`<footer class="article__footer">
<p class="article__tags">${ctx.texts.article.tags}: ${content.tags.join(', ')}</p>
${shareBar(url, content.title)}
</footer>`;
}

function related(ctx: PageContext, content: DemoContent): SafeHtml {
  const items = ctx.state.seed.contents.filter((each) => each.category.id === content.category.id && each.id !== content.id).slice(0, RELATED_COUNT);
  return html`<section class="related" aria-labelledby="related-title"><h2 id="related-title">${ctx.texts.article.related}</h2>${cardList(ctx, items)}</section>`;
}

/** Poll 7001, placed on every article page. */
function articlePoll(ctx: PageContext): SafeHtml {
  const placed = ctx.state.polls.get(POLL_ID);
  return placed ? poll(placed) : html``;
}

/** The comments block at #comments: its count is the published comments the API lists. */
function articleComments(ctx: PageContext, contentId: string, count: number): SafeHtml {
  return comments(contentId, count, ctx.state.seed.closedCommentContentIds.includes(contentId));
}

export function articlePage(ctx: PageContext, id: string): PageResult {
  const content = ctx.state.seed.contents.find((each) => each.id === id);
  if (!content) return notFoundPage(ctx);
  const url = `${pageOrigin(ctx)}${content.url}`;
  const commentCount = publishedCommentCount(ctx.state, content.id);
  const main = html`<div class="ad ad--top">${adSlot(topLeaderboard(ctx.site, 'noticia'))}</div>
<div class="article-layout">
<article class="article" data-content-id="${content.id}">
${articleHeader(ctx, content, url)}
${figure(ctx, content)}
${content.event ? eventDetails(ctx, content.event) : ''}
${articleBody(ctx, content)}
${articleGallery(ctx.state.seed, content, ctx.texts.article.gallery)}
${articlePoll(ctx)}
${articleFooter(ctx, content, url)}
</article>
${sideBar(url, content.title, commentCount)}
</div>
${articleComments(ctx, content.id, commentCount)}
${related(ctx, content)}
<div class="ad ad--bottom">${adSlot(box(ctx.site, 'noticia', 'bottom'), { lazy: true })}</div>
${paywall(content.id, demoPaywallData(ctx, content.id))}`;
  const leadVideoPoster = content.multimedia?.type === 'video' ? content.multimedia.video?.poster.src : undefined;
  return htmlResult(layout(ctx, { title: content.title, main, contentId: content.id, pageClass: 'page-article', widgetLeadImage: leadVideoPoster }));
}
