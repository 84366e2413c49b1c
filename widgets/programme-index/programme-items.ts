// The shows search answers HTML; the index needs its programmes one by one (to put ad slots
// between them), so the HTML is sanitized into nodes and each top-level element is one programme.
// The rows take those nodes as they are: no HTML string is parsed, nor sanitized, a second time.
// The sanitizer (DOMPurify, 10 KB gzipped) loads with the first answer from the API: an index
// whose first page came with the page needs none until the reader asks for more.
import type { AdPosition } from '../../src/api/ad';
import { PROGRAMME_AD_SLOTS_AFTER_ITEMS, PROGRAMME_PAGE_SIZE } from '../../src/constants';
import { loadSanitizer } from '../../src/html/sanitizer';
import { inPages } from '../../src/lists/pages';

export interface ProgrammeItem {
  key: string;
  element: Element;
}

/** The key is the programme's id when it has one. */
const itemOf = (element: Element, position: number): ProgrammeItem => ({ key: element.getAttribute('data-programme-id') ?? `item-${position}`, element });

/** Starts the sanitizer's download beside a call, so that the answer does not wait for it. */
export const prepareSanitizer = (): void => void loadSanitizer('np-programme-index').catch(() => undefined);

/** One item per top-level element of the answer, sanitized. */
export async function programmeItems(html: string, offset: number): Promise<ProgrammeItem[]> {
  const { sanitizeToFragment } = await loadSanitizer('np-programme-index');
  return [...sanitizeToFragment(html).children].map((element, index) => itemOf(element, offset + index));
}

/**
 * The items of a first page from the server: its own nodes, moved into the list (their images
 * already loaded). They are the page's HTML, parsed and run as the rest of it: sanitizing them
 * would protect nothing.
 */
export const serverProgrammeItems = (elements: readonly Element[]): ProgrammeItem[] => elements.map(itemOf);

/**
 * The items in pages of 12 by position, whatever pages the API sent: an item never moves to
 * another page as more come, and 12 fills whole rows at every column count the list allows.
 */
export const programmePages = <Item>(items: readonly Item[]): Item[][] => inPages(items, PROGRAMME_PAGE_SIZE);

/** Whether an ad slot follows the item at this 0-based position (after the 6th, 12th and 18th). */
export const adSlotAfter = (index: number): boolean => (PROGRAMME_AD_SLOTS_AFTER_ITEMS as readonly number[]).includes(index + 1);

export function programmeAdPosition(alias: string, afterItem: number): AdPosition {
  return {
    id: `programas-list${afterItem}`,
    slotType: 'box',
    adUnitCode: `/1234/${alias || 'site'}/programas`,
    sizes: [[300, 250]],
    mapping: [],
    code: `list${afterItem}`,
    name: `Programas ${afterItem}`,
    minimumReservedHeightDesktop: 250,
    minimumReservedHeightMobile: 250,
  };
}

export const LETTERS = ['#', ...'ABCDEFGHIJKLMNOPQRSTUVWXYZ'] as const;
