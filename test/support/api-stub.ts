// The request client answered in jsdom by a function of the request, with every call recorded.
import type { InternalAxiosRequestConfig } from 'axios';
import { answerCallsWith, failWith, replyWithJson } from './http-adapter';

export interface RecordedCall {
  method: string;
  url: string;
  params: Record<string, unknown>;
  data: unknown;
}

export type StubAnswer = { status?: number; body?: unknown; timeout?: boolean; pending?: Promise<void> };

/** Answers each call with `answer(call)` (status 200 and `{response: body}` unless told); returns the calls. */
export function stubApi(answer: (call: RecordedCall) => StubAnswer): RecordedCall[] {
  const calls: RecordedCall[] = [];
  answerCallsWith(async (config: InternalAxiosRequestConfig) => {
    const call: RecordedCall = {
      method: (config.method ?? 'get').toUpperCase(),
      url: config.url ?? '',
      params: (config.params as Record<string, unknown>) ?? {},
      data: typeof config.data === 'string' ? (JSON.parse(config.data) as unknown) : config.data,
    };
    calls.push(call);
    const reply = answer(call);
    if (reply.pending) await reply.pending;
    if (reply.timeout) return failWith('ECONNABORTED')(config);
    return replyWithJson(reply.status ?? 200, reply.status && reply.status >= 400 ? { httpCode: reply.status } : { response: reply.body })(config);
  });
  return calls;
}
