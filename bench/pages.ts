// The pages the bench loads, and the fixture pages it serves itself.
export interface BenchPage {
  name: string;
  path: string;
  /** A seeded reader to log in as before loading the page. */
  login?: { email: string; password: string };
  /** HTML the bench serves at `path` instead of the demo (same-origin, through the browser's router). */
  fixture?: (alias: string) => string;
}

const configBlock = (alias: string) =>
  `<script type="application/json" id="np-config">${JSON.stringify({ site: { alias, id: '1', mediaId: '10', name: 'El Diario', scheme: 'http', staticUrl: `/${alias}/`, url: '' }, contentId: '1001', preview: false, loginUrl: '/acceso', featureFlags: {}, webFeatures: {} })}</script>`;

export const fixturePage = (alias: string, body: string) =>
  `<!doctype html><html lang="es"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><title>Bench</title><link rel="stylesheet" href="/__demo/assets/site.css">${configBlock(alias)}<link rel="stylesheet" href="/${alias}/np-placeholders.css"><script defer src="/${alias}/np-loader.js"></script></head><body><main id="main"><h1>Bench</h1>${body}</main></body></html>`;

/**
 * What np's cost is measured against: the page without np's code (`?bare=1`, the default), or with
 * NP_BARE=widgets the page without any np element and the content inside them (`?bare=widgets`).
 */
export const BARE_QUERY = process.env.NP_BARE === 'widgets' ? 'widgets' : '1';

export const LECTOR = { email: 'lector@example.com', password: 'Lectura2026' };

export const BENCH_PAGES: BenchPage[] = [
  { name: 'front page', path: '/' },
  { name: 'article', path: '/noticia/1001' },
  { name: 'article with video', path: '/noticia/1006' },
  { name: 'share-bar-only page', path: '/__bench/share-bar-only', fixture: (alias) => fixturePage(alias, '<p>Una noticia con solo la barra para compartir.</p><np-share-bar url="http://diario.localhost/noticia/1001" title="Titular"></np-share-bar>') },
  { name: 'login', path: '/acceso' },
  { name: 'profile (logged in)', path: '/perfil/mi-cuenta/', login: LECTOR },
  { name: 'search with results', path: '/buscar/?searchText=gobierno' },
  { name: 'programme index', path: '/programas/' },
];

export const LIKE_BUTTONS = 100;

export const likeButtonsPage = (alias: string) =>
  fixturePage(
    alias,
    Array.from({ length: LIKE_BUTTONS }, (_, index) => `<article><h2>Noticia ${index + 1}</h2><np-like-button content-id="${1001 + index}"></np-like-button></article>`).join(''),
  );
