// `npm run serve`: the demo on PORT (default 8080), serving the bundle built in dist/.
import path from 'node:path';
import { createDemoServer } from './app';

const DEFAULT_PORT = 8080;

async function main(): Promise<void> {
  const port = Number(process.env.PORT ?? DEFAULT_PORT);
  const distDir = path.resolve(__dirname, '../../dist');
  const server = await createDemoServer({ distDir, port, host: process.env.HOST });
  console.log(`np demo on port ${server.port}:`);
  console.log(`  El Diario (es):     http://diario.localhost:${server.port}/`);
  console.log(`  El Diari (ca):      http://diari.localhost:${server.port}/`);
  console.log(`  Editors' gallery:   http://localhost:${server.port}/demo/`);
  const stop = () => {
    server.close().then(() => process.exit(0), () => process.exit(1));
  };
  process.on('SIGINT', stop);
  process.on('SIGTERM', stop);
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
