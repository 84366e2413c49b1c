// The rules of the comments block that need no DOM: who may post, the counter, a reader's vote.
import type { CommentVote } from '../../src/api/comments';
import type { CurrentUser } from '../../src/api/user';
import { COMMENT_MAX_LENGTH_CHARS } from '../../src/constants';

/** Commenting needs name, surname, nick, email and birth date (spec section 6). */
export function hasCompleteProfile(user: CurrentUser): boolean {
  return [user.name, user.surname, user.nick, user.email, user.birthdate ?? ''].every((field) => field.trim() !== '');
}

/** Characters as a reader counts them (an emoji is one), the same count the server applies. */
export const commentLength = (text: string): number => [...text].length;

export interface CommentDraftState {
  length: number;
  tooLong: boolean;
  /** Something other than blanks, within the limit. */
  canPost: boolean;
}

export function draftState(text: string): CommentDraftState {
  const length = commentLength(text);
  const tooLong = length > COMMENT_MAX_LENGTH_CHARS;
  return { length, tooLong, canPost: !tooLong && text.trim() !== '' };
}

/** The reader's vote on a comment from the session's ids: one per comment, like or dislike. */
export function readerVote(user: CurrentUser | null, commentId: string): CommentVote | null {
  if (user?.commentsLikeId.includes(commentId)) return 'like';
  if (user?.commentsDislikeId.includes(commentId)) return 'dislike';
  return null;
}

export const hasReported = (user: CurrentUser | null, commentId: string): boolean => Boolean(user?.commentsReportId.includes(commentId));
