import { useState } from 'react';
import { useReaderSession } from '../../src/account-code/use-reader-session';
import type { AccountCode } from '../../src/account-code/load';
import { useReadyWhen, useWidgetHost } from '../../src/elements/widget-host';
import { useT } from '../../src/i18n/use-t';
import { Unavailable } from '../../src/account-code/Unavailable';
import './like-button.css';

export interface LikeButtonProps {
  contentId?: string;
  authorId?: string;
}

/**
 * Saves a content (`content-id`) or follows an author (`author-id`); logged out, a login prompt.
 * Without a session cookie it shows at once, and the session code arrives with the first click.
 */
export function LikeButton({ contentId, authorId }: LikeButtonProps) {
  const t = useT();
  const { markReady } = useWidgetHost();
  const { session, unavailable, waiting, withAccount } = useReaderSession();
  const { status, currentUser } = session;
  const [prompt, setPrompt] = useState<AccountCode['LoginPrompt'] | null>(null);
  const [pending, setPending] = useState(false);
  const forAuthor = !contentId && Boolean(authorId);
  const id = contentId || authorId || '';
  const ids = forAuthor ? currentUser?.followedAuthorIds : currentUser?.savedContentIds;
  const pressed = status === 'loggedIn' && Boolean(ids?.includes(id));

  useReadyWhen(status !== 'unknown' && !unavailable, markReady);

  const toggle = async (code: AccountCode) => {
    if (status !== 'loggedIn') return setPrompt(() => code.LoginPrompt);
    setPending(true);
    try {
      await (forAuthor ? code.setAuthorFollowed(id, !pressed) : code.setContentSaved(id, !pressed));
    } catch (error) {
      // Only logged: the state stays as the server has it.
      console.warn(`np: the ${forAuthor ? 'author' : 'favourite'} toggle failed`, error);
    } finally {
      setPending(false);
    }
  };

  if (unavailable) return <Unavailable />;
  if (!id) return null;
  const LoginPrompt = prompt;
  return (
    <>
      <button
        type="button"
        className="np-like-button"
        aria-pressed={pressed}
        aria-busy={pending || waiting ? 'true' : undefined}
        disabled={status === 'unknown'}
        onClick={() => void withAccount(toggle)}
      >
        <svg className="np-like-button__icon" viewBox="0 0 24 24" width="20" height="20" aria-hidden="true" focusable="false">
          <path d={forAuthor ? 'M12 12a4 4 0 1 0 0-8 4 4 0 0 0 0 8zM4 21c0-4 3.6-6 8-6s8 2 8 6' : 'M6 3h12v18l-6-4-6 4z'} />
        </svg>
        <span className="np-like-button__label">{t(forAuthor ? 'like.followAuthor' : 'like.saveContent')}</span>
      </button>
      {LoginPrompt && <LoginPrompt title={t('like.loginTitle')} text={t(forAuthor ? 'like.loginAuthor' : 'like.loginContent')} onClose={() => setPrompt(null)} />}
    </>
  );
}
