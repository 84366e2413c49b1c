// Reader-account helpers for browser tests: demo faults, logging in through the API, the mailbox.
import type { BrowserContext, Page } from 'playwright-core';
import { demoPort, siteUrl, type SiteAlias } from './browser';

const demo = (pathname: string) => `http://127.0.0.1:${demoPort()}${pathname}`;

export interface DemoFault {
  path: string;
  status?: number;
  delayMs?: number;
  body?: unknown;
  times?: number;
  passThrough?: boolean;
}

export async function addFault(fault: DemoFault): Promise<void> {
  const response = await fetch(demo('/__demo/faults'), { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify(fault) });
  if (response.status !== 201) throw new Error(`/__demo/faults answered ${response.status}`);
}

export interface DemoMail {
  to: string;
  subject: string;
  links: string[];
  token?: string;
}

export async function mailbox(): Promise<DemoMail[]> {
  return (await fetch(demo('/__demo/mail'))).json() as Promise<DemoMail[]>;
}

export const SEEDED_PASSWORD = 'Lectura2026';

/** Logs the context in through the API from a page of the site (Node cannot resolve *.localhost; Chromium can). */
export async function logIn(context: BrowserContext, email: string, alias: SiteAlias = 'diario'): Promise<void> {
  const page = await context.newPage();
  await page.goto(siteUrl(alias, '/__demo/assets/site.css'));
  const status = await page.evaluate(
    async (body) => (await fetch('/api/front/user/login', { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify(body) })).status,
    { email, password: SEEDED_PASSWORD },
  );
  await page.close();
  if (status !== 200) throw new Error(`login of ${email} answered ${status}`);
}

/** A JSON call from a page of the site, with the context's cookies. */
export async function fetchJson(context: BrowserContext, path: string, alias: SiteAlias = 'diario'): Promise<unknown> {
  const page = await context.newPage();
  await page.goto(siteUrl(alias, '/__demo/assets/site.css'));
  const body = await page.evaluate(async (address) => (await fetch(address)).json() as Promise<unknown>, path);
  await page.close();
  return body;
}

/** Counts the requests a page sends whose path matches. */
export function countRequests(page: Page, method: string, path: RegExp): { count: () => number } {
  let count = 0;
  page.on('request', (request) => {
    if (request.method() === method && path.test(new URL(request.url()).pathname)) count += 1;
  });
  return { count: () => count };
}
