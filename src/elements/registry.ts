// What the loader needs to know of the widgets: how to import a tag's code, and how to reserve an
// element's space before that code arrives (so nothing shifts when it renders).
//
// The loader (np-loader.js) finds the `np-` tags and keeps the ad slots' heights; the space rules
// are in np-placeholders.css, which the template carries; the tags and their imports live in the
// registry script (np-registry.<hash>.js) with webpack's chunk runtime, which the loader adds to
// the page when the first widget needs it. The registry script announces itself here.

export type WidgetTag = `np-${string}`;

/** What the loader is given: how to import a tag's code, and how to keep an element's space where CSS cannot. */
export interface WidgetLoading {
  /**
   * Resolves once the tag's chunk has run; rejects when it fails, or when the bundle has no such
   * widget. `hosted`: the element was found inside a defined widget, which rendered it.
   */
  load: (tag: WidgetTag, hosted: boolean) => Promise<unknown>;
  /** Called for each element found before its code arrives (so nothing shifts when it renders). */
  reserveSpace?: (element: HTMLElement) => void;
}

/** Per tag, the import of its chunk (with the shared chunks it needs). */
export type WidgetImports = Readonly<Record<WidgetTag, () => Promise<unknown>>>;

/** Where a registry script leaves its imports, per build (two builds on one page stay apart). */
export const REGISTRY_GLOBAL = Symbol.for('np.registries');

export type RegistryGlobals = typeof globalThis & { [REGISTRY_GLOBAL]?: Record<string, WidgetImports> };

/** Every widget element's state: `loading` until its widget has rendered, then `ready` or `error`. */
export const STATUS_ATTRIBUTE = 'data-np-status';

/**
 * Set on an element that its tag's definition has upgraded but that still waits its turn to render
 * (render-queue.ts). The placeholder rules treat it like `:not(:defined)`, so its box is kept.
 */
export const QUEUED_ATTRIBUTE = 'data-np-queued';

/**
 * Set by the loader on an element whose box lay outside the viewport when the loader first observed
 * it (a like button further down an article, loaded with the one at the top): the render queue
 * renders the elements in view before it. No rule names it, so setting it restyles nothing.
 */
export const OFFSCREEN_ATTRIBUTE = 'data-np-offscreen';

/**
 * Set on an element once its widget's code has taken it over (its definition upgraded it) or the
 * loader has put its fallback notice in it: the theme guard and the widgets' base rules key on it.
 * Not on `data-np-status`, which the loader sets on every element it finds: every rule naming that
 * attribute restyled the whole inside of each host it was set on (server-rendered lists included,
 * widgets below the fold too) once the page had painted.
 */
export const GUARD_ATTRIBUTE = 'data-np-guard';

/**
 * What a template rendered inside a widget's element for it to start from (a first page of a list,
 * the last-hour strip): the widget takes it over, and it stays if the widget's code cannot load.
 */
export const SERVER_CONTENT_SELECTOR = ':scope > [data-np-first-page]';
