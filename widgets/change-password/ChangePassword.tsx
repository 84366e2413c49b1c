import { useState, type FormEvent } from 'react';
import { ApiError } from '../../src/api/api-error';
import { changePassword } from '../../src/api/user';
import { useT } from '../../src/i18n/use-t';
import { FormMessage, PasswordField, SubmitButton, useForm } from '../../src/forms';
import type { MessageKey } from '../../src/i18n';
import { navigation } from '../../src/navigation/safe-redirect';
import { changePasswordSchema } from '../../src/validation';
import '../login/login.css';

export interface ChangePasswordProps {
  token?: string;
}

/** A refused token (400, 404, 410) means the link is bad or expired; other failures the request text. */
export const changeFailureKey = (error: unknown): MessageKey =>
  error instanceof ApiError ? ([400, 404, 410].includes(error.status ?? 0) ? 'change.badLink' : error.messageKey) : 'request.server';

/** The new password for the mailed token (`token` attribute or `?token=`), then /acceso?alert=password_changed. */
export function ChangePassword({ token }: ChangePasswordProps) {
  const t = useT();
  const resetToken = token || new URLSearchParams(window.location.search).get('token') || '';
  const form = useForm(changePasswordSchema, { password: '', repeatPassword: '' });
  const [waiting, setWaiting] = useState(false);
  const [failure, setFailure] = useState<MessageKey | null>(resetToken ? null : 'change.badLink');

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    form.showAllErrors();
    if (!form.valid || waiting || !resetToken) return;
    setWaiting(true);
    setFailure(null);
    try {
      await changePassword(resetToken, String(form.values.password));
      navigation.assign('/acceso?alert=password_changed');
    } catch (error) {
      setFailure(changeFailureKey(error));
      setWaiting(false);
    }
  };

  return (
    <div className="np-login">
      <form className="np-form" noValidate onSubmit={submit}>
        <FormMessage kind="error">
          {failure && (
            <>
              {t(failure)} {failure === 'change.badLink' && <a href="/acceso/recuperar">{t('change.askAgain')}</a>}
            </>
          )}
        </FormMessage>
        <PasswordField {...form.bind('password')} label={t('field.newPassword')} autoComplete="new-password" hint={t('validation.passwordPlaceholder')} required />
        <PasswordField {...form.bind('repeatPassword')} label={t('field.repeatPassword')} autoComplete="new-password" required />
        <SubmitButton invalid={!form.valid || !resetToken} waiting={waiting}>
          {t('change.submit')}
        </SubmitButton>
      </form>
    </div>
  );
}
