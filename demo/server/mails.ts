// The mails the API "sends": written to the demo mailbox, readable at GET /__demo/mail.
import { randomBytes } from 'node:crypto';
import type { DemoUser } from './seed/types';
import type { DemoSite } from './sites';
import type { DemoMail } from './state/mailbox';
import type { DemoState } from './state/demo-state';

const RESET_SUBJECT = { es: 'Crea una contraseña nueva', ca: 'Crea una contrasenya nova' };
const RESET_TEXT = {
  es: (link: string) => `Hola. Para seguir usando tu cuenta, crea una contraseña nueva en este enlace: ${link}`,
  ca: (link: string) => `Hola. Per continuar fent servir el teu compte, crea una contrasenya nova en aquest enllaç: ${link}`,
};

/** A one-time password-reset token, mailed as a link to /acceso/nueva-contrasena. */
export function sendPasswordResetMail(state: DemoState, user: DemoUser, site: DemoSite, host: string): DemoMail {
  const token = randomBytes(18).toString('base64url');
  state.resetTokens.set(token, user.id);
  const link = `http://${host}/acceso/nueva-contrasena?token=${token}`;
  return state.mailbox.send({ to: user.email, subject: RESET_SUBJECT[site.lang], text: RESET_TEXT[site.lang](link), links: [link], token });
}
