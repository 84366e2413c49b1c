import type { WidgetFuzzSpec } from '../../test/support/hardening';

const message = (id: string, type: string, canBeClosed: boolean, position: string | null) => ({
  id, type, canBeClosed, logoText: 'El Diario', logoUrl: '/__demo/assets/logo.svg', logo: true, smallText: 'Exclusivo',
  principalText: 'Para leer esta noticia, regístrate.', aboveButtonText: 'Solo un minuto.', buttonText: 'Regístrate gratis', buttonUrl: '/registro',
  button2Text: 'Ya tengo cuenta', button2Url: '/acceso', underButtonText: 'Sin compromiso.', bottomText: '¿Ayuda?', bottomUrl: '/acceso/recuperar',
  position, counterText: 'Has leído {numConsumedContent} de {maxConsumedContent}', numConsumedContent: 3, maxConsumedContent: 5,
});

/** The paywall data comes from the attribute; the messages (every field of every type) from the API. */
export const fuzz: WidgetFuzzSpec = {
  tag: 'np-paywall',
  attributes: { 'content-id': '1007', access: JSON.stringify({ accessGranted: false, messageIds: ['9005'], userCounter: 3, userRfv: 5, conditionName: 'demo' }) },
  calls: [
    {
      method: 'GET',
      url: /^\/api\/front\/paywall\/0\/messages$/,
      validBody: { response: [message('9001', 'bottom-bar', true, null), message('9002', 'floating-box', true, 'bottom-left'), message('9004', 'floating-counter', false, null), message('9005', 'modal', false, 'center')] },
    },
  ],
};
