// Demo addresses the browser tests use, found from the demo itself rather than guessed.
import type { Page, Request } from 'playwright-core';
import { siteUrl, type SiteAlias } from './browser';

/** The first article linked from a site's front page (read in the browser, which resolves *.localhost). */
export async function firstArticlePath(page: Page, alias: SiteAlias = 'diario'): Promise<string> {
  await page.goto(siteUrl(alias, '/'));
  const href = await page.locator('a[href^="/noticia/"]').first().getAttribute('href');
  if (!href) throw new Error('the front page links no article');
  return href;
}

/** File names (without the folder) of every JS and CSS file a page requests from the bundle folder. */
export function recordBundleRequests(page: Page, alias: SiteAlias = 'diario'): string[] {
  const files: string[] = [];
  page.on('request', (request: Request) => {
    const { pathname } = new URL(request.url());
    if (pathname.startsWith(`/${alias}/`) && /\.(js|css)$/.test(pathname)) files.push(pathname.slice(alias.length + 2));
  });
  return files;
}

export const widgetChunkName = (file: string): string => file.replace(/(\.[0-9a-f]+)?\.(js|css)$/, '');

/** Serves a hand-written page at a site address, for cases the demo pages do not hold. */
export async function routeFixturePage(page: Page, url: string, html: string): Promise<void> {
  await page.route(url, (route) => route.fulfill({ status: 200, contentType: 'text/html; charset=utf-8', body: html }));
}

export function fixtureHtml({
  alias = 'diario',
  lang = 'es',
  config = true,
  placeholderRules = true,
  head = '',
  body = '',
}: {
  alias?: SiteAlias;
  lang?: string;
  config?: boolean | string;
  /** Whether the head links np-placeholders.css before `head`, as the README's snippet does (unless `head` names it). */
  placeholderRules?: boolean;
  head?: string;
  body?: string;
}): string {
  const block =
    config === false
      ? ''
      : `<script type="application/json" id="np-config">${
          typeof config === 'string'
            ? config
            : JSON.stringify({ site: { alias, id: alias === 'diario' ? '1' : '2', mediaId: '10', name: 'Fixture', scheme: 'http', staticUrl: `/${alias}/`, url: `http://${alias}.localhost` }, contentId: null, preview: false, loginUrl: '/acceso', featureFlags: {}, webFeatures: {} })
        }</script>`;
  const rules = placeholderRules && !head.includes('np-placeholders.css') ? `<link rel="stylesheet" href="/${alias}/np-placeholders.css">` : '';
  return `<!doctype html><html lang="${lang}"><head><meta charset="utf-8"><title>Fixture</title>${block}${rules}${head}</head><body><main>${body}</main></body></html>`;
}

/**
 * Waits until an asynchronous condition holds in the page (the service worker's registration, the
 * Cache API). Playwright's waitForFunction cannot: it takes the promise itself for a truthy answer
 * and returns at once. Asks again every 100 ms; throws after `timeoutMs` with the condition's text.
 */
export async function waitInPage(page: Page, condition: (arg: string) => Promise<unknown>, arg = '', timeoutMs = 30_000): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (!(await page.evaluate(condition, arg))) {
    if (Date.now() > deadline) throw new Error(`waitInPage: still false after ${timeoutMs} ms: ${condition.toString()}`);
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}
