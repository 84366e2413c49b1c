import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { navigation } from '../../src/navigation/safe-redirect';
import { fakeApi, okBody, type FakeApi } from '../../test/support/fake-api';
import { setPageConfig } from '../../test/support/page-config';
import { placeWidget, setAddress } from '../../test/support/widgets';
import './change-password.element';

let api: FakeApi;
let assign: jest.SpyInstance;

beforeEach(() => {
  document.body.replaceChildren();
  setPageConfig();
  setAddress('/acceso/nueva-contrasena?token=abc123');
  api = fakeApi();
  assign = jest.spyOn(navigation, 'assign').mockImplementation(() => undefined);
  jest.spyOn(console, 'error').mockImplementation(() => undefined);
});
afterEach(() => {
  api.restore();
  jest.restoreAllMocks();
});

async function choose(password: string, repeat: string) {
  await userEvent.type(await screen.findByLabelText(/^Contraseña nueva/), password);
  await userEvent.type(screen.getByLabelText(/^Repite la contraseña/), repeat);
}

describe('<np-change-password>', () => {
  it('sends the token of ?token= and the password, then goes to /acceso?alert=password_changed', async () => {
    api.on('POST', '/api/front/user/change-password', okBody({ success: true }));
    placeWidget('np-change-password');
    await choose('Nueva2026x', 'Nueva2026x');
    await userEvent.click(screen.getByRole('button', { name: 'Cambiar la contraseña' }));
    await waitFor(() => expect(assign).toHaveBeenCalledWith('/acceso?alert=password_changed'));
    expect(api.calls[0]?.data).toEqual({ token: 'abc123', password: 'Nueva2026x' });
  });

  it('keeps the submit disabled while the repeat differs or the password lacks upper case', async () => {
    placeWidget('np-change-password', { token: 'attr-token' });
    await choose('nueva2026x', 'nueva2026y');
    expect(screen.getByRole('button', { name: 'Cambiar la contraseña' })).toBeDisabled();
  });

  it('an expired token says the link is not valid and links to a new one; the passwords stay typed', async () => {
    api.on('POST', '/api/front/user/change-password', { status: 400, body: { httpCode: 400, code: 'TOKEN_EXPIRED' } });
    placeWidget('np-change-password');
    await choose('Nueva2026x', 'Nueva2026x');
    await userEvent.click(screen.getByRole('button', { name: 'Cambiar la contraseña' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('no es válido o ha caducado');
    expect(screen.getByRole('link', { name: 'Pedir un enlace nuevo' })).toHaveAttribute('href', '/acceso/recuperar');
    expect(screen.getByLabelText(/^Contraseña nueva/)).toHaveValue('Nueva2026x');
  });

  it('without any token says so at once', async () => {
    setAddress('/acceso/nueva-contrasena');
    placeWidget('np-change-password');
    expect(await screen.findByRole('alert')).toHaveTextContent('no es válido o ha caducado');
  });
});
