// The shows search answers HTML; the index needs its programmes one by one (to put ad slots
// between them), so the HTML is sanitized into nodes and each top-level element is one programme.
import type { AdPosition } from '../../src/api/ad';
import { PROGRAMME_AD_SLOTS_AFTER_ITEMS } from '../../src/constants';
import { sanitizeToFragment } from '../../src/html/sanitize';

export interface ProgrammeItem {
  key: string;
  html: string;
}

/** One item per top-level element of the answer; the key is its programme id when it has one. */
export function programmeItems(html: string, offset: number): ProgrammeItem[] {
  return [...sanitizeToFragment(html).children].map((element, index) => ({
    key: element.getAttribute('data-programme-id') ?? `item-${offset + index}`,
    html: element.outerHTML,
  }));
}

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
