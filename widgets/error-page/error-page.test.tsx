import { screen } from '@testing-library/react';
import { setPageConfig } from '../../test/support/page-config';
import { placeWidget } from '../../test/support/widgets';
import { errorCodeOf } from './ErrorPage';
import './error-page.element';

beforeEach(() => {
  document.body.replaceChildren();
  setPageConfig();
});

describe('<np-error-page>', () => {
  it.each([
    ['401', 'Necesitas iniciar sesión'],
    ['403', 'Acceso restringido'],
    ['410', 'Contenido retirado'],
    ['500', 'Algo ha fallado'],
  ])('%s shows its title and text, without the front-page button', async (code, title) => {
    placeWidget('np-error-page', { code });
    expect(await screen.findByRole('heading', { level: 1, name: title })).toBeVisible();
    expect(screen.queryByRole('link')).toBeNull();
  });

  it('404 has a button back to the front page', async () => {
    placeWidget('np-error-page', { code: '404' });
    expect(await screen.findByRole('heading', { level: 1, name: 'Página no encontrada' })).toBeVisible();
    expect(screen.getByRole('link', { name: 'Volver a la portada' })).toHaveAttribute('href', '/');
  });

  it('speaks Catalan, and shows an unknown code as 500', async () => {
    setPageConfig({ lang: 'ca' });
    placeWidget('np-error-page', { code: '404' });
    expect(await screen.findByRole('heading', { name: 'Pàgina no trobada' })).toBeVisible();
    expect(errorCodeOf(418)).toBe(500);
    expect(errorCodeOf(undefined)).toBe(500);
  });
});
