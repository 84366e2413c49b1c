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
