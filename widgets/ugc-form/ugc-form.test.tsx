import { screen, waitFor, within } from '@testing-library/react';
import userEvent, { type UserEvent } from '@testing-library/user-event';
import { resetSessionForTests } from '../../src/session/session';
import { fakeApi, okBody, type FakeApi } from '../../test/support/fake-api';
import { setPageConfig } from '../../test/support/page-config';
import { aReader, setSessionCookie } from '../../test/support/readers';
import { placeWidget } from '../../test/support/widgets';
import { fileProblem } from './UgcForm';
import './ugc-form.element';

jest.setTimeout(30_000);

const MB = 1024 * 1024;
let api: FakeApi;
const CALL = { id: '8001', title: 'Fiestas', description: '<p>Envía <strong>tus fotos</strong></p>', closed: false, closedText: '', buttons: [] };

/** A file of `size` bytes without allocating them. */
function sizedFile(name: string, type: string, size: number): File {
  const file = new File(['x'], name, { type });
  Object.defineProperty(file, 'size', { value: size });
  return file;
}

beforeEach(() => {
  document.body.replaceChildren();
  setPageConfig();
  localStorage.clear();
  resetSessionForTests();
  setSessionCookie(null);
  api = fakeApi();
  api.on('GET', '/api/front/ugc/calls/8001', okBody({ call: CALL }));
  api.on('GET', '/api/front/user/profile', okBody({ user: aReader() }));
  jest.spyOn(console, 'error').mockImplementation(() => undefined);
  jest.spyOn(console, 'warn').mockImplementation(() => undefined);
});
afterEach(() => {
  api.restore();
  setSessionCookie(null);
  jest.restoreAllMocks();
});

async function fillTexts(user: UserEvent) {
  await user.type(await screen.findByLabelText(/^Título/), 'Fiestas de Gràcia');
  await user.type(screen.getByLabelText(/^Texto/), 'La calle Verdi decorada.');
}

describe('<np-ugc-form>', () => {
  it('checks the file against the site language limits: es image 5 MB and video 80 MB, ca 8 MB and 500 MB', () => {
    expect(fileProblem(sizedFile('a.jpg', 'image/jpeg', 5 * MB), 'es')).toBeNull();
    expect(fileProblem(sizedFile('a.jpg', 'image/jpeg', 5 * MB + 1), 'es')).toEqual({ key: 'ugc.fileTooLarge.image', params: { max: 5 } });
    expect(fileProblem(sizedFile('a.mp4', 'video/mp4', 80 * MB + 1), 'es')).toEqual({ key: 'ugc.fileTooLarge.video', params: { max: 80 } });
    expect(fileProblem(sizedFile('a.jpg', 'image/jpeg', 8 * MB), 'ca')).toBeNull();
    expect(fileProblem(sizedFile('a.mp4', 'video/mp4', 500 * MB + 1), 'ca')).toEqual({ key: 'ugc.fileTooLarge.video', params: { max: 500 } });
    expect(fileProblem(sizedFile('a.pdf', 'application/pdf', 10), 'es')).toEqual({ key: 'ugc.fileType' });
  });

  it('shows the call description and refuses an image one byte over 5 MB under the field, with the submit disabled', async () => {
    const element = placeWidget('np-ugc-form', { 'call-id': '8001' });
    const user = userEvent.setup();
    expect(await screen.findByText('tus fotos')).toBeVisible();
    await waitFor(() => expect(element).toHaveAttribute('data-np-status', 'ready'));
    await fillTexts(user);
    const input = screen.getByLabelText('Imagen o vídeo');
    expect(input).toHaveAttribute('name', 'file');
    await user.upload(input, sizedFile('foto.jpg', 'image/jpeg', 5 * MB + 1));
    expect(input).toHaveAttribute('aria-invalid', 'true');
    expect(input).toHaveAccessibleDescription(expect.stringContaining('La imagen supera el tamaño máximo de 5 MB.'));
    expect(screen.getByRole('button', { name: 'Enviar participación' })).toBeDisabled();
    await user.upload(input, sizedFile('foto.jpg', 'image/jpeg', 5 * MB));
    expect(input).not.toHaveAttribute('aria-invalid');
    expect(screen.getByRole('button', { name: 'Enviar participación' })).toBeEnabled();
  });

  it('logged out, sending opens the login prompt and keeps the text; nothing is uploaded', async () => {
    placeWidget('np-ugc-form', { 'call-id': '8001' });
    const user = userEvent.setup();
    await fillTexts(user);
    await user.click(screen.getByRole('button', { name: 'Enviar participación' }));
    const dialog = await screen.findByRole('dialog', { name: 'Inicia sesión para participar' });
    expect(within(dialog).getByRole('link', { name: 'Iniciar sesión' })).toHaveAttribute('href', expect.stringMatching(/^\/acceso\?backUrl=/));
    await user.keyboard('{Escape}');
    expect(screen.getByLabelText(/^Texto/)).toHaveValue('La calle Verdi decorada.');
    expect(api.callsTo('POST', /ugc/)).toHaveLength(0);
  });

  it('logged in, uploads the file, then sends the participation with its id', async () => {
    setSessionCookie('101');
    api.on('POST', '/api/front/ugc/calls/8001/files', okBody({ file: { fileId: 'f7', kind: 'image', sizeBytes: 1 } }));
    api.on('POST', '/api/front/ugc/calls/8001/participations', okBody({ success: true, participationId: 'p1' }));
    placeWidget('np-ugc-form', { 'call-id': '8001' });
    const user = userEvent.setup();
    await fillTexts(user);
    await user.upload(screen.getByLabelText('Imagen o vídeo'), new File(['abc'], 'foto.jpg', { type: 'image/jpeg' }));
    await waitFor(() => expect(screen.getByRole('button', { name: 'Enviar participación' })).toBeEnabled());
    await user.click(screen.getByRole('button', { name: 'Enviar participación' }));
    expect(await screen.findByRole('status')).toHaveTextContent('Gracias por participar');
    expect(api.callsTo('POST', '/api/front/ugc/calls/8001/participations')[0]?.data).toEqual({ title: 'Fiestas de Gràcia', text: 'La calle Verdi decorada.', fileId: 'f7' });
  });

  it('a failed upload shows the upload-failure message and keeps the text', async () => {
    setSessionCookie('101');
    api.on('POST', '/api/front/ugc/calls/8001/files', { status: 500, body: { httpCode: 500 } });
    placeWidget('np-ugc-form', { 'call-id': '8001' });
    const user = userEvent.setup();
    await fillTexts(user);
    await user.upload(screen.getByLabelText('Imagen o vídeo'), new File(['abc'], 'foto.jpg', { type: 'image/jpeg' }));
    await waitFor(() => expect(screen.getByRole('button', { name: 'Enviar participación' })).toBeEnabled());
    await user.click(screen.getByRole('button', { name: 'Enviar participación' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('No se ha podido subir el archivo. Inténtalo de nuevo más tarde.');
    expect(screen.getByLabelText(/^Título/)).toHaveValue('Fiestas de Gràcia');
    expect(api.callsTo('POST', /participations$/)).toHaveLength(0);
  });

  it('a 413 from a stricter server shows its limit under the file field, besides the upload-failure message', async () => {
    setSessionCookie('101');
    api.on('POST', '/api/front/ugc/calls/8001/files', { status: 413, body: { httpCode: 413, code: 'FILE_TOO_LARGE', limitBytes: 2 * MB } });
    placeWidget('np-ugc-form', { 'call-id': '8001' });
    const user = userEvent.setup();
    await fillTexts(user);
    const input = screen.getByLabelText('Imagen o vídeo');
    await user.upload(input, sizedFile('foto.jpg', 'image/jpeg', 3 * MB));
    await waitFor(() => expect(screen.getByRole('button', { name: 'Enviar participación' })).toBeEnabled());
    await user.click(screen.getByRole('button', { name: 'Enviar participación' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('No se ha podido subir el archivo.');
    expect(input).toHaveAccessibleDescription(expect.stringContaining('La imagen supera el tamaño máximo de 2 MB.'));
  });

  it('a closed call shows its closed text and buttons instead of the form', async () => {
    api.on('GET', '/api/front/ugc/calls/8002', okBody({ call: { ...CALL, id: '8002', closed: true, closedText: '<p>Cerrada el 15 de septiembre.</p>', buttons: [{ text: 'Ver las participaciones', url: '/noticias/' }, { text: 'Malo', url: 'javascript:alert(1)' }] } }));
    placeWidget('np-ugc-form', { 'call-id': '8002', closed: '' });
    expect(await screen.findByRole('heading', { name: 'Convocatoria cerrada' })).toBeVisible();
    expect(screen.getByText('Cerrada el 15 de septiembre.')).toBeVisible();
    expect(screen.getByRole('link', { name: 'Ver las participaciones' })).toHaveAttribute('href', '/noticias/');
    expect(screen.queryByRole('link', { name: 'Malo' })).toBeNull();
    expect(screen.queryByRole('textbox')).toBeNull();
  });

  it('the closed attribute alone closes the call even when the API cannot be read', async () => {
    api.on('GET', '/api/front/ugc/calls/8001', { status: 500, body: {} });
    placeWidget('np-ugc-form', { 'call-id': '8001', closed: '' });
    expect(await screen.findByText('Esta convocatoria ya no admite participaciones.')).toBeVisible();
  });

  it('on a ca page the limits are 8 MB and 500 MB', async () => {
    setPageConfig({ lang: 'ca' });
    placeWidget('np-ugc-form', { 'call-id': '8001' });
    const user = userEvent.setup();
    const input = await screen.findByLabelText('Imatge o vídeo');
    expect(input).toHaveAccessibleDescription('Opcional. Imatges de fins a 8 MB i vídeos de fins a 500 MB.');
    await user.upload(input, sizedFile('foto.jpg', 'image/jpeg', 8 * MB + 1));
    expect(input).toHaveAccessibleDescription(expect.stringContaining('La imatge supera la mida màxima de 8 MB.'));
  });
});
