// The first module the loader runs: every chunk, JS and CSS, is fetched relative to the path
// decided here, so one build serves every site from `/<siteAlias>/`.
import { readStaticUrl } from '../config/block';
import { reportError } from '../events';

declare let __webpack_public_path__: string;

export const PUBLIC_PATH_ERROR = 'Automatic publicPath is not supported in this browser';

const withTrailingSlash = (path: string): string => (path.endsWith('/') ? path : `${path}/`);

/** staticUrl from the config block, else the folder of the loader's own `src`, else nothing. */
export function resolvePublicPath(staticUrl: string, scriptSrc: string | undefined): string | undefined {
  if (staticUrl) return withTrailingSlash(staticUrl);
  if (scriptSrc) return scriptSrc.replace(/[?#].*$/, '').replace(/[^/]*$/, '');
  return undefined;
}

const currentScript = document.currentScript as HTMLScriptElement | null;
const resolved = resolvePublicPath(readStaticUrl(), currentScript?.src || undefined);

if (resolved === undefined) {
  reportError({ kind: 'chunk', name: 'Error', message: PUBLIC_PATH_ERROR });
} else {
  __webpack_public_path__ = resolved;
}

export const publicPath = resolved;
