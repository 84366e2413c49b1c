// The reader-account entities that user answers carry (read by user-read.ts, sent by user.ts).
import type { Newsletter } from './newsletter';

/** The user as the identity provider's session knows it. */
export interface SessionUser {
  id: string;
  nick: string;
  UID: string;
  UIDSignature: string;
  signatureTimestamp: string;
  profile: {
    email: string;
    firstName: string;
    lastName: string;
    age: number | null;
    gender: string | null;
    thumbnailURL: string | null;
  };
  /** `YYYY-MM-DD`. */
  registered: string;
  savedContentIds: string[];
  followedAuthorIds: string[];
}

/** The current user, cached per user in local storage. */
export interface CurrentUser {
  id: string;
  nick: string;
  name: string;
  surname: string;
  email: string;
  bulletin: boolean;
  /** `YYYY-MM-DD`, or null when unknown. */
  birthdate: string | null;
  savedContentIds: string[];
  followedAuthorIds: string[];
  /** Not in the spec, beside the two below: the comments this reader voted up. */
  commentsLikeId: string[];
  commentsDislikeId: string[];
  commentsReportId: string[];
  /** Every newsletter of the site, each with the user's `isSubscribed`. */
  newsletters: Newsletter[];
  isRegisteredInDemo: boolean;
  phone: string | null;
  nif: string | null;
  address: string | null;
  postalCode: string | null;
  /** A code of the `cities` map. */
  city: string | null;
  /** A code of the `provinces` map (INE, two digits). */
  province: string | null;
  /** A code of the `countries` map; `ES` is Spain. */
  country: string | null;
  demoBulletin: boolean;
  alternativeEmail: string | null;
  /** `rrss` for a reader who signed up through a social network (no password of ours). */
  profileType?: 'rrss' | 'email';
}

export interface SavedContent {
  id: string;
  title: string;
  url: string;
  category: { name: string };
  multimedia: { image: { url: string; alt: string } } | null;
}

export interface FollowedAuthor {
  id: string;
  name: string;
  image: { url: string } | null;
  twitterAccount: { href: string; text: string } | null;
  url: string;
}
