// Failed user calls, announced by the request client to whoever listens (the page store keeps them
// in session.requestErrors). The client knows no store: data flows from it, never back.

export interface UserCallFailure {
  /** The spec's request-client text. */
  message: string;
  /** Which user call failed, e.g. `login`. */
  apiType: string;
  /** The server's error code, else the status, else the kind of failure. */
  apiText: string;
}

type Listener = (failure: UserCallFailure) => void;

const listeners = new Set<Listener>();

/** Calls `listener` for every failed user call from now on; returns the unsubscribe function. */
export function onUserCallFailure(listener: Listener): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

export function announceUserCallFailure(failure: UserCallFailure): void {
  for (const listener of listeners) listener(failure);
}
