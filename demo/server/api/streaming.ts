// GET /api/front/streaming/list and /api/front/streaming/list/{excludeId}: the seeded live streams,
// without the excluded one (an article's own stream, on that article).
import type { StreamingListResponse } from '../../../src/api/streaming';
import type { ApiContext, ApiResult, ApiRoute } from './router';

function streamingList(ctx: ApiContext): ApiResult {
  const excludeId = ctx.params.excludeId;
  const response: StreamingListResponse = { streamingList: ctx.state.seed.streams.filter((stream) => stream.id !== excludeId) };
  return { status: 200, body: { response } };
}

export const streamingRoutes: ApiRoute[] = [
  { method: 'GET', path: '/api/front/streaming/list', handler: streamingList },
  { method: 'GET', path: '/api/front/streaming/list/:excludeId', handler: streamingList },
];
