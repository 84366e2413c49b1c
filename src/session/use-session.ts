// Widgets read the session through this hook: it starts the one session load of the page and
// connects the identity provider when the page has one.
import { useEffect } from 'react';
import { useSelector } from 'react-redux';
import type { NpState } from '../store';
import { connectIdentityProvider } from './identity-provider';
import { loadSession } from './session';

export function useSession(): NpState['session'] {
  useEffect(() => {
    connectIdentityProvider();
    void loadSession();
  }, []);
  return useSelector((state: NpState) => state.session);
}
