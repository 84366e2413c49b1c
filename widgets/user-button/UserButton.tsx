import { useEffect, useState } from 'react';
import { useWidgetHost } from '../../src/elements/widget-host';
import { useT } from '../../src/i18n/use-t';
import { LOGIN_PAGE_PATH, navigation } from '../../src/navigation/safe-redirect';
import { identityProvider, showScreenSet } from '../../src/session/identity-provider';
import { endSession } from '../../src/session/session';
import { useSession } from '../../src/session/use-session';
import './user-button.css';

export type UserButtonProps = Record<string, never>;

/** The login link carries the page the reader is on, to come back after logging in. */
const loginHref = () => `/acceso?backUrl=${encodeURIComponent(window.location.pathname + window.location.search)}`;

/** Header: login when anonymous; profile and logout when logged in (logout: API, then /acceso/). */
export function UserButton() {
  const t = useT();
  const { markReady } = useWidgetHost();
  const { status, currentUser } = useSession();
  const [leaving, setLeaving] = useState(false);
  useEffect(() => {
    if (status !== 'unknown') markReady();
  }, [status, markReady]);

  const logout = async () => {
    setLeaving(true);
    await endSession();
    navigation.assign(LOGIN_PAGE_PATH);
  };

  if (status === 'unknown') return null;
  // With the identity provider on the page, login and profile open its screen sets.
  const provider = identityProvider() !== null;
  return (
    <nav className="np-user-button" aria-label={t('userButton.label')}>
      {status === 'loggedIn' && currentUser ? (
        <>
          {provider ? (
            <button type="button" className="np-user-button__item" onClick={() => showScreenSet('profile')}>
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
        <button type="button" className="np-user-button__item" onClick={() => showScreenSet('login')}>
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
