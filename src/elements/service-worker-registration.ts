// The Workbox service worker lives beside the chunks, at `<publicPath>service-worker.js`, with
// the site's static folder as its scope. Editors' preview pages never register it.
//
// It registers once the page has loaded and then gone quiet: on a reader's first visit its
// install fetches and stores the shared chunks on a thread of the page's own process, and run
// beside the widgets' first renders it made their tasks longer (README, "Service worker scope").
//
// Under `require-trusted-types-for 'script'` the browser takes the worker's address only as a
// TrustedScriptURL, so it goes through the `np-service-worker` policy, which accepts this one
// address and nothing else.

import { SERVICE_WORKER_FALLBACK_DELAY_MS, SERVICE_WORKER_MAX_WAIT_MS, SERVICE_WORKER_QUIET_PERIOD_MS, SERVICE_WORKER_QUIET_PERIODS } from '../constants';

export const SERVICE_WORKER_FILE = 'service-worker.js';
export const SERVICE_WORKER_POLICY = 'np-service-worker';

interface ScriptUrlPolicy {
  createScriptURL(url: string): string;
}
type TrustedTypesGlobal = typeof globalThis & { trustedTypes?: { createPolicy(name: string, rules: ScriptUrlPolicy): ScriptUrlPolicy } };

export function serviceWorkerLocation(publicPath: string, pageUrl: string): { script: string; scope: string } | undefined {
  const folder = new URL(publicPath, pageUrl);
  if (folder.origin !== new URL(pageUrl).origin) return undefined;
  return { script: new URL(SERVICE_WORKER_FILE, folder).href, scope: folder.pathname };
}

/** The worker's address as the page's Trusted Types rules want it (a plain string without them). */
export function trustedWorkerUrl(workerUrl: string): string {
  const { trustedTypes } = globalThis as TrustedTypesGlobal;
  if (!trustedTypes) return workerUrl;
  const policy = trustedTypes.createPolicy(SERVICE_WORKER_POLICY, {
    createScriptURL: (url) => {
      if (url !== workerUrl) throw new TypeError(`np: ${url} is not this site's service worker`);
      return url;
    },
  });
  return policy.createScriptURL(workerUrl);
}

type IdleGlobal = typeof globalThis & { requestIdleCallback?: (run: (deadline: IdleDeadline) => void, options?: { timeout: number }) => number };

/**
 * Runs `run` after SERVICE_WORKER_QUIET_PERIODS idle periods in a row of the length the browser
 * grants only when nothing else is due, or after SERVICE_WORKER_MAX_WAIT_MS in any case. Without
 * `requestIdleCallback` (Safari) it waits SERVICE_WORKER_FALLBACK_DELAY_MS.
 */
export function whenMainThreadQuiet(run: () => void): void {
  const { requestIdleCallback } = globalThis as IdleGlobal;
  if (typeof requestIdleCallback !== 'function') {
    setTimeout(run, SERVICE_WORKER_FALLBACK_DELAY_MS);
    return;
  }
  const giveUpAt = performance.now() + SERVICE_WORKER_MAX_WAIT_MS;
  let quietPeriods = 0;
  const check = (deadline: IdleDeadline) => {
    quietPeriods = deadline.timeRemaining() >= SERVICE_WORKER_QUIET_PERIOD_MS ? quietPeriods + 1 : 0;
    const timeout = giveUpAt - performance.now();
    if (quietPeriods >= SERVICE_WORKER_QUIET_PERIODS || deadline.didTimeout || timeout <= 0) run();
    else requestIdleCallback(check, { timeout });
  };
  requestIdleCallback(check, { timeout: SERVICE_WORKER_MAX_WAIT_MS });
}

export function registerServiceWorker(publicPath: string | undefined, preview: boolean): void {
  if (preview || publicPath === undefined || !('serviceWorker' in navigator) || !window.isSecureContext) return;
  const location = serviceWorkerLocation(publicPath, window.location.href);
  if (!location) return;
  const warn = (error: unknown) => console.warn('np: the service worker could not be registered', error);
  const register = () => {
    try {
      navigator.serviceWorker.register(trustedWorkerUrl(location.script), { scope: location.scope }).catch(warn);
    } catch (error) {
      warn(error);
    }
  };
  const registerWhenQuiet = () => whenMainThreadQuiet(register);
  if (document.readyState === 'complete') registerWhenQuiet();
  else addEventListener('load', registerWhenQuiet, { once: true });
}
