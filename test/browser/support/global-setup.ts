// Starts the demo server once for all browser tests, on a free port, serving the built dist/.
import path from 'node:path';
import { existsSync } from 'node:fs';
import { createDemoServer } from '../../../demo/server/app';

export default async function globalSetup(): Promise<void> {
  const distDir = path.resolve(__dirname, '../../../dist');
  if (!existsSync(path.join(distDir, 'np-loader.js'))) throw new Error('dist/ has no build: run `npm run build` first (npm test does).');
  const server = await createDemoServer({ distDir, port: 0 });
  process.env.NP_DEMO_PORT = String(server.port);
  (globalThis as { npDemoServer?: typeof server }).npDemoServer = server;
}
