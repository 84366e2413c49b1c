// A form's rules as a schema: each field lists checks run in order; the first failing check gives
// the field's message (the spec shows the first error under its field).
import type { MessageKey, MessageParams } from '../i18n';

export type FormValue = string | boolean | readonly string[];
export type FormValues = Readonly<Record<string, FormValue>>;

export interface ValidationMessage {
  key: MessageKey;
  params?: MessageParams;
}

/** One check: a message when the value breaks it, else null. */
export type Check = (value: FormValue, values: FormValues) => ValidationMessage | null;

export type Schema = Readonly<Record<string, readonly Check[]>>;

export type FormErrors = Partial<Record<string, ValidationMessage>>;

export const text = (value: FormValue | undefined): string => (typeof value === 'string' ? value : '');

/** The first message of every field that breaks a rule. */
export function validate(schema: Schema, values: FormValues): FormErrors {
  const errors: FormErrors = {};
  for (const [field, checks] of Object.entries(schema)) {
    const value = values[field] ?? '';
    for (const check of checks) {
      const message = check(value, values);
      if (message) {
        errors[field] = message;
        break;
      }
    }
  }
  return errors;
}

export const isValid = (errors: FormErrors): boolean => Object.keys(errors).length === 0;

/** Builds a check from a predicate over the text value; empty optional values pass. */
export const rule =
  (test: (value: string, values: FormValues) => boolean, key: MessageKey, params?: MessageParams): Check =>
  (value, values) => {
    const current = text(value);
    if (current === '') return null;
    return test(current, values) ? null : { key, ...(params ? { params } : {}) };
  };

/** Required: the message names the field. */
export const required =
  (key: MessageKey, params?: MessageParams): Check =>
  (value) => {
    const filled = typeof value === 'string' ? value.trim() !== '' : Array.isArray(value) ? value.length > 0 : value === true;
    return filled ? null : { key, ...(params ? { params } : {}) };
  };

/** Runs `checks` only when `condition` holds for the whole form. */
export const when =
  (condition: (values: FormValues) => boolean, ...checks: Check[]): Check =>
  (value, values) => {
    if (!condition(values)) return null;
    for (const check of checks) {
      const message = check(value, values);
      if (message) return message;
    }
    return null;
  };
