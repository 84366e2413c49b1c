import { useId, useState, type FormEvent } from 'react';
import { sendContactMessage } from '../../src/api/contact';
import { CheckboxField, FormMessage, SubmitButton, TextAreaField, TextField, useForm } from '../../src/forms';
import { useT } from '../../src/i18n/use-t';
import { contactSchema } from '../../src/validation';
import './contact-form.css';

export type ContactFormProps = Record<string, never>;

const EMPTY = { name: '', email: '', subject: '', message: '', terms: false };

type State = 'idle' | 'waiting' | 'failed' | 'sent';

/** /contacto: name, email, subject, message and the legal acceptance; a failed send keeps every field. */
export function ContactForm() {
  const t = useT();
  const titleId = useId();
  const form = useForm(contactSchema, EMPTY);
  const [state, setState] = useState<State>('idle');

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    form.showAllErrors();
    if (!form.valid || state === 'waiting') return;
    setState('waiting');
    const value = (name: string) => String(form.values[name] ?? '').trim();
    try {
      await sendContactMessage({ name: value('name'), email: value('email'), subject: value('subject'), message: value('message'), terms: true });
      setState('sent');
    } catch {
      setState('failed');
    }
  };

  const bind = form.bind;
  return (
    <section className="np-contact-form" aria-labelledby={titleId}>
      <h2 className="np-contact-form__title" id={titleId}>
        {t('contact.title')}
      </h2>
      {state === 'sent' ? (
        <FormMessage kind="notice">{t('contact.sent')}</FormMessage>
      ) : (
        <form className="np-form" noValidate onSubmit={submit}>
          <TextField {...bind('name')} label={t('contact.name')} autoComplete="name" required />
          <TextField {...bind('email')} label={t('contact.email')} type="email" autoComplete="email" required />
          <TextField {...bind('subject')} label={t('contact.subject')} required />
          <TextAreaField {...bind('message')} label={t('contact.message')} required />
          <CheckboxField {...bind('terms')} label={t('register.terms')} required />
          <FormMessage kind="error">{state === 'failed' && t('contact.error')}</FormMessage>
          <SubmitButton invalid={!form.valid} waiting={state === 'waiting'}>
            {t('contact.submit')}
          </SubmitButton>
        </form>
      )}
    </section>
  );
}
