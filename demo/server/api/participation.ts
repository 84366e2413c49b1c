// The participation calls (designed with the widgets; READMEs of np-contact-form, np-ugc-form and
// np-digital-interview list them): contact messages, user-content calls with their file uploads,
// and digital-interview questions with the question limit. State in state/participation.ts.
import type { IncomingMessage } from 'node:http';
import { CONTACT_MESSAGE_MAX_LENGTH_CHARS, INTERVIEW_QUESTION_LIMIT_COUNT, INTERVIEW_QUESTION_MAX_LENGTH_CHARS, INTERVIEW_QUESTION_WINDOW_MS, UGC_TEXT_MAX_LENGTH_CHARS } from '../../../src/constants';
import type { ContactPayload } from '../../../src/api/contact';
import type { Interview, InterviewQuestion, QuestionPayload } from '../../../src/api/interview';
import { QUESTION_LIMIT_CODE } from '../../../src/api/interview';
import type { ParticipationPayload, UgcCall, UploadedFile } from '../../../src/api/ugc';
import { canAskQuestion, questionRetryAfterMs } from '../../../src/validation/question-limit';
import { uploadKindOf, uploadLimitBytes } from '../../../src/validation/uploads';
import { isRecord, stringField } from '../http/body';
import { fail, ok, withJsonBody } from './results';
import type { ApiContext, ApiResult, ApiRoute } from './router';
import { sessionUser } from './session';

const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;
const length = (text: string): number => [...text].length;

/** Reads and drops a request body, counting its bytes (an upload is never kept in memory). */
function countBody(req: IncomingMessage): Promise<number> {
  return new Promise((resolve, reject) => {
    let size = 0;
    req.on('data', (chunk: Buffer) => {
      size += chunk.length;
    });
    req.on('end', () => resolve(size));
    req.on('error', reject);
  });
}

/** Answers only once the body is read, so the browser always gets the answer (never a reset). */
async function afterBody(ctx: ApiContext, result: ApiResult): Promise<ApiResult> {
  await countBody(ctx.req);
  return result;
}

// Contact ----------------------------------------------------------------------------------------

function contact(ctx: ApiContext): Promise<ApiResult> {
  return withJsonBody(ctx, (body) => {
    const field = (name: keyof ContactPayload) => (stringField(body, name) ?? '').trim();
    const invalid: string[] = (['name', 'subject', 'message'] as const).filter((name) => field(name) === '');
    if (!EMAIL.test(field('email'))) invalid.push('email');
    if (length(field('message')) > CONTACT_MESSAGE_MAX_LENGTH_CHARS) invalid.push('message');
    if (!isRecord(body) || body.terms !== true) invalid.push('terms');
    if (invalid.length) return fail(400, 'INVALID_FIELDS', { fields: invalid });
    ctx.state.participation.contactMessages.push({ name: field('name'), email: field('email'), subject: field('subject'), message: field('message'), site: ctx.site.alias });
    return ok({ success: true });
  });
}

// User-content calls -----------------------------------------------------------------------------

function ugcCall(ctx: ApiContext): ApiResult {
  const call = ctx.state.participation.calls.get(ctx.params.callId ?? '');
  if (!call) return fail(404, 'CALL_NOT_FOUND');
  const answer: UgcCall = { id: call.id, closed: call.closed, ...call.texts[ctx.site.lang] };
  return ok({ call: answer });
}

/** The file is the body (Content-Type its MIME type); the limit is the site language's. */
async function uploadFile(ctx: ApiContext): Promise<ApiResult> {
  const user = sessionUser(ctx.state, ctx.cookies);
  if (!user) return afterBody(ctx, fail(401, 'NOT_LOGGED_IN'));
  const call = ctx.state.participation.calls.get(ctx.params.callId ?? '');
  if (!call) return afterBody(ctx, fail(404, 'CALL_NOT_FOUND'));
  if (call.closed) return afterBody(ctx, fail(409, 'CALL_CLOSED'));
  const kind = uploadKindOf(String(ctx.req.headers['content-type'] ?? ''));
  if (!kind) return afterBody(ctx, fail(415, 'UNSUPPORTED_FILE_TYPE'));
  const limitBytes = uploadLimitBytes(kind, ctx.site.lang);
  const sizeBytes = await countBody(ctx.req);
  if (sizeBytes > limitBytes) return fail(413, 'FILE_TOO_LARGE', { limitBytes });
  if (sizeBytes === 0) return fail(400, 'EMPTY_FILE');
  let name = 'file';
  try {
    name = decodeURIComponent(String(ctx.req.headers['x-file-name'] ?? 'file'));
  } catch {
    // A badly encoded name is not worth refusing the file for.
  }
  const fileId = ctx.state.participation.newId('f');
  ctx.state.participation.files.set(fileId, { fileId, callId: call.id, userId: user.id, name, kind, sizeBytes });
  const file: UploadedFile = { fileId, kind, sizeBytes };
  return ok({ file });
}

function participate(ctx: ApiContext): Promise<ApiResult> {
  return withJsonBody(ctx, (body) => {
    const user = sessionUser(ctx.state, ctx.cookies);
    if (!user) return fail(401, 'NOT_LOGGED_IN');
    const { participation } = ctx.state;
    const call = participation.calls.get(ctx.params.callId ?? '');
    if (!call) return fail(404, 'CALL_NOT_FOUND');
    if (call.closed) return fail(409, 'CALL_CLOSED');
    const payload: ParticipationPayload = {
      title: (stringField(body, 'title') ?? '').trim(),
      text: (stringField(body, 'text') ?? '').trim(),
      fileId: stringField(body, 'fileId') ?? null,
    };
    const invalid = [payload.title === '' ? 'title' : '', payload.text === '' || length(payload.text) > UGC_TEXT_MAX_LENGTH_CHARS ? 'text' : ''].filter(Boolean);
    if (invalid.length) return fail(400, 'INVALID_FIELDS', { fields: invalid });
    const file = payload.fileId === null ? undefined : participation.files.get(payload.fileId);
    if (payload.fileId !== null && (!file || file.userId !== user.id || file.callId !== call.id)) return fail(400, 'UNKNOWN_FILE');
    const participationId = participation.newId('p');
    participation.participations.push({ id: participationId, callId: call.id, userId: user.id, ...payload });
    return ok({ success: true, participationId });
  });
}

// Digital interviews -----------------------------------------------------------------------------

function interview(ctx: ApiContext): ApiResult {
  const { participation } = ctx.state;
  const found = participation.interviews.get(ctx.params.interviewId ?? '');
  if (!found) return fail(404, 'INTERVIEW_NOT_FOUND');
  const reader = sessionUser(ctx.state, ctx.cookies);
  // Everyone sees the answered questions; a reader also sees their own, pending ones.
  const asked = participation.questions.filter((each) => each.interviewId === found.id && (each.answer !== '' || each.userId === reader?.id));
  const questions: InterviewQuestion[] = [...participation.seededQuestions[ctx.site.lang], ...asked].map(({ id, author, question, answer }) => ({ id, author, question, answer }));
  const answer: Interview = { id: found.id, ...found.texts[ctx.site.lang], questions };
  return ok({ interview: answer });
}

/** The question limit: INTERVIEW_QUESTION_LIMIT_COUNT per reader and interview in any INTERVIEW_QUESTION_WINDOW_MS. */
function ask(ctx: ApiContext): Promise<ApiResult> {
  return withJsonBody(ctx, (body) => {
    const user = sessionUser(ctx.state, ctx.cookies);
    if (!user) return fail(401, 'NOT_LOGGED_IN');
    const { participation } = ctx.state;
    const found = participation.interviews.get(ctx.params.interviewId ?? '');
    if (!found) return fail(404, 'INTERVIEW_NOT_FOUND');
    if (found.closed) return fail(409, 'INTERVIEW_CLOSED');
    const payload: QuestionPayload = { question: (stringField(body, 'question') ?? '').trim() };
    if (payload.question === '' || length(payload.question) > INTERVIEW_QUESTION_MAX_LENGTH_CHARS) return fail(400, 'INVALID_FIELDS', { fields: ['question'] });
    const now = Date.now();
    const times = participation.questionTimes(found.id, user.id);
    if (!canAskQuestion(times, now)) {
      return fail(429, QUESTION_LIMIT_CODE, {
        limit: INTERVIEW_QUESTION_LIMIT_COUNT,
        windowMinutes: INTERVIEW_QUESTION_WINDOW_MS / 60_000,
        retryAfterSeconds: Math.ceil(questionRetryAfterMs(times, now) / 1_000),
      });
    }
    const questionId = participation.newId('q');
    participation.questions.push({ id: questionId, interviewId: found.id, userId: user.id, author: user.nick, question: payload.question, answer: '', sentAtMs: now });
    return ok({ success: true, questionId });
  });
}

export const participationRoutes: ApiRoute[] = [
  { method: 'POST', path: '/api/front/contact', handler: contact },
  { method: 'GET', path: '/api/front/ugc/calls/:callId', handler: ugcCall },
  { method: 'POST', path: '/api/front/ugc/calls/:callId/files', handler: uploadFile },
  { method: 'POST', path: '/api/front/ugc/calls/:callId/participations', handler: participate },
  { method: 'GET', path: '/api/front/interviews/:interviewId', handler: interview },
  { method: 'POST', path: '/api/front/interviews/:interviewId/questions', handler: ask },
];
