import { setPageConfig } from '../../test/support/page-config';
import { runChunksInTasksOfTheirOwn, startChunksInTasksOfTheirOwn, startSharedModules } from './chunk-tasks';

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

describe('startChunksInTasksOfTheirOwn', () => {
  type Ensure = (chunkId: string | number, fetchPriority?: string) => Promise<unknown>;
  /** webpack's `__webpack_require__.e`, recording the chunks it was asked for (it adds their files) and the priority given. */
  function installEnsure(): { runtime: { e: Ensure }; started: (string | number)[]; priorities: (string | undefined)[] } {
    const started: (string | number)[] = [];
    const priorities: (string | undefined)[] = [];
    const runtime = { e: (chunkId: string | number, fetchPriority?: string) => (started.push(chunkId), priorities.push(fetchPriority), Promise.resolve(chunkId)) };
    (globalThis as unknown as { __webpack_require__: unknown }).__webpack_require__ = runtime;
    return { runtime, started, priorities };
  }

  it("passes on the import's fetch priority (webpack.config.js asks for high), the first time and again", async () => {
    const { runtime, priorities } = installEnsure();
    startChunksInTasksOfTheirOwn(() => Promise.resolve());
    await runtime.e('np-login', 'high');
    await runtime.e('np-login', 'high');
    expect(priorities).toEqual(['high', 'high']);
  });

  it("starts each chunk's files in a task of its own, the first time it is asked for", async () => {
    const { runtime, started } = installEnsure();
    const tasks: (() => void)[] = [];
    startChunksInTasksOfTheirOwn(() => new Promise<void>((resolve) => tasks.push(resolve)));

    // One import of three chunks, as webpack asks for them: nothing is added in the importing task.
    const imported = Promise.all(['np-login', 'np-account', 'np-account-forms'].map((id) => runtime.e(id)));
    expect(started).toEqual([]);
    expect(tasks).toHaveLength(3);

    tasks[0]!();
    await settled(Promise.resolve());
    expect(started).toEqual(['np-login']);
    tasks[1]!();
    tasks[2]!();
    await expect(imported).resolves.toEqual(['np-login', 'np-account', 'np-account-forms']);
    expect(started).toEqual(['np-login', 'np-account', 'np-account-forms']);
  });

  it('asks again at once for a chunk already asked for (a retry, a widget of a chunk that is in)', async () => {
    const { runtime, started } = installEnsure();
    const yieldToBrowser = jest.fn(() => Promise.resolve());
    startChunksInTasksOfTheirOwn(yieldToBrowser);
    await runtime.e('np-header');
    const again = runtime.e('np-header');
    expect(started).toEqual(['np-header', 'np-header']);
    await again;
    expect(yieldToBrowser).toHaveBeenCalledTimes(1);
  });

  it('wraps webpack’s function once, and does nothing outside webpack', () => {
    expect(() => startChunksInTasksOfTheirOwn(() => Promise.resolve())).not.toThrow();
    const { runtime } = installEnsure();
    startChunksInTasksOfTheirOwn(() => Promise.resolve());
    const wrapped = runtime.e;
    startChunksInTasksOfTheirOwn(() => Promise.resolve());
    expect(runtime.e).toBe(wrapped);
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
