import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { navigation } from '../../src/navigation/safe-redirect';
import * as savedPages from '../../src/offline/saved-pages';
import { resetSessionForTests } from '../../src/session/session';
import { fakeApi, okBody, type FakeApi } from '../../test/support/fake-api';
import { setPageConfig, setWindowWidth } from '../../test/support/page-config';
import { aReader, setSessionCookie } from '../../test/support/readers';
import { placeWidget, setAddress } from '../../test/support/widgets';
import { tabOfPath } from './profile-tabs';
import './profile.element';

// Typing whole forms with user-event is slow on a loaded machine.
jest.setTimeout(30_000);

let api: FakeApi;
let assign: jest.SpyInstance;
const MAPS = {
  countries: JSON.stringify({ ES: 'España', FR: 'Francia' }),
  // Asturias has no municipality in the map.
  provinces: JSON.stringify({ '46': 'Valencia/València', '08': 'Barcelona', '33': 'Asturias' }),
  cities: JSON.stringify({ '46250': 'València', '08019': 'Barcelona' }),
};

beforeEach(() => {
  document.body.replaceChildren();
  setWindowWidth(1280);
  setPageConfig();
  setAddress('/perfil/mi-cuenta/');
  localStorage.clear();
  resetSessionForTests();
  setSessionCookie('101');
  api = fakeApi();
  api.on('GET', '/api/front/user/profile', okBody({ user: aReader() }));
  assign = jest.spyOn(navigation, 'assign').mockImplementation(() => undefined);
  jest.spyOn(console, 'warn').mockImplementation(() => undefined);
  jest.spyOn(console, 'error').mockImplementation(() => undefined);
});
afterEach(() => {
  api.restore();
  setSessionCookie(null);
  jest.restoreAllMocks();
});

const openProfile = async () => {
  const element = placeWidget('np-profile', MAPS);
  await screen.findByLabelText(/^Nombre de usuario/);
  return element;
};

describe('<np-profile> access and menu', () => {
  it('without the session cookie goes to /acceso/', async () => {
    setSessionCookie(null);
    placeWidget('np-profile', MAPS);
    await waitFor(() => expect(assign).toHaveBeenCalledWith('/acceso/'));
  });

  it('outside the profile routes (the editors\' gallery) a reader without a session is asked to log in, with no redirect', async () => {
    setSessionCookie(null);
    setAddress('/demo/');
    const element = placeWidget('np-profile', MAPS);
    expect(await screen.findByRole('status')).toHaveTextContent('Inicia sesión para ver tu perfil.');
    expect(element).toHaveAttribute('data-np-status', 'ready');
    expect(assign).not.toHaveBeenCalled();
  });

  it('a failed refresh of the current user goes to /acceso/', async () => {
    api.on('GET', '/api/front/user/profile', { status: 500, body: { httpCode: 500 } });
    placeWidget('np-profile', MAPS);
    await waitFor(() => expect(assign).toHaveBeenCalledWith('/acceso/'));
  });

  it('shows the menu (Mi perfil, Favoritos, Autores, Boletines, Salir) with the tab of the path current, and tells the parent the choice', async () => {
    const element = await openProfile();
    const menu = screen.getByRole('navigation', { name: 'Menú de tu cuenta' });
    expect(within(menu).getAllByRole('link').map((link) => link.textContent)).toEqual(['Mi perfil', 'Favoritos', 'Autores', 'Boletines', 'Salir']);
    expect(within(menu).getByRole('link', { name: 'Mi perfil' })).toHaveAttribute('aria-current', 'true');
    const chosen: unknown[] = [];
    element.addEventListener('np:select', (event) => {
      chosen.push((event as CustomEvent).detail);
      event.preventDefault();
    });
    within(menu).getByRole('link', { name: 'Favoritos' }).addEventListener('click', (event) => event.preventDefault());
    await userEvent.click(within(menu).getByRole('link', { name: 'Favoritos' }));
    expect(chosen).toEqual([{ value: 'favourites' }]);
    expect(element).toHaveAttribute('data-np-status', 'ready');
  });

  it('is a dropdown on mobile', async () => {
    setWindowWidth(400);
    setPageConfig();
    await openProfile();
    const toggle = screen.getByRole('button', { name: /Mi perfil/ });
    expect(toggle).toHaveAttribute('aria-expanded', 'false');
    expect(screen.queryByRole('link', { name: 'Favoritos' })).toBeNull();
    await userEvent.click(toggle);
    expect(screen.getByRole('link', { name: 'Favoritos' })).toBeVisible();
  });

  it('Salir logs out and goes to /acceso/', async () => {
    api.on('POST', '/api/front/user/logout', okBody({ success: true }));
    await openProfile();
    await userEvent.click(screen.getByRole('link', { name: 'Salir' }));
    await waitFor(() => expect(assign).toHaveBeenCalledWith('/acceso/'));
  });

  it('maps each route to its tab', () => {
    expect(['/perfil/mi-cuenta/', '/perfil/contenidos-guardados', '/perfil/autores/', '/perfil/boletines/', '/perfil/otra/'].map(tabOfPath)).toEqual(['user', 'favourites', 'authors', 'newsletters', 'user']);
  });
});

describe('<np-profile> form', () => {
  it('is filled from the refreshed user with the birthdate as DD/MM/YYYY; required fields carry a star', async () => {
    await openProfile();
    expect(screen.getByLabelText(/^Fecha de nacimiento/)).toHaveValue('12/04/1988');
    expect(screen.getByLabelText(/^Nombre de usuario/)).toBeRequired();
    expect(screen.getByLabelText(/^Provincia/)).toHaveValue('46');
    expect(api.callsTo('GET', '/api/front/user/profile')).toHaveLength(1);
  });

  it('saves with PATCH (birthdate YYYY-MM-DD, password null when empty), shows the success alert and refills from the answer', async () => {
    api.on('PATCH', '/api/front/user/profile', okBody({ user: aReader({ nick: 'lectora', birthdate: '1988-04-13' }) }));
    await openProfile();
    const nick = screen.getByLabelText(/^Nombre de usuario/);
    await userEvent.clear(nick);
    await userEvent.type(nick, 'lectora');
    await userEvent.click(screen.getByRole('button', { name: 'Guardar cambios' }));
    expect(await screen.findByRole('status')).toHaveTextContent('Hemos guardado los cambios de tu perfil.');
    expect(api.callsTo('PATCH', '/api/front/user/profile')[0]?.data).toEqual({
      nick: 'lectora', name: 'Lucía', surname: 'Martín Soler', email: 'lector@example.com', birthdate: '1988-04-12', password: null, newPassword: null,
      phone: '612345678', postalCode: '46001', address: 'Calle Mayor 12', city: '46250', province: '46', country: 'ES',
    });
    expect(screen.getByLabelText(/^Fecha de nacimiento/)).toHaveValue('13/04/1988');
  });

  it('keeps save disabled while invalid; the current password is required once a new one is typed', async () => {
    await openProfile();
    await userEvent.type(screen.getByLabelText(/^Contraseña nueva/), 'Nueva2026x');
    await userEvent.type(screen.getByLabelText(/^Repite la contraseña/), 'Nueva2026x');
    expect(screen.getByRole('button', { name: 'Guardar cambios' })).toBeDisabled();
    await userEvent.tab();
    expect(screen.getByLabelText(/^Contraseña actual/)).toHaveAccessibleDescription('Escribe tu contraseña actual para cambiarla.');
  });

  it('401 shows the credentials alert, another failure the generic one; nothing typed is lost', async () => {
    await openProfile();
    await userEvent.type(screen.getByLabelText(/^Contraseña actual/), 'Equivocada1');
    await userEvent.type(screen.getByLabelText(/^Contraseña nueva/), 'Nueva2026x');
    await userEvent.type(screen.getByLabelText(/^Repite la contraseña/), 'Nueva2026x');
    api.on('PATCH', '/api/front/user/profile', { status: 401, body: { httpCode: 401 } });
    await userEvent.click(screen.getByRole('button', { name: 'Guardar cambios' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('La contraseña actual no es correcta.');
    api.on('PATCH', '/api/front/user/profile', 'timeout');
    await userEvent.click(screen.getByRole('button', { name: 'Guardar cambios' }));
    await waitFor(() => expect(screen.getByRole('alert')).toHaveTextContent('No hemos podido guardar los cambios.'));
    expect(screen.getByLabelText(/^Contraseña nueva/)).toHaveValue('Nueva2026x');
  });

  it('province and city are disabled unless the country is ES', async () => {
    await openProfile();
    await userEvent.selectOptions(screen.getByLabelText(/^País/), 'FR');
    expect(screen.getByLabelText(/^Provincia/)).toBeDisabled();
    expect(screen.getByLabelText(/^Municipio/)).toBeDisabled();
  });

  it('a province with no municipality in the map asks for the city as text, and saving works', async () => {
    api.on('PATCH', '/api/front/user/profile', okBody({ user: aReader({ province: '33', city: 'Gijón' }) }));
    await openProfile();
    await userEvent.selectOptions(screen.getByLabelText(/^Provincia/), '33');
    const city = screen.getByRole('textbox', { name: /^Municipio/ });
    expect(city).toHaveAttribute('name', 'city');
    expect(city).toHaveValue('');
    await userEvent.type(city, 'Gijón');
    expect(screen.getByRole('button', { name: 'Guardar cambios' })).toBeEnabled();
    await userEvent.click(screen.getByRole('button', { name: 'Guardar cambios' }));
    expect(await screen.findByRole('status')).toHaveTextContent('Hemos guardado los cambios de tu perfil.');
    expect(api.callsTo('PATCH', '/api/front/user/profile')[0]?.data).toMatchObject({ province: '33', city: 'Gijón' });
    expect(screen.getByRole('textbox', { name: /^Municipio/ })).toHaveValue('Gijón');
  });

  it("a social (rrss) profile hides the passwords and the button reads 'Guardar Canvis'", async () => {
    api.on('GET', '/api/front/user/profile', okBody({ user: { ...aReader(), profileType: 'rrss' } }));
    await openProfile();
    expect(screen.queryByLabelText(/^Contraseña actual/)).toBeNull();
    expect(screen.getByRole('button', { name: 'Guardar Canvis' })).toBeVisible();
  });

  it('delete: the modal confirms; 412 shows the demo-account message with a contact address; success goes to /acceso/', async () => {
    api.on('POST', '/api/front/user/delete', { status: 412, body: { httpCode: 412 } });
    await openProfile();
    await userEvent.click(screen.getByRole('button', { name: 'Borrar mi cuenta' }));
    const dialog = screen.getByRole('dialog', { name: '¿Quieres borrar tu cuenta?' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Cancelar' }));
    expect(screen.queryByRole('dialog')).toBeNull();
    await userEvent.click(screen.getByRole('button', { name: 'Borrar mi cuenta' }));
    await userEvent.click(screen.getByRole('button', { name: 'Sí, borrar mi cuenta' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('cuenta de demostración y no se puede borrar. Si necesitas ayuda, escríbenos a lectores@diario.localhost.');
    api.on('POST', '/api/front/user/delete', okBody({ success: true }));
    await userEvent.click(screen.getByRole('button', { name: 'Borrar mi cuenta' }));
    await userEvent.click(screen.getByRole('button', { name: 'Sí, borrar mi cuenta' }));
    await waitFor(() => expect(assign).toHaveBeenCalledWith('/acceso/'));
  });
});

describe('<np-profile> lists and newsletters', () => {
  const contents = [
    { id: '1001', title: 'Primera noticia', url: '/noticia/1001', category: { name: 'Política' }, multimedia: { image: { url: '/__demo/img/a.svg', alt: '' } } },
    { id: '1002', title: 'Segunda noticia', url: 'javascript:alert(1)', category: { name: 'Cultura' }, multimedia: null },
  ];

  it('favourites: a masonry of cards; deleting toggles on the server, then reloads the list; empty message', async () => {
    setAddress('/perfil/contenidos-guardados/');
    api.on('GET', '/api/front/user/saved-contents/', okBody({ contents }));
    api.on('DELETE', '/api/valuation/content/1001', () => {
      api.on('GET', '/api/front/user/saved-contents/', okBody({ contents: [] }));
      return okBody({ success: true });
    });
    const element = placeWidget('np-profile', MAPS);
    expect(await screen.findByRole('link', { name: 'Primera noticia' })).toHaveAttribute('href', '/noticia/1001');
    expect(screen.getByRole('link', { name: 'Segunda noticia' })).toHaveAttribute('href', '#');
    expect(screen.getByText('Política')).toBeVisible();
    expect(element).toHaveAttribute('data-np-status', 'ready');
    await userEvent.click(screen.getByRole('button', { name: 'Quitar de favoritos: Primera noticia' }));
    expect(await screen.findByText(/Todavía no has guardado ningún contenido/)).toBeVisible();
  });

  it('favourites the service worker keeps offline say so and link to the copy inside its scope; the tab asks it to catch up', async () => {
    setAddress('/perfil/contenidos-guardados/');
    api.on('GET', '/api/front/user/saved-contents/', okBody({ contents }));
    const sync = jest.spyOn(savedPages, 'updateSavedPages').mockResolvedValue(['http://localhost/diario/noticia/1001']);
    jest.spyOn(savedPages, 'savedCopyAddress').mockImplementation(async (_staticUrl, url) => (url === '/noticia/1001' ? 'http://localhost/diario/noticia/1001' : undefined));
    placeWidget('np-profile', MAPS);
    const first = await screen.findByRole('link', { name: 'Primera noticia' });
    await waitFor(() => expect(first).toHaveAttribute('href', 'http://localhost/diario/noticia/1001'));
    const card = first.closest('li')!;
    expect(within(card).getByText('Disponible sin conexión')).toBeVisible();
    const second = screen.getByRole('link', { name: 'Segunda noticia' }).closest('li')!;
    expect(within(second).queryByText('Disponible sin conexión')).toBeNull();
    expect(sync).toHaveBeenCalledWith('/diario/', savedPages.SAVED_PAGES_SYNC);
  });

  it('authors: name, image, twitter link, profile button and unfollow; a failed unfollow is only logged', async () => {
    setAddress('/perfil/autores/');
    const author = { id: '501', name: 'Marta Ríos', image: { url: '/__demo/img/m.svg' }, twitterAccount: { href: 'https://twitter.com/martarios', text: '@martarios' }, url: '/autores/#autor-501' };
    api.on('GET', '/api/front/user/followed-authors/', okBody({ authors: [author] }));
    api.on('DELETE', '/api/valuation/taxon/501', { status: 500, body: { httpCode: 500 } });
    placeWidget('np-profile', MAPS);
    expect(await screen.findByRole('heading', { name: 'Marta Ríos' })).toBeVisible();
    expect(screen.getByRole('link', { name: '@martarios' })).toHaveAttribute('href', 'https://twitter.com/martarios');
    await userEvent.click(screen.getByRole('button', { name: 'Dejar de seguir a Marta Ríos' }));
    await waitFor(() => expect(console.warn).toHaveBeenCalledWith('np: the author toggle failed', expect.anything()));
    expect(screen.getByRole('heading', { name: 'Marta Ríos' })).toBeVisible();
  });

  it('a failed list shows the request text', async () => {
    setAddress('/perfil/autores/');
    api.on('GET', '/api/front/user/followed-authors/', 'timeout');
    placeWidget('np-profile', MAPS);
    expect(await screen.findByRole('alert')).toHaveTextContent('No se puede conectar con el servidor.');
  });

  it('newsletters: one checkbox per newsletter with its sanitized HTML name; save sends only the newsletters', async () => {
    setAddress('/perfil/boletines/');
    api.on('GET', '/api/front/user/profile', okBody({ user: aReader({ newsletters: [{ id: '1', name: '<strong>Matinal</strong><img src=x onerror="window.hacked=1">', isSubscribed: true }, { id: '2', name: 'Resumen', isSubscribed: false }] }) }));
    api.on('PATCH', '/api/front/user/profile', (call) => okBody({ user: aReader({ newsletters: (call.data as { newsletters: [] }).newsletters }) }));
    placeWidget('np-profile', MAPS);
    const matinal = await screen.findByRole('checkbox', { name: 'Matinal' });
    expect(matinal).toBeChecked();
    expect(document.querySelector('np-profile [onerror]')).toBeNull();
    expect((window as unknown as { hacked?: number }).hacked).toBeUndefined();
    await userEvent.click(screen.getByRole('checkbox', { name: 'Resumen' }));
    await userEvent.click(screen.getByRole('button', { name: 'Guardar boletines' }));
    expect(await screen.findByRole('status')).toHaveTextContent('Hemos guardado tus boletines.');
    const sent = api.callsTo('PATCH', '/api/front/user/profile')[0]?.data as { newsletters: Array<{ id: string; isSubscribed: boolean }> };
    expect(Object.keys(sent)).toEqual(['newsletters']);
    expect(sent.newsletters.map((each) => [each.id, each.isSubscribed])).toEqual([['1', true], ['2', true]]);
  });
});
