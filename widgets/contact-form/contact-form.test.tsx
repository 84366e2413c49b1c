import { screen } from '@testing-library/react';
import userEvent, { type UserEvent } from '@testing-library/user-event';
import { fakeApi, okBody, type FakeApi } from '../../test/support/fake-api';
import { setPageConfig } from '../../test/support/page-config';
import { placeWidget } from '../../test/support/widgets';
import './contact-form.element';

jest.setTimeout(30_000);

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

async function fill(user: UserEvent) {
  await user.type(await screen.findByLabelText(/^Nombre/), 'Ana Puig');
  await user.type(screen.getByLabelText(/^Correo electrónico/), 'ana@example.com');
  await user.type(screen.getByLabelText(/^Asunto/), 'Una corrección');
  await user.type(screen.getByLabelText(/^Mensaje/), 'La foto de la noticia no es de Valencia.');
  await user.click(screen.getByRole('checkbox', { name: /Acepto las condiciones legales/ }));
}

describe('<np-contact-form>', () => {
  it('marks name, email, subject, message and the legal acceptance required, and keeps the submit disabled until all are valid', async () => {
    placeWidget('np-contact-form');
    const user = userEvent.setup();
    for (const label of [/^Nombre/, /^Correo electrónico/, /^Asunto/, /^Mensaje/]) expect(await screen.findByLabelText(label)).toBeRequired();
    expect(screen.getByRole('checkbox', { name: /Acepto las condiciones legales/ })).toBeRequired();
    const submit = screen.getByRole('button', { name: 'Enviar mensaje' });
    expect(submit).toBeDisabled();
    await user.type(screen.getByLabelText(/^Correo electrónico/), 'ana@');
    await user.tab();
    const email = screen.getByLabelText(/^Correo electrónico/);
    expect(email).toHaveAttribute('aria-invalid', 'true');
    expect(email).toHaveAccessibleDescription('Escribe un correo electrónico válido.');
    await user.clear(email);
    await fill(user);
    expect(submit).toBeEnabled();
  });

  it('sends the payload and thanks the reader', async () => {
    api.on('POST', '/api/front/contact', okBody({ success: true }));
    placeWidget('np-contact-form');
    const user = userEvent.setup();
    await fill(user);
    await user.click(screen.getByRole('button', { name: 'Enviar mensaje' }));
    expect(await screen.findByRole('status')).toHaveTextContent('Hemos recibido tu mensaje');
    expect(api.callsTo('POST', '/api/front/contact')[0]?.data).toEqual({ name: 'Ana Puig', email: 'ana@example.com', subject: 'Una corrección', message: 'La foto de la noticia no es de Valencia.', terms: true });
  });

  it.each([
    ['a 500', { status: 500, body: { httpCode: 500 } }],
    ['a 400', { status: 400, body: { httpCode: 400, code: 'INVALID_FIELDS' } }],
    ['a timeout', 'timeout' as const],
  ])('%s shows the contact-send failure message and keeps what was typed', async (_case, answer) => {
    api.on('POST', '/api/front/contact', answer);
    placeWidget('np-contact-form');
    const user = userEvent.setup();
    await fill(user);
    await user.click(screen.getByRole('button', { name: 'Enviar mensaje' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('No se ha podido enviar tu mensaje. Inténtalo de nuevo más tarde.');
    expect(screen.getByLabelText(/^Mensaje/)).toHaveValue('La foto de la noticia no es de Valencia.');
    expect(screen.getByLabelText(/^Asunto/)).toHaveValue('Una corrección');
    expect(screen.getByRole('button', { name: 'Enviar mensaje' })).toBeEnabled();
  });

  it('speaks Catalan on a ca page', async () => {
    setPageConfig({ lang: 'ca' });
    api.on('POST', '/api/front/contact', { status: 500, body: {} });
    placeWidget('np-contact-form');
    const user = userEvent.setup();
    await user.type(await screen.findByLabelText(/^Nom/), 'Anna');
    await user.type(screen.getByLabelText(/^Correu electrònic/), 'anna@example.com');
    await user.type(screen.getByLabelText(/^Assumpte/), 'Consulta');
    await user.type(screen.getByLabelText(/^Missatge/), 'Hola');
    await user.click(screen.getByRole('checkbox', { name: /Accepto les condicions legals/ }));
    await user.click(screen.getByRole('button', { name: 'Envia el missatge' }));
    expect(await screen.findByRole('alert')).toHaveTextContent("No s'ha pogut enviar el teu missatge. Torna-ho a provar més tard.");
  });
});
