import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import Cookies from 'js-cookie';
import { PAYWALL_VERSION_COOKIE } from '../../src/paywall/version';
import { setPageConfig } from '../../test/support/page-config';
import { placeWidget } from '../../test/support/widgets';
import { page } from './PaywallVersionBanner';
import './paywall-version-banner.element';

let reload: jest.SpyInstance;

beforeEach(() => {
  document.body.replaceChildren();
  Cookies.remove(PAYWALL_VERSION_COOKIE, { path: '/' });
  setPageConfig();
  reload = jest.spyOn(page, 'reload').mockImplementation(() => undefined);
});
afterEach(() => jest.restoreAllMocks());

describe('<np-paywall-version-banner>', () => {
  it('says a test version is in use and returns to the published paywall: clears the cookie, reloads', async () => {
    Cookies.set(PAYWALL_VERSION_COOKIE, 'prueba-2026', { path: '/' });
    placeWidget('np-paywall-version-banner');
    const banner = await screen.findByRole('region', { name: 'Versión del muro de pago' });
    expect(banner).toHaveTextContent('Estás viendo la versión de prueba prueba-2026 del muro de pago.');
    await userEvent.click(screen.getByRole('button', { name: 'Volver al muro de pago publicado' }));
    expect(Cookies.get(PAYWALL_VERSION_COOKIE)).toBeUndefined();
    expect(reload).toHaveBeenCalledTimes(1);
  });

  it.each([
    ['no cookie', null],
    ['the published version', '0'],
    ['a malformed id', '<script>'],
  ])('shows nothing with %s', async (_, value) => {
    if (value !== null) Cookies.set(PAYWALL_VERSION_COOKIE, value, { path: '/' });
    const element = placeWidget('np-paywall-version-banner');
    await waitFor(() => expect(element).toHaveAttribute('data-np-status', 'ready'));
    expect(screen.queryByRole('region')).toBeNull();
  });

  it('speaks Catalan on a Catalan page', async () => {
    Cookies.set(PAYWALL_VERSION_COOKIE, 'prueba-2026', { path: '/' });
    setPageConfig({ lang: 'ca' });
    placeWidget('np-paywall-version-banner');
    expect(await screen.findByRole('button', { name: 'Torna al mur de pagament publicat' })).toBeVisible();
  });
});
