// A small router for /api/ and /webapi/: JSON in, JSON out. Each endpoint is one file that
// exports its routes; index.ts lists them.
import type { IncomingMessage } from 'node:http';
import type { BodyReading } from '../http/body';
import type { Headers } from '../http/respond';
import type { DemoSite } from '../sites';
import type { DemoState } from '../state/demo-state';

export type HttpMethod = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';

export interface ApiContext {
  req: IncomingMessage;
  url: URL;
  /** `:name` segments of the route's path. */
  params: Readonly<Record<string, string>>;
  state: DemoState;
  site: DemoSite;
  /** The Host header as requested, for absolute links in mails. */
  host: string;
  cookies: Readonly<Record<string, string>>;
  readJson(): Promise<BodyReading>;
}

export interface ApiResult {
  status: number;
  /** Sent as JSON; omitted for an empty body. */
  body?: unknown;
  cookies?: string[];
  headers?: Headers;
}

export type ApiHandler = (ctx: ApiContext) => ApiResult | Promise<ApiResult>;

export interface ApiRoute {
  method: HttpMethod;
  /** For example `/api/valuation/content/:id/1`; a trailing slash does not matter. */
  path: string;
  handler: ApiHandler;
}

const segments = (path: string): string[] => path.replace(/\/+$/, '').split('/');

/** The route's params when `pathname` matches its path, else null. */
export function matchPath(routePath: string, pathname: string): Record<string, string> | null {
  const wanted = segments(routePath);
  const actual = segments(pathname);
  if (wanted.length !== actual.length) return null;
  const params: Record<string, string> = {};
  for (let i = 0; i < wanted.length; i += 1) {
    const expected = wanted[i] ?? '';
    const value = actual[i] ?? '';
    if (expected.startsWith(':')) {
      if (!value) return null;
      try {
        params[expected.slice(1)] = decodeURIComponent(value);
      } catch {
        return null;
      }
    } else if (expected !== value) return null;
  }
  return params;
}

export type RouteMatch =
  | { kind: 'found'; route: ApiRoute; params: Record<string, string> }
  | { kind: 'method-not-allowed'; allowed: HttpMethod[] }
  | { kind: 'not-found' };

export function findRoute(routes: readonly ApiRoute[], method: string, pathname: string): RouteMatch {
  const allowed: HttpMethod[] = [];
  for (const route of routes) {
    const params = matchPath(route.path, pathname);
    if (!params) continue;
    if (route.method === method) return { kind: 'found', route, params };
    allowed.push(route.method);
  }
  return allowed.length ? { kind: 'method-not-allowed', allowed } : { kind: 'not-found' };
}
