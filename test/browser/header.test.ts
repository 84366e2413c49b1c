// <np-header> on the demo pages: scroll states at the spec's thresholds, the menu and the search
// layer never open together, Escape, every item reachable on a phone, no sideways scroll, scroll
// lock, no layout shift, and axe with the menu open. Then what it holds: the live-streams panel
// (polling on a fake clock), the hot topics and the last hour.
import type { Browser, BrowserContextOptions, Locator, Page } from 'playwright-core';
import { HEADER_BASE_OFFSET_PX, HEADER_SCROLL_DELTA_PX } from '../../src/constants';
import { seriousAxeViolations } from './support/axe';
import { STREAMING_POLL_MS } from '../../src/constants';
import { DESKTOP, holdRequests, launchChromium, layoutShifts, PHONE, recordLayoutShifts, siteUrl, twoFrames, waitForStatus, type SiteAlias } from './support/browser';
import { fixtureHtml, recordBundleRequests, routeFixturePage, widgetChunkName } from './support/pages';
import { logIn } from './support/accounts';

jest.setTimeout(60_000);

let browser: Browser;
beforeAll(async () => {
  browser = await launchChromium();
});
afterAll(async () => browser.close());

async function open(path: string, options: BrowserContextOptions = DESKTOP, alias: SiteAlias = 'diario'): Promise<Page> {
  const context = await browser.newContext({ ...options, serviceWorkers: 'block' });
  await recordLayoutShifts(context);
  const page = await context.newPage();
  await page.goto(siteUrl(alias, path));
  await waitForStatus(page, 'np-header, np-header np-header-search, np-header np-user-button', 'ready');
  return page;
}

interface LargestPaint {
  time: number;
  size: number;
  /** Whether its element is in the last-hour strip, and in the strip the server wrote (false once that element left the page). */
  inStrip: boolean;
  fromServer: boolean;
}

/** The page's largest-contentful-paint entries so far (after two frames, so that a paint just made has its entry). */
async function largestPaints(page: Page): Promise<LargestPaint[]> {
  return page.evaluate(
    () =>
      new Promise((resolve) =>
        requestAnimationFrame(() =>
          requestAnimationFrame(() =>
            new PerformanceObserver((list, observer) => {
              observer.disconnect();
              const entries = list.getEntries() as Array<PerformanceEntry & { element: Element | null; size: number }>;
              resolve(entries.map((entry) => ({ time: entry.startTime, size: entry.size, inStrip: Boolean(entry.element?.closest('np-last-hour')), fromServer: Boolean(entry.element?.closest('[data-np-first-page]')) })));
            }).observe({ type: 'largest-contentful-paint', buffered: true }),
          ),
        ),
      ),
  );
}

const header = (page: Page): Locator => page.locator('np-header');
const menuToggle = (page: Page): Locator => header(page).getByRole('button', { name: 'Menú' });
/** Named "Abrir el buscador" when closed and "Cerrar el buscador" when open. */
const searchToggle = (page: Page): Locator => header(page).getByRole('button', { name: /el buscador$/ });
const expanded = async (toggle: Locator): Promise<boolean> => (await toggle.getAttribute('aria-expanded')) === 'true';

async function scrollTo(page: Page, y: number, state: 'top' | 'hidden' | 'sticky'): Promise<void> {
  // Returns once the frame's scroll steps have run (they fire the scroll event before the frame's
  // animation callbacks): the header has seen this position before the next one is set. Without
  // it, a wait that the previous state already met could end before the header saw the position,
  // and two positions reached it as one scroll event.
  await page.evaluate((top) => new Promise<void>((resolve) => {
    window.scrollTo(0, top);
    requestAnimationFrame(() => resolve());
  }), y);
  const reached = page.waitForFunction(({ top, state }) => Math.abs(window.scrollY - top) < 1 && document.querySelector('np-header')?.getAttribute('data-np-scroll') === state, { top: y, state }, { timeout: 20_000 });
  // Under load a failure should say where the page stood, not only that the wait ran out.
  await reached.catch(async (error: Error) => {
    const stood = await page.evaluate(() => ({ scrollY: window.scrollY, state: document.querySelector('np-header')?.getAttribute('data-np-scroll'), memory: window.npStore?.getState().site.headerScroll }));
    throw new Error(`scrolled to ${y} expecting '${state}', the page stood at ${JSON.stringify(stood)}: ${error.message}`);
  });
}

/** Every widget in the first screen has rendered, and scroll anchoring is off. */
async function settleTopOfPage(page: Page): Promise<void> {
  // A widget that renders above the anchor node while the test scrolls would move scrollY under it.
  await page.addStyleTag({ content: 'html { overflow-anchor: none; }' });
  // The loader marks the widgets once the page has painted: none marked yet is not "all settled".
  await page.waitForFunction(() => {
    const inView = [...document.querySelectorAll('[data-np-status]')].filter((element) => element.getBoundingClientRect().top < window.innerHeight);
    return inView.length > 0 && inView.every((element) => element.getAttribute('data-np-status') !== 'loading');
  });
}

describe('np-header', () => {
  it('is top up to 132 px plus the topic navigation, hides on scroll down, sticks on scroll up after at least 5 px', async () => {
    const page = await open('/noticia/1001');
    await settleTopOfPage(page);
    const topics = await header(page).locator('np-hot-topics').evaluate((element) => element.getBoundingClientRect().height);
    expect(topics).toBeGreaterThan(0);
    // Whole pixels: a fractional topic-strip height would leave scrollY short of or past the threshold.
    const threshold = Math.floor(HEADER_BASE_OFFSET_PX + topics);
    await expect(header(page).getAttribute('data-np-scroll')).resolves.toBe('top');
    await scrollTo(page, threshold, 'top');
    await scrollTo(page, threshold + HEADER_SCROLL_DELTA_PX - 1, 'top');
    await scrollTo(page, threshold + HEADER_SCROLL_DELTA_PX, 'hidden');
    await scrollTo(page, threshold + 400, 'hidden');
    await scrollTo(page, threshold + 400 - (HEADER_SCROLL_DELTA_PX - 1), 'hidden');
    await scrollTo(page, threshold + 400 - HEADER_SCROLL_DELTA_PX, 'sticky');
    // It slides in (a short transition): wait for it to rest at the top of the viewport.
    await page.waitForFunction(() => Math.round(document.querySelector('np-header')!.getBoundingClientRect().top) === 0);
    await expect(page.evaluate(() => window.npStore?.getState().site.headerScroll)).resolves.toEqual({ hidden: false, sticky: true, lastScrollY: threshold + 400 - HEADER_SCROLL_DELTA_PX });
    await scrollTo(page, threshold + 800, 'hidden');
    await page.waitForFunction(() => document.querySelector('np-header')!.getBoundingClientRect().bottom <= 0);
    await scrollTo(page, threshold, 'top');
    await page.context().close();
  });

  it('reloaded scrolled down the page, is hidden once it knows where the page stands, with the store saying so', async () => {
    const page = await open('/noticia/1001');
    await settleTopOfPage(page);
    // Past the threshold, and near enough for the header to load at once (LAZY_LOAD_THRESHOLD_PX).
    await scrollTo(page, 450, 'hidden');
    // The browser restores the scroll position on a reload; the header learns it from an observation.
    await page.reload();
    await page.waitForFunction(() => window.scrollY > 400 && document.querySelector('np-header')?.getAttribute('data-np-status') === 'ready', undefined, { timeout: 20_000 });
    await page.waitForFunction(() => document.querySelector('np-header')?.getAttribute('data-np-scroll') === 'hidden', undefined, { timeout: 20_000 });
    const scrollY = await page.evaluate(() => window.scrollY);
    await expect(page.evaluate(() => window.npStore?.getState().site.headerScroll)).resolves.toEqual({ hidden: true, sticky: false, lastScrollY: scrollY });
    // Two frames on, it is out of view already: it did not slide up over the page from the top.
    await twoFrames(page);
    await expect(header(page).evaluate((element) => ({ sliding: element.getAnimations().length, bottom: element.getBoundingClientRect().bottom }))).resolves.toEqual({ sliding: 0, bottom: expect.any(Number) });
    expect(await header(page).evaluate((element) => element.getBoundingClientRect().bottom)).toBeLessThanOrEqual(0);
    // Once settled, its moves slide again.
    await page.waitForFunction(() => document.querySelector('np-header')!.hasAttribute('data-np-scroll-settled'));
    await page.context().close();
  });

  it.each([
    ['desktop, by pointer', DESKTOP, 'click'],
    // On a phone the open search layer covers the menu row: a keyboard (or screen reader) user still reaches the toggle.
    ['phone, by keyboard', PHONE, 'keyboard'],
  ] as const)('never has the menu and the search layer open together (%s)', async (_label, options, how) => {
    const page = await open('/', options);
    const activate = async (toggle: Locator) => {
      if (how === 'click') return toggle.click();
      await toggle.focus();
      await page.keyboard.press('Enter');
    };
    const neverBoth = async () => expect((await expanded(menuToggle(page))) && (await expanded(searchToggle(page)))).toBe(false);
    await activate(menuToggle(page));
    expect(await expanded(menuToggle(page))).toBe(true);
    await neverBoth();
    await activate(searchToggle(page));
    expect(await expanded(searchToggle(page))).toBe(true);
    await neverBoth();
    await activate(menuToggle(page));
    expect(await expanded(menuToggle(page))).toBe(true);
    await neverBoth();
    expect(await expanded(searchToggle(page))).toBe(false);
    await page.context().close();
  });

  it('Escape closes the menu and gives focus back to its toggle; an open menu locks scrolling', async () => {
    const page = await open('/noticia/1001');
    await menuToggle(page).focus();
    await page.keyboard.press('Enter');
    expect(await expanded(menuToggle(page))).toBe(true);
    await page.mouse.move(200, 400);
    await page.mouse.wheel(0, 600);
    await twoFrames(page);
    await expect(page.evaluate(() => window.scrollY)).resolves.toBe(0);
    await page.keyboard.press('Tab');
    await page.keyboard.press('Escape');
    expect(await expanded(menuToggle(page))).toBe(false);
    await expect(menuToggle(page).evaluate((element) => element === document.activeElement)).resolves.toBe(true);
    await page.mouse.wheel(0, 600);
    await page.waitForFunction(() => window.scrollY > 0);
    await page.context().close();
  });

  it.each(['diario', 'diari'] as const)('at 400 px every menu item of %s is reachable and the page does not scroll sideways', async (alias) => {
    const page = await open('/', PHONE, alias);
    const items = JSON.parse((await header(page).getAttribute('menu'))!) as Array<{ text: string; href: string }>;
    expect(items.length).toBeGreaterThan(4);
    const nav = header(page).getByRole('navigation');
    const shownInRow = async (text: string) => {
      const link = nav.getByRole('list').first().getByRole('link', { name: text, exact: true });
      if (!(await link.isVisible())) return false;
      const box = (await link.boundingBox())!;
      return box.x >= 0 && box.x + box.width <= 400;
    };
    const inRow = new Set<string>();
    for (const item of items) if (await shownInRow(item.text)) inRow.add(item.text);
    expect(inRow.size).toBeGreaterThan(0);
    expect(inRow.size).toBeLessThan(items.length);
    await menuToggle(page).click();
    const panel = page.locator(`#${await menuToggle(page).getAttribute('aria-controls')}`);
    for (const item of items) {
      if (inRow.has(item.text)) continue;
      const link = panel.getByRole('link', { name: item.text, exact: true });
      await expect(link.isVisible()).resolves.toBe(true);
      await expect(link.getAttribute('href')).resolves.toBe(item.href);
    }
    await expect(page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth)).resolves.toBe(true);
    await page.context().close();
  });

  it.each([
    ['/', 'desktop', DESKTOP],
    ['/', 'phone', PHONE],
    ['/noticia/1001', 'desktop', DESKTOP],
    ['/noticia/1001', 'phone', PHONE],
  ] as const)('%s on %s: cumulative layout shift stays 0 with the header in place', async (path, _label, options) => {
    const page = await open(path, options);
    await waitForStatus(page, 'np-header *[data-np-status]', 'ready');
    await twoFrames(page);
    await expect(layoutShifts(page)).resolves.toEqual([]);
    await page.context().close();
  });

  it('axe finds no serious or critical violation with the menu open', async () => {
    const page = await open('/noticia/1001', PHONE);
    await menuToggle(page).click();
    expect(await seriousAxeViolations(page)).toEqual([]);
    await page.context().close();
  });
});

describe('np-streaming-panel', () => {
  it('on the article with its own stream, lists the other two live streams in a modal panel; Escape closes it back to the toggle', async () => {
    const page = await open('/noticia/1003');
    await waitForStatus(page, 'np-streaming-panel', 'ready');
    const toggle = header(page).getByRole('button', { name: 'En directo' });
    await toggle.click();
    const panel = page.getByRole('dialog', { name: 'Emisiones en directo' });
    await panel.getByRole('listitem').nth(1).waitFor();
    await expect(panel.getByRole('listitem').count()).resolves.toBe(2);
    await expect(panel.getByRole('heading', { level: 3 }).allTextContents()).resolves.toEqual(['La radio de la tierra, en directo', 'Última hora: toda la actualidad']);
    await expect(panel.evaluate((dialog) => dialog.matches(':modal'))).resolves.toBe(true);
    await expect(page.evaluate(() => getComputedStyle(document.documentElement).overflow)).resolves.toBe('hidden');
    expect(await seriousAxeViolations(page)).toEqual([]);
    await page.keyboard.press('Escape');
    await panel.waitFor({ state: 'hidden' });
    await expect(toggle.evaluate((element) => element === document.activeElement)).resolves.toBe(true);
    // The dialog closes first (the browser's Esc); React then renders the toggle and the scroll lock.
    await (await toggle.elementHandle())!.waitForElementState('stable');
    await page.waitForFunction(() => getComputedStyle(document.documentElement).overflow === 'visible');
    await toggle.evaluate((element) => new Promise<void>((resolve) => (element.getAttribute('aria-expanded') === 'false' ? resolve() : new MutationObserver((_, observer) => element.getAttribute('aria-expanded') === 'false' && (observer.disconnect(), resolve())).observe(element, { attributes: true }))));
    await expect(toggle.getAttribute('aria-expanded')).resolves.toBe('false');
    await page.context().close();
  });

  it('lists all 3 live streams on an article without its own', async () => {
    const page = await open('/noticia/1001');
    await header(page).getByRole('button', { name: 'En directo' }).click();
    const panel = page.getByRole('dialog', { name: 'Emisiones en directo' });
    await panel.getByRole('listitem').nth(2).waitFor();
    await expect(panel.getByRole('link', { name: /^Ver: / }).count()).resolves.toBe(2);
    await expect(panel.getByRole('link', { name: /^Escuchar: / }).count()).resolves.toBe(2);
    await page.context().close();
  });

  it('polls every 10 s on a fake clock while it is in the page, and stops when removed', async () => {
    const context = await browser.newContext({ ...DESKTOP, serviceWorkers: 'block' });
    await context.clock.install();
    const page = await context.newPage();
    const isList = (url: string) => new URL(url).pathname.startsWith('/api/front/streaming/list');
    const calls: string[] = [];
    page.on('request', (request) => {
      if (isList(request.url())) calls.push(request.url());
    });
    const answered = () => page.waitForResponse((response) => isList(response.url()));
    const first = answered();
    await page.goto(siteUrl('diario', '/noticia/1001'));
    await first;
    expect(calls).toHaveLength(1);
    for (const count of [2, 3]) {
      const next = answered();
      await page.clock.runFor(STREAMING_POLL_MS);
      await next;
      expect(calls).toHaveLength(count);
    }
    await page.locator('np-streaming-panel').evaluate((element) => element.remove());
    await page.clock.runFor(STREAMING_POLL_MS * 3);
    // Requests are seen in order: a marker sent now comes right after the last poll.
    await page.evaluate(() => fetch('/api/front/streaming/list/after-removal'));
    expect(calls).toHaveLength(4);
    expect(calls[3]).toMatch(/after-removal$/);
    await context.close();
  });
});

describe('np-hot-topics and np-last-hour', () => {
  const loader = '<script defer blocking="render" src="/diario/np-loader.js"></script>';
  const topic = (id: string, text: string, href: string, rel = '', target = '') => ({ link: { id, href, rel, target, text } });

  async function fixture(body: string): Promise<Page> {
    const context = await browser.newContext({ ...PHONE, serviceWorkers: 'block' });
    const page = await context.newPage();
    const url = siteUrl('diario', '/__fixture/header-pieces');
    await routeFixturePage(page, url, fixtureHtml({ head: loader, body }));
    await page.goto(url);
    return page;
  }
  const attribute = (value: unknown) => JSON.stringify(value).replace(/&/g, '&amp;').replace(/'/g, '&#39;');

  it('hot topics drop hostile hrefs and keep each topic\'s rel and target', async () => {
    const topics = [
      topic('1', 'Presupuestos', '/buscar?searchText=presupuestos'),
      topic('2', 'Tiempo', 'https://www.aemet.es/', 'noopener external', '_blank'),
      topic('3', 'Trampa', 'javascript:alert(1)'),
      topic('4', 'Datos', 'data:text/html,<script>alert(1)</script>'),
      topic('5', 'Fuera', '//evil.example/'),
      topic('6', 'Script', ' JAVASCRIPT:alert(1)'),
    ];
    const page = await fixture(`<np-hot-topics topics='${attribute(topics)}'></np-hot-topics>`);
    await waitForStatus(page, 'np-hot-topics', 'ready');
    const strip = page.getByRole('navigation', { name: 'Temas del momento' });
    const links = await strip.getByRole('link').evaluateAll((anchors) => anchors.map((a) => [a.textContent, a.getAttribute('href'), a.getAttribute('rel'), a.getAttribute('target')]));
    expect(links).toEqual([
      ['Presupuestos', '/buscar?searchText=presupuestos', null, null],
      ['Tiempo', 'https://www.aemet.es/', 'noopener external', '_blank'],
    ]);
    await expect(page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth)).resolves.toBe(true);
    await page.context().close();
  });

  it('last hour shows the headlines, and renders nothing at all (no box) when empty', async () => {
    const items = [{ id: '1', title: 'Titular de última hora', url: '/noticia/1', publishedDate: { date: '2026-11-24 09:05:00' } }];
    const page = await fixture(`<np-last-hour id="full" items='${attribute(items)}'></np-last-hour><np-last-hour id="empty" items="[]"></np-last-hour><np-last-hour id="broken" items='${attribute([{ title: '', url: 'javascript:x' }])}'></np-last-hour>`);
    await waitForStatus(page, 'np-last-hour', 'ready');
    await expect(page.getByRole('region', { name: 'Última hora' }).getByRole('link', { name: 'Titular de última hora' }).isVisible()).resolves.toBe(true);
    for (const id of ['empty', 'broken']) {
      const box = await page.locator(`#${id}`).evaluate((element) => ({ children: element.childElementCount, height: element.getBoundingClientRect().height, display: getComputedStyle(element).display }));
      expect(box).toEqual({ children: 0, height: 0, display: 'none' });
    }
    await page.context().close();
  });

  it('on the demo pages, the hot topics sit inside the header and the last hour right under it', async () => {
    const page = await open('/noticia/1001');
    await waitForStatus(page, 'np-hot-topics, np-last-hour', 'ready');
    await expect(header(page).getByRole('navigation', { name: 'Temas del momento' }).getByRole('link').count()).resolves.toBeGreaterThan(3);
    const [headerBottom, lastHourTop] = await Promise.all([
      header(page).evaluate((element) => element.getBoundingClientRect().bottom),
      page.locator('np-last-hour').evaluate((element) => element.getBoundingClientRect().top),
    ]);
    expect(lastHourTop).toBe(headerBottom);
    await page.context().close();
  });

  it('the last hour\'s headlines are in the page: links without JavaScript, in the strip\'s 44 px line', async () => {
    const context = await browser.newContext({ ...PHONE, javaScriptEnabled: false });
    const page = await context.newPage();
    await page.goto(siteUrl('diari', '/noticia/1001'));
    const strip = page.getByRole('region', { name: 'Última hora' });
    await expect(strip.getByRole('link').count()).resolves.toBe(6);
    await expect(strip.getByRole('link').first().isVisible()).resolves.toBe(true);
    await expect(page.locator('np-last-hour').evaluate((element) => element.getBoundingClientRect().height)).resolves.toBe(44);
    await context.close();
  });

  it('when the last hour\'s chunk cannot load, the strip the page brought stays, with its links', async () => {
    const context = await browser.newContext({ ...DESKTOP, serviceWorkers: 'block' });
    const page = await context.newPage();
    await page.route(/\/np-last-hour\.[0-9a-f]+\.js$/, (route) => route.abort('failed'));
    await page.goto(siteUrl('diario', '/noticia/1001'));
    await waitForStatus(page, 'np-last-hour', 'error');
    const strip = page.getByRole('region', { name: 'Última hora' });
    await expect(strip.getByRole('link').count()).resolves.toBe(6);
    await expect(page.locator('np-last-hour').getByRole('status').count()).resolves.toBe(0);
    await expect(page.locator('np-last-hour').evaluate((element) => element.getBoundingClientRect().height)).resolves.toBe(44);
    await context.close();
  });

  it('on the profile page, the largest paint is the strip the page brought; the widget rendering over it paints nothing larger', async () => {
    const context = await browser.newContext({ ...DESKTOP, serviceWorkers: 'block' });
    await logIn(context, 'lector@example.com');
    const page = await context.newPage();
    // The strip's code is held back: until it arrives, only the page's own strip can be painted.
    const release = await holdRequests(page, /\/np-last-hour\.[0-9a-f]+\.js$/);
    await page.goto(siteUrl('diario', '/perfil/mi-cuenta/'));
    await waitForStatus(page, 'np-profile', 'ready');
    const before = await largestPaints(page);
    expect(before.at(-1)).toMatchObject({ inStrip: true, fromServer: true });
    release();
    await waitForStatus(page, 'np-last-hour', 'ready');
    await expect(page.locator('np-last-hour [data-np-first-page]').count()).resolves.toBe(0);
    await expect(page.getByRole('region', { name: 'Última hora' }).getByRole('link').count()).resolves.toBe(6);
    // The same entries: the server's strip has left the page, and nothing larger was painted.
    const sameEntries = (paints: LargestPaint[]) => paints.map(({ time, size }) => ({ time, size }));
    expect(sameEntries(await largestPaints(page))).toEqual(sameEntries(before));
    await context.close();
  });
});

describe("the header's chunk", () => {
  const NESTED = ['np-header-search', 'np-user-button', 'np-hot-topics', 'np-streaming-panel'];

  it('brings the four widgets the header renders: one script and one stylesheet, not their own chunks', async () => {
    const context = await browser.newContext({ ...PHONE, serviceWorkers: 'block' });
    const page = await context.newPage();
    const files = recordBundleRequests(page);
    await page.goto(siteUrl('diario', '/noticia/1001'));
    await waitForStatus(page, 'np-header, np-header np-header-search, np-header np-user-button, np-header np-hot-topics, np-header np-streaming-panel', 'ready');
    const names = files.map(widgetChunkName);
    expect(names.filter((name) => name === 'np-header')).toHaveLength(2);
    expect(names.filter((name) => NESTED.includes(name))).toEqual([]);
    await page.context().close();
  });

  it('a page that places one of them alone loads only that one\'s chunk', async () => {
    const context = await browser.newContext({ ...PHONE, serviceWorkers: 'block' });
    const page = await context.newPage();
    const files = recordBundleRequests(page);
    const url = siteUrl('diario', '/__fixture/user-button-alone');
    await routeFixturePage(page, url, fixtureHtml({ head: '<script defer src="/diario/np-loader.js"></script>', body: '<np-user-button></np-user-button>' }));
    await page.goto(url);
    await waitForStatus(page, 'np-user-button', 'ready');
    const names = files.map(widgetChunkName);
    expect(names.filter((name) => name === 'np-user-button')).toHaveLength(2);
    expect(names).not.toContain('np-header');
    await page.context().close();
  });
});
