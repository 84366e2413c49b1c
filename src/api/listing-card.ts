// Checks listing cards from the API (spec: discovery, section 3) and returns safe, typed values.
import type { ApiDate } from './common';
import type { ArticleNewsType, CardAuthor, EventInfo, EventOccurrenceType, Kicker, ListingCard, MediaInfo, MultimediaType } from './content';
import { apiDate, finite, isRecord, list, namedLink, safeUrl, text, texts, type UnknownRecord } from './read';

const NEWS_TYPES: readonly ArticleNewsType[] = ['news', 'opinion', 'analysis', 'interview'];
const MEDIA_TYPES: readonly MultimediaType[] = ['image', 'video', 'audio', 'photo-gallery', 'video-embed'];

function kicker(value: unknown): Kicker | null {
  if (!isRecord(value) || !text(value.text)) return null;
  return { text: text(value.text), href: safeUrl(value.href ?? value.url), title: text(value.title) };
}

function author(value: unknown): CardAuthor | null {
  if (!isRecord(value) || !text(value.name)) return null;
  const image = isRecord(value.image) ? safeUrl(value.image.url) : '';
  return { id: text(value.id), name: text(value.name), url: safeUrl(value.url ?? value.authorUrl), ...(image ? { image: { url: image } } : {}) };
}

function image(value: unknown): ListingCard['image'] {
  if (!isRecord(value) || !safeUrl(value.url)) return null;
  return { url: safeUrl(value.url), width: finite(value.width, 16), height: finite(value.height, 9) };
}

/**
 * A card with no image of its own shows its multimedia's: the image of an image, or the poster of a
 * video, audio or gallery (spec: each multimedia type carries a poster or an image).
 */
function multimediaPicture(value: unknown): ListingCard['image'] {
  if (!isRecord(value)) return null;
  const asset = isRecord(value.image) ? value.image : value.poster;
  if (!isRecord(asset)) return null;
  const url = safeUrl(asset.src ?? asset.url);
  return url ? { url, width: finite(asset.widthRatio ?? asset.width, 16), height: finite(asset.heightRatio ?? asset.height, 9) } : null;
}

function mediaInfo(value: unknown): MediaInfo | null {
  if (!isRecord(value) || !MEDIA_TYPES.includes(value.type as MultimediaType)) return null;
  const info: MediaInfo = { type: value.type as MultimediaType };
  if (finite(value.duration, -1) >= 0) info.duration = finite(value.duration);
  if (finite(value.photoCount, -1) >= 0) info.photoCount = finite(value.photoCount);
  return info;
}

const dates = (value: unknown): ApiDate[] => list(value).map(apiDate).filter((each): each is ApiDate => each !== null);

export function eventInfo(value: unknown): EventInfo | undefined {
  if (!isRecord(value)) return undefined;
  return {
    eventOccurrenceType: text(value.eventOccurrenceType) as EventOccurrenceType,
    eventUniqueDate: apiDate(value.eventUniqueDate),
    eventStartDate: apiDate(value.eventStartDate),
    eventEndDate: apiDate(value.eventEndDate),
    eventMultipleDates: dates(value.eventMultipleDates),
    datesLiteral: text(value.datesLiteral),
    timetable: texts(value.timetable),
    location: namedLink(value.location),
    address: text(value.address) || null,
    modality: namedLink(value.modality),
    thematics: list(value.thematics).map(namedLink).filter((each): each is NonNullable<typeof each> => each !== null),
  };
}

function category(value: unknown): ListingCard['category'] {
  const record: UnknownRecord = isRecord(value) ? value : {};
  return { id: text(record.id), name: text(record.name), url: safeUrl(record.url ?? record.href) };
}

/** A card, or null when it lacks what a reader needs: an id, a title and an address. */
export function listingCard(value: unknown): ListingCard | null {
  if (!isRecord(value)) return null;
  const id = text(value.id);
  const title = text(value.title);
  const url = safeUrl(value.url);
  if (!id || !title || !url) return null;
  const event = eventInfo(value.event);
  const sponsor = namedLink(value.sponsor);
  return {
    id,
    title,
    url,
    kicker: kicker(value.kicker),
    description: texts(value.description),
    publishedDate: apiDate(value.publishedDate) ?? { date: '' },
    authors: list(value.authors).map(author).filter((each): each is CardAuthor => each !== null),
    signature: text(value.signature),
    category: category(value.category),
    image: image(value.image) ?? multimediaPicture(value.multimedia),
    // Cards read their multimedia for its picture only (above); the badge is mediaInfo's.
    multimedia: null,
    mediaInfo: mediaInfo(value.mediaInfo),
    articleNewsTypeEnum: NEWS_TYPES.includes(value.articleNewsTypeEnum as ArticleNewsType) ? (value.articleNewsTypeEnum as ArticleNewsType) : 'news',
    ...(event ? { event } : {}),
    ...(sponsor ? { sponsor } : {}),
  };
}

/** Cards of a list, malformed ones left out, each id once. */
export function listingCards(value: unknown): ListingCard[] {
  const seen = new Set<string>();
  return list(value)
    .map(listingCard)
    .filter((card): card is ListingCard => card !== null && !seen.has(card.id) && Boolean(seen.add(card.id)));
}
