import { setPageConfig } from '../../test/support/page-config';
import { runChunksInTasksOfTheirOwn, startSharedModules } from './chunk-tasks';

type EnsureChunk = (chunkId: string | number, promises: Promise<unknown>[]) => void;
type Runtime = { f: Record<string, EnsureChunk | undefined> };
type WebpackGlobals = typeof globalThis & { __webpack_require__?: Runtime };

/** webpack's runtime with its script handler, which adds the promise of the chunk's script. */
function installWebpackRuntime(script: Promise<unknown>): Runtime {
  const runtime: Runtime = { f: { j: (_chunkId, promises) => void promises.push(script) } };
  (globalThis as WebpackGlobals).__webpack_require__ = runtime;
  return runtime;
}

/** As `__webpack_require__.e` does: every handler in turn adds its promises, and the import waits for them all. */
function ensureChunk(runtime: Runtime, chunkId: number): Promise<unknown[]> {
  const promises: Promise<unknown>[] = [];
  for (const handler of Object.values(runtime.f)) handler?.(chunkId, promises);
  return Promise.all(promises);
}

/** A promise and the function that settles it. */
function deferred<T = void>() {
  let resolve!: (value: T) => void;
  let reject!: (error: unknown) => void;
  const promise = new Promise<T>((res, rej) => ((resolve = res), (reject = rej)));
  return { promise, resolve, reject };
}

const settled = async (promise: Promise<unknown>) => {
  let done = false;
  void promise.then(() => (done = true), () => (done = true));
  for (let turn = 0; turn < 10; turn++) await Promise.resolve();
  return done;
};

afterEach(() => {
  delete (globalThis as WebpackGlobals).__webpack_require__;
  delete (window as { npStore?: unknown }).npStore;
});

describe('runChunksInTasksOfTheirOwn', () => {
  it("lets an import go on only after its chunk's file is in and then a new task", async () => {
    const script = deferred();
    const nextTask = deferred();
    const yieldToBrowser = jest.fn(() => nextTask.promise);
    const runtime = installWebpackRuntime(script.promise);
    runChunksInTasksOfTheirOwn(yieldToBrowser);

    const imported = ensureChunk(runtime, 7);
    expect(await settled(imported)).toBe(false);
    expect(yieldToBrowser).not.toHaveBeenCalled();

    script.resolve();
    expect(await settled(imported)).toBe(false);
    expect(yieldToBrowser).toHaveBeenCalledTimes(1);

    nextTask.resolve();
    expect(await settled(imported)).toBe(true);
  });

  it('fails the import when a file fails, as without it', async () => {
    const runtime = installWebpackRuntime(Promise.reject(new Error('Loading chunk 7 failed.')));
    runChunksInTasksOfTheirOwn(() => Promise.resolve());
    await expect(ensureChunk(runtime, 7)).rejects.toThrow('Loading chunk 7 failed.');
  });

  it('gives each import its own task, even a second one of a chunk still loading', async () => {
    const runtime = installWebpackRuntime(Promise.resolve());
    const yieldToBrowser = jest.fn(() => Promise.resolve());
    runChunksInTasksOfTheirOwn(yieldToBrowser);
    await Promise.all([ensureChunk(runtime, 1), ensureChunk(runtime, 1)]);
    expect(yieldToBrowser).toHaveBeenCalledTimes(2);
  });

  it('lets the import of a chunk already in (no file to wait for) go on in the importing task', async () => {
    const runtime: Runtime = { f: { j: () => undefined } };
    (globalThis as WebpackGlobals).__webpack_require__ = runtime;
    const yieldToBrowser = jest.fn(() => new Promise<void>(() => undefined));
    runChunksInTasksOfTheirOwn(yieldToBrowser);
    expect(await settled(ensureChunk(runtime, 1))).toBe(true);
    expect(yieldToBrowser).not.toHaveBeenCalled();
  });

  it('adds its handler once, after webpack’s own', () => {
    const runtime = installWebpackRuntime(Promise.resolve());
    runChunksInTasksOfTheirOwn(() => Promise.resolve());
    const handler = runtime.f.npOwnTask;
    runChunksInTasksOfTheirOwn(() => Promise.resolve());
    expect(runtime.f.npOwnTask).toBe(handler);
    expect(Object.keys(runtime.f)).toEqual(['j', 'npOwnTask']);
  });

  it('does nothing outside webpack (tests, the eager build)', () => {
    expect(() => runChunksInTasksOfTheirOwn(() => Promise.resolve())).not.toThrow();
  });
});

describe('startSharedModules', () => {
  it('creates the page store before any widget asks for it', async () => {
    setPageConfig();
    expect((window as { npStore?: unknown }).npStore).toBeUndefined();
    startSharedModules();
    await new Promise((resolve) => setTimeout(resolve, 0));
    await new Promise((resolve) => setTimeout(resolve, 0));
    const store = (window as { npStore?: { getState(): { site: { alias: string } } } }).npStore;
    expect(store?.getState().site.alias).toBe('diario');
  });
});
