// The spec's numbers, each in one named place with its unit.
export const HTTP_TIMEOUT_MS = 10_000;
export const CHUNK_LOAD_TIMEOUT_MS = 120_000;
export const LAZY_LOAD_THRESHOLD_PX = 500;
/** How long the loader waits, two frames after it ran, for the page's first paint entry before it fetches code anyway. */
export const PAINT_ENTRY_GRACE_MS = 100;
/**
 * The longest the loader waits for the page's priority images (`<img fetchpriority="high">`) to be
 * painted before it fetches code anyway: a page whose largest image has not painted by then has a
 * "poor" LCP already (Core Web Vitals' line is 2.5 s), and its widgets should not wait on it longer.
 */
export const PRIORITY_IMAGE_WAIT_MS = 2_500;
/**
 * How long the render queue may render in one task before yielding to the browser. Under 12.5 ms
 * with room for a task's own overhead: Lighthouse counts 4x an observed task over 50 ms as blocking.
 */
export const RENDER_SLICE_MS = 8;
/**
 * Not in the spec: how long after the page's load the service worker registers (then in the
 * browser's next idle period, where it has requestIdleCallback).
 */
export const SERVICE_WORKER_DELAY_MS = 10_000;
/** Not in the spec either: the longest wait for that idle period (a busy page may not have one for long). */
export const SERVICE_WORKER_IDLE_TIMEOUT_MS = 5_000;
export const CHUNK_RETRY_DELAYS_MS = [300, 1_000] as const;
export const MOBILE_BREAKPOINT_PX = 768;
export const SHARE_BAR_MOBILE_BREAKPOINT_PX = 568;
export const COPIED_MESSAGE_MS = 1_000;
export const HEADER_SCROLL_DELTA_PX = 5;
export const HEADER_BASE_OFFSET_PX = 132;
// Reader accounts (spec: accounts and session, sections 5 and 9).
export const PASSWORD_MIN_LENGTH_CHARS = 8;
export const NICK_MIN_LENGTH_CHARS = 4;
export const POSTAL_CODE_MIN_LENGTH_CHARS = 5;
export const REGISTRATION_MIN_AGE_YEARS = 13;
export const REGISTRATION_PHONE_DIGITS = 9;
export const PROFILE_PHONE_MIN_DIGITS = 6;
export const PROFILE_PHONE_MAX_DIGITS = 12;
export const COMMENT_MAX_LENGTH_CHARS = 500;
export const SEARCH_TEXT_MIN_LENGTH_CHARS = 3;
export const UPLOAD_LIMITS_MB = { es: { image: 5, video: 80 }, caAndDigitalInterview: { image: 8, video: 500 } } as const;
// Participation: user-content calls, digital interviews, contact (spec: accounts and session, sections 5, 6 and 9).
/** Not in the spec ("the allowed number is not shown"): questions a reader may send to one interview per window. */
export const INTERVIEW_QUESTION_LIMIT_COUNT = 3;
export const INTERVIEW_QUESTION_WINDOW_MS = 10 * 60_000;
/** Not in the spec: the longest interview question, participation text and contact message. */
export const INTERVIEW_QUESTION_MAX_LENGTH_CHARS = 500;
export const UGC_TEXT_MAX_LENGTH_CHARS = 5_000;
export const CONTACT_MESSAGE_MAX_LENGTH_CHARS = 5_000;
export const ALERT_AUTO_CLOSE_MS = 7_000;
export const ALERT_OFFSET_PX = 20;
export const MASONRY_BREAKPOINT_PX = 578;
export const MASONRY_GUTTER_PX = 25;
export const MASONRY_GUTTER_NARROW_PX = 20;
/** Not in the spec: how long the registration form waits after typing before it checks the nick. */
export const NICK_CHECK_DEBOUNCE_MS = 400;
/** Not in the spec: how long a page waits for the service worker to say which saved copies it keeps. */
export const SAVED_PAGES_REPLY_TIMEOUT_MS = 60_000;
// Comments and polls (spec: accounts and session, sections 4 to 6; the 500-character limit is above).
/** Not in the spec: published comments per page of a thread (later pages come with "more comments"). */
export const COMMENTS_PAGE_SIZE = 20;
/** setTimeout's longest delay: a poll boundary further away is reached by waiting again. */
export const TIMER_MAX_DELAY_MS = 2_147_483_647;
// Content discovery (spec: discovery and presentation, sections 4 and 9).
export const SEARCH_DELAY_MS = 1_000;
export const SEARCHER_SKELETON_ROWS = 5;
/** Not in the spec: how many results the searcher asks for per page when `limit` is not set. */
export const SEARCHER_DEFAULT_LIMIT = 20;
/** Not in the spec: results per page of the rendered list, the box that `content-visibility` skips (searcher.css). */
export const SEARCHER_LIST_PAGE_SIZE = 10;
export const LOAD_MORE_DELAY_MS = 1_000;
export const PROGRAMME_PAGE_SIZE = 12;
export const PROGRAMME_AD_SLOTS_AFTER_ITEMS = [6, 12, 18] as const;
export const EVENT_MODULE_MIN_RESULTS = 5;
export const DESKTOP_BREAKPOINT_PX = 1_100;
export const SMALL_MOBILE_BREAKPOINT_PX = 567;
export const SCHEDULE_SLIDES_PER_VIEW = { desktop: 9, tablet: 5, mobile: 3 } as const;
// Header, side panels and side bar (spec: accounts and session, sections 4 and 9).
export const STREAMING_POLL_MS = 10_000;
/** The side bar is sticky below this width; at or above it, it sits beside the article. */
export const SIDE_BAR_STICKY_BELOW_PX = 1_100;
// Video player (spec: discovery and presentation, sections 5 and 9).
export const VIDEO_MILESTONES_PERCENT = [25, 50, 75] as const;
/** Not in the spec: how long the player waits for an ad tag's VAST answer before it plays the content. */
export const VAST_REQUEST_TIMEOUT_MS = 3_000;
/** Not in the spec: how long an ad may take to start playing before the content plays instead. */
export const VIDEO_AD_START_TIMEOUT_MS = 5_000;
/** Not in the spec: a jump of the playhead shorter than this is the player's own nudge, not a reader's seek. */
export const VIDEO_SEEK_MIN_JUMP_S = 1;
/** Not in the spec: the cookie that marks a session (its value is the reader's id; the token itself is HttpOnly). */
export const SESSION_USER_COOKIE = 'np_session_user';
