import type { XssField } from '../../test/support/hardening';

// The messages of the published version, answered once; `?paywall=modal` makes 9005 the current one.
const messagesPath = '/api/front/paywall/0/messages';
const modal = (fields: Record<string, unknown>) => ({
  response: [{ id: '9005', type: 'modal', canBeClosed: true, logo: true, position: 'center', numConsumedContent: 3, maxConsumedContent: 5, buttonText: 'Regístrate', button2Text: 'Entra', bottomText: 'Ayuda', logoText: 'Logo', ...fields }],
});

/** Paywall message texts render as plain text and its addresses only as http(s) or site-relative links. */
export const xssFields: XssField[] = [
  {
    tag: 'np-paywall',
    field: 'paywall message texts',
    page: '/noticia/1001?paywall=modal',
    responses: (payloads) => {
      const text = payloads.join(' ');
      return [{ path: messagesPath, body: modal({ logoText: text, smallText: text, principalText: text, aboveButtonText: text, buttonText: text, button2Text: text, underButtonText: text, bottomText: text, counterText: text, buttonUrl: '/registro', button2Url: '/acceso', bottomUrl: '/ayuda' }) }];
    },
  },
  {
    tag: 'np-paywall',
    field: 'paywall message addresses',
    page: '/noticia/1001?paywall=modal',
    // Four addresses per page load: every payload of the batch takes its turn as each of them in
    // the component test (widgets/paywall/paywall.test.tsx); here the first ones, in Chromium.
    responses: (payloads) => [{ path: messagesPath, body: modal({ principalText: payloads[0], logoUrl: payloads[1], buttonUrl: payloads[2], button2Url: payloads[3], bottomUrl: payloads[4] }) }],
  },
];
