// <np-side-bar> on the demo article: sticky below 1100 px, beside the article from 1100 px, and a
// link to the comments block (#comments) whose text includes the count.
import type { Browser, Page } from 'playwright-core';
import { seriousAxeViolations } from './support/axe';
import { launchChromium, siteUrl, waitForStatus } from './support/browser';

jest.setTimeout(60_000);

let browser: Browser;
beforeAll(async () => {
  browser = await launchChromium();
});
afterAll(async () => browser.close());

async function article(width: number): Promise<Page> {
  const context = await browser.newContext({ viewport: { width, height: 800 }, serviceWorkers: 'block' });
  const page = await context.newPage();
  await page.goto(siteUrl('diario', '/noticia/1001'));
  await waitForStatus(page, 'np-side-bar, np-side-bar np-share-bar', 'ready');
  return page;
}

const sideBar = (page: Page) => page.getByRole('complementary', { name: 'Compartir y comentarios' });

/** Scrolls the middle of the article into view and tells where the side bar is. */
async function midArticle(page: Page) {
  await page.evaluate(() => {
    const article = document.querySelector('article.article')!;
    window.scrollTo(0, article.getBoundingClientRect().top + window.scrollY + article.getBoundingClientRect().height / 2 - window.innerHeight / 2);
  });
  return page.locator('np-side-bar').evaluate((element) => {
    const box = element.getBoundingClientRect();
    const article = document.querySelector('article.article')!.getBoundingClientRect();
    return { position: getComputedStyle(element).position, bottom: Math.round(box.bottom), right: box.right, articleLeft: article.left, top: box.top, viewport: window.innerHeight };
  });
}

describe('np-side-bar', () => {
  it('at 1000 px it is sticky: it stays at the bottom of the viewport while the article is read', async () => {
    const page = await article(1000);
    const where = await midArticle(page);
    expect(where.position).toBe('sticky');
    expect(where.bottom).toBe(where.viewport);
    expect(await seriousAxeViolations(page, 'np-side-bar')).toEqual([]);
    await page.context().close();
  });

  it('at 1280 px it is not sticky: it sits beside the article and scrolls away with the page', async () => {
    const page = await article(1280);
    const start = await page.locator('np-side-bar').evaluate((element) => element.getBoundingClientRect().top);
    const where = await midArticle(page);
    expect(where.position).toBe('static');
    expect(where.right).toBeLessThanOrEqual(where.articleLeft);
    expect(where.top).toBeLessThan(start);
    expect(where.bottom).toBeLessThan(0);
    await page.context().close();
  });

  it.each([1000, 1280])('at %i px its comments link shows the count and leads to the comments block', async (width) => {
    const page = await article(width);
    const count = Number(await page.locator('np-side-bar').getAttribute('comment-count'));
    const link = sideBar(page).getByRole('link', { name: new RegExp(`^${count} comentarios?$`) });
    await expect(link.textContent()).resolves.toContain(String(count));
    await expect(link.getAttribute('href')).resolves.toBe('#comments');
    await expect(sideBar(page).getByRole('group', { name: 'Compartir' }).isVisible()).resolves.toBe(true);
    await link.click();
    await page.waitForURL(/#comments$/);
    // The comments load as the jump brings them into view.
    await page.locator('#comments').getByRole('heading', { name: 'Comentarios' }).waitFor();
    await expect(page.locator('#comments').getByRole('heading', { name: 'Comentarios' }).isVisible()).resolves.toBe(true);
    await page.context().close();
  });
});
