import { useEffect, useMemo, useState } from 'react';
import { useSelector } from 'react-redux';
import type { PaywallMessage } from '../../src/api/paywall';
import { Unavailable } from '../../src/account-code/Unavailable';
import { useReadyWhen, useWidgetHost } from '../../src/elements/widget-host';
import { paywallVersionId } from '../../src/paywall/version';
import type { NpState } from '../../src/store';
import { isFeatureEnabled } from '../../src/store/site-slice';
import { currentMessageId, paywallDataFor } from './access';
import { fetchMessagesOnNeed, MessagesCallUnavailable } from './messages-call';
import { PaywallMessageView } from './PaywallMessageView';
import './paywall.css';

export interface PaywallProps {
  contentId?: string;
  access?: unknown;
}

type Shown = { state: 'waiting' } | { state: 'message'; message: PaywallMessage } | { state: 'none' } | { state: 'unavailable' };

// One object each, so that setting the state it already has renders nothing again.
const WAITING: Shown = { state: 'waiting' };
const NOTHING_TO_SHOW: Shown = { state: 'none' };

/** `?preview=1` on the page, or the store's preview flag: the editors' showroom mode. */
const inShowroom = (preview: boolean): boolean => preview || new URLSearchParams(window.location.search).get('preview') === '1';

/**
 * Shown only when the site's `paywall` web feature is on and access is not granted: the current
 * message (`messageIds[0]`, or the showroom's fake id) from the paywall version in the cookie.
 */
export function Paywall({ contentId, access }: PaywallProps) {
  const { markReady } = useWidgetHost();
  const site = useSelector((state: NpState) => state.site);
  const enabled = isFeatureEnabled(site, 'paywall');
  const showroom = inShowroom(site.preview);
  const id = contentId || site.contentId || '';
  const messageId = useMemo(() => (enabled && id ? currentMessageId(paywallDataFor(id, access), showroom) : null), [enabled, id, access, showroom]);
  // Most readers have no message to show: the paywall is then ready with its first render, not one
  // render later (on an article that render came after the next frame, and the paywall was the last
  // widget in view to be ready).
  const [shown, setShown] = useState<Shown>(messageId ? WAITING : NOTHING_TO_SHOW);

  useEffect(() => {
    if (!messageId) {
      setShown(NOTHING_TO_SHOW);
      return undefined;
    }
    let current = true;
    setShown(WAITING);
    fetchMessagesOnNeed(paywallVersionId())
      .then((messages) => {
        const message = messages.find((each) => each.id === messageId);
        if (current) setShown(message ? { state: 'message', message } : NOTHING_TO_SHOW);
        if (!message) console.warn(`np: paywall message ${messageId} is not in the version's messages`);
      })
      .catch((error: unknown) => {
        // Already reported (np:error, kind request or chunk): the reader simply reads on.
        console.warn('np: the paywall messages could not be read', error);
        if (current) setShown(error instanceof MessagesCallUnavailable ? { state: 'unavailable' } : NOTHING_TO_SHOW);
      });
    return () => {
      current = false;
    };
  }, [messageId]);

  useReadyWhen(shown.state !== 'waiting' && shown.state !== 'unavailable', markReady);

  if (shown.state === 'unavailable') return <Unavailable />;
  return (
    <div className="np-paywall">
      {shown.state === 'message' && <PaywallMessageView message={shown.message} showroom={showroom} onClose={() => setShown(NOTHING_TO_SHOW)} />}
    </div>
  );
}
