// Paywall messages: every type, every field, closable and not.
import type { PaywallMessage, PaywallMessageType, PaywallPosition } from '../../../src/api/paywall';

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
    message('9006', 'modal', false, 'center', {
      ...LOGO, ...REGISTER, ...LOGIN,
      principalText: 'Has alcanzado el límite de artículos gratuitos.',
      counterText: '{numConsumedContent}/{maxConsumedContent}',
      numConsumedContent: 5,
      maxConsumedContent: 5,
    }),
  ];
}
