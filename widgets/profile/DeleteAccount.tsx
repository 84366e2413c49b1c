import { useState } from 'react';
import { ApiError } from '../../src/api/api-error';
import { deleteAccount } from '../../src/api/user';
import { useT } from '../../src/i18n/use-t';
import { FormMessage } from '../../src/forms';
import { Modal } from '../../src/modal/Modal';
import { LOGIN_PAGE_PATH, navigation } from '../../src/navigation/safe-redirect';
import { sessionLost } from '../../src/session/session';

type Failure = 'demo' | 'generic' | null;

/** The delete button opens a confirmation; confirm closes it and deletes (412: the demo account). */
export function DeleteAccount({ contactEmail }: { contactEmail: string }) {
  const t = useT();
  const [confirming, setConfirming] = useState(false);
  const [deleting, setDeleting] = useState(false);
  const [failure, setFailure] = useState<Failure>(null);

  const confirm = async () => {
    setConfirming(false);
    setDeleting(true);
    setFailure(null);
    try {
      await deleteAccount();
      sessionLost();
      navigation.assign(LOGIN_PAGE_PATH);
    } catch (error) {
      setFailure(error instanceof ApiError && error.status === 412 ? 'demo' : 'generic');
      setDeleting(false);
    }
  };

  return (
    <div className="np-profile-delete">
      <FormMessage kind="error">{failure && (failure === 'demo' ? t('profile.deleteDemo', { email: contactEmail }) : t('profile.deleteFailed'))}</FormMessage>
      <button type="button" className="np-button np-button--danger" onClick={() => setConfirming(true)} disabled={deleting} aria-busy={deleting ? 'true' : undefined}>
        {t('profile.delete')}
      </button>
      {confirming && (
        <Modal title={t('profile.deleteTitle')} closeLabel={t('modal.close')} onClose={() => setConfirming(false)}>
          <p>{t('profile.deleteText')}</p>
          <div className="np-modal__actions">
            <button type="button" className="np-button np-button--danger" onClick={() => void confirm()}>
              {t('profile.deleteConfirm')}
            </button>
            <button type="button" className="np-button" onClick={() => setConfirming(false)}>
              {t('profile.deleteCancel')}
            </button>
          </div>
        </Modal>
      )}
    </div>
  );
}
