// GET /webapi/shows/search/ and /webapi/shows/search/{cursor}: the programme index (spec: discovery, section 7).
import { PROGRAMME_PAGE_SIZE } from '../constants';
import { apiRequest } from './request';
import { isRecord, text } from './read';

export interface ShowsQuery {
  /** `#` (names starting with a digit) or A-Z; empty for every letter. */
  letter: string;
  text: string;
}

export interface ShowsPage {
  /** The programmes as HTML (untrusted: render through SafeHtml or sanitizeToFragment). */
  html: string;
  /** Non-empty while more programmes exist. */
  cursorMark: string;
}

export const SHOWS_ORDER = 'lastPublishedContentDate';

export function readShowsPage(body: unknown): ShowsPage {
  const record = isRecord(body) ? body : {};
  return { html: text(record.html), cursorMark: text(record.cursorMark) };
}

export async function searchShows(query: ShowsQuery, cursor = ''): Promise<ShowsPage> {
  const url = cursor ? `/webapi/shows/search/${encodeURIComponent(cursor)}` : '/webapi/shows/search/';
  const params = { limit: PROGRAMME_PAGE_SIZE, types: 'program', letter: query.letter || undefined, text: query.text || undefined, orderBy: SHOWS_ORDER };
  return readShowsPage(await apiRequest({ method: 'GET', url, params }));
}
