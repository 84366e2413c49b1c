// The account calls of the demo API keep real state: registration, validation link, login, nick
// checks, reset tokens that expire, profile saves, saved contents and followed authors, delete.
import type { CurrentUser, FollowedAuthor, SavedContent } from '../../../src/api/user';
import { isResetTokenFresh, RESET_TOKEN_LIFETIME_MS } from '../account-mails';
import type { DemoMail } from '../state/mailbox';
import { cookieHeader, request, startDemo, type DemoFixture, type RequestOptions } from '../testing/demo-client';
import { signatureOf } from './identity-provider';
import { DEMO_RECAPTCHA_TOKEN } from './user-account';

let demo: DemoFixture;
beforeAll(async () => {
  demo = await startDemo();
});
afterAll(() => demo.stop());
beforeEach(() => demo.post('/__demo/reset'));

async function loginAs(email: string, password = 'Lectura2026'): Promise<string> {
  const response = await demo.post('/api/front/user/login', { email, password });
  expect(response.status).toBe(200);
  return cookieHeader(response.cookies);
}

const send = (pathname: string, options: RequestOptions) => request(demo.port, pathname, options);
const mails = async () => (await demo.get('/__demo/mail')).json<DemoMail[]>();
const asReader = (cookie: string) => ({ headers: { cookie } });
const registration = {
  nick: 'nueva', email: 'nueva@example.com', password: 'Secreta2026', name: 'Nuria', surname: 'Puig', birthdate: '1990-02-01', phone: '612345678',
  country: 'ES', province: '08', city: '08019', address: 'Carrer Gran 1', postalCode: '08001', newsletters: ['1'], terms: true,
  recaptcha: DEMO_RECAPTCHA_TOKEN, origin: 'diario',
};

describe('registration', () => {
  test('creates a reader who can log in only after following the mailed validation link', async () => {
    expect((await demo.post('/api/front/user/register', registration)).status).toBe(200);
    expect((await demo.post('/api/front/user/login', { email: 'nueva@example.com', password: 'Secreta2026' })).status).toBe(403);
    const mail = (await mails()).find((each) => each.to === 'nueva@example.com')!;
    const link = new URL(mail.links[0]!);
    const validation = await demo.get(link.pathname + link.search);
    expect(validation.status).toBe(302);
    expect(validation.headers.location).toBe('/acceso/?alert=account_validated');
    const cookie = await loginAs('nueva@example.com', 'Secreta2026');
    const profile = (await demo.get('/api/front/user/profile', asReader(cookie))).json<{ response: { user: CurrentUser } }>().response.user;
    expect(profile).toMatchObject({ nick: 'nueva', birthdate: '1990-02-01', province: '08' });
    expect(profile.newsletters.find((each) => each.id === '1')?.isSubscribed).toBe(true);
  });

  test('answers EMAIL_ALREADY_IN_USE, NICK_ALREADY_IN_USE, REQUIRED_FIELD and INVALID_FIELD (wrong recaptcha)', async () => {
    const code = async (body: object) => (await demo.post('/api/front/user/register', body)).json<{ code: string }>().code;
    expect(await code({ ...registration, email: 'lector@example.com' })).toBe('EMAIL_ALREADY_IN_USE');
    expect(await code({ ...registration, nick: 'LECTOR' })).toBe('NICK_ALREADY_IN_USE');
    expect(await code({ ...registration, terms: false })).toBe('REQUIRED_FIELD');
    expect(await code({ ...registration, recaptcha: 'forged' })).toBe('INVALID_FIELD');
  });

  test('the nick check says whether a nick is free', async () => {
    const available = async (nick: string) => (await demo.post('/api/front/user/nick', { nick })).json<{ response: { available: boolean } }>().response.available;
    expect(await available('lector')).toBe(false);
    expect(await available('Libre2026')).toBe(true);
  });

  test('the validation mail can be sent again for the user id a 403 login gives', async () => {
    const login = await demo.post('/api/front/user/login', { email: 'pendiente@example.com', password: 'Lectura2026' });
    const { userId } = login.json<{ userId: string }>();
    expect((await demo.post('/api/front/user/resend-validation-mail', { userId })).status).toBe(200);
    expect((await mails()).some((mail) => mail.to === 'pendiente@example.com' && mail.token)).toBe(true);
  });
});

describe('password recovery and change', () => {
  test('an unknown email answers 404 "The email does not match any user"', async () => {
    const response = await demo.post('/api/front/user/recover-password', { email: 'nadie@example.com' });
    expect(response.status).toBe(404);
    expect(response.json<{ message: string }>().message).toBe('The email does not match any user');
  });

  test('the mailed token changes the password once; the new password logs in', async () => {
    await demo.post('/api/front/user/recover-password', { email: 'antiguo@example.com' });
    const { token } = (await mails()).at(-1)!;
    expect((await demo.post('/api/front/user/change-password', { token, password: 'Nueva2026x' })).status).toBe(200);
    expect((await demo.post('/api/front/user/change-password', { token, password: 'Nueva2026y' })).status).toBe(400);
    await loginAs('antiguo@example.com', 'Nueva2026x');
  });

  test('a reset token expires an hour after it was mailed', () => {
    const sentAt = new Date(0).toISOString();
    expect(isResetTokenFresh(sentAt, RESET_TOKEN_LIFETIME_MS)).toBe(true);
    expect(isResetTokenFresh(sentAt, RESET_TOKEN_LIFETIME_MS + 1)).toBe(false);
  });
});

describe('profile, lists and valuations', () => {
  test('saved contents and followed authors resolve to seeded contents and authors, and follow the valuation calls', async () => {
    const cookie = await loginAs('lector@example.com');
    const contents = async () => (await demo.get('/api/front/user/saved-contents/', asReader(cookie))).json<{ response: { contents: SavedContent[] } }>().response.contents;
    const authors = async () => (await demo.get('/api/front/user/followed-authors/', asReader(cookie))).json<{ response: { authors: FollowedAuthor[] } }>().response.authors;
    const before = await contents();
    expect(before).toHaveLength(4);
    expect(before[0]).toMatchObject({ title: expect.any(String), url: expect.stringMatching(/^\/noticia\//), category: { name: expect.any(String) } });
    expect((await send(`/api/valuation/content/${before[0]!.id}`, { method: 'DELETE', ...asReader(cookie) })).status).toBe(200);
    expect(await contents()).toHaveLength(3);
    const [author] = await authors();
    expect(author).toMatchObject({ name: expect.any(String), twitterAccount: { href: expect.stringMatching(/^https:\/\/twitter.com\//) } });
    expect((await demo.post('/api/valuation/taxon/999999/1', undefined, asReader(cookie))).status).toBe(404);
    expect((await demo.post('/api/valuation/content/1001/1')).status).toBe(401);
  });

  test('PATCH saves the profile (401 with a wrong current password) or only the newsletters', async () => {
    const cookie = await loginAs('lector@example.com');
    const patch = (body: object) => send('/api/front/user/profile', { method: 'PATCH', body, ...asReader(cookie) });
    const form = { nick: 'lectora', name: 'Lucía', surname: 'Martín', email: 'lector@example.com', birthdate: '1988-04-12', password: null, newPassword: null, phone: '612345678', postalCode: '46001', address: 'x', city: '46250', province: '46', country: 'ES' };
    const saved = await patch(form);
    expect(saved.json<{ response: { user: CurrentUser } }>().response.user.nick).toBe('lectora');
    expect((await patch({ ...form, password: 'Equivocada1', newPassword: 'Nueva2026x' })).status).toBe(401);
    const newsletters = await patch({ newsletters: [{ id: '2', name: 'x', isSubscribed: true }] });
    expect(newsletters.json<{ response: { user: CurrentUser } }>().response.user.newsletters.filter((each) => each.isSubscribed).map((each) => each.id)).toEqual(['2']);
  });

  test('delete answers 412 for the demo account and removes any other reader', async () => {
    expect((await demo.post('/api/front/user/delete', undefined, asReader(await loginAs('demo@example.com')))).status).toBe(412);
    const cookie = await loginAs('lector@example.com');
    expect((await demo.post('/api/front/user/delete', undefined, asReader(cookie))).status).toBe(200);
    expect((await demo.post('/api/front/user/login', { email: 'lector@example.com', password: 'Lectura2026' })).status).toBe(401);
  });

  test('the bulletin flag toggles for the logged-in reader', async () => {
    const cookie = await loginAs('lector@example.com');
    const answer = await demo.post('/api/front/user/bulletin', { userId: '101' }, asReader(cookie));
    expect(answer.json<{ response: { bulletin: boolean } }>().response.bulletin).toBe(false);
  });
});

describe('social sign-in (GET /api/front/user/login/{provider})', () => {
  const profileOf = async (cookies: string[]) => (await demo.get('/api/front/user/profile', asReader(cookieHeader(cookies)))).json<{ response: { user: CurrentUser } }>().response.user;

  test.each(['apple', 'twitter', 'facebook', 'google'])('%s signs in the seeded reader and goes back to backUrl', async (provider) => {
    const response = await demo.get(`/api/front/user/login/${provider}?backUrl=${encodeURIComponent('/noticia/1001?x=1#comments')}`);
    expect(response.status).toBe(302);
    expect(response.headers.location).toBe('/noticia/1001?x=1#comments');
    expect((await profileOf(response.cookies)).email).toBe('lector@example.com');
  });

  test('without backUrl it goes to the account page', async () => {
    const response = await demo.get('/api/front/user/login/google');
    expect(response.headers.location).toBe('/perfil/mi-cuenta');
    expect(response.cookies.some((cookie) => cookie.startsWith('np_session_user='))).toBe(true);
  });

  test.each(['//evil.example/x', 'https://evil.example/', '/\\evil.example', 'javascript:alert(1)', 'http://diari.localhost/'])('a backUrl off the site (%s) goes to the account page', async (backUrl) => {
    const response = await demo.get(`/api/front/user/login/apple?backUrl=${encodeURIComponent(backUrl)}`);
    expect(response.status).toBe(302);
    expect(response.headers.location).toBe('/perfil/mi-cuenta');
  });

  test('an unknown provider answers 404 and opens no session', async () => {
    const response = await demo.get('/api/front/user/login/myspace');
    expect(response.status).toBe(404);
    expect(response.cookies).toEqual([]);
  });
});

describe('newsletter signup and the identity provider', () => {
  test('a signup answers httpCode 200 in the body; a bad address answers httpCode 400', async () => {
    expect((await demo.post('/api/front/newsletter/ana%40example.com')).json()).toEqual({ httpCode: 200, email: 'ana@example.com' });
    expect((await demo.post('/api/front/newsletter/no-email')).json()).toMatchObject({ httpCode: 400 });
  });

  test('POST /api/front/gigya/user/login opens a session only with a valid provider signature', async () => {
    const timestamp = '1700000000';
    const good = await demo.post('/api/front/gigya/user/login', { xUID: '101', xUIDSignature: signatureOf('101', timestamp), xsignatureTimestamp: timestamp });
    expect(good.status).toBe(200);
    expect(good.cookies.some((cookie) => cookie.startsWith('np_session_user=101'))).toBe(true);
    expect((await demo.post('/api/front/gigya/user/login', { xUID: '101', xUIDSignature: 'forged', xsignatureTimestamp: timestamp })).status).toBe(401);
  });
});
