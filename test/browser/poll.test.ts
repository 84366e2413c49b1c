// <np-poll>: states at a fixed clock (Playwright's page.clock), voting needs login, one vote per
// reader, results with percentages, es (diario) and ca (diari); option texts stay plain text.
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { XSS_PAYLOADS } from '../support/vectors/xss';
import { countRequests, logIn } from './support/accounts';
import { closeContext, DESKTOP, launchChromium, resetDemo, type SiteAlias, siteUrl, waitForStatus } from './support/browser';
import { fixtureHtml, routeFixturePage } from './support/pages';

let browser: Browser;
let context: BrowserContext;
beforeAll(async () => {
  browser = await launchChromium();
});
afterAll(async () => browser.close());
beforeEach(async () => {
  await resetDemo();
  context = await browser.newContext({ ...DESKTOP, serviceWorkers: 'block' });
});
afterEach(() => closeContext(context));

const TEXTS = {
  diario: { vote: 'Votar', loginTitle: 'Inicia sesión', result: /^Sí, de vez en cuando: \d+ % \(\d+ votos\)$/, voted: 'Gracias por votar. Tu respuesta: Sí, de vez en cuando.', results: 'Resultados' },
  diari: { vote: 'Vota', loginTitle: 'Inicia la sessió', result: /^Sí, de vez en cuando: \d+ % \(\d+ vots\)$/, voted: 'Gràcies per votar. La teva resposta: Sí, de vez en cuando.', results: 'Resultats' },
} as const;

const OPTIONS = JSON.stringify([{ id: '1', text: 'Sí, a diario' }, { id: '2', text: 'Sí, de vez en cuando' }, { id: '3', text: 'No' }]);

async function openPoll(alias: SiteAlias): Promise<Page> {
  const page = await context.newPage();
  await page.goto(siteUrl(alias, '/noticia/1001'));
  await waitForStatus(page, 'np-poll', 'ready');
  return page;
}

it('states follow a fixed clock: not-started, then active at start, then ended at end, by timer (one results request)', async () => {
  const page = await context.newPage();
  await page.clock.install({ time: new Date('2026-11-24T12:00:00Z') });
  const url = siteUrl('diario', '/fixture/poll-clock');
  const poll = `<np-poll poll-id="7001" start="2026-11-24T12:00:30Z" end="2026-11-24T12:01:30Z" options='${OPTIONS}'></np-poll>`;
  await routeFixturePage(page, url, fixtureHtml({ head: '<script defer src="/diario/np-loader.js"></script>', body: poll }));
  const reads = countRequests(page, 'GET', /^\/api\/front\/poll\/7001$/);
  await page.goto(url);
  await waitForStatus(page, 'np-poll', 'ready');
  const element = page.locator('np-poll');
  expect(await element.getAttribute('data-np-poll-state')).toBe('not-started');
  expect(await page.getByRole('radio').first().isDisabled()).toBe(true);
  await page.clock.fastForward('00:31');
  await page.waitForFunction(() => document.querySelector('np-poll')?.getAttribute('data-np-poll-state') === 'active');
  expect(await page.getByRole('radio', { name: 'No' }).isEnabled()).toBe(true);
  await page.clock.fastForward('01:00');
  await page.waitForFunction(() => document.querySelector('np-poll')?.getAttribute('data-np-poll-state') === 'ended');
  await page.getByText(/^No: \d+ % \(\d+ votos\)$/).waitFor();
  expect(reads.count()).toBe(1);
});

describe.each(['diario', 'diari'] as const)('%s', (alias) => {
  const text = TEXTS[alias];

  it('poll 7001 on the article is active; options are radios name="option"; voting needs login (a prompt, nothing sent)', async () => {
    const page = await openPoll(alias);
    const votes = countRequests(page, 'POST', /^\/api\/front\/poll\/7001\/vote$/);
    expect(await page.locator('np-poll').getAttribute('data-np-poll-state')).toBe('active');
    const radios = page.locator('np-poll').getByRole('radio');
    expect(await radios.count()).toBe(3);
    expect(await radios.evaluateAll((inputs) => inputs.map((input) => input.getAttribute('name')))).toEqual(['option', 'option', 'option']);
    await page.getByRole('radio', { name: 'Sí, de vez en cuando' }).check();
    await page.locator('np-poll').getByRole('button', { name: text.vote }).click();
    await page.getByRole('dialog', { name: text.loginTitle }).waitFor();
    expect(votes.count()).toBe(0);
  });

  it('logged in: a vote shows results with percentages as text and bars; one vote per reader (after a reload, results, no options)', async () => {
    await logIn(context, 'lector@example.com', alias);
    const page = await openPoll(alias);
    const poll = page.locator('np-poll');
    await poll.getByRole('radio', { name: 'Sí, de vez en cuando' }).check();
    await poll.getByRole('button', { name: text.vote }).click();
    await poll.getByText(text.result).waitFor();
    await poll.getByText(text.voted).waitFor();
    await poll.getByRole('heading', { name: text.results }).waitFor();
    expect(await poll.locator('[data-np-poll-option] [aria-hidden="true"]').count()).toBe(3);
    await page.reload();
    await waitForStatus(page, 'np-poll', 'ready');
    await poll.getByText(text.result).waitFor();
    expect(await poll.getByRole('radio').count()).toBe(0);
  });
});

it('option texts are plain text: no payload of our XSS set runs or leaves anything that could', async () => {
  const page = await context.newPage();
  await page.addInitScript(() => {
    const calls: string[] = [];
    (window as unknown as { xssCalls: string[] }).xssCalls = calls;
    for (const name of ['alert', 'prompt', 'confirm', 'print'] as const) Object.defineProperty(window, name, { configurable: false, value: () => void calls.push(name) });
  });
  const options = JSON.stringify(XSS_PAYLOADS.map((payload, index) => ({ id: String(index + 1), text: payload })));
  const attribute = options.replace(/&/g, '&amp;').replace(/"/g, '&quot;');
  const url = siteUrl('diario', '/fixture/poll-xss');
  await routeFixturePage(page, url, fixtureHtml({ head: '<script defer src="/diario/np-loader.js"></script>', body: `<np-poll poll-id="7001" options="${attribute}"></np-poll>` }));
  await page.goto(url);
  await waitForStatus(page, 'np-poll', 'ready');
  expect(await page.locator('np-poll').getByRole('radio').count()).toBe(XSS_PAYLOADS.length);
  await page.locator('np-poll').getByText(XSS_PAYLOADS[0]!, { exact: true }).waitFor();
  expect(await page.evaluate(() => (window as unknown as { xssCalls: string[] }).xssCalls)).toEqual([]);
  expect(await page.locator('np-poll *').evaluateAll((elements) => elements.filter((element) => ['script', 'iframe', 'object', 'embed', 'img', 'svg', 'math'].includes(element.localName) || [...element.attributes].some((attribute) => /^on/i.test(attribute.name))).length)).toBe(0);
});
