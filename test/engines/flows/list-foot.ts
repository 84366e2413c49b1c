import type { Ui } from '../support/ui';
import type { Flow } from './flow';

/** The three infinite lists: their page, their tag, the items a page adds, and the API path of a next page. */
const LISTS = [
  { path: '/programas/', tag: 'np-programme-index', items: 'np-programme-index [role="listitem"]', api: '/webapi/shows/search/*' },
  { path: '/buscar/?searchText=gobierno', tag: 'np-searcher', items: 'np-searcher [role="listitem"]', api: '/webapi/searcher/*' },
  { path: '/opinion/', tag: 'np-load-more', items: '[data-content-id]', api: '/webapi/listing/*' },
] as const;

// Long enough for the reader's jump to the foot to come first on a busy machine.
const HELD_MS = 5_000;

async function demoFaults(ui: Ui, init?: RequestInit): Promise<Response> {
  const { port } = new URL(ui.site('diario'));
  return fetch(`http://127.0.0.1:${port}/__demo/faults`, init);
}

/** The next page's answer comes HELD_MS late, once. */
async function holdNextPage(ui: Ui, api: string): Promise<void> {
  const response = await demoFaults(ui, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ path: api, delayMs: HELD_MS, passThrough: true, times: 1 }) });
  expect(response.status).toBe(201);
}

/** The held call has reached the demo (its fault is used up): the page is on its way. */
async function nextPageAsked(ui: Ui): Promise<void> {
  const deadline = Date.now() + 30_000;
  while (((await (await demoFaults(ui)).json()) as unknown[]).length > 0) {
    if (Date.now() > deadline) throw new Error(`${ui.driver.engine}: the list did not ask for its next page`);
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}

/** The site's footer (the page's last `<footer>`) and the last item of the list, relative to the viewport. */
const footAt = (items: string) => {
  const footers = document.querySelectorAll('footer');
  const last = [...document.querySelectorAll(items)].pop()!;
  return { footer: Math.round(footers[footers.length - 1]!.getBoundingClientRect().top), lastItemBottom: Math.round(last.getBoundingClientRect().bottom), count: document.querySelectorAll(items).length, viewport: window.innerHeight };
};

/**
 * Records the footer's top in a ResizeObserver on the body, made after the page's own: its callbacks
 * run after theirs in the same frame, after layout and before paint, so it reads what each painted
 * frame shows once np has held the scroll (an animation frame callback runs before both).
 */
const recordFooter = () => {
  const footers = document.querySelectorAll('footer');
  const footer = footers[footers.length - 1]!;
  const record: number[] = [];
  (window as unknown as { npFooterTops: number[] }).npFooterTops = record;
  new ResizeObserver(() => record.push(Math.round(footer.getBoundingClientRect().top))).observe(document.body);
};

export const listFoot: Flow = {
  name: 'a reader at the foot of a list page (programmes, search, load-more) stays there when the next page lands: the footer they see does not move',
  async run(ui) {
    for (const list of LISTS) {
      await ui.open('diario', list.path, list.tag);
      await holdNextPage(ui, list.api);
      // To the list's end, which asks for the next page; once asked, on to the foot of the page.
      await ui.driver.evaluate((items: string) => [...document.querySelectorAll(items)].pop()!.scrollIntoView({ block: 'end' }), list.items);
      await nextPageAsked(ui);
      await ui.driver.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight));
      const before = await ui.driver.evaluate(footAt, list.items);
      expect(before.footer).toBeLessThan(before.viewport);
      expect(before.lastItemBottom).toBeLessThanOrEqual(0);
      await ui.driver.evaluate(recordFooter);
      await ui.waitFor(`${list.tag}'s next page`, (items: string, count: number) => document.querySelectorAll(items).length > count, list.items, before.count);
      // Two more frames, then every top the observer read.
      await ui.driver.evaluate(() => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve))));
      const tops = await ui.driver.evaluate(() => (window as unknown as { npFooterTops: number[] }).npFooterTops);
      const after = await ui.driver.evaluate(footAt, list.items);
      const moved = [...tops, after.footer].filter((top) => Math.abs(top - before.footer) > 1);
      expect({ list: list.path, footer: before.footer, moved }).toEqual({ list: list.path, footer: before.footer, moved: [] });
      expect(after.count).toBeGreaterThan(before.count);
    }
  },
};
