// The session and account code (chunk np-account) for the widgets that show a logged-out state
// without it: loaded once per page on first need, retried like a widget's chunk, and a failure
// reported as the loader reports one (np:error, kind `chunk`, once per tag). The request client
// (np-request) comes later still, with the first call (src/api/request.ts).
import { reportChunkFailure, withRetries } from '../elements/chunk-failures';

export type AccountCode = typeof import('../session/account-code');

let loading: Promise<AccountCode> | null = null;
let loaded: AccountCode | null = null;
const askedBy = new Map<string, Promise<AccountCode>>();

function loadOnce(): Promise<AccountCode> {
  loading ??= withRetries(() => import(/* webpackChunkName: "np-account-code" */ '../session/account-code')).then(
    (code) => (loaded = code),
    (error: unknown) => {
      loading = null;
      throw error;
    },
  );
  return loading;
}

/** The account code, loading it if needed; `tag` names the widget in a failure's np:error. */
export function loadAccountCode(tag: string): Promise<AccountCode> {
  let asked = askedBy.get(tag);
  if (!asked) {
    asked = loadOnce().catch((error: unknown) => {
      askedBy.delete(tag);
      reportChunkFailure(tag, error);
      throw error;
    });
    askedBy.set(tag, asked);
  }
  return asked;
}

/** The account code when it has already arrived, else null (no load is started). */
export const accountCodeIfLoaded = (): AccountCode | null => loaded;

/** For tests: a new page has no account code yet. */
export function resetAccountCodeForTests(): void {
  loading = null;
  loaded = null;
  askedBy.clear();
}
