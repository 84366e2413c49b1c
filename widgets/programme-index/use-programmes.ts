// Pages of programmes from the shows search: first page, next ones while cursorMark is non-empty.
// Failures are only logged (spec: discovery, section 8); choosing again or the more button retries.
// A first page the server rendered stands for the first call of the unfiltered index.
import { useCallback, useEffect, useRef, useState } from 'react';
import { searchShows, type ShowsQuery } from '../../src/api/shows';
import type { ServerFirstPage } from './first-page';
import { prepareSanitizer, programmeItems, serverProgrammeItems, type ProgrammeItem } from './programme-items';

export interface ProgrammesState {
  status: 'loading' | 'results' | 'empty' | 'idle';
  items: ProgrammeItem[];
  cursor: string;
  loadingMore: boolean;
  moreFailed: boolean;
}

const START: ProgrammesState = { status: 'loading', items: [], cursor: '', loadingMore: false, moreFailed: false };

const append = (items: ProgrammeItem[], page: ProgrammeItem[]) => {
  const keys = new Set(items.map((item) => item.key));
  return [...items, ...page.filter((item) => !keys.has(item.key))];
};

const firstPageState = (items: ProgrammeItem[], cursor: string): ProgrammesState => ({ ...START, status: items.length ? 'results' : 'empty', items, cursor });

export function useProgrammes(query: ShowsQuery, onSettled: () => void, serverPage: ServerFirstPage | null = null) {
  const [state, setState] = useState<ProgrammesState>(() => (serverPage ? firstPageState(serverProgrammeItems(serverPage.programmes), serverPage.cursorMark) : START));
  const latest = useRef(state);
  latest.current = state;
  const settled = useRef(onSettled);
  settled.current = onSettled;
  const served = useRef(serverPage !== null);

  useEffect(() => {
    if (served.current) {
      served.current = false;
      settled.current();
      return;
    }
    let current = true;
    // At once, not on the next render: a next-page request of the previous letter or text must
    // not start in between.
    latest.current = START;
    setState(START);
    prepareSanitizer();
    searchShows(query)
      .then(async (page) => {
        const items = await programmeItems(page.html, 0);
        if (current) setState(firstPageState(items, page.cursorMark));
      })
      .catch((error: unknown) => {
        if (!current) return;
        console.warn('np-programme-index: the shows search failed', error);
        setState({ ...START, status: 'idle' });
      })
      .finally(() => current && settled.current());
    return () => {
      current = false;
    };
  }, [query]);

  const loadMore = useCallback(async () => {
    const { cursor, loadingMore, items } = latest.current;
    if (!cursor || loadingMore) return;
    latest.current = { ...latest.current, loadingMore: true };
    setState((previous) => ({ ...previous, loadingMore: true, moreFailed: false }));
    prepareSanitizer();
    try {
      const page = await searchShows(query, cursor);
      const more = await programmeItems(page.html, items.length);
      if (latest.current.cursor !== cursor) return;
      setState((previous) => ({ ...previous, items: append(previous.items, more), cursor: page.cursorMark, loadingMore: false }));
    } catch (error) {
      console.warn('np-programme-index: the next page failed', error);
      setState((previous) => ({ ...previous, loadingMore: false, moreFailed: true }));
    }
  }, [query]);

  return { ...state, loadMore };
}
