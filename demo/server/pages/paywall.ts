// The paywall data a CMS would write into <np-paywall access="…"> on an article. A logged-in reader
// always has access. For a reader without a session: `?paywall=<type>` (with `&closable=0` for a
// message that cannot be closed, `&position=<bottom-left|bottom-right|center>` for a floating box)
// shows that type of message; otherwise the "premium" contents (ids ending in 7) show the bottom
// bar, and every other content is open.
import { PAYWALL_MESSAGE_TYPES, type PaywallData, type PaywallMessage } from '../../../src/api/paywall';
import { sessionUser } from '../api/session';
import type { PageContext } from './context';

const PREMIUM_ID_ENDING = '7';
const PREMIUM_MESSAGE_ID = '9001';

/** The seeded message that `?paywall=` asks for, or undefined when none fits. */
export function demoPaywallMessage(messages: readonly PaywallMessage[], query: URLSearchParams): PaywallMessage | undefined {
  const type = query.get('paywall');
  if (!PAYWALL_MESSAGE_TYPES.some((each) => each === type)) return undefined;
  const closable = query.get('closable') !== '0';
  const position = query.get('position');
  const ofType = messages.filter((message) => message.type === type);
  const atPosition = ofType.filter((message) => !position || message.position === position);
  return atPosition.find((message) => message.canBeClosed === closable) ?? atPosition[0] ?? ofType.find((message) => message.canBeClosed === closable) ?? ofType[0];
}

export function demoPaywallData(ctx: PageContext, contentId: string): PaywallData {
  if (sessionUser(ctx.state, ctx.cookies)) return { accessGranted: true, messageIds: [], userCounter: 0, userRfv: 42, conditionName: 'registered' };
  const asked = demoPaywallMessage(ctx.state.seed.paywallMessages, ctx.url.searchParams);
  if (asked) return { accessGranted: false, messageIds: [asked.id], userCounter: 3, userRfv: 5, conditionName: 'demo' };
  if (contentId.endsWith(PREMIUM_ID_ENDING)) return { accessGranted: false, messageIds: [PREMIUM_MESSAGE_ID], userCounter: 1, userRfv: 5, conditionName: 'anonymous-premium' };
  return { accessGranted: true, messageIds: [], userCounter: 1, userRfv: 5, conditionName: 'open' };
}
