// <np-comments> on the demo's article pages, es (diario) and ca (diari): notices, the 500-character
// limit, moderation, one vote, one report, closed threads, paging, a failed post, axe.
import type { Browser, BrowserContext, Locator, Page } from 'playwright-core';
import { addFault, logIn } from './support/accounts';
import { seriousAxeViolations } from './support/axe';
import { closeContext, DESKTOP, launchChromium, resetDemo, type SiteAlias, siteUrl, waitForStatus } from './support/browser';

let browser: Browser;
let context: BrowserContext;
beforeAll(async () => {
  browser = await launchChromium();
});
afterAll(async () => browser.close());
beforeEach(async () => {
  await resetDemo();
  context = await browser.newContext({ ...DESKTOP, serviceWorkers: 'block' });
});
afterEach(() => closeContext(context));

const TEXTS = {
  diario: {
    heading: /^Comentarios \((\d+) comentarios\)$/, login: 'Iniciar sesión', register: 'Crear una cuenta', field: 'Tu comentario', submit: 'Publicar comentario',
    pending: 'Gracias. Tu comentario está pendiente de moderación y se publicará cuando lo revisemos.', incomplete: /necesitas completar tu perfil/, completeProfile: 'Completar mi perfil',
    closed: 'Los comentarios de esta noticia están cerrados.', like: /^Me gusta \(\d+\)$/, report: 'Denunciar', reported: 'Denunciado', confirm: 'Sí, denunciar', more: 'Ver más comentarios',
    tooLong: 'El comentario no puede superar los 500 caracteres.', failure: 'No se ha podido publicar tu comentario. Inténtalo de nuevo más tarde.', loginTitle: 'Inicia sesión',
  },
  diari: {
    heading: /^Comentaris \((\d+) comentaris\)$/, login: 'Inicia la sessió', register: 'Crea un compte', field: 'El teu comentari', submit: 'Publica el comentari',
    pending: 'Gràcies. El teu comentari està pendent de moderació i es publicarà quan el revisem.', incomplete: /has de completar el teu perfil/, completeProfile: 'Completa el meu perfil',
    closed: "Els comentaris d'aquesta notícia estan tancats.", like: /^M'agrada \(\d+\)$/, report: 'Denuncia', reported: 'Denunciat', confirm: 'Sí, denuncia’l', more: 'Mostra més comentaris',
    tooLong: 'El comentari no pot superar els 500 caràcters.', failure: "No s'ha pogut publicar el teu comentari. Torna-ho a provar més tard.", loginTitle: 'Inicia la sessió',
  },
} as const;

async function openComments(alias: SiteAlias, contentId = '1001'): Promise<{ page: Page; comments: Locator }> {
  const page = await context.newPage();
  await page.goto(siteUrl(alias, `/noticia/${contentId}#comments`));
  await waitForStatus(page, 'np-comments', 'ready');
  return { page, comments: page.locator('#comments') };
}

describe.each(['diario', 'diari'] as const)('%s', (alias) => {
  const text = TEXTS[alias];

  it('logged out: the count agrees with the count attribute and the server, the list, a notice with login and register links; a vote asks to log in', async () => {
    const { page, comments } = await openComments(alias);
    expect(await comments.evaluate((element) => element.localName)).toBe('np-comments');
    const heading = await comments.getByRole('heading', { level: 2 }).textContent();
    const shown = Number(text.heading.exec(heading ?? '')?.[1]);
    expect(shown).toBe(34);
    expect(await comments.getAttribute('count')).toBe('34');
    expect(await comments.getByRole('article').count()).toBe(20);
    const firstComment = comments.getByRole('article').first();
    expect(await firstComment.locator('time').getAttribute('datetime')).toMatch(/^\d{4}-\d{2}-\d{2}T/);
    expect(await comments.getByRole('link', { name: text.login }).getAttribute('href')).toMatch(/^\/acceso\?backUrl=%2Fnoticia%2F1001%23comments$/);
    expect(await comments.getByRole('link', { name: text.register }).getAttribute('href')).toBe('/registro');
    expect(await comments.getByRole('textbox').count()).toBe(0);
    await firstComment.getByRole('button', { name: text.like }).click();
    await page.getByRole('dialog', { name: text.loginTitle }).waitFor();
  });

  it('a long thread pages: the next page is appended to the list', async () => {
    const { comments } = await openComments(alias);
    await comments.getByRole('button', { name: text.more }).click();
    await comments.getByRole('article').nth(33).waitFor();
    expect(await comments.getByRole('article').count()).toBe(34);
    expect(await comments.getByRole('button', { name: text.more }).count()).toBe(0);
  });

  it('500 characters are accepted and 501 refused; a posted comment awaits moderation and is not published', async () => {
    await logIn(context, 'lector@example.com', alias);
    const { page, comments } = await openComments(alias);
    const field = comments.getByRole('textbox', { name: text.field });
    expect(await field.getAttribute('name')).toBe('text');
    const submit = comments.getByRole('button', { name: text.submit });
    await field.fill('x'.repeat(501));
    await comments.getByText(text.tooLong).waitFor();
    expect(await field.getAttribute('aria-invalid')).toBe('true');
    expect(await submit.isDisabled()).toBe(true);
    const published = await comments.getByRole('article').count();
    const mine = `${'Opino que sí. '.repeat(35)}${'y'.repeat(10)}`;
    expect(mine.length).toBe(500);
    await field.fill(mine);
    expect(await field.getAttribute('aria-invalid')).toBeNull();
    await submit.click();
    await comments.getByText(text.pending).waitFor();
    expect(await field.inputValue()).toBe('');
    expect(await comments.getByRole('article').filter({ hasText: mine.trim().slice(0, 60) }).count()).toBe(0);
    expect(await comments.getByRole('article').count()).toBe(published);
    await page.reload();
    await waitForStatus(page, 'np-comments', 'ready');
    await comments.getByRole('article').first().waitFor();
    expect(await comments.getByText(mine.slice(0, 60)).count()).toBe(0);
    expect(await comments.getByRole('heading', { level: 2 }).textContent()).toMatch(text.heading);
    expect(Number(text.heading.exec((await comments.getByRole('heading', { level: 2 }).textContent()) ?? '')?.[1])).toBe(34);
  });

  it('a reader with an incomplete profile gets the notice pointing to /perfil/mi-cuenta/ and no form', async () => {
    await logIn(context, 'incompleto@example.com', alias);
    const { comments } = await openComments(alias);
    await comments.getByText(text.incomplete).waitFor();
    expect(await comments.getByRole('link', { name: text.completeProfile }).getAttribute('href')).toBe('/perfil/mi-cuenta/');
    expect(await comments.getByRole('textbox').count()).toBe(0);
  });

  it('one vote per reader: the like is pressed, both votes end disabled, and so after a reload', async () => {
    await logIn(context, 'lector@example.com', alias);
    const { page, comments } = await openComments(alias);
    const first = comments.getByRole('article').first();
    const like = first.getByRole('button', { name: text.like });
    const before = Number(/\d+/.exec((await like.textContent()) ?? '')?.[0]);
    await like.click();
    const pressed = first.locator('button[aria-pressed="true"]');
    await pressed.waitFor();
    expect(await pressed.textContent()).toContain(`(${before + 1})`);
    expect(await first.locator('button[aria-pressed]:disabled').count()).toBe(2);
    await page.reload();
    await waitForStatus(page, 'np-comments', 'ready');
    await comments.getByRole('article').first().locator('button[aria-pressed="true"]').waitFor();
    expect(await comments.getByRole('article').first().locator('button[aria-pressed]:disabled').count()).toBe(2);
  });

  it('report asks for confirmation, then the comment is reported once (also after a reload)', async () => {
    await logIn(context, 'lector@example.com', alias);
    const { page, comments } = await openComments(alias);
    const second = comments.getByRole('article').nth(1);
    await second.getByRole('button', { name: text.report, exact: true }).click();
    await page.getByRole('dialog').getByRole('button', { name: text.confirm }).click();
    await second.getByRole('button', { name: text.reported }).waitFor();
    expect(await second.getByRole('button', { name: text.reported }).isDisabled()).toBe(true);
    await page.reload();
    await waitForStatus(page, 'np-comments', 'ready');
    expect(await comments.getByRole('article').nth(1).getByRole('button', { name: text.reported }).isDisabled()).toBe(true);
  });

  it('closed comments: the list and the closed notice, no form, even for a reader who may comment', async () => {
    await logIn(context, 'lector@example.com', alias);
    const { comments } = await openComments(alias, '1002');
    expect(await comments.getAttribute('closed')).not.toBeNull();
    await comments.getByText(text.closed).waitFor();
    expect(await comments.getByRole('article').count()).toBe(8);
    expect(await comments.getByRole('textbox').count()).toBe(0);
  });

  it('a failed post keeps the typed text and shows the comment-post-failure message', async () => {
    await logIn(context, 'lector@example.com', alias);
    const { comments } = await openComments(alias);
    const field = comments.getByRole('textbox', { name: text.field });
    await field.fill('Este texto no se pierde');
    await addFault({ path: '/api/front/comments/1001', status: 500, times: 1 });
    await comments.getByRole('button', { name: text.submit }).click();
    await comments.getByText(text.failure).waitFor();
    expect(await field.inputValue()).toBe('Este texto no se pierde');
  });
});

it('axe: no serious or critical violation on an article with comments (form shown) and the poll', async () => {
  await logIn(context, 'lector@example.com');
  const { page } = await openComments('diario');
  await waitForStatus(page, 'np-poll', 'ready');
  await page.locator('#comments').getByRole('textbox').fill('x'.repeat(501));
  expect(await seriousAxeViolations(page, 'np-comments')).toEqual([]);
  expect(await seriousAxeViolations(page, 'np-poll')).toEqual([]);
});
