// The platform in Chromium: only the chunks a page needs, deferred and eager tags, the render queue, idempotent loading,
// chunk failures, and the run-time public path.
import { readFileSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { closeContext, DESKTOP, holdRequests, launchChromium, layoutShifts, npErrors, PHONE, recordLayoutShifts, recordNpErrors, siteUrl, twoFrames, waitForStatus } from './support/browser';
import { firstArticlePath, fixtureHtml, recordBundleRequests, routeFixturePage, widgetChunkName } from './support/pages';

let browser: Browser;
let context: BrowserContext;
let page: Page;

beforeAll(async () => {
  browser = await launchChromium();
});
afterAll(async () => browser.close());

beforeEach(async () => {
  context = await browser.newContext({ ...DESKTOP, serviceWorkers: 'block' });
  await recordNpErrors(context);
  page = await context.newPage();
});
afterEach(() => closeContext(context));

const SHARED_CHUNKS = ['np-registry', 'np-vendor', 'np-core', 'np-request', 'np-account', 'np-account-forms'];
/** Shared chunks that only some widgets need: allowed when one of those is in the page. */
const SHARED_BY_TAG: Record<string, string[]> = { 'np-carousel': ['np-cards', 'np-swiper'], 'np-schedule-carousel': ['np-swiper'] };

async function tagsInPage(): Promise<string[]> {
  return page.evaluate(() => [...new Set([...document.querySelectorAll('*')].map((element) => element.localName).filter((name) => name.startsWith('np-')))]);
}

describe('loading only what a page holds', () => {
  it('an article page fetches only the loader (its placeholder rules are in the page), the shared chunks and the chunks of the tags present, each once', async () => {
    const article = await firstArticlePath(page);
    // The front page it was read from may still be fetching its header's nested widgets: leave it first.
    await page.goto('about:blank');
    const files = recordBundleRequests(page);
    await page.goto(siteUrl('diario', article));
    // The tags the server wrote, read at once: an alert banner closes itself (7 s) and leaves the page.
    const served = await tagsInPage();
    await waitForStatus(page, 'np-share-bar', 'ready');
    await page.evaluate(() => window.scrollTo(0, document.body.scrollHeight));
    await waitForStatus(page, 'np-ad-slot', 'ready');
    const tags = [...new Set([...served, ...(await tagsInPage())])];
    expect(tags).toEqual(expect.arrayContaining(['np-share-bar', 'np-ad-slot']));
    const allowed = new Set(['np-loader', ...SHARED_CHUNKS, ...tags, ...tags.flatMap((tag) => SHARED_BY_TAG[tag] ?? [])]);
    const unexpected = files.map(widgetChunkName).filter((name) => !allowed.has(name));
    expect(unexpected).toEqual([]);
    expect(files).toContain('np-loader.js');
    expect(await page.locator('head style[data-np-placeholders]').count()).toBe(1);
    for (const file of files.filter((name) => name !== 'np-loader.js')) expect(file).toMatch(/^[\w-]+\.[0-9a-f]{8}\.(js|css)$/);
    // np-vendor and np-core start with the registry script: webpack must not fetch them again.
    expect(files.filter((file, index) => files.indexOf(file) !== index)).toEqual([]);
    expect(await npErrors(page)).toEqual([]);
  });

  it('serves the same content-hashed files under /diario/ and /diari/', async () => {
    const article = await firstArticlePath(page, 'diario');
    const es = recordBundleRequests(page, 'diario');
    await page.goto(siteUrl('diario', article));
    await waitForStatus(page, 'np-share-bar', 'ready');
    const ca = recordBundleRequests(page, 'diari');
    await page.goto(siteUrl('diari', article));
    await waitForStatus(page, 'np-share-bar', 'ready');
    expect(new Set(ca.filter((file) => file.includes('np-share-bar')))).toEqual(new Set(es.filter((file) => file.includes('np-share-bar'))));
    expect(ca.length).toBeGreaterThan(1);
  });

  it("exposes the site's fields flat on window.npStore's getState().site, per site", async () => {
    for (const alias of ['diario', 'diari'] as const) {
      await page.goto(siteUrl(alias, '/'));
      await waitForStatus(page, 'np-user-button', 'ready');
      const site = await page.evaluate(() => {
        const { alias: siteAlias, id, staticUrl, url, loginUrl, windowWidth } = window.npStore!.getState().site;
        return { siteAlias, id, staticUrl, url, loginUrl, windowWidth };
      });
      expect(site).toMatchObject({ siteAlias: alias, id: alias === 'diario' ? '1' : '2', staticUrl: `/${alias}/`, windowWidth: 1280 });
      expect(site.url).toMatch(new RegExp(`^http://${alias}\\.localhost:\\d+$`));
    }
  });

  it('links no copy of the placeholder rules a template carries, and links np-placeholders.css into a page without them', async () => {
    const linked = () => page.evaluate(() => [...document.querySelectorAll<HTMLLinkElement>('link[rel="stylesheet"]')].filter((link) => link.href.endsWith('/np-placeholders.css')).length);
    await page.goto(siteUrl('diario', await firstArticlePath(page)));
    await waitForStatus(page, 'np-share-bar', 'ready');
    expect(await linked()).toBe(0);
    expect(await page.evaluate(() => document.adoptedStyleSheets.length)).toBe(0);
    const url = siteUrl('diario', '/__fixture/no-placeholder-rules');
    await routeFixturePage(page, url, fixtureHtml({ head: `<script defer src="/diario/np-loader.js"></script>`, body: '<np-share-bar url="http://diario.localhost/noticia/1"></np-share-bar>', placeholderRules: false }));
    await page.goto(url);
    await waitForStatus(page, 'np-share-bar', 'ready');
    expect(await linked()).toBe(1);
    const reserved = await page.evaluate(() => {
      const sheet = [...document.styleSheets].find((each) => each.href?.endsWith('/np-placeholders.css'));
      return JSON.stringify([...(sheet?.cssRules ?? [])].map((rule) => rule.cssText)).includes('np-share-bar');
    });
    expect(reserved).toBe(true);
  });

  it("the page's rules reach the inside of a host until its widget's code takes it over, and stop there from then on (the theme guard)", async () => {
    const url = siteUrl('diario', '/__fixture/theme-guard');
    const theme = '<style>np-share-bar p, np-share-bar button { letter-spacing: 7px }</style>';
    await routeFixturePage(page, url, fixtureHtml({ head: `${theme}<script defer src="/diario/np-loader.js"></script>`, body: '<np-share-bar url="http://diario.localhost/noticia/1"><p>Del servidor</p></np-share-bar>' }));
    const release = await holdRequests(page, /\/diario\/np-share-bar\.[0-9a-f]+\.js$/);
    await page.goto(url);
    await waitForStatus(page, 'np-share-bar', 'loading');
    const host = page.locator('np-share-bar');
    // Marked loading, not guarded: marking every host the loader finds restyles nothing inside them.
    expect(await host.getAttribute('data-np-guard')).toBeNull();
    expect(await host.getByText('Del servidor').evaluate((element) => getComputedStyle(element).letterSpacing)).toBe('7px');
    release();
    await waitForStatus(page, 'np-share-bar', 'ready');
    expect(await host.getAttribute('data-np-guard')).toBe('');
    const buttons = host.getByRole('button');
    expect(await buttons.count()).toBeGreaterThan(0);
    expect(await buttons.evaluateAll((elements) => elements.map((element) => getComputedStyle(element).letterSpacing))).toEqual(Array(await buttons.count()).fill('normal'));
  });

  it('defines a tag inserted after load', async () => {
    const url = siteUrl('diario', '/__fixture/later');
    await routeFixturePage(page, url, fixtureHtml({ head: `<script defer src="/diario/np-loader.js"></script>`, body: '<h1>Later</h1>' }));
    const files = recordBundleRequests(page);
    await page.goto(url);
    await page.waitForFunction(() => document.readyState === 'complete');
    expect(files.map(widgetChunkName)).toEqual(['np-placeholders', 'np-loader']);
    await page.evaluate(() => {
      const bar = document.createElement('np-share-bar');
      bar.setAttribute('url', 'http://diario.localhost/noticia/1');
      document.querySelector('main')!.append(bar);
    });
    await waitForStatus(page, 'np-share-bar', 'ready');
    await expect(page.getByRole('button', { name: 'Copiar enlace' }).isVisible()).resolves.toBe(true);
  });

  it('defers a loading="lazy" widget until it comes within 500 px of the viewport', async () => {
    const url = siteUrl('diario', '/__fixture/lazy');
    const spacer = '<div style="height:3000px" class="spacer"></div>';
    await routeFixturePage(page, url, fixtureHtml({ head: `<script defer src="/diario/np-loader.js"></script>`, body: `<h1>Lazy</h1>${spacer}<np-share-bar loading="lazy" url="http://diario.localhost/noticia/1"></np-share-bar>` }));
    const files = recordBundleRequests(page);
    await page.goto(url);
    await page.waitForTimeout(500);
    expect(files.map(widgetChunkName)).not.toContain('np-share-bar');
    await expect(page.locator('np-share-bar').getAttribute('data-np-status')).resolves.toBe('loading');
    // Still more than 500 px away: nothing yet.
    await page.evaluate(() => window.scrollTo(0, 3000 - window.innerHeight - 700));
    await page.waitForTimeout(300);
    expect(files.map(widgetChunkName)).not.toContain('np-share-bar');
    // Within 500 px: the chunk comes.
    await page.evaluate(() => window.scrollTo(0, 3000 - window.innerHeight - 400));
    await waitForStatus(page, 'np-share-bar', 'ready');
    expect(files.map(widgetChunkName)).toContain('np-share-bar');
  });

  it('by default a widget below the fold waits for the viewport, while a loading="eager" one below it loads at once', async () => {
    const url = siteUrl('diario', '/__fixture/below-the-fold');
    const spacer = '<div style="height:3000px"></div>';
    const slot = `<np-ad-slot loading="eager" position='{"id":"a","adUnitCode":"/1/a","sizes":[[300,250]],"minimumReservedHeightDesktop":250,"minimumReservedHeightMobile":250}'></np-ad-slot>`;
    await routeFixturePage(page, url, fixtureHtml({ head: `<script defer src="/diario/np-loader.js"></script>`, body: `<h1>Abajo</h1>${spacer}<np-share-bar url="http://diario.localhost/noticia/1"></np-share-bar>${slot}` }));
    const files = recordBundleRequests(page);
    await page.goto(url);
    // Not waitForStatus, which scrolls a widget still loading into view (and the share bar with it).
    await page.waitForFunction(() => document.querySelector('np-ad-slot')?.getAttribute('data-np-status') === 'ready');
    expect(files.map(widgetChunkName)).not.toContain('np-share-bar');
    await expect(page.locator('np-share-bar').getAttribute('data-np-status')).resolves.toBe('loading');
    await page.locator('np-share-bar').scrollIntoViewIfNeeded();
    await waitForStatus(page, 'np-share-bar', 'ready');
    expect(files.map(widgetChunkName)).toContain('np-share-bar');
  });

  it('a widget in a content-visibility: auto section far below waits for the viewport too, though the skipped section gives it no box', async () => {
    const url = siteUrl('diario', '/__fixture/skipped-section');
    const section = '<section style="content-visibility:auto;contain-intrinsic-size:auto 600px"><h2>Más noticias</h2><np-share-bar url="http://diario.localhost/noticia/1"></np-share-bar></section>';
    const slot = `<np-ad-slot position='{"id":"a","adUnitCode":"/1/a","sizes":[[300,250]],"minimumReservedHeightDesktop":250,"minimumReservedHeightMobile":250}'></np-ad-slot>`;
    await routeFixturePage(page, url, fixtureHtml({ head: `<script defer src="/diario/np-loader.js"></script>`, body: `<h1>Secciones</h1>${slot}<div style="height:3000px"></div>${section}` }));
    const files = recordBundleRequests(page);
    await page.goto(url);
    await page.waitForFunction(() => document.querySelector('np-ad-slot')?.getAttribute('data-np-status') === 'ready');
    await twoFrames(page);
    expect(files.map(widgetChunkName)).not.toContain('np-share-bar');
    await expect(page.locator('np-share-bar').evaluate((bar) => bar.checkVisibility({ contentVisibilityAuto: true }))).resolves.toBe(false);
    await page.locator('section').scrollIntoViewIfNeeded();
    await waitForStatus(page, 'np-share-bar', 'ready');
    expect(files.map(widgetChunkName)).toContain('np-share-bar');
    expect(await npErrors(page)).toEqual([]);
  });

  it("the paywall's version banner, empty at the very top of the page, renders in its turn with the widgets in view, not after them", async () => {
    // Every change of a widget's status or off-screen mark, in order.
    await page.addInitScript(() => {
      const changes: string[] = [];
      (window as unknown as { npChanges: string[] }).npChanges = changes;
      new MutationObserver((records) => {
        for (const { target, attributeName } of records) changes.push(`${(target as Element).localName} ${attributeName}=${(target as Element).getAttribute(attributeName!)}`);
      }).observe(document, { subtree: true, attributes: true, attributeFilter: ['data-np-status', 'data-np-offscreen'] });
    });
    await page.goto(siteUrl('diario', '/acceso'));
    await waitForStatus(page, 'np-login', 'ready');
    await waitForStatus(page, 'np-paywall-version-banner', 'ready');
    // waitForStatus may have scrolled: the banner's place in the document, not in the viewport.
    const place = await page.locator('np-paywall-version-banner').evaluate((banner) => ({ top: banner.getBoundingClientRect().top + window.scrollY, height: banner.getBoundingClientRect().height }));
    expect(place).toEqual({ top: 0, height: 0 });
    const changes = await page.evaluate(() => (window as unknown as { npChanges: string[] }).npChanges);
    expect(changes.filter((change) => change.startsWith('np-paywall-version-banner data-np-offscreen'))).toEqual([]);
    const readyOrder = changes.filter((change) => change.endsWith('data-np-status=ready')).map((change) => change.split(' ')[0]);
    expect(readyOrder.indexOf('np-paywall-version-banner')).toBeLessThan(readyOrder.indexOf('np-login'));
  });

  it('an element of a loaded tag that is far below the fold keeps its placeholder until it comes within 500 px of the viewport itself', async () => {
    const url = siteUrl('diario', '/__fixture/far-elements');
    const spacer = '<div style="height:3000px"></div>';
    const bar = (id: number) => `<np-share-bar url="http://diario.localhost/noticia/${id}"></np-share-bar>`;
    const snippet = '<link rel="stylesheet" href="/diario/np-placeholders.css"><script defer src="/diario/np-loader.js"></script>';
    await routeFixturePage(page, url, fixtureHtml({ head: snippet, body: `<h1>Lejos</h1>${bar(1)}${spacer}${bar(2)}${spacer}${bar(3)}` }));
    await recordLayoutShifts(context);
    await page.goto(url);
    const bars = page.locator('np-share-bar');
    const statusOf = (index: number) => bars.nth(index).getAttribute('data-np-status');
    // Not waitForStatus, which scrolls a widget still loading into view.
    await page.waitForFunction(() => document.querySelector('np-share-bar')?.getAttribute('data-np-status') === 'ready');
    await expect(page.evaluate(() => customElements.get('np-share-bar') !== undefined)).resolves.toBe(true);
    // Two frames: the queue's observer has reported both far elements by then.
    await twoFrames(page);
    for (const index of [1, 2]) {
      await expect(statusOf(index)).resolves.toBe('loading');
      await expect(bars.nth(index).getAttribute('data-np-queued')).resolves.toBe('');
      await expect(bars.nth(index).getByRole('button').count()).resolves.toBe(0);
    }
    // Within 500 px of the second: it renders; the third, 3,000 px further, still waits.
    await page.evaluate(() => window.scrollTo(0, document.querySelectorAll('np-share-bar')[1]!.getBoundingClientRect().top + window.scrollY - window.innerHeight - 400));
    await page.waitForFunction(() => document.querySelectorAll('np-share-bar')[1]!.getAttribute('data-np-status') === 'ready');
    await expect(statusOf(2)).resolves.toBe('loading');
    await bars.nth(2).scrollIntoViewIfNeeded();
    await waitForStatus(page, 'np-share-bar', 'ready');
    await expect(page.locator('[data-np-queued], [data-np-offscreen]').count()).resolves.toBe(0);
    expect(await layoutShifts(page)).toEqual([]);
    expect(await npErrors(page)).toEqual([]);
  });

  it('the elements of one definition render over several tasks, each keeping its box while it waits (data-np-queued), with no layout shift', async () => {
    const url = siteUrl('diario', '/__fixture/many');
    const BARS = 150;
    const bars = Array.from({ length: BARS }, (_, index) => `<p>Noticia ${index}</p><np-share-bar loading="eager" url="http://diario.localhost/noticia/${index}"></np-share-bar>`).join('');
    // The README's snippet: the placeholder stylesheet holds the first paint, before the deferred loader runs.
    const snippet = '<link rel="stylesheet" href="/diario/np-placeholders.css"><script defer src="/diario/np-loader.js"></script>';
    await routeFixturePage(page, url, fixtureHtml({ head: snippet, body: `<h1>Muchas</h1>${bars}` }));
    await recordLayoutShifts(context);
    // Counts the elements that went through the queue, and the tasks that rendered them: mutation records are
    // delivered once per task (at its microtask checkpoint), and the queue renders a slice of elements in one
    // synchronous loop, so more than one delivery with renders means the definition's renders were split. (Frames
    // painted while some waited were counted before: a frame can come between two tasks but need not, and in one CI
    // run none did.)
    await page.addInitScript(() => {
      const record = { queuedSeen: 0, renderingTasks: 0 };
      (window as unknown as { queueRecord: typeof record }).queueRecord = record;
      new MutationObserver((mutations) => {
        record.queuedSeen += mutations.filter((mutation) => mutation.oldValue === null).length;
        if (mutations.some((mutation) => mutation.oldValue !== null)) record.renderingTasks += 1;
      }).observe(document, { subtree: true, attributes: true, attributeFilter: ['data-np-queued'], attributeOldValue: true });
    });
    await page.goto(url);
    await waitForStatus(page, 'np-share-bar', 'ready');
    const record = await page.evaluate(() => (window as unknown as { queueRecord: { queuedSeen: number; renderingTasks: number } }).queueRecord);
    expect(record.queuedSeen).toBe(BARS);
    expect(record.renderingTasks).toBeGreaterThan(1);
    await expect(page.locator('[data-np-queued]').count()).resolves.toBe(0);
    expect(await layoutShifts(page)).toEqual([]);
  });

  it('an empty host keeps its placeholder box while it waits in the queue, although its widget\'s rules hide a rendered empty host', async () => {
    const url = siteUrl('diario', '/__fixture/queued-empty-hosts');
    const json = (value: unknown) => JSON.stringify(value).replace(/&/g, '&amp;').replace(/'/g, '&#39;');
    const card = { id: '1', title: 'Titular', url: '/noticia/1' };
    const hosts = [
      `<np-most-read loading="eager" tabs='${json([{ label: 'Más leídas', items: [card] }, { label: 'Más comentadas', items: [card] }])}'></np-most-read>`,
      `<np-hot-topics loading="eager" topics='${json([{ link: { id: '1', href: '/buscar?searchText=lluvia', rel: '', target: '', text: 'Lluvia' } }])}'></np-hot-topics>`,
      `<np-last-hour loading="eager" items='${json([{ ...card, publishedDate: { date: '2026-11-24 09:05:00' } }])}'></np-last-hour>`,
    ];
    // The README's snippet, as the demo pages carry it: the placeholder rules come before the chunks' stylesheets.
    const snippet = '<link rel="stylesheet" href="/diario/np-placeholders.css"><script defer src="/diario/np-loader.js"></script>';
    await routeFixturePage(page, url, fixtureHtml({ head: snippet, body: `<h1>Huecos</h1>${hosts.join('<p>Texto entre widgets.</p>')}` }));
    // The box of each host as it is queued: the definition has run, so its chunk's rules apply, and the render has not.
    await page.addInitScript(() => {
      const boxes: Array<{ tag: string; display: string; height: number }> = [];
      (window as unknown as { queuedBoxes: typeof boxes }).queuedBoxes = boxes;
      new MutationObserver((mutations) => {
        for (const { target, oldValue } of mutations) {
          const element = target as HTMLElement;
          if (oldValue !== null || !element.hasAttribute('data-np-queued')) continue;
          boxes.push({ tag: element.localName, display: getComputedStyle(element).display, height: element.getBoundingClientRect().height });
        }
      }).observe(document, { subtree: true, attributes: true, attributeFilter: ['data-np-queued'], attributeOldValue: true });
    });
    await page.goto(url);
    await waitForStatus(page, 'np-most-read, np-hot-topics, np-last-hour', 'ready');
    const boxes = await page.evaluate(() => (window as unknown as { queuedBoxes: unknown[] }).queuedBoxes);
    expect(boxes).toEqual(
      expect.arrayContaining([
        { tag: 'np-most-read', display: 'block', height: 444 },
        { tag: 'np-hot-topics', display: 'block', height: 40 },
        { tag: 'np-last-hour', display: 'block', height: 44 },
      ]),
    );
    expect(boxes).toHaveLength(3);
  });

  it('forces no style or layout while it reserves the ad slots\' heights on a phone (the front page\'s slots)', async () => {
    const phone = await browser.newContext({ ...PHONE, serviceWorkers: 'block' });
    const tab = await phone.newPage();
    const file = path.join(os.tmpdir(), `np-loader-trace-${process.pid}.json`);
    await browser.startTracing(tab, { path: file, categories: ['devtools.timeline', 'disabled-by-default-devtools.timeline.stack'] });
    await tab.goto(siteUrl('diario', '/'));
    await waitForStatus(tab, 'np-header', 'ready');
    // One forced layout of known origin (an inline script, named by sourceURL), so that the trace is seen to
    // record forced work with its script: the widgets force none that can be counted on.
    await tab.addScriptTag({ content: 'document.body.style.paddingTop = "1px"; void document.body.offsetHeight; document.body.style.paddingTop = "";\n//# sourceURL=forced-layout.js' });
    await browser.stopTracing();
    const slots = await tab.locator('np-ad-slot').count();
    type Frame = { url: string };
    const events = (JSON.parse(readFileSync(file, 'utf8')) as { traceEvents: Array<{ name: string; args?: { beginData?: { stackTrace?: Frame[] }; data?: { stackTrace?: Frame[] } } }> }).traceEvents;
    rmSync(file);
    const forcedBy = (event: (typeof events)[number]) => (event.args?.beginData?.stackTrace ?? event.args?.data?.stackTrace ?? [])[0]?.url ?? '';
    const forced = events.filter((event) => ['Layout', 'UpdateLayoutTree'].includes(event.name) && forcedBy(event) !== '');
    expect(slots).toBeGreaterThan(1);
    // The trace does see forced work (the inline script's at least): the count below is not empty by accident.
    expect(forced.length).toBeGreaterThan(0);
    expect(forced.filter((event) => forcedBy(event).endsWith('/np-loader.js'))).toEqual([]);
    await phone.close();
  });


  it("adds each chunk's files in a run of its own: the login form's import (three chunks) adds no two chunks' files together", async () => {
    // Every script and stylesheet element added to the page, with the synchronous run that added it:
    // a run ends at the next microtask checkpoint, so files added in one call stack share a number.
    await page.addInitScript(() => {
      const added: Array<{ file: string; run: number }> = [];
      (window as unknown as { npAddedFiles: typeof added }).npAddedFiles = added;
      let run = 0;
      let runOpen = false;
      const original = Node.prototype.appendChild;
      Node.prototype.appendChild = function appendChild<T extends Node>(this: Node, node: T): T {
        const element = node as unknown as HTMLScriptElement & HTMLLinkElement;
        if (element.localName === 'script' || element.localName === 'link') {
          if (!runOpen) {
            runOpen = true;
            run += 1;
            queueMicrotask(() => (runOpen = false));
          }
          added.push({ file: (element.src || element.href || '').split('/').pop()!.replace(/\.[0-9a-f]{8}\./, '.'), run });
        }
        return original.call(this, node) as T;
      };
    });
    await page.goto(siteUrl('diario', '/acceso'));
    await waitForStatus(page, 'np-login', 'ready');
    const added = await page.evaluate(() => (window as unknown as { npAddedFiles: Array<{ file: string; run: number }> }).npAddedFiles);
    const chunkOf = (file: string) => file.replace(/\.(js|css)$/, '');
    const runsOf = (chunk: string) => [...new Set(added.filter(({ file }) => chunkOf(file) === chunk).map(({ run }) => run))];
    const loginChunks = ['np-login', 'np-account-forms', 'np-account'];
    for (const chunk of loginChunks) expect(added.map(({ file }) => file)).toEqual(expect.arrayContaining([`${chunk}.js`, `${chunk}.css`]));
    // Each chunk's script and stylesheet go together, in one run...
    for (const chunk of loginChunks) expect(runsOf(chunk)).toHaveLength(1);
    // ...and no run holds the files of two chunks.
    const chunksPerRun = new Map<number, Set<string>>();
    for (const { file, run } of added) chunksPerRun.set(run, (chunksPerRun.get(run) ?? new Set()).add(chunkOf(file)));
    expect([...chunksPerRun.values()].filter((chunks) => chunks.size > 1).map((chunks) => [...chunks])).toEqual([]);
  });
  it("fetches no code of np until the page's priority image (its lead card's) has painted, then loads the widgets in view", async () => {
    const releaseImages = await holdRequests(page, /\/__demo\/img\/[^?]+\.webp/);
    const files = recordBundleRequests(page);
    // The load event waits for the held images.
    await page.goto(siteUrl('diario', '/'), { waitUntil: 'domcontentloaded' });
    expect(await page.locator('img[fetchpriority="high"]').count()).toBe(1);
    await page.waitForFunction(() => performance.getEntriesByType('paint').length > 0);
    // Frames go by with the page painted and its lead image still downloading: the loader waits.
    for (let frames = 0; frames < 4; frames++) await twoFrames(page);
    expect(files.filter((file) => file !== 'np-loader.js')).toEqual([]);
    expect(await page.locator('np-header').getAttribute('data-np-status')).toBe('loading');
    releaseImages();
    await waitForStatus(page, 'np-header', 'ready');
    const order = await page.evaluate(async () => {
      const lead = document.querySelector('img[fetchpriority="high"]');
      // Largest Contentful Paint entries are read through an observer only.
      const paints = await new Promise<PerformanceEntryList>((resolve) => new PerformanceObserver((list, observer) => (observer.disconnect(), resolve(list.getEntries()))).observe({ type: 'largest-contentful-paint', buffered: true }));
      const paint = paints.find((entry) => (entry as PerformanceEntry & { element?: Element | null }).element === lead);
      const registry = performance.getEntriesByType('resource').find((entry) => /\/np-registry\.[0-9a-f]{8}\.js$/.test(entry.name));
      return { painted: paint?.startTime, registry: registry?.startTime };
    });
    expect(order.painted).toEqual(expect.any(Number));
    expect(order.registry).toBeGreaterThanOrEqual(order.painted!);
    expect(await npErrors(page)).toEqual([]);
  });

  it("fetches a widget's scripts at high priority, not as low-priority async scripts", async () => {
    const article = await firstArticlePath(page);
    // webpack removes a chunk's script element once it has run: record each as it is added.
    await page.addInitScript(() => {
      const added: (string | null)[] = ((window as unknown as { shareBarScripts: (string | null)[] }).shareBarScripts = []);
      new MutationObserver((records) => {
        for (const record of records) for (const node of record.addedNodes) if (node instanceof HTMLScriptElement && node.src.includes('/np-share-bar.')) added.push(node.getAttribute('fetchpriority'));
      }).observe(document, { childList: true, subtree: true });
    });
    await page.goto(siteUrl('diario', article));
    await waitForStatus(page, 'np-share-bar', 'ready');
    expect(await page.evaluate(() => (window as unknown as { shareBarScripts: (string | null)[] }).shareBarScripts)).toEqual(['high']);
  });

  it('includes the loader twice without any error, and defines each widget once', async () => {
    const url = siteUrl('diario', '/__fixture/twice');
    const loader = `<script defer src="/diario/np-loader.js"></script>`;
    await routeFixturePage(page, url, fixtureHtml({ head: loader + loader, body: '<np-share-bar url="http://diario.localhost/noticia/1"></np-share-bar><np-ad-slot position=\'{"id":"a","adUnitCode":"/1/a","sizes":[[300,250]],"minimumReservedHeightDesktop":250,"minimumReservedHeightMobile":250}\'></np-ad-slot>' }));
    const pageErrors: Error[] = [];
    page.on('pageerror', (error) => pageErrors.push(error));
    const files = recordBundleRequests(page);
    await page.goto(url);
    await waitForStatus(page, 'np-share-bar, np-ad-slot', 'ready');
    expect(pageErrors).toEqual([]);
    expect(await npErrors(page)).toEqual([]);
    expect(files.filter((file) => file.startsWith('np-share-bar.') && file.endsWith('.js'))).toHaveLength(1);
    expect(await page.locator('.np-share-bar').count()).toBe(1);
  });
});

describe('chunk failures', () => {
  it('a blocked share-bar chunk is retried, then reported as ChunkLoadError while the ad slot on the same page becomes ready', async () => {
    const article = await firstArticlePath(page);
    let attempts = 0;
    await page.route(/\/diario\/np-share-bar\.[0-9a-f]+\.js$/, (route) => {
      attempts += 1;
      return route.abort('failed');
    });
    await page.goto(siteUrl('diario', article));
    await waitForStatus(page, 'np-share-bar', 'error');
    await page.evaluate(() => window.scrollTo(0, document.body.scrollHeight));
    await waitForStatus(page, 'np-ad-slot', 'ready');
    expect(attempts).toBe(3);
    const errors = await npErrors(page);
    const chunkError = errors.find((error) => error.kind === 'chunk');
    expect(chunkError).toMatchObject({ kind: 'chunk', tag: 'np-share-bar', name: 'ChunkLoadError', type: expect.any(String), request: expect.stringMatching(/\/diario\/np-share-bar\.[0-9a-f]+\.js$/) });
    expect(chunkError?.message).toMatch(/^Loading chunk np-share-bar failed\.\n\(\w+: http:\/\/diario\.localhost:\d+\/diario\/np-share-bar\.[0-9a-f]+\.js\)$/);
    const fallbacks = page.locator('np-share-bar').getByRole('status');
    await expect(fallbacks.first().textContent()).resolves.toBe('Este contenido no está disponible en este momento.');
  });

  it('a blocked CSS chunk is reported as CSS_CHUNK_LOAD_FAILED and the widget still renders', async () => {
    const article = await firstArticlePath(page);
    await page.route(/\/diario\/np-share-bar\.[0-9a-f]+\.css$/, (route) => route.abort('failed'));
    await page.goto(siteUrl('diario', article));
    await waitForStatus(page, 'np-share-bar', 'ready');
    const cssError = (await npErrors(page)).find((error) => error.kind === 'css-chunk');
    expect(cssError).toMatchObject({ kind: 'css-chunk', code: 'CSS_CHUNK_LOAD_FAILED' });
    expect(cssError?.message).toMatch(/^Loading CSS chunk np-share-bar failed\.\n\(\w+: http:\/\/diario\.localhost:\d+\/diario\/np-share-bar\.[0-9a-f]+\.css\)$/);
    await expect(page.getByRole('button', { name: 'Copiar enlace' }).first().isVisible()).resolves.toBe(true);
  });
});

describe('run-time public path', () => {
  it('follows site.staticUrl for JS and CSS chunks', async () => {
    const url = siteUrl('diari', '/__fixture/static-url');
    await routeFixturePage(page, url, fixtureHtml({ alias: 'diari', lang: 'ca', head: `<script defer src="/diari/np-loader.js"></script>`, body: '<np-share-bar url="http://diari.localhost/noticia/1"></np-share-bar>' }));
    const requests: string[] = [];
    page.on('request', (request) => requests.push(new URL(request.url()).pathname));
    await page.goto(url);
    await waitForStatus(page, 'np-share-bar', 'ready');
    const chunks = requests.filter((path) => /\.[0-9a-f]{8}\.(js|css)$/.test(path));
    expect(chunks.length).toBeGreaterThan(2);
    expect(chunks.every((path) => path.startsWith('/diari/'))).toBe(true);
    expect(chunks.some((path) => path.endsWith('.css'))).toBe(true);
  });

  it("falls back to the loader's own folder when the config has no staticUrl", async () => {
    const url = siteUrl('diario', '/__fixture/no-config');
    await routeFixturePage(page, url, fixtureHtml({ config: false, head: `<script defer src="/diari/np-loader.js"></script>`, body: '<np-share-bar url="http://diario.localhost/noticia/1"></np-share-bar>' }));
    const requests: string[] = [];
    page.on('request', (request) => requests.push(new URL(request.url()).pathname));
    const consoleErrors: string[] = [];
    page.on('console', (message) => message.type() === 'error' && consoleErrors.push(message.text()));
    await page.goto(url);
    await waitForStatus(page, 'np-share-bar', 'ready');
    expect(requests.filter((path) => path.includes('np-share-bar.'))).toEqual(expect.arrayContaining([expect.stringMatching(/^\/diari\//)]));
    expect(consoleErrors.join('\n')).toMatch(/np-config/);
  });

  it("reports 'Automatic publicPath is not supported in this browser' when neither is available", async () => {
    const url = siteUrl('diario', '/__fixture/no-path');
    // A module script has no document.currentScript, and there is no config block.
    await routeFixturePage(page, url, fixtureHtml({ config: false, head: `<script type="module" src="/diario/np-loader.js"></script>`, body: '<np-share-bar></np-share-bar>' }));
    await page.goto(url);
    await page.waitForFunction(() => (window as unknown as { npErrors: unknown[] }).npErrors.length > 0);
    const errors = await npErrors(page);
    expect(errors[0]).toMatchObject({ message: 'Automatic publicPath is not supported in this browser' });
  });
});
