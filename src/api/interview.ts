// Digital interviews (designed here: the spec gives the rules, not the calls).
//   GET  /api/front/interviews/{interviewId}            -> {response: {interview: Interview}}; 404 INTERVIEW_NOT_FOUND
//   POST /api/front/interviews/{interviewId}/questions  QuestionPayload -> {response: {success: true, questionId}};
//        400 INVALID_FIELDS, 401 NOT_LOGGED_IN, 404 INTERVIEW_NOT_FOUND, 409 INTERVIEW_CLOSED,
//        429 QUESTION_LIMIT_REACHED {limit, windowMinutes, retryAfterSeconds}
import { apiRequest } from './request';
import { asRecord, asString, isRecord } from './shape';

export interface InterviewQuestion {
  id: string;
  /** The reader's nick: plain text. */
  author: string;
  /** The reader's question: plain text. */
  question: string;
  /** The guest's answer: HTML (sanitized when shown); empty until answered. */
  answer: string;
}

export interface Interview {
  id: string;
  title: string;
  /** HTML blocks from the newsroom (sanitized when shown). */
  intro: string;
  opening: string;
  goodbye: string;
  /** Answered questions, oldest first. */
  questions: InterviewQuestion[];
}

export interface QuestionPayload {
  question: string;
}

export const QUESTION_LIMIT_CODE = 'QUESTION_LIMIT_REACHED';

export const interviewPath = (interviewId: string): string => `/api/front/interviews/${encodeURIComponent(interviewId)}`;
export const interviewQuestionsPath = (interviewId: string): string => `${interviewPath(interviewId)}/questions`;

export function readInterview(body: unknown, interviewId: string): Interview {
  const interview = asRecord(asRecord(body).interview);
  const questions = Array.isArray(interview.questions) ? interview.questions : [];
  return {
    id: asString(interview.id, interviewId),
    title: asString(interview.title),
    intro: asString(interview.intro),
    opening: asString(interview.opening),
    goodbye: asString(interview.goodbye),
    questions: questions
      .filter(isRecord)
      .map((item, index) => ({ id: asString(item.id, `q${index}`), author: asString(item.author), question: asString(item.question), answer: asString(item.answer) }))
      .filter((item) => item.question !== ''),
  };
}

export async function fetchInterview(interviewId: string): Promise<Interview> {
  return readInterview(await apiRequest({ method: 'GET', url: interviewPath(interviewId) }), interviewId);
}

export async function sendQuestion(interviewId: string, payload: QuestionPayload): Promise<void> {
  const answer = asRecord(await apiRequest({ method: 'POST', url: interviewQuestionsPath(interviewId), data: payload, userCall: { apiType: 'interviewQuestion' } }));
  if (answer.success !== true) throw new Error('The question call did not say it succeeded');
}
