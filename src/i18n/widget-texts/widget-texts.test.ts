// The texts that load with one widget's chunk: es and ca with the same keys, no empty text, the
// same {placeholders}, no key that a core catalogue already has, and t() reads them once added.
import { readdirSync } from 'node:fs';
import { addMessages, catalogues, translator } from '../index';

const files = readdirSync(__dirname).filter((file) => file.endsWith('.ts') && file !== 'index.ts' && !file.endsWith('.test.ts'));
const placeholders = (message: string) => [...message.matchAll(/\{(\w+)\}/g)].map((match) => match[1]).sort().join();

describe.each(files)('widget texts %s', (file) => {
  const exports = require(`./${file}`) as Record<string, Record<string, string>>;
  const es = Object.entries(exports).find(([name]) => name.endsWith('Es'))![1];
  const ca = Object.entries(exports).find(([name]) => name.endsWith('Ca'))![1];

  it('has the same keys in es and ca, none empty, with the same placeholders', () => {
    expect(Object.keys(ca).sort()).toEqual(Object.keys(es).sort());
    for (const [key, message] of Object.entries(es)) {
      expect([key, message.trim() !== '', ca[key]!.trim() !== '']).toEqual([key, true, true]);
      expect(placeholders(ca[key]!)).toBe(placeholders(message));
    }
  });

  it('adds no key of a core catalogue, and t() reads them once added', () => {
    expect(Object.keys(es).filter((key) => key in catalogues.es)).toEqual([]);
    addMessages({ es, ca });
    const [key] = Object.keys(es) as Array<keyof typeof es & Parameters<ReturnType<typeof translator>>[0]>;
    expect(translator('es')(key!)).toBe(es[key!]);
    expect(translator('ca')(key!)).toBe(ca[key!]);
  });
});
