// The entry point, `np-loader.js`: the only file a template names, and the only one every page
// downloads. It links the placeholder rules into a page that lacks them, finds the tags, and adds
// the registry script (chunk runtime and imports) once a widget needs code; React, the store and
// widget code arrive as chunks after that. The service worker is registered by the registry
// script: a page with no widget in it has nothing for the worker to cache.
import { publicPath } from '../src/elements/public-path';
import { afterNextPaint, afterPriorityImages } from '../src/elements/after-next-paint';
import { isFirstLoaderOfBuild, startLoader } from '../src/elements/loader';
import type { WidgetTag } from '../src/elements/registry';
import { registryLoader } from '../src/elements/registry-script';
import { linkStylesheet, pageHasPlaceholderRules } from '../src/elements/stylesheet';
import { yieldToBrowser } from '../src/elements/yield-to-browser';
import { reserveAdSlotSpace } from './ad-slot/reserve-space';

declare const NP_BUILD_ID: string;
/** The placeholder rules' stylesheet, beside the loader (webpack.config.js writes it). */
const PLACEHOLDERS_FILE = 'np-placeholders.css';
/** The hashed file name of the registry script, written in by the build once it is known. */
declare const NP_REGISTRY_FILE: string;
/** The shared chunks every widget needs (comma-separated, also written in by the build). */
declare const NP_SHARED_FILES: string;

if (isFirstLoaderOfBuild(NP_BUILD_ID)) {
  const url = (file: string) => `${publicPath ?? ''}${file}`;
  // A template carries these rules in its head, where they hold the first paint (README, "How a page
  // uses it"). One without them gets the file now: its boxes appear when it arrives, after a paint.
  if (!pageHasPlaceholderRules()) linkStylesheet(url(PLACEHOLDERS_FILE));
  const loadRegistry = registryLoader(url(NP_REGISTRY_FILE), NP_BUILD_ID, NP_SHARED_FILES.split(',').map(url));
  // The page paints first (src/elements/after-next-paint.ts): the tags are found, marked loading and
  // their boxes kept in the task after this one (their boxes are the head's rules until then), and
  // their code is fetched once it has painted. A deferred script runs in the task that ends the
  // document's parsing, before its first frame on a short page: finding the tags there made that
  // task some 12 ms longer at 1x, and Lighthouse counts the task that evaluates a script before the
  // largest paint, whole, in its simulated LCP (the README's "Performance" has the figures).
  // Then its priority image too, where it marks one: np's bytes do not compete with the page's largest paint.
  const painted = afterNextPaint().then(afterPriorityImages);
  void yieldToBrowser().then(() => startLoader({
    load: async (tag: WidgetTag, hosted: boolean) => {
      const load = (await painted.then(loadRegistry))[tag];
      if (!load) throw new Error(`<${tag}> is not a widget of this bundle.`);
      // Every tag waiting for the registry goes on when it arrives; each starts its chunk's requests
      // (a script and a stylesheet element per file) in a task of its own, not all in one long task.
      // One that its host rendered goes on at once: its code came with the host's (the header's
      // four), or its download started with it (the side bar's share bar).
      if (!hosted) await yieldToBrowser();
      return load();
    },
    // The ad slot's reserved height is in its `position` JSON, which CSS cannot read.
    reserveSpace: (element) => {
      if (element.localName === 'np-ad-slot') reserveAdSlotSpace(element);
    },
  }));
}
