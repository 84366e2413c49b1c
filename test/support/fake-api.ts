// A tiny fake of the demo API for component and session tests: routes by method and path, counts
// calls, and answers through the request client's axios adapter and through fetch (no network).
import type { AxiosAdapter, InternalAxiosRequestConfig } from 'axios';
import { answerCallsWith, failWith, replyWithJson } from './http-adapter';

export interface FakeCall {
  method: string;
  url: string;
  data: unknown;
}

export type FakeAnswer = { status: number; body: unknown } | 'timeout';
type Handler = (call: FakeCall) => FakeAnswer | Promise<FakeAnswer>;

export interface FakeApi {
  calls: FakeCall[];
  on: (method: string, url: string | RegExp, handler: Handler | FakeAnswer) => void;
  callsTo: (method: string, url: string | RegExp) => FakeCall[];
  restore: () => void;
}

const matches = (pattern: string | RegExp, url: string) => (typeof pattern === 'string' ? url === pattern : pattern.test(url));

export function fakeApi(): FakeApi {
  const routes: Array<{ method: string; url: string | RegExp; handler: Handler }> = [];
  const calls: FakeCall[] = [];
  const adapter: AxiosAdapter = async (config: InternalAxiosRequestConfig) => {
    const method = (config.method ?? 'get').toUpperCase();
    const url = config.url ?? '';
    const data = typeof config.data === 'string' ? (JSON.parse(config.data) as unknown) : config.data;
    const call = { method, url, data };
    calls.push(call);
    const route = [...routes].reverse().find((each) => each.method === method && matches(each.url, url));
    const answer: FakeAnswer = route ? await route.handler(call) : { status: 404, body: { httpCode: 404 } };
    if (answer === 'timeout') return failWith('ECONNABORTED')(config);
    return replyWithJson(answer.status, answer.body)(config);
  };
  const restore = answerCallsWith(adapter);
  return {
    calls,
    on: (method, url, handler) => routes.push({ method, url, handler: typeof handler === 'function' ? handler : () => handler }),
    callsTo: (method, url) => calls.filter((call) => call.method === method && matches(url, call.url)),
    restore,
  };
}

export const okBody = (response: unknown) => ({ status: 200, body: { response } });
