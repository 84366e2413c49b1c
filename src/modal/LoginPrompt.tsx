// The prompt a logged-out reader gets on an action that needs an account (save, follow, send a
// participation or a question): log in (back to this page) or register. Uses the account texts.
import { useT } from '../i18n/use-t';
import { Modal } from './Modal';

export function LoginPrompt({ title, text, onClose }: { title: string; text: string; onClose: () => void }) {
  const t = useT();
  const back = encodeURIComponent(window.location.pathname + window.location.search);
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
