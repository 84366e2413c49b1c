// Form state for the account widgets: values, the schema's first error per field (shown once
// the field was left or a submit was tried), errors the server adds, and validity for the submit.
import { useCallback, useMemo, useState, type ChangeEvent } from 'react';
import { isValid, validate, type FormErrors, type FormValue, type FormValues, type Schema, type ValidationMessage } from '../validation';

export interface BoundField {
  name: string;
  value: FormValue;
  error: ValidationMessage | undefined;
  onChange: (event: ChangeEvent<HTMLInputElement | HTMLSelectElement | HTMLTextAreaElement>) => void;
  onBlur: () => void;
}

export interface Form {
  values: FormValues;
  errors: FormErrors;
  valid: boolean;
  bind: (name: string) => BoundField;
  setValue: (name: string, value: FormValue) => void;
  /** Replaces every value (refill after a save); nothing shows as touched. */
  reset: (values: FormValues) => void;
  /** An error only the server knows (nick taken…); null removes it. */
  setServerError: (name: string, message: ValidationMessage | null) => void;
  /** Shows every field's error (a submit was tried). */
  showAllErrors: () => void;
}

const valueOf = (target: HTMLInputElement | HTMLSelectElement | HTMLTextAreaElement): FormValue =>
  target instanceof HTMLInputElement && target.type === 'checkbox' ? target.checked : target.value;

/** `groups`: fields whose errors show together once any of them was left (the three passwords). */
export function useForm(schema: Schema, initial: FormValues, groups: ReadonlyArray<readonly string[]> = []): Form {
  const [values, setValues] = useState<FormValues>(initial);
  const [touched, setTouched] = useState<ReadonlySet<string>>(new Set());
  const [showAll, setShowAll] = useState(false);
  const [serverErrors, setServerErrors] = useState<FormErrors>({});
  const schemaErrors = useMemo(() => validate(schema, values), [schema, values]);
  const errors = useMemo(() => ({ ...schemaErrors, ...serverErrors }), [schemaErrors, serverErrors]);

  const setValue = useCallback((name: string, value: FormValue) => {
    setValues((current) => ({ ...current, [name]: value }));
    setServerErrors(({ [name]: _dropped, ...rest }) => rest);
  }, []);

  const revealed = (name: string) => touched.has(name) || groups.some((group) => group.includes(name) && group.some((each) => touched.has(each)));
  const bind = (name: string): BoundField => ({
    name,
    value: values[name] ?? '',
    error: showAll || revealed(name) || serverErrors[name] ? errors[name] : undefined,
    onChange: (event) => setValue(name, valueOf(event.target)),
    onBlur: () => setTouched((current) => (current.has(name) ? current : new Set([...current, name]))),
  });

  return {
    values,
    errors,
    valid: isValid(errors),
    bind,
    setValue,
    reset: (next) => {
      setValues(next);
      setTouched(new Set());
      setShowAll(false);
      setServerErrors({});
    },
    setServerError: (name, message) =>
      setServerErrors(({ [name]: _dropped, ...rest }) => (message ? { ...rest, [name]: message } : rest)),
    showAllErrors: () => setShowAll(true),
  };
}
