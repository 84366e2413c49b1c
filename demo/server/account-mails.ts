// Mails of the account flows: validation after registration, and the reset-link lifetime. They go
// to the demo mailbox (GET /__demo/mail), which also keeps each token's sending time.
import { randomBytes } from 'node:crypto';
import type { DemoUser } from './seed/types';
import type { DemoSite } from './sites';
import type { DemoMail } from './state/mailbox';
import type { DemoState } from './state/demo-state';

/** A password-reset link works for one hour after it was mailed. */
export const RESET_TOKEN_LIFETIME_MS = 60 * 60 * 1000;

const VALIDATE_SUBJECT = { es: 'Valida tu cuenta', ca: 'Valida el teu compte' };
const VALIDATE_TEXT = {
  es: (link: string) => `Hola. Para empezar a usar tu cuenta, valida tu correo electrónico en este enlace: ${link}`,
  ca: (link: string) => `Hola. Per començar a fer servir el teu compte, valida el teu correu electrònic en aquest enllaç: ${link}`,
};

export function sendValidationMail(state: DemoState, user: DemoUser, site: DemoSite, host: string): DemoMail {
  const token = randomBytes(18).toString('base64url');
  const link = `http://${host}/api/front/user/validate?token=${token}`;
  return state.mailbox.send({ to: user.email, subject: VALIDATE_SUBJECT[site.lang], text: VALIDATE_TEXT[site.lang](link), links: [link], token });
}

/** The mail that carried `token`, if any. */
export const mailWithToken = (state: DemoState, token: string): DemoMail | undefined =>
  state.mailbox.list().find((mail) => mail.token === token);

export const isResetTokenFresh = (sentAt: string, now: number = Date.now()): boolean => now - Date.parse(sentAt) <= RESET_TOKEN_LIFETIME_MS;

const SIGNUP_SUBJECT = { es: 'Te has suscrito al boletín', ca: 'T’has subscrit al butlletí' };

export function sendSignupMail(state: DemoState, email: string, site: DemoSite): DemoMail {
  return state.mailbox.send({ to: email, subject: SIGNUP_SUBJECT[site.lang], text: SIGNUP_SUBJECT[site.lang], links: [] });
}
