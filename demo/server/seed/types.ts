// What the seed holds. API entity types come from src/api so the demo and the widgets agree.
import type { Alert } from '../../../src/api/alert';
import type { HotTopic } from '../../../src/api/hot-topic';
import type { Author, ListingCard, SearchableContentType } from '../../../src/api/content';
import type { Newsletter } from '../../../src/api/newsletter';
import type { PaywallMessage } from '../../../src/api/paywall';
import type { Programme } from '../../../src/api/programme';
import type { ScheduleCard } from '../../../src/api/schedule';
import type { StreamingItem } from '../../../src/api/streaming';
import type { CurrentUser } from '../../../src/api/user';
import type { DemoComment, DemoPoll } from './comments';

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

/** A reader account as the demo stores it: the API's fields plus what only the server knows. */
export interface DemoUser extends Omit<CurrentUser, 'newsletters' | 'isRegisteredInDemo'> {
  /** null for the legacy reader, who accepts any password but must reset it. */
  password: PasswordHash | null;
  validated: boolean;
  legacy: boolean;
  /** The demo account: deleting it answers 412. */
  demoAccount: boolean;
  gender: string | null;
  /** `YYYY-MM-DD`. */
  registered: string;
  newsletterIds: string[];
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
  hotTopics: HotTopic[];
  /** Comments per content id, oldest first (published ones and, once posted, pending ones). */
  comments: Record<string, DemoComment[]>;
  closedCommentContentIds: string[];
  polls: DemoPoll[];
}
