// The Workbox service worker lives beside the chunks, at `<publicPath>service-worker.js`, with
// the site's static folder as its scope. Editors' preview pages never register it.

export const SERVICE_WORKER_FILE = 'service-worker.js';

export function serviceWorkerLocation(publicPath: string, pageUrl: string): { script: string; scope: string } | undefined {
  const folder = new URL(publicPath, pageUrl);
  if (folder.origin !== new URL(pageUrl).origin) return undefined;
  return { script: new URL(SERVICE_WORKER_FILE, folder).href, scope: folder.pathname };
}

export function registerServiceWorker(publicPath: string | undefined, preview: boolean): void {
  if (preview || publicPath === undefined || !('serviceWorker' in navigator) || !window.isSecureContext) return;
  const location = serviceWorkerLocation(publicPath, window.location.href);
  if (!location) return;
  const register = () => navigator.serviceWorker.register(location.script, { scope: location.scope }).catch((error: unknown) => console.warn('np: the service worker could not be registered', error));
  if (document.readyState === 'complete') register();
  else addEventListener('load', register, { once: true });
}
