// The prompt a logged-out reader gets when an action needs a session (save, follow, vote,
// report): a modal with a login link that comes back to this page and a register link.
import { useT } from '../i18n/use-t';
import { Modal } from './Modal';

export interface LoginPromptProps {
  title: string;
  text: string;
  onClose: () => void;
  /** Where the login comes back to: this page (and `hash`, e.g. `#comments`) by default. */
  hash?: string;
}

export function LoginPrompt({ title, text, onClose, hash = '' }: LoginPromptProps) {
  const t = useT();
  const back = encodeURIComponent(window.location.pathname + window.location.search + hash);
  return (
    <Modal title={title} closeLabel={t('modal.close')} onClose={onClose}>
      <p>{text}</p>
      <div className="np-modal__actions">
        <a className="np-button np-button--primary" href={`/acceso?backUrl=${back}`}>
          {t('like.login')}
        </a>
        <a className="np-button" href="/registro">
          {t('like.register')}
        </a>
      </div>
    </Modal>
  );
}
