// <np-contact-form> on /contacto, es and ca: required fields with stars, submit disabled while
// invalid, the send, the failure message keeping what was typed, and no serious axe violation.
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { seriousAxeViolations } from './support/axe';
import { addFault } from './support/accounts';
import { closeContext, DESKTOP, launchChromium, recordNpErrors, resetDemo, type SiteAlias, siteUrl, waitForStatus } from './support/browser';

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

const WORDS = {
  diario: { name: /^Nombre/, email: /^Correo electrónico/, subject: /^Asunto/, message: /^Mensaje/, terms: /Acepto las condiciones legales/, submit: 'Enviar mensaje', sent: /Hemos recibido tu mensaje/, failure: 'No se ha podido enviar tu mensaje. Inténtalo de nuevo más tarde.', required: '(obligatorio)' },
  diari: { name: /^Nom/, email: /^Correu electrònic/, subject: /^Assumpte/, message: /^Missatge/, terms: /Accepto les condicions legals/, submit: 'Envia el missatge', sent: /Hem rebut el teu missatge/, failure: "No s'ha pogut enviar el teu missatge. Torna-ho a provar més tard.", required: '(obligatori)' },
} as const;

async function openContact(alias: SiteAlias): Promise<Page> {
  const page = await context.newPage();
  await page.goto(siteUrl(alias, '/contacto'));
  await waitForStatus(page, 'np-contact-form', 'ready');
  return page;
}

async function fill(page: Page, alias: SiteAlias): Promise<void> {
  const words = WORDS[alias];
  await page.getByLabel(words.name).fill('Ana Puig');
  await page.getByLabel(words.email).fill('ana@example.com');
  await page.getByLabel(words.subject).fill('Corrección');
  await page.getByLabel(words.message).fill('La foto no es de Valencia.');
  await page.getByRole('checkbox', { name: words.terms }).check();
}

describe.each(['diario', 'diari'] as const)('the contact form of %s', (alias) => {
  const words = WORDS[alias];

  it('stars every required field and keeps the submit disabled until the form is valid', async () => {
    const page = await openContact(alias);
    const form = page.locator('np-contact-form');
    const labels = await form.locator('label').allTextContents();
    expect(labels.filter((label) => label.includes('*'))).toHaveLength(5);
    for (const label of [words.name, words.email, words.subject, words.message]) await expect(page.getByLabel(label).getAttribute('required')).resolves.toBe('');
    const submit = page.getByRole('button', { name: words.submit });
    await expect(submit.isDisabled()).resolves.toBe(true);
    await page.getByLabel(words.email).fill('ana@');
    await page.getByLabel(words.email).blur();
    await expect(page.getByLabel(words.email).getAttribute('aria-invalid')).resolves.toBe('true');
    await fill(page, alias);
    await expect(submit.isEnabled()).resolves.toBe(true);
  });

  it('sends the message and says it was received', async () => {
    const page = await openContact(alias);
    await fill(page, alias);
    await page.getByRole('button', { name: words.submit }).click();
    await expect(page.getByRole('status').textContent()).resolves.toMatch(words.sent);
  });

  it('a failed send shows the contact-send failure message and keeps every field', async () => {
    await addFault({ path: '/api/front/contact', status: 500 });
    const page = await openContact(alias);
    await fill(page, alias);
    await page.getByRole('button', { name: words.submit }).click();
    await expect(page.getByRole('alert').textContent()).resolves.toBe(words.failure);
    await expect(page.getByLabel(words.message).inputValue()).resolves.toBe('La foto no es de Valencia.');
    await expect(page.getByLabel(words.name).inputValue()).resolves.toBe('Ana Puig');
    await expect(page.getByRole('checkbox', { name: words.terms }).isChecked()).resolves.toBe(true);
  });

  it('axe finds no serious or critical violation, with errors shown too', async () => {
    const page = await openContact(alias);
    await page.getByLabel(words.email).fill('x');
    await page.getByLabel(words.email).blur();
    expect(await seriousAxeViolations(page)).toEqual([]);
  });
});
