// A modal dialog: role="dialog", aria-modal, labelled by its title, focus moved in and trapped,
// Esc and the close button close it, focus returns to where it was.
import { useEffect, useId, useRef, type KeyboardEvent, type ReactNode } from 'react';
import './modal.css';

export interface ModalProps {
  title: string;
  closeLabel: string;
  onClose: () => void;
  children: ReactNode;
}

const FOCUSABLE = 'a[href], button:not([disabled]), input:not([disabled]), select:not([disabled]), textarea:not([disabled]), [tabindex]:not([tabindex="-1"])';

function trapTab(event: KeyboardEvent<HTMLDivElement>, dialog: HTMLDivElement): void {
  const items = [...dialog.querySelectorAll<HTMLElement>(FOCUSABLE)];
  const first = items[0];
  const last = items[items.length - 1];
  if (!first || !last) return;
  if (event.shiftKey && document.activeElement === first) {
    event.preventDefault();
    last.focus();
  } else if (!event.shiftKey && document.activeElement === last) {
    event.preventDefault();
    first.focus();
  }
}

export function Modal({ title, closeLabel, onClose, children }: ModalProps) {
  const titleId = useId();
  const dialog = useRef<HTMLDivElement>(null);
  useEffect(() => {
    const previous = document.activeElement instanceof HTMLElement ? document.activeElement : null;
    dialog.current?.querySelector<HTMLElement>(FOCUSABLE)?.focus();
    return () => previous?.focus();
  }, []);
  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    if (event.key === 'Escape') {
      event.stopPropagation();
      onClose();
    } else if (event.key === 'Tab' && dialog.current) trapTab(event, dialog.current);
  };
  return (
    <div className="np-modal__backdrop" onClick={(event) => event.target === event.currentTarget && onClose()}>
      <div className="np-modal" role="dialog" aria-modal="true" aria-labelledby={titleId} ref={dialog} onKeyDown={onKeyDown}>
        <h2 className="np-modal__title" id={titleId}>
          {title}
        </h2>
        {children}
        <button type="button" className="np-modal__close" aria-label={closeLabel} onClick={onClose}>
          ×
        </button>
      </div>
    </div>
  );
}
