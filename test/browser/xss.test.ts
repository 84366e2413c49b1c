// XSS in Chromium: every field that renders HTML from the API gets every payload of our own set
// (test/support/vectors/xss.ts) and, when NP_CORPORA_DIR is set, of the shared corpus
// xss-payloads.txt, through the demo API (a scoped fixture answer), with alert, prompt, confirm and
// print trapped. No payload may run, and no on* attribute, javascript: URL or script element may
// remain in the rendered widget.
import path from 'node:path';
import type { Browser, Page } from 'playwright-core';
import { DESKTOP, demoPort, launchChromium, siteUrl } from './support/browser';
import { sharedCorpora } from '../support/corpora';
import type { XssField } from '../support/hardening';
import { XSS_CLASSES, XSS_PAYLOADS, XSS_VECTORS } from '../support/vectors/xss';
import { hasDeclaration, rendersApiHtml, widgetFolders } from '../support/widget-specs';

const BATCH_SIZE = 50;
export const CANARY = 'np-xss-canary';

const corpora = sharedCorpora('test/browser/xss.test.ts');
const sharedPayloads = corpora?.readLines('xss-payloads.txt') ?? [];
const payloadSets: Array<[string, string[]]> = [['own set', XSS_PAYLOADS], ...(corpora ? [['shared corpus', sharedPayloads] as [string, string[]]] : [])];
const widgets = widgetFolders();
const fields = widgets
  .filter((widget) => hasDeclaration(widget, 'xss'))
  .flatMap((widget) => (require(path.join(widget.dir, `${widget.folder}.xss.ts`)) as { xssFields: XssField[] }).xssFields);

const batches: Array<[string, string[]]> = payloadSets.flatMap(([name, payloads]) => {
  const count = Math.ceil(payloads.length / BATCH_SIZE);
  return Array.from({ length: count }, (_, index) => [`${name} ${index + 1} of ${count}`, [`<b>${CANARY}</b>`, ...payloads.slice(index * BATCH_SIZE, (index + 1) * BATCH_SIZE)]] as [string, string[]]);
});

let browser: Browser;
beforeAll(async () => {
  browser = await launchChromium();
});
afterAll(async () => browser.close());

async function scheduleAnswers(field: XssField, batch: string[], scope: string): Promise<void> {
  for (const response of field.responses(batch)) {
    const answer = await fetch(`http://127.0.0.1:${demoPort()}/__demo/faults`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ path: response.path, status: 200, body: response.body, times: response.times ?? 1, scope }),
    });
    if (answer.status !== 201) throw new Error(`/__demo/faults refused the fixture for ${response.path}: ${answer.status}`);
  }
}

async function login(page: Page, credentials: { email: string; password: string }): Promise<void> {
  const status = await page.evaluate(async (body) => (await fetch('/api/front/user/login', { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify(body) })).status, credentials);
  if (status !== 200) throw new Error(`login as ${credentials.email} answered ${status}`);
}

/** What is left in the widget that could run script. */
async function dangerousLeftovers(page: Page, tag: string): Promise<string[]> {
  return page.evaluate((selector) => {
    const found: string[] = [];
    const urlAttributes = ['href', 'src', 'action', 'formaction', 'xlink:href', 'data', 'srcdoc', 'background', 'poster'];
    for (const root of document.querySelectorAll(selector))
      for (const element of root.querySelectorAll('*')) {
        if (['script', 'iframe', 'object', 'embed', 'frame'].includes(element.localName)) found.push(`<${element.localName}>`);
        for (const attribute of [...element.attributes]) {
          if (/^on/i.test(attribute.name)) found.push(`${element.localName}[${attribute.name}]`);
          // eslint-disable-next-line no-control-regex
          const value = attribute.value.replace(/[\u0000-\u0020\u00a0\u1680\u180e\u2000-\u200b\u2028\u2029\u205f\u3000]/g, '').toLowerCase();
          if (urlAttributes.includes(attribute.name) && /^(javascript|vbscript|data:text\/html)/.test(value)) found.push(`${element.localName}[${attribute.name}=${attribute.value.slice(0, 40)}]`);
        }
      }
    return found;
  }, tag);
}

describe('every widget that renders API HTML declares its fields', () => {
  it('has a <folder>.xss.ts beside its element', () => {
    const missing = widgets.filter((widget) => rendersApiHtml(widget) && !hasDeclaration(widget, 'xss')).map((widget) => widget.folder);
    expect(missing).toEqual([]);
  });

  it('covers every class of vector of our own set', () => {
    const missing = XSS_CLASSES.filter((kind) => !XSS_VECTORS.some(([vectorKind]) => vectorKind === kind));
    expect(missing).toEqual([]);
  });

  if (corpora)
    it('reads the whole shared corpus', () => {
      expect(sharedPayloads.length).toBeGreaterThan(300);
      console.log(`XSS: ${XSS_PAYLOADS.length + sharedPayloads.length} payloads x ${fields.length} fields = ${(XSS_PAYLOADS.length + sharedPayloads.length) * fields.length} renderings`);
    });
});

for (const field of fields)
  describe(`<${field.tag}> ${field.field}`, () => {
    it.each(batches)('payloads of the %s: nothing runs and nothing dangerous remains', async (name, batch) => {
      const scope = `xss-${field.tag}-${name.replace(/\W+/g, '-')}-${Date.now()}`;
      const context = await browser.newContext({ ...DESKTOP, serviceWorkers: 'block' });
      await context.addCookies([{ name: 'np_demo_scope', value: scope, url: siteUrl('diario', '/') }]);
      await context.addInitScript(() => {
        const calls: string[] = [];
        (window as unknown as { xssCalls: string[] }).xssCalls = calls;
        for (const name of ['alert', 'prompt', 'confirm', 'print'] as const)
          Object.defineProperty(window, name, { configurable: false, value: (...args: unknown[]) => void calls.push(`${name}(${args.map(String).join(',')})`) });
      });
      const page = await context.newPage();
      try {
        if (field.login) {
          // From a document with no widget: on the front page the identity-provider adapter may
          // run during the login made behind its back, and clear the session-user cookie.
          await page.goto(siteUrl('diario', '/__demo/assets/site.css'));
          await login(page, field.login);
        }
        await scheduleAnswers(field, batch, scope);
        await page.goto(siteUrl('diario', field.page));
        await page.locator(field.tag).first().scrollIntoViewIfNeeded();
        await page.waitForFunction((tag) => [...document.querySelectorAll(tag)].some((element) => element.getAttribute('data-np-status') === 'ready'), field.tag);
        await field.reveal?.(page);
        await page.waitForFunction(([tag, canary]) => [...document.querySelectorAll(tag)].some((element) => element.textContent?.includes(canary)), [field.root ?? field.tag, CANARY] as const, { timeout: 10_000 });
        await page.waitForTimeout(300); // failed images fire onerror by now
        expect(await page.evaluate(() => (window as unknown as { xssCalls: string[] }).xssCalls)).toEqual([]);
        expect(await dangerousLeftovers(page, field.root ?? field.tag)).toEqual([]);
      } finally {
        await context.close();
      }
    });
  });
