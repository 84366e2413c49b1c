import { holdAnswer } from '../support/faults';
import type { Flow } from './flow';

/** Puts the top of `selector` `offset` px below the top of the viewport; returns the tops of it and of `follower`. */
const standAt = (selector: string, offset: number, follower: string) => {
  const target = document.querySelector(selector)!;
  window.scrollTo(0, target.getBoundingClientRect().top + window.scrollY - offset);
  return { top: Math.round(target.getBoundingClientRect().top), follower: Math.round(document.querySelector(follower)!.getBoundingClientRect().top), viewport: window.innerHeight };
};

const topsOf = (selector: string, follower: string) => ({
  top: Math.round(document.querySelector(selector)!.getBoundingClientRect().top),
  follower: Math.round(document.querySelector(follower)!.getBoundingClientRect().top),
});

/** Equal to the pixel: an engine may round a fractional scroll position the other way between reads. */
const samePlace = (actual: number, expected: number) => expect(Math.abs(actual - expected)).toBeLessThanOrEqual(1);

const landed = () => document.querySelectorAll('np-comments article').length === 20;

export const articleReading: Flow = {
  name: 'reading down the article: the poll and a long thread render with their tops in view and what follows them stays put, past the thread\'s top too',
  async run(ui) {
    await holdAnswer(ui, '/api/front/comments/1001', 1_500);
    await ui.open('diario', '/noticia/1001');
    // The poll: its box is reserved, so the article's footer after it does not move when it renders.
    const poll = await ui.driver.evaluate(standAt, 'np-poll', 300, 'footer.article__footer');
    await ui.waitFor('the poll\'s options', () => document.querySelectorAll('np-poll input[type="radio"]').length > 0);
    const rendered = await ui.driver.evaluate(topsOf, 'np-poll', 'footer.article__footer');
    samePlace(rendered.top, poll.top);
    samePlace(rendered.follower, poll.follower);
    // A 34-comment thread whose heading is in view: its box is a screen high, so the related
    // section after it is below the viewport before and after the comments land.
    const before = await ui.driver.evaluate(standAt, 'np-comments', 300, 'section.related');
    expect(before.follower).toBeGreaterThanOrEqual(before.viewport);
    await ui.waitFor('the first page of comments', landed);
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
    samePlace((await ui.driver.evaluate(topsOf, 'np-comments', 'section.related')).follower, past.follower);
  },
};
