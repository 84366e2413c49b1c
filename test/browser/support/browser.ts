// Chromium through playwright-core, the demo's addresses, and small helpers the browser tests share.
import { chromium, type Browser, type BrowserContext, type BrowserContextOptions, type Page } from 'playwright-core';

export const CHROMIUM_PATH = process.env.CHROMIUM_PATH || '/usr/bin/chromium';

// Flags for this sandboxed machine: no GPU, no background traffic to the outside.
const CHROMIUM_ARGS = ['--no-sandbox', '--disable-gpu', '--disable-quic', '--no-first-run', '--disable-background-networking', '--disable-component-update', '--disable-sync', '--disable-dev-shm-usage'];

export function demoPort(): number {
  const port = Number(process.env.NP_DEMO_PORT);
  if (!port) throw new Error('NP_DEMO_PORT is not set: browser tests run under the jest `browser` project, which starts the demo.');
  return port;
}

export type SiteAlias = 'diario' | 'diari';

export const siteUrl = (alias: SiteAlias, pathname = '/'): string => `http://${alias}.localhost:${demoPort()}${pathname}`;
export const galleryUrl = (): string => `http://localhost:${demoPort()}/demo/`;

/** `extraArgs`: flags a file needs beyond these (`--autoplay-policy=no-user-gesture-required`...). */
export async function launchChromium(extraArgs: readonly string[] = []): Promise<Browser> {
  return chromium.launch({ executablePath: CHROMIUM_PATH, args: [...CHROMIUM_ARGS, ...extraArgs], headless: true });
}

export const PHONE: BrowserContextOptions = { viewport: { width: 400, height: 800 }, isMobile: true, hasTouch: true };
export const DESKTOP: BrowserContextOptions = { viewport: { width: 1280, height: 900 } };

/** Collects np:error details dispatched on window from the first script on. */
export async function recordNpErrors(context: BrowserContext): Promise<void> {
  await context.addInitScript(() => {
    const errors: unknown[] = [];
    (window as unknown as { npErrors: unknown[] }).npErrors = errors;
    window.addEventListener('np:error', (event) => errors.push((event as CustomEvent).detail));
  });
}

export const npErrors = (page: Page): Promise<Array<Record<string, unknown>>> =>
  page.evaluate(() => (window as unknown as { npErrors: Array<Record<string, unknown>> }).npErrors ?? []);

/**
 * Records the page's layout shifts (those not caused by recent input) from the first paint on, each
 * with the elements that moved, so that a failing assertion names them.
 */
export async function recordLayoutShifts(context: BrowserContext): Promise<void> {
  await context.addInitScript(() => {
    type Source = { node: Node | null; previousRect: DOMRectReadOnly; currentRect: DOMRectReadOnly };
    type Shift = PerformanceEntry & { value: number; hadRecentInput: boolean; sources: Source[] };
    const shifts: Array<{ value: number; sources: string[] }> = [];
    (window as unknown as { layoutShifts: typeof shifts }).layoutShifts = shifts;
    const describe = (node: Node | null): string => (node instanceof Element ? node.localName + (node.id ? `#${node.id}` : '') + [...node.classList].map((name) => `.${name}`).join('') : String(node?.nodeName));
    const box = ({ x, y, width, height }: DOMRectReadOnly): string => [x, y, width, height].map(Math.round).join(',');
    const source = ({ node, previousRect, currentRect }: Source): string => `${describe(node)} ${box(previousRect)} -> ${box(currentRect)} at ${Math.round(performance.now())} ms, scrollY ${Math.round(scrollY)}`;
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries() as Shift[]) if (!entry.hadRecentInput) shifts.push({ value: entry.value, sources: entry.sources.map(source) });
    }).observe({ type: 'layout-shift', buffered: true });
  });
}

/** Cumulative layout shift so far, recorded by recordLayoutShifts. */
export const cumulativeLayoutShift = (page: Page): Promise<number> =>
  page.evaluate(() => (window as unknown as { layoutShifts: Array<{ value: number }> }).layoutShifts.reduce((sum, shift) => sum + shift.value, 0));

/** The shifts recorded so far, each with the boxes of what moved: `[]` when nothing shifted. */
export const layoutShifts = (page: Page): Promise<Array<{ value: number; sources: string[] }>> =>
  page.evaluate(() => (window as unknown as { layoutShifts: Array<{ value: number; sources: string[] }> }).layoutShifts);

export async function resetDemo(): Promise<void> {
  const response = await fetch(`http://127.0.0.1:${demoPort()}/__demo/reset`, { method: 'POST' });
  if (!response.ok) throw new Error(`/__demo/reset answered ${response.status}`);
}

/**
 * Waits until every element of `selector` has `status`. Widgets load as they near the viewport, so
 * while waiting for `ready` or `error` the first one still loading is scrolled into view, as a
 * reader would scroll to it (an element already in view does not move the page).
 */
export async function waitForStatus(page: Page, selector: string, status: 'ready' | 'error' | 'loading'): Promise<void> {
  await page.waitForFunction(
    ({ selector, status }) => {
      const elements = [...document.querySelectorAll(selector)];
      if (status !== 'loading') elements.find((element) => element.getAttribute('data-np-status') === 'loading')?.scrollIntoView({ block: 'nearest' });
      return elements.length > 0 && elements.every((element) => element.getAttribute('data-np-status') === status);
    },
    { selector, status },
  );
}

/**
 * Scrolls the last element matching `item` to the bottom of the viewport, as a reader reaches the end
 * of a list: its sentinel comes into view. (Scrolling to the foot of the page goes past it, over the
 * runway the lists keep below them, and loads nothing until the reader comes back up.)
 */
export async function scrollToListEnd(page: Page, item: string): Promise<void> {
  await page.evaluate((selector) => [...document.querySelectorAll(selector)].at(-1)?.scrollIntoView({ block: 'end' }), item);
}

/** Resolves after two more frames: a layout shift caused by what just changed is reported by then. */
export const twoFrames = (page: Page): Promise<unknown> => page.evaluate(() => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve))));

/**
 * Scrolls half a screen a frame, as a reader would (items the lists added take their real height as
 * they near the viewport), until the last element matching `selector` ends at the bottom of the
 * viewport (`end`) or starts at its middle (`middle`).
 */
export async function scrollInStepsTo(page: Page, selector: string, place: 'end' | 'middle' = 'end'): Promise<void> {
  await page.evaluate(
    async ([css, at]) => {
      const distance = () => {
        const box = [...document.querySelectorAll(css)].at(-1)?.getBoundingClientRect();
        if (!box) return 0;
        return at === 'end' ? box.bottom - window.innerHeight : box.top - window.innerHeight / 2;
      };
      for (let step = 0; step < 400 && Math.abs(distance()) > 1; step += 1) {
        const before = window.scrollY;
        window.scrollBy(0, Math.sign(distance()) * Math.min(Math.abs(distance()), window.innerHeight / 2));
        await new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve)));
        if (window.scrollY === before) break;
      }
    },
    [selector, place] as const,
  );
}

/** Holds the page's requests whose URL matches `url` until the answer is called: a chunk still downloading. */
export async function holdRequests(page: Page, url: RegExp): Promise<() => void> {
  let release = (): void => undefined;
  const held = new Promise<void>((resolve) => (release = resolve));
  await page.route(url, async (route) => {
    await held;
    await route.continue();
  });
  return release;
}

/** How long a context may take to close before the next test goes on without it. */
const CONTEXT_CLOSE_LIMIT_MS = 20_000;

/**
 * Closes a test's context. Chromium has, rarely and on a busy machine, never answered the close
 * (once in a CI run: an afterEach hook stuck 60 s after its test had passed); the test's own
 * assertions are done by then, so the close is bounded and reported rather than failing the file.
 */
export async function closeContext(context: BrowserContext): Promise<void> {
  let timer: NodeJS.Timeout | undefined;
  const late = new Promise<'late'>((resolve) => (timer = setTimeout(() => resolve('late'), CONTEXT_CLOSE_LIMIT_MS)));
  const outcome = await Promise.race([context.close().then(() => 'closed' as const), late]);
  clearTimeout(timer);
  if (outcome === 'late') console.warn(`closeContext: the browser context did not close within ${CONTEXT_CLOSE_LIMIT_MS} ms; going on without it`);
}
