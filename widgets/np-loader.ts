// The entry point, `np-loader.js`: the only file a template names. It imports no React, no store
// and no widget code; those arrive as chunks when the first widget of the page is defined.
import { publicPath } from '../src/public-path';
import { reportCssChunkFailuresWithoutBlocking } from '../src/chunk-failures';
import { readLoaderSettings } from '../src/config-block';
import { isFirstLoaderOfBuild, startLoader } from '../src/loader';
import { registerServiceWorker } from '../src/service-worker-registration';
import { adoptStylesheet } from '../src/stylesheet';
import { placeholderStyles, widgetRegistry } from './registry';

declare const NP_BUILD_ID: string;

if (isFirstLoaderOfBuild(NP_BUILD_ID)) {
  reportCssChunkFailuresWithoutBlocking();
  adoptStylesheet(placeholderStyles);
  startLoader(widgetRegistry);
  registerServiceWorker(publicPath, readLoaderSettings().preview);
}
