// Answering a request the way a scheduled fault says.
import type { IncomingMessage, ServerResponse } from 'node:http';
import { sendJson, sendRaw } from './http/respond';
import type { Fault } from './state/faults';

/** Resolves after `ms`, or early when the client goes away (true when it is still there). */
export function waitUnlessClosed(res: ServerResponse, ms: number): Promise<boolean> {
  if (ms <= 0) return Promise.resolve(!res.destroyed);
  return new Promise((resolve) => {
    const done = (alive: boolean) => {
      clearTimeout(timer);
      res.off('close', onClose);
      resolve(alive);
    };
    const onClose = () => done(false);
    const timer = setTimeout(() => done(!res.destroyed), ms);
    res.on('close', onClose);
  });
}

function rawContentType(body: string): string {
  return body.trimStart().startsWith('<') ? 'text/html; charset=utf-8' : 'text/plain; charset=utf-8';
}

/** Writes the fault's answer. Returns false for a pass-through fault, which answers normally. */
export async function applyFault(req: IncomingMessage, res: ServerResponse, fault: Fault): Promise<boolean> {
  const alive = await waitUnlessClosed(res, fault.delayMs);
  if (!alive) return true;
  if (fault.passThrough) return false;
  req.resume();
  if (typeof fault.body === 'string') sendRaw(res, fault.status, fault.body, fault.contentType ?? rawContentType(fault.body));
  else sendJson(res, fault.status, fault.body);
  return true;
}
