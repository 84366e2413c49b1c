import { useId, useState, type FormEvent } from 'react';
import { login, resendValidationMail } from '../../src/api/user';
import { useT } from '../../src/i18n/use-t';
import { FormMessage, PasswordField, SubmitButton, TextField, useForm } from '../../src/forms';
import { redirectTo } from '../../src/navigation/safe-redirect';
import { startSession } from '../../src/session/session';
import { loginSchema } from '../../src/validation';
import { loginFailure, type LoginFailure } from './login-outcome';

type State = { kind: 'idle' } | { kind: 'waiting' } | { kind: 'failed'; failure: LoginFailure } | { kind: 'validationSent' };

function Failure({ failure, onResend }: { failure: LoginFailure; onResend: (userId: string) => void }) {
  const t = useT();
  if (failure.kind === 'notValidated') {
    return (
      <button type="button" className="np-link-button" onClick={() => onResend(failure.userId)}>
        {t('login.notValidated')}
      </button>
    );
  }
  if (failure.kind === 'request') return <>{t(failure.messageKey)}</>;
  return <>{t(failure.kind === 'legacyPassword' ? 'login.legacyPassword' : 'login.wrongCredentials')}</>;
}

/** Email and password; success goes to backUrl (when safe) or the account page. */
export function LoginForm({ backUrl }: { backUrl: string | null }) {
  const t = useT();
  const headingId = useId();
  const form = useForm(loginSchema, { email: '', password: '' });
  const [state, setState] = useState<State>({ kind: 'idle' });

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    form.showAllErrors();
    if (!form.valid || state.kind === 'waiting') return;
    setState({ kind: 'waiting' });
    try {
      startSession(await login({ email: String(form.values.email).trim(), password: String(form.values.password) }));
      redirectTo(backUrl);
    } catch (error) {
      setState({ kind: 'failed', failure: loginFailure(error) });
    }
  };

  const resend = async (userId: string) => {
    try {
      await resendValidationMail(userId);
      setState({ kind: 'validationSent' });
    } catch (error) {
      setState({ kind: 'failed', failure: loginFailure(error) });
    }
  };

  return (
    <section className="np-login__email" aria-labelledby={headingId}>
      <h2 className="np-login__heading" id={headingId}>
        {t('login.withEmail')}
      </h2>
      <form className="np-form" noValidate onSubmit={submit} aria-labelledby={headingId}>
        <FormMessage kind="error">{state.kind === 'failed' && <Failure failure={state.failure} onResend={resend} />}</FormMessage>
        <FormMessage kind="notice">{state.kind === 'validationSent' && t('login.validationSent')}</FormMessage>
        <TextField {...form.bind('email')} label={t('field.email')} type="email" autoComplete="email" required />
        <PasswordField {...form.bind('password')} label={t('field.password')} autoComplete="current-password" required />
        <SubmitButton invalid={!form.valid} waiting={state.kind === 'waiting'}>
          {t('login.submit')}
        </SubmitButton>
      </form>
    </section>
  );
}
