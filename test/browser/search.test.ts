// 3 characters everywhere: the search opening (/buscar), the header search and the searcher; then
// each goes where the spec says.
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { seriousAxeViolations } from './support/axe';
import { DESKTOP, launchChromium, npErrors, PHONE, recordNpErrors, siteUrl, waitForStatus } from './support/browser';
import { recordSearcherCalls } from './support/discovery';

jest.setTimeout(30_000);

let browser: Browser;
beforeAll(async () => {
  browser = await launchChromium();
});
afterAll(async () => browser.close());

async function open(pathname: string, tag: string, options = DESKTOP, alias: 'diario' | 'diari' = 'diario'): Promise<{ context: BrowserContext; page: Page }> {
  const context = await browser.newContext({ ...options, serviceWorkers: 'block' });
  await recordNpErrors(context);
  const page = await context.newPage();
  await page.goto(siteUrl(alias, pathname));
  await waitForStatus(page, tag, 'ready');
  return { context, page };
}

const ERROR = 'Escribe al menos tres caracteres para buscar.';

describe('3 characters are needed everywhere', () => {
  it('the search opening shows the error and stays; then goes to /buscar?text=…&searchtype=…, which shows the results', async () => {
    const { context, page } = await open('/buscar', 'np-search-opening');
    const opening = page.locator('np-search-opening');
    const field = opening.getByRole('searchbox', { name: 'Texto de búsqueda' });
    await field.fill('pl');
    await opening.getByRole('button', { name: 'Buscar' }).click();
    await expect(field.getAttribute('aria-invalid')).resolves.toBe('true');
    await expect(opening.getByText(ERROR).isVisible()).resolves.toBe(true);
    expect(new URL(page.url()).pathname + new URL(page.url()).search).toBe('/buscar');
    await opening.getByRole('combobox', { name: 'Buscar en' }).selectOption('news');
    await field.fill('plaza');
    await Promise.all([page.waitForURL(/\/buscar\?text=plaza&searchtype=news$/), field.press('Enter')]);
    await waitForStatus(page, 'np-searcher', 'ready');
    await page.waitForFunction(() => document.querySelectorAll('np-searcher article').length > 0);
    await expect(page.locator('np-searcher').getByRole('checkbox', { name: 'Noticias' }).isChecked()).resolves.toBe(true);
    expect(await seriousAxeViolations(page)).toEqual([]);
    expect(await npErrors(page)).toEqual([]);
    await context.close();
  });

  it('the header search marks itself invalid, then goes to /buscar?searchText=…', async () => {
    const { context, page } = await open('/', 'np-header-search', PHONE);
    const search = page.locator('np-header-search');
    await search.getByRole('button', { name: 'Abrir el buscador' }).click();
    const field = search.getByRole('searchbox', { name: 'Texto de búsqueda' });
    await expect(field.evaluate((input) => input === document.activeElement)).resolves.toBe(true);
    await page.keyboard.type('pl');
    await page.keyboard.press('Enter');
    await expect(field.getAttribute('aria-invalid')).resolves.toBe('true');
    await expect(search.getByText(ERROR).isVisible()).resolves.toBe(true);
    expect(new URL(page.url()).pathname).toBe('/');
    await page.keyboard.type('aza');
    await Promise.all([page.waitForURL(/\/buscar\?searchText=plaza$/), page.keyboard.press('Enter')]);
    await waitForStatus(page, 'np-searcher', 'ready');
    await page.waitForFunction(() => document.querySelectorAll('np-searcher article').length > 0);
    await expect(page.locator('np-search-opening').getByRole('searchbox').inputValue()).resolves.toBe('plaza');
    await context.close();
  });

  it('the searcher sends nothing under 3 characters', async () => {
    const { context, page } = await open('/buscar/', 'np-searcher');
    const calls = recordSearcherCalls(page);
    const field = page.getByRole('searchbox', { name: 'Texto de búsqueda' });
    await field.fill('ab');
    await field.press('Enter');
    await expect(page.getByText(ERROR).isVisible()).resolves.toBe(true);
    expect(calls).toEqual([]);
    await context.close();
  });

  it('speaks Catalan on diari', async () => {
    const { context, page } = await open('/buscar', 'np-search-opening', DESKTOP, 'diari');
    const field = page.locator('np-search-opening').getByRole('searchbox', { name: 'Text de cerca' });
    await field.fill('a');
    await field.press('Enter');
    await expect(page.getByText('Escriu almenys tres caràcters per cercar.').first().isVisible()).resolves.toBe(true);
    await context.close();
  });
});
