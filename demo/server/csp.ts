// The strict Content-Security-Policy of the `/csp/` demo route: no eval, no inline script or
// style, and Trusted Types enforced. The trusted-types list names every policy the library
// creates: `np-webpack` (script URLs of chunks, webpack.config.js output.trustedTypes),
// `np-service-worker` (the worker's address, src/elements/service-worker-registration.ts) and
// `dompurify` (sanitized API HTML, src/html/sanitize.ts). Duplicates are allowed because a page may
// hold two loaders, each with its own webpack runtime and DOMPurify.
export const TRUSTED_TYPES_POLICIES = ['np-webpack', 'np-service-worker', 'dompurify'] as const;

export const STRICT_CSP = [
  "default-src 'self'",
  "script-src 'self'",
  "style-src 'self'",
  "img-src 'self' data:",
  // hls.js plays through Media Source Extensions: the <video> reads a blob: address.
  "media-src 'self' blob:",
  "object-src 'none'",
  "base-uri 'none'",
  "require-trusted-types-for 'script'",
  `trusted-types ${TRUSTED_TYPES_POLICIES.join(' ')} 'allow-duplicates'`,
].join('; ');

/** The article the `/csp/` route shows. */
export const CSP_ARTICLE_PATH = '/noticia/1001';
