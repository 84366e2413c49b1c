// A modal dialog on the platform's <dialog> and showModal(): it sits in the top layer (above any
// z-index of a CMS theme), the page behind is inert for pointer and screen reader, and the browser
// moves focus in, keeps it there, closes on Esc (the `cancel` event) and returns focus on close.
// role="dialog" is the element's own; aria-modal says it to tools that read the attribute.
import { useId, useLayoutEffect, useRef, type MouseEvent, type ReactNode, type SyntheticEvent } from 'react';
import './modal.css';

export interface ModalProps {
  title: string;
  closeLabel: string;
  onClose: () => void;
  children: ReactNode;
}

export function Modal({ title, closeLabel, onClose, children }: ModalProps) {
  const titleId = useId();
  const dialog = useRef<HTMLDialogElement>(null);
  // A layout effect: its clean-up runs before React removes the element, so close() (and the
  // browser's focus return) happens while the dialog is still in the page.
  useLayoutEffect(() => {
    const element = dialog.current;
    if (element && !element.open) element.showModal();
    return () => {
      if (element?.open) element.close();
    };
  }, []);
  const onCancel = (event: SyntheticEvent<HTMLDialogElement>) => {
    // Esc: the owner decides (it unmounts the dialog), so the browser does not close it alone.
    event.preventDefault();
    onClose();
  };
  // A click on the backdrop lands on the <dialog> itself; its content fills an inner box.
  const onClick = (event: MouseEvent<HTMLDialogElement>) => event.target === event.currentTarget && onClose();
  return (
    <dialog className="np-modal" aria-modal="true" aria-labelledby={titleId} ref={dialog} onCancel={onCancel} onClick={onClick}>
      <div className="np-modal__box">
        <h2 className="np-modal__title" id={titleId}>
          {title}
        </h2>
        {children}
        <button type="button" className="np-modal__close" aria-label={closeLabel} onClick={onClose}>
          ×
        </button>
      </div>
    </dialog>
  );
}
