import { REGISTRY_GLOBAL, type RegistryGlobals, type WidgetImports } from './registry';
import { registryLoader } from './registry-script';

const URL_OF_SCRIPT = 'http://diario.localhost/diario/np-registry.0123abcd.js';
const addedScripts = () => [...document.head.querySelectorAll('script')];
const imports: WidgetImports = { 'np-share-bar': () => Promise.resolve() };

afterEach(() => {
  document.head.replaceChildren();
  delete (globalThis as RegistryGlobals)[REGISTRY_GLOBAL];
});

function announceAndLoad(script: HTMLScriptElement): void {
  ((globalThis as RegistryGlobals)[REGISTRY_GLOBAL] ??= {}).np_test = imports;
  script.dispatchEvent(new Event('load'));
}

describe('registryLoader', () => {
  it('adds the registry script once however many widgets ask, and hands over its imports', async () => {
    const load = registryLoader(URL_OF_SCRIPT, 'np_test');
    const asked = [load(), load(), load()];
    expect(addedScripts()).toHaveLength(1);
    expect(addedScripts()[0]!.src).toBe(URL_OF_SCRIPT);
    announceAndLoad(addedScripts()[0]!);
    for (const each of await Promise.all(asked)) expect(each).toBe(imports);
    await expect(load()).resolves.toBe(imports);
    expect(addedScripts()).toHaveLength(1);
  });

  it('a failed script rejects with a ChunkLoadError naming its address, and the next call tries again', async () => {
    const load = registryLoader(URL_OF_SCRIPT, 'np_test');
    const first = load();
    addedScripts()[0]!.dispatchEvent(new Event('error'));
    await expect(first).rejects.toMatchObject({ name: 'ChunkLoadError', message: `Loading chunk np-registry failed.\n(error: ${URL_OF_SCRIPT})`, type: 'error', request: URL_OF_SCRIPT });
    expect(addedScripts()).toHaveLength(0);
    const second = load();
    expect(addedScripts()).toHaveLength(1);
    announceAndLoad(addedScripts()[0]!);
    await expect(second).resolves.toBe(imports);
  });

  it('starts the shared chunks alongside the registry script, once, and drops one that fails so webpack fetches it again', async () => {
    const shared = ['http://diario.localhost/diario/np-vendor.11111111.js', 'http://diario.localhost/diario/np-core.22222222.js'];
    const load = registryLoader(URL_OF_SCRIPT, 'np_test', shared);
    const asked = load();
    expect(addedScripts().map((script) => script.src)).toEqual([URL_OF_SCRIPT, ...shared]);
    addedScripts()[1]!.dispatchEvent(new Event('error'));
    expect(addedScripts().map((script) => script.src)).toEqual([URL_OF_SCRIPT, shared[1]]);
    addedScripts()[0]!.dispatchEvent(new Event('error'));
    await expect(asked).rejects.toMatchObject({ name: 'ChunkLoadError' });
    load().catch(() => undefined);
    expect(addedScripts().map((script) => script.src)).toEqual([shared[1], URL_OF_SCRIPT]);
  });

  it('a script of another build does not count: its imports stay apart', async () => {
    const load = registryLoader(URL_OF_SCRIPT, 'np_test');
    const asked = load();
    ((globalThis as RegistryGlobals)[REGISTRY_GLOBAL] ??= {}).np_other = imports;
    addedScripts()[0]!.dispatchEvent(new Event('load'));
    await expect(asked).rejects.toMatchObject({ name: 'ChunkLoadError', type: 'missing' });
  });

  it('goes through a Trusted Types policy named like webpack\'s where the browser has them', async () => {
    const createScriptURL = jest.fn((url: string) => url);
    const createPolicy = jest.fn(() => ({ createScriptURL }));
    Object.assign(globalThis, { trustedTypes: { createPolicy } });
    try {
      registryLoader(URL_OF_SCRIPT, 'np_test')().catch(() => undefined);
      expect(createPolicy).toHaveBeenCalledWith('np-webpack', expect.anything());
      expect(createScriptURL).toHaveBeenCalledWith(URL_OF_SCRIPT);
    } finally {
      delete (globalThis as { trustedTypes?: unknown }).trustedTypes;
    }
  });
});
