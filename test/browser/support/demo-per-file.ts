// Every browser test file gets a demo server of its own (on a free port), so that one file's
// /__demo/reset or faults never reach the pages of a file running beside it.
import path from 'node:path';
import { createDemoServer, type DemoServer } from '../../../demo/server/app';

jest.setTimeout(60_000);

let server: DemoServer | undefined;

beforeAll(async () => {
  server = await createDemoServer({ distDir: path.resolve(__dirname, '../../../dist'), port: 0 });
  process.env.NP_DEMO_PORT = String(server.port);
});

afterAll(async () => {
  await server?.close();
});
