// The demo pages the engine suite visits, taken from the demo's own route table
// (demo/server/pages/routes.ts, where each route names an example path) rather than listed here:
// a new route joins the suite by being added there. Each example is asked for in Node first: a page
// answered only with the seeded reader's session (the profile) is visited logged in; a route that
// only redirects (logout) is no page. The 404 page comes from a path no route matches.
import { PAGE_ROUTES } from '../../../demo/server/pages/routes';
import { request } from '../../../demo/server/testing/demo-client';
import { SITE_ALIASES, type SiteAlias } from '../../../demo/server/sites';

export interface DemoPage {
  alias: SiteAlias;
  path: string;
  /** Served only with the seeded reader's session. */
  loggedIn: boolean;
}

export const READER = { email: 'lector@example.com', password: 'Lectura2026' } as const;

/** A path no route matches: the demo's 404 page, with `<np-error-page>`. */
export const NOT_FOUND_PATH = '/no-existe-esta-pagina';

async function sessionCookie(demoPort: number, alias: SiteAlias): Promise<string> {
  const answer = await request(demoPort, '/api/front/user/login', { host: `${alias}.localhost:${demoPort}`, method: 'POST', body: READER });
  if (answer.status !== 200) throw new Error(`the demo login answered ${answer.status}`);
  return answer.cookies.map((cookie) => cookie.split(';')[0]).join('; ');
}

const isPage = (answer: { status: number; headers: Record<string, unknown> }): boolean => answer.status === 200 && /^text\/html/.test(String(answer.headers['content-type']));

export async function discoverDemoPages(demoPort: number): Promise<DemoPage[]> {
  const pages: DemoPage[] = [];
  for (const alias of SITE_ALIASES) {
    const host = `${alias}.localhost:${demoPort}`;
    const cookie = await sessionCookie(demoPort, alias);
    for (const { example } of PAGE_ROUTES) {
      if (isPage(await request(demoPort, example, { host }))) pages.push({ alias, path: example, loggedIn: false });
      else if (isPage(await request(demoPort, example, { host, headers: { cookie } }))) pages.push({ alias, path: example, loggedIn: true });
    }
    pages.push({ alias, path: NOT_FOUND_PATH, loggedIn: false });
  }
  return pages;
}
