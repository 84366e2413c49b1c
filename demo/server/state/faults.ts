// Faults a test schedules: the next `times` calls to a path fail in the way it asks.
import { isRecord } from '../http/body';

export const MAX_FAULT_DELAY_MS = 180_000;
const MAX_FAULT_TIMES = 1_000;

export interface Fault {
  /** Exact path without query, or a prefix when it ends with `*`. */
  path: string;
  status: number;
  delayMs: number;
  /** A JSON value, or a string sent as it is. */
  body: unknown;
  /** Content type for a string body; by default text/html when it starts with `<`, else text/plain. */
  contentType?: string;
  /** After the delay, answer normally instead of failing. */
  passThrough: boolean;
  times: number;
  /** Only for requests carrying the cookie `np_demo_scope` with this value (tests running side by side). */
  scope?: string;
}

export const FAULT_SCOPE_COOKIE = 'np_demo_scope';

export type FaultReading = { ok: true; fault: Fault } | { ok: false; message: string };

const isInteger = (value: unknown, min: number, max: number): value is number =>
  typeof value === 'number' && Number.isInteger(value) && value >= min && value <= max;

function optionalInteger(raw: Record<string, unknown>, name: string, min: number, max: number, fallback: number): number | string {
  const value = raw[name];
  if (value === undefined) return fallback;
  return isInteger(value, min, max) ? value : `${name} must be an integer from ${min} to ${max}`;
}

export function readFault(raw: unknown): FaultReading {
  if (!isRecord(raw)) return { ok: false, message: 'the body must be a JSON object' };
  if (typeof raw.path !== 'string' || !raw.path.startsWith('/')) return { ok: false, message: 'path must start with /' };
  const status = optionalInteger(raw, 'status', 100, 599, 500);
  const delayMs = optionalInteger(raw, 'delayMs', 0, MAX_FAULT_DELAY_MS, 0);
  const times = optionalInteger(raw, 'times', 1, MAX_FAULT_TIMES, 1);
  for (const value of [status, delayMs, times]) if (typeof value === 'string') return { ok: false, message: value };
  if (raw.contentType !== undefined && typeof raw.contentType !== 'string') return { ok: false, message: 'contentType must be a string' };
  if (raw.scope !== undefined && (typeof raw.scope !== 'string' || !raw.scope)) return { ok: false, message: 'scope must be a non-empty string' };
  return {
    ok: true,
    fault: {
      path: raw.path,
      status: status as number,
      delayMs: delayMs as number,
      times: times as number,
      body: raw.body === undefined ? { httpCode: 500 } : raw.body,
      ...(typeof raw.contentType === 'string' ? { contentType: raw.contentType } : {}),
      passThrough: raw.passThrough === true,
      ...(typeof raw.scope === 'string' ? { scope: raw.scope } : {}),
    },
  };
}

function matches(fault: Fault, pathname: string, scope: string | undefined): boolean {
  if (fault.scope !== undefined && fault.scope !== scope) return false;
  return fault.path.endsWith('*') ? pathname.startsWith(fault.path.slice(0, -1)) : pathname === fault.path;
}

export class FaultQueue {
  private pending: Fault[] = [];

  add(fault: Fault): void {
    this.pending.push({ ...fault });
  }

  /** The first pending fault for this path (and the request's scope), counted as used. */
  take(pathname: string, scope?: string): Fault | undefined {
    const fault = this.pending.find((each) => matches(each, pathname, scope));
    if (!fault) return undefined;
    fault.times -= 1;
    if (fault.times <= 0) this.pending = this.pending.filter((each) => each !== fault);
    return { ...fault };
  }

  list(): Fault[] {
    return this.pending.map((fault) => ({ ...fault }));
  }

  clear(): void {
    this.pending = [];
  }
}
