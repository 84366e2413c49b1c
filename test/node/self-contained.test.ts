// The project reads nothing outside itself: no file but the CI script (and prose) names the folder
// beside the repository; tests reach the shared corpora only through NP_CORPORA_DIR.
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';

const ROOT = path.resolve(__dirname, '../..');
const SKIPPED_FOLDERS = new Set(['node_modules', 'dist', 'dist-eager', 'coverage', '.git', '.ci', 'test-results']);
const OUTSIDE = ['..', 'shared'].join('/');

function sourceFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) return SKIPPED_FOLDERS.has(entry.name) ? [] : sourceFiles(full);
    return /\.(ts|tsx|js|mjs|cjs|json|css|html)$/.test(entry.name) && entry.name !== 'package-lock.json' ? [full] : [];
  });
}

it(`no source file outside .ci/ names ${OUTSIDE}`, () => {
  const naming = sourceFiles(ROOT).filter((file) => readFileSync(file, 'utf8').includes(OUTSIDE));
  expect(naming.map((file) => path.relative(ROOT, file))).toEqual([]);
});
