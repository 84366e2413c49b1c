// <np-user-button>, <np-like-button> and <np-newsletter-signup> on the demo pages.
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { addFault, countRequests, fetchJson, logIn } from './support/accounts';
import { seriousAxeViolations } from './support/axe';
import { closeContext, DESKTOP, launchChromium, npErrors, recordNpErrors, resetDemo, siteUrl, waitForStatus } from './support/browser';
import { firstArticlePath, fixtureHtml, routeFixturePage } from './support/pages';

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

async function open(path: string, tag: string): Promise<Page> {
  const page = await context.newPage();
  await page.goto(siteUrl('diario', path));
  await waitForStatus(page, tag, 'ready');
  return page;
}

describe('user button', () => {
  it('anonymous: logs in through /acceso and comes back; logged in: logout goes to /acceso/ and the session is gone', async () => {
    const article = await firstArticlePath(await context.newPage());
    const page = await open(article, 'np-user-button');
    await page.locator('np-user-button').getByRole('link', { name: 'Iniciar sesión' }).click();
    await waitForStatus(page, 'np-login', 'ready');
    await page.getByLabel(/^Correo electrónico/).fill('lector@example.com');
    await page.getByLabel(/^Contraseña/).first().fill('Lectura2026');
    await page.getByRole('button', { name: 'Iniciar sesión' }).click();
    await page.waitForURL(siteUrl('diario', article));
    await page.locator('np-user-button').getByRole('link', { name: 'Mi cuenta' }).waitFor();
    await page.locator('np-user-button').getByRole('button', { name: 'Salir' }).click();
    await page.waitForURL(/\/acceso\/$/);
    expect((await context.cookies()).find((cookie) => cookie.name === 'np_session_user')).toBeUndefined();
  });

  it('a logout in one tab updates the other tab', async () => {
    await logIn(context, 'lector@example.com');
    const first = await open('/noticias/', 'np-user-button');
    const second = await open('/noticias/', 'np-user-button');
    await second.locator('np-user-button').getByRole('link', { name: 'Mi cuenta' }).waitFor();
    await first.locator('np-user-button').getByRole('button', { name: 'Salir' }).click();
    await second.locator('np-user-button').getByRole('link', { name: 'Iniciar sesión' }).waitFor();
    await first.waitForURL(/\/acceso\/$/);
  });
});

describe('identity provider (the demo stand-in on the front page)', () => {
  it('the user button opens its login screen set; its login event logs in through the API and sets the dataLayer age band', async () => {
    const page = await open('/', 'np-user-button');
    const gigyaLogin = countRequests(page, 'POST', /^\/api\/front\/gigya\/user\/login$/);
    await page.locator('np-user-button').getByRole('button', { name: 'Iniciar sesión' }).click();
    const screen = page.getByRole('dialog', { name: 'Inicia sesión' });
    await screen.getByLabel('Correo electrónico').fill('lector@example.com');
    await screen.getByLabel('Contraseña').fill('Lectura2026');
    await screen.getByRole('button', { name: 'Entrar' }).click();
    await page.locator('np-user-button').getByRole('button', { name: 'Mi cuenta' }).waitFor();
    expect(gigyaLogin.count()).toBe(1);
    expect((await context.cookies()).some((cookie) => cookie.name === 'np_session_user' && cookie.value === '101')).toBe(true);
    expect(await page.evaluate(() => window.dataLayer)).toEqual(expect.arrayContaining([expect.objectContaining({ event: 'login', userId: '101', userAgeBand: expect.any(String) })]));
  });

  it('an account error from the provider removes the session-user cookie', async () => {
    await logIn(context, 'lector@example.com');
    await context.addCookies([{ name: 'np_session_user', value: '999', url: siteUrl('diario', '/') }]);
    await context.clearCookies({ name: 'np_sid' });
    const page = await open('/', 'np-user-button');
    await page.waitForFunction(() => !document.cookie.includes('np_session_user='));
    await page.locator('np-user-button').getByRole('button', { name: 'Iniciar sesión' }).waitFor();
  });
});

describe('like buttons', () => {
  it('100 like buttons on one page make exactly one profile request', async () => {
    await logIn(context, 'lector@example.com');
    const page = await context.newPage();
    const profileCalls = countRequests(page, 'GET', /^\/api\/front\/user\/profile\/?$/);
    const buttons = Array.from({ length: 100 }, (_, index) => `<np-like-button content-id="${1001 + index}"></np-like-button>`).join('');
    await routeFixturePage(page, siteUrl('diario', '/fixture/likes'), fixtureHtml({ head: '<script defer src="/diario/np-loader.js"></script>', body: buttons }));
    await page.goto(siteUrl('diario', '/fixture/likes'));
    // Those far below render as the wait scrolls to them: one profile request still serves them all.
    await waitForStatus(page, 'np-like-button', 'ready');
    await expect(page.locator('np-like-button[data-np-status="ready"]').count()).resolves.toBe(100);
    expect(profileCalls.count()).toBe(1);
  });

  it('logged out: a click opens the login prompt (a native modal dialog: the page behind is inert); Esc closes it and focus returns', async () => {
    const page = await open('/', 'np-like-button');
    const button = page.locator('np-like-button').first().getByRole('button');
    await button.click();
    const dialog = page.getByRole('dialog', { name: 'Inicia sesión' });
    await dialog.waitFor();
    expect(await dialog.evaluate((element) => element instanceof HTMLDialogElement && element.matches(':modal'))).toBe(true);
    expect(await page.evaluate(() => document.activeElement?.closest('dialog') !== null)).toBe(true);
    expect(await seriousAxeViolations(page, 'np-like-button')).toEqual([]);
    await page.keyboard.press('Escape');
    await dialog.waitFor({ state: 'detached' });
    expect(await button.evaluate((element) => element === document.activeElement)).toBe(true);
  });

  it('logged in: saving a content sets aria-pressed and shows in the saved list; a failing toggle stays as the server has it', async () => {
    await logIn(context, 'lector@example.com');
    const page = await open('/', 'np-like-button');
    const like = page.locator('np-like-button[content-id] button[aria-pressed="false"]').first();
    const contentId = await like.evaluate((button) => button.closest('np-like-button')!.getAttribute('content-id'));
    await like.click();
    const same = page.locator(`np-like-button[content-id="${contentId}"] button`).first();
    await page.waitForFunction((id) => document.querySelector(`np-like-button[content-id="${id}"] button`)?.getAttribute('aria-pressed') === 'true', contentId);
    expect(JSON.stringify(await fetchJson(context, '/api/front/user/saved-contents/'))).toContain(`"id":"${contentId}"`);
    await addFault({ path: `/api/valuation/content/${contentId}`, status: 500 });
    await same.click();
    // The failed call is over once its error is reported and the button is no longer busy.
    await page.waitForFunction((id) => {
      const button = document.querySelector(`np-like-button[content-id="${id}"] button`);
      const reported = (window as unknown as { npErrors: unknown[] }).npErrors.length > 0;
      return reported && button?.getAttribute('aria-busy') === null;
    }, contentId);
    await expect(same.getAttribute('aria-pressed')).resolves.toBe('true');
    expect((await npErrors(page)).map((error) => error.kind)).toEqual(['request']);
  });
});

describe('newsletter signup', () => {
  it('subscribes with the success modal; a failure shows the spec message and keeps the email', async () => {
    const page = await open('/', 'np-newsletter-signup');
    const signup = page.locator('np-newsletter-signup');
    await signup.getByRole('textbox').fill('ana@example.com');
    await signup.getByRole('button', { name: 'Suscribirme' }).click();
    await page.getByRole('dialog', { name: '¡Gracias!' }).waitFor();
    expect(await seriousAxeViolations(page, 'np-newsletter-signup')).toEqual([]);
    await page.keyboard.press('Escape');
    await addFault({ path: '/api/front/newsletter/*', status: 200, body: { httpCode: 500 } });
    await signup.getByRole('button', { name: 'Suscribirme' }).click();
    await signup.getByText('Ha habido un error puntual, inténtalo más tarde').waitFor();
    await expect(signup.getByRole('textbox').inputValue()).resolves.toBe('ana@example.com');
    // The failure broke no other widget: none is in error, and the first share bar or like button
    // renders when the reader scrolls back to it (if the page scrolled to the signup before the
    // loader's first look, it was outside the viewport then and waits to be near it).
    expect(await page.locator('[data-np-status="error"]').count()).toBe(0);
    await page.locator('np-share-bar, np-like-button').first().scrollIntoViewIfNeeded();
    await page.waitForFunction(() => document.querySelector('np-share-bar, np-like-button')?.getAttribute('data-np-status') === 'ready');
  });
});
