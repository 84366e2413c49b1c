// The paywall's messages call fails to load: reported as the
// loader reports a failed chunk, and the paywall shows the short fallback text instead of a message.
import { screen, waitFor } from '@testing-library/react';
import Cookies from 'js-cookie';
import { fakeApi, type FakeApi } from '../../test/support/fake-api';
import { setPageConfig } from '../../test/support/page-config';
import { placeWidget, setAddress } from '../../test/support/widgets';
import './paywall.element';

jest.mock('../../src/api/paywall-messages', () => {
  const error = new Error('Loading chunk np-paywall-messages failed.\n(error: http://diario.localhost/diario/np-paywall-messages.0123abcd.js)');
  throw Object.assign(error, { name: 'ChunkLoadError', type: 'error', request: 'http://diario.localhost/diario/np-paywall-messages.0123abcd.js' });
});

let api: FakeApi;
let errors: unknown[];
const record = (event: Event) => errors.push((event as CustomEvent).detail);

beforeEach(() => {
  for (const name of Object.keys(Cookies.get())) Cookies.remove(name, { path: '/' });
  setAddress('/noticia/1007');
  setPageConfig({ webFeatures: { '1': { paywall: true } } });
  api = fakeApi();
  errors = [];
  window.addEventListener('np:error', record);
  jest.spyOn(console, 'warn').mockImplementation(() => undefined);
  jest.spyOn(console, 'error').mockImplementation(() => undefined);
});
afterEach(() => {
  window.removeEventListener('np:error', record);
  api.restore();
  jest.restoreAllMocks();
});

it('a paywall with a message to show whose call cannot load: one np:error (kind chunk) and the fallback text', async () => {
  const access = { accessGranted: false, messageIds: ['1'], userCounter: 2, userRfv: 7, conditionName: 'demo' };
  const element = placeWidget('np-paywall', { 'content-id': '1007', access: JSON.stringify(access) });
  expect(await screen.findByText('Este contenido no está disponible en este momento.')).toHaveAttribute('role', 'status');
  await waitFor(() => expect(element).toHaveAttribute('data-np-status', 'error'));
  expect(errors).toEqual([expect.objectContaining({ kind: 'chunk', tag: 'np-paywall', name: 'ChunkLoadError', message: expect.stringMatching(/^Loading chunk np-paywall-messages failed\./) })]);
  expect(api.calls).toHaveLength(0);
});
