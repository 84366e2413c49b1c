// <np-profile> on the four /perfil/ routes, logged in as the seeded readers, in es and ca, with
// the fault paths of the demo API and axe on each tab and in the delete dialog.
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { addFault, logIn } from './support/accounts';
import { seriousAxeViolations } from './support/axe';
import { closeContext, DESKTOP, launchChromium, PHONE, recordNpErrors, resetDemo, type SiteAlias, siteUrl, waitForStatus } from './support/browser';

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

async function openTab(path: string, alias: SiteAlias = 'diario', email = 'lector@example.com'): Promise<Page> {
  await logIn(context, email, alias);
  const page = await context.newPage();
  await page.goto(siteUrl(alias, path));
  await waitForStatus(page, 'np-profile', 'ready');
  return page;
}

const TEXTS = {
  diario: { nick: /^Nombre de usuario/, save: 'Guardar cambios', saved: 'Hemos guardado los cambios de tu perfil.', generic: 'No hemos podido guardar los cambios. Inténtalo de nuevo más tarde.', menu: ['Mi perfil', 'Favoritos', 'Autores', 'Boletines', 'Salir'] },
  diari: { nick: /^Nom d'usuari/, save: 'Desa els canvis', saved: 'Hem desat els canvis del teu perfil.', generic: 'No hem pogut desar els canvis. Torna-ho a provar més tard.', menu: ['El meu perfil', 'Preferits', 'Autors', 'Butlletins', 'Surt'] },
} as const;

describe.each(['diario', 'diari'] as const)('profile form on %s', (alias) => {
  const text = TEXTS[alias];

  it('shows the menu and the filled form, saves a change, and a 500 keeps what was typed', async () => {
    const page = await openTab('/perfil/mi-cuenta/', alias);
    const menu = page.locator('np-profile nav');
    await expect(menu.getByRole('link').allTextContents()).resolves.toEqual(text.menu);
    await expect(page.getByLabel(text.nick).inputValue()).resolves.toBe('lector');
    await page.getByLabel(text.nick).fill('lectora');
    await page.getByRole('button', { name: text.save }).click();
    await expect(page.getByRole('status').textContent()).resolves.toBe(text.saved);
    await page.getByLabel(text.nick).fill('lectora2');
    await addFault({ path: '/api/front/user/profile', status: 500 });
    await page.getByRole('button', { name: text.save }).click();
    await expect(page.getByRole('alert').textContent()).resolves.toBe(text.generic);
    await expect(page.getByLabel(text.nick).inputValue()).resolves.toBe('lectora2');
  });
});

describe('profile on diario', () => {
  it('orders countries, provinces and cities as a Spanish collator does, and makes no collator on load or while typing', async () => {
    // A page's first collator costs about 20 ms of main thread (ICU): src/forms/place-order.ts.
    await context.addInitScript(`(() => {
      const counts = (window.npCollation = { collators: 0, localeCompare: 0 });
      const NativeCollator = Intl.Collator;
      Intl.Collator = function (...args) { counts.collators += 1; return new NativeCollator(...args); };
      const localeCompare = String.prototype.localeCompare;
      String.prototype.localeCompare = function (...args) { counts.localeCompare += 1; return localeCompare.apply(this, args); };
    })()`);
    const page = await openTab('/perfil/mi-cuenta/');
    await page.getByLabel('País').selectOption('ES');
    await page.getByLabel('Provincia').selectOption('08');
    await page.getByLabel(TEXTS.diario.nick).fill('lectora');
    const spanish = new Intl.Collator('es').compare;
    for (const label of ['País', 'Provincia', 'Municipio']) {
      const names = (await page.getByLabel(label).locator('option').allTextContents()).slice(1);
      expect(names.length).toBeGreaterThan(1);
      expect(names).toEqual([...names].sort(spanish));
    }
    await expect(page.evaluate('window.npCollation')).resolves.toEqual({ collators: 0, localeCompare: 0 });
  });

  it('without a session goes to /acceso/', async () => {
    const page = await context.newPage();
    await page.goto(siteUrl('diario', '/perfil/autores/'));
    await page.waitForURL(/\/acceso\/$/);
  });

  it('a wrong current password answers 401: the credentials alert', async () => {
    const page = await openTab('/perfil/mi-cuenta/');
    await page.getByLabel(/^Contraseña actual/).fill('Equivocada2026');
    await page.getByLabel(/^Contraseña nueva/).fill('Nueva2026x');
    await page.getByLabel(/^Repite la contraseña/).fill('Nueva2026x');
    await page.getByRole('button', { name: 'Guardar cambios' }).click();
    await expect(page.getByRole('alert').textContent()).resolves.toBe('La contraseña actual no es correcta.');
  });

  it('a timeout of the profile refresh sends the reader to /acceso/', async () => {
    await logIn(context, 'lector@example.com');
    await addFault({ path: '/api/front/user/profile', delayMs: 11_000, passThrough: true });
    const page = await context.newPage();
    await page.goto(siteUrl('diario', '/perfil/mi-cuenta/'));
    await page.waitForURL(/\/acceso\/$/, { timeout: 20_000 });
  });

  it('the demo account cannot be deleted (412): the message gives a contact address; axe in the dialog', async () => {
    const page = await openTab('/perfil/mi-cuenta/', 'diario', 'demo@example.com');
    await page.getByRole('button', { name: 'Borrar mi cuenta' }).click();
    const dialog = page.getByRole('dialog', { name: '¿Quieres borrar tu cuenta?' });
    await dialog.waitFor();
    expect(await seriousAxeViolations(page)).toEqual([]);
    await page.keyboard.press('Escape');
    await dialog.waitFor({ state: 'detached' });
    await page.getByRole('button', { name: 'Borrar mi cuenta' }).click();
    await page.getByRole('button', { name: 'Sí, borrar mi cuenta' }).click();
    await expect(page.getByRole('alert').textContent()).resolves.toMatch(/no se puede borrar.*lectores@diario\.localhost/);
  });

  it('another reader deletes the account and ends on /acceso/', async () => {
    const page = await openTab('/perfil/mi-cuenta/');
    await page.getByRole('button', { name: 'Borrar mi cuenta' }).click();
    await page.getByRole('button', { name: 'Sí, borrar mi cuenta' }).click();
    await page.waitForURL(/\/acceso\/$/);
  });

  it('favourites: removing one reloads the list; a malformed list answer shows the server text', async () => {
    const page = await openTab('/perfil/contenidos-guardados/');
    const cards = page.locator('np-profile .np-masonry > li');
    await expect(cards.count()).resolves.toBe(4);
    await page.getByRole('button', { name: /^Quitar de favoritos/ }).first().click();
    await page.waitForFunction(() => document.querySelectorAll('np-profile .np-masonry > li').length === 3);
    await addFault({ path: '/api/front/user/saved-contents/', status: 200, body: '{"response": {"contents": [' });
    await page.reload();
    await waitForStatus(page, 'np-profile', 'ready');
    await expect(page.getByRole('alert').textContent()).resolves.toBe('Se ha producido un error al hacer la petición. Inténtalo de nuevo más tarde.');
  });

  it('authors: unfollowing all shows the empty message', async () => {
    const page = await openTab('/perfil/autores/');
    for (let left = 3; left > 0; left -= 1) {
      await page.getByRole('button', { name: /^Dejar de seguir a/ }).first().click();
      await page.waitForFunction((count) => document.querySelectorAll('np-profile .np-masonry > li').length === count || (count === 0 && document.querySelector('.np-profile-empty')), left - 1);
    }
    await page.getByText(/Todavía no sigues a ningún autor/).waitFor();
  });

  it('newsletters: saving sends only the newsletters and they stay after a reload', async () => {
    const page = await openTab('/perfil/boletines/');
    await page.getByRole('checkbox', { name: 'Matinal' }).uncheck();
    await page.getByRole('button', { name: 'Guardar boletines' }).click();
    await expect(page.getByRole('status').textContent()).resolves.toBe('Hemos guardado tus boletines.');
    await page.reload();
    await waitForStatus(page, 'np-profile', 'ready');
    await expect(page.getByRole('checkbox', { name: 'Matinal' }).isChecked()).resolves.toBe(false);
  });

  it('each tab has no serious axe violations', async () => {
    for (const path of ['/perfil/mi-cuenta/', '/perfil/contenidos-guardados/', '/perfil/autores/', '/perfil/boletines/']) {
      const page = await openTab(path);
      expect([path, await seriousAxeViolations(page)]).toEqual([path, []]);
      await page.close();
    }
  });

  it('on a phone the menu is a dropdown and the masonry has one column', async () => {
    const phone = await browser.newContext({ ...PHONE, serviceWorkers: 'block' });
    await logIn(phone, 'lector@example.com');
    const page = await phone.newPage();
    await page.goto(siteUrl('diario', '/perfil/contenidos-guardados/'));
    await waitForStatus(page, 'np-profile', 'ready');
    const toggle = page.getByRole('button', { name: /Favoritos/ });
    await expect(toggle.getAttribute('aria-expanded')).resolves.toBe('false');
    await toggle.click();
    await page.getByRole('link', { name: 'Autores' }).waitFor();
    await expect(page.locator('np-profile .np-masonry').evaluate((list) => getComputedStyle(list).columnCount)).resolves.toBe('1');
    await phone.close();
  });
});
