import { useEffect, useMemo, useState, type FormEvent } from 'react';
import { ApiError } from '../../src/api/api-error';
import { updateProfile, type CurrentUser } from '../../src/api/user';
import { useReadyWhen } from '../../src/elements/widget-host';
import { useT } from '../../src/i18n/use-t';
import { FormMessage, PasswordField, PlaceFields, SubmitButton, TextField, useForm, type PlaceMaps } from '../../src/forms';
import type { MessageKey } from '../../src/i18n';
import { LOGIN_PAGE_PATH, navigation } from '../../src/navigation/safe-redirect';
import { refreshCurrentUser, userUpdated } from '../../src/session/session';
import { profileSchema } from '../../src/validation';
import { DeleteAccount } from './DeleteAccount';
import { formValuesOf, profileUpdateOf } from './profile-form-values';

const PASSWORD_GROUP = [['password', 'newPassword', 'repeatPassword']] as const;

type Alert = { kind: 'notice' | 'error'; key: MessageKey } | null;

/** Refreshes the current user on load (failure: /acceso/), then the form with every profile field. */
export function ProfileForm({ maps, contactEmail, onReady }: { maps: PlaceMaps; contactEmail: string; onReady: () => void }) {
  const t = useT();
  const [user, setUser] = useState<CurrentUser | null>(null);
  const [failure, setFailure] = useState<MessageKey | null>(null);
  useEffect(() => {
    refreshCurrentUser()
      .then(setUser)
      .catch((error: unknown) => {
        setFailure(error instanceof ApiError ? error.messageKey : 'request.server');
        navigation.assign(LOGIN_PAGE_PATH);
      });
  }, []);
  useReadyWhen(Boolean(user || failure), onReady);
  if (failure) return <FormMessage kind="error">{t(failure)}</FormMessage>;
  return user ? <Form user={user} maps={maps} contactEmail={contactEmail} /> : null;
}

function Form({ user, maps, contactEmail }: { user: CurrentUser; maps: PlaceMaps; contactEmail: string }) {
  const t = useT();
  const rrss = user.profileType === 'rrss';
  const schema = useMemo(() => profileSchema(!rrss), [rrss]);
  const form = useForm(schema, formValuesOf(user), PASSWORD_GROUP);
  const [saving, setSaving] = useState(false);
  const [alert, setAlert] = useState<Alert>(null);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    form.showAllErrors();
    if (!form.valid || saving) return;
    setAlert(null);
    setSaving(true);
    try {
      const saved = userUpdated(await updateProfile(profileUpdateOf(form.values)));
      form.reset(formValuesOf(saved));
      setAlert({ kind: 'notice', key: 'profile.saved' });
    } catch (error) {
      setAlert({ kind: 'error', key: error instanceof ApiError && error.status === 401 ? 'profile.credentials' : 'profile.generic' });
    } finally {
      setSaving(false);
    }
  };

  const bind = form.bind;
  return (
    <div className="np-profile-form">
      <form className="np-form" noValidate onSubmit={submit}>
        <FormMessage kind="notice">{alert?.kind === 'notice' && t(alert.key)}</FormMessage>
        <FormMessage kind="error">{alert?.kind === 'error' && t(alert.key)}</FormMessage>
        <TextField {...bind('nick')} label={t('field.nick')} autoComplete="username" required />
        <TextField {...bind('name')} label={t('field.name')} autoComplete="given-name" required />
        <TextField {...bind('surname')} label={t('field.surname')} autoComplete="family-name" required />
        <TextField {...bind('birthdate')} label={t('field.birthdate')} hint={t('field.birthdateHint')} inputMode="numeric" autoComplete="bday" />
        <TextField {...bind('email')} label={t('field.email')} type="email" autoComplete="email" required />
        {!rrss && (
          <fieldset className="np-profile-form__passwords">
            <legend>{t('profile.passwords')}</legend>
            <PasswordField {...bind('password')} label={t('field.currentPassword')} autoComplete="current-password" />
            <PasswordField {...bind('newPassword')} label={t('field.newPassword')} autoComplete="new-password" hint={t('validation.passwordPlaceholder')} />
            <PasswordField {...bind('repeatPassword')} label={t('field.repeatPassword')} autoComplete="new-password" />
          </fieldset>
        )}
        <TextField {...bind('phone')} label={t('field.phone')} type="tel" inputMode="numeric" autoComplete="tel-national" />
        <TextField {...bind('address')} label={t('field.address')} autoComplete="street-address" />
        <PlaceFields form={form} maps={maps} />
        <TextField {...bind('postalCode')} label={t('field.postalCode')} inputMode="numeric" autoComplete="postal-code" />
        <SubmitButton invalid={!form.valid} waiting={saving}>
          {t(rrss ? 'profile.saveRrss' : 'profile.save')}
        </SubmitButton>
      </form>
      <DeleteAccount contactEmail={contactEmail} />
    </div>
  );
}
