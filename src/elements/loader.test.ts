// The loader: finds the np- tags in the page (now and later), loads each tag's chunk once,
// deferred until near the viewport unless loading="eager" (or hidden), retries a failed chunk and then shows a fallback.
import { screen, waitFor, within } from '@testing-library/react';
import { installFakeIntersectionObserver, latestIntersectionObserver } from '../../test/support/fake-intersection-observer';
import { recordNpErrorsInEachTest } from '../../test/support/np-errors';
import { isFirstLoaderOfBuild, startLoader } from './loader';
import { OFFSCREEN_ATTRIBUTE, type WidgetTag } from './registry';

const ES_FALLBACK = 'Este contenido no está disponible en este momento.';
const CA_FALLBACK = 'Aquest contingut no està disponible en aquest moment.';

let tagCount = 0;
/** Custom elements cannot be undefined: every test uses tags of its own. */
const newTag = (name: string): WidgetTag => `np-loader${++tagCount}-${name}`;

/** A chunk that arrives and defines its element, as a widget's define file does. */
const definingChunk = (tag: WidgetTag) =>
  jest.fn(async () => {
    customElements.define(tag, class extends HTMLElement {});
  });

/** A chunk that never arrives: webpack rejects with a ChunkLoadError carrying type and request. */
function missingChunk(tag: WidgetTag) {
  const request = `http://static.localhost/diario/${tag}.0123abcd.js`;
  const error = Object.assign(new Error(`Loading chunk ${tag} failed.\n(missing: ${request})`), { name: 'ChunkLoadError', type: 'missing', request });
  return { load: jest.fn(async () => Promise.reject(error)), error };
}

function clearClaimedTags(): void {
  // startLoader keeps the tags claimed by every loader of the page on globalThis; each test starts a fresh page.
  delete (globalThis as typeof globalThis & { [key: symbol]: unknown })[Symbol.for('np.claimedTags')];
}

interface TestWidget {
  load: (hosted: boolean) => Promise<unknown>;
  reserveSpace?: (element: HTMLElement) => void;
}

/** The loader, given a bundle of these widgets: a tag with no entry is not in the bundle (as np-loader.ts says). */
function start(widgets: Record<string, TestWidget>): void {
  startLoader({
    load: (tag, hosted) => widgets[tag]?.load(hosted) ?? Promise.reject(new Error(`<${tag}> is not a widget of this bundle.`)),
    reserveSpace: (element) => widgets[element.localName]?.reserveSpace?.(element),
  });
}

/** Page markup, as the CMS writes it before the loader runs. */
function page(html: string): void {
  document.body.innerHTML = html;
}

/**
 * What Chromium's checkVisibility answers for an element in a `content-visibility: auto` section
 * far from the viewport (jsdom has no layout): visible, but not once skipped content counts.
 */
function inSkippedSection(element: HTMLElement): void {
  element.checkVisibility = (options?: CheckVisibilityOptions) => !options?.contentVisibilityAuto;
}

const npErrors = recordNpErrorsInEachTest();

/** Every loader watches the whole document for np- tags: each test stops the ones it started. */
const watchers: MutationObserver[] = [];
const PageMutationObserver = MutationObserver;

beforeEach(() => {
  clearClaimedTags();
  installFakeIntersectionObserver();
  globalThis.MutationObserver = class extends PageMutationObserver {
    constructor(callback: MutationCallback) {
      super(callback);
      watchers.push(this);
    }
  };
});

afterEach(() => {
  globalThis.MutationObserver = PageMutationObserver;
  watchers.splice(0).forEach((watcher) => watcher.disconnect());
  document.body.replaceChildren();
  jest.useRealTimers();
  jest.restoreAllMocks();
});

describe('the first scan', () => {
  it('loads only the tags present in the page', async () => {
    const [present, absent] = [newTag('present'), newTag('absent')];
    const registry = { [present]: { load: definingChunk(present) }, [absent]: { load: definingChunk(absent) } };
    page(`<article><${present} loading="eager"></${present}></article>`);
    start(registry);
    await waitFor(() => expect(customElements.get(present)).toBeDefined());
    expect(registry[present]!.load).toHaveBeenCalledTimes(1);
    expect(registry[absent]!.load).not.toHaveBeenCalled();
  });

  it('loads each tag once, however many elements of it the page holds', async () => {
    const tag = newTag('many');
    const load = definingChunk(tag);
    page(`<${tag}></${tag}><${tag}></${tag}><div><${tag}></${tag}></div>`);
    start({ [tag]: { load } });
    const observer = latestIntersectionObserver();
    for (const element of document.querySelectorAll(tag)) observer.report(element, true);
    await customElements.whenDefined(tag);
    expect(load).toHaveBeenCalledTimes(1);
  });

  it('marks every element found with data-np-status="loading" at once, until its code arrives, and keeps the theme guard off it', () => {
    const tag = newTag('status');
    page(`<${tag}><p>Del servidor</p></${tag}><${tag} loading="lazy"></${tag}>`);
    start({ [tag]: { load: jest.fn(() => new Promise<never>(() => undefined)) } });
    for (const element of document.querySelectorAll(tag)) {
      expect(element).toHaveAttribute('data-np-status', 'loading');
      // The guard restyles everything inside a host: it waits for the widget's code (define-widget.tsx).
      expect(element).not.toHaveAttribute('data-np-guard');
    }
  });

  it("reserves each element's space before its code arrives", () => {
    const tag = newTag('reserved');
    const reserveSpace = jest.fn<void, [HTMLElement]>();
    page(`<${tag} id="one"></${tag}><${tag} id="two"></${tag}>`);
    start({ [tag]: { load: jest.fn(() => new Promise<never>(() => undefined)), reserveSpace } });
    expect(reserveSpace.mock.calls.map(([element]) => element.id)).toEqual(['one', 'two']);
  });

  it('finds the np- tags only: other custom elements, defined or not, and standard elements are left alone', async () => {
    const tag = newTag('ours');
    const load = definingChunk(tag);
    const reserveSpace = jest.fn<void, [HTMLElement]>();
    customElements.define('x-defined-elsewhere', class extends HTMLElement {});
    page(`<x-other-library loading="eager"></x-other-library><x-defined-elsewhere></x-defined-elsewhere><p loading="eager"></p><${tag} loading="eager"></${tag}>`);
    startLoader({ load: async (found) => (found === tag ? load() : Promise.reject(new Error(`unexpected ${found}`))), reserveSpace });
    await customElements.whenDefined(tag);
    expect(reserveSpace.mock.calls.map(([element]) => element.localName)).toEqual([tag]);
    expect(document.querySelectorAll('[data-np-status]')).toHaveLength(1);
    expect(npErrors.details).toEqual([]);
  });

  it('does not load a tag that is already defined', () => {
    const tag = newTag('defined');
    customElements.define(tag, class extends HTMLElement {});
    const load = jest.fn(async () => undefined);
    page(`<${tag}></${tag}>`);
    start({ [tag]: { load } });
    expect(load).not.toHaveBeenCalled();
    expect(document.querySelector(tag)).not.toHaveAttribute('data-np-status');
  });

  it('does not load a tag that another loader on the page (another build) already claimed', async () => {
    const tag = newTag('claimed');
    const first = definingChunk(tag);
    const second = jest.fn(async () => undefined);
    page(`<${tag} loading="eager"></${tag}>`);
    start({ [tag]: { load: first } });
    start({ [tag]: { load: second } });
    await customElements.whenDefined(tag);
    expect(first).toHaveBeenCalledTimes(1);
    expect(second).not.toHaveBeenCalled();
  });
});

describe('tags added later', () => {
  it('a tag added to the page after the first scan is loaded', async () => {
    const tag = newTag('later');
    const load = definingChunk(tag);
    start({ [tag]: { load } });
    expect(load).not.toHaveBeenCalled();
    const section = document.createElement('section');
    section.innerHTML = `<p>Más noticias</p><div><${tag} loading="eager"></${tag}></div>`;
    document.body.append(section);
    await waitFor(() => expect(load).toHaveBeenCalledTimes(1));
    expect(section.querySelector(tag)).toHaveAttribute('data-np-status', 'loading');
  });

  it('an element added itself (not inside a wrapper) is found too', async () => {
    const tag = newTag('direct');
    const load = definingChunk(tag);
    start({ [tag]: { load } });
    const element = document.createElement(tag);
    element.setAttribute('loading', 'eager');
    document.body.append(element);
    await waitFor(() => expect(load).toHaveBeenCalledTimes(1));
  });

  it('more elements of a tag being loaded do not load it again', async () => {
    const tag = newTag('again');
    let arrive: () => void = () => undefined;
    const load = jest.fn(() => new Promise<void>((resolve) => (arrive = resolve)));
    page(`<${tag} loading="eager"></${tag}>`);
    start({ [tag]: { load } });
    document.body.append(document.createElement(tag), document.createElement(tag));
    await waitFor(() => expect(document.querySelectorAll(`${tag}[data-np-status="loading"]`)).toHaveLength(3));
    arrive();
    expect(load).toHaveBeenCalledTimes(1);
  });
});

describe('below the fold by default', () => {
  it.each(['', ' loading="lazy"'])('an element with loading="%s" waits until it comes within 500 px of the viewport', async (loading) => {
    const tag = newTag('deferred');
    const load = definingChunk(tag);
    page(`<${tag}${loading}></${tag}>`);
    start({ [tag]: { load } });
    const element = document.querySelector(tag)!;
    const observer = latestIntersectionObserver();
    expect(observer.rootMargin).toContain('500px');
    expect(observer.observed.has(element)).toBe(true);
    expect(load).not.toHaveBeenCalled();
    observer.report(element, false);
    expect(load).not.toHaveBeenCalled();
    observer.report(element, true);
    expect(load).toHaveBeenCalledTimes(1);
    expect(observer.observed.has(element)).toBe(false);
    await customElements.whenDefined(tag);
  });

  it('loading="eager" loads at once, without waiting for the viewport', () => {
    const tag = newTag('eager');
    const load = definingChunk(tag);
    page(`<${tag} loading="eager"></${tag}>`);
    start({ [tag]: { load } });
    expect(load).toHaveBeenCalledTimes(1);
    expect(latestIntersectionObserver().observed.size).toBe(0);
  });

  it('a widget that a defined widget renders (the header\'s search) loads at once: its host was near the viewport', async () => {
    const [host, nested] = [newTag('host'), newTag('nested')];
    const load = definingChunk(nested);
    customElements.define(host, class extends HTMLElement {});
    page(`<${host}></${host}>`);
    start({ [host]: { load: definingChunk(host) }, [nested]: { load } });
    document.querySelector(host)!.append(document.createElement(nested));
    await waitFor(() => expect(load).toHaveBeenCalledTimes(1));
    expect(load).toHaveBeenCalledWith(true);
    expect(latestIntersectionObserver().observed.size).toBe(0);
  });

  it('says which loads were found inside a defined widget: an eager or viewed element is not', async () => {
    const [eager, viewed] = [newTag('eager-alone'), newTag('viewed-alone')];
    const [loadEager, loadViewed] = [definingChunk(eager), definingChunk(viewed)];
    page(`<${eager} loading="eager"></${eager}><${viewed}></${viewed}>`);
    start({ [eager]: { load: loadEager }, [viewed]: { load: loadViewed } });
    latestIntersectionObserver().report(document.querySelector(viewed)!, true);
    await waitFor(() => expect(loadViewed).toHaveBeenCalledWith(false));
    expect(loadEager).toHaveBeenCalledWith(false);
  });

  it('a tag inside a widget whose own code has not loaded (server markup) waits for the viewport', () => {
    const [host, nested] = [newTag('waiting-host'), newTag('inside')];
    const load = definingChunk(nested);
    page(`<${host}><${nested}></${nested}></${host}>`);
    start({ [host]: { load: jest.fn(() => new Promise<never>(() => undefined)) }, [nested]: { load } });
    expect(load).not.toHaveBeenCalled();
    expect(latestIntersectionObserver().observed.has(document.querySelector(nested)!)).toBe(true);
  });

  it('a host with no box (display: none until defined, like the paywall) loads at its first observation', () => {
    const tag = newTag('hidden');
    const load = definingChunk(tag);
    page(`<${tag}></${tag}>`);
    start({ [tag]: { load } });
    latestIntersectionObserver().report(document.querySelector(tag)!, false, { width: 0, height: 0 });
    expect(load).toHaveBeenCalledTimes(1);
  });

  it('an element with no box because its content-visibility: auto section is skipped waits until it nears the viewport', () => {
    const tag = newTag('skipped');
    const load = definingChunk(tag);
    page(`<section><${tag}></${tag}></section>`);
    const element = document.querySelector<HTMLElement>(tag)!;
    inSkippedSection(element);
    start({ [tag]: { load } });
    const observer = latestIntersectionObserver();
    observer.report(element, false, { width: 0, height: 0 });
    expect(load).not.toHaveBeenCalled();
    expect(observer.observed.has(element)).toBe(true);
    observer.report(element, true, { width: 300, height: 40 });
    expect(load).toHaveBeenCalledTimes(1);
  });

  it('where checkVisibility knows no contentVisibilityAuto option (it answers true), a host with no box still loads at once', () => {
    const tag = newTag('older-engine');
    const load = definingChunk(tag);
    page(`<${tag}></${tag}>`);
    const element = document.querySelector<HTMLElement>(tag)!;
    element.checkVisibility = () => true;
    start({ [tag]: { load } });
    latestIntersectionObserver().report(element, false, { width: 0, height: 0 });
    expect(load).toHaveBeenCalledTimes(1);
  });
});

describe('elements outside the viewport', () => {
  const VIEWPORT = { width: 400, height: 800 };

  it('an element first seen below the viewport, within the margin or beyond it, is marked for the render queue; one in view is not', () => {
    const tag = newTag('placed');
    page(`<${tag} id="arriba"></${tag}><${tag} id="cerca"></${tag}><${tag} id="lejos"></${tag}>`);
    start({ [tag]: { load: definingChunk(tag) } });
    const observer = latestIntersectionObserver();
    const [top, near, far] = ['arriba', 'cerca', 'lejos'].map((id) => document.getElementById(id)!);
    observer.report(far!, false, undefined, { top: 2_000, viewport: VIEWPORT });
    observer.report(near!, true, undefined, { top: 900, viewport: VIEWPORT });
    observer.report(top!, true, undefined, { top: 700, viewport: VIEWPORT });
    expect([top, near, far].map((element) => element!.hasAttribute(OFFSCREEN_ATTRIBUTE))).toEqual([false, true, true]);
  });

  it('an empty box at the top edge of the viewport (the version banner before the header) is in view', () => {
    const tag = newTag('edge');
    page(`<${tag} id="vacio"></${tag}><${tag} id="pie"></${tag}><${tag} id="debajo"></${tag}>`);
    start({ [tag]: { load: jest.fn(() => new Promise<never>(() => undefined)) } });
    const observer = latestIntersectionObserver();
    const [empty, foot, below] = ['vacio', 'pie', 'debajo'].map((id) => document.getElementById(id)!);
    observer.report(empty!, true, { width: 400, height: 0 }, { top: 0, viewport: VIEWPORT });
    observer.report(foot!, true, { width: 400, height: 0 }, { top: 800, viewport: VIEWPORT });
    observer.report(below!, true, { width: 400, height: 0 }, { top: 801, viewport: VIEWPORT });
    expect([empty, foot, below].map((element) => element!.hasAttribute(OFFSCREEN_ATTRIBUTE))).toEqual([false, false, true]);
  });

  it('an element with no box, or observed without root bounds, keeps its turn', () => {
    const tag = newTag('unplaced');
    page(`<${tag} id="oculto"></${tag}><${tag} id="marco"></${tag}>`);
    start({ [tag]: { load: jest.fn(() => new Promise<never>(() => undefined)) } });
    const observer = latestIntersectionObserver();
    observer.report(document.getElementById('oculto')!, false, { width: 0, height: 0 }, { top: 2_000, viewport: VIEWPORT });
    observer.report(document.getElementById('marco')!, false, undefined, { top: 2_000 });
    expect(document.querySelectorAll(`[${OFFSCREEN_ATTRIBUTE}]`)).toHaveLength(0);
  });

  it('an element in a skipped content-visibility: auto section is marked for the render queue, and unmarked once it has a box in view', () => {
    const tag = newTag('section');
    page(`<section><${tag}></${tag}></section>`);
    const element = document.querySelector<HTMLElement>(tag)!;
    inSkippedSection(element);
    start({ [tag]: { load: jest.fn(() => new Promise<never>(() => undefined)) } });
    const observer = latestIntersectionObserver();
    observer.report(element, false, { width: 0, height: 0 }, { top: 0, viewport: VIEWPORT });
    expect(element.hasAttribute(OFFSCREEN_ATTRIBUTE)).toBe(true);
    observer.report(element, true, { width: 300, height: 40 }, { top: 100, viewport: VIEWPORT });
    expect(element.hasAttribute(OFFSCREEN_ATTRIBUTE)).toBe(false);
  });
});

describe('loading="lazy"', () => {
  it('a lazy tag with an eager element of the same tag on the page is loaded at once', () => {
    const tag = newTag('mixed');
    const load = definingChunk(tag);
    page(`<${tag} loading="lazy"></${tag}><${tag} loading="eager"></${tag}>`);
    start({ [tag]: { load } });
    expect(load).toHaveBeenCalledTimes(1);
  });

  it('two lazy elements of a tag coming into view load it once', () => {
    const tag = newTag('twolazy');
    const load = definingChunk(tag);
    page(`<${tag} loading="lazy"></${tag}><${tag} loading="lazy"></${tag}>`);
    start({ [tag]: { load } });
    const [first, second] = document.querySelectorAll(tag);
    latestIntersectionObserver().report(first!, true);
    latestIntersectionObserver().report(second!, true);
    expect(load).toHaveBeenCalledTimes(1);
  });

  it('a lazy element added later waits for the viewport too', async () => {
    const tag = newTag('lazylater');
    const load = definingChunk(tag);
    start({ [tag]: { load } });
    const element = document.createElement(tag);
    element.setAttribute('loading', 'lazy');
    document.body.append(element);
    await waitFor(() => expect(latestIntersectionObserver().observed.has(element)).toBe(true));
    expect(load).not.toHaveBeenCalled();
    latestIntersectionObserver().report(element, true);
    expect(load).toHaveBeenCalledTimes(1);
  });
});

describe('isFirstLoaderOfBuild', () => {
  it('is true the first time a build id asks, then false', () => {
    expect(isFirstLoaderOfBuild('build-test-a')).toBe(true);
    expect(isFirstLoaderOfBuild('build-test-a')).toBe(false);
    expect(isFirstLoaderOfBuild('build-test-a')).toBe(false);
  });

  it('is true for another build id on the same page', () => {
    expect(isFirstLoaderOfBuild('build-test-b')).toBe(true);
    expect(isFirstLoaderOfBuild('build-test-c')).toBe(true);
  });
});

describe('a chunk that fails to load', () => {
  it('is retried twice, after 300 ms and then 1 s more', async () => {
    jest.useFakeTimers();
    const tag = newTag('retried');
    const { load } = missingChunk(tag);
    page(`<${tag} loading="eager"></${tag}>`);
    start({ [tag]: { load } });
    expect(load).toHaveBeenCalledTimes(1);
    await jest.advanceTimersByTimeAsync(299);
    expect(load).toHaveBeenCalledTimes(1);
    await jest.advanceTimersByTimeAsync(1);
    expect(load).toHaveBeenCalledTimes(2);
    await jest.advanceTimersByTimeAsync(999);
    expect(load).toHaveBeenCalledTimes(2);
    expect(npErrors.details).toEqual([]);
    await jest.advanceTimersByTimeAsync(1);
    expect(load).toHaveBeenCalledTimes(3);
    await jest.advanceTimersByTimeAsync(10_000);
    expect(load).toHaveBeenCalledTimes(3);
    expect(npErrors.details).toHaveLength(1);
  });

  it('that arrives on a retry is not reported', async () => {
    jest.useFakeTimers();
    const tag = newTag('flaky');
    const { error } = missingChunk(tag);
    const load = jest.fn<Promise<void>, []>().mockRejectedValueOnce(error).mockImplementationOnce(async () => {
      customElements.define(tag, class extends HTMLElement {});
    });
    page(`<${tag} loading="eager"></${tag}>`);
    start({ [tag]: { load } });
    await jest.advanceTimersByTimeAsync(300);
    expect(load).toHaveBeenCalledTimes(2);
    expect(customElements.get(tag)).toBeDefined();
    await jest.advanceTimersByTimeAsync(2_000);
    expect(npErrors.details).toEqual([]);
    expect(document.querySelector(tag)).toHaveAttribute('data-np-status', 'loading');
  });

  it('a chunk that loads but does not define its tag is reported, and its elements show the fallback', async () => {
    const tag = newTag('silent');
    page(`<${tag} loading="eager"></${tag}>`);
    start({ [tag]: { load: jest.fn(async () => undefined) } });
    await waitFor(() => expect(document.querySelector(tag)).toHaveAttribute('data-np-status', 'error'));
    expect(npErrors.details).toEqual([expect.objectContaining({ kind: 'chunk', tag, message: `The chunk of <${tag}> loaded but did not define it.` })]);
    expect(within(document.querySelector<HTMLElement>(tag)!).getByRole('status')).toHaveTextContent(ES_FALLBACK);
  });

  describe('after the retries', () => {
    async function failTag(markup: (tag: WidgetTag) => string, other?: { tag: WidgetTag; entry: TestWidget }) {
      jest.useFakeTimers();
      const tag = newTag('broken');
      const chunk = missingChunk(tag);
      page(markup(tag).replaceAll(`<${tag}`, `<${tag} loading="eager"`));
      start({ [tag]: { load: chunk.load }, ...(other ? { [other.tag]: other.entry } : {}) });
      await jest.advanceTimersByTimeAsync(1_300);
      return { tag, ...chunk };
    }

    it('dispatches np:error with kind "chunk", the tag, and the ChunkLoadError name, message, type and request', async () => {
      const { tag, error } = await failTag((tag) => `<${tag}></${tag}>`);
      expect(npErrors.details).toEqual([
        { kind: 'chunk', tag, name: 'ChunkLoadError', message: error.message, type: 'missing', request: error.request },
      ]);
    });

    it('marks every element of the tag data-np-status="error" with a role="status" fallback in its own language', async () => {
      const { tag } = await failTag((tag) => `<${tag} id="es"><p>Cargando…</p></${tag}><div lang="ca"><${tag} id="ca"></${tag}></div>`);
      const [es, ca] = [document.getElementById('es')!, document.getElementById('ca')!];
      for (const element of [es, ca]) expect(element).toHaveAttribute('data-np-status', 'error');
      // The fallback is the library's own: the theme guard keeps the page's rules off it.
      for (const element of [es, ca]) expect(element).toHaveAttribute('data-np-guard');
      expect(within(es).getByRole('status')).toHaveTextContent(ES_FALLBACK);
      expect(within(ca).getByRole('status')).toHaveTextContent(CA_FALLBACK);
      expect(screen.queryByText('Cargando…')).toBeNull();
      expect(document.querySelectorAll(tag)).toHaveLength(2);
    });

    it('keeps what the server rendered inside the element (a first page): it works without the widget', async () => {
      const { tag } = await failTag((tag) => `<${tag}><section data-np-first-page><a href="/noticia/1">Titular</a></section></${tag}>`);
      const element = document.querySelector<HTMLElement>(tag)!;
      expect(element).toHaveAttribute('data-np-status', 'error');
      expect(within(element).getByRole('link', { name: 'Titular' })).toHaveAttribute('href', '/noticia/1');
      expect(within(element).queryByRole('status')).toBeNull();
      expect(npErrors.details).toEqual([expect.objectContaining({ kind: 'chunk', tag })]);
    });

    it('shows the ca fallback on a page in ca (<html lang="ca">)', async () => {
      document.documentElement.lang = 'ca';
      try {
        const { tag } = await failTag((tag) => `<${tag}></${tag}>`);
        expect(within(document.querySelector<HTMLElement>(tag)!).getByRole('status')).toHaveTextContent(CA_FALLBACK);
      } finally {
        document.documentElement.lang = 'es';
      }
    });

    it('another tag on the same page still loads', async () => {
      const good = newTag('good');
      const load = definingChunk(good);
      await failTag((tag) => `<${tag}></${tag}><${good} loading="eager"></${good}>`, { tag: good, entry: { load } });
      expect(load).toHaveBeenCalledTimes(1);
      expect(customElements.get(good)).toBeDefined();
      expect(document.querySelector(good)).toHaveAttribute('data-np-status', 'loading');
      expect(npErrors.details.map((detail) => detail.tag)).not.toContain(good);
    });

    it('a tag the bundle does not hold (a misspelt tag in a template) is reported and shows the fallback', async () => {
      jest.useFakeTimers();
      const tag = newTag('misspelt');
      page(`<${tag} loading="eager"></${tag}>`);
      start({});
      await jest.advanceTimersByTimeAsync(1_300);
      expect(npErrors.details).toEqual([expect.objectContaining({ kind: 'chunk', tag, message: `<${tag}> is not a widget of this bundle.` })]);
      expect(within(document.querySelector<HTMLElement>(tag)!).getByRole('status')).toHaveTextContent(ES_FALLBACK);
    });

    it('an element of the failed tag added later shows the fallback at once, without another try', async () => {
      const { tag, load } = await failTag((tag) => `<${tag}></${tag}>`);
      const later = document.createElement(tag);
      document.body.append(later);
      await waitFor(() => expect(later).toHaveAttribute('data-np-status', 'error'));
      expect(within(later).getByRole('status')).toHaveTextContent(ES_FALLBACK);
      expect(load).toHaveBeenCalledTimes(3);
      expect(npErrors.details).toHaveLength(1);
    });
  });
});
