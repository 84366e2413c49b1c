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

/**
 * For a whole test file: records np:error in each test (read `details`) and mutes console.error,
 * where the same reports are also written. Call it at the file's top level; restoreAllMocks in the
 * file's own afterEach undoes the mute too.
 */
export function recordNpErrorsInEachTest(): { readonly details: NpErrorDetail[] } {
  let recorder: NpErrorRecorder | undefined;
  beforeEach(() => {
    recorder = recordNpErrors();
    jest.spyOn(console, 'error').mockImplementation(() => undefined);
  });
  afterEach(() => {
    recorder?.stop();
    jest.restoreAllMocks();
  });
  return {
    get details() {
      if (!recorder) throw new Error('recordNpErrorsInEachTest: read details inside a test');
      return recorder.details;
    },
  };
}
