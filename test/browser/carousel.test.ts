// <np-carousel> on the demo's front page (one per card template) and on articles (a photo
// gallery): slides per view at the spec's widths, buttons and keys, accessibility, images, no
// Swiper on pages without a carousel, and no layout shift.
import type { Browser, BrowserContextOptions, Page } from 'playwright-core';
import { perViewAt, TEMPLATE_LAYOUTS, type CarouselTemplate } from '../../widgets/carousel/carousel-templates';
import { seriousAxeViolations } from './support/axe';
import { DESKTOP, launchChromium, layoutShifts, npErrors, PHONE, recordLayoutShifts, recordNpErrors, siteUrl, twoFrames, waitForStatus, type SiteAlias } from './support/browser';
import { recordBundleRequests } from './support/pages';

jest.setTimeout(60_000);

let browser: Browser;
beforeAll(async () => {
  browser = await launchChromium();
});
afterAll(async () => browser.close());

const CARD_TEMPLATES: CarouselTemplate[] = ['slider', 'mini', 'vertical', 'carousel', 'four-columns'];

async function open(path: string, options: BrowserContextOptions = DESKTOP, alias: SiteAlias = 'diario'): Promise<{ page: Page; files: string[] }> {
  const context = await browser.newContext({ ...options, serviceWorkers: 'block' });
  await recordNpErrors(context);
  await recordLayoutShifts(context);
  const page = await context.newPage();
  const files = recordBundleRequests(page, alias);
  await page.goto(siteUrl(alias, path));
  await waitForStatus(page, 'np-carousel', 'ready');
  return { page, files };
}

/** Slides per view as drawn: (frame + gap) / (slide + gap), and the slide width. */
const drawnPerView = (page: Page, template: CarouselTemplate) =>
  page.evaluate((name) => {
    const element = document.querySelector(`np-carousel[template="${name}"]`)!;
    const frame = element.querySelector('.swiper')!.getBoundingClientRect().width;
    const slide = element.querySelector('.swiper-slide')!.getBoundingClientRect().width;
    const gap = Number.parseFloat(getComputedStyle(element.querySelector('.swiper-slide')!).marginRight) || 0;
    return { perView: Math.round(((frame + gap) / (slide + gap)) * 100) / 100, slide: Math.round(slide) };
  }, template);

/** The index of the first slide whose left edge is inside the frame. */
const firstSlideInView = (page: Page, template: CarouselTemplate) =>
  page.evaluate((name) => {
    const element = document.querySelector(`np-carousel[template="${name}"]`)!;
    const frame = element.querySelector('.swiper')!.getBoundingClientRect();
    return [...element.querySelectorAll('[role="group"]')].findIndex((slide) => slide.getBoundingClientRect().left >= frame.left - 1);
  }, template);

describe('np-carousel on the front page', () => {
  it.each([1280, 1000, 700, 400])('at %i px shows each template with the spec slides per view', async (width) => {
    const { page } = await open('/', { viewport: { width, height: 900 } });
    for (const template of CARD_TEMPLATES) {
      const expected = perViewAt(TEMPLATE_LAYOUTS[template].perView, width);
      const drawn = await drawnPerView(page, template);
      if (expected === 'auto') expect({ template, slide: drawn.slide }).toEqual({ template, slide: TEMPLATE_LAYOUTS[template].autoWidthPx });
      else expect({ template, perView: drawn.perView }).toEqual({ template, perView: expected });
    }
    expect(await npErrors(page)).toEqual([]);
    await page.context().close();
  });

  it('slides are groups labelled "n de m"; next and previous work by button and by the arrow keys', async () => {
    const { page } = await open('/', { ...DESKTOP, reducedMotion: 'reduce' });
    const carousel = page.getByRole('region', { name: 'Fotos y pódcast' });
    const slides = carousel.getByRole('group');
    const count = await slides.count();
    expect(count).toBeGreaterThan(3);
    await expect(slides.first().getAttribute('aria-label')).resolves.toBe(`1 de ${count}`);
    await expect(slides.first().getAttribute('aria-roledescription')).resolves.toBe('slide');
    await expect(carousel.getByRole('button', { name: 'Anterior' }).isDisabled()).resolves.toBe(true);
    await carousel.getByRole('button', { name: 'Siguiente' }).click();
    await expect(firstSlideInView(page, 'carousel')).resolves.toBe(1);
    await carousel.getByRole('button', { name: 'Anterior' }).click();
    await expect(firstSlideInView(page, 'carousel')).resolves.toBe(0);
    await slides.first().getByRole('link').first().focus();
    await page.keyboard.press('ArrowRight');
    await page.keyboard.press('ArrowRight');
    await expect(firstSlideInView(page, 'carousel')).resolves.toBe(2);
    await page.keyboard.press('ArrowLeft');
    await expect(firstSlideInView(page, 'carousel')).resolves.toBe(1);
    // The keys moved this carousel only.
    await expect(firstSlideInView(page, 'four-columns')).resolves.toBe(0);
    await page.context().close();
  });

  it('speaks Catalan on the diari', async () => {
    const { page } = await open('/', DESKTOP, 'diari');
    const carousel = page.getByRole('region', { name: 'Fotos i pòdcasts' });
    await expect(carousel.getByRole('button', { name: 'Següent' }).isVisible()).resolves.toBe(true);
    await expect(carousel.getByRole('group').first().getAttribute('aria-label')).resolves.toMatch(/^1 de \d+$/);
    await page.context().close();
  });

  it('asks for webp images at the spec widths and never loads the first visible image lazily', async () => {
    const context = await browser.newContext({ ...DESKTOP, serviceWorkers: 'block' });
    const page = await context.newPage();
    const images: string[] = [];
    page.on('response', (response) => {
      if (response.url().includes('/__demo/img/c')) images.push(`${new URL(response.url()).pathname}${new URL(response.url()).search} ${response.headers()['x-np-image-format']}`);
    });
    // A reader who lands on the slider: its first image is in view, so it must not wait.
    await page.goto(siteUrl('diario', '/#front-carousel-slider'));
    // Only the slider's: waiting for every carousel would scroll each into view (a carousel far
    // below renders as it nears the viewport, its first view then loading at once).
    await waitForStatus(page, 'np-carousel[template="slider"]', 'ready');
    const slider = page.locator('np-carousel[template="slider"]');
    const first = slider.locator('img.np-listing-card__image').first();
    await expect(first.getAttribute('loading')).resolves.toBe('eager');
    await expect(slider.locator('img.np-listing-card__image').nth(1).getAttribute('loading')).resolves.toBe('lazy');
    await page.waitForFunction(() => (document.querySelector('np-carousel[template="slider"] img.np-listing-card__image') as HTMLImageElement).complete);
    const current = await first.evaluate((image: HTMLImageElement) => image.currentSrc);
    expect(current).toMatch(/\/__demo\/img\/c\d+\.webp\?ar=16-9&w=(210|410|630|850|1200|1600)$/);
    expect(images.some((line) => /\.webp\?ar=16-9&w=\d+ webp$/.test(line))).toBe(true);
    // A carousel far below the fold is not rendered until the reader nears it; it then renders with
    // its first view in reach, so that view's images load at once.
    const far = page.locator('np-carousel[template="four-columns"]');
    await expect(far.getAttribute('data-np-status')).resolves.toBe('loading');
    await expect(far.getAttribute('data-np-queued')).resolves.toBe('');
    await far.scrollIntoViewIfNeeded();
    await waitForStatus(page, 'np-carousel[template="four-columns"]', 'ready');
    await expect(far.locator('img.np-listing-card__image').first().getAttribute('loading')).resolves.toBe('eager');
    await context.close();
  });

  it('keeps the server-rendered cards in view, in the same box, until the code arrives', async () => {
    const context = await browser.newContext({ ...DESKTOP, serviceWorkers: 'block' });
    const page = await context.newPage();
    let release = () => undefined as void;
    const gate = new Promise<void>((resolve) => {
      release = resolve;
    });
    await page.route(/\/np-carousel\.[0-9a-f]+\.js$/, async (route) => {
      await gate;
      await route.continue();
    });
    await page.goto(siteUrl('diario', '/'), { waitUntil: 'domcontentloaded' });
    const heights = () => page.evaluate(() => [...document.querySelectorAll('np-carousel')].map((element) => Math.round(element.getBoundingClientRect().height * 10) / 10));
    await page.waitForSelector('np-carousel[template="four-columns"] > ul');
    // The loader's placeholder rules (which every widget's space depends on) are in.
    await page.waitForFunction(() => getComputedStyle(document.querySelector('np-carousel')!).display === 'grid');
    const before = await heights();
    await expect(page.locator('np-carousel[template="carousel"] > ul a').first().isVisible()).resolves.toBe(true);
    release();
    await waitForStatus(page, 'np-carousel', 'ready');
    expect(await heights()).toEqual(before);
    await context.close();
  });

  it.each([
    ['desktop', DESKTOP],
    ['phone', PHONE],
  ] as const)('on %s: cumulative layout shift stays 0 with every carousel in place', async (_label, options) => {
    const { page } = await open('/', options);
    for (const template of CARD_TEMPLATES) {
      await page.locator(`np-carousel[template="${template}"]`).scrollIntoViewIfNeeded();
      await twoFrames(page);
    }
    await expect(layoutShifts(page)).resolves.toEqual([]);
    await page.context().close();
  });

  it('axe finds no serious or critical violation on the front page', async () => {
    const { page } = await open('/');
    expect(await seriousAxeViolations(page)).toEqual([]);
    await page.context().close();
  });
});

describe('np-carousel photo galleries on articles', () => {
  // The demo picks the gallery template from the article id.
  it.each([
    ['/noticia/1004', 'gallery-full-width'],
    ['/noticia/1001', 'gallery-thumbnails'],
    ['/noticia/1002', 'gallery-grid'],
    ['/noticia/1003', 'gallery-vertical-mobile'],
  ])('%s holds a %s gallery with captions, and axe finds no serious or critical violation', async (path, template) => {
    const { page, files } = await open(path);
    const gallery = page.locator(`np-carousel[template="${template}"]`);
    await expect(gallery.count()).resolves.toBe(1);
    await expect(page.getByRole('region', { name: 'Fotogalería' }).locator('figure figcaption').first().isVisible()).resolves.toBe(true);
    expect(files.some((file) => file.startsWith('np-swiper.'))).toBe(true);
    await gallery.scrollIntoViewIfNeeded();
    expect(await seriousAxeViolations(page)).toEqual([]);
    await page.context().close();
  });

  it('the thumbnail strip picks the photo', async () => {
    const { page } = await open('/noticia/1001', { ...DESKTOP, reducedMotion: 'reduce' });
    const gallery = page.getByRole('region', { name: 'Fotogalería' });
    await gallery.getByRole('button', { name: 'Foto 3' }).click();
    await expect(gallery.getByRole('button', { name: 'Foto 3' }).getAttribute('aria-current')).resolves.toBe('true');
    await expect(firstSlideInView(page, 'gallery-thumbnails')).resolves.toBe(2);
    await page.context().close();
  });

  it('gallery-vertical-mobile shows a vertical crop on a phone', async () => {
    const { page } = await open('/noticia/1003', PHONE);
    const photo = page.locator('np-carousel .np-gallery__image').first();
    const box = (await photo.boundingBox())!;
    expect(box.height / box.width).toBeCloseTo(4 / 3, 1);
    await page.context().close();
  });
});

describe('a page without a carousel', () => {
  it('downloads no Swiper and no carousel chunk', async () => {
    const context = await browser.newContext({ ...DESKTOP, serviceWorkers: 'block' });
    const page = await context.newPage();
    const files = recordBundleRequests(page);
    await page.goto(siteUrl('diario', '/buscar/'));
    await waitForStatus(page, 'np-searcher', 'ready');
    await expect(page.locator('np-carousel, np-schedule-carousel').count()).resolves.toBe(0);
    expect(files.filter((file) => /^np-(swiper|carousel)\./.test(file))).toEqual([]);
    await context.close();
  });
});
