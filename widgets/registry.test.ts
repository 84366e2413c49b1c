import { existsSync, readdirSync } from 'node:fs';
import path from 'node:path';
import { widgetImports } from './registry';
import { setSessionCookie } from '../test/support/readers';

describe('the registry', () => {
  it('every widget folder with an element is in the registry', () => {
    const folders = readdirSync(__dirname, { withFileTypes: true })
      .filter((entry) => entry.isDirectory() && existsSync(path.join(__dirname, entry.name, `${entry.name}.element.ts`)))
      .map((entry) => `np-${entry.name}`);
    expect(Object.keys(widgetImports).sort()).toEqual(folders.sort());
  });
});

describe('the request client beside a chunk', () => {
  // The widgets that call the API as they mount (a read on first render): np-request starts with
  // their chunk. Every other widget loads it on its first call, if it ever makes one.
  const CALLS_API_ON_MOUNT = ['np-comments', 'np-digital-interview', 'np-poll', 'np-programme-index', 'np-searcher', 'np-ugc-form'];

  async function loadedFor(tag: string): Promise<string[]> {
    const loaded: string[] = [];
    await jest.isolateModulesAsync(async () => {
      // The widget's own module and the client are stand-ins that only say they were imported.
      jest.doMock('../src/api/client', () => (loaded.push('client'), {}));
      const folder = tag.replace(/^np-/, '');
      jest.doMock(`./${folder}/${folder}.element`, () => (loaded.push('widget'), {}));
      const { widgetImports: isolated } = await import('./registry');
      await isolated[tag as keyof typeof isolated]!();
    });
    return loaded.sort();
  }

  it.each(Object.keys(widgetImports))('%s', async (tag) => {
    // Each tag's element is in the page, as when the loader asks for its chunk.
    document.body.innerHTML = `<${tag}></${tag}>`;
    expect(await loadedFor(tag)).toEqual(CALLS_API_ON_MOUNT.includes(tag) ? ['client', 'widget'] : ['widget']);
  });

  it('not for the profile, even with a session: it reads the reader\'s data with fetch, and the client comes with a save', async () => {
    document.body.innerHTML = '<np-profile></np-profile>';
    setSessionCookie('u1');
    expect(await loadedFor('np-profile')).toEqual(['widget']);
    setSessionCookie(null);
  });

  it.each(['np-programme-index', 'np-searcher'])('not for a %s whose first page the server rendered, unless another has none', async (tag) => {
    const withFirstPage = `<${tag}><div data-np-first-page data-cursor-mark=""></div></${tag}>`;
    document.body.innerHTML = withFirstPage;
    expect(await loadedFor(tag)).toEqual(['widget']);
    document.body.innerHTML = `${withFirstPage}<${tag}></${tag}>`;
    expect(await loadedFor(tag)).toEqual(['client', 'widget']);
    // A first page further down (in a child element) is not the element's own.
    document.body.innerHTML = `<${tag}><div><div data-np-first-page></div></div></${tag}>`;
    expect(await loadedFor(tag)).toEqual(['client', 'widget']);
  });
});

describe('nested widgets beside their host', () => {
  // A host renders these tags itself: their chunks start with the host's, not after its render.
  async function importedWith(tag: string, nestedFolders: string[], failing: string[] = []): Promise<{ imported: string[]; hostLoaded: boolean }> {
    const imported: string[] = [];
    let hostLoaded = false;
    await jest.isolateModulesAsync(async () => {
      const folder = tag.replace(/^np-/, '');
      jest.doMock(`./${folder}/${folder}.element`, () => ({}));
      for (const nested of nestedFolders)
        jest.doMock(`./${nested}/${nested}.element`, () => {
          imported.push(`np-${nested}`);
          if (failing.includes(nested)) throw new Error('chunk failed');
          return {};
        });
      const { widgetImports: isolated } = await import('./registry');
      await isolated[tag as keyof typeof isolated]!();
      hostLoaded = true;
      await new Promise((resolve) => setTimeout(resolve, 0));
    });
    return { imported: imported.sort(), hostLoaded };
  }

  // Which chunk each import comes from is webpack's: budgets.test.ts checks the header's chunk
  // holds these elements, and header.test.ts (browser) that a header page asks for no other chunk.
  it.each(['np-header-search', 'np-user-button', 'np-hot-topics', 'np-streaming-panel'])('%s imports its element inside a header and alone', async (tag) => {
    const folder = tag.replace(/^np-/, '');
    document.body.innerHTML = `<np-header><${tag}></${tag}></np-header>`;
    expect((await importedWith(tag, [folder])).imported).toEqual([tag]);
    document.body.innerHTML = `<${tag}></${tag}>`;
    expect((await importedWith(tag, [folder])).imported).toEqual([tag]);
  });

  it('the side bar starts its share bar; the programme index its ad slots', async () => {
    document.body.innerHTML = '<np-side-bar></np-side-bar>';
    expect((await importedWith('np-side-bar', ['share-bar'])).imported).toEqual(['np-share-bar']);
    document.body.innerHTML = '<np-programme-index></np-programme-index>';
    expect((await importedWith('np-programme-index', ['ad-slot'])).imported).toEqual(['np-ad-slot']);
  });

  it('a nested chunk that fails does not fail its host', async () => {
    document.body.innerHTML = '<np-side-bar></np-side-bar>';
    const { imported, hostLoaded } = await importedWith('np-side-bar', ['share-bar'], ['share-bar']);
    expect(hostLoaded).toBe(true);
    expect(imported).toEqual(['np-share-bar']);
  });
});
