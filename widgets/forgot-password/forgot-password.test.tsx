import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { navigation } from '../../src/navigation/safe-redirect';
import { fakeApi, okBody, type FakeApi } from '../../test/support/fake-api';
import { setPageConfig } from '../../test/support/page-config';
import { placeWidget } from '../../test/support/widgets';
import './forgot-password.element';

let api: FakeApi;
let assign: jest.SpyInstance;

beforeEach(() => {
  document.body.replaceChildren();
  setPageConfig();
  api = fakeApi();
  assign = jest.spyOn(navigation, 'assign').mockImplementation(() => undefined);
  jest.spyOn(console, 'error').mockImplementation(() => undefined);
});
afterEach(() => {
  api.restore();
  jest.restoreAllMocks();
});

async function ask(email: string) {
  placeWidget('np-forgot-password');
  await userEvent.type(await screen.findByLabelText(/^Correo electrónico/), email);
  await userEvent.click(screen.getByRole('button', { name: 'Enviar el enlace' }));
}

describe('<np-forgot-password>', () => {
  it('sends the email to recover-password, then goes to /acceso?alert=password_reset_sent', async () => {
    api.on('POST', '/api/front/user/recover-password', okBody({ success: true }));
    await ask('lector@example.com');
    await waitFor(() => expect(assign).toHaveBeenCalledWith('/acceso?alert=password_reset_sent'));
    expect(api.calls[0]?.data).toEqual({ email: 'lector@example.com' });
  });

  it('an unknown email shows that it matches no user, and the email stays typed', async () => {
    api.on('POST', '/api/front/user/recover-password', { status: 404, body: { httpCode: 404, message: 'The email does not match any user' } });
    await ask('nadie@example.com');
    expect(await screen.findByRole('alert')).toHaveTextContent('El correo electrónico no corresponde a ningún usuario.');
    expect(screen.getByLabelText(/^Correo electrónico/)).toHaveValue('nadie@example.com');
    expect(assign).not.toHaveBeenCalled();
  });

  it('a server error shows the request-client text', async () => {
    api.on('POST', '/api/front/user/recover-password', { status: 500, body: { httpCode: 500 } });
    await ask('lector@example.com');
    expect(await screen.findByRole('alert')).toHaveTextContent('Se ha producido un error al hacer la petición.');
  });
});
