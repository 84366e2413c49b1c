import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { resetSessionForTests } from '../../src/session/session';
import { fakeApi, okBody, type FakeApi } from '../../test/support/fake-api';
import { setPageConfig } from '../../test/support/page-config';
import { aReader, setSessionCookie } from '../../test/support/readers';
import { placeWidget } from '../../test/support/widgets';
import './poll.element';

let api: FakeApi;
const OPTIONS = JSON.stringify([{ id: '1', text: 'Sí' }, { id: '2', text: 'No' }]);
const NOW = Date.parse('2026-11-24T12:00:00Z');
const results = (userVote: string | null, yes = 3, no = 1) => okBody({ poll: { id: '7001', votes: [{ option: '1', votes: yes }, { option: '2', votes: no }], total: yes + no, userVote } });

beforeEach(() => {
  document.body.replaceChildren();
  setPageConfig();
  localStorage.clear();
  resetSessionForTests();
  setSessionCookie(null);
  api = fakeApi();
  api.on('GET', '/api/front/user/profile', okBody({ user: aReader() }));
  api.on('GET', '/api/front/poll/7001', results(null));
  jest.spyOn(console, 'error').mockImplementation(() => undefined);
});
afterEach(() => {
  jest.useRealTimers();
  api.restore();
  setSessionCookie(null);
  jest.restoreAllMocks();
});

async function placePoll(start: string, end: string) {
  const element = placeWidget('np-poll', { 'poll-id': '7001', start, end, options: OPTIONS, question: '¿Te gusta?' });
  await waitFor(() => expect(element).toHaveAttribute('data-np-status', 'ready'));
  return element;
}

describe('<np-poll>', () => {
  it('moves from not started to active to ended on a timer at each boundary (fake clock)', async () => {
    jest.useFakeTimers({ now: NOW, doNotFake: ['queueMicrotask', 'nextTick', 'setImmediate'] });
    const element = await placePoll('2026-11-24T12:00:10Z', '2026-11-24T12:01:00Z');
    expect(element).toHaveAttribute('data-np-poll-state', 'not-started');
    expect(screen.getByRole('group', { name: '¿Te gusta?' })).toBeDisabled();
    expect(jest.getTimerCount()).toBe(1);
    act(() => jest.advanceTimersByTime(10_000));
    expect(element).toHaveAttribute('data-np-poll-state', 'active');
    expect(screen.getByRole('radio', { name: 'Sí' })).toBeEnabled();
    act(() => jest.advanceTimersByTime(50_000));
    expect(element).toHaveAttribute('data-np-poll-state', 'ended');
    expect(screen.getByText('Sí: 75 % (3 votos)')).toBeVisible();
    expect(jest.getTimerCount()).toBe(0);
  });

  it('active, logged out: options are radios name="option"; voting opens the login prompt and sends nothing', async () => {
    await placePoll('2020-01-01T00:00:00Z', '2099-01-01T00:00:00Z');
    const radios = screen.getAllByRole('radio');
    expect(radios.map((radio) => radio.getAttribute('name'))).toEqual(['option', 'option']);
    await userEvent.click(screen.getByRole('radio', { name: 'No' }));
    await userEvent.click(screen.getByRole('button', { name: 'Votar' }));
    expect(screen.getByRole('dialog', { name: 'Inicia sesión' })).toBeVisible();
    expect(api.callsTo('POST', /vote$/)).toHaveLength(0);
    expect(screen.queryByText(/Resultados/)).toBeNull();
  });

  it('logged in: a vote shows the results with percentages as text and bars; the vote is remembered', async () => {
    setSessionCookie('101');
    api.on('POST', '/api/front/poll/7001/vote', results('2', 3, 2));
    const element = await placePoll('2020-01-01T00:00:00Z', '2099-01-01T00:00:00Z');
    await userEvent.click(await screen.findByRole('radio', { name: 'No' }));
    await userEvent.click(screen.getByRole('button', { name: 'Votar' }));
    expect(await screen.findByText('No: 40 % (2 votos)')).toBeVisible();
    expect(screen.getByText('Sí: 60 % (3 votos)')).toBeVisible();
    expect(screen.getByRole('status')).toHaveTextContent('Tu respuesta: No.');
    expect(api.callsTo('POST', '/api/front/poll/7001/vote')[0]?.data).toEqual({ option: '2' });
    expect(element.querySelectorAll('.np-poll__bar-fill')).toHaveLength(2);
    expect(screen.queryByRole('radio')).toBeNull();
  });

  it('one vote per reader: a reader who already voted sees the results, not the options', async () => {
    setSessionCookie('101');
    api.on('GET', '/api/front/poll/7001', results('1'));
    await placePoll('2020-01-01T00:00:00Z', '2099-01-01T00:00:00Z');
    expect(await screen.findByText('Sí: 75 % (3 votos)')).toBeVisible();
    expect(screen.queryByRole('radio')).toBeNull();
    expect(screen.queryByRole('button', { name: 'Votar' })).toBeNull();
  });

  it('a refused second vote (409 ALREADY_VOTED) says so and shows the results', async () => {
    setSessionCookie('101');
    api.on('POST', '/api/front/poll/7001/vote', (call) => {
      api.on('GET', '/api/front/poll/7001', results('1'));
      return { status: 409, body: { httpCode: 409, code: 'ALREADY_VOTED', call: call.url } };
    });
    await placePoll('2020-01-01T00:00:00Z', '2099-01-01T00:00:00Z');
    await userEvent.click(await screen.findByRole('radio', { name: 'No' }));
    await userEvent.click(screen.getByRole('button', { name: 'Votar' }));
    expect(await screen.findByText('Ya habías votado en esta encuesta.')).toBeVisible();
    expect(await screen.findByText('Sí: 75 % (3 votos)')).toBeVisible();
  });

  it('ended: results with percentages, no vote', async () => {
    const element = await placePoll('2020-01-01T00:00:00Z', '2021-01-01T00:00:00Z');
    expect(element).toHaveAttribute('data-np-poll-state', 'ended');
    expect(await screen.findByText('Sí: 75 % (3 votos)')).toBeVisible();
    expect(within(element).queryByRole('button', { name: 'Votar' })).toBeNull();
  });

  it('options are plain text; malformed options leave the element empty without breaking', async () => {
    placeWidget('np-poll', { 'poll-id': '7001', options: JSON.stringify([{ id: '1', text: '<img src=x onerror=alert(1)>' }]) });
    expect(await screen.findByText('<img src=x onerror=alert(1)>')).toBeVisible();
    expect(document.querySelector('np-poll img')).toBeNull();
    const broken = placeWidget('np-poll', { 'poll-id': '7001', options: '{"nope"' });
    await waitFor(() => expect(broken).toHaveAttribute('data-np-status', 'ready'));
    expect(broken.querySelector('input')).toBeNull();
  });

  it('ca: texts from the Catalan catalogue', async () => {
    setPageConfig({ lang: 'ca' });
    await placePoll('2020-01-01T00:00:00Z', '2021-01-01T00:00:00Z');
    expect(screen.getByRole('heading', { name: 'Enquesta' })).toBeVisible();
    expect(await screen.findByText('Sí: 75 % (3 vots)')).toBeVisible();
  });
});
