// The np-config block of CONTRACT section 1, escaped so that no data can close the script.
import type { PageConfig } from '../../../src/config';
import { pageOrigin, type PageContext } from './context';
import { SafeHtml } from './html';

export type { PageConfig };

/** Features per site id; anything not listed is enabled (spec). */
export const WEB_FEATURES: Readonly<Record<string, Record<string, boolean>>> = {
  '1': { comments: true, paywall: true, newsletters: true, streaming: true },
  '2': { comments: true, paywall: true, newsletters: true, streaming: true },
};

export function pageConfig(ctx: PageContext, contentId: string | null = null): PageConfig {
  const { site } = ctx;
  return {
    site: {
      alias: site.alias,
      id: site.id,
      mediaId: site.mediaId,
      name: site.name,
      scheme: ctx.scheme ?? 'http',
      staticUrl: `/${site.alias}/`,
      url: pageOrigin(ctx),
    },
    contentId,
    preview: ctx.preview,
    loginUrl: '/acceso',
    featureFlags: {},
    webFeatures: structuredClone(WEB_FEATURES),
  };
}

/** JSON safe inside a script element: `<`, `>`, `&` and the JS line separators as \u escapes. */
export function scriptSafeJson(value: unknown): string {
  return JSON.stringify(value)
    .replace(/</g, '\\u003c')
    .replace(/>/g, '\\u003e')
    .replace(/&/g, '\\u0026')
    .replace(/\u2028/g, '\\u2028')
    .replace(/\u2029/g, '\\u2029');
}

export function configBlock(config: PageConfig): SafeHtml {
  return new SafeHtml(`<script type="application/json" id="np-config">${scriptSafeJson(config)}</script>`);
}
