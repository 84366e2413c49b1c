// Every event the library dispatches goes through here: CustomEvents that bubble and are composed.

export type NpErrorKind = 'chunk' | 'css-chunk' | 'request' | 'render';

export interface NpErrorDetail {
  kind: NpErrorKind;
  message: string;
  tag?: string;
  name?: string;
  code?: string;
  status?: number;
  /** Chunk failures: webpack's failure type (`missing`, `timeout`, `error`) and the address. */
  type?: string;
  request?: string;
}

/** Returns false when a listener vetoed a `cancelable` event with preventDefault(). */
export function dispatchNpEvent<Detail>(target: EventTarget, name: `np:${string}`, detail: Detail, { cancelable = false } = {}): boolean {
  return target.dispatchEvent(new CustomEvent<Detail>(name, { detail, bubbles: true, composed: true, cancelable }));
}

export function reportError(detail: NpErrorDetail): void {
  console.error('np:', detail.kind, detail.tag ?? '', detail.message);
  dispatchNpEvent(window, 'np:error', detail);
}
