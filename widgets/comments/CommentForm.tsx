import { useId, useState, type FormEvent } from 'react';
import { postComment } from '../../src/api/comments';
import { COMMENT_MAX_LENGTH_CHARS } from '../../src/constants';
import { useT } from '../../src/i18n/use-t';
import { draftState } from './comment-rules';

export interface PendingComment {
  id: string;
  text: string;
}

export interface CommentFormProps {
  contentId: string;
  onPosted: (comment: PendingComment) => void;
}

/** The text (at most 500 characters, live counter) and the post; a failure keeps the text. */
export function CommentForm({ contentId, onPosted }: CommentFormProps) {
  const t = useT();
  const fieldId = useId();
  const counterId = useId();
  const errorId = useId();
  const [text, setText] = useState('');
  const [sending, setSending] = useState(false);
  const [failed, setFailed] = useState(false);
  const draft = draftState(text);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (!draft.canPost || sending) return;
    setSending(true);
    setFailed(false);
    try {
      const id = await postComment(contentId, { text });
      onPosted({ id, text });
      setText('');
    } catch {
      setFailed(true);
    } finally {
      setSending(false);
    }
  };

  return (
    <form className="np-comments__form" noValidate onSubmit={submit}>
      <label className="np-comments__label" htmlFor={fieldId}>
        {t('comments.field')}
      </label>
      <textarea
        id={fieldId}
        className="np-comments__field"
        name="text"
        rows={4}
        value={text}
        onChange={(event) => setText(event.target.value)}
        aria-describedby={draft.tooLong ? `${counterId} ${errorId}` : counterId}
        aria-invalid={draft.tooLong ? 'true' : undefined}
      />
      <p className="np-comments__counter" id={counterId} data-np-over-limit={draft.tooLong ? '' : undefined}>
        {t('comments.counter', { count: draft.length, max: COMMENT_MAX_LENGTH_CHARS })}
      </p>
      {draft.tooLong && (
        <p className="np-comments__field-error" id={errorId}>
          {t('validation.commentMax', { max: COMMENT_MAX_LENGTH_CHARS })}
        </p>
      )}
      <div role="alert" className="np-comments__error">
        {failed ? t('comments.postFailure') : ''}
      </div>
      <button type="submit" className="np-comments__submit" disabled={!draft.canPost || sending} aria-busy={sending ? 'true' : undefined}>
        {t('comments.submit')}
      </button>
    </form>
  );
}
