// Comments on a content (spec: accounts and session, sections 4 to 6; the calls are ours, the spec
// names none): the payload types, the calls and the readers of their answers. The demo server
// (demo/server/api/comments.ts) implements the same types.
import { malformedAnswer } from './api-error';
import { apiRequest } from './request';
import { asRecord, asString, isRecord } from './shape';

/** A published comment. `name` and `text` are plain text (never HTML). */
export interface PublishedComment {
  id: string;
  /** The author's nick. */
  name: string;
  /** ISO 8601 date-time. */
  date: string;
  text: string;
  likes: number;
  dislikes: number;
}

/** Inside `response` of `GET /api/front/comments/{contentId}?page={page}` (pages start at 1). */
export interface CommentsPage {
  comments: PublishedComment[];
  /** Published comments of the whole thread. */
  total: number;
  page: number;
  pages: number;
  closed: boolean;
}

/** `POST /api/front/comments/{contentId}`. */
export interface NewCommentPayload {
  text: string;
}

/** Inside `response` of a successful post: the comment waits for moderation. */
export interface PostedCommentResponse {
  comment: { id: string; text: string; date: string; status: 'pending' };
}

export type CommentVote = 'like' | 'dislike';

/** `POST /api/front/comment/{commentId}/vote`. */
export interface CommentVotePayload {
  vote: CommentVote;
}

/** Inside `response` of a vote: the comment's new counts and the reader's vote. */
export interface CommentVoteResponse {
  commentId: string;
  vote: CommentVote;
  likes: number;
  dislikes: number;
}

/** Inside `response` of `POST /api/front/comment/{commentId}/report` (no body). */
export interface CommentReportResponse {
  commentId: string;
  reported: true;
}

/** `code` of a failed comments call (body `{httpCode, code}`). */
export type CommentsErrorCode =
  | 'NOT_LOGGED_IN' // 401: post, vote or report without a session
  | 'PROFILE_INCOMPLETE' // 403: post by a reader without name, surname, nick, email or birth date
  | 'COMMENTS_CLOSED' // 409: post to a closed thread
  | 'COMMENT_EMPTY' // 400
  | 'COMMENT_TOO_LONG' // 400: more than 500 characters
  | 'ALREADY_VOTED' // 409: one vote per reader and comment
  | 'ALREADY_REPORTED' // 409: one report per reader and comment
  | 'INVALID_VOTE' // 400
  | 'COMMENT_NOT_FOUND'; // 404

const count = (value: unknown): number => (typeof value === 'number' && Number.isFinite(value) && value >= 0 ? Math.floor(value) : 0);

const isoDate = (value: unknown): string => {
  const text = asString(value);
  return text && !Number.isNaN(new Date(text).getTime()) ? text : '';
};

function readComment(value: unknown): PublishedComment | null {
  if (!isRecord(value)) return null;
  const id = asString(value.id);
  const text = asString(value.text);
  if (!id || !text) return null;
  return { id, name: asString(value.name), date: isoDate(value.date), text, likes: count(value.likes), dislikes: count(value.dislikes) };
}

export function readCommentsPage(answer: unknown, request = 'comments'): CommentsPage {
  const body = asRecord(answer);
  if (!Array.isArray(body.comments)) throw malformedAnswer(request, answer);
  const comments = body.comments.map(readComment).filter((comment): comment is PublishedComment => comment !== null);
  const page = Math.max(1, count(body.page));
  return { comments, total: Math.max(count(body.total), comments.length), page, pages: Math.max(page, count(body.pages)), closed: body.closed === true };
}

const commentsPath = (contentId: string) => `/api/front/comments/${encodeURIComponent(contentId)}`;
const commentPath = (commentId: string) => `/api/front/comment/${encodeURIComponent(commentId)}`;

export async function fetchComments(contentId: string, page: number): Promise<CommentsPage> {
  const url = commentsPath(contentId);
  return readCommentsPage(await apiRequest({ method: 'GET', url, params: { page } }), url);
}

/** Posts a comment; resolves with its id once the server holds it for moderation. */
export async function postComment(contentId: string, payload: NewCommentPayload): Promise<string> {
  const url = commentsPath(contentId);
  const answer = await apiRequest({ method: 'POST', url, data: payload, userCall: { apiType: 'comment' } });
  const id = asString(asRecord(asRecord(answer).comment).id);
  if (!id) throw malformedAnswer(url, answer);
  return id;
}

export async function voteOnComment(commentId: string, vote: CommentVote): Promise<CommentVoteResponse> {
  const url = `${commentPath(commentId)}/vote`;
  const body: CommentVotePayload = { vote };
  const answer = asRecord(await apiRequest({ method: 'POST', url, data: body, userCall: { apiType: 'commentVote' } }));
  if (answer.vote !== 'like' && answer.vote !== 'dislike') throw malformedAnswer(url, answer);
  return { commentId, vote: answer.vote, likes: count(answer.likes), dislikes: count(answer.dislikes) };
}

export async function reportComment(commentId: string): Promise<void> {
  const url = `${commentPath(commentId)}/report`;
  const answer = asRecord(await apiRequest({ method: 'POST', url, userCall: { apiType: 'commentReport' } }));
  if (answer.reported !== true) throw malformedAnswer(url, answer);
}
