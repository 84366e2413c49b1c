// Answers the endpoints build: `{response: …}` on success, an error body otherwise.
import type { BodyReading } from '../http/body';
import type { ApiContext, ApiResult } from './router';

/** 200 with the data wrapped in `response`, as the real API does. */
export function ok(data: unknown, extra: Omit<ApiResult, 'status' | 'body'> = {}): ApiResult {
  return { status: 200, body: { response: data }, ...extra };
}

export function fail(status: number, code: string, extra: Record<string, unknown> = {}): ApiResult {
  return { status, body: { httpCode: status, code, ...extra } };
}

/** Reads the JSON body, then calls `handle`; a bad body answers 400, 413 or 415 first. */
export async function withJsonBody(ctx: ApiContext, handle: (body: unknown) => ApiResult | Promise<ApiResult>): Promise<ApiResult> {
  const reading: BodyReading = await ctx.readJson();
  if (!reading.ok) return fail(reading.status, reading.code);
  return handle(reading.value);
}
