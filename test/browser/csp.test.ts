// The article page under a strict Content-Security-Policy with Trusted Types (/csp/): every
// widget on it loads, renders and is exercised without a single policy violation.
import type { Browser, Page } from 'playwright-core';
import { DESKTOP, launchChromium, npErrors, PHONE, recordNpErrors, siteUrl, type SiteAlias } from './support/browser';
import { waitInPage } from './support/pages';

// Two pages, every widget and every button (up to 2 s each), and the worker's activation (up to
// 20 s): a run with two test suites sharing the machine's two cores took over 60 s for one page.
jest.setTimeout(150_000);

let browser: Browser;

beforeAll(async () => {
  browser = await launchChromium();
});
afterAll(async () => browser.close());

/**
 * Opens /csp/ with every way a policy breach can show up recorded: `securitypolicyviolation`
 * events, the browser's console errors (Trusted Types refusals are logged there, not always as an
 * event) and np's own console errors and warnings (a worker that could not be registered).
 * The service worker is not blocked: its registration is part of what the policy must allow.
 */
async function openCspPage(alias: SiteAlias, options: typeof DESKTOP, query = ''): Promise<{ page: Page; violations: () => Promise<string[]> }> {
  const context = await browser.newContext(options);
  await recordNpErrors(context);
  await context.addInitScript(() => {
    const seen: string[] = [];
    (window as unknown as { cspViolations: string[] }).cspViolations = seen;
    document.addEventListener('securitypolicyviolation', (event) => seen.push(`${event.violatedDirective} ${event.blockedURI} ${event.sourceFile}:${event.lineNumber}`));
  });
  const page = await context.newPage();
  const consoleViolations: string[] = [];
  page.on('console', (message) => {
    const text = message.text();
    const isPolicyBreach = /Content Security Policy|Trusted ?Type/i.test(text);
    const isNpComplaint = text.startsWith('np:') && (message.type() === 'error' || message.type() === 'warning');
    if (isPolicyBreach || isNpComplaint) consoleViolations.push(`${message.type()}: ${text}`);
  });
  page.on('pageerror', (error) => consoleViolations.push(`pageerror: ${error.message}`));
  const response = await page.goto(siteUrl(alias, `/csp/${query}`));
  expect(response?.headers()['content-security-policy']).toContain("require-trusted-types-for 'script'");
  const violations = async () => [...(await page.evaluate(() => (window as unknown as { cspViolations: string[] }).cspViolations)), ...consoleViolations];
  return { page, violations };
}

/** The state of the site's worker as the page sees it, once it has had time to activate. */
async function activeWorkerOf(page: Page, alias: SiteAlias): Promise<string | undefined> {
  await waitInPage(page, async (scope) => (await navigator.serviceWorker.getRegistration(scope))?.active?.state === 'activated', `/${alias}/`, 20_000).catch(() => undefined);
  return page.evaluate(async (scope) => {
    const registration = await navigator.serviceWorker.getRegistration(scope);
    return registration?.active ? `${new URL(registration.scope).pathname} ${registration.active.state} ${new URL(registration.active.scriptURL).pathname}` : undefined;
  }, `/${alias}/`);
}

/** What a test that timed out needs to know of each widget still loading: where it is, and how far it got. */
const stillLoading = (page: Page) =>
  page.evaluate(() =>
    [...document.querySelectorAll('[data-np-status="loading"]')].map((element) => {
      const box = element.getBoundingClientRect();
      return {
        tag: element.localName,
        defined: Boolean(customElements.get(element.localName)),
        attributes: [...element.attributes].map(({ name }) => name).join(' '),
        box: [box.left, box.top, box.width, box.height].map(Math.round).join(','),
        viewport: `${window.scrollY},${innerWidth}x${innerHeight}`,
        content: element.innerHTML.slice(0, 200),
      };
    }),
  );

/** Scrolls through the page so lazy widgets load, then waits until every widget has settled. */
async function settleAllWidgets(page: Page): Promise<string[]> {
  await page.evaluate(async () => {
    for (let y = 0; y < document.body.scrollHeight; y += 400) {
      window.scrollTo(0, y);
      await new Promise((resolve) => setTimeout(resolve, 30));
    }
  });
  // A widget the fast scroll passed between two observations is brought into view while waiting, as a reader would scroll to it.
  await page
    .waitForFunction(() => {
      const loading = [...document.querySelectorAll('[data-np-status]')].filter((element) => element.getAttribute('data-np-status') === 'loading');
      loading[0]?.scrollIntoView({ block: 'nearest' });
      return loading.length === 0;
    })
    .catch(async (error: Error) => {
      throw new Error(`${error.message}\nStill loading: ${JSON.stringify(await stillLoading(page), null, 1)}`);
    });
  return page.evaluate(() => [...document.querySelectorAll('[data-np-status]')].map((element) => `${element.localName}:${element.getAttribute('data-np-status')}`));
}

/** Presses every button of every widget that does not submit a form or leave the page. */
async function exerciseButtons(page: Page): Promise<number> {
  const buttons = page.locator('[data-np-status="ready"] button:not([type="submit"]):visible');
  const count = await buttons.count();
  for (let index = 0; index < count; index++) {
    await buttons.nth(index).click({ trial: false, timeout: 2000 }).catch(() => undefined);
    // A button may first load code it needs (aria-busy meanwhile), then open a modal (the like
    // button's login prompt): Esc closes it before the next one.
    await page.waitForFunction(() => !document.querySelector('[aria-busy="true"]'), undefined, { timeout: 2000 }).catch(() => undefined);
    await page.keyboard.press('Escape');
  }
  return count;
}

describe.each(['diario', 'diari'] as const)('the strict-CSP article page of %s', (alias) => {
  it('loads and renders every widget, and pressing their buttons causes no policy violation', async () => {
    const { page, violations } = await openCspPage(alias, DESKTOP);
    const statuses = await settleAllWidgets(page);
    expect(statuses.length).toBeGreaterThanOrEqual(2);
    expect(statuses.filter((status) => !status.endsWith(':ready'))).toEqual([]);
    expect(await exerciseButtons(page)).toBeGreaterThan(0);
    expect(await activeWorkerOf(page, alias)).toBe(`/${alias}/ activated /${alias}/service-worker.js`);
    expect(await violations()).toEqual([]);
    expect((await npErrors(page)).filter((error) => error.kind !== 'request')).toEqual([]);
    await page.context().close();
  });
});

it('really enforces Trusted Types: a raw HTML string sink throws there', async () => {
  const { page } = await openCspPage('diario', DESKTOP);
  const rawSink = await page.evaluate(() => {
    try {
      document.createElement('div').innerHTML = '<b>raw</b>';
      return 'allowed';
    } catch {
      return 'blocked';
    }
  });
  expect(rawSink).toBe('blocked');
  await page.context().close();
});

it('stays free of violations on a phone and in preview mode', async () => {
  for (const [options, query] of [
    [PHONE, ''],
    [DESKTOP, '?preview=1'],
  ] as const) {
    const { page, violations } = await openCspPage('diario', options, query);
    const statuses = await settleAllWidgets(page);
    expect(statuses.filter((status) => !status.endsWith(':ready'))).toEqual([]);
    await exerciseButtons(page);
    expect(await violations()).toEqual([]);
    await page.context().close();
  }
});
