// <np-login>, <np-forgot-password> and <np-change-password> on the demo, in es and ca, with the
// fault paths of the demo API.
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { seriousAxeViolations } from './support/axe';
import { addFault, mailbox, SEEDED_PASSWORD } from './support/accounts';
import { closeContext, DESKTOP, launchChromium, npErrors, recordNpErrors, resetDemo, type SiteAlias, siteUrl, waitForStatus } from './support/browser';

jest.setTimeout(60_000);

let browser: Browser;
let context: BrowserContext;
beforeAll(async () => {
  browser = await launchChromium();
});
afterAll(async () => browser.close());
beforeEach(async () => {
  await resetDemo();
  context = await browser.newContext({ ...DESKTOP, serviceWorkers: 'block' });
  await recordNpErrors(context);
});
afterEach(() => closeContext(context));

const TEXTS = {
  diario: { email: /^Correo electrónico/, password: /^Contraseña/, submit: 'Iniciar sesión', wrong: 'Correo electrónico o contraseña incorrectos.', timeout: 'No se puede conectar con el servidor. Inténtalo de nuevo más tarde.', server: 'Se ha producido un error al hacer la petición. Inténtalo de nuevo más tarde.' },
  diari: { email: /^Correu electrònic/, password: /^Contrasenya/, submit: 'Inicia la sessió', wrong: 'Correu electrònic o contrasenya incorrectes.', timeout: 'No es pot connectar amb el servidor. Torna-ho a provar més tard.', server: '' },
} as const;

async function openLogin(alias: SiteAlias, query = ''): Promise<Page> {
  const page = await context.newPage();
  await page.goto(siteUrl(alias, `/acceso${query}`));
  await waitForStatus(page, 'np-login', 'ready');
  return page;
}

async function submitLogin(page: Page, alias: SiteAlias, email: string, password: string): Promise<void> {
  const text = TEXTS[alias];
  await page.getByLabel(text.email).fill(email);
  await page.getByLabel(text.password).first().fill(password);
  await page.getByRole('button', { name: text.submit }).click();
}

describe.each(['diario', 'diari'] as const)('login on %s', (alias) => {
  const text = TEXTS[alias];

  it('logs the seeded reader in and goes to a same-site backUrl', async () => {
    const page = await openLogin(alias, '?backUrl=%2Fnoticia%2F1001');
    await submitLogin(page, alias, 'lector@example.com', SEEDED_PASSWORD);
    await page.waitForURL(siteUrl(alias, '/noticia/1001'));
    expect((await context.cookies()).some((cookie) => cookie.name === 'np_session_user' && cookie.value === '101')).toBe(true);
  });

  it('a wrong password shows the wrong-credentials message word for word and keeps the email', async () => {
    const page = await openLogin(alias);
    await submitLogin(page, alias, 'lector@example.com', 'Equivocada2026');
    await expect(page.getByRole('alert').textContent()).resolves.toBe(text.wrong);
    await expect(page.getByLabel(text.email).inputValue()).resolves.toBe('lector@example.com');
  });

  it('a timeout shows the request-client text and nothing typed is lost', async () => {
    const page = await openLogin(alias);
    await addFault({ path: '/api/front/user/login', delayMs: 11_000, passThrough: true });
    await submitLogin(page, alias, 'lector@example.com', SEEDED_PASSWORD);
    await page.getByRole('alert').waitFor({ timeout: 15_000 });
    await expect(page.getByRole('alert').textContent()).resolves.toBe(text.timeout);
    await expect(page.getByLabel(text.password).first().inputValue()).resolves.toBe(SEEDED_PASSWORD);
  });
});

describe('login on diario: other answers', () => {
  it('a backUrl to another site ends on the account page of this site', async () => {
    for (const backUrl of ['//evil.example/', 'https:evil.example', '/\\evil.example', 'javascript:alert(1)']) {
      await resetDemo();
      const page = await openLogin('diario', `?backUrl=${encodeURIComponent(backUrl)}`);
      await submitLogin(page, 'diario', 'lector@example.com', SEEDED_PASSWORD);
      await page.waitForURL(/\/perfil\/mi-cuenta$/, { waitUntil: 'commit' });
      expect(new URL(page.url()).origin).toBe(new URL(siteUrl('diario')).origin);
      // The account page settles before the tab closes. One CI run timed out in this loop (the log
      // does not say at which step); a tab closed while its chunks and calls are in flight is the
      // one step here that other suites have seen Chromium leave unanswered.
      await waitForStatus(page, 'np-profile', 'ready');
      await context.clearCookies();
      await page.close();
    }
  }, 150_000); // four logins in a row

  it('the legacy reader is asked for a new password and gets a reset mail', async () => {
    const page = await openLogin('diario');
    await submitLogin(page, 'diario', 'antiguo@example.com', 'Cualquiera1');
    await expect(page.getByRole('alert').textContent()).resolves.toMatch(/crea una contraseña nueva/);
    expect((await mailbox()).some((mail) => mail.to === 'antiguo@example.com' && mail.token)).toBe(true);
  });

  it('403: the not-validated message resends the validation mail, then says it was sent', async () => {
    const page = await openLogin('diario');
    await submitLogin(page, 'diario', 'pendiente@example.com', SEEDED_PASSWORD);
    await page.getByRole('button', { name: /Todavía no has validado/ }).click();
    await expect(page.getByRole('status').textContent()).resolves.toMatch(/Te hemos enviado de nuevo el correo de validación/);
    expect((await mailbox()).some((mail) => mail.to === 'pendiente@example.com')).toBe(true);
  });

  it('a 500 and a malformed body show the server text; no widget breaks', async () => {
    const page = await openLogin('diario');
    await addFault({ path: '/api/front/user/login', status: 500 });
    await submitLogin(page, 'diario', 'lector@example.com', SEEDED_PASSWORD);
    await expect(page.getByRole('alert').textContent()).resolves.toBe(TEXTS.diario.server);
    await addFault({ path: '/api/front/user/login', status: 200, body: '{"response": {"user": ' });
    await page.getByRole('button', { name: 'Iniciar sesión' }).click();
    await page.waitForFunction(() => document.querySelectorAll('np-login [role="alert"]').length === 1);
    await expect(page.getByRole('alert').textContent()).resolves.toBe(TEXTS.diario.server);
    await expect(page.locator('np-login').getAttribute('data-np-status')).resolves.toBe('ready');
    expect((await npErrors(page)).every((error) => error.kind === 'request')).toBe(true);
  });

  it('social sign-in buttons carry the backUrl; in the demo, following one signs the seeded reader in and goes back there', async () => {
    const page = await openLogin('diario', '?backUrl=%2Fnoticia%2F1001');
    await expect(page.getByRole('link', { name: 'Continuar con Google' }).getAttribute('href')).resolves.toBe('/api/front/user/login/google?backUrl=%2Fnoticia%2F1001');
    await page.getByRole('link', { name: 'Continuar con Google' }).click();
    await page.waitForURL(siteUrl('diario', '/noticia/1001'));
    expect((await context.cookies()).some((cookie) => cookie.name === 'np_session_user' && cookie.value === '101')).toBe(true);
  });

  it('social sign-in with no backUrl ends on the account page with the profile form', async () => {
    const page = await openLogin('diari');
    await page.getByRole('link', { name: /Apple/ }).click();
    await page.waitForURL(/\/perfil\/mi-cuenta/);
    await waitForStatus(page, 'np-profile', 'ready');
    await expect(page.getByRole('textbox', { name: /^Correu electrònic/ }).first().inputValue()).resolves.toBe('lector@example.com');
  });

  it('a logged-in reader visiting /acceso goes to /perfil/mi-cuenta', async () => {
    const page = await openLogin('diario');
    await submitLogin(page, 'diario', 'lector@example.com', SEEDED_PASSWORD);
    await page.waitForURL(/\/perfil\/mi-cuenta/);
    await page.goto(siteUrl('diario', '/acceso/'));
    await page.waitForURL(/\/perfil\/mi-cuenta/);
  });

  it('has no serious axe violations, and the form works with the keyboard alone', async () => {
    const page = await openLogin('diario', '?alert=password_reset_sent');
    expect(await seriousAxeViolations(page)).toEqual([]);
    await page.getByLabel(TEXTS.diario.email).focus();
    await page.keyboard.type('lector@example.com');
    await page.keyboard.press('Tab');
    await page.keyboard.type(SEEDED_PASSWORD);
    await page.keyboard.press('Enter');
    await page.waitForURL(/\/perfil\/mi-cuenta/);
  });
});

describe('password recovery and change on diario', () => {
  it('recovers with the mailed link, changes the password and logs in with the new one', async () => {
    const page = await context.newPage();
    await page.goto(siteUrl('diario', '/acceso/recuperar'));
    await waitForStatus(page, 'np-forgot-password', 'ready');
    await page.getByLabel(/^Correo electrónico/).fill('lector@example.com');
    await page.getByRole('button', { name: 'Enviar el enlace' }).click();
    await page.waitForURL(/\/acceso\?alert=password_reset_sent/);
    await expect(page.getByRole('status').textContent()).resolves.toMatch(/Te hemos enviado un correo/);
    const mail = (await mailbox()).find((each) => each.to === 'lector@example.com')!;
    await page.goto(new URL(new URL(mail.links[0]!).pathname + new URL(mail.links[0]!).search, siteUrl('diario')).href);
    await waitForStatus(page, 'np-change-password', 'ready');
    await page.getByLabel(/^Contraseña nueva/).fill('Nueva2026x');
    await page.getByLabel(/^Repite la contraseña/).fill('Nueva2026x');
    await page.getByRole('button', { name: 'Cambiar la contraseña' }).click();
    await page.waitForURL(/\/acceso\?alert=password_changed/);
    await waitForStatus(page, 'np-login', 'ready');
    await submitLogin(page, 'diario', 'lector@example.com', 'Nueva2026x');
    await page.waitForURL(/\/perfil\/mi-cuenta/);
  });

  it('an unknown email says it matches no user', async () => {
    const page = await context.newPage();
    await page.goto(siteUrl('diario', '/acceso/recuperar'));
    await waitForStatus(page, 'np-forgot-password', 'ready');
    await page.getByLabel(/^Correo electrónico/).fill('nadie@example.com');
    await page.getByRole('button', { name: 'Enviar el enlace' }).click();
    await expect(page.getByRole('alert').textContent()).resolves.toBe('El correo electrónico no corresponde a ningún usuario.');
  });
});
