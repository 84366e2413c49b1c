import { useId, type ChangeEvent } from 'react';
import { useT } from '../../src/i18n/use-t';
import type { ValidationMessage } from '../../src/validation';

interface FileFieldProps {
  label: string;
  hint: string;
  error: ValidationMessage | null;
  disabled: boolean;
  onFile: (file: File | null) => void;
}

/** `name="file"`: images and videos; the hint gives the limits, the error sits under the field. */
export function FileField({ label, hint, error, disabled, onFile }: FileFieldProps) {
  const t = useT();
  const id = useId();
  const describedBy = [`${id}-hint`, error ? `${id}-error` : ''].filter(Boolean).join(' ');
  return (
    <div className="np-field">
      <label className="np-field__label" htmlFor={id}>
        {label}
      </label>
      <input
        id={id}
        className="np-ugc-form__file"
        type="file"
        name="file"
        accept="image/*,video/*"
        disabled={disabled}
        aria-describedby={describedBy}
        aria-invalid={error ? 'true' : undefined}
        onChange={(event: ChangeEvent<HTMLInputElement>) => onFile(event.target.files?.[0] ?? null)}
      />
      <p className="np-field__hint" id={`${id}-hint`}>
        {hint}
      </p>
      {error && (
        <p className="np-field__error" id={`${id}-error`}>
          {t(error.key, error.params)}
        </p>
      )}
    </div>
  );
}
