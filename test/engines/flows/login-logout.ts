import type { Flow } from './flow';

export const loginLogout: Flow = {
  name: 'login from the user button comes back to the article (backUrl); logout ends on /acceso/ without a session',
  async run(ui) {
    await ui.open('diario', '/noticia/1001', 'np-user-button');
    await ui.click('link', 'Iniciar sesión', 'np-user-button');
    await ui.waitForReady('np-login');
    const login = await ui.waitForUrl('the login page', (url) => url.pathname.startsWith('/acceso'));
    expect(login.searchParams.get('backUrl')).toBe('/noticia/1001');
    await ui.fill(/^Correo electrónico/, 'lector@example.com');
    await ui.fill(/^Contraseña/, 'Lectura2026');
    await ui.click('button', 'Iniciar sesión', 'np-login');
    await ui.waitForUrl('the article again', (url) => url.pathname === '/noticia/1001');
    await ui.click('button', 'Salir', 'np-user-button');
    await ui.waitForUrl('the login page after logout', (url) => url.pathname === '/acceso/');
    await ui.waitForReady('np-login, np-user-button');
    expect(await ui.driver.evaluate(() => document.cookie.includes('np_session_user='))).toBe(false);
    await ui.waitFor('the user button to offer login again', () => [...document.querySelectorAll('np-user-button a')].some((link) => link.textContent?.includes('Iniciar sesión')));
  },
};
