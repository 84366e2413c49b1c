import { act, screen, waitFor } from '@testing-library/react';
import userEvent, { type UserEvent } from '@testing-library/user-event';
import { fakeApi, okBody, type FakeApi } from '../../test/support/fake-api';
import { setPageConfig } from '../../test/support/page-config';
import { placeWidget } from '../../test/support/widgets';
import { registrationFailure } from './register-outcome';
import { ApiError } from '../../src/api/client';
import './register.element';

// Typing whole forms with user-event is slow on a loaded machine.
jest.setTimeout(30_000);

let api: FakeApi;
const MAPS = {
  countries: JSON.stringify({ ES: 'España', FR: 'Francia' }),
  // Albacete has no municipality in the map.
  provinces: JSON.stringify({ '46': 'Valencia/València', '08': 'Barcelona', '02': 'Albacete' }),
  cities: JSON.stringify({ '46250': 'València', '08019': 'Barcelona' }),
  'recaptcha-demo-token': 'demo-token',
};

beforeEach(() => {
  document.body.replaceChildren();
  setPageConfig();
  api = fakeApi();
  api.on('POST', '/api/front/user/nick', okBody({ available: true }));
  jest.spyOn(console, 'error').mockImplementation(() => undefined);
  jest.spyOn(console, 'warn').mockImplementation(() => undefined);
});
afterEach(() => {
  api.restore();
  jest.restoreAllMocks();
});

async function fillValidForm(user: UserEvent) {
  await user.type(await screen.findByLabelText(/^Nombre de usuario/), 'nueva');
  await user.type(screen.getByLabelText(/^Correo electrónico/), 'nueva@example.com');
  await user.type(screen.getByLabelText(/^Contraseña/), 'Secreta2026');
  await user.type(screen.getByLabelText(/^Nombre \*|^Nombre \(/), 'Núria');
  await user.type(screen.getByLabelText(/^Apellidos/), 'Puig');
  await user.type(screen.getByLabelText(/^Fecha de nacimiento/), '01/02/1990');
  await user.type(screen.getByLabelText(/^Teléfono/), '612345678');
  await user.selectOptions(screen.getByLabelText(/^Provincia/), '46');
  await user.selectOptions(screen.getByLabelText(/^Municipio/), '46250');
  await user.type(screen.getByLabelText(/^Código postal/), '46001');
  await user.click(screen.getByRole('checkbox', { name: /Acepto las condiciones legales/ }));
  await user.click(screen.getByRole('checkbox', { name: 'No soy un robot' }));
}

describe('<np-register>', () => {
  it('sends every field of the registration payload and says a validation mail was sent', async () => {
    api.on('POST', '/api/front/user/register', okBody({ success: true }));
    placeWidget('np-register', MAPS);
    const user = userEvent.setup();
    await fillValidForm(user);
    await user.click(screen.getByRole('button', { name: 'Crear la cuenta' }));
    expect(await screen.findByRole('status')).toHaveTextContent('Sigue el enlace que contiene para validar tu cuenta');
    expect(api.callsTo('POST', '/api/front/user/register')[0]?.data).toEqual({
      nick: 'nueva', email: 'nueva@example.com', password: 'Secreta2026', name: 'Núria', surname: 'Puig', birthdate: '1990-02-01', phone: '612345678',
      country: 'ES', province: '46', city: '46250', address: null, postalCode: '46001', newsletters: [], terms: true, recaptcha: 'demo-token', origin: 'diario',
    });
  });

  it('the submit stays disabled until the terms box is ticked; province and city are disabled outside Spain', async () => {
    placeWidget('np-register', MAPS);
    const user = userEvent.setup();
    await fillValidForm(user);
    await user.click(screen.getByRole('checkbox', { name: /Acepto las condiciones legales/ }));
    expect(screen.getByRole('button', { name: 'Crear la cuenta' })).toBeDisabled();
    expect(screen.getByRole('checkbox', { name: /Acepto/ })).toHaveAccessibleDescription('Debes aceptar las condiciones legales y la política de privacidad.');
    await user.selectOptions(screen.getByLabelText(/^País/), 'FR');
    expect(screen.getByLabelText(/^Provincia/)).toBeDisabled();
    expect(screen.getByLabelText(/^Municipio/)).toBeDisabled();
  });

  it('a province with no municipality in the map asks for the city as text, and the form can be sent', async () => {
    api.on('POST', '/api/front/user/register', okBody({ success: true }));
    placeWidget('np-register', MAPS);
    const user = userEvent.setup();
    await fillValidForm(user);
    await user.selectOptions(screen.getByLabelText(/^Provincia/), '02');
    const city = screen.getByRole('textbox', { name: /^Municipio/ });
    expect(city).toHaveAttribute('name', 'city');
    expect(city).toBeRequired();
    // The municipio chosen before was cleared: its error shows under the text field, after the hint.
    expect(city).toHaveAccessibleDescription('No tenemos la lista de municipios de esta provincia: escribe el nombre del tuyo. Indica tu municipio.');
    expect(screen.getByRole('button', { name: 'Crear la cuenta' })).toBeDisabled();
    await user.type(city, 'La Roda');
    expect(city).toHaveAccessibleDescription('No tenemos la lista de municipios de esta provincia: escribe el nombre del tuyo.');
    await user.clear(screen.getByLabelText(/^Código postal/));
    await user.type(screen.getByLabelText(/^Código postal/), '02630');
    expect(screen.getByRole('button', { name: 'Crear la cuenta' })).toBeEnabled();
    await user.click(screen.getByRole('button', { name: 'Crear la cuenta' }));
    expect(await screen.findByRole('status')).toHaveTextContent('validar tu cuenta');
    expect(api.callsTo('POST', '/api/front/user/register')[0]?.data).toMatchObject({ province: '02', city: 'La Roda', postalCode: '02630' });
  });

  it('a typed city must be a place name; back on a province with a list, the city is a select again', async () => {
    placeWidget('np-register', MAPS);
    const user = userEvent.setup();
    await user.selectOptions(await screen.findByLabelText(/^Provincia/), '02');
    await user.type(screen.getByRole('textbox', { name: /^Municipio/ }), 'Calle 12');
    await user.tab();
    expect(screen.getByRole('textbox', { name: /^Municipio/ })).toHaveAccessibleDescription(expect.stringContaining('Usa solo letras, espacios, guiones y apóstrofos.'));
    await user.selectOptions(screen.getByLabelText(/^Provincia/), '46');
    expect(screen.getByRole('combobox', { name: /^Municipio/ })).toHaveValue('');
    expect(screen.queryByRole('textbox', { name: /^Municipio/ })).toBeNull();
  });

  it('marks a nick the server flags as taken, a moment after typing', async () => {
    api.on('POST', '/api/front/user/nick', okBody({ available: false }));
    placeWidget('np-register', MAPS);
    const nick = await screen.findByLabelText(/^Nombre de usuario/);
    await userEvent.type(nick, 'lector');
    await waitFor(() => expect(nick).toHaveAccessibleDescription('Este nombre de usuario ya está en uso.'));
    expect(api.callsTo('POST', '/api/front/user/nick')).toHaveLength(1);
  });

  it('refuses a reader under 13 with the age message', async () => {
    placeWidget('np-register', MAPS);
    const birthdate = await screen.findByLabelText(/^Fecha de nacimiento/);
    const today = new Date();
    await userEvent.type(birthdate, `01/01/${today.getFullYear() - 5}`);
    await userEvent.tab();
    expect(birthdate).toHaveAccessibleDescription(expect.stringContaining('Debes tener al menos 13 años.'));
  });

  it('EMAIL_ALREADY_IN_USE marks the email; other codes say the data is not valid or the account was not created; nothing typed is lost', async () => {
    placeWidget('np-register', MAPS);
    const user = userEvent.setup();
    await fillValidForm(user);
    api.on('POST', '/api/front/user/register', { status: 409, body: { httpCode: 409, code: 'EMAIL_ALREADY_IN_USE' } });
    await user.click(screen.getByRole('button', { name: 'Crear la cuenta' }));
    await waitFor(() => expect(screen.getByLabelText(/^Correo electrónico/)).toHaveAccessibleDescription(/Ya hay una cuenta con este correo/));
    await user.clear(screen.getByLabelText(/^Correo electrónico/));
    await user.type(screen.getByLabelText(/^Correo electrónico/), 'otra@example.com');
    api.on('POST', '/api/front/user/register', { status: 400, body: { httpCode: 400, code: 'INVALID_FIELDS' } });
    await user.click(screen.getByRole('button', { name: 'Crear la cuenta' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Los datos introducidos no son válidos.');
    api.on('POST', '/api/front/user/register', 'timeout');
    await act(async () => user.click(screen.getByRole('button', { name: 'Crear la cuenta' })));
    await waitFor(() => expect(screen.getByRole('alert')).toHaveTextContent('No se ha podido crear la cuenta.'));
    expect(screen.getByLabelText(/^Apellidos/)).toHaveValue('Puig');
  });
});

describe('registration failures', () => {
  it.each([
    ['EMAIL_ALREADY_IN_USE', 'register.emailInUse'],
    ['NICK_ALREADY_IN_USE', 'validation.nickTaken'],
    ['INVALID_FIELD', 'register.notValid'],
    ['INVALID_FIELDS', 'register.notValid'],
    ['UNKNOWN_ERROR', 'register.notValid'],
    ['INVALID_CREDENTIALS', 'register.notValid'],
    ['REQUIRED_FIELD', 'register.notValid'],
    ['SOMETHING_ELSE', 'register.notCreated'],
  ])('%s shows %s', (code, key) => {
    expect(registrationFailure(new ApiError('notFound', 400, { code })).key).toBe(key);
  });
});
