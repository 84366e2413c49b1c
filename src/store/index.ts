// One Redux store for the whole page, on window.npStore: every widget (each its own React root)
// and every build of the library on the page share it.
import { configureStore } from '@reduxjs/toolkit';
import type { ConfigProblem } from '../config/block';
import { readPageConfig } from '../config';
import { initialSiteState, siteReducer, windowResized } from './site-slice';
import { onUserCallFailure } from '../api/request-failures';
import { initialSessionState, requestFailed, sessionReducer } from './session-slice';
import { sessionUserId } from '../account-code/session-marker';

function createNpStore() {
  const { config, problem } = readPageConfig();
  if (problem) warnAboutConfig(problem);
  const store = configureStore({
    reducer: { site: siteReducer, session: sessionReducer },
    preloadedState: { site: initialSiteState(config, window.innerWidth), session: initialSessionState(sessionUserId() !== null) },
  });
  followWindowWidth((width) => store.dispatch(windowResized(width)));
  return store;
}

export type NpStore = ReturnType<typeof createNpStore>;
export type NpState = ReturnType<NpStore['getState']>;
export type NpDispatch = NpStore['dispatch'];

declare global {
  interface Window {
    npStore?: NpStore;
  }
}

function warnAboutConfig(problem: ConfigProblem): void {
  console.error(
    problem === 'missing'
      ? 'np: no <script type="application/json" id="np-config"> block on this page; widgets use default site settings.'
      : 'np: the np-config block is not a valid JSON object; widgets use default site settings.',
  );
}

function followWindowWidth(onWidth: (width: number) => void): void {
  let frame = 0;
  window.addEventListener('resize', () => {
    cancelAnimationFrame(frame);
    frame = requestAnimationFrame(() => onWidth(window.innerWidth));
  });
}

// The store keeps the request client's failed user calls (the client itself knows no store).
onUserCallFailure((failure) => getStore().dispatch(requestFailed(failure)));

export function getStore(): NpStore {
  return (window.npStore ??= createNpStore());
}
