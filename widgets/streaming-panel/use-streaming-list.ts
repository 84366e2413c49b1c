// The live streams, polled every 10 s while the element is in the page (spec: "polled every 10
// seconds while the panel exists"): a first call when it mounts, one when the reader opens the
// panel, none while the tab is hidden (one at once when it shows again), none after removal.
import { useCallback, useEffect, useRef, useState } from 'react';
import { STREAMING_POLL_MS } from '../../src/constants';
import { fetchStreamingList, type StreamingItem } from '../../src/api/streaming';

export interface StreamingList {
  /** null until the first answer. */
  items: StreamingItem[] | null;
  failed: boolean;
  /** Asks now (the panel opened). */
  refresh: () => void;
}

export function useStreamingList(excludeId: string | undefined): StreamingList {
  const [items, setItems] = useState<StreamingItem[] | null>(null);
  const [failed, setFailed] = useState(false);
  const load = useRef<() => void>(() => undefined);

  useEffect(() => {
    let active = true;
    load.current = () => {
      fetchStreamingList(excludeId).then(
        (list) => {
          if (!active) return;
          setItems(list);
          setFailed(false);
        },
        () => {
          if (active) setFailed(true);
        },
      );
    };
    const poll = () => {
      if (!document.hidden) load.current();
    };
    const onVisibility = () => {
      if (!document.hidden) load.current();
    };
    load.current();
    const timer = setInterval(poll, STREAMING_POLL_MS);
    document.addEventListener('visibilitychange', onVisibility);
    return () => {
      active = false;
      load.current = () => undefined;
      clearInterval(timer);
      document.removeEventListener('visibilitychange', onVisibility);
    };
  }, [excludeId]);

  const refresh = useCallback(() => load.current(), []);
  return { items, failed, refresh };
}
