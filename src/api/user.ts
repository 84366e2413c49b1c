// Reader accounts (spec: accounts and session, sections 3 and 7). Types only.
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
}

/** `POST /api/front/user/login`. */
export interface LoginPayload {
  email: string;
  password: string;
}

/** Inside `response` of a successful login, and of `GET` and `PATCH /api/front/user/profile`. */
export interface UserResponse {
  user: CurrentUser;
}

export type LoginResponse = UserResponse;

export type LoginErrorCode = 'LEGACY_USER_PASSWORD_NOT_RESET' | 'INVALID_CREDENTIALS' | 'USER_NOT_VALIDATED';

/** The body of a 401 or 403 login answer (not wrapped). A 403 carries the user id. */
export interface LoginErrorBody {
  httpCode: 401 | 403;
  code: LoginErrorCode;
  userId?: string;
}
