// Form fields of the account widgets: a visible label (with a star when required), `name` = the
// payload field, the first error under the field linked by aria-describedby, aria-invalid.
import { useId, useState, type InputHTMLAttributes, type ReactNode, type TextareaHTMLAttributes } from 'react';
import { useT } from '../i18n/use-t';
import type { ValidationMessage } from '../validation';
import type { BoundField } from './use-form';
import './forms.css';

interface FieldProps extends BoundField {
  label: string;
  required?: boolean;
  hint?: string;
}

function FieldError({ id, error }: { id: string; error: ValidationMessage | undefined }) {
  const t = useT();
  return error ? (
    <p className="np-field__error" id={id}>
      {t(error.key, error.params)}
    </p>
  ) : null;
}

function Label({ htmlFor, label, required }: { htmlFor: string; label: string; required?: boolean }) {
  const t = useT();
  return (
    <label className="np-field__label" htmlFor={htmlFor}>
      {label}
      {required && (
        <span className="np-field__star" aria-hidden="true">
          {' *'}
        </span>
      )}
      {required && <span className="np-visually-hidden"> {t('forms.required')}</span>}
    </label>
  );
}

/** aria-describedby and aria-invalid for a field with this error and hint. */
function described(errorId: string, hintId: string, error: ValidationMessage | undefined, hint?: string) {
  const ids = [hint ? hintId : '', error ? errorId : ''].filter(Boolean).join(' ');
  return { 'aria-describedby': ids || undefined, 'aria-invalid': error ? ('true' as const) : undefined };
}

type InputProps = Omit<InputHTMLAttributes<HTMLInputElement>, 'name' | 'value' | 'onChange' | 'onBlur'>;

export function TextField({ label, required, hint, error, value, ...field }: FieldProps & InputProps) {
  const id = useId();
  return (
    <div className="np-field">
      <Label htmlFor={id} label={label} required={required} />
      <input id={id} className="np-field__input" {...field} value={String(value)} required={required} {...described(`${id}-error`, `${id}-hint`, error, hint)} />
      {hint && <p className="np-field__hint" id={`${id}-hint`}>{hint}</p>}
      <FieldError id={`${id}-error`} error={error} />
    </div>
  );
}

type TextAreaProps = Omit<TextareaHTMLAttributes<HTMLTextAreaElement>, 'name' | 'value' | 'onChange' | 'onBlur'>;

/** A multi-line text field, with the same label, hint and error wiring as TextField. */
export function TextAreaField({ label, required, hint, error, value, ...field }: FieldProps & TextAreaProps) {
  const id = useId();
  return (
    <div className="np-field">
      <Label htmlFor={id} label={label} required={required} />
      <textarea id={id} className="np-field__input np-field__textarea" rows={5} {...field} value={String(value)} required={required} {...described(`${id}-error`, `${id}-hint`, error, hint)} />
      {hint && <p className="np-field__hint" id={`${id}-hint`}>{hint}</p>}
      <FieldError id={`${id}-error`} error={error} />
    </div>
  );
}

/** A password field with a show/hide toggle (aria-pressed). */
export function PasswordField(props: FieldProps & InputProps) {
  const t = useT();
  const [visible, setVisible] = useState(false);
  const id = useId();
  const { label, required, hint, error, value, ...field } = props;
  return (
    <div className="np-field">
      <Label htmlFor={id} label={label} required={required} />
      <div className="np-field__password">
        <input id={id} className="np-field__input" {...field} type={visible ? 'text' : 'password'} value={String(value)} required={required} {...described(`${id}-error`, `${id}-hint`, error, hint)} />
        <button type="button" className="np-field__toggle" aria-pressed={visible} aria-label={t('forms.showPassword', { field: label })} onClick={() => setVisible((shown) => !shown)}>
          {visible ? t('forms.hide') : t('forms.show')}
        </button>
      </div>
      {hint && <p className="np-field__hint" id={`${id}-hint`}>{hint}</p>}
      <FieldError id={`${id}-error`} error={error} />
    </div>
  );
}

export function SelectField({ label, required, error, value, options, disabled, placeholder, ...field }: FieldProps & { options: ReadonlyArray<readonly [string, string]>; disabled?: boolean; placeholder: string }) {
  const id = useId();
  return (
    <div className="np-field">
      <Label htmlFor={id} label={label} required={required} />
      <select id={id} className="np-field__input" {...field} value={String(value)} disabled={disabled} required={required} {...described(`${id}-error`, '', error)}>
        <option value="">{placeholder}</option>
        {options.map(([code, name]) => (
          <option key={code} value={code}>
            {name}
          </option>
        ))}
      </select>
      <FieldError id={`${id}-error`} error={error} />
    </div>
  );
}

export function CheckboxField({ label, error, value, required, ...field }: Omit<FieldProps, 'label'> & { label: ReactNode }) {
  const id = useId();
  return (
    <div className="np-field np-field--checkbox">
      <input id={id} type="checkbox" className="np-field__checkbox" {...field} checked={value === true} required={required} {...described(`${id}-error`, '', error)} />
      <label htmlFor={id} className="np-field__label">
        {label}
        {required && <span className="np-field__star" aria-hidden="true">{' *'}</span>}
      </label>
      <FieldError id={`${id}-error`} error={error} />
    </div>
  );
}
