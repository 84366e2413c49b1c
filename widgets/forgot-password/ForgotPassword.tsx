import { useState, type FormEvent } from 'react';
import { ApiError } from '../../src/api/api-error';
import { recoverPassword } from '../../src/api/user';
import { useT } from '../../src/i18n/use-t';
import { FormMessage, SubmitButton, TextField, useForm } from '../../src/forms';
import type { MessageKey } from '../../src/i18n';
import { navigation } from '../../src/navigation/safe-redirect';
import { forgotPasswordSchema } from '../../src/validation';
import '../login/login.css';

export type ForgotPasswordProps = Record<string, never>;

/** An unknown email (400 or 404) has its own message; other failures the request client's text. */
export const recoveryFailureKey = (error: unknown): MessageKey =>
  error instanceof ApiError ? (error.status === 404 || error.status === 400 ? 'forgot.unknownEmail' : error.messageKey) : 'request.server';

/** Asks for the email, sends the reset link, then goes to /acceso?alert=password_reset_sent. */
export function ForgotPassword() {
  const t = useT();
  const form = useForm(forgotPasswordSchema, { email: '' });
  const [waiting, setWaiting] = useState(false);
  const [failure, setFailure] = useState<MessageKey | null>(null);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    form.showAllErrors();
    if (!form.valid || waiting) return;
    setWaiting(true);
    setFailure(null);
    try {
      await recoverPassword(String(form.values.email).trim());
      navigation.assign('/acceso?alert=password_reset_sent');
    } catch (error) {
      setFailure(recoveryFailureKey(error));
      setWaiting(false);
    }
  };

  return (
    <div className="np-login">
      <form className="np-form" noValidate onSubmit={submit}>
        <FormMessage kind="error">{failure && t(failure)}</FormMessage>
        <TextField {...form.bind('email')} label={t('field.email')} type="email" autoComplete="email" required />
        <SubmitButton invalid={!form.valid} waiting={waiting}>
          {t('forgot.submit')}
        </SubmitButton>
      </form>
      <p>
        <a href="/acceso/">{t('forgot.back')}</a>
      </p>
    </div>
  );
}
