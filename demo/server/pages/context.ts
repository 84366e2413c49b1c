// What every page template receives, and what it answers.
import type { DemoState } from '../state/demo-state';
import type { DemoSite } from '../sites';
import type { PageTexts } from './texts';

export interface PageContext {
  site: DemoSite;
  /** The Host header as requested, e.g. `diario.localhost:8080`. */
  host: string;
  url: URL;
  /** `?preview=1`: the editors' showroom mode. */
  preview: boolean;
  state: DemoState;
  texts: PageTexts;
  cookies: Readonly<Record<string, string>>;
  /** `https` when the demo serves TLS (the bench); http otherwise. */
  scheme?: 'http' | 'https';
}

/** The origin the reader's browser sees, e.g. `http://diario.localhost:8080`. */
export const pageOrigin = (ctx: Pick<PageContext, 'scheme' | 'host'>): string => `${ctx.scheme ?? 'http'}://${ctx.host}`;

export type PageResult =
  | { kind: 'html'; status: number; html: string }
  | { kind: 'redirect'; location: string; cookies?: string[] };

export const htmlResult = (html: string, status = 200): PageResult => ({ kind: 'html', status, html });
