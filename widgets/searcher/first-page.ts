// The searcher as the CMS may render it inside the element (see the README): its form, its summary
// and its first page of result cards, painted with the page, before any script, so that the
// largest image of a search page does not wait for the widget and its call. The widget starts from
// it instead of a first call; its first render moves these cards into its own list.
import { SEARCH_FILTER_NAMES, type SearchFilterName } from '../../src/api/searcher';
import { SERVER_CONTENT_SELECTOR } from '../../src/elements/registry';
import { isDateOption, type DateOption } from '../discovery-shared/date-options';

export interface ServerFirstPage {
  /** One element per result (`[data-content-id]`), in the order of the answer. */
  cards: Element[];
  numResults: number;
  /** The next page's cursor; empty when there is none. */
  cursorMark: string;
  /** What the reader did in the server's form before the widget arrived. */
  form: ServerFormValues;
}

export interface ServerFormValues {
  text: string | null;
  textFocused: boolean;
  filters: SearchFilterName[];
  option: DateOption | null;
}

/**
 * The cards of a first page: in the widget's own list (pages of results), or in a `<ul>` of `<li>`s,
 * the markup the README showed before the list came in pages. Only a list's own results count.
 */
const FIRST_PAGE_CARDS = [':scope .np-searcher__list > .np-searcher__page > .np-searcher__item > [data-content-id]', ':scope ul.np-searcher__list > li > [data-content-id]'].join(', ');

function formValues(container: HTMLElement): ServerFormValues {
  const text = container.querySelector<HTMLInputElement>('input[name="searchText"]');
  const checked = (name: SearchFilterName) => container.querySelector<HTMLInputElement>(`input[type="checkbox"][name="${name}"]`)?.checked === true;
  const option = container.querySelector<HTMLSelectElement>('select[name="dateValue"]')?.value;
  return {
    text: text?.value ?? null,
    textFocused: text !== null && text === document.activeElement,
    filters: SEARCH_FILTER_NAMES.filter(checked),
    option: isDateOption(option) ? option : null,
  };
}

/** The first page right inside `element`, if the server put one there. */
export function serverFirstPage(element: HTMLElement): ServerFirstPage | null {
  const container = element.querySelector<HTMLElement>(SERVER_CONTENT_SELECTOR);
  if (!container) return null;
  const numResults = Number(container.getAttribute('data-num-results'));
  return {
    cards: [...container.querySelectorAll(FIRST_PAGE_CARDS)],
    numResults: Number.isSafeInteger(numResults) && numResults > 0 ? numResults : 0,
    cursorMark: container.getAttribute('data-cursor-mark') ?? '',
    form: formValues(container),
  };
}
