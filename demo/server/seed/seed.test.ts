import type { SearchableContentType } from '../../../src/api/content';
import { isoDay, parseApiDate } from './dates';
import { OCCURRENCE_SPELLINGS } from './events';
import { generateSeed } from './index';

const MORNING = new Date(2026, 10, 22, 8, 30);
const EVENING = new Date(2026, 10, 22, 21, 45);
const seed = generateSeed(MORNING);

const ALL_TYPES: SearchableContentType[] = [
  'article', 'interview', 'opinion', 'longform', 'video', 'video-embed', 'test', 'poll', 'blog-post', 'audio',
  'photo-gallery', 'live', 'streaming', 'file', 'external', 'ugc-call', 'ugc-participation', 'digital-interview',
  'scrollytelling', 'event',
];

const dayOf = (date: { date: string }) => date.date.slice(0, 10);

describe('the seed', () => {
  test('is deterministic: two generations on the same day are deep-equal', () => {
    expect(generateSeed(EVENING)).toEqual(seed);
    expect(generateSeed(MORNING)).toEqual(seed);
  });

  test('a different day gives the same counts, with dates moved to that day', () => {
    const later = generateSeed(new Date(2027, 0, 5, 12));
    expect(later.contents).toHaveLength(seed.contents.length);
    expect(later.today).toBe('2027-01-05');
    expect(later.contents[0]?.publishedDate.date.startsWith('2027-01-05')).toBe(true);
  });

  test('holds at least 300 contents of every searchable type, newest first, ids from 1001', () => {
    expect(seed.contents.length).toBeGreaterThanOrEqual(300);
    const types = new Set(seed.contents.map((content) => content.contentType));
    for (const type of ALL_TYPES) expect(types).toContain(type);
    expect(seed.contents[0]?.id).toBe('1001');
    expect(seed.contents[0]?.contentType).toBe('article');
    const times = seed.contents.map((content) => parseApiDate(content.publishedDate).getTime());
    expect([...times].sort((a, b) => b - a)).toEqual(times);
    expect(new Set(seed.contents.map((content) => content.id)).size).toBe(seed.contents.length);
  });

  test('has contents from today, yesterday and across the last two years', () => {
    const days = seed.contents.map((content) => dayOf(content.publishedDate));
    expect(days).toContain('2026-11-22');
    expect(days).toContain('2026-11-21');
    const oldest = days[days.length - 1] ?? '';
    expect(oldest < '2025-03-01').toBe(true);
  });

  test('every content has the listing-card fields, and some are opinion', () => {
    for (const content of seed.contents) {
      expect(content.title).toBeTruthy();
      expect(content.url).toBe(`/noticia/${content.id}`);
      expect(Array.isArray(content.description)).toBe(true);
      expect(content.publishedDate.date).toMatch(/^\d{4}-\d{2}-\d{2} \d{2}:\d{2}:\d{2}\.000000$/);
      expect(content.category.name).toBeTruthy();
      expect(content.body.length).toBeGreaterThanOrEqual(5);
    }
    expect(seed.contents.some((content) => content.articleNewsTypeEnum === 'opinion')).toBe(true);
    expect(seed.contents.some((content) => content.multimedia?.type === 'video')).toBe(true);
  });

  test('events use every occurrence-type spelling, and some are in the future', () => {
    const events = seed.contents.filter((content) => content.event);
    const spellings = new Set(events.map((content) => content.event?.eventOccurrenceType));
    for (const spelling of OCCURRENCE_SPELLINGS) expect(spellings).toContain(spelling);
    const future = events.filter((content) => {
      const event = content.event;
      const first = event?.eventUniqueDate ?? event?.eventStartDate ?? event?.eventMultipleDates[0];
      return first !== undefined && first !== null && dayOf(first) > '2026-11-22';
    });
    expect(future.length).toBeGreaterThan(10);
    for (const content of events) {
      expect(content.event?.location?.name).toBeTruthy();
      expect(content.event?.modality?.name).toBeTruthy();
      expect(content.event?.thematics.length).toBeGreaterThan(0);
      expect(content.event?.timetable.length).toBeGreaterThan(0);
    }
  });

  test('has 20 authors, 5 newsletters with HTML in their names, 3 streams, alerts', () => {
    expect(seed.authors).toHaveLength(20);
    for (const author of seed.authors) {
      expect(author.image.url).toMatch(/^\/__demo\/img\//);
      expect(author.twitterAccount.text).toMatch(/^@/);
    }
    expect(seed.newsletters).toHaveLength(5);
    expect(seed.newsletters.every((newsletter) => /<[a-z]+>/.test(newsletter.name))).toBe(true);
    expect(seed.streams).toHaveLength(3);
    expect(seed.alerts.length).toBeGreaterThan(0);
  });

  test('has 60 programmes over many letters, some starting with a digit', () => {
    expect(seed.programmes).toHaveLength(60);
    const initials = new Set(seed.programmes.map((programme) => programme.name.charAt(0).toUpperCase()));
    expect(initials.size).toBeGreaterThanOrEqual(20);
    expect(seed.programmes.filter((programme) => /^\d/.test(programme.name)).length).toBeGreaterThanOrEqual(3);
  });

  test("today's schedule covers the whole day with back-to-back slots", () => {
    const first = seed.schedule[0];
    const last = seed.schedule[seed.schedule.length - 1];
    expect(first?.startTime.date).toBe('2026-11-22 00:00:00.000000');
    expect(last?.endTime.date).toBe('2026-11-22 23:59:59.000000');
    seed.schedule.slice(1).forEach((slot, index) => expect(slot.startTime).toEqual(seed.schedule[index]?.endTime));
  });

  test('has paywall messages of every type', () => {
    const types = new Set(seed.paywallMessages.map((message) => message.type));
    expect([...types].sort()).toEqual(['bottom-bar', 'floating-box', 'floating-counter', 'modal']);
    expect(seed.paywallMessages.some((message) => !message.canBeClosed)).toBe(true);
  });

  test('seeds the four readers of the contract, passwords hashed', () => {
    const byEmail = new Map(seed.users.map((user) => [user.email, user]));
    const lector = byEmail.get('lector@example.com');
    expect(lector).toMatchObject({ nick: 'lector', country: 'ES', validated: true });
    for (const field of ['name', 'surname', 'birthdate', 'phone', 'address', 'postalCode', 'city', 'province'] as const) {
      expect(lector?.[field]).toBeTruthy();
    }
    expect(lector?.savedContentIds.length).toBeGreaterThan(0);
    expect(lector?.followedAuthorIds.length).toBeGreaterThan(0);
    expect(lector?.newsletterIds.length).toBeGreaterThan(0);
    expect(byEmail.get('pendiente@example.com')?.validated).toBe(false);
    expect(byEmail.get('antiguo@example.com')?.legacy).toBe(true);
    expect(byEmail.get('demo@example.com')?.demoAccount).toBe(true);
    expect(JSON.stringify(seed.users)).not.toContain('Lectura2026');
    const salts = seed.users.flatMap((user) => (user.password ? [user.password.salt] : []));
    expect(new Set(salts).size).toBe(salts.length);
  });

  test('records the day it was generated for', () => {
    expect(seed.today).toBe(isoDay(MORNING));
  });
});
