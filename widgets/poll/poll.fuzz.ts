import { setSessionCookie } from '../../test/support/readers';
import type { WidgetFuzzSpec } from '../../test/support/hardening';

const user = { id: '101', nick: 'lector', name: 'Lucía', surname: 'Martín Soler', email: 'lector@example.com', birthdate: '1988-04-12', savedContentIds: [], followedAuthorIds: [], newsletters: [] };
const poll = { id: '7001', votes: [{ option: '1', votes: 3 }, { option: '2', votes: 1 }], total: 4, userVote: '1' };

/** An active poll, logged in: its results, then a vote. */
export const fuzz: WidgetFuzzSpec = {
  tag: 'np-poll',
  attributes: { 'poll-id': '7001', start: '2020-01-01T00:00:00Z', end: '2099-01-01T00:00:00Z', options: '[{"id":"1","text":"Sí"},{"id":"2","text":"No"}]' },
  setup: () => {
    setSessionCookie('101');
  },
  calls: [
    { method: 'GET', url: /\/api\/front\/user\/profile$/, validBody: { response: { user } } },
    { method: 'GET', url: /\/api\/front\/poll\/7001$/, validBody: { response: { poll: { ...poll, userVote: null } } } },
    { method: 'POST', url: /\/api\/front\/poll\/7001\/vote$/, validBody: { response: { poll } } },
  ],
  drive: async (element) => {
    await new Promise((resolve) => setTimeout(resolve, 100));
    element.querySelector<HTMLInputElement>('input[name="option"]')?.click();
    await new Promise((resolve) => setTimeout(resolve, 20));
    element.querySelector('form')?.requestSubmit();
  },
};
