// 1,000 search results loaded by scrolling: every one arrives and the count is announced. The
// timings (longest task, longest frame gap) are printed here for the log and judged by
// `npm run bench` against their targets: a busy test machine would make any millisecond limit flaky.
import type { Browser } from 'playwright-core';
import { LONG_LIST_RESULTS, scrollLongList } from '../../bench/long-list';
import { DESKTOP, launchChromium, siteUrl } from './support/browser';

jest.setTimeout(180_000);

let browser: Browser;
beforeAll(async () => {
  browser = await launchChromium();
});
afterAll(async () => browser.close());

it('loads 1,000 results by scrolling, announces the count, and reports the DOM size and the longest task', async () => {
  const context = await browser.newContext({ ...DESKTOP, serviceWorkers: 'block' });
  const report = await scrollLongList(await context.newPage(), siteUrl('diario', '/buscar/?searchText=plaza'));
  console.log(`searcher with 1,000 results: ${JSON.stringify(report)}`);
  expect(report.items).toBe(LONG_LIST_RESULTS);
  expect(report.statusText).toBe('1000 resultados');
  expect(report.listNodes).toBeGreaterThan(LONG_LIST_RESULTS);
  await context.close();
});
