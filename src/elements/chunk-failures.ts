// Chunk failures: a JS chunk is retried, then reported; a CSS chunk failure is reported and
// the widget renders without its styles.
import { CHUNK_RETRY_DELAYS_MS } from '../constants';
import { reportError } from '../events';
import { sleep } from './yield-to-browser';

interface WebpackChunkError extends Error {
  type?: string;
  request?: string;
  code?: string;
}

type EnsureChunkHandler = (chunkId: string | number, promises: Promise<unknown>[]) => void;

declare const __webpack_require__: { f?: Record<string, EnsureChunkHandler | undefined> };

/** Calls `load` again after each back-off delay until it succeeds or the delays run out. */
export async function withRetries<T>(load: () => Promise<T>, delaysMs: readonly number[] = CHUNK_RETRY_DELAYS_MS): Promise<T> {
  for (let attempt = 0; ; attempt++) {
    try {
      return await load();
    } catch (error) {
      const delay = delaysMs[attempt];
      if (delay === undefined) throw error;
      await sleep(delay);
    }
  }
}

export function reportChunkFailure(tag: string, error: unknown): void {
  const { name = 'Error', message = String(error), type, request } = (error ?? {}) as WebpackChunkError;
  reportError({ kind: 'chunk', tag, name, message, type, request });
}

/**
 * mini-css-extract-plugin rejects the whole import when a stylesheet fails. Wrap its ensure
 * handler so the failure is reported (code CSS_CHUNK_LOAD_FAILED) and the script still runs.
 */
export function reportCssChunkFailuresWithoutBlocking(): void {
  const handlers = typeof __webpack_require__ === 'undefined' ? undefined : __webpack_require__.f;
  const loadStylesheet = handlers?.miniCss;
  if (!handlers || !loadStylesheet) return;
  handlers.miniCss = (chunkId, promises) => {
    const first = promises.length;
    loadStylesheet(chunkId, promises);
    for (let index = first; index < promises.length; index++) {
      promises[index] = promises[index]!.catch((error: WebpackChunkError) =>
        reportError({ kind: 'css-chunk', code: error.code ?? 'CSS_CHUNK_LOAD_FAILED', name: error.name, message: error.message, type: error.type, request: error.request }),
      );
    }
  };
}
