// Where a chunk's modules run. webpack runs an import's modules in the task of the last chunk
// script to arrive, and the first widget's import runs React DOM, the store and the widget there:
// one task of 70–95 ms at 4x CPU slowdown on a phone profile (long-animation-frame entries of the
// login and front pages). Here each import goes on in a task of its own once its files are in,
// and the registry imports React DOM and the store on their own first, so that work comes in
// three tasks instead of one.

type ChunkId = string | number;
type EnsureChunkHandler = (chunkId: ChunkId, promises: Promise<unknown>[]) => void;
/** `fetchPriority`: the import's, which webpack.config.js sets to `high` for every import. */
type EnsureChunk = ((chunkId: ChunkId, fetchPriority?: string) => Promise<unknown>) & { npChunkPerTask?: true };

declare const __webpack_require__: { f?: Record<string, EnsureChunkHandler | undefined>; e?: EnsureChunk };

/**
 * Starts each chunk's files (its script and stylesheet elements) in a task of its own, the first
 * time an import asks for that chunk. Adding a `<script>` or `<link>` to the page costs Chromium
 * 0.2-3 ms of main thread each (`ResourceFetcher::requestResource`), and webpack adds every file of
 * an import in the importing task: the login form's import (its chunk, the account forms and the
 * account code, a script and a stylesheet each) made a 255 ms task at 4x CPU slowdown, 153 ms of
 * it in `appendChild`. A chunk asked for again (a retry, or one whose files are in or on their
 * way) goes on in the asking task, so the header's own widgets are still defined as it renders.
 */
export function startChunksInTasksOfTheirOwn(yieldToBrowser: () => Promise<void>): void {
  const runtime = typeof __webpack_require__ === 'undefined' ? undefined : __webpack_require__;
  const ensure = runtime?.e;
  if (!runtime || !ensure || ensure.npChunkPerTask) return;
  const asked = new Set<ChunkId>();
  const spread: EnsureChunk = (chunkId, fetchPriority) => {
    if (asked.has(chunkId)) return ensure(chunkId, fetchPriority);
    asked.add(chunkId);
    return yieldToBrowser().then(() => ensure(chunkId, fetchPriority));
  };
  spread.npChunkPerTask = true;
  runtime.e = spread;
}

/**
 * Adds an ensure-chunk handler after webpack's own (script, stylesheet): it waits for their
 * promises, then for a new task. A failed file still fails the import as before. A chunk already
 * in (webpack's handlers added no file) goes on in the importing task: the header's own widgets,
 * found as it renders, are then defined before the queue renders anything further down.
 */
export function runChunksInTasksOfTheirOwn(yieldToBrowser: () => Promise<void>): void {
  const handlers = typeof __webpack_require__ === 'undefined' ? undefined : __webpack_require__.f;
  if (!handlers || handlers.npOwnTask) return;
  handlers.npOwnTask = (_chunkId, promises) => {
    if (promises.length === 0) return;
    const files = promises.slice();
    promises.push(Promise.all(files).then(() => yieldToBrowser()));
  };
}

/**
 * React DOM's modules, then the store (created as the first widget would create it), each in a
 * task of its own as soon as their shared chunks are in. A failure is left to the widget's own
 * import, which retries and reports it.
 */
export function startSharedModules(): void {
  import('react-dom/client').catch(() => {});
  import('../store').then(({ getStore }) => getStore()).catch(() => {});
}
