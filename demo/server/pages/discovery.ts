// Search, agenda, archive and programmes, with their widgets: np-search-opening (/buscar),
// np-searcher (/buscar/, /agenda/, /hemeroteca/), np-event-module, np-programme-nav and
// np-programme-index (/programas/).
import type { PageContext, PageResult } from './context';
import { htmlResult } from './context';
import { readableDate } from './format';
import { html } from './html';
import { shell } from './layout';
import { notFoundPage } from './not-found';
import { newsletterPath } from './listing-pages';
import { upcomingEvents } from './queries';
import { eventModule, programmeIndex, programmeNav, searcher, searchOpening, widgetWithFallback } from './widgets';
import { searcherFirstPage, searcherFormRedirect } from './searcher-first-page';
import { toListingCard } from '../discovery/search-index';
import { showsPage } from '../discovery/programmes';
import { PROGRAMME_PAGE_SIZE } from '../../../src/constants';

/** The opening page: its form, and the results below once there is a text (`text` or the header's `searchText`). */
export function searchOpeningPage(ctx: PageContext): PageResult {
  const query = ctx.url.searchParams;
  const text = query.get('text') ?? query.get('searchText') ?? '';
  const extra = html`${searchOpening(text, query.get('searchtype') ?? '')}${text ? searcher('search') : ''}`;
  return htmlResult(shell(ctx, ctx.texts.search.opening.title, ctx.texts.search.opening.intro, extra));
}

/** The searcher's page-only stylesheet in the bundle (webpack.config.js, PAGE_STYLESHEETS). */
const SEARCHER_PAGE_RULES = 'np-searcher-page.css';

/** The searcher with its first page from the server (searcher-first-page.ts), styled by the searcher's page rules. */
function searcherWithFirstPage(ctx: PageContext, title: string): PageResult {
  const firstPage = searcherFirstPage(ctx);
  const widget = firstPage ? widgetWithFallback('np-searcher', { mode: 'search' }, firstPage) : searcher('search');
  return htmlResult(shell(ctx, title, ctx.texts.search.results.intro, widget, firstPage ? { pageRules: SEARCHER_PAGE_RULES } : {}));
}

export function searcherPage(ctx: PageContext): PageResult {
  const formRedirect = searcherFormRedirect(ctx.url);
  if (formRedirect) return { kind: 'redirect', location: formRedirect };
  return searcherWithFirstPage(ctx, ctx.texts.search.results.title);
}

export function searchTextPage(ctx: PageContext, encoded: string): PageResult {
  let text: string;
  try {
    text = decodeURIComponent(encoded);
  } catch {
    return notFoundPage(ctx);
  }
  return searcherWithFirstPage(ctx, ctx.texts.search.resultsFor(text));
}

const EVENT_MODULE_SIZE = 5;

export const agendaPage = (ctx: PageContext): PageResult =>
  htmlResult(shell(ctx, ctx.texts.agenda.title, ctx.texts.agenda.intro, html`${eventModule(upcomingEvents(ctx.state.seed, EVENT_MODULE_SIZE).map(toListingCard))}${searcher('agenda')}`));

export function programmesPage(ctx: PageContext): PageResult {
  const firstPage = showsPage(ctx.state.seed.programmes, '', '', 0, PROGRAMME_PAGE_SIZE);
  return htmlResult(shell(ctx, ctx.texts.programmes.title, ctx.texts.programmes.intro, html`${programmeNav(ctx.texts.programmes.sections)}${programmeIndex(firstPage)}`));
}

export const archivePage = (ctx: PageContext): PageResult =>
  htmlResult(shell(ctx, ctx.texts.archive.all.title, ctx.texts.archive.all.intro, searcher('archive')));

export const archiveTodayPage = (ctx: PageContext): PageResult =>
  htmlResult(shell(ctx, ctx.texts.archive.today, ctx.texts.archive.all.intro, searcher('archive')));

export const archiveYesterdayPage = (ctx: PageContext): PageResult =>
  htmlResult(shell(ctx, ctx.texts.archive.yesterday, ctx.texts.archive.all.intro, searcher('archive')));

/** A calendar date from path parts, or null when it does not exist (2026/02/30). */
export function calendarDate(year: string, month: string, day: string): Date | null {
  const date = new Date(Number(year), Number(month) - 1, Number(day));
  const valid = date.getFullYear() === Number(year) && date.getMonth() === Number(month) - 1 && date.getDate() === Number(day);
  return valid ? date : null;
}

export function archiveRangePage(ctx: PageContext, parts: readonly string[]): PageResult {
  const [y1 = '', m1 = '', d1 = '', y2 = '', m2 = '', d2 = ''] = parts;
  const start = calendarDate(y1, m1, d1);
  const end = calendarDate(y2, m2, d2);
  if (!start || !end || start > end) return notFoundPage(ctx);
  const locale = ctx.texts.locale;
  const title = ctx.texts.archive.range(readableDate(start, locale, false), readableDate(end, locale, false));
  return htmlResult(shell(ctx, title, ctx.texts.archive.all.intro, searcher('archive')));
}

/** `/boletines/{id}/`: a newsletter's issues, searchable (np-searcher in newsletter mode). */
export function newsletterIssuesPage(ctx: PageContext, id: string): PageResult {
  const newsletter = ctx.state.seed.newsletters.find((each) => each.id === id);
  if (!newsletter) return notFoundPage(ctx);
  const name = newsletter.name.replace(/<[^>]*>/g, '');
  return htmlResult(shell(ctx, name, newsletter.description, searcher('newsletter', { 'taxon-url': newsletterPath(id) })));
}
