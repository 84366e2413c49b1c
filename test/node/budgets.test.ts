// Size budgets of the built bundle (dist/, built by `npm test` before jest runs).
import { readFileSync, readdirSync } from 'node:fs';
import path from 'node:path';
import { gzipSync } from 'node:zlib';

const DIST = path.resolve(__dirname, '../../dist');
const budgets = JSON.parse(readFileSync(path.resolve(__dirname, '../budgets.json'), 'utf8')) as Record<string, number>;

interface ChunkReport {
  name: string;
  initial: boolean;
  files: string[];
  modules: string[];
}
const report = JSON.parse(readFileSync(path.join(DIST, 'build-report.json'), 'utf8')) as { chunks: ChunkReport[] };

const gzippedSize = (file: string) => gzipSync(readFileSync(path.join(DIST, file)), { level: 9 }).length;
/** `np-share-bar.1a2b3c4d.js` -> `np-share-bar`, `np-share-bar.1a2b3c4d.css` -> `np-share-bar.css`. */
const budgetName = (file: string) => file.replace(/\.[0-9a-f]{8}\.js$/, '').replace(/\.[0-9a-f]{8}\.css$/, '.css').replace(/\.js$/, '');
const bundleFiles = readdirSync(DIST).filter((file) => /\.(js|css)$/.test(file) && file !== 'service-worker.js');

describe('size budgets (gzipped)', () => {
  it('np-loader.js is at most 4 KiB', () => {
    const size = gzippedSize('np-loader.js');
    if (size > 4096) throw new Error(`np-loader.js weighs ${size} B gzipped; the limit is 4096 B`);
  });

  it.each(bundleFiles)('%s stays within its budget', (file) => {
    const name = budgetName(file);
    const budget = budgets[name];
    if (budget === undefined) throw new Error(`${file} has no budget: add "${name}": <its gzipped size plus ~10%> to test/budgets.json (measured ${gzippedSize(file)} B)`);
    const size = gzippedSize(file);
    if (size > budget) throw new Error(`${name} weighs ${size} B gzipped, over its budget of ${budget} B`);
  });

  it('every budget names a chunk that exists (no stale lines)', () => {
    const names = new Set(bundleFiles.map(budgetName));
    expect(Object.keys(budgets).filter((name) => !name.startsWith('$') && !names.has(name))).toEqual([]);
  });
});

describe('what each chunk holds', () => {
  const packageOf = (module: string) => /node_modules\/((?:@[^/]+\/)?[^/]+)/.exec(module)?.[1];

  it('no npm package (React, axios, DOMPurify, ...) is bundled into two chunks', () => {
    const chunksOfPackage = new Map<string, Set<string>>();
    for (const chunk of report.chunks)
      for (const module of chunk.modules) {
        const name = packageOf(module);
        if (name) chunksOfPackage.set(name, (chunksOfPackage.get(name) ?? new Set()).add(chunk.name));
      }
    const twice = [...chunksOfPackage].filter(([, chunks]) => chunks.size > 1).map(([name, chunks]) => `${name} in ${[...chunks].join(', ')}`);
    expect(twice).toEqual([]);
  });

  // The loader is a webpack runtime of its own (it loads no chunk): the few small modules it
  // shares with the registry script (public path, config block, events) are in both.
  // The header's chunk also holds the four widgets it renders itself (widgets/registry.ts), which
  // keep their own chunks for a page that places them alone: only that overlap is allowed.
  const HEADER_NESTED = ['np-header-search', 'np-user-button', 'np-hot-topics', 'np-streaming-panel'];
  const nestedInHeader = (chunks: string[]) => chunks.length === 2 && chunks.includes('np-header') && chunks.some((name) => HEADER_NESTED.includes(name));

  it('no source module is bundled into two chunks of the registry script\'s graph', () => {
    const chunksOfModule = new Map<string, string[]>();
    for (const chunk of report.chunks.filter((each) => each.name !== 'np-loader'))
      for (const module of chunk.modules.filter((each) => !each.includes('node_modules'))) chunksOfModule.set(module, [...(chunksOfModule.get(module) ?? []), chunk.name]);
    const twice = [...chunksOfModule].filter(([, chunks]) => chunks.length > 1 && !nestedInHeader(chunks)).map(([module, chunks]) => `${module} in ${chunks.join(' and ')}`);
    expect(twice).toEqual([]);
  });

  it('the header\'s chunk holds the elements of the widgets it renders', () => {
    const header = report.chunks.find((chunk) => chunk.name === 'np-header')!;
    const elements = HEADER_NESTED.map((tag) => `widgets/${tag.replace(/^np-/, '')}/${tag.replace(/^np-/, '')}.element.ts`);
    expect(elements.filter((element) => !header.modules.includes(element))).toEqual([]);
  });

  it('the loader holds no React, no store, no request client, no widget code and no widget import', () => {
    const loader = report.chunks.find((chunk) => chunk.name === 'np-loader')!;
    expect(loader.initial).toBe(true);
    const heavy = loader.modules.filter((module) => /node_modules\//.test(module) || /^src\/(store|api)\//.test(module) || /\.element\.ts$|\.tsx$|^widgets\/registry\.ts$/.test(module));
    expect(heavy).toEqual([]);
  });

  it('the loader names the registry script by its hashed file name', () => {
    const registryFile = report.chunks.find((chunk) => chunk.name === 'np-registry')!.files.find((file) => file.endsWith('.js'))!;
    expect(registryFile).toMatch(/^np-registry\.[0-9a-f]{8}\.js$/);
    expect(readFileSync(path.join(DIST, 'np-loader.js'), 'utf8')).toContain(registryFile);
  });

  it('the loader starts np-vendor and np-core alongside the registry script: every widget import needs both', () => {
    const loader = readFileSync(path.join(DIST, 'np-loader.js'), 'utf8');
    const registryFile = report.chunks.find((chunk) => chunk.name === 'np-registry')!.files.find((file) => file.endsWith('.js'))!;
    const registry = readFileSync(path.join(DIST, registryFile), 'utf8');
    const widgetChunks = report.chunks.filter((chunk) => chunk.modules.some((module) => /^widgets\/[\w-]+\/[\w-]+\.element\.ts$/.test(module))).map((chunk) => `"${chunk.name}"`);
    // The chunk lists that load a widget (the request client's own import lists np-request and np-core only).
    const widgetImports = (registry.match(/Promise\.all\(\[[^\]]*\]\)/g) ?? []).filter((list) => widgetChunks.some((name) => list.includes(name)));
    expect(widgetImports.length).toBeGreaterThanOrEqual(widgetChunks.length);
    for (const name of ['np-vendor', 'np-core']) {
      const file = report.chunks.find((chunk) => chunk.name === name)!.files.find((each) => each.endsWith('.js'))!;
      expect(loader).toContain(file);
      expect(widgetImports.filter((list) => !list.includes(`"${name}"`))).toEqual([]);
    }
  });

  it('the loader, the registry script, np-vendor and np-core open with the compile hint (their functions compile while they download), no other chunk does', () => {
    const hinted = report.chunks
      .flatMap((chunk) => chunk.files.filter((file) => file.endsWith('.js')).map((file) => [chunk.name, file] as const))
      .filter(([, file]) => readFileSync(path.join(DIST, file), 'utf8').startsWith('//# allFunctionsCalledOnLoad\n'))
      .map(([name]) => name);
    expect(hinted.sort()).toEqual(['np-core', 'np-loader', 'np-registry', 'np-vendor']);
  });

  it('React, react-dom and r2wc are in the shared vendor chunk, axios in the request chunk', () => {
    const chunkOf = (fragment: string) => report.chunks.filter((chunk) => chunk.modules.some((module) => module.includes(fragment))).map((chunk) => chunk.name);
    expect(chunkOf('node_modules/react-dom/')).toEqual(['np-vendor']);
    expect(chunkOf('node_modules/@r2wc/')).toEqual(['np-vendor']);
    expect(chunkOf('src/elements/define-widget.tsx')).toEqual(['np-core']);
    const axios = chunkOf('node_modules/axios/');
    expect(axios.every((name) => name === 'np-request')).toBe(true);
  });

  it("a widget's own texts (src/i18n/widget-texts) travel in that widget's chunk, not in np-core", () => {
    const chunksOf = (module: string) => report.chunks.filter((chunk) => chunk.modules.includes(module)).map((chunk) => chunk.name);
    expect(chunksOf('src/i18n/widget-texts/most-read.ts')).toEqual(['np-most-read']);
  });

  it('moment carries only the es, ca and it locales', () => {
    const locales = report.chunks.flatMap((chunk) => chunk.modules).filter((module) => /node_modules\/moment\/locale\//.test(module));
    expect(locales.map((module) => path.basename(module, '.js')).sort()).toEqual(locales.length ? ['ca', 'es', 'it'] : []);
  });
});
