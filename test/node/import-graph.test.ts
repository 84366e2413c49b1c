// The shared runtime's module graph: data flows one way. No module of src/ reaches itself again
// through its imports (type imports included), nothing in src/ imports from widgets/, and the
// element runtime keeps to its own folder.
import { existsSync, readFileSync, readdirSync, statSync } from 'node:fs';
import path from 'node:path';

const ROOT = path.resolve(__dirname, '../..');
const SRC = path.join(ROOT, 'src');

function sourceFiles(folder: string): string[] {
  return readdirSync(folder).flatMap((name) => {
    const file = path.join(folder, name);
    if (statSync(file).isDirectory()) return sourceFiles(file);
    return /\.tsx?$/.test(name) && !/\.(test|d)\.tsx?$/.test(name) ? [file] : [];
  });
}

const SPECIFIER = /(?:^|\n)\s*(?:import|export)\s[^'"]*?from\s*['"](\.{1,2}\/[^'"]+)['"]|import\(\s*['"](\.{1,2}\/[^'"]+)['"]\s*\)/g;

function resolveImport(from: string, specifier: string): string | undefined {
  const target = path.resolve(path.dirname(from), specifier.replace(/\?.*$/, ''));
  return ['.ts', '.tsx', '/index.ts', '/index.tsx', ''].map((ending) => target + ending).find((file) => existsSync(file) && statSync(file).isFile());
}

function importsOf(file: string): string[] {
  const text = readFileSync(file, 'utf8');
  return [...text.matchAll(SPECIFIER)]
    .map((match) => resolveImport(file, (match[1] ?? match[2])!))
    .filter((target): target is string => target !== undefined && /\.tsx?$/.test(target));
}

const files = sourceFiles(SRC);
const graph = new Map(files.map((file) => [file, importsOf(file)]));
const relative = (file: string) => path.relative(ROOT, file);

/** Every cycle found by a depth-first walk, each as the list of files around it. */
function findCycles(): string[][] {
  const cycles: string[][] = [];
  const state = new Map<string, 'open' | 'done'>();
  const stack: string[] = [];
  const visit = (file: string) => {
    state.set(file, 'open');
    stack.push(file);
    for (const next of graph.get(file) ?? []) {
      if (state.get(next) === 'open') cycles.push([...stack.slice(stack.indexOf(next)), next].map(relative));
      else if (!state.has(next)) visit(next);
    }
    stack.pop();
    state.set(file, 'done');
  };
  for (const file of files) if (!state.has(file)) visit(file);
  return cycles;
}

describe('the shared runtime (src/)', () => {
  it('has no import cycle', () => {
    expect(findCycles()).toEqual([]);
  });

  it('imports nothing from widgets/', () => {
    const fromWidgets = files.flatMap((file) => (graph.get(file) ?? []).filter((target) => target.startsWith(path.join(ROOT, 'widgets'))).map((target) => `${relative(file)} -> ${relative(target)}`));
    expect(fromWidgets).toEqual([]);
  });

  it('keeps only cross-cutting modules at its root: the rest lives in named folders', () => {
    const atRoot = readdirSync(SRC).filter((name) => statSync(path.join(SRC, name)).isFile());
    expect(atRoot.sort()).toEqual(['constants.ts', 'data-layer.ts', 'events.ts', 'raw-css.d.ts']);
  });

  it('the request client knows no store', () => {
    const client = path.join(SRC, 'api/client.ts');
    expect((graph.get(client) ?? []).map(relative).filter((target) => target.startsWith('src/store'))).toEqual([]);
  });
});
