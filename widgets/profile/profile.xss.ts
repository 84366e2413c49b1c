import type { XssField } from '../../test/support/hardening';

export const xssFields: XssField[] = [
  {
    tag: 'np-profile',
    field: 'newsletter names',
    page: '/perfil/boletines/',
    login: { email: 'lector@example.com', password: 'Lectura2026' },
    responses: (payloads) => [
      {
        path: '/api/front/user/profile',
        body: {
          response: {
            user: {
              id: '101', nick: 'lector', name: 'Lucía', surname: 'Martín Soler', email: 'lector@example.com', savedContentIds: [], followedAuthorIds: [],
              newsletters: payloads.map((name, index) => ({ id: String(index + 1), name, isSubscribed: index % 2 === 0 })),
            },
          },
        },
      },
    ],
  },
];
