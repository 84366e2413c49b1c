// Reading a page down after its load: the layout shift a reader meets as the widgets below the fold
// render on their way and the lists' next pages land (the load's own shift is in the page figures).
// The pages: the article, the front page, a load-more listing and the search. The read is a flick, wheel
// turns of 600 px every 100 ms at 4x CPU: slower, at 1,500 px a second, every widget of the article was
// ready 300-400 px before the viewport and nothing could shift (README, "Reading down the article
// shifts nothing either").
import type { Page } from 'playwright-core';
import { observerScript } from './measure';

export const READING = { stepPx: 600, stepMs: 100, cpuSlowdown: 4, maxSteps: 400 } as const;
export const READING_PATHS = ['/noticia/1001', '/', '/opinion/', '/buscar/?searchText=gobierno'] as const;
export const READING_VIEWPORTS = [
  { name: 'phone', width: 390, height: 844 },
  { name: 'desktop', width: 1280, height: 900 },
] as const;

export interface ReadingReport {
  /** Layout shift while reading (not during the load), summed. */
  shift: number;
  /** What moved, as measure.ts's observer describes it. */
  shiftSources: string[];
  scrolledPx: number;
  /**
   * Widgets still placeholders at the foot: a flick can carry one from below the lazy-load margin
   * to above it between two observations, and it renders when the reader comes back near it.
   */
  skipped: string[];
}

const shiftSoFar = (page: Page) => page.evaluate('({ shift: window.npBench.shift, sources: window.npBench.shiftSources.length })') as Promise<{ shift: number; sources: number }>;

/** Opens `pagePath` in `page` (sized already), waits for its load and the widgets in view (of `tags`), then wheels down to its foot. */
export async function measureReading(page: Page, origin: string, tags: string[], pagePath: string): Promise<ReadingReport> {
  await page.addInitScript(observerScript(tags));
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: READING.cpuSlowdown });
  await page.goto(origin + pagePath, { waitUntil: 'load' });
  await page.evaluate('window.npBench.whenReady');
  const atLoad = await shiftSoFar(page);
  const viewport = page.viewportSize()!;
  await page.mouse.move(viewport.width / 2, viewport.height / 2);
  let scrolledPx = -1;
  // The foot is where twenty turns in a row move nothing.
  for (let step = 0, still = 0; step < READING.maxSteps && still < 20; step += 1) {
    await page.mouse.wheel(0, READING.stepPx);
    await page.waitForTimeout(READING.stepMs);
    const y = (await page.evaluate('Math.round(scrollY)')) as number;
    still = y === scrolledPx ? still + 1 : 0;
    scrolledPx = y;
  }
  await page.waitForTimeout(1000); // a widget landing at the foot
  const after = (await page.evaluate(`({
    shift: window.npBench.shift,
    sources: window.npBench.shiftSources,
    skipped: [...document.querySelectorAll('[data-np-status=loading]')].map((element) => element.localName),
  })`)) as { shift: number; sources: string[]; skipped: string[] };
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: 1 });
  await cdp.detach();
  return { shift: after.shift - atLoad.shift, shiftSources: after.sources.slice(atLoad.sources), scrolledPx, skipped: after.skipped };
}
