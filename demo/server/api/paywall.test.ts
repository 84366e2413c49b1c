import { PAYWALL_MESSAGE_TYPES, readPaywallData, type PaywallMessage } from '../../../src/api/paywall';
import { cookieHeader, startDemo, type DemoFixture } from '../testing/demo-client';

let demo: DemoFixture;
beforeAll(async () => {
  demo = await startDemo();
});
afterAll(async () => demo.stop());

const messages = async (version: string) => {
  const response = await demo.get(`/api/front/paywall/${version}/messages`);
  return { status: response.status, list: response.status === 200 ? response.json<{ response: PaywallMessage[] }>().response : [] };
};

/** The `access` attribute of the article's <np-paywall>, as the page writes it. */
async function accessOn(pathAndQuery: string, cookie?: string): Promise<unknown> {
  const page = await demo.get(pathAndQuery, cookie ? { headers: { cookie } } : {});
  const attribute = /<np-paywall content-id="\d+" access="([^"]*)"/.exec(page.text)?.[1];
  if (attribute === undefined) throw new Error(`no <np-paywall> on ${pathAndQuery}`);
  return JSON.parse(attribute.replace(/&quot;/g, '"').replace(/&amp;/g, '&'));
}

describe('GET /api/front/paywall/{relativeVersionId}/messages', () => {
  test('the published version (0) lists every type, closable and not, a counter, and the showroom message', async () => {
    const { status, list } = await messages('0');
    expect(status).toBe(200);
    expect(new Set(list.map((message) => message.type))).toEqual(new Set(PAYWALL_MESSAGE_TYPES));
    expect(list.some((message) => !message.canBeClosed)).toBe(true);
    expect(list.find((message) => message.type === 'floating-counter')).toMatchObject({ numConsumedContent: 3, maxConsumedContent: 5 });
    expect(new Set(list.filter((message) => message.type === 'floating-box').map((message) => message.position))).toEqual(new Set(['bottom-left', 'bottom-right', 'center']));
    expect(list.map((message) => message.id)).toContain('showroom');
  });

  test('the test version has the same ids with its own wording; an unknown version answers 404', async () => {
    const published = await messages('0');
    const test = await messages('prueba-2026');
    expect(test.list.map((message) => message.id)).toEqual(published.list.map((message) => message.id));
    expect(test.list.find((message) => message.id === '9001')?.principalText).toMatch(/^\[Versión de prueba\] /);
    expect((await messages('9999')).status).toBe(404);
  });
});

describe('the article page places <np-paywall> with the paywall data', () => {
  test('?paywall=<type> (and closable=0) denies access with a message of that type', async () => {
    expect(readPaywallData(await accessOn('/noticia/1001?paywall=modal&closable=0'))).toMatchObject({ accessGranted: false, messageIds: ['9006'] });
    expect(readPaywallData(await accessOn('/noticia/1001?paywall=floating-box&position=center'))).toMatchObject({ accessGranted: false, messageIds: ['9007'] });
  });

  test('premium contents (id ending in 7) show the bottom bar; others are open; a logged-in reader always has access', async () => {
    expect(readPaywallData(await accessOn('/noticia/1007'))).toMatchObject({ accessGranted: false, messageIds: ['9001'] });
    expect(readPaywallData(await accessOn('/noticia/1001'))).toMatchObject({ accessGranted: true, messageIds: [] });
    const login = await demo.post('/api/front/user/login', { email: 'lector@example.com', password: 'Lectura2026' });
    expect(readPaywallData(await accessOn('/noticia/1007?paywall=modal', cookieHeader(login.cookies)))).toMatchObject({ accessGranted: true });
  });
});
