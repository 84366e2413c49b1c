// <np-register> on /registro: a new reader registers, follows the mailed link and logs in; the
// fault paths keep what was typed; axe finds no serious violation.
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { seriousAxeViolations } from './support/axe';
import { addFault, mailbox } from './support/accounts';
import { closeContext, DESKTOP, launchChromium, recordNpErrors, resetDemo, siteUrl, waitForStatus } from './support/browser';

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

async function openRegister(): Promise<Page> {
  const page = await context.newPage();
  await page.goto(siteUrl('diario', '/registro'));
  await waitForStatus(page, 'np-register', 'ready');
  return page;
}

async function fill(page: Page, nick: string, email: string): Promise<void> {
  await page.getByLabel(/^Nombre de usuario/).fill(nick);
  await page.getByLabel(/^Correo electrónico/).fill(email);
  await page.getByLabel(/^Contraseña/).fill('Secreta2026');
  await page.getByLabel(/^Nombre( \*)? \(obligatorio\)$/).fill('Núria');
  await page.getByLabel(/^Apellidos/).fill("D'Amico Puig");
  await page.getByLabel(/^Fecha de nacimiento/).fill('01/02/1990');
  await page.getByLabel(/^Provincia/).selectOption('46');
  await page.getByLabel(/^Municipio/).selectOption('46250');
  await page.getByLabel(/^Código postal/).fill('46001');
  await page.getByRole('checkbox', { name: /Acepto las condiciones legales/ }).check();
  await page.getByRole('checkbox', { name: 'No soy un robot' }).check();
}

it('registers a reader who can log in after following the mailed validation link', async () => {
  const page = await openRegister();
  await fill(page, 'nuria2026', 'nuria@example.com');
  await page.getByRole('button', { name: 'Crear la cuenta' }).click();
  await expect(page.getByRole('status').textContent()).resolves.toMatch(/validar tu cuenta/);
  const mail = (await mailbox()).find((each) => each.to === 'nuria@example.com');
  expect(mail?.links[0]).toMatch(/\/api\/front\/user\/validate\?token=/);
  const link = new URL(mail!.links[0]!);
  await page.goto(siteUrl('diario', link.pathname + link.search));
  await page.waitForURL(/\/acceso\/\?alert=account_validated/);
  await waitForStatus(page, 'np-login', 'ready');
  await expect(page.getByRole('status').textContent()).resolves.toMatch(/Tu cuenta está validada/);
  await page.getByLabel(/^Correo electrónico/).fill('nuria@example.com');
  await page.getByLabel(/^Contraseña/).first().fill('Secreta2026');
  await page.getByRole('button', { name: 'Iniciar sesión' }).click();
  await page.waitForURL(/\/perfil\/mi-cuenta/);
});

it('marks a taken nick and a used email; a 500 says the account could not be created and keeps every field', async () => {
  const page = await openRegister();
  await fill(page, 'lector', 'lector@example.com');
  await page.getByText('Este nombre de usuario ya está en uso.').waitFor();
  await page.getByLabel(/^Nombre de usuario/).fill('otro2026');
  await page.getByRole('button', { name: 'Crear la cuenta' }).click();
  await page.getByText(/Ya hay una cuenta con este correo/).waitFor();
  await page.getByLabel(/^Correo electrónico/).fill('otro@example.com');
  await addFault({ path: '/api/front/user/register', status: 500 });
  await page.getByRole('button', { name: 'Crear la cuenta' }).click();
  await expect(page.getByRole('alert').textContent()).resolves.toBe('No se ha podido crear la cuenta. Inténtalo de nuevo más tarde.');
  await expect(page.getByLabel(/^Apellidos/).inputValue()).resolves.toBe("D'Amico Puig");
  await expect(page.getByLabel(/^Municipio/).inputValue()).resolves.toBe('46250');
});

it('has no serious axe violations, empty and with errors shown', async () => {
  const page = await openRegister();
  expect(await seriousAxeViolations(page)).toEqual([]);
  await page.getByLabel(/^Correo electrónico/).fill('no-es-correo');
  await page.getByLabel(/^Fecha de nacimiento/).fill('01/01/2020');
  await page.getByLabel(/^Teléfono/).fill('123');
  await page.keyboard.press('Tab');
  expect(await seriousAxeViolations(page)).toEqual([]);
});
