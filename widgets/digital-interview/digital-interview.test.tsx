import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { resetSessionForTests } from '../../src/session/session';
import { fakeApi, okBody, type FakeApi } from '../../test/support/fake-api';
import { setPageConfig } from '../../test/support/page-config';
import { aReader, setSessionCookie } from '../../test/support/readers';
import { placeWidget } from '../../test/support/widgets';
import { interviewPhase, nextPhaseChangeMs } from './interview-phase';
import './digital-interview.element';

jest.setTimeout(30_000);

let api: FakeApi;
const HOUR = 3_600_000;
const INTERVIEW = {
  id: '8101', title: 'Entrevista', intro: '<p>La directora responde.</p>', opening: '<p>Buenas tardes.</p>', goodbye: '<p>Hasta pronto.</p>',
  questions: [{ id: 'q1', author: 'marta_v', question: '¿Cuántas películas?', answer: '<p>Serán <strong>142</strong>.</p>' }],
};
const open = () => ({ 'interview-id': '8101', start: new Date(Date.now() - HOUR).toISOString(), end: new Date(Date.now() + HOUR).toISOString() });

beforeEach(() => {
  document.body.replaceChildren();
  setPageConfig();
  localStorage.clear();
  resetSessionForTests();
  setSessionCookie(null);
  api = fakeApi();
  api.on('GET', '/api/front/interviews/8101', okBody({ interview: INTERVIEW }));
  api.on('GET', '/api/front/user/profile', okBody({ user: aReader() }));
  jest.spyOn(console, 'error').mockImplementation(() => undefined);
  jest.spyOn(console, 'warn').mockImplementation(() => undefined);
});
afterEach(() => {
  api.restore();
  setSessionCookie(null);
  jest.restoreAllMocks();
});

describe('interview phase', () => {
  it('is not started before start, live between, ended from end; bad dates hold nothing back', () => {
    expect(interviewPhase('2026-01-01T10:00:00Z', '2026-01-01T12:00:00Z', Date.parse('2026-01-01T09:59:59Z'))).toBe('not-started');
    expect(interviewPhase('2026-01-01T10:00:00Z', '2026-01-01T12:00:00Z', Date.parse('2026-01-01T10:00:00Z'))).toBe('live');
    expect(interviewPhase('2026-01-01T10:00:00Z', '2026-01-01T12:00:00Z', Date.parse('2026-01-01T12:00:00Z'))).toBe('ended');
    expect(interviewPhase('mañana', undefined, 0)).toBe('live');
    expect(nextPhaseChangeMs('2026-01-01T10:00:00Z', '2026-01-01T12:00:00Z', Date.parse('2026-01-01T11:00:00Z'))).toBe(HOUR);
    expect(nextPhaseChangeMs(undefined, 'x', 0)).toBeNull();
  });
});

describe('<np-digital-interview>', () => {
  it('live: shows the intro, the opening, the questions and answers and the question form, not the goodbye', async () => {
    const element = placeWidget('np-digital-interview', open());
    expect(await screen.findByRole('heading', { name: 'Presentación' })).toBeVisible();
    await waitFor(() => expect(element).toHaveAttribute('data-np-status', 'ready'));
    expect(element).toHaveAttribute('data-np-interview-state', 'live');
    expect(screen.getByText('Buenas tardes.')).toBeVisible();
    const item = screen.getByRole('article');
    expect(within(item).getByText('¿Cuántas películas?')).toBeVisible();
    expect(within(item).getByText('142')).toBeVisible();
    expect(screen.queryByText('Hasta pronto.')).toBeNull();
    expect(screen.getByRole('textbox', { name: /Tu pregunta/ })).toHaveAttribute('name', 'question');
    expect(screen.getByRole('textbox', { name: /Tu pregunta/ })).toBeRequired();
    expect(screen.getByRole('button', { name: 'Enviar pregunta' })).toBeDisabled();
  });

  it('ended: shows the goodbye and no form', async () => {
    const element = placeWidget('np-digital-interview', { 'interview-id': '8101', start: '2020-01-01T10:00:00Z', end: '2020-01-01T12:00:00Z' });
    expect(await screen.findByText('Hasta pronto.')).toBeVisible();
    expect(element).toHaveAttribute('data-np-interview-state', 'ended');
    expect(screen.getByText('La entrevista ha terminado. Ya no se admiten preguntas.')).toBeVisible();
    expect(screen.queryByRole('textbox')).toBeNull();
  });

  it('not started: gives the date, hides the opening and already takes questions', async () => {
    placeWidget('np-digital-interview', { 'interview-id': '8101', start: '2099-03-01T10:00:00Z', end: '2099-03-01T12:00:00Z' });
    expect(await screen.findByText(/La entrevista empieza el .*2099/)).toBeVisible();
    expect(screen.queryByText('Buenas tardes.')).toBeNull();
    expect(screen.getByRole('textbox', { name: /Tu pregunta/ })).toBeVisible();
  });

  it('logged out, sending opens the login prompt and keeps the question', async () => {
    placeWidget('np-digital-interview', open());
    const user = userEvent.setup();
    await user.type(await screen.findByRole('textbox', { name: /Tu pregunta/ }), '¿Y el cine de verano?');
    await user.click(screen.getByRole('button', { name: 'Enviar pregunta' }));
    expect(await screen.findByRole('dialog', { name: 'Inicia sesión para participar' })).toBeVisible();
    expect(screen.getByRole('textbox', { name: /Tu pregunta/ })).toHaveValue('¿Y el cine de verano?');
    expect(api.callsTo('POST', /questions$/)).toHaveLength(0);
  });

  it('logged in, sends the question, empties the field and says so', async () => {
    setSessionCookie('101');
    api.on('POST', '/api/front/interviews/8101/questions', okBody({ success: true, questionId: 'q9' }));
    placeWidget('np-digital-interview', open());
    const user = userEvent.setup();
    await user.type(await screen.findByRole('textbox', { name: /Tu pregunta/ }), '¿Y el cine de verano?');
    await user.click(screen.getByRole('button', { name: 'Enviar pregunta' }));
    expect(await screen.findByRole('status')).toHaveTextContent('Tu pregunta se ha enviado');
    expect(api.callsTo('POST', '/api/front/interviews/8101/questions')[0]?.data).toEqual({ question: '¿Y el cine de verano?' });
    expect(screen.getByRole('textbox', { name: /Tu pregunta/ })).toHaveValue('');
  });

  it('a 429 QUESTION_LIMIT_REACHED shows the question-limit message and keeps the question', async () => {
    setSessionCookie('101');
    api.on('POST', '/api/front/interviews/8101/questions', { status: 429, body: { httpCode: 429, code: 'QUESTION_LIMIT_REACHED', limit: 3, windowMinutes: 10 } });
    placeWidget('np-digital-interview', open());
    const user = userEvent.setup();
    await user.type(await screen.findByRole('textbox', { name: /Tu pregunta/ }), 'Una más');
    await user.click(screen.getByRole('button', { name: 'Enviar pregunta' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Has alcanzado el límite de 3 preguntas cada 10 minutos. Espera un poco para enviar otra.');
    expect(screen.getByRole('textbox', { name: /Tu pregunta/ })).toHaveValue('Una más');
  });

  it('an interview that cannot be read still offers the form and says so', async () => {
    api.on('GET', '/api/front/interviews/8101', { status: 500, body: {} });
    placeWidget('np-digital-interview', open());
    expect(await screen.findByRole('alert')).toHaveTextContent('No se ha podido cargar el contenido');
    expect(screen.getByRole('textbox', { name: /Tu pregunta/ })).toBeVisible();
  });
});
