import { heldCallsMade, holdAnswer } from '../support/faults';
import type { Flow } from './flow';

/** The three infinite lists: their page, their tag, the items a page adds, and the API path of a next page. */
const LISTS = [
  { path: '/programas/', tag: 'np-programme-index', items: 'np-programme-index [role="listitem"]', api: '/webapi/shows/search/*' },
  { path: '/buscar/?searchText=gobierno', tag: 'np-searcher', items: 'np-searcher [role="listitem"]', api: '/webapi/searcher/*' },
  { path: '/opinion/', tag: 'np-load-more', items: '[data-content-id]', api: '/webapi/listing/*' },
] as const;

// Long enough for the reader's jump to the foot to come first on a busy machine.
const HELD_MS = 5_000;

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
      await holdAnswer(ui, list.api, HELD_MS);
      // To the list's end, which asks for the next page; once asked, on to the foot of the page.
      await ui.driver.evaluate((items: string) => [...document.querySelectorAll(items)].pop()!.scrollIntoView({ block: 'end' }), list.items);
      await heldCallsMade(ui, 'the next page');
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
