import { existsSync, readdirSync } from 'node:fs';
import path from 'node:path';
import { widgetPlaceholders } from './placeholders';
import { widgetImports } from './registry';

describe('the registry', () => {
  it('the loader keeps a space for every tag the registry script can import, and no other', () => {
    expect(Object.keys(widgetPlaceholders).sort()).toEqual(Object.keys(widgetImports).sort());
  });

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
