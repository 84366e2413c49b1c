import { useCallback, useEffect, useId, useMemo, useState } from 'react';
import { useSelector } from 'react-redux';
import { fetchComments, reportComment, voteOnComment, type CommentVote, type PublishedComment } from '../../src/api/comments';
import { useWidgetHost } from '../../src/elements/widget-host';
import { languageOf } from '../../src/i18n';
import { useT } from '../../src/i18n/use-t';
import { LoginPrompt } from '../../src/modal/LoginPrompt';
import { Modal } from '../../src/modal/Modal';
import { rememberCommentReport, rememberCommentVote } from '../../src/session/session';
import { useSession } from '../../src/session/use-session';
import type { NpState } from '../../src/store';
import { CommentForm, type PendingComment } from './CommentForm';
import { CommentItem } from './CommentItem';
import { hasCompleteProfile, hasReported, readerVote } from './comment-rules';
import './comments.css';

export interface CommentsProps {
  contentId?: string;
  closed?: boolean;
  count?: number;
}

interface Thread {
  comments: PublishedComment[];
  total: number;
  page: number;
  pages: number;
  closed: boolean;
}

type ListState = 'loading' | 'ready' | 'failed' | 'more';

const PROFILE_PATH = '/perfil/mi-cuenta/';

function useDateFormat(element: HTMLElement): (iso: string) => string {
  return useMemo(() => {
    const format = new Intl.DateTimeFormat(languageOf(element) === 'ca' ? 'ca-ES' : 'es-ES', { dateStyle: 'long', timeStyle: 'short' });
    return (iso: string) => format.format(new Date(iso));
  }, [element]);
}

/** Who may do what: the form, or the notice that says why not. */
function Participation({ contentId, closed, onPosted }: { contentId: string; closed: boolean; onPosted: (comment: PendingComment) => void }) {
  const t = useT();
  const { status, currentUser } = useSession();
  const loginUrl = useSelector((state: NpState) => state.site.loginUrl) || '/acceso';
  if (closed)
    return (
      <p className="np-comments__notice" role="status">
        {t('comments.closed')}
      </p>
    );
  if (status === 'unknown') return null;
  if (status !== 'loggedIn' || !currentUser) {
    const back = encodeURIComponent(`${window.location.pathname}${window.location.search}#comments`);
    return (
      <div className="np-comments__notice" role="status">
        <p>{t('comments.loggedOut')}</p>
        <p className="np-comments__links">
          <a href={`${loginUrl}?backUrl=${back}`}>{t('like.login')}</a>
          <a href="/registro">{t('like.register')}</a>
        </p>
      </div>
    );
  }
  if (!hasCompleteProfile(currentUser))
    return (
      <div className="np-comments__notice" role="status">
        <p>{t('comments.incomplete')}</p>
        <p className="np-comments__links">
          <a href={PROFILE_PATH}>{t('comments.completeProfile')}</a>
        </p>
      </div>
    );
  return <CommentForm contentId={contentId} onPosted={onPosted} />;
}

/** The comments of a content at `#comments`: count, terms, form or notice, list and paging. */
export function Comments({ contentId = '', closed = false, count }: CommentsProps) {
  const t = useT();
  const titleId = useId();
  const { element, markReady } = useWidgetHost();
  const { status, currentUser } = useSession();
  const formatDate = useDateFormat(element);
  const [thread, setThread] = useState<Thread | null>(null);
  const [listState, setListState] = useState<ListState>('loading');
  const [pending, setPending] = useState<PendingComment[]>([]);
  const [busyId, setBusyId] = useState<string | null>(null);
  const [actionError, setActionError] = useState<'comments.voteFailure' | 'comments.reportFailure' | null>(null);
  const [prompting, setPrompting] = useState(false);
  const [confirming, setConfirming] = useState<PublishedComment | null>(null);

  const load = useCallback(
    async (page: number) => {
      setListState(page === 1 ? 'loading' : 'more');
      try {
        const next = await fetchComments(contentId, page);
        setThread((previous) => {
          if (!previous || page === 1) return next;
          const known = new Set(previous.comments.map((comment) => comment.id));
          return { ...next, comments: [...previous.comments, ...next.comments.filter((comment) => !known.has(comment.id))] };
        });
        setListState('ready');
      } catch {
        setListState('failed');
      }
    },
    [contentId],
  );

  useEffect(() => {
    if (contentId) void load(1);
  }, [contentId, load]);

  // Ready one frame after the first page is laid out: while loading, the host is no scroll anchor
  // (styles/loader.css), so a thread landing above the reader grows out of view instead of pushing
  // down what they are reading; ready in that same frame, the host was the anchor again.
  useEffect(() => {
    if (status === 'unknown' || (listState === 'loading' && contentId)) return undefined;
    let frame = requestAnimationFrame(() => (frame = requestAnimationFrame(markReady)));
    return () => cancelAnimationFrame(frame);
  }, [status, listState, contentId, markReady]);

  const updateCounts = (commentId: string, counts: { likes: number; dislikes: number }) =>
    setThread((previous) => previous && { ...previous, comments: previous.comments.map((comment) => (comment.id === commentId ? { ...comment, ...counts } : comment)) });

  const vote = async (comment: PublishedComment, value: CommentVote) => {
    if (status !== 'loggedIn') return setPrompting(true);
    setBusyId(comment.id);
    setActionError(null);
    try {
      const answer = await voteOnComment(comment.id, value);
      updateCounts(comment.id, answer);
      rememberCommentVote(comment.id, answer.vote);
    } catch {
      setActionError('comments.voteFailure');
    } finally {
      setBusyId(null);
    }
  };

  const askReport = (comment: PublishedComment) => (status !== 'loggedIn' ? setPrompting(true) : setConfirming(comment));

  const report = async (comment: PublishedComment) => {
    setConfirming(null);
    setBusyId(comment.id);
    setActionError(null);
    try {
      await reportComment(comment.id);
      rememberCommentReport(comment.id);
    } catch {
      setActionError('comments.reportFailure');
    } finally {
      setBusyId(null);
    }
  };

  const total = thread?.total ?? count ?? 0;
  const isClosed = closed || Boolean(thread?.closed);
  if (!contentId) return null;
  return (
    <section className="np-comments" aria-labelledby={titleId}>
      <h2 className="np-comments__title" id={titleId}>
        {t('comments.title')} <span className="np-comments__count">({total === 1 ? t('comments.countOne') : t('comments.count', { count: total })})</span>
      </h2>
      <p className="np-comments__terms">{t('comments.terms')}</p>
      <Participation contentId={contentId} closed={isClosed} onPosted={(comment) => setPending((list) => [...list, comment])} />
      {pending.length > 0 && (
        <div className="np-comments__pending-list">
          <p role="status" className="np-comments__notice">
            {t('comments.pendingNotice')}
          </p>
          {pending.map((comment) => (
            <div key={comment.id} className="np-comments__pending" data-np-comment-status="pending">
              <p className="np-comments__pending-label">{t('comments.pendingLabel')}</p>
              <p className="np-comments__text">{comment.text}</p>
            </div>
          ))}
        </div>
      )}
      <div role="alert" className="np-comments__error">
        {listState === 'failed' ? t('comments.loadError') : actionError ? t(actionError) : ''}
      </div>
      {thread && thread.comments.length === 0 && <p className="np-comments__empty">{t('comments.empty')}</p>}
      {thread && thread.comments.length > 0 && (
        <div className="np-comments__list">
          {thread.comments.map((comment) => (
            <CommentItem
              key={comment.id}
              comment={comment}
              formatDate={formatDate}
              vote={readerVote(currentUser, comment.id)}
              reported={hasReported(currentUser, comment.id)}
              busy={busyId === comment.id}
              onVote={(value) => void vote(comment, value)}
              onReport={() => askReport(comment)}
            />
          ))}
        </div>
      )}
      {thread && thread.page < thread.pages && (
        <button type="button" className="np-comments__more" aria-busy={listState === 'more' ? 'true' : undefined} disabled={listState === 'more'} onClick={() => void load(thread.page + 1)}>
          {t('comments.more')}
        </button>
      )}
      {prompting && <LoginPrompt title={t('comments.loginTitle')} text={t('comments.loginText')} hash="#comments" onClose={() => setPrompting(false)} />}
      {confirming && (
        <Modal title={t('comments.reportTitle')} closeLabel={t('modal.close')} onClose={() => setConfirming(null)}>
          <p>{t('comments.reportQuestion', { name: confirming.name })}</p>
          <div className="np-modal__actions">
            <button type="button" className="np-button np-button--primary np-comments__button np-comments__button--primary" onClick={() => void report(confirming)}>
              {t('comments.reportConfirm')}
            </button>
            <button type="button" className="np-button np-comments__button" onClick={() => setConfirming(null)}>
              {t('comments.reportCancel')}
            </button>
          </div>
        </Modal>
      )}
    </section>
  );
}
