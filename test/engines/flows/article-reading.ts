import { holdAnswer } from '../support/faults';
import type { Flow } from './flow';

/** Puts the top of `selector` `offset` px below the top of the viewport; returns the tops of it and of `follower`. */
const standAt = (selector: string, offset: number, follower: string) => {
  const target = document.querySelector(selector)!;
  window.scrollTo(0, target.getBoundingClientRect().top + window.scrollY - offset);
  const { top, height } = target.getBoundingClientRect();
  return { top: Math.round(top), height: Math.round(height), follower: Math.round(document.querySelector(follower)!.getBoundingClientRect().top), viewport: window.innerHeight, scrollY: Math.round(window.scrollY) };
};

const topsOf = (selector: string, follower: string) => ({
  top: Math.round(document.querySelector(selector)!.getBoundingClientRect().top),
  follower: Math.round(document.querySelector(follower)!.getBoundingClientRect().top),
});

/** Equal to the pixel: an engine may round a fractional scroll position the other way between reads. */
const samePlace = (actual: number, expected: number) => expect(Math.abs(actual - expected)).toBeLessThanOrEqual(1);

const landed = () => document.querySelectorAll('np-comments article').length === 20;

/**
 * Resolves in the frame after the next one. A script run between a change and the frame that shows
 * it reads a layout no reader sees: WebKit's stand-in for scroll anchoring (a ResizeObserver) moves
 * the page in that frame, before it paints.
 */
const afterNextFrame = () => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve)));

/**
 * The height of each widget, image and embed above `selector`, by tag and its place among its
 * tag's elements: what moved a block when its top did not stay put.
 */
const heightsAbove = (selector: string) => {
  const limit = document.querySelector(selector)!.getBoundingClientRect().top;
  const heights: Record<string, number> = {};
  const seen: Record<string, number> = {};
  for (const element of document.querySelectorAll('body *')) {
    const { top, height } = element.getBoundingClientRect();
    const kind = element.localName;
    if (!(kind.startsWith('np-') || ['img', 'iframe', 'video', 'figure'].includes(kind))) continue;
    seen[kind] = (seen[kind] ?? 0) + 1;
    if (top < limit) heights[`${kind}[${seen[kind]}]${element.getAttribute('data-np-status') ? `:${element.getAttribute('data-np-status')}` : ''}`] = Math.round(height);
  }
  return heights;
};

/** What is in one and not the other, or differs. */
const changedHeights = (before: Record<string, number>, after: Record<string, number>) =>
  [...new Set([...Object.keys(before), ...Object.keys(after)])].filter((key) => before[key] !== after[key]).map((key) => `${key} ${before[key] ?? '-'} -> ${after[key] ?? '-'}`);

/**
 * When np's own anchoring (WebKit), the comments' chunk and their held answer arrived, and the
 * thread's status: what tells a hold that never started (its chunk came after the answer) from one
 * that did not keep what follows in place.
 */
const anchoringTimeline = () => ({
  files: performance
    .getEntriesByType('resource')
    .filter(({ name }) => /np-scroll-anchoring|np-comments\.|\/api\/front\/comments\//.test(name))
    .map((entry) => `${entry.name.split('/').pop()} ${Math.round(entry.startTime)}-${Math.round((entry as PerformanceResourceTiming).responseEnd)} ms`),
  status: document.querySelector('np-comments')?.getAttribute('data-np-status'),
  scrollY: Math.round(window.scrollY),
});

export const articleReading: Flow = {
  name: 'reading down the article: the poll and a long thread render with their tops in view and what follows them stays put, past the thread\'s top too',
  async run(ui) {
    await holdAnswer(ui, '/api/front/comments/1001', 1_500);
    await ui.open('diario', '/noticia/1001');
    // The poll: its box is reserved, so the article's footer after it does not move when it renders.
    const poll = await ui.driver.evaluate(standAt, 'np-poll', 300, 'footer.article__footer');
    const aboveThePoll = await ui.driver.evaluate(heightsAbove, 'np-poll');
    await ui.waitFor('the poll\'s options', () => document.querySelectorAll('np-poll input[type="radio"]').length > 0);
    await ui.driver.evaluate(afterNextFrame);
    const rendered = await ui.driver.evaluate(topsOf, 'np-poll', 'footer.article__footer');
    if (Math.abs(rendered.top - poll.top) > 1) {
      throw new Error(`The poll moved ${rendered.top - poll.top} px as it rendered; above it: ${changedHeights(aboveThePoll, await ui.driver.evaluate(heightsAbove, 'np-poll')).join(', ')}`);
    }
    samePlace(rendered.follower, poll.follower);
    // A 34-comment thread whose heading is in view: its box is a screen high, so the related
    // section after it is below the viewport before and after the comments land.
    const before = await ui.driver.evaluate(standAt, 'np-comments', 300, 'section.related');
    expect(before.follower).toBeGreaterThanOrEqual(before.viewport);
    await ui.waitFor('the first page of comments', landed);
    await ui.driver.evaluate(afterNextFrame);
    const after = await ui.driver.evaluate(topsOf, 'np-comments', 'section.related');
    samePlace(after.top, before.top);
    expect(after.follower).toBeGreaterThanOrEqual(before.viewport);
    // Past the thread's top, the reader reads the related section: the comments grow out of view above
    // (the engine's scroll anchoring, or src/scroll-anchoring/loading-widgets.ts in WebKit, which has none).
    await holdAnswer(ui, '/api/front/comments/1001', 1_500);
    await ui.open('diario', '/noticia/1001');
    const past = await ui.driver.evaluate(standAt, 'np-comments', -200, 'section.related');
    expect(past.follower).toBeLessThan(past.viewport);
    await ui.waitFor('the first page of comments', landed);
    await ui.driver.evaluate(afterNextFrame);
    const held = await ui.driver.evaluate(topsOf, 'np-comments', 'section.related');
    if (Math.abs(held.follower - past.follower) > 1) {
      throw new Error(`The related section moved ${held.follower - past.follower} px as the comments landed above it: ${JSON.stringify({ past, ...(await ui.driver.evaluate(anchoringTimeline)) })}`);
    }
  },
};
