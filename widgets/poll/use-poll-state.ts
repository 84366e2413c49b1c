import { useEffect, useState } from 'react';
import { msToNextBoundary, pollState, type PollState } from './poll-rules';

/** The poll's state now, changed by a timer set to the next boundary (start or end), not by polling. */
export function usePollState(start: number | null, end: number | null): PollState {
  const [state, setState] = useState(() => pollState(Date.now(), start, end));
  useEffect(() => {
    let timer: ReturnType<typeof setTimeout> | undefined;
    const update = () => {
      const now = Date.now();
      setState(pollState(now, start, end));
      const delay = msToNextBoundary(now, start, end);
      if (delay !== null) timer = setTimeout(update, delay);
    };
    update();
    return () => clearTimeout(timer);
  }, [start, end]);
  return state;
}
