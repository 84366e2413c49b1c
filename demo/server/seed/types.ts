// What the seed holds. API entity types come from src/api so the demo and the widgets agree.
import type { Alert } from '../../../src/api/alert';
import type { Author, ListingCard, SearchableContentType } from '../../../src/api/content';
import type { Newsletter } from '../../../src/api/newsletter';
import type { PaywallMessage } from '../../../src/api/paywall';
import type { Programme } from '../../../src/api/programme';
import type { ScheduleCard } from '../../../src/api/schedule';
import type { StreamingItem } from '../../../src/api/streaming';

/** A content: a listing card plus what only the article page needs. */
export interface DemoContent extends ListingCard {
  contentType: SearchableContentType;
  /** HTML paragraphs of the article body. */
  body: string[];
  tags: string[];
}

export type NewsletterInfo = Omit<Newsletter, 'isSubscribed'> & { description: string };

export interface PasswordHash {
  salt: string;
  hash: string;
}

/** A reader account as the demo stores it. */
export interface DemoUser {
  id: string;
  email: string;
  /** null for the legacy reader, who accepts any password but must reset it. */
  password: PasswordHash | null;
  validated: boolean;
  legacy: boolean;
  /** The demo account: deleting it answers 412. */
  demoAccount: boolean;
  nick: string;
  name: string;
  surname: string;
  birthdate: string | null;
  gender: string | null;
  phone: string | null;
  nif: string | null;
  address: string | null;
  postalCode: string | null;
  city: string | null;
  province: string | null;
  country: string | null;
  alternativeEmail: string | null;
  registered: string;
  bulletin: boolean;
  demoBulletin: boolean;
  newsletterIds: string[];
  savedContentIds: string[];
  followedAuthorIds: string[];
  commentsDislikeId: string[];
  commentsReportId: string[];
}

export interface Seed {
  /** `YYYY-MM-DD`: the day the seed was generated for. */
  today: string;
  users: DemoUser[];
  authors: Author[];
  /** Newest first. */
  contents: DemoContent[];
  newsletters: NewsletterInfo[];
  programmes: Programme[];
  schedule: ScheduleCard[];
  streams: StreamingItem[];
  paywallMessages: PaywallMessage[];
  alerts: Alert[];
}
