import type { CurrentUser, LoginErrorBody } from '../../../src/api/user';
import { cookieHeader, startDemo, type DemoFixture } from '../testing/demo-client';

let demo: DemoFixture;
beforeAll(async () => {
  demo = await startDemo();
});
afterAll(() => demo.stop());
beforeEach(() => demo.post('/__demo/reset'));

const login = (email: string, password: string) => demo.post('/api/front/user/login', { email, password });

describe('POST /api/front/user/login', () => {
  test('lector@example.com with Lectura2026: 200 {response: {user}} and the session cookies', async () => {
    const response = await login('lector@example.com', 'Lectura2026');
    expect(response.status).toBe(200);
    const { user } = response.json<{ response: { user: CurrentUser } }>().response;
    expect(user).toMatchObject({ id: '101', nick: 'lector', email: 'lector@example.com', country: 'ES' });
    expect(user.newsletters).toHaveLength(5);
    expect(user.newsletters.filter((newsletter) => newsletter.isSubscribed).length).toBeGreaterThan(0);
    const sid = response.cookies.find((cookie) => cookie.startsWith('np_sid='));
    const marker = response.cookies.find((cookie) => cookie.startsWith('np_session_user='));
    expect(sid).toMatch(/^np_sid=[\w-]{20,}; Path=\/; SameSite=Lax; HttpOnly$/);
    expect(marker).toBe('np_session_user=101; Path=/; SameSite=Lax');
  });

  test('the email is matched without regard to case or spaces', async () => {
    expect((await login('  Lector@Example.com ', 'Lectura2026')).status).toBe(200);
  });

  test('a wrong password: 401 without the legacy code, and no cookies', async () => {
    const response = await login('lector@example.com', 'lectura2026');
    expect(response.status).toBe(401);
    expect(response.json<LoginErrorBody>().code).not.toBe('LEGACY_USER_PASSWORD_NOT_RESET');
    expect(response.cookies).toEqual([]);
  });

  test('an unknown email: 401', async () => {
    expect((await login('nadie@example.com', 'Lectura2026')).status).toBe(401);
  });

  test('pendiente@example.com (not validated): 403 with its user id', async () => {
    const response = await login('pendiente@example.com', 'Lectura2026');
    expect(response.status).toBe(403);
    expect(response.json<LoginErrorBody>()).toMatchObject({ userId: '102' });
    expect(response.cookies).toEqual([]);
  });

  test('antiguo@example.com with any password: 401 LEGACY_USER_PASSWORD_NOT_RESET and a reset mail', async () => {
    const response = await login('antiguo@example.com', 'whatever');
    expect(response.status).toBe(401);
    expect(response.json<LoginErrorBody>().code).toBe('LEGACY_USER_PASSWORD_NOT_RESET');
    const mails = (await demo.get('/__demo/mail')).json<Array<{ to: string; token: string; links: string[] }>>();
    expect(mails).toHaveLength(1);
    expect(mails[0]?.to).toBe('antiguo@example.com');
    expect(mails[0]?.links[0]).toContain(`/acceso/nueva-contrasena?token=${mails[0]?.token ?? ''}`);
  });

  test('demo@example.com with Lectura2026: 200', async () => {
    const response = await login('demo@example.com', 'Lectura2026');
    expect(response.status).toBe(200);
    expect(response.json<{ response: { user: CurrentUser } }>().response.user.isRegisteredInDemo).toBe(true);
  });

  test('a body that is not JSON: 400; a huge body: 413', async () => {
    expect((await demo.post('/api/front/user/login', undefined, { rawBody: '{"email":' })).status).toBe(400);
    expect((await demo.post('/api/front/user/login', { email: 'x'.repeat(100_000), password: 'y' })).status).toBe(413);
  });
});

describe('the session', () => {
  test('GET /api/front/user/profile answers the current user with the session, 401 without', async () => {
    const { cookies } = await login('lector@example.com', 'Lectura2026');
    const profile = await demo.get('/api/front/user/profile', { headers: { cookie: cookieHeader(cookies) } });
    expect(profile.status).toBe(200);
    expect(profile.json<{ response: { user: CurrentUser } }>().response.user.id).toBe('101');
    expect((await demo.get('/api/front/user/profile')).status).toBe(401);
  });

  test('the readable cookie alone is no session', async () => {
    const profile = await demo.get('/api/front/user/profile', { headers: { cookie: 'np_session_user=101' } });
    expect(profile.status).toBe(401);
  });

  test('POST /api/front/user/logout clears both cookies and ends the session', async () => {
    const session = cookieHeader((await login('lector@example.com', 'Lectura2026')).cookies);
    const logout = await demo.post('/api/front/user/logout', undefined, { headers: { cookie: session } });
    expect(logout.status).toBe(200);
    expect(logout.cookies.map((cookie) => cookie.split(';')[0])).toEqual(['np_sid=', 'np_session_user=']);
    expect(logout.cookies.every((cookie) => cookie.includes('Max-Age=0') && cookie.includes('Path=/'))).toBe(true);
    expect((await demo.get('/api/front/user/profile', { headers: { cookie: session } })).status).toBe(401);
  });

  test('GET /logout ends the session too', async () => {
    const session = cookieHeader((await login('lector@example.com', 'Lectura2026')).cookies);
    await demo.get('/logout', { headers: { cookie: session } });
    expect((await demo.get('/api/front/user/profile', { headers: { cookie: session } })).status).toBe(401);
  });
});

describe('the API router', () => {
  test('an unknown path answers 404 JSON', async () => {
    const response = await demo.get('/api/nothing/here');
    expect(response.status).toBe(404);
    expect(response.headers['content-type']).toBe('application/json; charset=utf-8');
    expect(response.json()).toMatchObject({ httpCode: 404 });
    expect((await demo.get('/webapi/nothing')).status).toBe(404);
  });

  test('a known path with the wrong method answers 405 with Allow', async () => {
    const response = await demo.get('/api/front/user/login');
    expect(response.status).toBe(405);
    expect(response.headers.allow).toBe('POST');
  });

  test('a trailing slash does not matter', async () => {
    expect((await demo.post('/api/front/user/login/', { email: 'lector@example.com', password: 'Lectura2026' })).status).toBe(200);
  });
});
