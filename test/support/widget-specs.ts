// Finds what widgets declare for the hardening suites, and which widgets must declare something,
// by reading the widgets/ folder at test time: a new widget joins without anyone remembering to.
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';

export const ROOT = path.resolve(__dirname, '../..');
const WIDGETS = path.join(ROOT, 'widgets');
const API = path.join(ROOT, 'src/api');

export interface WidgetFolder {
  folder: string;
  dir: string;
  /** Source files of the widget (tests and declarations excluded). */
  sources: string[];
  /** Its `<folder>.element.ts(x)`, which calls defineWidget. */
  element: string;
}

const elementFile = (dir: string, folder: string) => [`${folder}.element.ts`, `${folder}.element.tsx`].map((file) => path.join(dir, file)).find((file) => existsSync(file));

export function widgetFolders(): WidgetFolder[] {
  return readdirSync(WIDGETS, { withFileTypes: true })
    .filter((entry) => entry.isDirectory() && elementFile(path.join(WIDGETS, entry.name), entry.name) !== undefined)
    .map((entry) => {
      const dir = path.join(WIDGETS, entry.name);
      const sources = readdirSync(dir).filter((file) => /\.tsx?$/.test(file) && !/\.(test|fuzz|xss)\.tsx?$/.test(file));
      return { folder: entry.name, dir, sources, element: elementFile(dir, entry.name)! };
    });
}

/** Modules under src/api/ that send requests (they call apiRequest). */
export function apiCallModules(): string[] {
  return readdirSync(API)
    .filter((file) => /\.ts$/.test(file) && !file.endsWith('.test.ts') && file !== 'client.ts')
    .filter((file) => /\bapiRequest\(/.test(readFileSync(path.join(API, file), 'utf8')))
    .map((file) => file.replace(/\.ts$/, ''));
}

// Value imports only: `import type` and `export type` reach nothing at run time.
const IMPORT = /^(?!\s*(?:import|export)\s+type\b).*?(?:from|import)\s*\(?\s*['"](\.{1,2}\/[^'"]+)['"]/gm;

function resolveImport(fromFile: string, specifier: string): string | undefined {
  const base = path.resolve(path.dirname(fromFile), specifier);
  return [base, `${base}.ts`, `${base}.tsx`, path.join(base, 'index.ts')].find((candidate) => existsSync(candidate) && /\.tsx?$/.test(candidate));
}

/** Every source file the widget's element file reaches through relative imports. */
export function reachedFiles(widget: WidgetFolder): Set<string> {
  const seen = new Set<string>();
  const visit = (file: string) => {
    if (seen.has(file)) return;
    seen.add(file);
    for (const match of readFileSync(file, 'utf8').matchAll(IMPORT)) {
      const next = resolveImport(file, match[1]!);
      if (next && !next.includes(`${path.sep}node_modules${path.sep}`)) visit(next);
    }
  };
  visit(widget.element);
  return seen;
}

const relative = (file: string) => path.relative(ROOT, file).split(path.sep).join('/');

/** A widget reads API responses when it reaches a module of src/api/ that sends requests. */
export function readsApi(widget: WidgetFolder, callModules: string[] = apiCallModules()): boolean {
  const reached = [...reachedFiles(widget)].map(relative);
  return callModules.some((module) => reached.includes(`src/api/${module}.ts`));
}

/** A widget renders API HTML when it reaches SafeHtml or the sanitizer. */
export function rendersApiHtml(widget: WidgetFolder): boolean {
  const reached = [...reachedFiles(widget)].map(relative);
  return reached.includes('src/html/safe-html.tsx') || reached.includes('src/html/sanitize.ts');
}

export const hasDeclaration = (widget: WidgetFolder, kind: 'fuzz' | 'xss') => existsSync(path.join(widget.dir, `${widget.folder}.${kind}.ts`));
