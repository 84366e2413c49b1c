// The `tabs` attribute of <np-most-read>: `[{label, items: [listing cards]}, {label, items}]`, checked
// tab by tab and card by card. What is valid is shown; what is not is dropped and named in
// `problems` (the widget warns with them, as other widgets do for a bad attribute).
import { isRecord, safeUrl, text } from '../../src/api/read';

/** Spec (discovery, section 2): "A most-read module has two tabs (tab 1 active first)". */
export const MOST_READ_TAB_COUNT = 2;

/** What a ranked item shows of its listing card. */
export interface RankedCard {
  id: string;
  title: string;
  url: string;
  /** The kicker's text, or ''. */
  kicker: string;
  /** The image's address (http(s) or site-relative), or ''. */
  image: string;
}

export interface MostReadTab {
  label: string;
  items: RankedCard[];
}

export interface MostReadTabs {
  tabs: MostReadTab[];
  problems: string[];
}

function rankedCard(value: unknown): RankedCard | null {
  if (!isRecord(value)) return null;
  const title = text(value.title).trim();
  const url = safeUrl(value.url);
  if (!title || !url) return null;
  const kicker = isRecord(value.kicker) ? text(value.kicker.text).trim() : '';
  const image = isRecord(value.image) ? safeUrl(value.image.url) : '';
  return { id: text(value.id), title, url, kicker, image };
}

function readTab(value: unknown, name: string, problems: string[]): MostReadTab | null {
  if (!isRecord(value)) {
    problems.push(`${name} is not an object`);
    return null;
  }
  const label = text(value.label).trim();
  if (!label) problems.push(`${name} has no label`);
  if (!Array.isArray(value.items)) problems.push(`${name} has no items list`);
  if (!label || !Array.isArray(value.items)) return null;
  const items = value.items.map(rankedCard).filter((card): card is RankedCard => card !== null);
  const dropped = value.items.length - items.length;
  if (dropped > 0) problems.push(`${name}: ${dropped} card(s) without a title or a safe url`);
  if (items.length === 0) {
    problems.push(`${name} has no card to show`);
    return null;
  }
  return { label, items };
}

/** The valid tabs (at most two, in order) and what was wrong. Absent (undefined) is not a problem. */
export function readMostReadTabs(value: unknown): MostReadTabs {
  if (value === undefined) return { tabs: [], problems: [] };
  if (!Array.isArray(value)) return { tabs: [], problems: [`is not a list of ${MOST_READ_TAB_COUNT} tabs`] };
  const problems: string[] = [];
  if (value.length !== MOST_READ_TAB_COUNT) problems.push(`holds ${value.length} tabs instead of ${MOST_READ_TAB_COUNT}`);
  const tabs = value
    .map((tab, index) => readTab(tab, `tab ${index + 1}`, problems))
    .filter((tab): tab is MostReadTab => tab !== null)
    .slice(0, MOST_READ_TAB_COUNT);
  return { tabs, problems };
}
