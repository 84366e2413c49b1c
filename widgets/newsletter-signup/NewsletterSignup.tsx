import { useId, useState, type FormEvent } from 'react';
import { subscribeToNewsletter } from '../../src/api/newsletter';
import { useT } from '../../src/i18n/use-t';
import { Modal } from '../../src/modal/Modal';
import { isEmail } from '../../src/validation/rules';
import './newsletter-signup.css';

export type NewsletterSignupProps = Record<string, never>;

type State = 'idle' | 'submitting' | 'subscribed' | 'failed';

/** Signs an email up: success only when the answer's httpCode is 200 (then a modal). */
export function NewsletterSignup() {
  const t = useT();
  const titleId = useId();
  const inputId = useId();
  const errorId = useId();
  const [email, setEmail] = useState('');
  const [state, setState] = useState<State>('idle');
  const valid = isEmail(email.trim());

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (!valid || state === 'submitting') return;
    setState('submitting');
    try {
      setState((await subscribeToNewsletter(email.trim())) ? 'subscribed' : 'failed');
    } catch {
      setState('failed');
    }
  };

  return (
    <section className="np-newsletter-signup" aria-labelledby={titleId}>
      <h2 className="np-newsletter-signup__title" id={titleId}>
        {t('newsletter.title')}
      </h2>
      <form className="np-newsletter-signup__form" noValidate onSubmit={submit}>
        <label htmlFor={inputId}>{t('newsletter.text')}</label>
        <div className="np-newsletter-signup__row">
          <input
            id={inputId}
            className="np-newsletter-signup__input"
            type="email"
            name="email"
            autoComplete="email"
            placeholder={t('field.email')}
            value={email}
            onChange={(event) => setEmail(event.target.value)}
            aria-describedby={state === 'failed' ? errorId : undefined}
            aria-invalid={state === 'failed' ? 'true' : undefined}
          />
          <button type="submit" className="np-newsletter-signup__submit" disabled={!valid || state === 'submitting'} aria-busy={state === 'submitting' ? 'true' : undefined}>
            {t('newsletter.submit')}
          </button>
        </div>
        <div role="alert" id={errorId} className="np-newsletter-signup__error">
          {state === 'failed' ? t('newsletter.error') : ''}
        </div>
      </form>
      {state === 'subscribed' && (
        <Modal title={t('newsletter.successTitle')} closeLabel={t('modal.close')} onClose={() => setState('idle')}>
          <p>{t('newsletter.success', { email: email.trim() })}</p>
        </Modal>
      )}
    </section>
  );
}
