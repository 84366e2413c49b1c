import type { XssField } from '../../test/support/hardening';

/** Streams' kicker, title, image and links come from the API: the panel must show them as text and drop unsafe URLs. */
export const xssFields: XssField[] = [
  {
    tag: 'np-streaming-panel',
    field: 'live streams (kicker, title, image, video and audio links)',
    page: '/noticia/1001',
    responses: (payloads) => [
      {
        path: '/api/front/streaming/list',
        // The first call (element in the page), the one on opening, and a poll.
        times: 3,
        body: {
          response: {
            streamingList: payloads.map((payload, index) => ({
              id: `x${index}`,
              kicker: payload,
              title: payload,
              video: { href: payload },
              audio: { href: `javascript:alert(${index})` },
              image: { image: { src: payload, alt: payload } },
            })),
          },
        },
      },
    ],
    reveal: async (page) => {
      await page.locator('np-streaming-panel').getByRole('button', { name: 'En directo' }).click();
    },
  },
];
