// <np-digital-interview> on /entrevista/8101 (open for questions), es and ca: intro, opening,
// questions and answers, the question form (required, login needed), the question limit with its
// message keeping the question, a failure keeping it too, and no serious axe violation.
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { INTERVIEW_QUESTION_LIMIT_COUNT } from '../../src/constants';
import { seriousAxeViolations } from './support/axe';
import { addFault, logIn } from './support/accounts';
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
  diario: {
    intro: 'Presentación', opening: 'Comienza la entrevista', seeded: '¿Habrá sesiones en versión original?', question: /^Tu pregunta/, submit: 'Enviar pregunta',
    sent: /Tu pregunta se ha enviado/, pending: 'Pendiente de respuesta', login: 'Inicia sesión para participar', required: 'Escribe tu pregunta.',
    limit: 'Has alcanzado el límite de 3 preguntas cada 10 minutos. Espera un poco para enviar otra.', failure: 'No se ha podido enviar tu pregunta. Inténtalo de nuevo más tarde.',
  },
  diari: {
    intro: 'Presentació', opening: "Comença l'entrevista", seeded: 'Hi haurà sessions en versió original?', question: /^La teva pregunta/, submit: 'Envia la pregunta',
    sent: /La teva pregunta s'ha enviat/, pending: 'Pendent de resposta', login: 'Inicia la sessió per participar', required: 'Escriu la teva pregunta.',
    limit: 'Has arribat al límit de 3 preguntes cada 10 minuts. Espera una mica per enviar-ne una altra.', failure: "No s'ha pogut enviar la teva pregunta. Torna-ho a provar més tard.",
  },
} as const;

const interview = (page: Page) => page.locator('np-digital-interview');

async function openInterview(alias: SiteAlias): Promise<Page> {
  const page = await context.newPage();
  await page.goto(siteUrl(alias, '/entrevista/8101'));
  await waitForStatus(page, 'np-digital-interview', 'ready');
  return page;
}

async function ask(page: Page, alias: SiteAlias, question: string): Promise<void> {
  await interview(page).getByLabel(WORDS[alias].question).fill(question);
  await interview(page).getByRole('button', { name: WORDS[alias].submit }).click();
}

describe.each(['diario', 'diari'] as const)('interview 8101 on %s', (alias) => {
  const words = WORDS[alias];

  it('shows the intro, the opening and the answered questions, and is open for questions', async () => {
    const page = await openInterview(alias);
    const widget = interview(page);
    await expect(widget.getAttribute('data-np-interview-state')).resolves.toBe('live');
    await widget.getByRole('heading', { name: words.intro }).waitFor();
    await widget.getByRole('heading', { name: words.opening }).waitFor();
    await expect(widget.getByRole('article').filter({ hasText: words.seeded }).count()).resolves.toBe(1);
    await expect(widget.getByLabel(words.question).getAttribute('name')).resolves.toBe('question');
    await expect(widget.getByLabel(words.question).getAttribute('required')).resolves.toBe('');
    await expect(widget.getByRole('button', { name: words.submit }).isDisabled()).resolves.toBe(true);
    await widget.getByLabel(words.question).fill(' ');
    await widget.getByLabel(words.question).blur();
    await expect(widget.getByText(words.required).isVisible()).resolves.toBe(true);
  });

  it('needs a login to send a question: the prompt opens and the question stays', async () => {
    const page = await openInterview(alias);
    await ask(page, alias, '¿Y el cine de verano?');
    await page.getByRole('dialog', { name: words.login }).waitFor();
    await page.keyboard.press('Escape');
    await expect(interview(page).getByLabel(words.question).inputValue()).resolves.toBe('¿Y el cine de verano?');
  });

  it(`takes ${INTERVIEW_QUESTION_LIMIT_COUNT} questions, lists them as pending, and refuses the next with the question-limit message, keeping it`, async () => {
    await logIn(context, 'lector@example.com', alias);
    const page = await openInterview(alias);
    const widget = interview(page);
    for (let i = 1; i <= INTERVIEW_QUESTION_LIMIT_COUNT; i += 1) {
      await ask(page, alias, `Pregunta número ${i}`);
      await widget.getByRole('article').filter({ hasText: `Pregunta número ${i}` }).waitFor();
      await expect(widget.getByRole('status').textContent()).resolves.toMatch(words.sent);
    }
    await expect(widget.getByRole('article').filter({ hasText: words.pending }).count()).resolves.toBe(INTERVIEW_QUESTION_LIMIT_COUNT);
    await ask(page, alias, 'Una pregunta de más');
    await expect(widget.getByRole('alert').textContent()).resolves.toBe(words.limit);
    await expect(widget.getByLabel(words.question).inputValue()).resolves.toBe('Una pregunta de más');
  });

  it('a failed send shows its message and keeps the question', async () => {
    await logIn(context, 'lector@example.com', alias);
    await addFault({ path: '/api/front/interviews/8101/questions', status: 500 });
    const page = await openInterview(alias);
    await ask(page, alias, '¿Y el cine de verano?');
    await expect(interview(page).getByRole('alert').textContent()).resolves.toBe(words.failure);
    await expect(interview(page).getByLabel(words.question).inputValue()).resolves.toBe('¿Y el cine de verano?');
  });

  it('axe finds no serious or critical violation', async () => {
    await logIn(context, 'lector@example.com', alias);
    const page = await openInterview(alias);
    await ask(page, alias, '¿Y el cine de verano?');
    await interview(page).getByRole('status').waitFor();
    expect(await seriousAxeViolations(page)).toEqual([]);
  });
});
