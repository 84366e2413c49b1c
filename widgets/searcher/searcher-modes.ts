// What each searcher mode offers (spec: discovery, sections 2 and 4).
import { SEARCH_FILTER_NAMES, type SearchFilterName } from '../../src/api/searcher';
import { FUTURE_OPTIONS, PAST_OPTIONS, type DateOption } from '../discovery-shared/date-options';

export const SEARCHER_MODES = ['search', 'agenda', 'archive', 'newsletter'] as const;
export type SearcherMode = (typeof SEARCHER_MODES)[number];

export interface ModeSettings {
  dateOptions: readonly DateOption[];
  /** Future days can be picked (agenda and event listings only). */
  allowFuture: boolean;
  filters: readonly SearchFilterName[];
  hasText: boolean;
  /** The state is written to the address (/buscar/, /agenda/). */
  syncsAddress: boolean;
  /** Choosing a date goes to the archive address instead of searching. */
  navigatesOnDate: boolean;
  /** Searches on arrival even with no text, filter or date. */
  searchesEmpty: boolean;
  /** The `type` sent when the element has none. */
  type: string;
}

const SETTINGS: Record<SearcherMode, ModeSettings> = {
  search: { dateOptions: PAST_OPTIONS, allowFuture: false, filters: SEARCH_FILTER_NAMES, hasText: true, syncsAddress: true, navigatesOnDate: false, searchesEmpty: false, type: '' },
  agenda: { dateOptions: FUTURE_OPTIONS, allowFuture: true, filters: [], hasText: true, syncsAddress: true, navigatesOnDate: false, searchesEmpty: true, type: 'agenda' },
  archive: { dateOptions: PAST_OPTIONS, allowFuture: false, filters: [], hasText: false, syncsAddress: false, navigatesOnDate: true, searchesEmpty: true, type: '' },
  newsletter: { dateOptions: PAST_OPTIONS, allowFuture: false, filters: [], hasText: true, syncsAddress: false, navigatesOnDate: false, searchesEmpty: true, type: 'newsletter' },
};

export const modeSettings = (mode: string | undefined): ModeSettings & { mode: SearcherMode } => {
  const known = (SEARCHER_MODES as readonly string[]).includes(mode ?? '') ? (mode as SearcherMode) : 'search';
  return { ...SETTINGS[known], mode: known };
};
