import type { CommentVote, PublishedComment } from '../../src/api/comments';
import { useT } from '../../src/i18n/use-t';

export interface CommentItemProps {
  comment: PublishedComment;
  /** Formats the comment's ISO date for the page's language. */
  formatDate: (iso: string) => string;
  vote: CommentVote | null;
  reported: boolean;
  busy: boolean;
  onVote: (vote: CommentVote) => void;
  onReport: () => void;
}

/** A published comment: an `<article>` with name, date, text, votes (aria-pressed) and report. */
export function CommentItem({ comment, formatDate, vote, reported, busy, onVote, onReport }: CommentItemProps) {
  const t = useT();
  const voted = vote !== null;
  return (
    <article className="np-comments__item" aria-labelledby={`np-comment-${comment.id}`}>
      <header className="np-comments__meta">
        <span className="np-comments__name" id={`np-comment-${comment.id}`}>
          {comment.name}
        </span>
        {comment.date && (
          <time className="np-comments__date" dateTime={comment.date}>
            {formatDate(comment.date)}
          </time>
        )}
      </header>
      <p className="np-comments__text">{comment.text}</p>
      <div className="np-comments__actions">
        <button type="button" className="np-comments__action" aria-pressed={vote === 'like'} disabled={voted || busy} onClick={() => onVote('like')}>
          {t('comments.like', { count: comment.likes })}
        </button>
        <button type="button" className="np-comments__action" aria-pressed={vote === 'dislike'} disabled={voted || busy} onClick={() => onVote('dislike')}>
          {t('comments.dislike', { count: comment.dislikes })}
        </button>
        <button type="button" className="np-comments__action np-comments__action--report" disabled={reported || busy} onClick={onReport}>
          {t(reported ? 'comments.reported' : 'comments.report')}
        </button>
      </div>
    </article>
  );
}
