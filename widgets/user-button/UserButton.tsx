import { useState } from 'react';
import { identityProvider } from '../../src/account-code/identity-provider-presence';
import { Unavailable } from '../../src/account-code/Unavailable';
import { useReaderSession } from '../../src/account-code/use-reader-session';
import { useReadyWhen, useWidgetHost } from '../../src/elements/widget-host';
import { useT } from '../../src/i18n/use-t';
import './user-button.css';

export type UserButtonProps = Record<string, never>;

/** The login link carries the page the reader is on, to come back after logging in. */
const loginHref = () => `/acceso?backUrl=${encodeURIComponent(window.location.pathname + window.location.search)}`;

/**
 * Header: login when anonymous; profile and logout when logged in (logout: API, then /acceso/).
 * Without a session cookie the login link shows at once; no session or request code loads.
 */
export function UserButton() {
  const t = useT();
  const { markReady } = useWidgetHost();
  const { session, unavailable, waiting, withAccount } = useReaderSession();
  const { status, currentUser } = session;
  const [leaving, setLeaving] = useState(false);

  useReadyWhen(status !== 'unknown' && !unavailable, markReady);

  const logout = () => {
    setLeaving(true);
    void withAccount(async (code) => {
      await code.endSession();
      code.navigation.assign(code.LOGIN_PAGE_PATH);
    });
  };

  if (unavailable) return <Unavailable />;
  if (status === 'unknown') return null;
  // With the identity provider on the page, login and profile open its screen sets.
  const provider = identityProvider() !== null;
  const screenSet = (kind: 'login' | 'profile') => () => void withAccount((code) => void code.showScreenSet(kind));
  const busy = waiting ? 'true' : undefined;
  return (
    <nav className="np-user-button" aria-label={t('userButton.label')}>
      {status === 'loggedIn' && currentUser ? (
        <>
          {provider ? (
            <button type="button" className="np-user-button__item" onClick={screenSet('profile')} aria-busy={busy}>
              {t('userButton.profile')}
            </button>
          ) : (
            <a className="np-user-button__item" href="/perfil/mi-cuenta">
              {t('userButton.profile')}
            </a>
          )}
          <button type="button" className="np-user-button__item" onClick={logout} disabled={leaving} aria-busy={leaving ? 'true' : undefined}>
            {t('userButton.logout')}
          </button>
        </>
      ) : provider ? (
        <button type="button" className="np-user-button__item" onClick={screenSet('login')} aria-busy={busy}>
          {t('userButton.login')}
        </button>
      ) : (
        <a className="np-user-button__item" href={loginHref()}>
          {t('userButton.login')}
        </a>
      )}
    </nav>
  );
}
