import type { XssField } from '../../test/support/hardening';

/** The next page's HTML goes into the news listing before the element (`root`); scrolling to the end brings it in. */
export const xssFields: XssField[] = [
  {
    tag: 'np-load-more',
    field: 'listing items of the next page',
    page: '/noticias/',
    root: '.listing > ul',
    responses: (payloads) => [{ path: '/webapi/listing/news/2', body: { response: { html: payloads.map((payload, index) => `<li data-content-id="x${index}">${payload}</li>`).join(''), nextPage: null } } }],
    reveal: async (page) => {
      await page.locator('np-load-more').scrollIntoViewIfNeeded();
      // The last page is in once neither its spinner nor a retry button is left (the runway stays while in view: src/hooks/use-runway.ts).
      await page.waitForFunction(() => document.querySelector('np-load-more')?.querySelector('[role="status"], button') === null, undefined, { timeout: 10_000 });
    },
  },
];
