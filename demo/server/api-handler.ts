// Runs an /api/ or /webapi/ call through the router and writes its JSON answer.
import type { IncomingMessage, ServerResponse } from 'node:http';
import { API_ROUTES } from './api';
import { findRoute, type ApiContext, type ApiResult } from './api/router';
import { readJsonBody } from './http/body';
import { parseCookies } from './http/cookies';
import { sendJson } from './http/respond';
import type { HostInfo } from './sites';
import type { DemoState } from './state/demo-state';

function write(res: ServerResponse, result: ApiResult): void {
  const headers = { ...result.headers, ...(result.cookies?.length ? { 'Set-Cookie': result.cookies } : {}) };
  if (result.body === undefined) {
    res.writeHead(result.status, { 'Cache-Control': 'no-store', 'Content-Length': 0, ...headers });
    res.end();
    return;
  }
  sendJson(res, result.status, result.body, headers);
}

export async function handleApi(req: IncomingMessage, res: ServerResponse, url: URL, state: DemoState, hostInfo: HostInfo): Promise<void> {
  const match = findRoute(API_ROUTES, req.method ?? 'GET', url.pathname);
  if (match.kind === 'not-found') {
    write(res, { status: 404, body: { httpCode: 404, code: 'NOT_FOUND', message: `No endpoint ${url.pathname}` } });
    return;
  }
  if (match.kind === 'method-not-allowed') {
    write(res, { status: 405, body: { httpCode: 405, code: 'METHOD_NOT_ALLOWED' }, headers: { Allow: match.allowed.join(', ') } });
    return;
  }
  const ctx: ApiContext = {
    req,
    url,
    params: match.params,
    state,
    site: hostInfo.site,
    host: hostInfo.host,
    cookies: parseCookies(req),
    readJson: () => readJsonBody(req),
  };
  write(res, await match.route.handler(ctx));
}
