// The entry point, `np-loader.js`: the only file a template names, and the only one every page
// downloads. It keeps each widget's space, finds the tags, and adds the registry script (chunk
// runtime and imports) once a widget needs code; React, the store and widget code arrive as
// chunks after that. The service worker is registered by the registry script: a page with no
// widget in it has nothing for the worker to cache.
import { publicPath } from '../src/elements/public-path';
import { afterNextPaint } from '../src/elements/after-next-paint';
import { isFirstLoaderOfBuild, startLoader } from '../src/elements/loader';
import type { WidgetRegistry, WidgetTag } from '../src/elements/registry';
import { registryLoader } from '../src/elements/registry-script';
import { adoptStylesheet, pageHasPlaceholderRules } from '../src/elements/stylesheet';
import { yieldToBrowser } from '../src/elements/yield-to-browser';
import { placeholderStyles, widgetPlaceholders } from './placeholders';

declare const NP_BUILD_ID: string;
/** The hashed file name of the registry script, written in by the build once it is known. */
declare const NP_REGISTRY_FILE: string;
/** The shared chunks every widget needs (comma-separated, also written in by the build). */
declare const NP_SHARED_FILES: string;

function registryOfPage(loadImports: ReturnType<typeof registryLoader>): WidgetRegistry {
  const importOf = async (tag: string) => {
    // The registry is built with this loader and imports every one of its tags (registry.test.ts).
    const load = (await loadImports())[tag as WidgetTag]!;
    // Every tag waiting for the registry goes on when it arrives; each starts its chunk's requests
    // (a script and a stylesheet element per file) in a task of its own, not all in one long task.
    await yieldToBrowser();
    return load();
  };
  return Object.fromEntries(Object.entries(widgetPlaceholders).map(([tag, placeholder]) => [tag, { ...placeholder, load: () => importOf(tag) }]));
}

if (isFirstLoaderOfBuild(NP_BUILD_ID)) {
  if (!pageHasPlaceholderRules()) adoptStylesheet(placeholderStyles);
  const url = (file: string) => `${publicPath ?? ''}${file}`;
  const loadRegistry = registryLoader(url(NP_REGISTRY_FILE), NP_BUILD_ID, NP_SHARED_FILES.split(',').map(url));
  // The page paints first (src/elements/after-next-paint.ts): the tags are found, marked loading and
  // their boxes kept now, and their code is fetched once it has painted.
  const painted = afterNextPaint();
  startLoader(registryOfPage(() => painted.then(loadRegistry)));
}
