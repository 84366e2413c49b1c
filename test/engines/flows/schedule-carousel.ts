import type { Flow } from './flow';

/**
 * Runs in the page. How far the carousel's track is moved to the left, in pixels, once it is at rest
 * (Swiper moves it with a transform and a transition), wrapped so that 0 is truthy; null while it
 * is still moving, or until it rests further on (direction 1) or further back (-1) than `from`.
 */
function trackAtRest(from: number | null, direction: 1 | -1 | 0): { offset: number } | null {
  const track = document.querySelector<HTMLElement>('np-schedule-carousel .swiper-wrapper');
  if (!track) return null;
  const shown = new DOMMatrix(getComputedStyle(track).transform).m41;
  if (Math.abs(shown - new DOMMatrix(track.style.transform || 'none').m41) > 1) return null;
  const offset = -shown;
  if (from !== null && (offset - from) * direction <= 1) return null;
  return { offset };
}

export const scheduleCarousel: Flow = {
  name: 'the schedule carousel moves back with Anteriores and on with Siguientes (or the other way at the start of the day)',
  async run(ui) {
    await ui.open('diario', '/', 'np-schedule-carousel');
    await ui.waitFor('one slot on air', () => document.querySelectorAll('np-schedule-carousel [aria-current="true"]').length === 1);
    const start = (await ui.waitFor('the carousel at rest', trackAtRest, null, 0))!;
    // The carousel opens on the slot on air: early in the day there is nothing before it.
    const steps: Array<['Anteriores' | 'Siguientes', 1 | -1]> = start.offset > 1 ? [['Anteriores', -1], ['Siguientes', 1]] : [['Siguientes', 1], ['Anteriores', -1]];
    let from = start.offset;
    for (const [button, direction] of steps) {
      await ui.click('button', button, 'np-schedule-carousel');
      from = (await ui.waitFor(`${direction > 0 ? 'later' : 'earlier'} slots in view after ${button}`, trackAtRest, from, direction))!.offset;
    }
  },
};
