// GET /api/front/paywall/{relativeVersionId}/messages: the messages of a paywall version. "0" is
// the published paywall, PAYWALL_TEST_VERSION_ID the version editors can test; both also hold the
// showroom's fake message. Any other version answers 404.
import type { PaywallMessage } from '../../../src/api/paywall';
import { PAYWALL_PUBLISHED_VERSION_ID } from '../../../src/paywall/version';
import { PAYWALL_TEST_VERSION_ID, showroomPaywallMessage, testVersionMessages } from '../seed/paywall';
import { fail, ok } from './results';
import type { ApiContext, ApiResult, ApiRoute } from './router';

export function paywallVersionMessages(published: readonly PaywallMessage[], versionId: string): PaywallMessage[] | null {
  if (versionId === PAYWALL_PUBLISHED_VERSION_ID) return [...published, showroomPaywallMessage()];
  if (versionId === PAYWALL_TEST_VERSION_ID) return [...testVersionMessages(published), showroomPaywallMessage()];
  return null;
}

function messages(ctx: ApiContext): ApiResult {
  const list = paywallVersionMessages(ctx.state.seed.paywallMessages, ctx.params.version ?? '');
  return list ? ok(list) : fail(404, 'PAYWALL_VERSION_NOT_FOUND');
}

export const paywallRoutes: ApiRoute[] = [{ method: 'GET', path: '/api/front/paywall/:version/messages', handler: messages }];
