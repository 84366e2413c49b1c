// Adds the registry script (webpack's chunk runtime and every widget's import) to the page,
// once, and hands over its imports. A failed script is reported like a failed chunk, and the
// next call tries again (the loader retries each widget with a back-off).
//
// The shared chunks every widget needs start downloading alongside it rather than after it: a
// chunk that arrives first waits in webpack's chunk array, one still in flight is found by the
// runtime through its src (no second request), and a failed one is removed so that webpack
// fetches it again itself.
import { REGISTRY_GLOBAL, type RegistryGlobals, type WidgetImports } from './registry';

interface ScriptUrlPolicy {
  createScriptURL(url: string): string;
}
type TrustedTypesGlobal = typeof globalThis & { trustedTypes?: { createPolicy(name: string, rules: ScriptUrlPolicy): ScriptUrlPolicy } };

/** The same policy name as webpack's own chunk loading, so one CSP line allows both. */
const POLICY_NAME = 'np-webpack';

let policy: ScriptUrlPolicy | undefined;

function trustedScriptUrl(url: string): string {
  const { trustedTypes } = globalThis as TrustedTypesGlobal;
  if (!trustedTypes) return url;
  policy ??= trustedTypes.createPolicy(POLICY_NAME, { createScriptURL: (checked) => checked });
  return policy.createScriptURL(url);
}

/** The same shape as webpack's own, named after the file (`np-registry`). */
function chunkLoadError(type: string, request: string): Error {
  const chunkName = request.split('/').pop()!.replace(/\..*$/, '');
  return Object.assign(new Error(`Loading chunk ${chunkName} failed.\n(${type}: ${request})`), { name: 'ChunkLoadError', type, request });
}

function addScriptElement(url: string): HTMLScriptElement {
  const script = document.createElement('script');
  // A string or a TrustedScriptURL: the DOM typings only know the first.
  script.src = trustedScriptUrl(url);
  document.head.append(script);
  return script;
}

export function registryLoader(scriptUrl: string, buildId: string, sharedChunkUrls: readonly string[] = []): () => Promise<WidgetImports> {
  let pending: Promise<WidgetImports> | undefined;
  let sharedChunksStarted = false;

  const startSharedChunks = () => {
    if (sharedChunksStarted) return;
    sharedChunksStarted = true;
    for (const url of sharedChunkUrls) {
      const script = addScriptElement(url);
      script.onerror = () => script.remove();
    }
  };
  const announced = () => (globalThis as RegistryGlobals)[REGISTRY_GLOBAL]?.[buildId];

  const addScript = () =>
    new Promise<WidgetImports>((resolve, reject) => {
      const script = addScriptElement(scriptUrl);
      startSharedChunks();
      script.onload = () => {
        const imports = announced();
        if (imports) resolve(imports);
        else reject(chunkLoadError('missing', scriptUrl));
      };
      script.onerror = () => {
        script.remove();
        reject(chunkLoadError('error', scriptUrl));
      };
    });

  return () => {
    const imports = announced();
    if (imports) return Promise.resolve(imports);
    pending ??= addScript().catch((error: unknown) => {
      pending = undefined;
      throw error;
    });
    return pending;
  };
}
