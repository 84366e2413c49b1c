// The session as the user button and the like buttons see it, without the request client until
// it is needed. No session cookie: the reader is anonymous at once and nothing loads. The account
// code (src/account-code/load.ts) arrives on first need: a session cookie on load or later (a
// login in another tab), the identity provider on the page, or an action (a click) that needs it.
import { useCallback, useEffect, useState } from 'react';
import { useSelector } from 'react-redux';
import { useWidgetHost } from '../elements/widget-host';
import { getStore, type NpState } from '../store';
import { currentUserCleared } from '../store/session-slice';
import { whenIdentityProviderReady } from './identity-provider-presence';
import { accountCodeIfLoaded, loadAccountCode, type AccountCode } from './load';
import { isSessionSignal, sessionUserId } from './session-marker';

let following = false;

/** Once per page: a session cookie appearing (login in another tab) or an identity provider brings the code. */
function followSessionMarker(tag: string): void {
  if (following) return;
  following = true;
  window.addEventListener('storage', (event) => {
    if (!isSessionSignal(event.key) || !sessionUserId()) return;
    loadAccountCode(tag).then((code) => void code.loadSession(), () => undefined);
  });
  whenIdentityProviderReady(() => {
    loadAccountCode(tag).then((code) => code.connectIdentityProvider(), () => undefined);
  });
}

/** No session cookie: the reader is anonymous at once. With one, the account code reads the session. */
function readSessionOnMount(tag: string): Promise<void> {
  followSessionMarker(tag);
  if (sessionUserId()) {
    // The session reads the profile with fetch (api/fetch-read.ts): no request client until the reader changes something.
    return loadAccountCode(tag).then((code) => void code.loadSession());
  }
  const store = getStore();
  if (store.getState().session.status === 'unknown') store.dispatch(currentUserCleared());
  return Promise.resolve();
}

export interface ReaderSession {
  session: NpState['session'];
  /** The account code has failed to load (already reported): the widget shows its fallback. */
  unavailable: boolean;
  /** True while an action waits for the account code (for `aria-busy`). */
  waiting: boolean;
  /** Runs `action` with the account code, loading it first if needed; nothing runs if it fails. */
  withAccount: (action: (code: AccountCode) => void | Promise<void>) => Promise<void>;
}

export function useReaderSession(): ReaderSession {
  const { tag } = useWidgetHost();
  const session = useSelector((state: NpState) => state.session);
  const [unavailable, setUnavailable] = useState(false);
  const [waiting, setWaiting] = useState(false);

  useEffect(() => {
    readSessionOnMount(tag).catch(() => setUnavailable(true));
  }, [tag]);

  const withAccount = useCallback(
    async (action: (code: AccountCode) => void | Promise<void>) => {
      const ready = accountCodeIfLoaded();
      if (ready) return action(ready);
      setWaiting(true);
      const code = await loadAccountCode(tag).catch(() => null);
      setWaiting(false);
      if (!code) return setUnavailable(true);
      return action(code);
    },
    [tag],
  );

  return { session, unavailable, waiting, withAccount };
}

/** For tests: a new page follows the session marker afresh. */
export function resetReaderSessionForTests(): void {
  following = false;
}
