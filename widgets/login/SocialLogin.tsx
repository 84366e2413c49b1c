import { useId } from 'react';
import { useT } from '../../src/i18n/use-t';
import { SOCIAL_PROVIDERS, socialLoginUrl } from './login-outcome';

/** Apple, Twitter, Facebook and Google: full navigation to /api/front/user/login/{provider}. */
export function SocialLogin({ backUrl }: { backUrl: string | null }) {
  const t = useT();
  const headingId = useId();
  return (
    <section className="np-login__social" aria-labelledby={headingId}>
      <h2 className="np-login__heading" id={headingId}>
        {t('login.social')}
      </h2>
      <ul className="np-login__providers">
        {SOCIAL_PROVIDERS.map((provider) => (
          <li key={provider}>
            <a className={`np-button np-login__provider np-login__provider--${provider}`} href={socialLoginUrl(provider, backUrl)}>
              {t(`login.provider.${provider}`)}
            </a>
          </li>
        ))}
      </ul>
    </section>
  );
}
