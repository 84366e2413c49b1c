// Paywall data and messages (spec: accounts and session, section 3). Types only.

export type PaywallMessageType = 'bottom-bar' | 'floating-box' | 'floating-counter' | 'modal';

/** Where a floating box sits; other types leave it null. */
export type PaywallPosition = 'bottom-left' | 'bottom-right' | 'center' | null;

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
