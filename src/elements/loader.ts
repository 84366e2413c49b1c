// Finds the widget elements in the page (now and later): every element whose tag starts with `np-`
// and is not defined yet. Loads each tag's code once, when an element of it comes near the
// viewport (at once with loading="eager", or when it has no box to show: a hidden host such as the
// paywall's, but not one in a `content-visibility: auto` section still skipped), and reports
// failures. The tags themselves are known to the registry script only: a list of them here cost
// the loader about 200 B of its brotli transfer, which every page pays.
import { LAZY_LOAD_THRESHOLD_PX } from '../constants';
import { reportChunkFailure, withRetries } from './chunk-failures';
import { loaderCa } from '../i18n/ca/loader';
import { loaderEs } from '../i18n/es/loader';
import { languageOf } from '../i18n/language';
import { definedHostOf, isWidgetElement } from './defined-host';
import { GUARD_ATTRIBUTE, OFFSCREEN_ATTRIBUTE, SERVER_CONTENT_SELECTOR, STATUS_ATTRIBUTE, type WidgetLoading, type WidgetTag } from './registry';

/** Tags claimed by any loader on the page, whatever its build: a tag is loaded once. */
const CLAIMED_TAGS = Symbol.for('np.claimedTags');
const STARTED_BUILDS = Symbol.for('np.startedBuilds');

type LoaderGlobals = typeof globalThis & { [CLAIMED_TAGS]?: Set<string>; [STARTED_BUILDS]?: Set<string> };

function showUnavailable(element: HTMLElement): void {
  element.setAttribute(STATUS_ATTRIBUTE, 'error');
  element.setAttribute(GUARD_ATTRIBUTE, '');
  // What the server rendered inside it (a first page, the last-hour strip) works without the widget: it stays.
  if (element.querySelector(SERVER_CONTENT_SELECTOR)) return;
  const messages = languageOf(element) === 'ca' ? loaderCa : loaderEs;
  const notice = document.createElement('p');
  notice.className = 'np-fallback';
  notice.setAttribute('role', 'status');
  notice.textContent = messages['widget.unavailable'];
  element.replaceChildren(notice);
}

/** True the first time a build asks: a second copy of the same loader on the page then does nothing. */
export function isFirstLoaderOfBuild(buildId: string): boolean {
  const started = ((globalThis as LoaderGlobals)[STARTED_BUILDS] ??= new Set());
  if (started.has(buildId)) return false;
  started.add(buildId);
  return true;
}

/**
 * Whether an element has no box only because it lies in a `content-visibility: auto` section the
 * browser skips while it is far from the viewport (a site's way to keep its long pages cheap): it
 * is not a hidden host, and waits like any element below the fold. Only then do the two answers
 * differ (a hidden host is invisible to both); where `checkVisibility` or its option is unknown,
 * they are the same, and such an element loads at once as before.
 */
const inSkippedContent = (element: Element): boolean => element.checkVisibility?.() !== element.checkVisibility?.({ contentVisibilityAuto: true });

/**
 * Marks an element observed outside the viewport (OFFSCREEN_ATTRIBUTE), from the observation alone:
 * the observer's bounds are the viewport grown by its margin, so no layout is read. An element with
 * no box (a hidden host such as the paywall's), or whose tag is defined by now, is left unmarked;
 * one in a skipped section is marked.
 * A box touching the viewport's edge is in view: the paywall's version banner, empty at the top of
 * every page (y 0, height 0), was marked, waited until every other widget had rendered, and was the
 * last widget in view to be ready (some 40 ms after the rest on loopback).
 */
function markOffscreen({ target, boundingClientRect: box, rootBounds }: IntersectionObserverEntry): void {
  if (!rootBounds || customElements.get(target.localName)) return;
  if (!(box.width || box.height)) {
    if (inSkippedContent(target)) target.setAttribute(OFFSCREEN_ATTRIBUTE, '');
    return;
  }
  const margin = LAZY_LOAD_THRESHOLD_PX;
  const inView = box.bottom >= rootBounds.top + margin && box.top <= rootBounds.bottom - margin && box.right >= rootBounds.left + margin && box.left <= rootBounds.right - margin;
  target.toggleAttribute(OFFSCREEN_ATTRIBUTE, !inView);
}

/**
 * Marks each element found `loading` at once. No rule of the library names that status: the theme
 * guard keys on GUARD_ATTRIBUTE, which only a widget's definition (or the fallback) sets, so marking
 * the hosts of a page restyles nothing (keyed on the status, it restyled the server HTML inside
 * every host, below the fold too: on the front page at 1x, a median 38 ms of style recalculation over
 * the load against 21 ms).
 */
export function startLoader({ load: importTag, reserveSpace }: WidgetLoading): void {
  const globals = globalThis as LoaderGlobals;
  const claimed = (globals[CLAIMED_TAGS] ??= new Set());
  const failed = new Set<string>();

  const load = (tag: WidgetTag, hosted = false): void => {
    if (claimed.has(tag) || customElements.get(tag)) return;
    claimed.add(tag);
    withRetries(() => importTag(tag, hosted))
      .then(() => {
        if (!customElements.get(tag)) throw new Error(`The chunk of <${tag}> loaded but did not define it.`);
      })
      .catch((error: unknown) => {
        failed.add(tag);
        reportChunkFailure(tag, error);
        document.querySelectorAll<HTMLElement>(tag).forEach(showUnavailable);
      });
  };

  const nearViewport = new IntersectionObserver(
    (entries) => {
      for (const entry of entries) {
        markOffscreen(entry);
        const { width, height } = entry.boundingClientRect;
        if (!entry.isIntersecting && (width || height || inSkippedContent(entry.target))) continue;
        nearViewport.unobserve(entry.target);
        load(entry.target.localName as WidgetTag);
      }
    },
    { rootMargin: `${LAZY_LOAD_THRESHOLD_PX}px` },
  );

  const found = (element: HTMLElement): void => {
    const tag = element.localName as WidgetTag;
    if (failed.has(tag)) return showUnavailable(element);
    if (!element.hasAttribute(STATUS_ATTRIBUTE)) element.setAttribute(STATUS_ATTRIBUTE, 'loading');
    reserveSpace?.(element);
    // A widget that a defined widget renders (the header's search, the side bar's share bar) comes
    // with its host, whose code loaded as it neared the viewport: no frame waits for an observation.
    const hosted = Boolean(definedHostOf(element));
    if (hosted || element.getAttribute('loading') === 'eager') load(tag, hosted);
    else nearViewport.observe(element);
  };

  // `:not(:defined)` leaves out the standard elements and the tags already defined.
  const scan = (root: Element | Document): void => {
    if (root instanceof HTMLElement && root.matches(':not(:defined)') && isWidgetElement(root)) found(root);
    root.querySelectorAll<HTMLElement>(':not(:defined)').forEach((element) => {
      if (isWidgetElement(element)) found(element);
    });
  };

  scan(document);
  new MutationObserver((mutations) => {
    for (const mutation of mutations) {
      mutation.addedNodes.forEach((node) => {
        if (node instanceof Element) scan(node);
      });
    }
  }).observe(document.documentElement, { childList: true, subtree: true });
}
