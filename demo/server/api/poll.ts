// The poll calls (designed here; widgets/poll/README.md lists them), with the payload types of
// src/api/poll.ts. One vote per reader, only between the poll's start and end.
import type { PollErrorCode, PollResults, PollResultsResponse } from '../../../src/api/poll';
import { isRecord } from '../http/body';
import type { DemoPoll } from '../seed/comments';
import { fail, ok, withJsonBody } from './results';
import type { ApiContext, ApiResult, ApiRoute } from './router';
import { sessionUser } from './session';

const failWith = (status: number, code: PollErrorCode): ApiResult => fail(status, code);

function results(poll: DemoPoll, userId: string | undefined): PollResultsResponse {
  const votes = poll.options.map((option) => ({ option: option.id, votes: poll.votes[option.id] ?? 0 }));
  const answer: PollResults = { id: poll.id, votes, total: votes.reduce((sum, each) => sum + each.votes, 0), userVote: (userId && poll.voters[userId]) || null };
  return { poll: answer };
}

/** GET /api/front/poll/:pollId: votes per option and, with a session, the reader's vote. */
function read(ctx: ApiContext): ApiResult {
  const poll = ctx.state.polls.get(ctx.params.pollId ?? '');
  if (!poll) return failWith(404, 'POLL_NOT_FOUND');
  return ok(results(poll, sessionUser(ctx.state, ctx.cookies)?.id));
}

/** POST /api/front/poll/:pollId/vote {option}. */
function vote(ctx: ApiContext): Promise<ApiResult> {
  return withJsonBody(ctx, (body) => {
    const user = sessionUser(ctx.state, ctx.cookies);
    if (!user) return failWith(401, 'NOT_LOGGED_IN');
    const poll = ctx.state.polls.get(ctx.params.pollId ?? '');
    if (!poll) return failWith(404, 'POLL_NOT_FOUND');
    const now = Date.now();
    if (now < Date.parse(poll.start) || now >= Date.parse(poll.end)) return failWith(409, 'POLL_NOT_ACTIVE');
    const option = isRecord(body) && typeof body.option === 'string' ? body.option : '';
    if (!poll.options.some((each) => each.id === option)) return failWith(400, 'INVALID_OPTION');
    if (poll.voters[user.id]) return failWith(409, 'ALREADY_VOTED');
    poll.voters[user.id] = option;
    poll.votes[option] = (poll.votes[option] ?? 0) + 1;
    return ok(results(poll, user.id));
  });
}

export const pollRoutes: ApiRoute[] = [
  { method: 'GET', path: '/api/front/poll/:pollId', handler: read },
  { method: 'POST', path: '/api/front/poll/:pollId/vote', handler: vote },
];
