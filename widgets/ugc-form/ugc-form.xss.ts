import type { XssField } from '../../test/support/hardening';

const call = (fields: Record<string, unknown>) => ({ response: { call: { id: '8001', title: 'Convocatoria', description: '', closed: false, closedText: '', buttons: [], ...fields } } });

/** The newsroom's call texts are HTML: the description above the form and a closed call's text. */
export const xssFields: XssField[] = [
  {
    tag: 'np-ugc-form',
    field: 'call description',
    page: '/participa/8001',
    responses: (payloads) => [{ path: '/api/front/ugc/calls/8001', body: call({ description: payloads.join('') }) }],
  },
  {
    tag: 'np-ugc-form',
    field: 'closed call text and buttons',
    page: '/participa/8002',
    responses: (payloads) => [
      { path: '/api/front/ugc/calls/8002', body: call({ id: '8002', closed: true, closedText: payloads.join(''), buttons: payloads.map((payload) => ({ text: payload, url: payload })) }) },
    ],
  },
];
