// `GET /api/front/paywall/{relativeVersionId}/messages`. Its own module: the paywall imports it
// only when it has a message to show. Read with fetch (fetch-read.ts): the paywall is in view on a
// gated article as it loads, and makes no other call, so it never needs the request client.
import { readWithFetch } from './fetch-read';
import { readPaywallMessage, type PaywallMessage } from './paywall';

/** The list of messages of a paywall version (an answer that is not a list gives none). */
export async function fetchPaywallMessages(relativeVersionId: string): Promise<PaywallMessage[]> {
  const answer = await readWithFetch(`/api/front/paywall/${encodeURIComponent(relativeVersionId)}/messages`);
  if (!Array.isArray(answer)) return [];
  return answer.map(readPaywallMessage).filter((message): message is PaywallMessage => message !== null);
}
