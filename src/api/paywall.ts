// Paywall data and messages (spec: accounts and session, sections 3, 4 and 7): the types and the
// readers that check them field by field. The call that fetches the messages is in
// paywall-messages.ts, which the paywall loads (with the request client) only to show a message.
import { asBoolean, asIdList, asRecord, asStringOrNull, asWebUrl, isRecord } from './shape';

export const PAYWALL_MESSAGE_TYPES = ['bottom-bar', 'floating-box', 'floating-counter', 'modal'] as const;
export type PaywallMessageType = (typeof PAYWALL_MESSAGE_TYPES)[number];

export const PAYWALL_POSITIONS = ['bottom-left', 'bottom-right', 'center'] as const;
/** Where a floating box sits; other types leave it null. */
export type PaywallPosition = (typeof PAYWALL_POSITIONS)[number] | null;

/** Showroom (preview) mode replaces the content's message ids with this fake one. */
export const PAYWALL_SHOWROOM_MESSAGE_ID = 'showroom';

export interface PaywallMessage {
  id: string;
  type: PaywallMessageType;
  canBeClosed: boolean;
  logoText: string | null;
  logoUrl: string | null;
  logo: boolean;
  smallText: string | null;
  principalText: string | null;
  aboveButtonText: string | null;
  buttonText: string | null;
  buttonUrl: string | null;
  button2Text: string | null;
  button2Url: string | null;
  underButtonText: string | null;
  bottomText: string | null;
  bottomUrl: string | null;
  position: PaywallPosition;
  counterText: string | null;
  numConsumedContent: number | null;
  maxConsumedContent: number | null;
}

/** Cached in a cookie per content. The current message id is `messageIds[0]`. */
export interface PaywallData {
  accessGranted: boolean;
  messageIds: string[];
  userCounter: number;
  userRfv: number;
  conditionName: string;
}

const asCount = (value: unknown): number | null => (typeof value === 'number' && Number.isFinite(value) && value >= 0 ? Math.floor(value) : null);
const oneOf = <T extends string>(values: readonly T[], value: unknown): T | null => (values as readonly unknown[]).includes(value) ? (value as T) : null;
/** An address of a message: http(s) or site-relative only (javascript:, data:… become null). */
const asMessageUrl = (value: unknown): string | null => asWebUrl(value) || null;

/** Paywall data from the `access` attribute or its cookie; null when it is not paywall data. */
export function readPaywallData(value: unknown): PaywallData | null {
  if (!isRecord(value) || typeof value.accessGranted !== 'boolean') return null;
  return {
    accessGranted: value.accessGranted,
    messageIds: asIdList(value.messageIds),
    userCounter: asCount(value.userCounter) ?? 0,
    userRfv: asCount(value.userRfv) ?? 0,
    conditionName: asStringOrNull(value.conditionName) ?? '',
  };
}

/** One message, every field checked; null without an id or a known type. */
export function readPaywallMessage(value: unknown): PaywallMessage | null {
  const item = asRecord(value);
  const id = asStringOrNull(item.id);
  const type = oneOf(PAYWALL_MESSAGE_TYPES, item.type);
  if (!id || !type) return null;
  return {
    id,
    type,
    canBeClosed: asBoolean(item.canBeClosed),
    logoText: asStringOrNull(item.logoText),
    logoUrl: asMessageUrl(item.logoUrl),
    logo: asBoolean(item.logo),
    smallText: asStringOrNull(item.smallText),
    principalText: asStringOrNull(item.principalText),
    aboveButtonText: asStringOrNull(item.aboveButtonText),
    buttonText: asStringOrNull(item.buttonText),
    buttonUrl: asMessageUrl(item.buttonUrl),
    button2Text: asStringOrNull(item.button2Text),
    button2Url: asMessageUrl(item.button2Url),
    underButtonText: asStringOrNull(item.underButtonText),
    bottomText: asStringOrNull(item.bottomText),
    bottomUrl: asMessageUrl(item.bottomUrl),
    position: type === 'floating-box' ? (oneOf(PAYWALL_POSITIONS, item.position) ?? 'bottom-right') : null,
    counterText: asStringOrNull(item.counterText),
    numConsumedContent: asCount(item.numConsumedContent),
    maxConsumedContent: asCount(item.maxConsumedContent),
  };
}
