// Listens for np:error on window, as a page's monitoring script would.
import type { NpErrorDetail } from '../../src/events';

export interface NpErrorRecorder {
  /** Every np:error detail dispatched since the recorder started, oldest first. */
  details: NpErrorDetail[];
  stop: () => void;
}

export function recordNpErrors(): NpErrorRecorder {
  const details: NpErrorDetail[] = [];
  const listener = (event: Event) => details.push((event as CustomEvent<NpErrorDetail>).detail);
  window.addEventListener('np:error', listener);
  return { details, stop: () => window.removeEventListener('np:error', listener) };
}
