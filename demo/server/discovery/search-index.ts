// The demo searcher over the seeded contents: text, filters, category, type and dates.
import type { ListingCard } from '../../../src/api/content';
import { SEARCH_FILTERS, type SearcherRequest, type SearchFilterName } from '../../../src/api/searcher';
import { parseApiDate } from '../seed/dates';
import type { DemoContent, Seed } from '../seed/types';
import { eventStart } from '../pages/queries';

/** Lower case without accents, for matching the way readers type. */
export const folded = (value: string): string => value.normalize('NFD').replace(/[\u0300-\u036f]/g, '').toLowerCase();

const haystack = (content: DemoContent): string =>
  folded([content.title, content.kicker?.text ?? '', content.signature, content.category.name, ...content.description, ...content.tags].join(' '));

function parseBound(value: string | null): Date | null {
  if (!value) return null;
  const date = parseApiDate({ date: value.length === 10 ? `${value} 00:00:00` : value });
  return Number.isNaN(date.getTime()) ? null : date;
}

/** Event dates (first to last) for the agenda; published date for everything else. */
function span(content: DemoContent, agenda: boolean): [Date, Date] {
  if (!agenda || !content.event) {
    const published = parseApiDate(content.publishedDate);
    return [published, published];
  }
  const event = content.event;
  const last = event.eventEndDate ?? event.eventMultipleDates.at(-1) ?? event.eventUniqueDate;
  return [eventStart(event), last ? parseApiDate(last) : eventStart(event)];
}

/**
 * The seed does not record which issue carried which content: a newsletter (`/boletines/{n}/`)
 * holds every fifth news content, a different fifth for each newsletter.
 */
function inNewsletter(content: DemoContent, taxonUrl: string | undefined): boolean {
  if (content.contentType === 'event' || content.articleNewsTypeEnum === 'opinion') return false;
  const newsletter = /^\/boletines\/(\d+)\/?$/.exec(taxonUrl ?? '');
  return !newsletter || Number(content.id) % 5 === (Number(newsletter[1]) - 1) % 5;
}

function typesOf(filters: readonly string[]): Set<string> | null {
  const known = filters.filter((name): name is SearchFilterName => name in SEARCH_FILTERS);
  return known.length ? new Set(known.flatMap((name) => SEARCH_FILTERS[name])) : null;
}

/** Every matching content, in the order a reader expects: agenda soonest first, else newest first. */
export function searchSeed(seed: Seed, request: SearcherRequest): DemoContent[] {
  const agenda = request.type === 'agenda' || request.type === 'event';
  const words = folded(request.searchText).split(/\s+/).filter(Boolean);
  const types = agenda ? new Set(['event']) : typesOf(request.filterValues);
  const start = parseBound(request.dateValue.start) ?? (agenda ? parseBound(seed.today) : null);
  const end = parseBound(request.dateValue.end);
  const matches = seed.contents.filter((content) => {
    if (types && !types.has(content.contentType)) return false;
    if (request.type === 'newsletter' && !inNewsletter(content, request.taxonUrl)) return false;
    if (request.categoryId && content.category.id !== request.categoryId) return false;
    const [from, to] = span(content, agenda);
    if (start && to < start) return false;
    if (end && from > end) return false;
    const text = haystack(content);
    return words.every((word) => text.includes(word));
  });
  return agenda ? matches.sort((a, b) => span(a, true)[0].getTime() - span(b, true)[0].getTime()) : matches;
}

/** The card the API sends: the content without what only the article page needs. */
export function toListingCard({ contentType: _type, body: _body, tags: _tags, ...card }: DemoContent): ListingCard {
  return card;
}
