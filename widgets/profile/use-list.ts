// A profile list (saved contents, followed authors): loaded on mount, reloaded after a removal.
import { useCallback, useEffect, useState } from 'react';
import { ApiError } from '../../src/api/api-error';
import type { MessageKey } from '../../src/i18n';

export type ListState<Item> = { kind: 'loading' } | { kind: 'loaded'; items: Item[] } | { kind: 'failed'; messageKey: MessageKey };

export function useList<Item>(load: () => Promise<Item[]>, onSettled: () => void) {
  const [state, setState] = useState<ListState<Item>>({ kind: 'loading' });
  const reload = useCallback(async () => {
    try {
      setState({ kind: 'loaded', items: await load() });
    } catch (error) {
      setState({ kind: 'failed', messageKey: error instanceof ApiError ? error.messageKey : 'request.server' });
    }
  }, [load]);
  useEffect(() => {
    void reload();
  }, [reload]);
  useEffect(() => {
    if (state.kind !== 'loading') onSettled();
  }, [state.kind, onSettled]);

  /** Removes on the server, then reloads; a failed removal is only logged. */
  const remove = async (action: () => Promise<void>, what: string) => {
    try {
      await action();
    } catch (error) {
      console.warn(`np: the ${what} toggle failed`, error);
    }
    await reload();
  };
  return { state, remove };
}
