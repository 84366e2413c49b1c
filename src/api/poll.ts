// Polls (spec: accounts and session, sections 1, 4 and 6; the calls are ours, the spec names none):
// the payload types, the calls and the reader of their answer. The options and dates come from the
// tag's attributes; the server keeps the votes. The demo server (demo/server/api/poll.ts) implements
// the same types.
import { malformedAnswer } from './api-error';
import { apiRequest } from './request';
import { asRecord, asString, isRecord } from './shape';

/** One option of the `options` attribute. `text` is plain text. */
export interface PollOption {
  id: string;
  text: string;
}

/** Inside `response` of `GET /api/front/poll/{pollId}` and of a vote. */
export interface PollResultsResponse {
  poll: PollResults;
}

export interface PollResults {
  id: string;
  /** Votes per option id. */
  votes: Array<{ option: string; votes: number }>;
  total: number;
  /** The option the reader of this session chose, or null (always null when logged out). */
  userVote: string | null;
}

/** `POST /api/front/poll/{pollId}/vote`. */
export interface PollVotePayload {
  option: string;
}

/** `code` of a failed poll call (body `{httpCode, code}`). */
export type PollErrorCode =
  | 'NOT_LOGGED_IN' // 401
  | 'ALREADY_VOTED' // 409: one vote per reader
  | 'POLL_NOT_ACTIVE' // 409: before its start or after its end
  | 'INVALID_OPTION' // 400
  | 'POLL_NOT_FOUND'; // 404

const count = (value: unknown): number => (typeof value === 'number' && Number.isFinite(value) && value >= 0 ? Math.floor(value) : 0);

export function readPollResults(answer: unknown, request = 'poll'): PollResults {
  const poll = asRecord(asRecord(answer).poll);
  if (!Array.isArray(poll.votes)) throw malformedAnswer(request, answer);
  const votes = poll.votes.filter(isRecord).flatMap((each) => {
    const option = asString(each.option);
    return option ? [{ option, votes: count(each.votes) }] : [];
  });
  const sum = votes.reduce((total, each) => total + each.votes, 0);
  return { id: asString(poll.id), votes, total: sum, userVote: asString(poll.userVote) || null };
}

const pollPath = (pollId: string) => `/api/front/poll/${encodeURIComponent(pollId)}`;

export async function fetchPollResults(pollId: string): Promise<PollResults> {
  const url = pollPath(pollId);
  return readPollResults(await apiRequest({ method: 'GET', url }), url);
}

export async function voteInPoll(pollId: string, option: string): Promise<PollResults> {
  const url = `${pollPath(pollId)}/vote`;
  const body: PollVotePayload = { option };
  return readPollResults(await apiRequest({ method: 'POST', url, data: body, userCall: { apiType: 'pollVote' } }), url);
}
