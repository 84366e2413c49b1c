// Newsletter (spec: accounts and session, sections 3 and 7): the type and the signup call.
import { apiRequest } from './request';
import { asRecord } from './shape';

export interface Newsletter {
  id: string;
  /** May hold a little HTML, for example `<strong>Matinal</strong>`. */
  name: string;
  isSubscribed: boolean;
}

/**
 * `POST /api/front/newsletter/{email}`, no body. Success only when the answer's `httpCode` is 200
 * (the demo answers `{httpCode: 200}` unwrapped); any other answer is a failure.
 */
export async function subscribeToNewsletter(email: string): Promise<boolean> {
  const answer = await apiRequest({ method: 'POST', url: `/api/front/newsletter/${encodeURIComponent(email)}` });
  return asRecord(answer).httpCode === 200;
}
