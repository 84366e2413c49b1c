// <np-searcher>: search, agenda, archive and newsletter modes (spec: discovery, sections 2 to 9).
import { useEffect, useMemo, useState } from 'react';
import { SEARCH_FILTER_NAMES, type SearchFilterName } from '../../src/api/searcher';
import { SEARCH_TEXT_MIN_LENGTH_CHARS } from '../../src/constants';
import { useWidgetHost } from '../../src/elements/widget-host';
import { archivePath, ARCHIVE_ROOT } from '../discovery-shared/archive-path';
import { NO_DATES, type DateOption, type DateRange } from '../discovery-shared/date-options';
import { navigateTo } from '../../src/navigation/navigate';
import { writeSearchAddress } from '../discovery-shared/search-address';
import { serverFirstPage } from './first-page';
import { ResultList } from './ResultList';
import { SearcherForm } from './SearcherForm';
import { modeSettings } from './searcher-modes';
import { startingPoint } from './starting-point';
import { datesOf, EMPTY_STATE, isEmptyState, searcherRequest, stateFromAddress, type RequestAttributes, type SearcherState } from './searcher-state';
import { useSearchResults } from './use-search-results';
import './searcher.css';

export interface SearcherProps extends RequestAttributes {
  mode?: string;
}

const tooShort = (text: string) => text.length > 0 && text.length < SEARCH_TEXT_MIN_LENGTH_CHARS;

export function Searcher({ mode, ...attributes }: SearcherProps) {
  const { element, markReady } = useWidgetHost();
  const settings = useMemo(() => modeSettings(mode), [mode]);
  // Read once, before the first render replaces the server's first page with the widget.
  const start = useMemo(() => startingPoint(stateFromAddress(new URL(window.location.href), settings, new Date()), serverFirstPage(element), settings, attributes, new Date()), [settings]);
  const initial = start.state;
  const [state, setState] = useState<SearcherState>(initial);
  const [text, setText] = useState(start.text);
  const [textError, setTextError] = useState(false);
  const results = useSearchResults(markReady, start.resumed);

  const run = (next: SearcherState) => {
    const now = new Date();
    setState(next);
    if (settings.syncsAddress) {
      const address = writeSearchAddress(new URL(window.location.href), { searchText: next.searchText, filters: next.filters, ...datesOf(next, now) }, SEARCH_FILTER_NAMES);
      window.history.replaceState(window.history.state, '', address);
    }
    if (isEmptyState(next, now) && !settings.searchesEmpty) results.clear();
    else void results.search(searcherRequest(next, attributes, settings, now));
  };

  // The first state (from the address) searches once, unless the server rendered its first page;
  // the date filter's first value does not.
  useEffect(() => {
    if (start.resumed) return;
    if (isEmptyState(initial, new Date()) && !settings.searchesEmpty) markReady();
    else void results.search(searcherRequest(initial, attributes, settings, new Date()));
    // Only on arrival: later changes search through run().
  }, []);

  /** Runs with the typed text when it is valid; otherwise shows the error and does not search. */
  const runWithText = (next: Omit<SearcherState, 'searchText'>) => {
    const trimmed = text.trim();
    setTextError(tooShort(trimmed));
    if (tooShort(trimmed)) return setState({ ...next, searchText: state.searchText });
    run({ ...next, searchText: trimmed });
  };

  const chooseDates = (option: DateOption, picked: DateRange) => {
    if (settings.navigatesOnDate) return navigateTo(element, archivePath(datesOf({ ...state, option, picked }, new Date()), new Date()));
    runWithText({ ...state, option, picked });
  };

  const onOption = (option: DateOption) => (option === 'range' ? setState({ ...state, option, picked: NO_DATES }) : chooseDates(option, NO_DATES));
  const onFilter = (name: SearchFilterName, on: boolean) =>
    runWithText({ ...state, filters: on ? [...state.filters, name] : state.filters.filter((each) => each !== name) });

  const clear = () => {
    setText('');
    setTextError(false);
    if (settings.navigatesOnDate && datesOf(state, new Date()).startDate) return navigateTo(element, ARCHIVE_ROOT);
    run(EMPTY_STATE);
  };

  return (
    <div className={`np-searcher np-searcher--${settings.mode}`}>
      <SearcherForm
        settings={settings}
        state={state}
        text={text}
        textError={textError}
        focusText={start.focusText}
        onText={setText}
        onSubmit={() => runWithText(state)}
        onFilter={onFilter}
        onOption={onOption}
        onPick={(picked) => chooseDates('range', picked)}
        onClear={clear}
      />
      <ResultList {...results} onMore={() => void results.loadMore()} />
    </div>
  );
}
