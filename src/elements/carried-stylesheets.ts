// Chunk stylesheets a page already carries. A template includes np-placeholders.css (which also
// holds the last-hour strip's CSS) and, on a search page with the searcher's first page,
// np-searcher-page.css (the searcher's and the result cards' CSS): the same rules, byte for byte,
// as those chunks' own stylesheets (webpack.config.js writes both files from them). Loading the
// chunk's copy too cost a request and a style invalidation for nothing, and held the widget's
// import until that copy was in.

import { pageHasPlaceholderRules } from './stylesheet';

type ChunkId = string | number;
type EnsureChunkHandler = (chunkId: ChunkId, promises: Promise<unknown>[]) => void;

declare const __webpack_require__: { f?: Record<string, EnsureChunkHandler | undefined> };

/** Per page stylesheet (its file name), the chunks whose CSS it holds. */
export type CarriedStylesheets = Record<string, readonly string[]>;

const PLACEHOLDERS_FILE = 'np-placeholders.css';

/**
 * Whether the page holds `file`: np-placeholders.css as the loader finds it, any other file linked
 * or inline in a `<style>` that names it (`data-np-page-rules="np-searcher-page.css"`). An unnamed
 * `<style data-np-page-rules>` counts for nothing: which rules it holds is not known.
 */
export function pageHolds(file: string): boolean {
  if (file === PLACEHOLDERS_FILE) return pageHasPlaceholderRules();
  return document.querySelector(`link[rel="stylesheet"][href$="${file}"],style[data-np-page-rules="${file}"]`) !== null;
}

/** The chunks whose CSS the page holds, read once the page's head is complete (the registry's time). */
export function carriedChunks(stylesheets: CarriedStylesheets): Set<string> {
  const chunks = new Set<string>();
  for (const [file, names] of Object.entries(stylesheets)) {
    if (pageHolds(file)) names.forEach((name) => chunks.add(name));
  }
  return chunks;
}

/** Wraps mini-css-extract-plugin's handler so that a chunk whose CSS the page holds loads no stylesheet. */
export function skipStylesheetsThePageCarries(stylesheets: CarriedStylesheets): void {
  const handlers = typeof __webpack_require__ === 'undefined' ? undefined : __webpack_require__.f;
  const loadStylesheet = handlers?.miniCss;
  if (!handlers || !loadStylesheet) return;
  let carried: Set<string> | undefined;
  handlers.miniCss = (chunkId, promises) => {
    carried ??= carriedChunks(stylesheets);
    if (!carried.has(String(chunkId))) loadStylesheet(chunkId, promises);
  };
}
