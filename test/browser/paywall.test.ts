// <np-paywall> on article pages (demo: `?paywall=<type>`, `&closable=0`, `?preview=1`) and
// <np-paywall-version-banner> with the paywall-version cookie, in Chromium.
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { logIn } from './support/accounts';
import { seriousAxeViolations } from './support/axe';
import { closeContext, DESKTOP, galleryUrl, launchChromium, npErrors, PHONE, recordNpErrors, resetDemo, siteUrl, twoFrames, waitForStatus } from './support/browser';
import { fault, scopeFaults } from './support/discovery';
import { recordBundleRequests, widgetChunkName } from './support/pages';

jest.setTimeout(60_000);

const ARTICLE = '/noticia/1001';
const PREMIUM_ARTICLE = '/noticia/1007';
const MESSAGES_PATH = '/api/front/paywall/0/messages';

let browser: Browser;
let context: BrowserContext;
beforeAll(async () => {
  browser = await launchChromium();
});
afterAll(async () => browser.close());
beforeEach(async () => {
  await resetDemo();
  context = await browser.newContext({ ...DESKTOP, serviceWorkers: 'block' });
  await recordNpErrors(context);
});
afterEach(() => closeContext(context));

async function openArticle(query: string, path = ARTICLE): Promise<Page> {
  const page = await context.newPage();
  await page.goto(siteUrl('diario', `${path}${query}`));
  await waitForStatus(page, 'np-paywall', 'ready');
  return page;
}

const message = (page: Page) => page.locator('[data-np-paywall-type]');

describe('paywall messages', () => {
  it.each(['bottom-bar', 'floating-box', 'floating-counter', 'modal'] as const)('?paywall=%s shows that type to a reader without access, with no serious axe violation', async (type) => {
    const page = await openArticle(`?paywall=${type}`);
    await message(page).waitFor();
    expect(await message(page).getAttribute('data-np-paywall-type')).toBe(type);
    expect(await message(page).getByRole('link', { name: 'Regístrate gratis' }).getAttribute('href')).toBe('/registro');
    expect(await seriousAxeViolations(page, 'np-paywall')).toEqual([]);
  });

  it('a floating box takes its position; the counter fills in the consumed contents', async () => {
    const page = await openArticle('?paywall=floating-box&position=bottom-left');
    const box = await message(page).boundingBox();
    expect(box!.x).toBeLessThan(DESKTOP.viewport!.width / 2 - box!.width / 2);
    await page.goto(siteUrl('diario', `${ARTICLE}?paywall=floating-counter`));
    await message(page).getByText('Has leído 3 de 5 artículos gratuitos este mes.').waitFor();
  });

  it('a closable message closes with its button; one that cannot be closed has none', async () => {
    const page = await openArticle('?paywall=bottom-bar');
    await message(page).getByRole('button', { name: 'Cerrar el aviso de acceso' }).click();
    await message(page).waitFor({ state: 'detached' });
    await page.goto(siteUrl('diario', `${ARTICLE}?paywall=bottom-bar&closable=0`));
    await message(page).waitFor();
    expect(await message(page).getByRole('button').count()).toBe(0);
  });

  it('a closable modal: Esc closes it', async () => {
    const page = await openArticle('?paywall=modal');
    const dialog = page.getByRole('dialog', { name: 'Para leer esta noticia, inicia sesión o regístrate.' });
    await dialog.waitFor();
    await page.keyboard.press('Escape');
    await dialog.waitFor({ state: 'detached' });
  });

  it('a modal that cannot be closed stays on Esc, locks the page scroll, makes the page inert and keeps the focus inside', async () => {
    const page = await openArticle('?paywall=modal&closable=0');
    const dialog = page.getByRole('dialog', { name: 'Has alcanzado el límite de artículos gratuitos.' });
    await dialog.waitFor();
    expect(await dialog.getAttribute('aria-modal')).toBe('true');
    expect(await dialog.getByRole('button').count()).toBe(0);
    for (let press = 0; press < 3; press += 1) await page.keyboard.press('Escape');
    expect(await dialog.isVisible()).toBe(true);
    expect(await page.evaluate(() => getComputedStyle(document.documentElement).overflow)).toBe('hidden');
    await page.mouse.move(20, 450);
    await page.mouse.wheel(0, 1200);
    await twoFrames(page); // enough for the wheel turn to have scrolled, if it could
    expect(await page.evaluate(() => window.scrollY)).toBe(0);
    const outside = page.locator('np-share-bar').first().getByRole('button').first();
    await expect(outside.click({ timeout: 1_000 })).rejects.toThrow();
    // Tab goes round the dialog's links (and, past the last one, to the browser's own controls,
    // which leave the document's focus on <body>), never to an element of the page behind.
    const focused: string[] = [];
    for (let press = 0; press < 8; press += 1) {
      await page.keyboard.press('Tab');
      focused.push(await page.evaluate(() => (document.activeElement === document.body ? 'browser' : document.activeElement?.closest('dialog[open]') ? 'dialog' : 'page')));
    }
    expect(focused).not.toContain('page');
    expect(focused.filter((where) => where === 'dialog').length).toBeGreaterThanOrEqual(4);
  });

  it('showroom (?preview=1) shows the fake message and leaves the page scroll free', async () => {
    const page = await openArticle('?paywall=modal&closable=0&preview=1');
    await message(page).getByText('Así verán los lectores el muro de pago de este contenido.').waitFor();
    expect(await page.getByText('Has alcanzado el límite de artículos gratuitos.').count()).toBe(0);
    expect(await page.evaluate(() => getComputedStyle(document.documentElement).overflow)).not.toBe('hidden');
    await page.mouse.move(20, 450);
    await page.mouse.wheel(0, 1200);
    await page.waitForFunction(() => window.scrollY > 0);
    expect(await seriousAxeViolations(page, 'np-paywall')).toEqual([]);
  });

  it('a premium article shows the bottom bar; logged-in readers and open articles see nothing', async () => {
    let page = await openArticle('', PREMIUM_ARTICLE);
    await message(page).waitFor();
    expect(await message(page).getAttribute('data-np-paywall-type')).toBe('bottom-bar');
    page = await openArticle('');
    expect(await message(page).count()).toBe(0);
    await logIn(context, 'lector@example.com');
    for (const query of ['?paywall=modal&closable=0', '']) {
      page = await openArticle(query, PREMIUM_ARTICLE);
      expect(await message(page).count()).toBe(0);
    }
  });

  it('a failed messages call shows nothing and breaks nothing else', async () => {
    const scope = await scopeFaults(context);
    await fault(scope, { path: MESSAGES_PATH, status: 500 });
    const page = await openArticle('?paywall=modal&closable=0');
    expect(await message(page).count()).toBe(0);
    expect(await page.evaluate(() => getComputedStyle(document.documentElement).overflow)).not.toBe('hidden');
    await waitForStatus(page, 'np-share-bar', 'ready');
    expect((await npErrors(page)).filter((error) => error.kind !== 'request')).toEqual([]);
  });

  it('the bottom bar in place moves nothing: cumulative layout shift 0.000, desktop and phone', async () => {
    for (const options of [DESKTOP, PHONE]) {
      const shifts = await browser.newContext({ ...options, serviceWorkers: 'block' });
      await shifts.addInitScript(() => {
        const values: number[] = [];
        (window as unknown as { layoutShifts: number[] }).layoutShifts = values;
        new PerformanceObserver((list) => {
          for (const entry of list.getEntries() as Array<PerformanceEntry & { value: number; hadRecentInput: boolean }>) if (!entry.hadRecentInput) values.push(entry.value);
        }).observe({ type: 'layout-shift', buffered: true });
      });
      const page = await shifts.newPage();
      await page.goto(siteUrl('diario', `${ARTICLE}?paywall=bottom-bar`));
      await waitForStatus(page, 'np-paywall', 'ready');
      await message(page).waitFor();
      await twoFrames(page);
      const total = await page.evaluate(() => (window as unknown as { layoutShifts: number[] }).layoutShifts.reduce((sum, value) => sum + value, 0));
      expect(total.toFixed(3)).toBe('0.000');
      await shifts.close();
    }
  });

  it('under the strict CSP (/csp/), every type and the scroll lock cause no policy violation', async () => {
    await context.addInitScript(() => {
      const seen: string[] = [];
      (window as unknown as { cspViolations: string[] }).cspViolations = seen;
      document.addEventListener('securitypolicyviolation', (event) => seen.push(`${event.violatedDirective} ${event.blockedURI}`));
    });
    const page = await context.newPage();
    for (const query of ['?paywall=bottom-bar', '?paywall=floating-box', '?paywall=floating-counter', '?paywall=modal', '?paywall=modal&closable=0']) {
      await page.goto(siteUrl('diario', `/csp/${query}`));
      await waitForStatus(page, 'np-paywall', 'ready');
      await message(page).waitFor();
      if (query.endsWith('closable=0')) expect(await page.evaluate(() => getComputedStyle(document.documentElement).overflow)).toBe('hidden');
      expect(await page.evaluate(() => (window as unknown as { cspViolations: string[] }).cspViolations)).toEqual([]);
    }
  });

  it('a page without a paywall downloads none of its code; an article downloads it', async () => {
    const page = await context.newPage();
    const files = recordBundleRequests(page);
    await page.goto(siteUrl('diario', '/'));
    await waitForStatus(page, 'np-paywall-version-banner', 'ready');
    expect(await page.locator('np-paywall').count()).toBe(0);
    expect(files.map(widgetChunkName).filter((name) => name === 'np-paywall')).toEqual([]);
    await page.goto(siteUrl('diario', ARTICLE));
    await waitForStatus(page, 'np-paywall', 'ready');
    expect(files.map(widgetChunkName)).toContain('np-paywall');
  });
});

describe('paywall version banner', () => {
  it('with a test version in the cookie: says so on every page, the paywall shows that version, and the banner returns to the published one', async () => {
    await context.addCookies([{ name: 'np_paywall_version', value: 'prueba-2026', url: siteUrl('diario', '/') }]);
    const page = await openArticle('?paywall=bottom-bar');
    const banner = page.getByRole('region', { name: 'Versión del muro de pago' });
    await banner.getByText('Estás viendo la versión de prueba prueba-2026 del muro de pago.').waitFor();
    await message(page).getByText('[Versión de prueba] Regístrate para seguir leyendo sin límites.').waitFor();
    expect(await seriousAxeViolations(page, 'np-paywall-version-banner')).toEqual([]);
    await Promise.all([page.waitForEvent('load'), banner.getByRole('button', { name: 'Volver al muro de pago publicado' }).click()]);
    await waitForStatus(page, 'np-paywall', 'ready');
    await message(page).getByText('Regístrate para seguir leyendo sin límites.', { exact: true }).waitFor();
    expect(await page.getByRole('region', { name: 'Versión del muro de pago' }).count()).toBe(0);
    expect((await context.cookies()).filter((cookie) => cookie.name === 'np_paywall_version')).toEqual([]);
  });

  it('without the cookie it shows nothing; an editor sets a test version from the gallery', async () => {
    const page = await context.newPage();
    await page.goto(galleryUrl());
    await waitForStatus(page, 'np-paywall-version-banner', 'ready');
    expect(await page.getByRole('region', { name: 'Versión del muro de pago' }).count()).toBe(0);
    await page.getByLabel('Versión de prueba del muro de pago').fill('prueba-2026');
    await Promise.all([page.waitForEvent('load'), page.getByRole('button', { name: 'Probar esta versión' }).click()]);
    // The top of the page, and the gallery's own example of the banner.
    await page.getByRole('region', { name: 'Versión del muro de pago' }).first().getByText(/prueba-2026/).waitFor();
  });
});
