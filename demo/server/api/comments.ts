// The comments calls (designed here; widgets/comments/README.md lists them), with the payload types
// of src/api/comments.ts. Posted comments wait for moderation and are never listed as published.
import type { CommentReportResponse, CommentsErrorCode, CommentsPage, CommentVoteResponse, PostedCommentResponse, PublishedComment } from '../../../src/api/comments';
import { COMMENTS_PAGE_SIZE, COMMENT_MAX_LENGTH_CHARS } from '../../../src/constants';
import { isRecord } from '../http/body';
import type { DemoComment } from '../seed/comments';
import type { DemoUser } from '../seed/types';
import { fail, ok, withJsonBody } from './results';
import type { ApiContext, ApiResult, ApiRoute } from './router';
import { sessionUser } from './session';

const failWith = (status: number, code: CommentsErrorCode): ApiResult => fail(status, code);

const published = (ctx: ApiContext, contentId: string): DemoComment[] => (ctx.state.comments.get(contentId) ?? []).filter((comment) => comment.status === 'published');

const view = ({ id, name, date, text, likes, dislikes }: DemoComment): PublishedComment => ({ id, name, date, text, likes, dislikes });

function findComment(ctx: ApiContext, commentId: string): DemoComment | undefined {
  for (const thread of ctx.state.comments.values()) {
    const comment = thread.find((each) => each.id === commentId && each.status === 'published');
    if (comment) return comment;
  }
  return undefined;
}

/** GET /api/front/comments/:contentId?page=N: published comments, newest first, COMMENTS_PAGE_SIZE a page. */
function list(ctx: ApiContext): ApiResult {
  const contentId = ctx.params.contentId ?? '';
  if (!ctx.state.comments.has(contentId)) return failWith(404, 'COMMENT_NOT_FOUND');
  const all = [...published(ctx, contentId)].reverse();
  const pages = Math.max(1, Math.ceil(all.length / COMMENTS_PAGE_SIZE));
  const asked = Number.parseInt(ctx.url.searchParams.get('page') ?? '1', 10);
  const page = Number.isFinite(asked) ? Math.min(Math.max(asked, 1), pages) : 1;
  const answer: CommentsPage = {
    comments: all.slice((page - 1) * COMMENTS_PAGE_SIZE, page * COMMENTS_PAGE_SIZE).map(view),
    total: all.length,
    page,
    pages,
    closed: ctx.state.seed.closedCommentContentIds.includes(contentId),
  };
  return ok(answer);
}

export const hasCompleteProfile = (user: DemoUser): boolean => [user.name, user.surname, user.nick, user.email, user.birthdate].every((field) => typeof field === 'string' && field.trim() !== '');

/** POST /api/front/comments/:contentId {text}: 200 with the comment, pending moderation. */
function post(ctx: ApiContext): Promise<ApiResult> {
  return withJsonBody(ctx, (body) => {
    const user = sessionUser(ctx.state, ctx.cookies);
    if (!user) return failWith(401, 'NOT_LOGGED_IN');
    if (!hasCompleteProfile(user)) return failWith(403, 'PROFILE_INCOMPLETE');
    const contentId = ctx.params.contentId ?? '';
    const thread = ctx.state.comments.get(contentId);
    if (!thread) return failWith(404, 'COMMENT_NOT_FOUND');
    if (ctx.state.seed.closedCommentContentIds.includes(contentId)) return failWith(409, 'COMMENTS_CLOSED');
    const text = isRecord(body) && typeof body.text === 'string' ? body.text : '';
    if (text.trim() === '') return failWith(400, 'COMMENT_EMPTY');
    if ([...text].length > COMMENT_MAX_LENGTH_CHARS) return failWith(400, 'COMMENT_TOO_LONG');
    const comment: DemoComment = {
      id: `${contentId}-p${thread.length + 1}`, contentId, name: user.nick, date: new Date().toISOString(), text, likes: 0, dislikes: 0, status: 'pending', authorId: user.id, reports: 0,
    };
    thread.push(comment);
    const answer: PostedCommentResponse = { comment: { id: comment.id, text, date: comment.date, status: 'pending' } };
    return ok(answer);
  });
}

/** POST /api/front/comment/:commentId/vote {vote}: one vote per reader and comment. */
function vote(ctx: ApiContext): Promise<ApiResult> {
  return withJsonBody(ctx, (body) => {
    const user = sessionUser(ctx.state, ctx.cookies);
    if (!user) return failWith(401, 'NOT_LOGGED_IN');
    const comment = findComment(ctx, ctx.params.commentId ?? '');
    if (!comment) return failWith(404, 'COMMENT_NOT_FOUND');
    const value = isRecord(body) ? body.vote : undefined;
    if (value !== 'like' && value !== 'dislike') return failWith(400, 'INVALID_VOTE');
    if (user.commentsLikeId.includes(comment.id) || user.commentsDislikeId.includes(comment.id)) return failWith(409, 'ALREADY_VOTED');
    if (value === 'like') {
      comment.likes += 1;
      user.commentsLikeId.push(comment.id);
    } else {
      comment.dislikes += 1;
      user.commentsDislikeId.push(comment.id);
    }
    const answer: CommentVoteResponse = { commentId: comment.id, vote: value, likes: comment.likes, dislikes: comment.dislikes };
    return ok(answer);
  });
}

/** POST /api/front/comment/:commentId/report, no body: once per reader and comment. */
function report(ctx: ApiContext): ApiResult {
  const user = sessionUser(ctx.state, ctx.cookies);
  if (!user) return failWith(401, 'NOT_LOGGED_IN');
  const comment = findComment(ctx, ctx.params.commentId ?? '');
  if (!comment) return failWith(404, 'COMMENT_NOT_FOUND');
  if (user.commentsReportId.includes(comment.id)) return failWith(409, 'ALREADY_REPORTED');
  comment.reports += 1;
  user.commentsReportId.push(comment.id);
  const answer: CommentReportResponse = { commentId: comment.id, reported: true };
  return ok(answer);
}

export const commentsRoutes: ApiRoute[] = [
  { method: 'GET', path: '/api/front/comments/:contentId', handler: list },
  { method: 'POST', path: '/api/front/comments/:contentId', handler: post },
  { method: 'POST', path: '/api/front/comment/:commentId/vote', handler: vote },
  { method: 'POST', path: '/api/front/comment/:commentId/report', handler: report },
];
