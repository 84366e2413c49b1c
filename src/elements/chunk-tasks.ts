// Where a chunk's modules run. webpack runs an import's modules in the task of the last chunk
// script to arrive, and the first widget's import runs React DOM, the store and the widget there:
// one task of 70–95 ms at 4x CPU slowdown on a phone profile (long-animation-frame entries of the
// login and front pages). Here each import goes on in a task of its own once its files are in,
// and the registry imports React DOM and the store on their own first, so that work comes in
// three tasks instead of one.

type EnsureChunkHandler = (chunkId: string | number, promises: Promise<unknown>[]) => void;

declare const __webpack_require__: { f?: Record<string, EnsureChunkHandler | undefined> };

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
