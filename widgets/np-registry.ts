// The registry script, np-registry.<hash>.js: webpack's chunk runtime and every widget's import.
// The loader adds it to the page when the first widget needs code. Its first import sets the
// public path (from np-config, else this script's own folder), so chunks follow the site. It
// also registers the service worker (kept out of the loader, whose bytes every page pays).
import { publicPath } from '../src/elements/public-path';
import { readPreview } from '../src/config/block';
import { registerServiceWorker } from '../src/elements/service-worker-registration';
import { reportCssChunkFailuresWithoutBlocking } from '../src/elements/chunk-failures';
import { skipStylesheetsThePageCarries, type CarriedStylesheets } from '../src/elements/carried-stylesheets';
import { runChunksInTasksOfTheirOwn, startChunksInTasksOfTheirOwn, startSharedModules } from '../src/elements/chunk-tasks';
import { yieldToBrowser } from '../src/elements/yield-to-browser';
import { REGISTRY_GLOBAL, type RegistryGlobals } from '../src/elements/registry';
import { widgetImports } from './registry';

declare const NP_BUILD_ID: string;
/** Per stylesheet a template carries in the page, the chunks whose CSS it holds (webpack.config.js). */
declare const NP_CARRIED_STYLESHEETS: CarriedStylesheets;

reportCssChunkFailuresWithoutBlocking();
skipStylesheetsThePageCarries(NP_CARRIED_STYLESHEETS);
runChunksInTasksOfTheirOwn(yieldToBrowser);
startChunksInTasksOfTheirOwn(yieldToBrowser);
startSharedModules();
((globalThis as RegistryGlobals)[REGISTRY_GLOBAL] ??= {})[NP_BUILD_ID] = widgetImports;
registerServiceWorker(publicPath, readPreview());
