// Paywall messages: every type, every field, closable and not, each floating-box position; the
// showroom's fake message; and a test version of the paywall (same ids, its own wording).
import { PAYWALL_SHOWROOM_MESSAGE_ID, type PaywallMessage, type PaywallMessageType, type PaywallPosition } from '../../../src/api/paywall';

const BLANK: Omit<PaywallMessage, 'id' | 'type' | 'canBeClosed' | 'position'> = {
  logoText: null,
  logoUrl: null,
  logo: false,
  smallText: null,
  principalText: null,
  aboveButtonText: null,
  buttonText: null,
  buttonUrl: null,
  button2Text: null,
  button2Url: null,
  underButtonText: null,
  bottomText: null,
  bottomUrl: null,
  counterText: null,
  numConsumedContent: null,
  maxConsumedContent: null,
};

function message(
  id: string,
  type: PaywallMessageType,
  canBeClosed: boolean,
  position: PaywallPosition,
  fields: Partial<PaywallMessage>,
): PaywallMessage {
  return { ...BLANK, id, type, canBeClosed, position, ...fields };
}

const LOGO = { logo: true, logoText: 'El Diario', logoUrl: '/__demo/assets/logo.svg' };
const REGISTER = { buttonText: 'Regístrate gratis', buttonUrl: '/registro' };
const LOGIN = { button2Text: 'Ya tengo cuenta', button2Url: '/acceso' };

export function generatePaywallMessages(): PaywallMessage[] {
  return [
    message('9001', 'bottom-bar', true, null, {
      ...LOGO, ...REGISTER,
      principalText: 'Regístrate para seguir leyendo sin límites.',
      smallText: 'Es gratis y solo te llevará un minuto.',
    }),
    message('9002', 'floating-box', true, 'bottom-right', {
      ...LOGO, ...REGISTER, ...LOGIN,
      principalText: 'Este contenido es para lectores registrados.',
      aboveButtonText: 'Crea tu cuenta y accede a todo.',
      underButtonText: 'Sin tarjeta, sin compromiso.',
    }),
    message('9003', 'floating-box', true, 'bottom-left', {
      ...REGISTER,
      principalText: 'Apoya el periodismo local.',
      bottomText: 'Conoce nuestras condiciones',
      bottomUrl: '/registro#condiciones',
    }),
    message('9004', 'floating-counter', true, null, {
      counterText: 'Has leído {numConsumedContent} de {maxConsumedContent} artículos gratuitos este mes.',
      numConsumedContent: 3,
      maxConsumedContent: 5,
      ...REGISTER,
    }),
    message('9005', 'modal', true, 'center', {
      ...LOGO, ...REGISTER, ...LOGIN,
      smallText: 'Contenido exclusivo',
      principalText: 'Para leer esta noticia, inicia sesión o regístrate.',
      aboveButtonText: 'Solo te llevará un minuto.',
      underButtonText: 'Al registrarte aceptas las condiciones de uso.',
      bottomText: '¿Necesitas ayuda?',
      bottomUrl: '/acceso/recuperar',
    }),
    message('9007', 'floating-box', false, 'center', {
      ...LOGO, ...REGISTER, ...LOGIN,
      principalText: 'Sigue leyendo con tu cuenta gratuita.',
      underButtonText: 'Solo para lectores registrados.',
    }),
    message('9008', 'floating-counter', false, null, {
      counterText: 'Has leído {numConsumedContent} de {maxConsumedContent} artículos: el siguiente ya es para registrados.',
      numConsumedContent: 4,
      maxConsumedContent: 5,
    }),
    message('9009', 'bottom-bar', false, null, {
      ...REGISTER, ...LOGIN,
      principalText: 'Contenido para lectores registrados.',
      bottomText: 'Más información',
      bottomUrl: '/registro#ventajas',
    }),
    message('9006', 'modal', false, 'center', {
      ...LOGO, ...REGISTER, ...LOGIN,
      principalText: 'Has alcanzado el límite de artículos gratuitos.',
      counterText: '{numConsumedContent}/{maxConsumedContent}',
      numConsumedContent: 5,
      maxConsumedContent: 5,
    }),
  ];
}

/** Shown to editors in showroom mode (`?preview=1`) in place of the content's messages. */
export function showroomPaywallMessage(): PaywallMessage {
  return message(PAYWALL_SHOWROOM_MESSAGE_ID, 'modal', false, 'center', {
    ...LOGO, ...REGISTER, ...LOGIN,
    smallText: 'Vista previa',
    principalText: 'Así verán los lectores el muro de pago de este contenido.',
    underButtonText: 'Modo escaparate: el mensaje no bloquea la página.',
  });
}

/** The paywall version an editor can test (cookie np_paywall_version) besides the published one ("0"). */
export const PAYWALL_TEST_VERSION_ID = 'prueba-2026';

export function testVersionMessages(published: readonly PaywallMessage[]): PaywallMessage[] {
  return published.map((each) => ({ ...each, principalText: each.principalText && `[Versión de prueba] ${each.principalText}` }));
}
