// The searcher's results: first page, next pages while cursorMark is non-empty, states, and a
// failure that is only logged (spec: discovery, section 8) but leaves a retry possible.
import { startTransition, useCallback, useEffect, useRef, useState } from 'react';
import type { ListingCard } from '../../src/api/content';
import { searchContents, type SearcherRequest } from '../../src/api/searcher';
import { withSanitizer } from '../../src/html/sanitizer';

export type SearcherStatus = 'idle' | 'loading' | 'results' | 'empty';

/** A result the server rendered in the page (first-page.ts): its element moves into the list as it is. */
export interface ServerResult {
  id: string;
  node: Element;
}

/** A card from the API, rendered by the widget, or a server's result. */
export type ResultRow = ListingCard | ServerResult;

export const isServerResult = (row: ResultRow): row is ServerResult => 'node' in row;

export interface SearchResults {
  status: SearcherStatus;
  results: ResultRow[];
  numResults: number;
  /** Non-empty while more results exist. */
  cursor: string;
  loadingMore: boolean;
  /** The last next-page call failed: scrolling or the more button tries again. */
  moreFailed: boolean;
}

export const IDLE: SearchResults = { status: 'idle', results: [], numResults: 0, cursor: '', loadingMore: false, moreFailed: false };

const logFailure = (what: string, error: unknown) => console.warn(`np-searcher: ${what} failed`, error);

function appendNew(results: ResultRow[], page: ListingCard[]): ResultRow[] {
  const seen = new Set(results.map((card) => card.id));
  return [...results, ...page.filter((card) => !seen.has(card.id))];
}

/** The state and request the widget starts from when the server rendered its first page. */
export interface ResumedSearch {
  results: SearchResults;
  request: SearcherRequest;
}

export function useSearchResults(onSettled: () => void, resumed: ResumedSearch | null = null) {
  const [state, setState] = useState<SearchResults>(resumed?.results ?? IDLE);
  const request = useRef<SearcherRequest | null>(resumed?.request ?? null);
  const generation = useRef(0);
  const latest = useRef(state);
  latest.current = state;
  const settled = useRef(onSettled);
  settled.current = onSettled;
  // Counts the searches that have settled; the effect calls onSettled once that render is committed
  // (the results render in a transition, after the call that set them has returned). A resumed
  // first page has settled with the first render.
  const [settledSearches, setSettledSearches] = useState(resumed ? 1 : 0);
  useEffect(() => {
    if (settledSearches > 0) settled.current();
  }, [settledSearches]);
  useEffect(() => () => void (generation.current += 1), []);

  const search = useCallback(async (next: SearcherRequest) => {
    const id = (generation.current += 1);
    request.current = next;
    setState({ ...IDLE, status: 'loading' });
    try {
      const page = await withSanitizer('np-searcher', searchContents(next));
      if (id !== generation.current) return;
      // A transition: React renders the cards in slices that yield to the browser, not one long task.
      startTransition(() => {
        setState({ ...IDLE, status: page.results.length ? 'results' : 'empty', results: page.results, numResults: page.numResults, cursor: page.searcherPayload.cursorMark });
        setSettledSearches((count) => count + 1);
      });
    } catch (error) {
      if (id !== generation.current) return;
      logFailure('search', error);
      setState(IDLE);
      setSettledSearches((count) => count + 1);
    }
  }, []);

  const loadMore = useCallback(async () => {
    const current = request.current;
    const { cursor, loadingMore, status } = latest.current;
    if (!current || !cursor || loadingMore || status !== 'results') return;
    latest.current = { ...latest.current, loadingMore: true };
    setState((previous) => ({ ...previous, loadingMore: true, moreFailed: false }));
    const id = generation.current;
    try {
      const page = await withSanitizer('np-searcher', searchContents(current, cursor));
      if (id !== generation.current) return;
      startTransition(() => setState((previous) => ({ ...previous, results: appendNew(previous.results, page.results), cursor: page.searcherPayload.cursorMark, loadingMore: false })));
    } catch (error) {
      if (id !== generation.current) return;
      logFailure('next page', error);
      setState((previous) => ({ ...previous, loadingMore: false, moreFailed: true }));
    }
  }, []);

  const clear = useCallback(() => {
    generation.current += 1;
    request.current = null;
    setState(IDLE);
  }, []);

  return { ...state, search, loadMore, clear };
}
