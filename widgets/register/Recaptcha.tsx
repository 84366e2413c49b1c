// The recaptcha field. With `siteKey` and Google's script on the page (window.grecaptcha) it is a
// real reCAPTCHA; with only a `demoToken` (the demo) a stand-in checkbox hands out that token.
import { useEffect, useId, useRef } from 'react';
import { useT } from '../../src/i18n/use-t';

interface Grecaptcha {
  render: (container: HTMLElement, options: { sitekey: string; callback: (token: string) => void; 'expired-callback': () => void }) => number;
}

declare global {
  interface Window {
    grecaptcha?: Grecaptcha;
  }
}

export interface RecaptchaProps {
  siteKey?: string;
  demoToken?: string;
  token: string;
  onToken: (token: string) => void;
}

export function Recaptcha({ siteKey, demoToken, token, onToken }: RecaptchaProps) {
  const t = useT();
  const id = useId();
  const container = useRef<HTMLDivElement>(null);
  useEffect(() => {
    if (!siteKey || !container.current || !window.grecaptcha) return;
    window.grecaptcha.render(container.current, { sitekey: siteKey, callback: onToken, 'expired-callback': () => onToken('') });
  }, [siteKey, onToken]);
  if (siteKey) return <div className="np-register__recaptcha" ref={container} />;
  return (
    <div className="np-field np-field--checkbox np-register__recaptcha">
      <input id={id} type="checkbox" className="np-field__checkbox" name="recaptcha" checked={token !== ''} onChange={(event) => onToken(event.target.checked ? (demoToken ?? '') : '')} />
      <label htmlFor={id} className="np-field__label">
        {t('register.notARobot')}
      </label>
    </div>
  );
}
