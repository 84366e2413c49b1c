// The Workbox service worker lives beside the chunks, at `<publicPath>service-worker.js`, with
// the site's static folder as its scope. Editors' preview pages never register it.
//
// It registers SERVICE_WORKER_DELAY_MS after the page's load, in an idle period: on a reader's
// first visit its install fetches and stores the shared chunks on a thread of the page's own
// process, and run beside the widgets' first renders it made their tasks longer (README,
// "Service worker scope").
//
// Under `require-trusted-types-for 'script'` the browser takes the worker's address only as a
// TrustedScriptURL, so it goes through the `np-service-worker` policy, which accepts this one
// address and nothing else.

import { SERVICE_WORKER_DELAY_MS, SERVICE_WORKER_IDLE_TIMEOUT_MS } from '../constants';

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

type IdleGlobal = typeof globalThis & { requestIdleCallback?: (run: () => void, options?: { timeout: number }) => number };

/**
 * Runs `run` SERVICE_WORKER_DELAY_MS after the page's load (counted from now if it has loaded), in
 * the browser's next idle period where it has `requestIdleCallback` (not Safari), or once
 * SERVICE_WORKER_IDLE_TIMEOUT_MS has passed without one: Chromium 156 gave the strict-CSP test's
 * article, its every button pressed, no idle period in 20 s (README, "Service worker scope").
 */
export function afterLoadSettles(run: () => void): void {
  const { requestIdleCallback } = globalThis as IdleGlobal;
  const later = () => setTimeout(() => (typeof requestIdleCallback === 'function' ? requestIdleCallback(run, { timeout: SERVICE_WORKER_IDLE_TIMEOUT_MS }) : run()), SERVICE_WORKER_DELAY_MS);
  if (document.readyState === 'complete') later();
  else addEventListener('load', later, { once: true });
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
  afterLoadSettles(register);
}
