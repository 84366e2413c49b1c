// `GET /api/front/paywall/{relativeVersionId}/messages`. Its own module: the paywall imports it (and
// with it the request client) only when it has a message to show.
import { apiRequest } from './request';
import { readPaywallMessage, type PaywallMessage } from './paywall';

/** The list of messages of a paywall version (an answer that is not a list gives none). */
export async function fetchPaywallMessages(relativeVersionId: string): Promise<PaywallMessage[]> {
  const answer = await apiRequest({ method: 'GET', url: `/api/front/paywall/${encodeURIComponent(relativeVersionId)}/messages` });
  if (!Array.isArray(answer)) return [];
  return answer.map(readPaywallMessage).filter((message): message is PaywallMessage => message !== null);
}
