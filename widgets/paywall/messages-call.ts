// The messages call loads only when the paywall has a message to show (most readers get none):
// retried like a widget's chunk, and a failure reported as the loader reports one.
import type { PaywallMessage } from '../../src/api/paywall';
import { reportChunkFailure, withRetries } from '../../src/elements/chunk-failures';

/** The call's code could not load (already reported as np:error, kind chunk). */
export class MessagesCallUnavailable extends Error {
  override readonly name = 'MessagesCallUnavailable';
}

/** The messages of a paywall version, loading the call first; rejects like the call, or with MessagesCallUnavailable. */
export async function fetchMessagesOnNeed(relativeVersionId: string): Promise<PaywallMessage[]> {
  const call = await withRetries(() => import(/* webpackChunkName: "np-paywall-messages" */ '../../src/api/paywall-messages')).catch((error: unknown) => {
    reportChunkFailure('np-paywall', error);
    throw new MessagesCallUnavailable('the paywall messages call could not load', { cause: error });
  });
  return call.fetchPaywallMessages(relativeVersionId);
}
