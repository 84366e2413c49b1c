// The searcher's first page on the demo's search pages (/buscar/, /buscar/{text}): the address's
// search run as the API runs it, written in the widget's markup (searcher-markup.ts) inside the
// element. The page paints the form and the cards before any script, and nothing moves when the
// widget takes over: it moves these cards into its list. Readers without JavaScript get a working
// search: the form submits here, and its date option or clear button comes back as a redirect to
// the address the widget writes (searcherFormRedirect).
import { SEARCH_FILTER_NAMES } from '../../../src/api/searcher';
import { datesForOption, isDateOption } from '../../../widgets/discovery-shared/date-options';
import { readSearchAddress, writeSearchAddress } from '../../../widgets/discovery-shared/search-address';
import { modeSettings } from '../../../widgets/searcher/searcher-modes';
import { isEmptyState, searcherRequest, stateFromAddress } from '../../../widgets/searcher/searcher-state';
import { searchAnswer } from '../api/searcher';
import type { PageContext } from './context';
import type { SafeHtml } from './html';
import { SEARCH_PATH, searcherMarkup } from './searcher-markup';

/**
 * The first page inside `<np-searcher mode="search">`, for the address's state; null where the
 * widget must draw its form itself (a picked range shows the date picker, which needs the widget).
 */
export function searcherFirstPage(ctx: PageContext): SafeHtml | null {
  const settings = modeSettings('search');
  const now = new Date();
  const state = stateFromAddress(ctx.url, settings, now);
  if (state.option === 'range') return null;
  const answer = isEmptyState(state, now) ? null : searchAnswer(ctx.state.seed, searcherRequest(state, {}, settings, now), 0);
  return searcherMarkup({ state, settings, lang: ctx.site.lang, answer });
}

/**
 * Where the server's form lands without JavaScript: its clear button goes to the empty searcher,
 * its date option becomes the start and end days the widget writes. Null: the address is the page.
 */
export function searcherFormRedirect(url: URL): string | null {
  const query = url.searchParams;
  if (query.has('clear')) return SEARCH_PATH;
  const option = query.get('dateValue');
  if (option === null) return null;
  const stored = readSearchAddress(url, SEARCH_FILTER_NAMES);
  const range = isDateOption(option) && option !== 'range' ? datesForOption(option, new Date()) : { startDate: null, endDate: null };
  const plain = new URL(url.href);
  plain.searchParams.delete('dateValue');
  return writeSearchAddress(plain, { searchText: stored.searchText, filters: stored.filters, ...range }, SEARCH_FILTER_NAMES);
}
