// The contact form's call (designed here: the spec names the form, not its call).
//   POST /api/front/contact  ContactPayload -> {response: {success: true}}
//   errors: 400 INVALID_FIELDS {fields: string[]} (a required field is empty or the email is not one)
import { apiRequest } from './request';
import { asRecord } from './shape';

export interface ContactPayload {
  name: string;
  email: string;
  subject: string;
  message: string;
  /** The legal conditions and privacy policy were accepted. */
  terms: true;
}

export interface ContactAnswer {
  success: boolean;
}

export const CONTACT_PATH = '/api/front/contact';

/** Resolves when the message was taken; any failure rejects (an ApiError). */
export async function sendContactMessage(payload: ContactPayload): Promise<void> {
  const answer = asRecord(await apiRequest({ method: 'POST', url: CONTACT_PATH, data: payload }));
  if (answer.success !== true) throw new Error('The contact call did not say it succeeded');
}
