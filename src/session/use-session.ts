// Widgets read the session through this hook: it starts the one session load of the page.
import { useEffect } from 'react';
import { useSelector } from 'react-redux';
import type { NpState } from '../store';
import { loadSession } from './session';

export function useSession(): NpState['session'] {
  useEffect(() => {
    void loadSession();
  }, []);
  return useSelector((state: NpState) => state.session);
}
