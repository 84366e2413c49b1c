// The profile form and the newsletters tab read the reader's profile as they mount. The element's
// chunk starts that call as it runs, not when the render queue reaches the element: on the phone
// bench the header and the widgets before it took some 200-300 ms to render first.
import { refreshCurrentUser } from '../../src/session/session';
import { sessionUserId } from '../../src/session/cookies';
import { tabOfPath, type ProfileTab } from './profile-tabs';

/** The tabs whose content reads the profile on mount (the others read their own lists). */
const TABS_READING_THE_PROFILE: readonly ProfileTab[] = ['user', 'newsletters'];

/**
 * Starts the page's one profile call when the tab of `pathname` will make it and there is a session.
 * The tab shares its answer or its failure and handles either as before; this copy only keeps the
 * rejection from going unhandled (the read has reported it).
 */
export function startProfileRead(pathname: string): void {
  if (!sessionUserId() || !TABS_READING_THE_PROFILE.includes(tabOfPath(pathname))) return;
  refreshCurrentUser().catch(() => undefined);
}
