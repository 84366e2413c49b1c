// <np-ugc-form> on /participa/8001 (open) and /participa/8002 (closed), es and ca: upload limits by
// site language at the exact limit and one byte over (checked before the upload and again by the
// demo server), login needed, progress and cancel, the upload-failure message keeping the text,
// the closed call's text and buttons, and no serious axe violation.
import { mkdtempSync, openSync, closeSync, ftruncateSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { seriousAxeViolations } from './support/axe';
import { addFault, logIn } from './support/accounts';
import { closeContext, DESKTOP, launchChromium, recordNpErrors, resetDemo, type SiteAlias, siteUrl, waitForStatus } from './support/browser';

jest.setTimeout(90_000);

const MB = 1024 * 1024;
let browser: Browser;
let context: BrowserContext;
let videoDir: string;
beforeAll(async () => {
  browser = await launchChromium();
  videoDir = mkdtempSync(path.join(tmpdir(), 'np-ugc-videos-'));
});
afterAll(async () => {
  await browser.close();
  rmSync(videoDir, { recursive: true, force: true });
});
beforeEach(async () => {
  await resetDemo();
  context = await browser.newContext({ ...DESKTOP, serviceWorkers: 'block' });
  await recordNpErrors(context);
});
afterEach(() => closeContext(context));

const WORDS = {
  diario: {
    title: /^Título/, text: /^Texto/, file: 'Imagen o vídeo', submit: 'Enviar participación', sent: /Gracias por participar/,
    imageMb: 5, videoMb: 80, tooLarge: { image: 'La imagen supera el tamaño máximo de 5 MB.', video: 'El vídeo supera el tamaño máximo de 80 MB.' },
    login: 'Inicia sesión para participar', uploadError: 'No se ha podido subir el archivo. Inténtalo de nuevo más tarde.',
    cancel: 'Cancelar la subida', cancelled: /Has cancelado la subida/, closed: 'Convocatoria cerrada', closedText: /se cerró el 15 de septiembre/, closedButton: 'Participa en la convocatoria abierta',
  },
  diari: {
    title: /^Títol/, text: /^Text/, file: 'Imatge o vídeo', submit: 'Envia la participació', sent: /Gràcies per participar/,
    imageMb: 8, videoMb: 500, tooLarge: { image: 'La imatge supera la mida màxima de 8 MB.', video: 'El vídeo supera la mida màxima de 500 MB.' },
    login: 'Inicia la sessió per participar', uploadError: "No s'ha pogut pujar el fitxer. Torna-ho a provar més tard.",
    cancel: 'Cancel·la la pujada', cancelled: /Has cancel·lat la pujada/, closed: 'Convocatòria tancada', closedText: /es va tancar el 15 de setembre/, closedButton: 'Participa a la convocatòria oberta',
  },
} as const;

const ugc = (page: Page) => page.locator('np-ugc-form');

async function openCall(alias: SiteAlias, callId = '8001'): Promise<Page> {
  const page = await context.newPage();
  await page.goto(siteUrl(alias, `/participa/${callId}`));
  await waitForStatus(page, 'np-ugc-form', 'ready');
  return page;
}

async function fillTexts(page: Page, alias: SiteAlias): Promise<void> {
  await ugc(page).getByLabel(WORDS[alias].title).fill('Fiestas de Gràcia');
  await ugc(page).getByLabel(WORDS[alias].text).fill('La calle Verdi decorada.');
}

const image = (sizeBytes: number) => ({ name: 'fiesta.jpg', mimeType: 'image/jpeg', buffer: Buffer.alloc(sizeBytes) });

/** A sparse video file of the size asked (no disk is used for its zeros): too big to pass as a buffer. */
function videoFile(sizeBytes: number): string {
  const file = path.join(videoDir, `video-${sizeBytes}.mp4`);
  const fd = openSync(file, 'w');
  ftruncateSync(fd, sizeBytes);
  closeSync(fd);
  return file;
}

async function fileState(page: Page, alias: SiteAlias): Promise<{ invalid: string | null; description: string }> {
  const input = ugc(page).getByLabel(WORDS[alias].file);
  return {
    invalid: await input.getAttribute('aria-invalid'),
    description: await input.evaluate((element) => (element.getAttribute('aria-describedby') ?? '').split(' ').map((id) => document.getElementById(id)?.textContent ?? '').join(' ')),
  };
}

describe.each(['diario', 'diari'] as const)('the open call on %s', (alias) => {
  const words = WORDS[alias];

  it(`takes an image of exactly ${words.imageMb} MB (uploaded and sent) and refuses one byte more before uploading`, async () => {
    await logIn(context, 'lector@example.com', alias);
    const page = await openCall(alias);
    await fillTexts(page, alias);
    const input = ugc(page).getByLabel(words.file);
    await input.setInputFiles(image(words.imageMb * MB + 1));
    await expect(fileState(page, alias)).resolves.toEqual({ invalid: 'true', description: expect.stringContaining(words.tooLarge.image) });
    await expect(ugc(page).getByRole('button', { name: words.submit }).isDisabled()).resolves.toBe(true);
    await input.setInputFiles(image(words.imageMb * MB));
    await expect(fileState(page, alias)).resolves.toEqual({ invalid: null, description: expect.not.stringContaining(words.tooLarge.image) });
    const upload = page.waitForResponse((response) => response.url().endsWith('/api/front/ugc/calls/8001/files'));
    await ugc(page).getByRole('button', { name: words.submit }).click();
    expect((await upload).status()).toBe(200);
    await expect(ugc(page).getByRole('status').textContent()).resolves.toMatch(words.sent);
  });

  it(`takes a video of exactly ${words.videoMb} MB and refuses one byte more before uploading`, async () => {
    const page = await openCall(alias);
    await fillTexts(page, alias);
    const input = ugc(page).getByLabel(words.file);
    await input.setInputFiles(videoFile(words.videoMb * MB + 1));
    await expect(fileState(page, alias)).resolves.toEqual({ invalid: 'true', description: expect.stringContaining(words.tooLarge.video) });
    await expect(ugc(page).getByRole('button', { name: words.submit }).isDisabled()).resolves.toBe(true);
    await input.setInputFiles(videoFile(words.videoMb * MB));
    await expect(fileState(page, alias)).resolves.toEqual({ invalid: null, description: expect.not.stringContaining(words.tooLarge.video) });
    await expect(ugc(page).getByRole('button', { name: words.submit }).isEnabled()).resolves.toBe(true);
  });

  it('the demo server refuses an image one byte over the site limit (413 FILE_TOO_LARGE) and takes exactly the limit', async () => {
    await logIn(context, 'lector@example.com', alias);
    const page = await openCall(alias);
    const statuses = await page.evaluate(async (limit) => {
      const send = async (size: number) => (await fetch('/api/front/ugc/calls/8001/files', { method: 'POST', headers: { 'content-type': 'image/jpeg' }, body: new Blob([new Uint8Array(size)]) })).status;
      return [await send(limit), await send(limit + 1)];
    }, words.imageMb * MB);
    expect(statuses).toEqual([200, 413]);
  });

  it('needs a login to send: the prompt opens, the text stays and nothing is uploaded', async () => {
    const page = await openCall(alias);
    let uploads = 0;
    page.on('request', (request) => {
      if (request.method() === 'POST' && request.url().includes('/api/front/ugc/')) uploads += 1;
    });
    await fillTexts(page, alias);
    await ugc(page).getByLabel(words.file).setInputFiles(image(1000));
    await ugc(page).getByRole('button', { name: words.submit }).click();
    const dialog = page.getByRole('dialog', { name: words.login });
    await dialog.waitFor();
    await expect(dialog.getByRole('link').first().getAttribute('href')).resolves.toBe(`/acceso?backUrl=${encodeURIComponent('/participa/8001')}`);
    await page.keyboard.press('Escape');
    await expect(ugc(page).getByLabel(words.text).inputValue()).resolves.toBe('La calle Verdi decorada.');
    expect(uploads).toBe(0);
  });

  it('a failed upload shows the upload-failure message and keeps the text and the file', async () => {
    await logIn(context, 'lector@example.com', alias);
    await addFault({ path: '/api/front/ugc/calls/8001/files', status: 500 });
    const page = await openCall(alias);
    await fillTexts(page, alias);
    await ugc(page).getByLabel(words.file).setInputFiles(image(2000));
    await ugc(page).getByRole('button', { name: words.submit }).click();
    await expect(ugc(page).getByRole('alert').textContent()).resolves.toBe(words.uploadError);
    await expect(ugc(page).getByLabel(words.title).inputValue()).resolves.toBe('Fiestas de Gràcia');
    await expect(ugc(page).getByLabel(words.file).evaluate((input: HTMLInputElement) => input.files?.[0]?.size)).resolves.toBe(2000);
    await ugc(page).getByRole('button', { name: words.submit }).click();
    await expect(ugc(page).getByRole('status').textContent()).resolves.toMatch(words.sent);
  });

  it('shows a progress bar while uploading, and its cancel stops the upload and keeps the text', async () => {
    await logIn(context, 'lector@example.com', alias);
    await addFault({ path: '/api/front/ugc/calls/8001/files', delayMs: 30_000, passThrough: true });
    const page = await openCall(alias);
    await fillTexts(page, alias);
    await ugc(page).getByLabel(words.file).setInputFiles(image(3 * MB));
    await ugc(page).getByRole('button', { name: words.submit }).click();
    await page.getByRole('progressbar').waitFor();
    await expect(ugc(page).getByRole('button', { name: words.submit }).getAttribute('aria-busy')).resolves.toBe('true');
    await ugc(page).getByRole('button', { name: words.cancel }).click();
    await expect(ugc(page).getByRole('status').textContent()).resolves.toMatch(words.cancelled);
    await expect(page.getByRole('progressbar').count()).resolves.toBe(0);
    await expect(ugc(page).getByLabel(words.text).inputValue()).resolves.toBe('La calle Verdi decorada.');
  });

  it('axe finds no serious or critical violation, with a file error shown', async () => {
    const page = await openCall(alias);
    await ugc(page).getByLabel(words.file).setInputFiles(image(words.imageMb * MB + 1));
    expect(await seriousAxeViolations(page)).toEqual([]);
  });
});

describe.each(['diario', 'diari'] as const)('the closed call on %s', (alias) => {
  const words = WORDS[alias];

  it('shows its closed text and buttons, and no form', async () => {
    const page = await openCall(alias, '8002');
    const widget = page.locator('np-ugc-form');
    await widget.getByRole('heading', { name: words.closed }).waitFor();
    await expect(widget.textContent()).resolves.toMatch(words.closedText);
    await expect(widget.getByRole('link', { name: words.closedButton }).getAttribute('href')).resolves.toBe('/participa/8001');
    await expect(widget.getByRole('textbox').count()).resolves.toBe(0);
    await expect(widget.getByRole('button').count()).resolves.toBe(0);
    expect(await seriousAxeViolations(page)).toEqual([]);
  });
});
