// Chunk failures: JS chunks are retried with back-off and then reported; a CSS chunk that fails is
// reported and the widget's script runs anyway.
import { recordNpErrorsInEachTest } from '../../test/support/np-errors';
import { reportChunkFailure, reportCssChunkFailuresWithoutBlocking, withRetries } from './chunk-failures';

type EnsureChunk = (chunkId: string | number, promises: Promise<unknown>[]) => void;
type WebpackGlobals = typeof globalThis & { __webpack_require__?: { f: Record<string, EnsureChunk | undefined> } };

const CSS_URL = 'http://x/a.css';

/** mini-css-extract-plugin's error for a stylesheet that did not load. */
function cssChunkError(chunkId: string | number, code: string | undefined = 'CSS_CHUNK_LOAD_FAILED') {
  return Object.assign(new Error(`Loading CSS chunk ${chunkId} failed.\n(missing: ${CSS_URL})`), { code, type: 'missing', request: CSS_URL });
}

/** Webpack's runtime as the loader sees it, with a miniCss handler that behaves as told. */
function installWebpackRuntime(miniCss: EnsureChunk | undefined): { f: Record<string, EnsureChunk | undefined> } {
  const runtime = { f: { miniCss } };
  (globalThis as WebpackGlobals).__webpack_require__ = runtime;
  return runtime;
}

/** Asks for a chunk as webpack's `__webpack_require__.e` does: every handler adds its promises. */
function ensureChunk(runtime: { f: Record<string, EnsureChunk | undefined> }, chunkId: number, promises: Promise<unknown>[] = []): Promise<unknown[]> {
  runtime.f.miniCss?.(chunkId, promises);
  return Promise.all(promises);
}

const npErrors = recordNpErrorsInEachTest();

afterEach(() => {
  delete (globalThis as WebpackGlobals).__webpack_require__;
  jest.restoreAllMocks();
});

describe('withRetries', () => {
  it('tries again after each back-off delay, then gives up with the last error', async () => {
    const load = jest.fn<Promise<string>, []>().mockRejectedValueOnce(new Error('first')).mockRejectedValueOnce(new Error('second')).mockRejectedValueOnce(new Error('third'));
    await expect(withRetries(load, [1, 1])).rejects.toThrow('third');
    expect(load).toHaveBeenCalledTimes(3);
  });

  it('resolves with the first attempt that succeeds', async () => {
    const load = jest.fn<Promise<string>, []>().mockRejectedValueOnce(new Error('offline')).mockResolvedValueOnce('module');
    await expect(withRetries(load, [1, 1])).resolves.toBe('module');
    expect(load).toHaveBeenCalledTimes(2);
  });

  it('with no delays, tries once', async () => {
    const load = jest.fn<Promise<string>, []>().mockRejectedValue(new Error('offline'));
    await expect(withRetries(load, [])).rejects.toThrow('offline');
    expect(load).toHaveBeenCalledTimes(1);
  });

  it('by default waits 300 ms and then 1 s between tries', async () => {
    jest.useFakeTimers();
    try {
      const load = jest.fn<Promise<string>, []>().mockRejectedValue(new Error('offline'));
      const outcome = withRetries(load).catch((error: unknown) => error);
      await jest.advanceTimersByTimeAsync(300);
      expect(load).toHaveBeenCalledTimes(2);
      await jest.advanceTimersByTimeAsync(1_000);
      expect(load).toHaveBeenCalledTimes(3);
      await expect(outcome).resolves.toEqual(new Error('offline'));
    } finally {
      jest.useRealTimers();
    }
  });
});

describe('reportChunkFailure', () => {
  it("dispatches np:error with kind 'chunk', the tag and webpack's name, message, type and request", () => {
    const error = Object.assign(new Error('Loading chunk 12 failed.\n(timeout: http://x/12.js)'), { name: 'ChunkLoadError', type: 'timeout', request: 'http://x/12.js' });
    reportChunkFailure('np-share-bar', error);
    expect(npErrors.details).toEqual([
      { kind: 'chunk', tag: 'np-share-bar', name: 'ChunkLoadError', message: error.message, type: 'timeout', request: 'http://x/12.js' },
    ]);
  });

  it('reports something readable even when the rejection is not an Error', () => {
    reportChunkFailure('np-share-bar', 'offline');
    expect(npErrors.details[0]).toMatchObject({ kind: 'chunk', tag: 'np-share-bar', name: 'Error', message: 'offline' });
  });
});

describe('reportCssChunkFailuresWithoutBlocking', () => {
  it("turns a stylesheet that fails into an np:error with kind 'css-chunk' and code CSS_CHUNK_LOAD_FAILED, and lets the chunk resolve", async () => {
    const runtime = installWebpackRuntime((chunkId, promises) => {
      promises.push(Promise.reject(cssChunkError(chunkId)));
    });
    reportCssChunkFailuresWithoutBlocking();
    await expect(ensureChunk(runtime, 7)).resolves.toHaveLength(1);
    expect(npErrors.details).toEqual([
      expect.objectContaining({ kind: 'css-chunk', code: 'CSS_CHUNK_LOAD_FAILED', message: 'Loading CSS chunk 7 failed.\n(missing: http://x/a.css)', type: 'missing', request: CSS_URL }),
    ]);
  });

  it('gives the code CSS_CHUNK_LOAD_FAILED when the error has none', async () => {
    const runtime = installWebpackRuntime((chunkId, promises) => {
      promises.push(Promise.reject(cssChunkError(chunkId, undefined)));
    });
    reportCssChunkFailuresWithoutBlocking();
    await ensureChunk(runtime, 8);
    expect(npErrors.details[0]).toMatchObject({ kind: 'css-chunk', code: 'CSS_CHUNK_LOAD_FAILED' });
  });

  it('reports nothing when the stylesheet loads', async () => {
    const runtime = installWebpackRuntime((_chunkId, promises) => {
      promises.push(Promise.resolve('css'));
    });
    reportCssChunkFailuresWithoutBlocking();
    await expect(ensureChunk(runtime, 7)).resolves.toEqual(['css']);
    expect(npErrors.details).toEqual([]);
  });

  it('leaves alone the promises other handlers added before it (a failing JS chunk still fails)', async () => {
    const runtime = installWebpackRuntime((chunkId, promises) => {
      promises.push(Promise.reject(cssChunkError(chunkId)));
    });
    reportCssChunkFailuresWithoutBlocking();
    const script = Promise.reject(new Error('Loading chunk 7 failed.'));
    const promises: Promise<unknown>[] = [script];
    await expect(ensureChunk(runtime, 7, promises)).rejects.toThrow('Loading chunk 7 failed.');
    expect(promises[0]).toBe(script);
    expect(npErrors.details.map((detail) => detail.kind)).toEqual(['css-chunk']);
  });

  it('does nothing, and throws nothing, outside webpack or without mini-css', () => {
    expect(() => reportCssChunkFailuresWithoutBlocking()).not.toThrow();
    const runtime = installWebpackRuntime(undefined);
    expect(() => reportCssChunkFailuresWithoutBlocking()).not.toThrow();
    expect(runtime.f.miniCss).toBeUndefined();
  });
});
