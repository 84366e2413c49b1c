// Three hundred and twenty contents of every searchable type: today, yesterday, the last two
// years, and events up to four months ahead. Newest first; ids start at 1001 (the newest).
import type {
  ArticleNewsType, Author, CardAuthor, Category, EventOccurrenceType, Kicker, MediaInfo, Multimedia,
  SearchableContentType,
} from '../../../src/api/content';
import { addDays, addMinutes, apiDate } from './dates';
import { eventInfo, OCCURRENCE_SPELLINGS } from './events';
import { cardImage, imageAsset } from './images';
import { Random } from './prng';
import { articleBody, blogHeadline, description, eventHeadline, newsHeadline, opinionHeadline, pickPlace } from './text';
import type { DemoContent } from './types';
import { CATEGORIES } from './vocabulary';

export const FIRST_CONTENT_ID = 1001;
export const CONTENT_COUNT = 320;
export const EVENT_COUNT = 48;
const TODAY_COUNT = 15;
const YESTERDAY_COUNT = 15;
const HISTORY_DAYS = 730;

const NON_EVENT_TYPES: readonly SearchableContentType[] = [
  'article', 'interview', 'opinion', 'longform', 'video', 'video-embed', 'test', 'poll', 'blog-post', 'audio',
  'photo-gallery', 'live', 'streaming', 'file', 'external', 'ugc-call', 'ugc-participation', 'digital-interview',
  'scrollytelling',
];

const TYPE_WEIGHTS: Readonly<Record<string, number>> = {
  article: 50, opinion: 10, 'blog-post': 8, video: 8, interview: 5, 'photo-gallery': 5, audio: 4, live: 2,
  longform: 2, 'video-embed': 1, poll: 1, test: 1, scrollytelling: 1, 'digital-interview': 1,
};

const TYPE_LABELS: Partial<Record<SearchableContentType, string>> = {
  video: 'Vídeo', 'video-embed': 'Vídeo', live: 'Directo', streaming: 'En directo', interview: 'Entrevista',
  audio: 'Podcast', 'photo-gallery': 'Fotogalería', poll: 'Encuesta', test: 'Test', longform: 'Reportaje',
};

const TAGS = ['vivienda', 'movilidad', 'cultura', 'turismo', 'agua', 'educación', 'sanidad', 'empleo', 'fiestas'];

interface ContentPlan {
  type: SearchableContentType;
  published: Date;
  event?: { occurrence: EventOccurrenceType; day: Date };
}

function atHour(day: Date, hour: number, minute = 0): Date {
  return new Date(day.getFullYear(), day.getMonth(), day.getDate(), hour, minute, 0);
}

function newsPlan(random: Random, index: number, today: Date): ContentPlan {
  const first = index === 0 ? 'article' : NON_EVENT_TYPES[index - 1];
  const type = first ?? (random.weighted(TYPE_WEIGHTS) as SearchableContentType);
  if (index < TODAY_COUNT) return { type, published: addMinutes(atHour(today, 9), -35 * index) };
  if (index < TODAY_COUNT + YESTERDAY_COUNT) {
    return { type, published: addMinutes(atHour(addDays(today, -1), 22), -70 * (index - TODAY_COUNT)) };
  }
  const day = addDays(today, -random.int(2, HISTORY_DAYS));
  return { type, published: atHour(day, random.int(6, 22), random.int(0, 59)) };
}

function eventPlan(random: Random, index: number, today: Date): ContentPlan {
  const occurrence = OCCURRENCE_SPELLINGS[index % OCCURRENCE_SPELLINGS.length] ?? 'unique';
  let offset = random.int(1, 120);
  if (index < 4) offset = 0;
  else if (index < 8) offset = -random.int(3, 60);
  const day = addDays(today, offset);
  const published = atHour(addDays(today, Math.min(offset, 0) - random.int(1, 30)), random.int(8, 20));
  return { type: 'event', published, event: { occurrence, day } };
}

function planContents(today: Date): ContentPlan[] {
  const random = Random.forSection('content-plan');
  const plans: ContentPlan[] = [];
  for (let i = 0; i < CONTENT_COUNT - EVENT_COUNT; i += 1) plans.push(newsPlan(random, i, today));
  for (let i = 0; i < EVENT_COUNT; i += 1) plans.push(eventPlan(random, i, today));
  return plans.sort((a, b) => b.published.getTime() - a.published.getTime());
}

function categoryFor(random: Random, type: SearchableContentType): Category {
  if (type === 'event') return { id: 'agenda', name: 'Agenda', url: '/agenda/' };
  if (type === 'opinion') return { id: 'opinion', name: 'Opinión', url: '/opinion/' };
  if (type === 'blog-post') return { id: 'blogs', name: 'Blogs', url: '/blog/' };
  const category = random.pick(CATEGORIES);
  return { id: category.id, name: category.name, url: `/noticias/?categoria=${category.id}` };
}

function kickerFor(random: Random, type: SearchableContentType, category: Category): Kicker | null {
  if (random.chance(0.1)) return null;
  const text = TYPE_LABELS[type] ?? category.name;
  return { text, href: category.url, title: category.name };
}

function authorsFor(random: Random, type: SearchableContentType, authors: readonly Author[]): CardAuthor[] {
  const personal = type === 'opinion' || type === 'blog-post';
  if (!personal && random.chance(0.2)) return [];
  const chosen = random.sample(authors, personal ? 1 : random.int(1, 2));
  return chosen.map((author) => ({ id: author.id, name: author.name, url: author.url, image: { url: author.image.url } }));
}

function multimediaFor(random: Random, type: SearchableContentType, key: string, alt: string): Multimedia {
  const image = imageAsset(key, alt);
  if (type === 'video' || type === 'live' || type === 'streaming' || type === 'video-embed') {
    const duration = random.int(45, 900);
    const video = { hlsSource: `/__demo/media/${key}/index.m3u8`, aspectRatio: '16-9' as const, duration, poster: image };
    return { type: type === 'video-embed' ? 'video-embed' : 'video', poster: image, video };
  }
  if (type === 'audio') return { type: 'audio', image, audio: { href: `/__demo/media/${key}.mp3`, duration: random.int(300, 3600) } };
  if (type === 'photo-gallery') return { type: 'photo-gallery', image, photoCount: random.int(6, 24) };
  return { type: 'image', image };
}

function mediaInfoOf(multimedia: Multimedia): MediaInfo | null {
  if (multimedia.type === 'image') return null;
  const duration = multimedia.video?.duration ?? multimedia.audio?.duration;
  return {
    type: multimedia.type,
    ...(duration === undefined ? {} : { duration }),
    ...(multimedia.photoCount === undefined ? {} : { photoCount: multimedia.photoCount }),
  };
}

function newsTypeOf(random: Random, type: SearchableContentType): ArticleNewsType {
  if (type === 'opinion') return 'opinion';
  if (type === 'interview') return 'interview';
  return random.chance(0.05) ? 'analysis' : 'news';
}

function headlineFor(random: Random, type: SearchableContentType, place: string): string {
  if (type === 'opinion') return opinionHeadline(random);
  if (type === 'blog-post') return blogHeadline(random, place);
  if (type === 'event') return eventHeadline(random, place);
  return newsHeadline(random, place);
}

function buildContent(random: Random, plan: ContentPlan, id: string, authors: readonly Author[]): DemoContent {
  const place = pickPlace(random);
  const title = headlineFor(random, plan.type, place);
  const category = categoryFor(random, plan.type);
  const cardAuthors = authorsFor(random, plan.type, authors);
  const multimedia = multimediaFor(random, plan.type, `c${id}`, title);
  const withoutImage = plan.type === 'opinion' && random.chance(0.5);
  return {
    id,
    title,
    url: `/noticia/${id}`,
    kicker: kickerFor(random, plan.type, category),
    description: description(random, place),
    publishedDate: apiDate(plan.published),
    authors: cardAuthors,
    signature: cardAuthors.length ? cardAuthors.map((author) => author.name).join(' y ') : 'Redacción',
    category,
    image: withoutImage ? null : cardImage(`c${id}`),
    multimedia: withoutImage ? null : multimedia,
    mediaInfo: withoutImage ? null : mediaInfoOf(multimedia),
    articleNewsTypeEnum: newsTypeOf(random, plan.type),
    ...(plan.event ? { event: eventInfo(random, plan.event.occurrence, plan.event.day, place) } : {}),
    contentType: plan.type,
    body: articleBody(random, place),
    tags: random.sample(TAGS, random.int(1, 3)),
  };
}

export function generateContents(today: Date, authors: readonly Author[]): DemoContent[] {
  const random = Random.forSection('content-build');
  return planContents(today).map((plan, index) => buildContent(random, plan, String(FIRST_CONTENT_ID + index), authors));
}
