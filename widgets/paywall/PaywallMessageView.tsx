// One paywall message, any of the four types, with every field of the spec's message entity.
// Texts are plain text; addresses were already kept to http(s) and site-relative ones.
import { useId, useLayoutEffect, useRef, type KeyboardEvent, type ReactNode, type SyntheticEvent } from 'react';
import type { PaywallMessage } from '../../src/api/paywall';
import { useT } from '../../src/i18n/use-t';

export interface PaywallMessageViewProps {
  message: PaywallMessage;
  /** Showroom (preview) mode: a modal opens without taking the page (no inert page, no scroll lock). */
  showroom: boolean;
  onClose: () => void;
}

/** `counterText` with `{numConsumedContent}` and `{maxConsumedContent}` filled in; without a text, `n / max`. */
export function counterLine({ counterText, numConsumedContent, maxConsumedContent }: PaywallMessage): string | null {
  const values: Record<string, number | null> = { numConsumedContent, maxConsumedContent };
  if (counterText) return counterText.replace(/\{(numConsumedContent|maxConsumedContent)\}/g, (placeholder, name: string) => (values[name] === null ? placeholder : String(values[name])));
  return numConsumedContent !== null && maxConsumedContent !== null ? `${numConsumedContent} / ${maxConsumedContent}` : null;
}

function Link({ href, className, children }: { href: string | null; className: string; children: ReactNode }) {
  return href ? (
    <a className={className} href={href}>
      {children}
    </a>
  ) : (
    <span className={className}>{children}</span>
  );
}

function MessageBody({ message, titleId }: { message: PaywallMessage; titleId: string }) {
  const counter = counterLine(message);
  return (
    <>
      {message.logo && (message.logoUrl || message.logoText) && (
        <p className="np-paywall__logo">{message.logoUrl ? <img src={message.logoUrl} alt={message.logoText ?? ''} height="32" /> : message.logoText}</p>
      )}
      {message.smallText && <p className="np-paywall__small">{message.smallText}</p>}
      {message.principalText && (
        <p className="np-paywall__principal" id={titleId}>
          {message.principalText}
        </p>
      )}
      {counter && <p className="np-paywall__counter">{counter}</p>}
      {message.aboveButtonText && <p className="np-paywall__above">{message.aboveButtonText}</p>}
      {((message.buttonText && message.buttonUrl) || (message.button2Text && message.button2Url)) && (
        <p className="np-paywall__actions">
          {message.buttonText && message.buttonUrl && (
            <a className="np-paywall__button np-paywall__button--primary" href={message.buttonUrl}>
              {message.buttonText}
            </a>
          )}
          {message.button2Text && message.button2Url && (
            <a className="np-paywall__button" href={message.button2Url}>
              {message.button2Text}
            </a>
          )}
        </p>
      )}
      {message.underButtonText && <p className="np-paywall__under">{message.underButtonText}</p>}
      {message.bottomText && (
        <p className="np-paywall__bottom">
          <Link href={message.bottomUrl} className="np-paywall__bottom-link">
            {message.bottomText}
          </Link>
        </p>
      )}
    </>
  );
}

function CloseButton({ onClose }: { onClose: () => void }) {
  const t = useT();
  return (
    <button type="button" className="np-paywall__close" aria-label={t('paywall.close')} onClick={onClose}>
      ×
    </button>
  );
}

/**
 * The modal type on the platform's <dialog>: showModal() puts it in the top layer and makes the
 * page inert (focus stays inside). One that cannot be closed refuses Esc (`cancel` and the key
 * are prevented, and a close forced by the browser opens it again) and locks the page's scroll.
 * In showroom mode it opens with show(): the editor keeps the page and its scroll.
 */
function ModalMessage({ message, showroom, onClose }: PaywallMessageViewProps) {
  const t = useT();
  const titleId = useId();
  const dialog = useRef<HTMLDialogElement>(null);
  const closed = useRef(onClose);
  closed.current = onClose;
  const locked = !message.canBeClosed && !showroom;
  useLayoutEffect(() => {
    const element = dialog.current;
    if (!element) return undefined;
    const open = () => {
      if (element.open || !element.isConnected) return;
      if (showroom) element.show();
      else element.showModal();
    };
    open();
    // The browser may close a modal on a repeated Esc even when `cancel` is prevented.
    const onNativeClose = () => (message.canBeClosed ? closed.current() : open());
    element.addEventListener('close', onNativeClose);
    const root = document.documentElement;
    const overflow = root.style.overflow;
    if (locked) root.style.overflow = 'hidden';
    return () => {
      element.removeEventListener('close', onNativeClose);
      if (locked) root.style.overflow = overflow;
      if (element.open) element.close();
    };
  }, [message.canBeClosed, showroom, locked]);
  const onCancel = (event: SyntheticEvent<HTMLDialogElement>) => {
    event.preventDefault();
    if (message.canBeClosed) onClose();
  };
  const onKeyDown = (event: KeyboardEvent<HTMLDialogElement>) => {
    if (event.key === 'Escape' && !message.canBeClosed) event.preventDefault();
  };
  return (
    <dialog
      ref={dialog}
      className="np-paywall__message np-paywall__message--modal"
      data-np-paywall-type="modal"
      aria-modal={showroom ? undefined : 'true'}
      aria-labelledby={message.principalText ? titleId : undefined}
      aria-label={message.principalText ? undefined : t('paywall.label')}
      onCancel={onCancel}
      onKeyDown={onKeyDown}
    >
      <div className="np-paywall__box">
        <MessageBody message={message} titleId={titleId} />
        {message.canBeClosed && <CloseButton onClose={onClose} />}
      </div>
    </dialog>
  );
}

/** Bottom bar, floating box (at its `position`) or floating counter: fixed over the page, out of its flow. */
export function PaywallMessageView(props: PaywallMessageViewProps) {
  const t = useT();
  const titleId = useId();
  const { message, onClose } = props;
  if (message.type === 'modal') return <ModalMessage {...props} />;
  const position = message.type === 'floating-box' ? ` np-paywall__message--${message.position ?? 'bottom-right'}` : '';
  return (
    <section className={`np-paywall__message np-paywall__message--${message.type}${position}`} data-np-paywall-type={message.type} aria-label={t('paywall.label')}>
      <div className="np-paywall__box">
        <MessageBody message={message} titleId={titleId} />
        {message.canBeClosed && <CloseButton onClose={onClose} />}
      </div>
    </section>
  );
}
