import type { Flow } from './flow';

const count = () => document.querySelector('np-load-more')?.previousElementSibling?.querySelectorAll('[data-content-id]').length ?? 0;

export const loadMore: Flow = {
  name: 'a listing loads its next page when the reader scrolls to np-load-more',
  async run(ui) {
    await ui.open('diario', '/opinion/', 'np-load-more');
    const before = await ui.driver.evaluate(count);
    expect(before).toBeGreaterThan(0);
    await ui.driver.evaluate(() => document.querySelector('np-load-more')?.scrollIntoView({ block: 'center' }));
    await ui.waitFor('more contents in the listing', (seen: number) => (document.querySelector('np-load-more')?.previousElementSibling?.querySelectorAll('[data-content-id]').length ?? 0) > seen, before);
  },
};
