// Helpers for the discovery browser tests: scoped demo faults, searcher calls, chunk names.
import { readFileSync } from 'node:fs';
import path from 'node:path';
import type { BrowserContext, Page, Request } from 'playwright-core';
import { demoPort, siteUrl } from './browser';

/** Faults that touch only this context's requests (tests run side by side). */
export async function scopeFaults(context: BrowserContext): Promise<string> {
  const scope = `discovery-${Date.now()}-${Math.random().toString(36).slice(2)}`;
  await context.addCookies([{ name: 'np_demo_scope', value: scope, url: siteUrl('diario', '/') }]);
  return scope;
}

export async function fault(scope: string, spec: { path: string; status?: number; delayMs?: number; times?: number; passThrough?: boolean; body?: unknown }): Promise<void> {
  const response = await fetch(`http://127.0.0.1:${demoPort()}/__demo/faults`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ ...spec, scope }) });
  if (!response.ok) throw new Error(`/__demo/faults answered ${response.status}`);
}

export interface SearcherCall {
  url: string;
  cursor: string;
  body: { searchText: string; filterValues: string[]; dateValue: { start: string | null; end: string | null }; type: string; limit: number; taxonUrl?: string };
}

/** Every searcher call the page sends, in order. */
export function recordSearcherCalls(page: Page): SearcherCall[] {
  const calls: SearcherCall[] = [];
  page.on('request', (request: Request) => {
    const { pathname } = new URL(request.url());
    const match = /^\/webapi\/searcher\/(.*)$/.exec(pathname);
    if (!match || request.method() !== 'POST') return;
    calls.push({ url: pathname, cursor: decodeURIComponent(match[1] ?? ''), body: request.postDataJSON() as SearcherCall['body'] });
  });
  return calls;
}

interface BuildReport {
  chunks: Array<{ name: string; files: string[]; modules: string[] }>;
}

/** Files of the built chunks that hold a given npm package. */
export function filesWithPackage(name: string): string[] {
  const report = JSON.parse(readFileSync(path.resolve(__dirname, '../../../dist/build-report.json'), 'utf8')) as BuildReport;
  return report.chunks.filter((chunk) => chunk.modules.some((module) => module.includes(`node_modules/${name}/`))).flatMap((chunk) => chunk.files);
}

export const articleCount = (page: Page, selector = 'np-searcher'): Promise<number> => page.locator(`${selector} article`).count();
