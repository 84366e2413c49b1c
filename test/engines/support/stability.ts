// Layout stability without a layout-shift API (Firefox and WebKit have no `layout-shift` entries).
// The probe (probe.ts) records, in requestAnimationFrame callbacks (which run before each frame is
// painted), each widget's box in the first frame that shows it; it is compared with the widget's
// box once every widget of the page is ready. The page carries np-placeholders.css's rules in its
// head before the loader (the README's template snippet): rules in the head hold the first paint in every engine,
// so each widget's `:not(:defined)` rule (widgets/<name>/placeholder.css) applies from that first
// frame, and a widget that reserves its space must keep that box: a change of more than 1 px in
// width or height fails. Widgets whose placeholder takes no space on purpose (`display:none`, e.g.
// an alert banner with nothing to say yet) are not checked.
//
// Positions are not compared: a widget's place depends on everything above it, and the lists below
// grow with their content by design. Their growth is checked where it starts, on their own box.
// Inside a widget the server rendered a first page in (a search page's results, the programme
// index), the first item's place relative to the widget is compared: it must not move as the
// widget takes over.
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import type { ProbeResult } from './ui';

const WIDGETS_DIR = path.resolve(__dirname, '../../../widgets');
export const TOLERANCE_PX = 1;

/**
 * Lists whose length comes from the API or the CMS (search results, programmes, events, comments,
 * an interview's questions, a poll's options): their placeholder reserves the smallest content they
 * show (a form, a first screen), and they may only grow from there, never shrink. All of them sit
 * below the fold of the demo pages, where growth moves nothing a reader sees.
 */
export const CONTENT_SIZED_TAGS: ReadonlySet<string> = new Set(['np-searcher', 'np-programme-index', 'np-event-module', 'np-comments', 'np-digital-interview', 'np-poll']);

function widgetFolders(): Array<{ tag: string; placeholder: string }> {
  return readdirSync(WIDGETS_DIR, { withFileTypes: true })
    .filter((entry) => entry.isDirectory() && existsSync(path.join(WIDGETS_DIR, entry.name, 'widget.json')))
    .map((entry) => {
      const folder = path.join(WIDGETS_DIR, entry.name);
      const { tag } = JSON.parse(readFileSync(path.join(folder, 'widget.json'), 'utf8')) as { tag: string };
      const placeholderFile = path.join(folder, 'placeholder.css');
      return { tag, placeholder: existsSync(placeholderFile) ? readFileSync(placeholderFile, 'utf8') : '' };
    });
}

/**
 * Widgets that take their box away when their work is over: np-load-more, after its listing's last
 * page, shows nothing (its spinner goes as the last items come in, the runway below it once out of view).
 */
export const ENDING_TAGS: ReadonlySet<string> = new Set(['np-load-more']);

/** Tags that must keep their box: every widget but those hidden until they have content. */
export const RESERVING_TAGS: ReadonlySet<string> = new Set(
  widgetFolders()
    .filter(({ placeholder }) => !/:not\(:defined\)\s*\{[^}]*display:\s*none/.test(placeholder))
    .map(({ tag }) => tag),
);

const round = (value: number) => Math.round(value * 10) / 10;
type Box = NonNullable<ProbeResult['records'][number]['placeholder']>;
const show = (box: Box) => `${round(box.width)}x${round(box.height)}`;

/**
 * Widgets whose reserved size the loader computes from an attribute (an ad slot's heights are in its
 * `position` JSON, which CSS cannot read, and a strict CSP refuses inline `style` attributes): they
 * are compared from the first frame that shows them as the loader's placeholder.
 */
export const LOADER_RESERVED_TAGS: ReadonlySet<string> = new Set(['np-ad-slot']);

/**
 * One line per widget whose box changed between its first frame and the settled page. (The probe
 * also keeps the box of the first ready frame; it is not compared: on a busy machine WebKit has
 * shown the header and like buttons unstyled for their first ready frame, see the README.)
 */
export function layoutShifts(probe: ProbeResult): string[] {
  const shifts: string[] = [];
  for (const record of probe.records) {
    // A widget added after its tag was defined (one widget rendering another), or defined before any
    // frame showed its placeholder, has no placeholder box: it never showed a reserved box to keep.
    if (!RESERVING_TAGS.has(record.tag) || !record.placeholder) continue;
    const placeholder = LOADER_RESERVED_TAGS.has(record.tag) ? record.placeholder : record.first;
    if (!placeholder) continue;
    const { now: ready } = record;
    if (ENDING_TAGS.has(record.tag) && ready.height === 0) continue;
    const frame = LOADER_RESERVED_TAGS.has(record.tag) ? record.placeholderFrame : record.frame;
    const widthChanged = Math.abs(placeholder.width - ready.width) > TOLERANCE_PX;
    const heightChanged = CONTENT_SIZED_TAGS.has(record.tag) ? ready.height < placeholder.height - TOLERANCE_PX : Math.abs(placeholder.height - ready.height) > TOLERANCE_PX;
    const { firstItem, readyItem } = record;
    // A first page the server rendered inside the widget: its first item keeps its place as the widget takes over.
    if (firstItem && readyItem && (Math.abs(firstItem.x - readyItem.x) > TOLERANCE_PX || Math.abs(firstItem.y - readyItem.y) > TOLERANCE_PX)) {
      shifts.push(`${record.tag}: its first item at ${round(firstItem.x)},${round(firstItem.y)} inside it as first shown (frame ${record.frame}), at ${round(readyItem.x)},${round(readyItem.y)} once ready`);
    }
    if (widthChanged || heightChanged) shifts.push(`${record.tag} at ${round(placeholder.x)},${round(placeholder.y)}: ${show(placeholder)} as first shown (frame ${frame ?? '?'}), ${show(ready)} once ready (display ${record.display}, its stylesheet: ${record.sheet})`);
  }
  return shifts;
}
