import { useEffect, useRef, useState } from 'react';
import { useWidgetHost } from '../../src/elements/widget-host';
import { useT } from '../../src/i18n/use-t';
import { LoginPrompt } from '../../src/modal/LoginPrompt';
import { setAuthorFollowed, setContentSaved } from '../../src/session/session';
import { useSession } from '../../src/session/use-session';
import './like-button.css';

export interface LikeButtonProps {
  contentId?: string;
  authorId?: string;
}

/** Saves a content (`content-id`) or follows an author (`author-id`); logged out, a login prompt. */
export function LikeButton({ contentId, authorId }: LikeButtonProps) {
  const t = useT();
  const { markReady } = useWidgetHost();
  const { status, currentUser } = useSession();
  const [prompting, setPrompting] = useState(false);
  const [pending, setPending] = useState(false);
  const button = useRef<HTMLButtonElement>(null);
  const forAuthor = !contentId && Boolean(authorId);
  const id = contentId || authorId || '';
  const ids = forAuthor ? currentUser?.followedAuthorIds : currentUser?.savedContentIds;
  const pressed = status === 'loggedIn' && Boolean(ids?.includes(id));
  useEffect(() => {
    if (status !== 'unknown') markReady();
  }, [status, markReady]);

  const toggle = async () => {
    if (status !== 'loggedIn') return setPrompting(true);
    setPending(true);
    try {
      await (forAuthor ? setAuthorFollowed(id, !pressed) : setContentSaved(id, !pressed));
    } catch (error) {
      // Only logged: the state stays as the server has it.
      console.warn(`np: the ${forAuthor ? 'author' : 'favourite'} toggle failed`, error);
    } finally {
      setPending(false);
    }
  };

  if (!id) return null;
  return (
    <>
      <button
        ref={button}
        type="button"
        className="np-like-button"
        aria-pressed={pressed}
        aria-busy={pending ? 'true' : undefined}
        disabled={status === 'unknown'}
        onClick={() => void toggle()}
      >
        <svg className="np-like-button__icon" viewBox="0 0 24 24" width="20" height="20" aria-hidden="true" focusable="false">
          <path d={forAuthor ? 'M12 12a4 4 0 1 0 0-8 4 4 0 0 0 0 8zM4 21c0-4 3.6-6 8-6s8 2 8 6' : 'M6 3h12v18l-6-4-6 4z'} />
        </svg>
        <span className="np-like-button__label">{t(forAuthor ? 'like.followAuthor' : 'like.saveContent')}</span>
      </button>
      {prompting && <LoginPrompt title={t('like.loginTitle')} text={t(forAuthor ? 'like.loginAuthor' : 'like.loginContent')} onClose={() => setPrompting(false)} />}
    </>
  );
}
