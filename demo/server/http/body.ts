// Reading a JSON request body safely: a size limit, and a clear answer for what is not JSON.
import type { IncomingMessage } from 'node:http';

export const JSON_BODY_LIMIT_BYTES = 64 * 1024;

export type BodyReading =
  | { ok: true; value: unknown }
  | { ok: false; status: 400 | 413 | 415; code: 'INVALID_JSON' | 'BODY_TOO_LARGE' | 'UNSUPPORTED_MEDIA_TYPE' };

function readText(req: IncomingMessage, limitBytes: number): Promise<string | null> {
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = [];
    let size = 0;
    let tooLarge = false;
    req.on('data', (chunk: Buffer) => {
      size += chunk.length;
      if (size > limitBytes) tooLarge = true;
      else chunks.push(chunk);
    });
    req.on('end', () => resolve(tooLarge ? null : Buffer.concat(chunks).toString('utf8')));
    req.on('error', reject);
  });
}

function isJsonType(req: IncomingMessage): boolean {
  const type = (req.headers['content-type'] ?? '').split(';')[0]?.trim().toLowerCase() ?? '';
  return type === '' || type === 'application/json' || type.endsWith('+json') || type === 'text/plain';
}

/** An empty body reads as `undefined`. */
export async function readJsonBody(req: IncomingMessage, limitBytes = JSON_BODY_LIMIT_BYTES): Promise<BodyReading> {
  const declared = Number(req.headers['content-length'] ?? 0);
  if (declared > limitBytes) {
    req.resume();
    return { ok: false, status: 413, code: 'BODY_TOO_LARGE' };
  }
  const text = await readText(req, limitBytes);
  if (text === null) return { ok: false, status: 413, code: 'BODY_TOO_LARGE' };
  if (text.trim() === '') return { ok: true, value: undefined };
  if (!isJsonType(req)) return { ok: false, status: 415, code: 'UNSUPPORTED_MEDIA_TYPE' };
  try {
    return { ok: true, value: JSON.parse(text) as unknown };
  } catch {
    return { ok: false, status: 400, code: 'INVALID_JSON' };
  }
}

export const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

/** A string field of a parsed body, or undefined. */
export function stringField(body: unknown, name: string): string | undefined {
  if (!isRecord(body)) return undefined;
  const value = body[name];
  return typeof value === 'string' ? value : undefined;
}
