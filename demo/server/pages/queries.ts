// Selections of the seed that several pages use.
import type { EventInfo } from '../../../src/api/content';
import { parseApiDate } from '../seed/dates';
import { Random } from '../seed/prng';
import type { DemoContent, Seed } from '../seed/types';
import type { DemoState } from '../state/demo-state';

/** When an event starts (or its first date), whatever its occurrence type. */
export function eventStart(event: EventInfo): Date {
  const first = event.eventUniqueDate ?? event.eventStartDate ?? event.eventMultipleDates[0];
  return first ? parseApiDate(first) : new Date(Number.NaN);
}

/** Events from today on, soonest first. */
export function upcomingEvents(seed: Seed, limit: number): DemoContent[] {
  const today = parseApiDate({ date: `${seed.today} 00:00:00` });
  return seed.contents
    .filter((content): content is DemoContent & { event: EventInfo } => content.event !== undefined)
    .filter((content) => eventStart(content.event) >= today)
    .sort((a, b) => eventStart(a.event).getTime() - eventStart(b.event).getTime())
    .slice(0, limit);
}

export function newsContents(seed: Seed): DemoContent[] {
  return seed.contents.filter((content) => !['opinion', 'blog-post', 'event'].includes(content.contentType) && content.articleNewsTypeEnum !== 'opinion');
}

/** An article's published comments: the count its side bar and comments block show. */
export const publishedCommentCount = (state: DemoState, contentId: string): number =>
  (state.comments.get(contentId) ?? []).filter((comment) => comment.status === 'published').length;

/** The latest news the most-read lists rank (about the last two days). */
const MOST_READ_POOL = 40;

/** The front page's "most read": a seeded pick of the latest news, the same on every run. */
export function mostReadContents(seed: Seed, limit: number): DemoContent[] {
  return Random.forSection('most-read').sample(newsContents(seed).slice(0, MOST_READ_POOL), limit);
}

/** The front page's "most commented": the latest news with the most comments (the article pages' counts). */
export function mostCommentedContents(state: DemoState, limit: number): DemoContent[] {
  return newsContents(state.seed)
    .slice(0, MOST_READ_POOL)
    .map((content, index) => ({ content, index, count: publishedCommentCount(state, content.id) }))
    .sort((a, b) => b.count - a.count || a.index - b.index)
    .slice(0, limit)
    .map(({ content }) => content);
}
