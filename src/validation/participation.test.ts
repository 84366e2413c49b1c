// The participation rules: upload limits by site language (and the interview's), the question
// window, and the contact, participation and question schemas.
import { INTERVIEW_QUESTION_LIMIT_COUNT, INTERVIEW_QUESTION_WINDOW_MS } from '../constants';
import { contactSchema, questionSchema, ugcSchema } from './participation';
import { canAskQuestion, questionRetryAfterMs, questionsInWindow } from './question-limit';
import { validate } from './schema';
import { isUploadWithinLimit, uploadKindOf, uploadLimitBytes } from './uploads';

const MB = 1024 * 1024;

describe('upload limits by language', () => {
  it.each([
    ['es', 'image', 5],
    ['es', 'video', 80],
    ['ca', 'image', 8],
    ['ca', 'video', 500],
    ['digitalInterview', 'image', 8],
    ['digitalInterview', 'video', 500],
  ] as const)('%s %s: exactly %i MB is allowed, one byte more is not', (context, kind, mb) => {
    expect(isUploadWithinLimit(mb * MB, kind, context)).toBe(true);
    expect(isUploadWithinLimit(mb * MB + 1, kind, context)).toBe(false);
    expect(uploadLimitBytes(kind, context)).toBe(mb * MB);
  });

  it('only images and videos have a kind', () => {
    expect(uploadKindOf('image/jpeg')).toBe('image');
    expect(uploadKindOf('VIDEO/mp4')).toBe('video');
    expect(uploadKindOf('application/pdf')).toBeNull();
    expect(uploadKindOf('')).toBeNull();
  });
});

describe('the question window', () => {
  const now = 10 * INTERVIEW_QUESTION_WINDOW_MS;
  const full = Array.from({ length: INTERVIEW_QUESTION_LIMIT_COUNT }, (_, i) => now - i * 1_000);

  it(`allows ${INTERVIEW_QUESTION_LIMIT_COUNT} questions in a window and refuses the next`, () => {
    expect(canAskQuestion(full.slice(1), now)).toBe(true);
    expect(canAskQuestion(full, now)).toBe(false);
  });

  it('forgets questions once the window has passed, and says when the next one is allowed', () => {
    const oldest = Math.min(...full);
    expect(questionRetryAfterMs(full, now)).toBe(oldest + INTERVIEW_QUESTION_WINDOW_MS - now);
    expect(canAskQuestion(full, oldest + INTERVIEW_QUESTION_WINDOW_MS)).toBe(true);
    expect(questionsInWindow(full, now + INTERVIEW_QUESTION_WINDOW_MS)).toEqual([]);
    expect(questionRetryAfterMs([], now)).toBe(0);
  });
});

describe('participation schemas', () => {
  it('the contact form needs name, a valid email, subject, message and the legal acceptance', () => {
    expect(Object.keys(validate(contactSchema, { name: '', email: 'x', subject: ' ', message: '', terms: false }))).toEqual(['name', 'email', 'subject', 'message', 'terms']);
    expect(validate(contactSchema, { name: 'Ana', email: 'ana@example.com', subject: 'Hola', message: 'Texto', terms: true })).toEqual({});
  });

  it('a participation needs title and text; a question is required and at most 500 characters', () => {
    expect(validate(ugcSchema, { title: '', text: '' })).toEqual({ title: { key: 'ugc.required.title' }, text: { key: 'ugc.required.text' } });
    expect(validate(questionSchema, { question: '' }).question?.key).toBe('interview.required.question');
    expect(validate(questionSchema, { question: 'a'.repeat(501) }).question?.key).toBe('interview.questionTooLong');
    expect(validate(questionSchema, { question: 'a'.repeat(500) })).toEqual({});
  });
});
