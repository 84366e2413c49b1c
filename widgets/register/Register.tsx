import { useCallback, useMemo, useState, type FormEvent } from 'react';
import { useSelector } from 'react-redux';
import { register } from '../../src/api/user';
import { useT } from '../../src/i18n/use-t';
import { CheckboxField, FormMessage, PasswordField, PlaceFields, SubmitButton, TextField, useForm, type PlaceMaps } from '../../src/forms';
import type { MessageKey } from '../../src/i18n';
import type { NpState } from '../../src/store';
import { registrationSchema } from '../../src/validation';
import { Recaptcha } from './Recaptcha';
import { registrationFailure, registrationPayload } from './register-outcome';
import { useNickCheck } from './use-nick-check';
import './register.css';

export interface RegisterProps extends PlaceMaps {
  recaptchaSiteKey?: string;
  recaptchaDemoToken?: string;
}

const EMPTY = { nick: '', email: '', password: '', name: '', surname: '', birthdate: '', phone: '', country: 'ES', province: '', city: '', address: '', postalCode: '', terms: false, recaptcha: '' };

type State = 'idle' | 'waiting' | 'created';

/** /registro: every field of the registration payload with its rules; a validation mail on success. */
export function Register({ countries, provinces, cities, recaptchaSiteKey, recaptchaDemoToken }: RegisterProps) {
  const t = useT();
  const origin = useSelector((state: NpState) => state.site.alias);
  const schema = useMemo(() => registrationSchema(new Date()), []);
  const form = useForm(schema, EMPTY);
  const [state, setState] = useState<State>('idle');
  const [failure, setFailure] = useState<MessageKey | null>(null);
  useNickCheck(form);
  const { setValue } = form;
  const onToken = useCallback((token: string) => setValue('recaptcha', token), [setValue]);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    form.showAllErrors();
    if (!form.valid || state === 'waiting') return;
    setState('waiting');
    setFailure(null);
    try {
      await register(registrationPayload(form.values, String(form.values.recaptcha), origin));
      setState('created');
    } catch (error) {
      const outcome = registrationFailure(error);
      if (outcome.field) form.setServerError(outcome.field, { key: outcome.key });
      else setFailure(outcome.key);
      setState('idle');
    }
  };

  if (state === 'created') return <FormMessage kind="notice">{t('register.created')}</FormMessage>;
  const bind = form.bind;
  return (
    <form className="np-form np-register" noValidate onSubmit={submit}>
      <FormMessage kind="error">{failure && t(failure)}</FormMessage>
      <TextField {...bind('nick')} label={t('field.nick')} autoComplete="username" required />
      <TextField {...bind('email')} label={t('field.email')} type="email" autoComplete="email" required />
      <PasswordField {...bind('password')} label={t('field.password')} autoComplete="new-password" hint={t('validation.passwordPlaceholder')} required />
      <TextField {...bind('name')} label={t('field.name')} autoComplete="given-name" required />
      <TextField {...bind('surname')} label={t('field.surname')} autoComplete="family-name" required />
      <TextField {...bind('birthdate')} label={t('field.birthdate')} hint={t('field.birthdateHint')} inputMode="numeric" autoComplete="bday" required />
      <TextField {...bind('phone')} label={t('field.phone')} type="tel" inputMode="numeric" autoComplete="tel-national" />
      <PlaceFields form={form} maps={{ countries, provinces, cities }} required />
      <TextField {...bind('address')} label={t('field.address')} autoComplete="street-address" />
      <TextField {...bind('postalCode')} label={t('field.postalCode')} inputMode="numeric" autoComplete="postal-code" />
      <CheckboxField {...bind('terms')} label={t('register.terms')} required />
      <Recaptcha siteKey={recaptchaSiteKey} demoToken={recaptchaDemoToken} token={String(form.values.recaptcha)} onToken={onToken} />
      <SubmitButton invalid={!form.valid} waiting={state === 'waiting'}>
        {t('register.submit')}
      </SubmitButton>
    </form>
  );
}
