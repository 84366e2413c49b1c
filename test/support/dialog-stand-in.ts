// jsdom has <dialog> but not its behaviour (show, showModal, close, Esc). This stands in for the
// browser in component tests only: `open`, focus moved to the first focusable element and given
// back on close, Esc firing a cancelable `cancel` then closing, and the `close` event. The real
// thing (top layer, inert page, focus kept inside) is proven in Chromium by the browser tests.
const FOCUSABLE = 'a[href], button:not([disabled]), input:not([disabled]), select:not([disabled]), textarea:not([disabled]), [tabindex]:not([tabindex="-1"])';

const returnFocusTo = new WeakMap<HTMLDialogElement, Element | null>();
const modals: HTMLDialogElement[] = [];

function open(dialog: HTMLDialogElement, modal: boolean): void {
  if (dialog.open) return;
  returnFocusTo.set(dialog, dialog.ownerDocument.activeElement);
  dialog.setAttribute('open', '');
  if (modal) modals.push(dialog);
  dialog.querySelector<HTMLElement>(FOCUSABLE)?.focus();
}

export function installDialogStandIn(): void {
  if (typeof HTMLDialogElement.prototype.showModal === 'function') return;
  Object.assign(HTMLDialogElement.prototype, {
    show(this: HTMLDialogElement) {
      open(this, false);
    },
    showModal(this: HTMLDialogElement) {
      open(this, true);
    },
    close(this: HTMLDialogElement, returnValue?: string) {
      if (!this.open) return;
      if (returnValue !== undefined) this.returnValue = returnValue;
      this.removeAttribute('open');
      modals.splice(modals.indexOf(this) >>> 0, 1);
      const previous = returnFocusTo.get(this);
      if (previous instanceof HTMLElement && previous.isConnected) previous.focus();
      this.dispatchEvent(new Event('close'));
    },
  });
  document.addEventListener('keydown', (event) => {
    const top = modals.filter((dialog) => dialog.isConnected && dialog.open).at(-1);
    if (event.key !== 'Escape' || event.defaultPrevented || !top) return;
    if (top.dispatchEvent(new Event('cancel', { cancelable: true }))) top.close();
  });
}
