// Browser tests need a build: each test file then starts its own demo server over it
// (demo-per-file.ts).
import path from 'node:path';
import { existsSync } from 'node:fs';

export default async function globalSetup(): Promise<void> {
  const distDir = path.resolve(__dirname, '../../../dist');
  if (!existsSync(path.join(distDir, 'np-loader.js'))) throw new Error('dist/ has no build: run `npm run build` first (npm test does).');
}
