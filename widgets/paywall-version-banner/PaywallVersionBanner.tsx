import { useState } from 'react';
import { useT } from '../../src/i18n/use-t';
import { clearPaywallTestVersion, paywallTestVersion } from '../../src/paywall/version';
import './paywall-version-banner.css';

export type PaywallVersionBannerProps = Record<string, never>;

/** The page reload after the cookie is cleared (an object, so a test can watch it). */
export const page = {
  reload(): void {
    window.location.reload();
  },
};

/** Only while the paywall-version cookie holds a test version: says so, and offers the published paywall. */
export function PaywallVersionBanner() {
  const t = useT();
  const [version] = useState(paywallTestVersion);
  if (!version) return null;
  const backToPublished = () => {
    clearPaywallTestVersion();
    page.reload();
  };
  return (
    <section className="np-paywall-version-banner" aria-label={t('paywallVersion.label')}>
      <p className="np-paywall-version-banner__text">{t('paywallVersion.testing', { version })}</p>
      <button type="button" className="np-paywall-version-banner__back" onClick={backToPublished}>
        {t('paywallVersion.back')}
      </button>
    </section>
  );
}
