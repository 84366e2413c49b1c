// The submit button and form-level messages every account widget uses.
import type { ReactNode } from 'react';
import './forms.css';

/** `disabled` while the form is invalid, `aria-busy` while waiting. */
export function SubmitButton({ children, invalid, waiting }: { children: ReactNode; invalid: boolean; waiting: boolean }) {
  return (
    <button type="submit" className="np-button np-button--primary" disabled={invalid || waiting} aria-busy={waiting ? 'true' : undefined}>
      {children}
    </button>
  );
}

/** A form-level error (role=alert) or notice (role=status); nothing when there is no text. */
export function FormMessage({ kind, children }: { kind: 'error' | 'notice'; children: ReactNode }) {
  if (children === null || children === undefined || children === false || children === '') return null;
  return (
    <div className={`np-form-message np-form-message--${kind}`} role={kind === 'error' ? 'alert' : 'status'}>
      {children}
    </div>
  );
}
