import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { fakeApi, type FakeApi } from '../../test/support/fake-api';
import { setPageConfig } from '../../test/support/page-config';
import { placeWidget } from '../../test/support/widgets';
import './newsletter-signup.element';

let api: FakeApi;

beforeEach(() => {
  document.body.replaceChildren();
  setPageConfig();
  api = fakeApi();
  jest.spyOn(console, 'error').mockImplementation(() => undefined);
});
afterEach(() => {
  api.restore();
  jest.restoreAllMocks();
});

async function signUp(email: string) {
  placeWidget('np-newsletter-signup');
  await userEvent.type(await screen.findByRole('textbox', { name: /Las noticias más importantes/ }), email);
  await userEvent.click(screen.getByRole('button', { name: 'Suscribirme' }));
}

describe('<np-newsletter-signup>', () => {
  it('POSTs /api/front/newsletter/{email} with no body; httpCode 200 opens the success modal', async () => {
    api.on('POST', '/api/front/newsletter/ana%40example.com', { status: 200, body: { httpCode: 200 } });
    await signUp('ana@example.com');
    const dialog = await screen.findByRole('dialog', { name: '¡Gracias!' });
    expect(within(dialog).getByText(/ana@example.com/)).toBeVisible();
    expect(api.calls[0]?.data).toBeUndefined();
    await userEvent.click(within(dialog).getByRole('button', { name: 'Cerrar' }));
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it.each([
    ['a body whose httpCode is not 200', { status: 200, body: { httpCode: 400 } }],
    ['a 200 without httpCode', { status: 200, body: { response: { ok: true } } }],
    ['a 500', { status: 500, body: { httpCode: 500 } }],
    ['a timeout', 'timeout' as const],
  ])('%s shows "Ha habido un error puntual, inténtalo más tarde" and keeps the email', async (_case, answer) => {
    api.on('POST', /^\/api\/front\/newsletter\//, answer);
    await signUp('ana@example.com');
    expect(await screen.findByText('Ha habido un error puntual, inténtalo más tarde')).toBeVisible();
    expect(screen.getByRole('textbox')).toHaveValue('ana@example.com');
    expect(screen.getByRole('textbox')).toHaveAttribute('aria-invalid', 'true');
  });

  it('keeps the button disabled until the email is valid', async () => {
    placeWidget('np-newsletter-signup');
    await userEvent.type(await screen.findByRole('textbox'), 'ana@');
    expect(screen.getByRole('button', { name: 'Suscribirme' })).toBeDisabled();
  });
});
