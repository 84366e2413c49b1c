export default async function globalTeardown(): Promise<void> {
  const server = (globalThis as { npDemoServer?: { close(): Promise<void> } }).npDemoServer;
  await server?.close();
}
