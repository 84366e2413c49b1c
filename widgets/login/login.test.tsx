import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { fakeApi, okBody, type FakeApi } from '../../test/support/fake-api';
import { setPageConfig } from '../../test/support/page-config';
import { aReader, setSessionCookie } from '../../test/support/readers';
import { placeWidget, setAddress } from '../../test/support/widgets';
import { navigation } from '../../src/navigation/safe-redirect';
import * as session from '../../src/session/session';
import { resetSessionForTests } from '../../src/session/session';
import { loginFailure, noticeOf, socialLoginUrl } from './login-outcome';
import { ApiError } from '../../src/api/client';
import './login.element';

// Typing whole forms with user-event is slow on a loaded machine.
jest.setTimeout(30_000);

let api: FakeApi;
let assign: jest.SpyInstance;

beforeEach(() => {
  document.body.replaceChildren();
  setPageConfig();
  setAddress('/acceso');
  localStorage.clear();
  resetSessionForTests();
  setSessionCookie(null);
  api = fakeApi();
  assign = jest.spyOn(navigation, 'assign').mockImplementation(() => undefined);
  jest.spyOn(console, 'error').mockImplementation(() => undefined);
  jest.spyOn(console, 'warn').mockImplementation(() => undefined);
});

afterEach(() => {
  api.restore();
  jest.restoreAllMocks();
});

async function fillAndSubmit(email: string, password: string) {
  const user = userEvent.setup();
  await user.type(await screen.findByLabelText(/^Correo electrónico/), email);
  await user.type(screen.getByLabelText(/^Contraseña/), password);
  await user.click(screen.getByRole('button', { name: 'Iniciar sesión' }));
  return user;
}

describe('<np-login>', () => {
  it('shows the social block, the form, the forgot-password and register links, and is ready', async () => {
    const element = placeWidget('np-login');
    const apple = await screen.findByRole('link', { name: 'Continuar con Apple' });
    expect(apple).toHaveAttribute('href', '/api/front/user/login/apple');
    for (const name of ['Continuar con Twitter', 'Continuar con Facebook', 'Continuar con Google']) expect(screen.getByRole('link', { name })).toBeVisible();
    expect(screen.getByRole('link', { name: '¿Has olvidado tu contraseña?' })).toHaveAttribute('href', '/acceso/recuperar');
    expect(screen.getByRole('link', { name: '¿No tienes cuenta? Regístrate' })).toHaveAttribute('href', '/registro');
    expect(screen.getByRole('button', { name: 'Iniciar sesión' })).toBeDisabled();
    expect(element).toHaveAttribute('data-np-status', 'ready');
  });

  it('without a session cookie, shows the form in its first render, before the session load answers', () => {
    jest.spyOn(session, 'loadSession').mockReturnValue(new Promise(() => undefined));
    const element = placeWidget('np-login');
    expect(screen.getByRole('button', { name: 'Iniciar sesión' })).toBeInTheDocument();
    expect(element).toHaveAttribute('data-np-status', 'ready');
  });

  it('logs in and goes to backUrl; the social links carry it too', async () => {
    setAddress('/acceso?backUrl=%2Fnoticia%2F1001');
    api.on('POST', '/api/front/user/login', okBody({ user: aReader() }));
    placeWidget('np-login');
    expect(await screen.findByRole('link', { name: 'Continuar con Google' })).toHaveAttribute('href', '/api/front/user/login/google?backUrl=%2Fnoticia%2F1001');
    await fillAndSubmit('lector@example.com', 'Lectura2026');
    await waitFor(() => expect(assign).toHaveBeenCalledWith('http://localhost/noticia/1001'));
    expect(api.callsTo('POST', '/api/front/user/login')[0]?.data).toEqual({ email: 'lector@example.com', password: 'Lectura2026' });
  });

  it('goes to the account page when backUrl leaves the site', async () => {
    setAddress('/acceso?backUrl=https%3A%2F%2Fevil.example%2F');
    api.on('POST', '/api/front/user/login', okBody({ user: aReader() }));
    placeWidget('np-login');
    await fillAndSubmit('lector@example.com', 'Lectura2026');
    await waitFor(() => expect(assign).toHaveBeenCalledWith('http://localhost/perfil/mi-cuenta'));
  });

  it('401: "Correo electrónico o contraseña incorrectos." and the typed email stays', async () => {
    api.on('POST', '/api/front/user/login', { status: 401, body: { httpCode: 401, code: 'INVALID_CREDENTIALS' } });
    placeWidget('np-login');
    await fillAndSubmit('lector@example.com', 'Mala2026x');
    expect(await screen.findByRole('alert')).toHaveTextContent('Correo electrónico o contraseña incorrectos.');
    expect(screen.getByLabelText(/^Correo electrónico/)).toHaveValue('lector@example.com');
    expect(screen.getByRole('button', { name: 'Iniciar sesión' })).not.toHaveAttribute('aria-busy');
  });

  it('401 LEGACY_USER_PASSWORD_NOT_RESET: asks for a new password', async () => {
    api.on('POST', '/api/front/user/login', { status: 401, body: { httpCode: 401, code: 'LEGACY_USER_PASSWORD_NOT_RESET' } });
    placeWidget('np-login');
    await fillAndSubmit('antiguo@example.com', 'Cualquiera1');
    expect(await screen.findByRole('alert')).toHaveTextContent(/crea una contraseña nueva/);
  });

  it('403: the not-validated message resends the validation mail with the user id, then says so', async () => {
    api.on('POST', '/api/front/user/login', { status: 403, body: { httpCode: 403, code: 'USER_NOT_VALIDATED', userId: '102' } });
    api.on('POST', '/api/front/user/resend-validation-mail', okBody({ success: true }));
    placeWidget('np-login');
    const user = await fillAndSubmit('pendiente@example.com', 'Lectura2026');
    await user.click(await within(await screen.findByRole('alert')).findByRole('button', { name: /Todavía no has validado/ }));
    expect(await screen.findByRole('status')).toHaveTextContent('Te hemos enviado de nuevo el correo de validación.');
    expect(api.callsTo('POST', '/api/front/user/resend-validation-mail')[0]?.data).toEqual({ userId: '102' });
  });

  it('a timeout shows the request-client text in Spanish; the button is busy while waiting', async () => {
    let answer: (value: 'timeout') => void = () => undefined;
    api.on('POST', '/api/front/user/login', () => new Promise((resolve) => (answer = resolve)));
    placeWidget('np-login');
    await fillAndSubmit('lector@example.com', 'Lectura2026');
    expect(screen.getByRole('button', { name: 'Iniciar sesión' })).toHaveAttribute('aria-busy', 'true');
    answer('timeout');
    expect(await screen.findByRole('alert')).toHaveTextContent('No se puede conectar con el servidor. Inténtalo de nuevo más tarde.');
  });

  it('shows the ?alert= notice; a logged-in reader goes to /perfil/mi-cuenta', async () => {
    setAddress('/acceso?alert=password_changed');
    placeWidget('np-login');
    expect(await screen.findByRole('status')).toHaveTextContent('Has cambiado tu contraseña.');
    document.body.replaceChildren();
    setPageConfig();
    resetSessionForTests();
    setSessionCookie('101');
    api.on('GET', '/api/front/user/profile', okBody({ user: aReader() }));
    placeWidget('np-login');
    await waitFor(() => expect(assign).toHaveBeenCalledWith('/perfil/mi-cuenta'));
  });

  it('shows field errors under the fields once left, linked by aria-describedby', async () => {
    placeWidget('np-login');
    const email = await screen.findByLabelText(/^Correo electrónico/);
    await userEvent.type(email, 'no-es-un-correo');
    await userEvent.tab();
    expect(email).toHaveAttribute('aria-invalid', 'true');
    expect(email).toHaveAccessibleDescription('Escribe un correo electrónico válido.');
  });

  it('speaks Catalan on a ca page', async () => {
    setPageConfig({ lang: 'ca' });
    api.on('POST', '/api/front/user/login', { status: 401, body: { httpCode: 401 } });
    placeWidget('np-login');
    const user = userEvent.setup();
    await user.type(await screen.findByLabelText(/^Correu electrònic/), 'lector@example.com');
    await user.type(screen.getByLabelText(/^Contrasenya/), 'Mala2026x');
    await user.click(screen.getByRole('button', { name: 'Inicia la sessió' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Correu electrònic o contrasenya incorrectes.');
  });
});

describe('login outcomes', () => {
  it('map the answers of section 8 and ignore unknown alerts', () => {
    expect(loginFailure(new ApiError('server', 500, undefined))).toEqual({ kind: 'request', messageKey: 'request.server' });
    expect(loginFailure(new Error('x'))).toEqual({ kind: 'request', messageKey: 'request.server' });
    expect(noticeOf('password_reset_sent')).toBe('passwordResetSent');
    expect(noticeOf('toString')).toBeNull();
    expect(socialLoginUrl('twitter', null)).toBe('/api/front/user/login/twitter');
  });
});
