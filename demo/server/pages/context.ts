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
}

export type PageResult =
  | { kind: 'html'; status: number; html: string }
  | { kind: 'redirect'; location: string; cookies?: string[] };

export const htmlResult = (html: string, status = 200): PageResult => ({ kind: 'html', status, html });
