// The XSS corpus in Chromium: every field that renders HTML from the API gets every payload of
// ../shared/corpora/xss-payloads.txt through the demo API (a scoped fixture answer), with alert,
// prompt, confirm and print trapped. No payload may run, and no on* attribute, javascript: URL or
// script element may remain in the rendered widget.
import { readFileSync } from 'node:fs';
import path from 'node:path';
import type { Browser, Page } from 'playwright-core';
import { DESKTOP, demoPort, launchChromium, siteUrl } from './support/browser';
import type { XssField } from '../support/hardening';
import { hasDeclaration, rendersApiHtml, ROOT, widgetFolders } from '../support/widget-specs';

const CORPUS = path.resolve(ROOT, '../shared/corpora/xss-payloads.txt');
const BATCH_SIZE = 50;
export const CANARY = 'np-xss-canary';

/** Payload lines: the file's header lines start with "# ", no payload does. */
export function readPayloads(): string[] {
  const lines = readFileSync(CORPUS, 'utf8').split('\n');
  const firstPayload = lines.findIndex((line) => !line.startsWith('# '));
  return lines.slice(firstPayload).filter((line) => line.length > 0);
}

const payloads = readPayloads();
const widgets = widgetFolders();
const fields = widgets
  .filter((widget) => hasDeclaration(widget, 'xss'))
  .flatMap((widget) => (require(path.join(widget.dir, `${widget.folder}.xss.ts`)) as { xssFields: XssField[] }).xssFields);

const batches: string[][] = [];
for (let start = 0; start < payloads.length; start += BATCH_SIZE) batches.push([`<b>${CANARY}</b>`, ...payloads.slice(start, start + BATCH_SIZE)]);

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

  it('reads the whole corpus', () => {
    expect(payloads.length).toBeGreaterThan(300);
    console.log(`XSS corpus: ${payloads.length} payloads x ${fields.length} fields = ${payloads.length * fields.length} renderings`);
  });
});

for (const field of fields)
  describe(`<${field.tag}> ${field.field}`, () => {
    it.each(batches.map((batch, index) => [index + 1, batch] as const))(`payload batch %i of ${batches.length}: nothing runs and nothing dangerous remains`, async (index, batch) => {
      const scope = `xss-${field.tag}-${index}-${Date.now()}`;
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
          await page.goto(siteUrl('diario', '/'));
          await login(page, field.login);
        }
        await scheduleAnswers(field, batch, scope);
        await page.goto(siteUrl('diario', field.page));
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
