// Cards, authors and events (spec: discovery and presentation, section 3). Types only.
import type { AdPosition } from './ad';
import type { ApiDate } from './common';
import type { ImageAsset, VideoAsset } from './media';

/** The content types the searcher knows (spec: discovery, section 1). */
export type SearchableContentType =
  | 'article'
  | 'interview'
  | 'opinion'
  | 'longform'
  | 'video'
  | 'video-embed'
  | 'test'
  | 'poll'
  | 'blog-post'
  | 'audio'
  | 'photo-gallery'
  | 'live'
  | 'streaming'
  | 'file'
  | 'external'
  | 'ugc-call'
  | 'ugc-participation'
  | 'digital-interview'
  | 'scrollytelling'
  | 'event';

/** `opinion` is styled differently. */
export type ArticleNewsType = 'news' | 'opinion' | 'analysis' | 'interview';

export interface Kicker {
  text: string;
  href?: string;
  url?: string;
  title?: string;
}

export interface CardAuthor {
  id: string;
  name: string;
  url?: string;
  authorUrl?: string;
  image?: { url: string };
}

export interface Category {
  id?: string;
  name: string;
  url?: string;
  href?: string;
}

export interface CardImage {
  url: string;
  width: number;
  height: number;
}

export type MultimediaType = 'image' | 'video' | 'audio' | 'photo-gallery' | 'video-embed';

/** Each kind carries a poster or an image. */
export interface Multimedia {
  type: MultimediaType;
  image?: ImageAsset;
  poster?: ImageAsset;
  video?: VideoAsset;
  audio?: { href: string; duration: number };
  photoCount?: number;
}

/** The badge a card shows for its media. */
export interface MediaInfo {
  type: MultimediaType;
  /** Seconds, for video and audio. */
  duration?: number;
  photoCount?: number;
}

/** The sources differ in spelling; every spelling appears. */
export type EventOccurrenceType =
  | 'icon'
  | 'date-range'
  | 'DateRange'
  | 'multiple-times'
  | 'MultipleTimes'
  | 'unique'
  | 'one-time'
  | 'OneTime';

export interface NamedLink {
  name: string;
  url: string;
}

export interface EventInfo {
  eventOccurrenceType: EventOccurrenceType;
  eventUniqueDate: ApiDate | null;
  eventStartDate: ApiDate | null;
  eventEndDate: ApiDate | null;
  eventMultipleDates: ApiDate[];
  datesLiteral: string;
  timetable: string[];
  location: NamedLink | null;
  address: string | null;
  modality: NamedLink | null;
  thematics: NamedLink[];
}

export interface ListingCard {
  id: string;
  title: string;
  url: string;
  kicker: Kicker | null;
  /** HTML fragments. */
  description: string[];
  publishedDate: ApiDate;
  authors: CardAuthor[];
  signature: string;
  category: Category;
  image: CardImage | null;
  multimedia: Multimedia | null;
  mediaInfo: MediaInfo | null;
  articleNewsTypeEnum: ArticleNewsType;
  event?: EventInfo;
  /** Present when the card is an ad position in a listing. */
  position?: AdPosition;
  /** A sponsored card names its sponsor in a footer. */
  sponsor?: { name: string; url: string };
}

/** A followed author. */
export interface Author {
  id: string;
  name: string;
  image: { url: string };
  twitterAccount: { href: string; text: string };
  url: string;
}

/** An entry of the saved-contents list. */
export interface SavedContentItem {
  id: string;
  title: string;
  url: string;
  category: { name: string };
  multimedia: { image: ImageAsset };
}
