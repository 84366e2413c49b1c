import { useEffect, useState } from 'react';
import { useReadyWhen, useWidgetHost } from '../../src/elements/widget-host';
import { useT } from '../../src/i18n/use-t';
import { FormMessage } from '../../src/forms';
import { ACCOUNT_PAGE_PATH, backUrlOf, navigation } from '../../src/navigation/safe-redirect';
import { useSession } from '../../src/session/use-session';
import { LoginForm } from './LoginForm';
import { noticeOf } from './login-outcome';
import { SocialLogin } from './SocialLogin';
import './login.css';

export type LoginProps = Record<string, never>;

/** /acceso: social sign-in, the email form, forgot-password and register links, ?alert= notices. */
export function Login() {
  const t = useT();
  const { markReady } = useWidgetHost();
  const { status } = useSession();
  const query = new URLSearchParams(window.location.search);
  const backUrl = backUrlOf(window.location.search);
  const notice = noticeOf(query.get('alert'));

  // Decided once, from the session the page loaded with: a login made here must not trigger it.
  // Without a session cookie the store starts anonymous, so the form shows in the first render.
  const [shown, setShown] = useState(() => status === 'anonymous');
  useEffect(() => {
    if (shown || status === 'unknown') return;
    if (status === 'loggedIn') navigation.assign(ACCOUNT_PAGE_PATH);
    else setShown(true);
  }, [status, shown]);
  useReadyWhen(shown, markReady);

  if (!shown) return null;
  return (
    <div className="np-login">
      <FormMessage kind="notice">{notice && t(`login.alert.${notice}`)}</FormMessage>
      <SocialLogin backUrl={backUrl} />
      <LoginForm backUrl={backUrl} />
      <ul className="np-login__links">
        <li>
          <a href="/acceso/recuperar">{t('login.forgot')}</a>
        </li>
        <li>
          <a href="/registro">{t('login.register')}</a>
        </li>
      </ul>
    </div>
  );
}
