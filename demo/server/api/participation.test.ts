// The participation calls of the demo API: contact, user-content calls with uploads checked
// against the site language's limits, and interview questions with the question limit.
import http from 'node:http';
import type { Interview } from '../../../src/api/interview';
import type { UgcCall } from '../../../src/api/ugc';
import { INTERVIEW_QUESTION_LIMIT_COUNT, INTERVIEW_QUESTION_WINDOW_MS } from '../../../src/constants';
import { cookieHeader, startDemo, type DemoFixture } from '../testing/demo-client';

const MB = 1024 * 1024;
let demo: DemoFixture;
beforeAll(async () => {
  demo = await startDemo();
});
afterAll(() => demo.stop());
beforeEach(() => demo.post('/__demo/reset'));
afterEach(() => jest.restoreAllMocks());

const hostOf = (alias: 'diario' | 'diari') => `${alias}.localhost:${demo.port}`;

async function loginAs(alias: 'diario' | 'diari' = 'diario'): Promise<string> {
  const response = await demo.post('/api/front/user/login', { email: 'lector@example.com', password: 'Lectura2026' }, { host: hostOf(alias) });
  expect(response.status).toBe(200);
  return cookieHeader(response.cookies);
}

/** Sends `sizeBytes` of zeros as the file body. */
function upload(callId: string, sizeBytes: number, type: string, options: { cookie?: string; alias?: 'diario' | 'diari' } = {}): Promise<{ status: number; body: { code?: string; limitBytes?: number; response?: { file: { fileId: string; sizeBytes: number } } } }> {
  return new Promise((resolve, reject) => {
    const headers: Record<string, string | number> = { host: hostOf(options.alias ?? 'diario'), 'content-type': type, 'content-length': sizeBytes, 'x-file-name': encodeURIComponent('fiesta mayor.jpg') };
    if (options.cookie) headers.cookie = options.cookie;
    const req = http.request({ host: '127.0.0.1', port: demo.port, path: `/api/front/ugc/calls/${callId}/files`, method: 'POST', headers }, (res) => {
      let text = '';
      res.setEncoding('utf8');
      res.on('data', (chunk: string) => (text += chunk));
      res.on('end', () => resolve({ status: res.statusCode ?? 0, body: JSON.parse(text) as never }));
    });
    req.on('error', reject);
    req.end(Buffer.alloc(sizeBytes));
  });
}

describe('POST /api/front/contact', () => {
  const message = { name: 'Ana', email: 'ana@example.com', subject: 'Consulta', message: 'Hola', terms: true };
  test('takes a complete message', async () => {
    const response = await demo.post('/api/front/contact', message);
    expect(response.json()).toEqual({ response: { success: true } });
  });
  test('answers 400 INVALID_FIELDS naming each empty or wrong field', async () => {
    const response = await demo.post('/api/front/contact', { ...message, name: ' ', email: 'ana@', terms: false });
    expect(response.status).toBe(400);
    expect(response.json()).toMatchObject({ code: 'INVALID_FIELDS', fields: ['name', 'email', 'terms'] });
  });
});

describe('user-content calls', () => {
  test('GET answers call 8001 open and 8002 closed with its closed text and buttons, in the site language', async () => {
    const open = (await demo.get('/api/front/ugc/calls/8001')).json<{ response: { call: UgcCall } }>().response.call;
    expect(open).toMatchObject({ id: '8001', closed: false });
    const closed = (await demo.get('/api/front/ugc/calls/8002', { host: hostOf('diari') })).json<{ response: { call: UgcCall } }>().response.call;
    expect(closed.closed).toBe(true);
    expect(closed.closedText).toMatch(/convocatòria es va tancar/);
    expect(closed.buttons.length).toBeGreaterThan(0);
    expect((await demo.get('/api/front/ugc/calls/9999')).status).toBe(404);
  });

  test('an upload needs a session (401) and an open call (409)', async () => {
    expect((await upload('8001', 10, 'image/jpeg')).body.code).toBe('NOT_LOGGED_IN');
    const cookie = await loginAs();
    expect((await upload('8002', 10, 'image/jpeg', { cookie })).body.code).toBe('CALL_CLOSED');
    expect((await upload('8001', 10, 'application/pdf', { cookie })).body.code).toBe('UNSUPPORTED_FILE_TYPE');
  });

  test.each([
    ['diario', 'image/jpeg', 5 * MB],
    ['diari', 'image/png', 8 * MB],
    ['diario', 'video/mp4', 80 * MB],
  ] as const)('on %s a %s of exactly the limit is taken and one byte more is refused with 413 FILE_TOO_LARGE', async (alias, type, limit) => {
    const cookie = await loginAs(alias);
    const exact = await upload('8001', limit, type, { cookie, alias });
    expect(exact.status).toBe(200);
    expect(exact.body.response?.file.sizeBytes).toBe(limit);
    const over = await upload('8001', limit + 1, type, { cookie, alias });
    expect(over.status).toBe(413);
    expect(over.body).toMatchObject({ code: 'FILE_TOO_LARGE', limitBytes: limit });
  });

  test('a participation needs a session, its fields, and a file this reader uploaded to this call', async () => {
    const payload = { title: 'Fiestas', text: 'Mi barrio en fiestas', fileId: null };
    expect((await demo.post('/api/front/ugc/calls/8001/participations', payload)).status).toBe(401);
    const cookie = await loginAs();
    const asReader = { headers: { cookie } };
    expect((await demo.post('/api/front/ugc/calls/8001/participations', { ...payload, title: '' }, asReader)).json()).toMatchObject({ code: 'INVALID_FIELDS' });
    expect((await demo.post('/api/front/ugc/calls/8001/participations', { ...payload, fileId: 'f999' }, asReader)).json()).toMatchObject({ code: 'UNKNOWN_FILE' });
    expect((await demo.post('/api/front/ugc/calls/8002/participations', payload, asReader)).status).toBe(409);
    const fileId = (await upload('8001', 1000, 'image/jpeg', { cookie })).body.response?.file.fileId;
    const sent = await demo.post('/api/front/ugc/calls/8001/participations', { ...payload, fileId }, asReader);
    expect(sent.json()).toMatchObject({ response: { success: true } });
  });
});

describe('digital interview 8101', () => {
  const ask = (cookie: string, question: string) => demo.post('/api/front/interviews/8101/questions', { question }, { headers: { cookie } });

  test('GET answers the intro, opening, goodbye and answered questions; a reader also sees their pending ones', async () => {
    const anonymous = (await demo.get('/api/front/interviews/8101')).json<{ response: { interview: Interview } }>().response.interview;
    expect(anonymous.intro).toMatch(/Festival de Cine/);
    expect(anonymous.questions.every((each) => each.answer !== '')).toBe(true);
    const cookie = await loginAs();
    await ask(cookie, '¿Habrá cine de verano?');
    const reader = (await demo.get('/api/front/interviews/8101', { headers: { cookie } })).json<{ response: { interview: Interview } }>().response.interview;
    expect(reader.questions.at(-1)).toMatchObject({ question: '¿Habrá cine de verano?', answer: '', author: 'lector' });
    expect((await demo.get('/api/front/interviews/8101')).json<{ response: { interview: Interview } }>().response.interview.questions).toHaveLength(anonymous.questions.length);
  });

  test('a question needs a session and text', async () => {
    expect((await demo.post('/api/front/interviews/8101/questions', { question: 'Hola' })).status).toBe(401);
    expect((await ask(await loginAs(), '  ')).json()).toMatchObject({ code: 'INVALID_FIELDS', fields: ['question'] });
  });

  test(`refuses question ${INTERVIEW_QUESTION_LIMIT_COUNT + 1} within the window with 429 QUESTION_LIMIT_REACHED, and takes it once the window has passed`, async () => {
    const start = Date.now();
    const clock = jest.spyOn(Date, 'now').mockReturnValue(start);
    const cookie = await loginAs();
    for (let i = 1; i <= INTERVIEW_QUESTION_LIMIT_COUNT; i += 1) expect((await ask(cookie, `Pregunta ${i}`)).status).toBe(200);
    const refused = await ask(cookie, 'Una más');
    expect(refused.status).toBe(429);
    expect(refused.json()).toMatchObject({ code: 'QUESTION_LIMIT_REACHED', limit: INTERVIEW_QUESTION_LIMIT_COUNT, windowMinutes: INTERVIEW_QUESTION_WINDOW_MS / 60_000 });
    clock.mockReturnValue(start + INTERVIEW_QUESTION_WINDOW_MS);
    expect((await ask(cookie, 'Una más')).status).toBe(200);
  });
});
