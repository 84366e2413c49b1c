// The demo's fault endpoint (`/__demo/faults`, CONTRACT.md), for the flows that hold an answer back.
import type { Ui } from './ui';

async function demoFaults(ui: Ui, init?: RequestInit): Promise<Response> {
  const { port } = new URL(ui.site('diario'));
  return fetch(`http://127.0.0.1:${port}/__demo/faults`, init);
}

/** The next answer to `path` (a `*` matches the rest) comes `delayMs` late, once, then the demo's own. */
export async function holdAnswer(ui: Ui, path: string, delayMs: number): Promise<void> {
  const response = await demoFaults(ui, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ path, delayMs, passThrough: true, times: 1 }) });
  expect(response.status).toBe(201);
}

/** Every fault set is used up: the held calls have reached the demo. */
export async function heldCallsMade(ui: Ui, what: string): Promise<void> {
  const deadline = Date.now() + 30_000;
  while (((await (await demoFaults(ui)).json()) as unknown[]).length > 0) {
    if (Date.now() > deadline) throw new Error(`${ui.driver.engine}: ${what} was never asked for`);
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}
