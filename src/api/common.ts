// Shapes shared by several API modules. Types only.

/**
 * A date as the legacy API serialises it (a PHP DateTime): `date` is
 * `YYYY-MM-DD HH:mm:ss.000000` in the site's local time.
 */
export interface ApiDate {
  date: string;
  timezone_type?: number;
  timezone?: string;
}

/** A link as the API sends it; which fields are present depends on the entity. */
export interface ApiLink {
  href: string;
  title?: string;
  rel?: string;
  target?: string;
  text?: string;
}

/** Most endpoints wrap their data in `response`; the request client unwraps it. */
export interface ApiEnvelope<T> {
  response: T;
}

/** The body of a failed call, when the server sends one. */
export interface ApiErrorBody {
  httpCode?: number;
  code?: string;
  message?: string;
}
